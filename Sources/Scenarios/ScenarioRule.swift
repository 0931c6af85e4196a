import Foundation
import Localization
import ProjectFiles

/// Selects scenarios by glob patterns per dimension (`*` and `?`); a dimension not given
/// matches everything. Used by `exclude`, by `png`, and by the command-line filters.
public struct ScenarioRule: Sendable {
    public var screens: [String]?
    public var devices: [String]?
    public var orientations: [String]?
    public var locales: [String]?
    public var sizes: [String]?
    public var location: SourceLocation?

    public init(screens: [String]? = nil, devices: [String]? = nil, orientations: [String]? = nil,
                locales: [String]? = nil, sizes: [String]? = nil, location: SourceLocation? = nil) {
        self.screens = screens
        self.devices = devices
        self.orientations = orientations
        self.locales = locales
        self.sizes = sizes
        self.location = location
    }

    public var isEmpty: Bool {
        screens == nil && devices == nil && orientations == nil && locales == nil && sizes == nil
    }

    public func matches(_ scenario: Scenario) -> Bool {
        Self.any(screens, Self.screenNames(scenario))
            && Self.any(devices, [scenario.device.name, scenario.device.id])
            && Self.any(orientations, [scenario.orientation.rawValue])
            // `pt-pt` and `pt_PT` select `pt-PT`, as the matrix's own locales are read.
            && Self.any(locales?.map(LocaleIdentifier.matchKey), [LocaleIdentifier.matchKey(scenario.locale.identifier)])
            && Self.any(sizes, [scenario.contentSize.rawValue, scenario.contentSize.shortName])
    }

    /// A screen is selected by its name (`Main/Home Screen`) or by the folder name its scenarios
    /// are listed and stored under (`Main-Home-Screen`): `layoutcheck list` prints the second, and
    /// a name copied from there must select the screen. A name with a `/` (an IB file's screens are
    /// `File/Scene`) is also selected by the part before it: `--screen Main` means every scene of
    /// Main.storyboard, and a cell xib's one screen, `StoreCell/StoreCell`, answers to `StoreCell`.
    private static func screenNames(_ scenario: Scenario) -> [String] {
        var names = [scenario.screen]
        if let folder = scenario.pathComponents.first, folder != scenario.screen { names.append(folder) }
        // An Interface Builder screen (`Main/Home`, or `Share/MainInterface/Home` when folders
        // tell files of one name apart) also answers to its file and to its folders.
        var end = scenario.screen.startIndex
        while let slash = scenario.screen[end...].firstIndex(of: "/") {
            if slash != scenario.screen.startIndex {
                let file = String(scenario.screen[..<slash])
                names.append(file)
                let fileFolder = PathSanitizer.component(file)
                if fileFolder != file { names.append(fileFolder) }
            }
            end = scenario.screen.index(after: slash)
        }
        return names
    }

    private static func any(_ patterns: [String]?, _ values: [String]) -> Bool {
        guard let patterns else { return true }
        return patterns.contains { pattern in values.contains { Glob.matches(pattern, $0) } }
    }

    package static let keys = ["screen", "device", "orientation", "locale", "size"]

    /// The dimension keys of a mapping that may hold other keys too (an audit exception's).
    package static func read(_ mapping: YAMLMapping, at value: YAMLValue) throws -> ScenarioRule {
        var rule = ScenarioRule(location: value.location)
        rule.screens = try mapping["screen"]?.strings("screen")
        rule.devices = try mapping["device"]?.strings("device")
        rule.orientations = try mapping["orientation"]?.strings("orientation")
        rule.locales = try mapping["locale"]?.strings("locale")
        rule.sizes = try mapping["size"]?.strings("size")
        return rule
    }

    /// Reads `{screen: …, device: […], …}` from YAML.
    package static func parse(_ value: YAMLValue, what: String) throws -> ScenarioRule {
        let mapping = try value.mapping(what)
        let rule = try read(mapping, at: value)
        try mapping.rejectUnknownKeys(known: keys)
        if rule.isEmpty { throw value.error("\(what) must name at least one of \(keys.joined(separator: ", "))") }
        return rule
    }
}

/// Shell-style globs: `*` any run of characters (including `/`), `?` one character,
/// everything else literal; case-sensitive.
package enum Glob {
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0
        var star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    package static func hasWildcards(_ pattern: String) -> Bool {
        pattern.contains("*") || pattern.contains("?")
    }
}
