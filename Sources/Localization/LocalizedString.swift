import Foundation

/// CLDR plural categories, as `.stringsdict` and String Catalogs name them.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The CLDR cardinal category of an integer count in `language` (a language or locale:
    /// `pt-PT` has its own rules); see `PluralRules`.
    public static func forCount(_ n: Int, language: String) -> PluralCategory {
        PluralRules.category(PluralOperands(n), locale: language)
    }
}

/// One entry of a string table: a plain string, or a plural format whose variables pick a
/// form by count (from `.stringsdict` or a String Catalog's plural variations).
public enum LocalizedString: Sendable, Equatable {
    case plain(String)
    case plural(format: String, variables: [String: [PluralCategory: String]])

    /// The text shown for `count` (nil: a plain string is shown as written, format
    /// specifiers included, as UIKit shows an unformatted string).
    public func resolved(count: Int?, language: String) -> String {
        switch self {
        case let .plain(text):
            guard let count else { return text }
            return Self.substitute(text, count: count)
        case .plural:
            let n = count ?? 0
            return Self.substitute(form(PluralCategory.forCount(n, language: language)), count: n)
        }
    }

    /// A plural entry's `other` form with its format specifiers kept, for code that formats the
    /// text with its own arguments and gives no count (`String(format: NSLocalizedString(…), n)`).
    public var otherForm: String { form(.other) }

    /// The text with each `%#@name@` replaced by variable `name`'s form for `category`
    /// (`other` when it lacks that form); a plain string as written.
    private func form(_ category: PluralCategory) -> String {
        switch self {
        case let .plain(text):
            return text
        case let .plural(format, variables):
            var result = ""
            var rest = Substring(format)
            // `%#@name@` picks the form of variable `name`.
            while let range = rest.range(of: "%#@") {
                result += rest[rest.startIndex..<range.lowerBound]
                let after = rest[range.upperBound...]
                guard let close = after.firstIndex(of: "@") else {
                    result += rest[range.lowerBound...]
                    rest = ""
                    break
                }
                let name = String(after[after.startIndex..<close])
                let forms = variables[name] ?? [:]
                result += forms[category] ?? forms[.other] ?? ""
                rest = after[after.index(after: close)...]
            }
            result += rest
            return result
        }
    }

    /// Replaces printf-style integer and object specifiers (`%d`, `%ld`, `%lld`, `%i`, `%u`,
    /// `%@`, positional `%1$d`) with the count and `%%` with `%`.
    static func substitute(_ text: String, count: Int) -> String {
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            guard first == "%" else { result.unicodeScalars.append(first); continue }
            var specifier = String.UnicodeScalarView()
            var consumed = scalars
            while let c = consumed.first, ("0"..."9").contains(c) || c == "$" || c == "l" || c == "h" || c == "q" {
                specifier.append(c)
                consumed = consumed.dropFirst()
            }
            if let c = consumed.first, "diuDUoxX@".unicodeScalars.contains(c) {
                result += String(count)
                scalars = consumed.dropFirst()
            } else if consumed.first == "%", specifier.isEmpty {
                result += "%"
                scalars = consumed.dropFirst()
            } else {
                result += "%"
            }
        }
        return result
    }
}
