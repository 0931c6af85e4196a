import Foundation
import ProjectFiles

/// A string a scenario's locale lacks, with the place a reader fixes it: `report.json` keeps it
/// per scenario, and the summary and annotations tell each key once (`MissingStringGroup`).
public struct MissingStringReport: Sendable, Codable, Equatable {
    public var key: String
    /// The table the code named (`NSLocalizedString(…, tableName:)`); nil when every table of the
    /// language was searched (screen files, Interface Builder files).
    public var table: String?
    /// The scenario's locale identifier.
    public var locale: String
    /// The language whose table has the key (the development language first), nil when none has it.
    public var foundIn: String?
    /// `file:line` of the key in `foundIn`'s table, or else of the line after the last entry of the
    /// locale's own table, where it would be added; nil when the locale has no table at all.
    public var location: String?

    public init(key: String, table: String?, locale: String, foundIn: String?, location: String?) {
        self.key = key
        self.table = table
        self.locale = locale
        self.foundIn = foundIn
        self.location = location
    }
}

/// One missing key across a run: every locale that lacks it and how many scenarios showed `?`s
/// for it, told once in the summary (and as one annotation) instead of once per scenario.
package struct MissingStringGroup: Sendable, Equatable {
    package var key: String
    package var table: String?
    /// Locales that lack the key, in the order the run met them.
    package var locales: [String]
    package var foundIn: String?
    /// Where the reader goes: the language that has the key, or where it would go.
    package var location: String?
    package var scenarios: Int

    /// `missing string 'profile.follow' in de, fr (Localizable: en has it at
    /// Strings/en.lproj/Localizable.strings:12) — 12 scenarios`.
    package var line: String {
        let table = self.table.map { "\($0): " } ?? ""
        let place: String
        switch (foundIn, location) {
        case let (language?, location?): place = "\(table)\(language) has it at \(location)"
        case let (language?, nil): place = "\(table)\(language) has it"
        case let (nil, location?): place = "\(table)no language has it; add it at \(location)"
        case (nil, nil): place = "\(table)no table of these locales has it"
        }
        return "missing string '\(key)' in \(locales.joined(separator: ", ")) (\(place)) — \(scenarios) scenario\(scenarios == 1 ? "" : "s")"
    }

    /// The groups of a run's results, by (table, key) in the order the run first met them.
    package static func groups(_ results: [ScenarioResult]) -> [MissingStringGroup] {
        var groups: [MissingStringGroup] = []
        var positions: [String: Int] = [:]
        for result in results {
            var counted: Set<Int> = []
            for missing in result.missingStrings {
                let id = (missing.table ?? "") + "\u{0}" + missing.key
                let position: Int
                if let known = positions[id] {
                    position = known
                } else {
                    position = groups.count
                    positions[id] = position
                    groups.append(MissingStringGroup(key: missing.key, table: missing.table, locales: [], foundIn: missing.foundIn,
                                                     location: missing.location, scenarios: 0))
                }
                if !groups[position].locales.contains(missing.locale) { groups[position].locales.append(missing.locale) }
                // A key no language has points where the first locale's table would take it.
                if groups[position].location == nil { groups[position].location = missing.location }
                if counted.insert(position).inserted { groups[position].scenarios += 1 }
            }
        }
        return groups
    }
}

/// An error in an input file (a screen, an Interface Builder document, a string table) that
/// stopped a scenario before layout: bad input, not a layout that differs (exit status 2).
public struct InputErrorReport: Sendable, Codable, Hashable {
    /// `file:line:column`, as far as known.
    public var location: String?
    public var message: String

    public init(location: String?, message: String) {
        self.location = location
        self.message = message
    }

    /// `Main.storyboard:12:5: error: …`, as a compiler prints it.
    public var description: String { (location.map { "\($0): " } ?? "") + "error: " + message }
}

/// One input error and the scenarios it stopped: a broken constraint in a storyboard stops every
/// scenario of its scene, and is told once.
package struct InputErrorGroup: Sendable {
    package var error: InputErrorReport
    package var results: [ScenarioResult]

    /// The groups of a run's results, in the order the run first met each error.
    package static func groups(_ results: [ScenarioResult]) -> [InputErrorGroup] {
        var groups: [InputErrorGroup] = []
        var positions: [InputErrorReport: Int] = [:]
        for result in results {
            guard let error = result.inputError else { continue }
            if let position = positions[error] {
                groups[position].results.append(result)
            } else {
                positions[error] = groups.count
                groups.append(InputErrorGroup(error: error, results: [result]))
            }
        }
        return groups
    }
}
