import Foundation
import ProjectFiles

/// Parses `.stringsdict` plural tables (property lists, read with Foundation's
/// `PropertyListSerialization`). Property lists carry no positions, so errors name the
/// entry, and the line of its `<key>` when the file is XML.
package enum StringsDictParser {
    package static func parse(data: Data, file: String) throws -> [(key: String, value: LocalizedString)] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // Foundation's detail, e.g. "Too many nested arrays or dictionaries, failing on line 1".
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw LayoutCheckError.configuration("not a valid property list" + (detail.map { " (\($0))" } ?? ""),
                                                 at: SourceLocation(file: file))
        }
        guard let entries = root as? [String: Any] else {
            throw LayoutCheckError.configuration("the top level must be a dictionary of keys", at: SourceLocation(file: file))
        }
        let text = String(data: data, encoding: .utf8) ?? ""
        func location(_ key: String) -> SourceLocation {
            SourceLocation(file: file, line: lineOfKey(key, in: text))
        }
        var result: [(key: String, value: LocalizedString)] = []
        for key in entries.keys.sorted() {
            guard let entry = entries[key] as? [String: Any] else {
                throw LayoutCheckError.configuration("entry '\(key)' must be a dictionary", at: location(key))
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw LayoutCheckError.configuration("entry '\(key)' has no NSStringLocalizedFormatKey string", at: location(key))
            }
            var variables: [String: [PluralCategory: String]] = [:]
            for name in variableNames(in: format) {
                guard let spec = entry[name] as? [String: Any] else {
                    throw LayoutCheckError.configuration(
                        "entry '\(key)' uses %#@\(name)@ but has no dictionary '\(name)'", at: location(key))
                }
                guard spec["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    throw LayoutCheckError.configuration(
                        "entry '\(key)' › '\(name)': NSStringFormatSpecTypeKey must be NSStringPluralRuleType", at: location(key))
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = spec[category.rawValue] as? String { forms[category] = form }
                }
                guard forms[.other] != nil else {
                    throw LayoutCheckError.configuration("entry '\(key)' › '\(name)' has no 'other' form", at: location(key))
                }
                variables[name] = forms
            }
            result.append((key, .plural(format: format, variables: variables)))
        }
        return result
    }

    /// The names of `%#@name@` variables, in order of appearance.
    static func variableNames(in format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let range = rest.range(of: "%#@") {
            let after = rest[range.upperBound...]
            guard let close = after.firstIndex(of: "@") else { break }
            let name = String(after[after.startIndex..<close])
            if !names.contains(name) { names.append(name) }
            rest = after[after.index(after: close)...]
        }
        return names
    }
}

/// The 1-based line on which `needle` first appears as an XML `<key>` or JSON key, if any.
package func lineOfKey(_ key: String, in text: String) -> Int? {
    for needle in ["<key>\(key)</key>", "\"\(key)\""] {
        if let range = text.range(of: needle) {
            return text[text.startIndex..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        }
    }
    return nil
}
