import Audits
import DeviceCatalog
import Foundation
import LayoutTypes
import Localization
import ProjectFiles
import Scenarios
import TextLayout

/// Expands a project's matrix into its ordered scenarios.
///
/// Order: screens as declared, then devices, orientations, locales and sizes as listed;
/// `exclude` removes from that product, then `include` entries are appended in order
/// (each a product of its values, the dimensions it leaves out taking the matrix's values),
/// skipping scenarios already present. The order is the same on every run, which is what
/// makes scenario names, shards and reports deterministic.
package enum Matrix {
    /// The most combinations `expand` visits (the product and each `include` product, before
    /// exclusions and repeats): a dozen lines of `include: [{}, {}, …]` or a long custom device
    /// list would otherwise build billions of scenarios in memory. The sample suite's product is 3,120
    /// (10 screens × 4 devices × 2 orientations × 13 locales × 3 sizes).
    package static let maximumCombinations = 1_000_000

    /// How many combinations `expand` would visit; nil when the count overflows `Int`.
    package static func combinations(_ project: Project, screens: [String]) -> Int? {
        func product(_ counts: [Int]) -> Int? {
            var total = 1
            for count in counts {
                let (next, overflow) = total.multipliedReportingOverflow(by: count)
                if overflow { return nil }
                total = next
            }
            return total
        }
        var total = product([screens.count, project.devices.count, project.orientations.count, project.locales.count,
                             project.sizes.count])
        for rule in project.include {
            // An include's screen patterns select at most every screen: counted as all of them.
            let part = product([screens.count, rule.devices?.count ?? project.devices.count,
                                rule.orientations?.count ?? project.orientations.count,
                                rule.locales?.count ?? project.locales.count, rule.sizes?.count ?? project.sizes.count])
            guard let sum = total, let part else { return nil }
            let (next, overflow) = sum.addingReportingOverflow(part)
            total = overflow ? nil : next
        }
        return total
    }

    /// An `exclude:` entry whose value names nothing the matrix has (`size: AX7`, `device: iPhone 17`,
    /// a misspelt screen) would exclude nothing without a word: an error at the entry, with the
    /// matrix's values of that dimension and the closest ones. Each value (or glob) of each
    /// dimension must match at least one of the matrix's; what they match together is not checked
    /// (two values that never meet are a rule that is merely empty, not a typo).
    /// The audit policy's `exceptions:` are checked the same way: an exception for `screen: profil`
    /// would accept nothing and leave its findings failing with no word about the typo.
    package static func checkExcludes(_ project: Project, screens: [String]) throws {
        try checkRules(project.exclude.map { ($0, "exclude entry") }, project, screens: screens, includes: [])
        // An exception also covers the scenarios `include:` adds, with values of their own.
        try checkRules(project.audits.exceptions.map { ($0.scenarios, "audit exception") }, project, screens: screens,
                       includes: project.include)
    }

    /// Each rule's values against the matrix's and the includes'; `entry` names the kind of rule
    /// in the message.
    static func checkRules(_ rules: [(rule: ScenarioRule, entry: String)], _ project: Project, screens: [String],
                           includes: [IncludeRule]) throws {
        func unique<T>(_ values: [T], by key: (T) -> String) -> [T] {
            var seen: Set<String> = []
            return values.filter { seen.insert(key($0)).inserted }
        }
        let devices = unique(project.devices + includes.flatMap { $0.devices ?? [] }, by: \.name)
        let orientations = unique(project.orientations + includes.flatMap { $0.orientations ?? [] }, by: \.rawValue)
        let locales = unique(project.locales + includes.flatMap { $0.locales ?? [] }, by: \.identifier)
        let sizes = unique(project.sizes + includes.flatMap { $0.sizes ?? [] }, by: \.rawValue)
        guard !rules.isEmpty, let screen = screens.first, let device = devices.first, let orientation = orientations.first,
              let locale = locales.first, let size = sizes.first else { return }
        func draft(screen: String = screen, device: Device = device, orientation: Orientation = orientation,
                   locale: ScenarioLocale = locale, size: ContentSizeCategory = size) -> Scenario {
            Scenario(screen: screen, device: device, orientation: orientation, locale: locale, contentSize: size, rendersPNG: false)
        }
        for (rule, entry) in rules {
            let dimensions: [(key: String, patterns: [String]?, drafts: [Scenario], values: [String])] = [
                ("screen", rule.screens, screens.map { draft(screen: $0) }, screens),
                ("device", rule.devices, devices.map { draft(device: $0) }, devices.map(\.name)),
                ("orientation", rule.orientations, orientations.map { draft(orientation: $0) }, orientations.map(\.rawValue)),
                ("locale", rule.locales, locales.map { draft(locale: $0) }, locales.map(\.identifier)),
                ("size", rule.sizes, sizes.map { draft(size: $0) }, sizes.map(\.shortName)),
            ]
            for dimension in dimensions {
                for pattern in dimension.patterns ?? [] {
                    let single = ScenarioRule(screens: dimension.key == "screen" ? [pattern] : nil,
                                              devices: dimension.key == "device" ? [pattern] : nil,
                                              orientations: dimension.key == "orientation" ? [pattern] : nil,
                                              locales: dimension.key == "locale" ? [pattern] : nil,
                                              sizes: dimension.key == "size" ? [pattern] : nil)
                    guard !dimension.drafts.contains(where: single.matches) else { continue }
                    let shown = dimension.values.prefix(12).joined(separator: ", ") + (dimension.values.count > 12 ? ", …" : "")
                    let close = Suggestions.closest(to: pattern, in: dimension.values)
                    let hint = close.isEmpty ? "" : "; did you mean \(close.map { "'\($0)'" }.joined(separator: ", "))?"
                    throw LayoutCheckError(.configuration, at: rule.location,
                                           "\(entry): \(dimension.key) '\(pattern)' matches no \(dimension.key) of the matrix "
                                               + "(\(shown))\(hint)")
                }
            }
        }
    }

    package static func expand(_ project: Project, screens: [String]) -> [Scenario] {
        var scenarios: [Scenario] = []
        var seen: Set<String> = []
        func add(_ screen: String, _ device: Device, _ orientation: Orientation, _ locale: ScenarioLocale,
                 _ size: ContentSizeCategory, excludable: Bool) {
            let draft = Scenario(screen: screen, device: device, orientation: orientation, locale: locale,
                                 contentSize: size, rendersPNG: false)
            if excludable, project.exclude.contains(where: { $0.matches(draft) }) { return }
            guard seen.insert(draft.name).inserted else { return }
            let png = project.png.contains { $0.matches(draft) }
            scenarios.append(Scenario(screen: screen, device: device, orientation: orientation, locale: locale,
                                      contentSize: size, rendersPNG: png))
        }
        func product(screens: [String], devices: [Device], orientations: [Orientation], locales: [ScenarioLocale],
                     sizes: [ContentSizeCategory], excludable: Bool) {
            for screen in screens {
                for device in devices {
                    for orientation in orientations {
                        for locale in locales {
                            for size in sizes { add(screen, device, orientation, locale, size, excludable: excludable) }
                        }
                    }
                }
            }
        }
        product(screens: screens, devices: project.devices, orientations: project.orientations, locales: project.locales,
                sizes: project.sizes, excludable: true)
        for rule in project.include {
            let ruleScreens = rule.screens.map { patterns in screens.filter { name in patterns.contains { Glob.matches($0, name) } } }
            product(screens: ruleScreens ?? screens, devices: rule.devices ?? project.devices,
                    orientations: rule.orientations ?? project.orientations, locales: rule.locales ?? project.locales,
                    sizes: rule.sizes ?? project.sizes, excludable: false)
        }
        return scenarios
    }
}

/// The command-line selection: filters per dimension, name globs and a shard.
package struct ScenarioSelection: Sendable {
    package var rule = ScenarioRule()
    /// Scenario names or globs over them (`signIn/*/de-*`); empty selects all.
    package var names: [String] = []
    package var shard: Shard?

    package init(rule: ScenarioRule = ScenarioRule(), names: [String] = [], shard: Shard? = nil) {
        self.rule = rule
        self.names = names
        self.shard = shard
    }

    /// Filters first, then takes the shard's part of what is left, in order.
    package func apply(_ scenarios: [Scenario]) -> [Scenario] {
        let filtered = scenarios.filter { scenario in
            rule.matches(scenario) && (names.isEmpty || names.contains { Glob.matches($0, scenario.name) })
        }
        return shard?.select(filtered) ?? filtered
    }
}

extension Workspace {
    /// The selected scenarios; a filter that selects none is bad configuration (exit status 2)
    /// naming the filter, what the project has, and the closest names — a typo in a CI job's
    /// `--screen` must not pass green on zero scenarios. A shard left empty is not an error.
    package func selectChecked(_ selection: ScenarioSelection) throws -> [(index: Int, scenario: Scenario)] {
        let selected = select(selection)
        guard selected.isEmpty, !matrix.isEmpty else { return selected }
        let filtered = matrix.select(ScenarioSelection(rule: selection.rule, names: selection.names))
        guard filtered.isEmpty, !(selection.rule.isEmpty && selection.names.isEmpty) else { return selected }
        let scenarios = self.scenarios
        let dimensions: [(option: String, patterns: [String]?, values: [String])] = [
            ("--screen", selection.rule.screens, orderedUnique(scenarios.map(\.screenName))),
            ("--device", selection.rule.devices, orderedUnique(scenarios.map(\.device.name))),
            ("--orientation", selection.rule.orientations, orderedUnique(scenarios.map(\.orientation.rawValue))),
            ("--locale", selection.rule.locales, orderedUnique(scenarios.map(\.locale.identifier))),
            ("--size", selection.rule.sizes, orderedUnique(scenarios.map(\.contentSize.rawValue))),
        ]
        for dimension in dimensions {
            guard let patterns = dimension.patterns else { continue }
            let single = ScenarioRule(screens: dimension.option == "--screen" ? patterns : nil,
                                      devices: dimension.option == "--device" ? patterns : nil,
                                      orientations: dimension.option == "--orientation" ? patterns : nil,
                                      locales: dimension.option == "--locale" ? patterns : nil,
                                      sizes: dimension.option == "--size" ? patterns : nil)
            guard !scenarios.contains(where: single.matches) else { continue }
            let given = patterns.map { "\(dimension.option) \($0)" }.joined(separator: " ")
            let plural = String(dimension.option.dropFirst(2)) + "s"
            let shown = dimension.values.prefix(12).joined(separator: ", ") + (dimension.values.count > 12 ? ", …" : "")
            let close = orderedUnique(patterns.flatMap { Suggestions.closest(to: $0, in: dimension.values) })
            let hint = close.isEmpty ? "" : "; did you mean \(close.joined(separator: ", "))?"
            throw LayoutCheckError.configuration("no scenario matches \(given) (\(plural): \(shown)\(hint))")
        }
        if !selection.names.isEmpty {
            let close = orderedUnique(selection.names.flatMap { Suggestions.closest(to: $0, in: scenarios.map(\.name)) })
            throw LayoutCheckError.configuration("no scenario matches \(selection.names.joined(separator: " "))"
                + (close.isEmpty ? " (`layoutcheck list` prints every name)" : "; did you mean \(close.prefix(3).joined(separator: ", "))?"))
        }
        throw LayoutCheckError.configuration("no scenario matches these filters together (each matches some scenarios on its own; "
            + "`layoutcheck list` with fewer filters shows what is there)")
    }
}

/// "Did you mean": the names within a small edit distance of what was typed.
enum Suggestions {
    static func closest(to typed: String, in names: [String], limit: Int = 3) -> [String] {
        let wanted = typed.lowercased()
        let scored = names.map { name -> (name: String, distance: Int) in
            let lower = name.lowercased()
            // A name containing what was typed (or contained in it) is as close as it gets.
            if !wanted.isEmpty && (lower.contains(wanted) || wanted.contains(lower)) { return (name, 0) }
            return (name, distance(wanted, lower))
        }
        // Never as far as the whole word: "xx" is not "close" to every two-letter locale.
        let threshold = min(max(2, wanted.count / 3), max(wanted.count - 1, 0))
        return scored.enumerated().filter { $0.element.distance <= threshold }
            .sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
            .prefix(limit).map(\.element.name)
    }

    /// Levenshtein distance over characters, one row at a time.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
