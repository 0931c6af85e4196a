import Foundation
import ProjectFiles

/// Parses Xcode String Catalogs (`.xcstrings`, JSON): per key, per language, either a
/// `stringUnit` or `variations.plural` forms. A key without a localization for the
/// source language falls back to the key itself only for the source language, as Xcode
/// extracts it that way.
public enum StringCatalogParser {
    /// Entries per language, each sorted by key.
    public static func parse(data: Data, file: String) throws -> (sourceLanguage: String, tables: [String: [(key: String, value: LocalizedString)]]) {
        let text = String(data: data, encoding: .utf8) ?? ""
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let nsError = error as NSError
            var location = SourceLocation(file: file)
            if let index = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int {
                location = position(ofByte: index, in: data, file: file)
            }
            // Foundation's detail ("Too many nested arrays or dictionaries around character 513.")
            // says more than its localized description.
            let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
            throw LayoutCheckError.configuration("not valid JSON (\(detail))", at: location)
        }
        guard let catalog = root as? [String: Any] else {
            throw LayoutCheckError.configuration("a string catalog must be a JSON object", at: SourceLocation(file: file, line: 1))
        }
        guard let sourceLanguage = catalog["sourceLanguage"] as? String else {
            throw LayoutCheckError.configuration("a string catalog needs \"sourceLanguage\"", at: SourceLocation(file: file, line: 1))
        }
        guard let strings = catalog["strings"] as? [String: Any] else {
            throw LayoutCheckError.configuration("a string catalog needs a \"strings\" object", at: SourceLocation(file: file, line: 1))
        }
        var tables: [String: [(key: String, value: LocalizedString)]] = [:]
        for key in strings.keys.sorted() {
            let at = SourceLocation(file: file, line: lineOfKey(key, in: text))
            guard let entry = strings[key] as? [String: Any] else {
                throw LayoutCheckError.configuration("string '\(key)' must be an object", at: at)
            }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            if localizations[sourceLanguage] == nil {
                tables[sourceLanguage, default: []].append((key, .plain(key)))
            }
            for language in localizations.keys.sorted() {
                guard let localization = localizations[language] as? [String: Any] else {
                    throw LayoutCheckError.configuration("string '\(key)', language '\(language)': must be an object", at: at)
                }
                tables[language, default: []].append((key, try value(localization, key: key, language: language, at: at)))
            }
        }
        return (sourceLanguage, tables)
    }

    private static func value(_ localization: [String: Any], key: String, language: String,
                              at location: SourceLocation) throws -> LocalizedString {
        if let unit = localization["stringUnit"] as? [String: Any] {
            guard let value = unit["value"] as? String else {
                throw LayoutCheckError.configuration("string '\(key)', language '\(language)': stringUnit has no \"value\"", at: location)
            }
            return .plain(value)
        }
        if let variations = localization["variations"] as? [String: Any],
           let plural = variations["plural"] as? [String: Any] {
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                guard let form = plural[category.rawValue] as? [String: Any] else { continue }
                guard let unit = form["stringUnit"] as? [String: Any], let value = unit["value"] as? String else {
                    throw LayoutCheckError.configuration(
                        "string '\(key)', language '\(language)', plural '\(category.rawValue)': no stringUnit value", at: location)
                }
                forms[category] = value
            }
            guard forms[.other] != nil else {
                throw LayoutCheckError.configuration("string '\(key)', language '\(language)': plural has no 'other' form", at: location)
            }
            // Each form is a whole string with its own `%lld`; a single variable stands for it.
            return .plural(format: "%#@count@", variables: ["count": forms])
        }
        throw LayoutCheckError.configuration(
            "string '\(key)', language '\(language)': neither a stringUnit nor plural variations (other variations are not supported)",
            at: location)
    }

    package static func position(ofByte index: Int, in data: Data, file: String) -> SourceLocation {
        var line = 1, column = 1
        for byte in data.prefix(index) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
