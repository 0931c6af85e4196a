// fuzz-strings: libFuzzer target for string tables: `.strings`, `.stringsdict` and
// `.xcstrings` (`scripts/fuzz strings`). Declarations only: see Sources/Fuzz/VFL/main.swift.
import Foundation
import LayoutCheck

/// Languages whose CLDR plural rules differ (Arabic has all six categories, Czech `few` and
/// `many`, Portuguese in Portugal its own rules); the same entries serve each.
let languages = ["en", "ar", "cs", "pt-PT"]

/// The locales a table's values are shown in: those languages and every pseudo-locale (their
/// transforms run on whatever text the tables hold).
let localeIdentifiers = languages + ScenarioLocale.pseudoIdentifiers

/// One input: the same bytes read as each of the three formats, as `StringTables.load` reads a
/// file of that extension; whatever parses is looked up as a scenario looks texts up (a plural
/// value with counts that fall into different CLDR categories in the real languages, one count
/// in each pseudo-locale).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringTables(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: bytes, count: count))
    var entries: [String: LocalizedString] = [:]
    if let plain = try? StringsFileParser.parse(data: data, file: "en.lproj/Localizable.strings") {
        for (key, value) in plain { entries[key] = .plain(value) }
    }
    if let plurals = try? StringsDictParser.parse(data: data, file: "en.lproj/Localizable.stringsdict") {
        for (key, value) in plurals { entries[key] = value }
    }
    if let catalog = try? StringCatalogParser.parse(data: data, file: "Localizable.xcstrings") {
        for (_, table) in catalog.tables {
            for (key, value) in table where entries[key] == nil { entries[key] = value }
        }
    }
    guard !entries.isEmpty else { return 0 }
    var byLanguage: [String: [String: LocalizedString]] = [:]
    for language in languages { byLanguage[language] = entries }
    let tables = StringTables(languages: byLanguage)
    // A few keys and counts: the lookups are here to reach the parsed values' formats, plural
    // forms and transforms, and each one costs far more than a parse under AddressSanitizer.
    let keys = entries.keys.sorted().prefix(3)
    for identifier in localeIdentifiers {
        guard let locale = ScenarioLocale.resolve(identifier, tables: tables, developmentLanguage: "en", longStringsFactor: 1.5) else { continue }
        let localizer = Localizer(locale: locale, tables: tables)
        let counts: [Int?] = locale.pseudo == nil ? [nil, 1, 2, 5, 1_000_000] : [3]
        for key in keys {
            for number in counts { _ = try? localizer.string(key, count: number) }
        }
    }
    return 0
}
