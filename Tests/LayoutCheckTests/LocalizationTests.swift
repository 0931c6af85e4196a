import Foundation
import Testing
@testable import LayoutCheck
@testable import Localization
@testable import ProjectFiles

@Suite struct StringsFileTests {
    @Test func parsesEscapesCommentsAndUnquotedKeys() throws {
        let text = """
        /* A block comment
           over two lines */
        "greeting" = "Hello \\"you\\"\\n"; // trailing comment
        "tab" = "a\\tb";
        "uni" = "\\U00E9t\\U00E9";
        "emoji" = "\\UD83D\\UDE00";
        plain_key = "v";
        "same";
        """
        let entries = try StringsFileParser.parse(text: text, file: "en.strings")
        #expect(entries.map(\.key) == ["greeting", "tab", "uni", "emoji", "plain_key", "same"])
        #expect(entries[0].value == "Hello \"you\"\n")
        #expect(entries[1].value == "a\tb")
        #expect(entries[2].value == "été")
        // D83D DE00 is the surrogate pair of U+1F600.
        #expect(entries[3].value == "\u{1F600}")
        #expect(entries[4].value == "v")
        #expect(entries[5].value == "same")
    }

    @Test func decodesUTF16WithByteOrderMark() throws {
        let text = "\"title\" = \"Größe\";\n"
        var little = Data([0xFF, 0xFE])
        little.append(try #require(text.data(using: .utf16LittleEndian)))
        var big = Data([0xFE, 0xFF])
        big.append(try #require(text.data(using: .utf16BigEndian)))
        for data in [little, big] {
            let entries = try StringsFileParser.parse(data: data, file: "de.strings")
            #expect(entries.count == 1)
            #expect(entries.first?.value == "Größe")
        }
    }

    @Test func missingSemicolonNamesLineAndColumn() {
        // Line 2 starts with the next key where ';' was expected: line 2, column 1.
        let text = "\"a\" = \"b\"\n\"c\" = \"d\";\n"
        #expect(throws: LayoutCheckError.configuration("expected ';' after the entry \"a\", found '\"'",
                                                       at: SourceLocation(file: "x.strings", line: 2, column: 1))) {
            try StringsFileParser.parse(text: text, file: "x.strings")
        }
    }

    @Test func unterminatedStringPointsAtItsStart() {
        // The value's opening quote is line 1, column 7.
        #expect(throws: LayoutCheckError.configuration("unterminated string", at: SourceLocation(file: "x.strings", line: 1, column: 7))) {
            try StringsFileParser.parse(text: "\"a\" = \"open…", file: "x.strings")
        }
    }
}

@Suite struct PluralTests {
    static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>inbox.count</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@messages@</string>
            <key>messages</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>zero</key><string>no messages</string>
                <key>one</key><string>%d message</string>
                <key>two</key><string>two messages</string>
                <key>few</key><string>%d messages (few)</string>
                <key>many</key><string>%d messages (many)</string>
                <key>other</key><string>%d messages</string>
            </dict>
        </dict>
    </dict>
    </plist>
    """

    @Test func picksCLDRCategoryPerLanguage() throws {
        let entries = try StringsDictParser.parse(data: Data(Self.stringsdict.utf8), file: "x.stringsdict")
        let value = try #require(entries.first?.value)
        // English: 1 → one, everything else → other.
        #expect(value.resolved(count: 1, language: "en") == "1 message")
        #expect(value.resolved(count: 0, language: "en") == "0 messages")
        // Arabic: 0 zero, 2 two, 3…10 (mod 100) few, 11…99 many, 100 other.
        #expect(value.resolved(count: 0, language: "ar") == "no messages")
        #expect(value.resolved(count: 2, language: "ar") == "two messages")
        #expect(value.resolved(count: 7, language: "ar") == "7 messages (few)")
        #expect(value.resolved(count: 11, language: "ar") == "11 messages (many)")
        #expect(value.resolved(count: 100, language: "ar") == "100 messages")
        // Japanese has only other.
        #expect(value.resolved(count: 1, language: "ja") == "1 messages")
    }

    @Test func missingOtherFormIsAnErrorWithTheKeysLine() {
        let broken = Self.stringsdict.replacingOccurrences(of: "<key>other</key><string>%d messages</string>", with: "")
        // `<key>inbox.count</key>` is on line 5 of the document.
        #expect(throws: LayoutCheckError.configuration("entry 'inbox.count' › 'messages' has no 'other' form",
                                                       at: SourceLocation(file: "x.stringsdict", line: 5))) {
            try StringsDictParser.parse(data: Data(broken.utf8), file: "x.stringsdict")
        }
    }

    @Test func readsStringCatalogUnitsAndPlurals() throws {
        let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {},
            "files" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let catalog = try StringCatalogParser.parse(data: Data(json.utf8), file: "Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        let german = try #require(catalog.tables["de"])
        #expect(german.map(\.key) == ["files"])
        #expect(german.first?.value.resolved(count: 1, language: "de") == "1 Datei")
        #expect(german.first?.value.resolved(count: 3, language: "de") == "3 Dateien")
        // "Done" has no localizations: the source language shows the key, as Xcode extracts it.
        let english = try #require(catalog.tables["en"])
        #expect(english.map(\.key) == ["Done", "files"])
        #expect(english.first?.value == .plain("Done"))
    }

    @Test func malformedCatalogJSONIsAnErrorInTheFile() {
        #expect(throws: LayoutCheckError.self) {
            try StringCatalogParser.parse(data: Data("{\"sourceLanguage\": \"en\",".utf8), file: "Bad.xcstrings")
        }
    }
}

@Suite struct PseudoLocalizationTests {
    @Test func xcodeDoubleLengthDropsPercentInTheFirstCopy() {
        #expect(PseudoTransform.doubleLength.apply("Save %@") == "Save @ Save %@")
    }

    @Test func xcodeAccentedPicksAccentByCodeUnitModSix() {
        // S=83→83%6=5 (U+0308), t=116→2 (U+0303), r=114→0 (U+0300), i=105→3 (U+0325),
        // n=110→2 (U+0303), g=103→1 (U+0327).
        #expect(PseudoTransform.accented.apply("String") == "S\u{308}t\u{303}r\u{300}i\u{325}n\u{303}g\u{327}")
        // a=97→1, v=118→4, e=101→5; space, digit and punctuation get none.
        #expect(PseudoTransform.accented.apply("Save 2!") == "S\u{308}a\u{327}v\u{30A}e\u{308} 2!")
        // A multi-unit cluster (an emoji) is left alone.
        #expect(PseudoTransform.accented.apply("😀") == "😀")
    }

    @Test func xcodeBoundedAndRightToLeft() {
        #expect(PseudoTransform.bounded.apply("Welcome to WWDC!") == "[# Welcome to WWDC! #]")
        #expect(PseudoTransform.rightToLeftStrings.apply("Hi") == "\u{202E}Hi\u{202C}")
        #expect(PseudoTransform.rightToLeft.apply("Hi") == "Hi")
        #expect(PseudoTransform.rightToLeft.forcesRightToLeft)
        #expect(!PseudoTransform.bounded.forcesRightToLeft)
    }

    @Test func androidAccentedExpandsByHalfTheLength() {
        // 11 pseudo-localizable characters, no unmapped word → n = 11 / 2 = 5; the expansion
        // is cut at the first space searching from index 6: "one two".
        #expect(PseudoTransform.androidAccented.apply("Hello World") == "[Ĥéļļö Ŵöŕļð one two]")
        // Placeholders are bracketed in »…« and not counted: "%d files" counts " files" (6) → n = 3,
        // search from index 4 finds the space at 7 → "one two".
        #expect(PseudoTransform.androidAccented.apply("%d files") == "[»%d« ƒîļéš one two]")
        // `%%` stays as is and is not a placeholder; "5" counts 1 → n = 0, and the cut
        // searches from index 1 to the space at 3: "one".
        #expect(PseudoTransform.androidAccented.apply("5%%") == "[5%% one]")
    }

    @Test func androidExpansionRepeatsPastItsLength() {
        // The text is 123 characters; 130 takes it whole, a space (124), then 130 − 124 = 6
        // more, cut at the space found from index 7: "one two".
        let text = String(decoding: AndroidPseudolocalizer.generateExpansion(130), as: UTF8.self)
        let base = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fiveteen sixteen seventeen nineteen twenty"
        #expect(text == base + " one two")
    }

    @Test func androidBidiWrapsEachWord() {
        let rlm = "\u{200F}", rlo = "\u{202E}", pdf = "\u{202C}"
        #expect(PseudoTransform.androidBidi.apply("Hi there") == "\(rlm)\(rlo)Hi\(pdf)\(rlm) \(rlm)\(rlo)there\(pdf)\(rlm)")
        #expect(PseudoTransform.androidBidi.forcesRightToLeft)
    }

    @Test func longStringsReachTheFactor() {
        // 4 characters × 1.5 = 6: "Save", a space, then "S" from the original.
        #expect(PseudoTransform.longStrings(factor: 1.5).apply("Save") == "Save S")
        // 5 × 2 = 10: "Hello", space, "Hell".
        #expect(PseudoTransform.longStrings(factor: 2).apply("Hello") == "Hello Hell")
        #expect(PseudoTransform.longStrings(factor: 1).apply("Hello") == "Hello")
    }
}

@Suite struct LocalizerTests {
    func tables() -> StringTables {
        StringTables(languages: [
            "en": ["title": .plain("Sign in"), "only.en": .plain("English only")],
            "de": ["title": .plain("Anmelden")],
            "ar": ["title": .plain("تسجيل الدخول")],
        ])
    }

    @Test func regionFallsBackToLanguageAndMissingKeysAreReported() throws {
        let tables = tables()
        let swiss = try #require(ScenarioLocale.resolve("de-CH", tables: tables, developmentLanguage: "en", longStringsFactor: 1.5))
        let localizer = Localizer(locale: swiss, tables: tables)
        #expect(try localizer.string("title") == "Anmelden")
        #expect(throws: MissingString(key: "only.en", locale: "de-CH", searched: ["de"])) {
            try localizer.string("only.en")
        }
    }

    @Test func rightToLeftLanguagesAndPseudoLocales() throws {
        let tables = tables()
        let arabic = try #require(ScenarioLocale.resolve("ar", tables: tables, developmentLanguage: "en", longStringsFactor: 1.5))
        #expect(arabic.isRightToLeft)
        let bounded = try #require(ScenarioLocale.resolve("pseudo-bounded", tables: tables, developmentLanguage: "en", longStringsFactor: 1.5))
        #expect(!bounded.isRightToLeft)
        #expect(try Localizer(locale: bounded, tables: tables).string("title") == "[# Sign in #]")
        #expect(ScenarioLocale.resolve("fr", tables: tables, developmentLanguage: "en", longStringsFactor: 1.5) == nil)
    }

    @Test func loadsLprojFoldersAndCatalogs() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
        try folder.write("Strings/de.lproj/Localizable.strings", "\"a\" = \"Ä\";\n")
        try folder.write("Strings/Other.xcstrings", """
        {"sourceLanguage": "en", "strings": {"b": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "ビー"}}}},
         "c": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "C"}}}}}}
        """)
        let tables = try StringTables.load(folders: [folder.url.appendingPathComponent("Strings")], displayRoot: folder.url)
        #expect(tables.languages.keys.sorted() == ["de", "en", "ja"])
        // The .strings value wins over the catalog's (the catalog added "b" for en as its key).
        #expect(tables.languages["en"]?["b"] == .plain("B"))
        #expect(tables.languages["en"]?["c"] == .plain("C"))
        #expect(tables.languages["ja"]?["b"] == .plain("ビー"))
        #expect(tables.languages["de"]?["a"] == .plain("Ä"))
    }
}

/// Tables by name, as `NSLocalizedString(_:tableName:…)` reads them: only the table named, its
/// files named when a key is missing; a stringsdict entry wins over a strings entry of its table.
@Suite struct NamedTableTests {
    @Test func keysAreLookedUpInTheirTableOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n")
        try folder.write("Strings/de.lproj/Profile.strings", "\"edit\" = \"Bearbeiten\";\n\"photos\" = \"%d Fotos\";\n")
        try folder.write("Strings/de.lproj/Profile.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>photos</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>ein Foto</string><key>other</key><string>%d Fotos</string></dict>
            </dict></dict></plist>
            """)
        let tables = try StringTables.load(folders: [folder.url.appendingPathComponent("Strings")], displayRoot: folder.url)
        let german = try #require(ScenarioLocale.resolve("de", tables: tables, developmentLanguage: "en", longStringsFactor: 1.5))
        let localizer = Localizer(locale: german, tables: tables)
        #expect(try localizer.format("title", table: "Localizable") == "Titel")
        #expect(try localizer.format("edit", table: "Profile") == "Bearbeiten")
        // German's "one" is n = 1 only.
        #expect(try localizer.format("photos", table: "Profile", count: 1) == "ein Foto")
        #expect(try localizer.format("photos", table: "Profile", count: 4) == "4 Fotos")
        // No count (`String(format: NSLocalizedString("photos", …), n)`): the other form, for the code to format.
        #expect(try localizer.format("photos", table: "Profile") == "%d Fotos")
        do {
            _ = try localizer.format("edit", table: "Localizable")
            Issue.record("a key of another table was found")
        } catch {
            #expect(error.description == "missing string 'edit' in table 'Localizable' for locale de (searched: Strings/de.lproj/Localizable.strings)")
        }
        do {
            _ = try localizer.format("edit", table: "Settings")
            Issue.record("a table no language has was read")
        } catch {
            #expect(error.description == "missing string 'edit' in table 'Settings' for locale de (no table 'Settings' in de)")
        }
        #expect(tables.files(ofTable: "Profile", languages: ["de"]) == ["Strings/de.lproj/Profile.strings", "Strings/de.lproj/Profile.stringsdict"])
    }
}
