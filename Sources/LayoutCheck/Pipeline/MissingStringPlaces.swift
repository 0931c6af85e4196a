import Localization
import ProjectFiles
import Reports

extension ScenarioProducer {
    /// A missing string with the place a reader fixes it: the entry of the language that has the
    /// key (the development language first, as that is where translations start from), else the
    /// end of the locale's own table, where the key would be added.
    package func report(_ missing: MissingString) -> MissingStringReport {
        let having = tables.languages.keys.filter { language in
            if let table = missing.table { return tables.tableEntries[language]?[table]?[missing.key] != nil }
            return tables.languages[language]?[missing.key] != nil
        }.sorted()
        let foundIn = having.contains(developmentLanguage) ? developmentLanguage : having.first
        var location = foundIn.flatMap { tables.location(of: missing.key, table: missing.table, language: $0) }
        if foundIn == nil {
            // The locale's own table, or (a screen file's key, read from every table) its Localizable table,
            // else its first table by name.
            let language = missing.searched.first
            let files = missing.files.isEmpty
                ? language.map { language in
                    let byTable = tables.tableFiles[language] ?? [:]
                    return byTable["Localizable"] ?? byTable.keys.sorted().first.flatMap { byTable[$0] } ?? []
                } ?? []
                : missing.files
            location = files.first.map { SourceLocation(file: $0, line: tables.fileEnds[$0]) }
        }
        return MissingStringReport(key: missing.key, table: missing.table, locale: missing.locale, foundIn: foundIn,
                                   location: location?.description)
    }
}
