import Foundation
import ProjectFiles

/// Every string table of a project, merged per language: `<lang>.lproj/*.strings`,
/// `<lang>.lproj/*.stringsdict` (which wins over a `.strings` entry of the same key, as in
/// Foundation) and `*.xcstrings` catalogs (which only add keys not already present).
public struct StringTables: Sendable {
    /// Key → entry, per language identifier as written in the file names (`de`, `pt-BR`).
    public private(set) var languages: [String: [String: LocalizedString]] = [:]
    /// Table names (`Main` for `de.lproj/Main.strings` or `Main.xcstrings`), per language: an
    /// Interface Builder file reads the table of its own name.
    public private(set) var tableNames: [String: Set<String>] = [:]
    /// Key → entry per language and table (`de` → `Profile` → …), for code that names its table as
    /// `NSLocalizedString(_:tableName:…)` does: iOS reads that table only.
    public private(set) var tableEntries: [String: [String: [String: LocalizedString]]] = [:]
    /// The files (as messages name them) of each table, per language: `de` → `Profile` → `Strings/de.lproj/Profile.strings`.
    public private(set) var tableFiles: [String: [String: [String]]] = [:]
    /// Where each key is written, per language and table (the first file of the table that has
    /// it): a message about a missing translation points at the language that has the key.
    public private(set) var keyLocations: [String: [String: [String: SourceLocation]]] = [:]
    /// The line after each table file's last (file as messages name it): where a new key goes.
    public private(set) var fileEnds: [String: Int] = [:]

    public init(languages: [String: [String: LocalizedString]] = [:]) {
        self.languages = languages
    }

    init(tableNames: [String: Set<String>]) {
        self.tableNames = tableNames
    }

    /// The entry for `key` in table `table` of the first language of the chain whose table has it.
    public func entry(_ key: String, table: String, languages chain: [String]) -> LocalizedString? {
        for language in chain {
            if let value = tableEntries[language]?[table]?[key] { return value }
        }
        return nil
    }

    /// The files of table `table` in the languages of the chain, in chain order.
    public func files(ofTable table: String, languages chain: [String]) -> [String] {
        chain.flatMap { tableFiles[$0]?[table] ?? [] }
    }

    /// Whether a language of the chain has a table of this name (`Main` for Main.storyboard).
    public func hasTable(named name: String, languages chain: [String]) -> Bool {
        chain.contains { tableNames[$0]?.contains(name) == true }
    }

    /// Loads every table under the folders, visiting files in sorted path order.
    /// `displayRoot` is the folder that error messages make paths relative to.
    public static func load(folders: [URL], displayRoot: URL) throws -> StringTables {
        var plain: [String: [String: LocalizedString]] = [:]
        var plurals: [String: [String: LocalizedString]] = [:]
        var catalogs: [String: [String: LocalizedString]] = [:]
        var tableNames: [String: Set<String>] = [:]
        var tableEntries: [String: [String: [String: LocalizedString]]] = [:]
        var tableFiles: [String: [String: [String]]] = [:]
        var keyLocations: [String: [String: [String: SourceLocation]]] = [:]
        var fileEnds: [String: Int] = [:]
        func locate(_ key: String, _ line: Int?, language: String, table: String, file: String) {
            guard keyLocations[language]?[table]?[key] == nil else { return }
            keyLocations[language, default: [:]][table, default: [:]][key] = SourceLocation(file: file, line: line)
        }
        for folder in folders {
            let display = relativePath(folder, to: displayRoot)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw LayoutCheckError.configuration("the strings folder '\(display)' does not exist")
            }
            for file in try sortedFiles(in: folder) {
                let name = relativePath(file, to: displayRoot)
                let language = file.deletingLastPathComponent().lastPathComponent
                let lproj = language.hasSuffix(".lproj") ? String(language.dropLast(6)) : nil
                let table = file.deletingPathExtension().lastPathComponent
                if let lproj, ["strings", "stringsdict"].contains(file.pathExtension) {
                    tableNames[lproj, default: []].insert(table)
                    tableFiles[lproj, default: [:]][table, default: []].append(name)
                }
                guard lproj != nil || file.pathExtension == "xcstrings" else { continue }
                let data = try read(file, name)
                // Lines of keys in plist and JSON tables are found in the text (first occurrence):
                // good enough to point a reader at the entry, and no second parser to keep.
                let text = file.pathExtension == "strings" ? try StringsFileParser.decode(data, file: name) : String(decoding: data, as: UTF8.self)
                fileEnds[name] = Self.lineAfterLast(text)
                let keyLines = file.pathExtension == "strings" ? [:] : Self.leadingTokenLines(text)
                switch file.pathExtension {
                case "strings":
                    guard let lproj else { continue }
                    for (key, value, line) in try StringsFileParser.located(text: text, file: name) {
                        locate(key, line, language: lproj, table: table, file: name)
                        plain[lproj, default: [:]][key] = .plain(value)
                        // A .stringsdict entry of the same key and table wins, as in Foundation.
                        if case .plural = tableEntries[lproj]?[table]?[key] { continue }
                        tableEntries[lproj, default: [:]][table, default: [:]][key] = .plain(value)
                    }
                case "stringsdict":
                    guard let lproj else { continue }
                    for (key, value) in try StringsDictParser.parse(data: data, file: name) {
                        locate(key, keyLines["<key>\(Self.xmlEscaped(key))</key>"], language: lproj, table: table, file: name)
                        plurals[lproj, default: [:]][key] = value
                        tableEntries[lproj, default: [:]][table, default: [:]][key] = value
                    }
                case "xcstrings":
                    let catalog = try StringCatalogParser.parse(data: data, file: name)
                    for (language, entries) in catalog.tables {
                        tableNames[language, default: []].insert(table)
                        tableFiles[language, default: [:]][table, default: []].append(name)
                        for (key, _) in entries {
                            locate(key, keyLines[Self.jsonQuoted(key)], language: language, table: table, file: name)
                        }
                        for (key, value) in entries where catalogs[language]?[key] == nil {
                            catalogs[language, default: [:]][key] = value
                        }
                        for (key, value) in entries where tableEntries[language]?[table]?[key] == nil {
                            tableEntries[language, default: [:]][table, default: [:]][key] = value
                        }
                    }
                default:
                    continue
                }
            }
        }
        var tables = StringTables(tableNames: tableNames)
        tables.tableEntries = tableEntries
        tables.tableFiles = tableFiles
        tables.keyLocations = keyLocations
        tables.fileEnds = fileEnds
        for (language, entries) in catalogs { tables.languages[language, default: [:]].merge(entries) { $1 } }
        for (language, entries) in plain { tables.languages[language, default: [:]].merge(entries) { $1 } }
        for (language, entries) in plurals { tables.languages[language, default: [:]].merge(entries) { $1 } }
        return tables
    }

    /// The languages whose tables a locale reads, most specific first:
    /// `de-CH` → `de-CH`, `de`; only languages that have a table are listed. Case and `_`/`-`
    /// do not matter (`pt-pt` reads `pt-PT.lproj` and `pt_PT.lproj`), as in Apple's lookup.
    public func lookupChain(for identifier: String) -> [String] {
        var parts = LocaleIdentifier.matchKey(identifier).split(separator: "-").map(String.init)
        let names = languages.keys.sorted()
        var chain: [String] = []
        while !parts.isEmpty {
            let candidate = parts.joined(separator: "-")
            chain += names.filter { LocaleIdentifier.matchKey($0) == candidate }
            parts.removeLast()
        }
        return chain
    }

    /// The entry for `key` in the first language of the chain that has it.
    public func entry(_ key: String, languages chain: [String]) -> LocalizedString? {
        for language in chain {
            if let value = languages[language]?[key] { return value }
        }
        return nil
    }

    /// Where `key` is written in a language's tables: in table `table`, or (nil) in the first
    /// table by name that has it.
    public func location(of key: String, table: String?, language: String) -> SourceLocation? {
        guard let tables = keyLocations[language] else { return nil }
        if let table { return tables[table]?[key] }
        return tables.keys.sorted().lazy.compactMap { tables[$0]?[key] }.first
    }

    /// The number of the line a key appended to `text` would be written on.
    static func lineAfterLast(_ text: String) -> Int {
        let newlines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        return newlines + (text.isEmpty || text.hasSuffix("\n") ? 1 : 2)
    }

    /// The first line of each line-leading token of a plist or JSON table — `<key>…</key>` or a
    /// `"…"` string, as written — so that finding a key's line costs one pass over the file.
    static func leadingTokenLines(_ text: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            var token: Substring?
            if trimmed.hasPrefix("<key>"), let end = trimmed.range(of: "</key>") {
                token = trimmed[..<end.upperBound]
            } else if trimmed.hasPrefix("\"") {
                var escaped = false
                for index in trimmed.indices.dropFirst() {
                    if escaped { escaped = false; continue }
                    if trimmed[index] == "\\" { escaped = true } else if trimmed[index] == "\"" {
                        token = trimmed[...index]
                        break
                    }
                }
            }
            if let token, lines[String(token)] == nil { lines[String(token)] = number }
        }
        return lines
    }

    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    static func jsonQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func read(_ url: URL, _ name: String) throws -> Data {
        try InputFile.read(url, displayName: name)
    }

    private static func sortedFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator where ["strings", "stringsdict", "xcstrings"].contains(url.pathExtension) {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A locale of the matrix: a real language read from its tables, or a built-in pseudo-locale
/// applied to the development language's strings.
public struct ScenarioLocale: Sendable, Hashable, CustomStringConvertible {
    /// The identifier as written in `layoutcheck.yml`; it names baselines.
    public let identifier: String
    /// The language whose string tables are read.
    public let language: String
    public let pseudo: PseudoTransform?
    public let isRightToLeft: Bool

    public var description: String { identifier }

    /// Languages written right to left; their scenarios lay out right to left.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "dv", "ckb", "ug", "sd"]

    /// The built-in pseudo-locale identifiers and what they do.
    public static func pseudoTransform(for identifier: String, longStringsFactor: Double) -> PseudoTransform? {
        switch identifier {
        case "pseudo-double": return .doubleLength
        case "pseudo-accented": return .accented
        case "pseudo-bounded": return .bounded
        case "pseudo-rtl": return .rightToLeft
        case "pseudo-rtl-strings": return .rightToLeftStrings
        case "pseudo-long": return .longStrings(factor: longStringsFactor)
        case "en-XA": return .androidAccented
        case "ar-XB": return .androidBidi
        default: return nil
        }
    }

    public static let pseudoIdentifiers = ["pseudo-double", "pseudo-accented", "pseudo-bounded", "pseudo-rtl",
                                           "pseudo-rtl-strings", "pseudo-long", "en-XA", "ar-XB"]

    /// Resolves an identifier against the loaded tables; nil when it is neither a
    /// pseudo-locale, nor a language with a table, nor the development language. The development
    /// language needs no table: Interface Builder files carry its text themselves, so a team that
    /// starts from its xibs alone can test in it (a screen file's key it lacks is still reported).
    public static func resolve(_ identifier: String, tables: StringTables, developmentLanguage: String,
                               longStringsFactor: Double) -> ScenarioLocale? {
        // One spelling in names, folders and messages, whatever the project wrote (`pt-pt`, `pt_PT`).
        let identifier = LocaleIdentifier.canonical(identifier)
        if let pseudo = pseudoTransform(for: identifier, longStringsFactor: longStringsFactor) {
            return ScenarioLocale(identifier: identifier, language: developmentLanguage, pseudo: pseudo,
                                  isRightToLeft: pseudo.forcesRightToLeft)
        }
        guard !tables.lookupChain(for: identifier).isEmpty
                || LocaleIdentifier.matchKey(identifier) == LocaleIdentifier.matchKey(developmentLanguage) else { return nil }
        return ScenarioLocale(identifier: identifier, language: identifier, pseudo: nil,
                              isRightToLeft: isRightToLeft(language: identifier))
    }

    /// Whether a language (`ar`, `he-IL`, `fa_IR`) is written right to left.
    public static func isRightToLeft(language identifier: String) -> Bool {
        let base = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? identifier
        return rightToLeftLanguages.contains(base.lowercased())
    }

    public init(identifier: String, language: String, pseudo: PseudoTransform?, isRightToLeft: Bool) {
        self.identifier = identifier
        self.language = language
        self.pseudo = pseudo
        self.isRightToLeft = isRightToLeft
    }
}

/// A key that no table of the scenario's locale has. Reported, never shown as the key.
public struct MissingString: Error, Sendable, Hashable, CustomStringConvertible {
    public let key: String
    public let locale: String
    /// The languages whose tables were searched.
    public let searched: [String]
    /// The table code named (`NSLocalizedString(…, tableName:)`, `Localizable` by default); nil
    /// when every table of the language was searched (screen files, IB files).
    public let table: String?
    /// The files of that table that were searched, as messages name them.
    public let files: [String]

    public init(key: String, locale: String, searched: [String], table: String? = nil, files: [String] = []) {
        self.key = key
        self.locale = locale
        self.searched = searched
        self.table = table
        self.files = files
    }

    public var description: String {
        guard let table else {
            let tables = searched.isEmpty ? "no table" : searched.joined(separator: ", ")
            return "missing string '\(key)' for locale \(locale) (searched: \(tables))"
        }
        let searchedText = files.isEmpty
            ? "no table '\(table)' in \(searched.isEmpty ? "any language of the locale" : searched.joined(separator: ", "))"
            : "searched: " + files.joined(separator: ", ")
        return "missing string '\(key)' in table '\(table)' for locale \(locale) (\(searchedText))"
    }
}

/// Looks strings up for one locale, applying its pseudo transform.
public struct Localizer: Sendable {
    public let locale: ScenarioLocale
    public let tables: StringTables
    let chain: [String]

    public init(locale: ScenarioLocale, tables: StringTables) {
        self.locale = locale
        self.tables = tables
        self.chain = tables.lookupChain(for: locale.language)
    }

    /// The language whose plural rules apply (the first table of the chain), region kept:
    /// CLDR gives some regions their own rules (`pt-PT`); `PluralRules` falls back to the language.
    private var pluralLanguage: String { chain.first ?? locale.language }

    /// Whether the locale's languages have a table of this name (an IB file's own table).
    public func hasTable(named name: String) -> Bool {
        let found = tables.hasTable(named: name, languages: chain)
        StringReadLog.current?.record(StringRead(kind: .hasTable, key: name, answer: found ? "true" : nil))
        return found
    }

    /// The text of `key` in the table named `table` only, as `NSLocalizedString(_:tableName:…)`
    /// reads it, the locale's pseudo transform applied. A plain entry comes back as written, its
    /// format specifiers left for the caller's arguments; a plural entry picks its form by `count`
    /// (its `other` form, specifiers kept, without one).
    public func format(_ key: String, table: String, count: Int? = nil) throws(MissingString) -> String {
        do {
            let text = try lookUpFormat(key, table: table, count: count)
            StringReadLog.current?.record(StringRead(kind: .format, key: key, table: table, count: count, answer: text))
            return text
        } catch {
            StringReadLog.current?.record(StringRead(kind: .format, key: key, table: table, count: count, answer: nil))
            throw error
        }
    }

    func lookUpFormat(_ key: String, table: String, count: Int?) throws(MissingString) -> String {
        guard let entry = tables.entry(key, table: table, languages: chain) else {
            throw MissingString(key: key, locale: locale.identifier, searched: chain, table: table,
                                files: tables.files(ofTable: table, languages: chain))
        }
        let text: String
        switch entry {
        case let .plain(written): text = written
        // Without a count the code formats the text itself: the `other` form, specifiers kept.
        case .plural: text = count.map { entry.resolved(count: $0, language: pluralLanguage) } ?? entry.otherForm
        }
        return locale.pseudo?.apply(text) ?? text
    }

    public func string(_ key: String, count: Int? = nil) throws(MissingString) -> String {
        do {
            let text = try lookUpString(key, count: count)
            StringReadLog.current?.record(StringRead(kind: .string, key: key, count: count, answer: text))
            return text
        } catch {
            StringReadLog.current?.record(StringRead(kind: .string, key: key, count: count, answer: nil))
            throw error
        }
    }

    func lookUpString(_ key: String, count: Int?) throws(MissingString) -> String {
        guard let entry = tables.entry(key, languages: chain) else {
            throw MissingString(key: key, locale: locale.identifier, searched: chain)
        }
        let text = entry.resolved(count: count, language: pluralLanguage)
        return locale.pseudo?.apply(text) ?? text
    }
}
