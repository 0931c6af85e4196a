import Foundation
import Testing
@testable import LayoutCheck
@testable import Localization
@testable import Scenarios

/// A locale is one locale however a project spells it: case and `_`/`-` are ignored when it is
/// matched (tables, plural rules, filters), and output shows one canonical spelling.
@Suite struct LocaleSpellingTests {
    @Test func canonicalSpelling() {
        #expect(LocaleIdentifier.canonical("pt-pt") == "pt-PT")
        #expect(LocaleIdentifier.canonical("PT_pt") == "pt-PT")
        #expect(LocaleIdentifier.canonical("zh-hans-cn") == "zh-Hans-CN")
        #expect(LocaleIdentifier.canonical("es-419") == "es-419")
        #expect(LocaleIdentifier.canonical("DE") == "de")
        #expect(LocaleIdentifier.canonical("en-xa") == "en-XA")
        #expect(LocaleIdentifier.canonical("Pseudo-Long") == "pseudo-long")
    }

    @Test func lowerCaseRegionGetsThatRegionsPluralRules() {
        // CLDR: pt has `one: i = 0..1` (Brazil: 0 items is "one"); pt-PT has `one: i = 1 and v = 0`
        // (0 is "other"). A lower-case `pt-pt` is Portugal, not Brazil.
        #expect(PluralCategory.forCount(0, language: "pt") == .one)
        #expect(PluralCategory.forCount(0, language: "pt-PT") == .other)
        #expect(PluralCategory.forCount(0, language: "pt-pt") == .other)
        #expect(PluralCategory.forCount(0, language: "PT_pt") == .other)
    }

    @Test func aLowerCaseLocaleReadsTheRegionsTableAndIsShownCanonically() throws {
        let plural = LocalizedString.plural(format: "%#@n@", variables: ["n": [.one: "%d ficheiro", .other: "%d ficheiros"]])
        let tables = StringTables(languages: ["pt": ["files": .plain("arquivos")], "pt-PT": ["files": plural]])
        let locale = try #require(ScenarioLocale.resolve("pt-pt", tables: tables, developmentLanguage: "en", longStringsFactor: 1.5))
        #expect(locale.identifier == "pt-PT")
        #expect(tables.lookupChain(for: "pt-pt") == ["pt-PT", "pt"])
        #expect(tables.lookupChain(for: "pt_PT") == ["pt-PT", "pt"])
        // pt-PT's table wins over pt's, and its rules make 0 "other": "0 ficheiros", not "0 ficheiro".
        let localizer = Localizer(locale: locale, tables: tables)
        #expect(try localizer.string("files", count: 0) == "0 ficheiros")
        #expect(try localizer.string("files", count: 1) == "1 ficheiro")
        // The development language in another case needs no table either.
        #expect(ScenarioLocale.resolve("EN", tables: tables, developmentLanguage: "en", longStringsFactor: 1.5)?.identifier == "en")
    }

    @Test func matrixAndFiltersTakeAnySpellingAndPrintOne() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Screens/card.layout.yaml", """
            views:
              - label: title
                text: card.title
            constraints:
              - title.leading == safeArea.leading + 16
              - title.top == safeArea.top + 16

            """)
        try folder.write("Strings/en.lproj/Localizable.strings", "\"card.title\" = \"Files\";\n")
        try folder.write("Strings/pt-PT.lproj/Localizable.strings", "\"card.title\" = \"Ficheiros\";\n")
        try folder.write("layoutcheck.yml", """
            screens: [Screens]
            strings: [Strings]
            matrix:
              devices: [iPhone 15 Pro]
              orientations: [portrait, landscape]
              locales: [en, pt_pt]
              sizes: [large]
              exclude:
                - {locale: PT-PT, orientation: landscape}

            """)
        let listed = await folder.layoutcheck(["list", "--locale", "pt-pt"])
        #expect(listed.status == 0, "\(listed.err)")
        #expect(listed.out == "card/iphone-15-pro-portrait/pt-PT-large\n", "\(listed.out)")
    }
}
