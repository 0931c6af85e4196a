import Foundation

/// CLDR plural categories, as `.stringsdict` and String Catalogs name them.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// CLDR cardinal rules for integers in the languages the harness knows; any other
    /// language uses `one` for 1 and `other` otherwise (the English rule), which is what
    /// most Latin-script tables provide.
    public static func forCount(_ n: Int, language: String) -> PluralCategory {
        // `magnitude`, not `abs`: a count of Int.min (from a screen file) has no Int absolute value.
        let mod10 = Int(n.magnitude % 10), mod100 = Int(n.magnitude % 100)
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms":
            return .other
        case "fr", "pt":
            return n == 0 || n == 1 ? .one : .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case "he":
            if n == 1 { return .one }
            if n == 2 { return .two }
            return .other
        case "ru", "uk":
            if mod10 == 1, mod100 != 11 { return .one }
            if (2...4).contains(mod10), !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(mod10), !(12...14).contains(mod100) { return .few }
            return .many
        default:
            return n == 1 ? .one : .other
        }
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
        case let .plural(format, variables):
            let n = count ?? 0
            let category = PluralCategory.forCount(n, language: language)
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
            return Self.substitute(result, count: n)
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
