import DeviceCatalog
import Foundation
import TextLayout

/// Expands a project's matrix into its ordered scenarios.
///
/// Order: screens as declared, then devices, orientations, locales and sizes as listed;
/// `exclude` removes from that product, then `include` entries are appended in order
/// (each a product of its values, the dimensions it leaves out taking the matrix's values),
/// skipping scenarios already present. The order is the same on every run, which is what
/// makes scenario names, shards and reports deterministic.
public enum Matrix {
    /// The most combinations `expand` visits (the product and each `include` product, before
    /// exclusions and repeats): a dozen lines of `include: [{}, {}, …]` or a long custom device
    /// list would otherwise build billions of scenarios in memory. The sample suite's product is 3,120
    /// (10 screens × 4 devices × 2 orientations × 13 locales × 3 sizes).
    public static let maximumCombinations = 1_000_000

    /// How many combinations `expand` would visit; nil when the count overflows `Int`.
    public static func combinations(_ project: Project, screens: [String]) -> Int? {
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

    public static func expand(_ project: Project, screens: [String]) -> [Scenario] {
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
public struct ScenarioSelection: Sendable {
    public var rule = ScenarioRule()
    /// Scenario names or globs over them (`signIn/*/de-*`); empty selects all.
    public var names: [String] = []
    public var shard: Shard?

    public init(rule: ScenarioRule = ScenarioRule(), names: [String] = [], shard: Shard? = nil) {
        self.rule = rule
        self.names = names
        self.shard = shard
    }

    /// Filters first, then takes the shard's part of what is left, in order.
    public func apply(_ scenarios: [Scenario]) -> [Scenario] {
        let filtered = scenarios.filter { scenario in
            rule.matches(scenario) && (names.isEmpty || names.contains { Glob.matches($0, scenario.name) })
        }
        return shard?.select(filtered) ?? filtered
    }
}
