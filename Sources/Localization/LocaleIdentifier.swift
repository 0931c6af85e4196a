/// Locale identifiers as a project may spell them (`pt-pt`, `pt_PT`, `zh-hans-cn`, `PSEUDO-LONG`)
/// and as LayoutCheck shows them (BCP 47's case conventions: `pt-PT`, `zh-Hans-CN`). Apple's
/// lookups treat `_` and `-` alike and ignore case, so a lower-case spelling must not silently
/// fall back to another region's tables or plural rules.
public enum LocaleIdentifier {
    /// The canonical spelling: `_` as `-`; the language lower case, a four-letter script title
    /// case, a two-letter region upper case (a three-digit region as is), anything else lower
    /// case. Pseudo-locales keep their own spelling (`en-XA`, `pseudo-long`).
    public static func canonical(_ identifier: String) -> String {
        if let pseudo = ScenarioLocale.pseudoIdentifiers.first(where: { matchKey($0) == matchKey(identifier) }) { return pseudo }
        let parts = identifier.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard parts.count > 1, !parts.contains(where: \.isEmpty) else { return identifier.lowercased() }
        return parts.enumerated().map { index, part -> String in
            let letters = part.allSatisfy { $0.isASCII && $0.isLetter }
            if index == 0 { return part.lowercased() }
            if letters && part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            if letters && part.count == 2 { return part.uppercased() }
            return part.lowercased()
        }.joined(separator: "-")
    }

    /// The form two spellings of one identifier share: lower case, `_` as `-`.
    public static func matchKey(_ identifier: String) -> String {
        identifier.lowercased().replacingOccurrences(of: "_", with: "-")
    }
}
