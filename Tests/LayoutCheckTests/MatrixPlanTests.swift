import Foundation
import Testing
@testable import LayoutCheck
@testable import Scenarios

/// The lazy matrix (`MatrixPlan`) against the eager expansion it replaces on the hot path:
/// the same scenarios, in the same order, at the same positions, for every selection and shard.
@Suite struct MatrixPlanTests {
    /// Excludes (one a glob), includes that re-add excluded cells, repeat kept ones, overlap each
    /// other and add values the product lacks, and PNG rules.
    static let variants: [String] = [
        baseProject + """
          exclude:
            - {screen: b, locale: de}
          include:
            - {screen: b, locale: de, orientation: portrait, size: large}
        png:
          - {device: Phone A, locale: en, size: large}
        """,
        baseProject + """
          exclude:
            - {locale: "pseudo-*", size: AX3}
            - {device: "Phone B*", orientation: landscape, locale: [en, de]}
          include:
            - {locale: [ar, en], size: large}
            - {screen: "a", locale: [ar, de], orientation: landscape}
            - {device: Phone B (2nd generation), locale: ar}
        png:
          - {locale: ar}
        """,
        baseProject + """
          include:
            - {screen: "*", sizes: [large]}
        """.replacingOccurrences(of: "sizes: [large]", with: "size: [xxxLarge, large]"),
    ]

    static func selections() throws -> [ScenarioSelection] {
        var all: [ScenarioSelection] = [ScenarioSelection()]
        for (i, n) in [(1, 1), (1, 2), (2, 2), (1, 3), (3, 3), (4, 7), (7, 7), (5, 50)] {
            all.append(ScenarioSelection(shard: try Shard(index: i, count: n)))
        }
        let german = ScenarioRule(locales: ["de"])
        let screenB = ScenarioRule(screens: ["b"], orientations: ["landscape"])
        all.append(ScenarioSelection(rule: german))
        all.append(ScenarioSelection(rule: german, shard: try Shard(index: 2, count: 3)))
        all.append(ScenarioSelection(rule: screenB, shard: try Shard(index: 1, count: 2)))
        all.append(ScenarioSelection(names: ["b/*-landscape/*", "a/phone-a-*/ar-*"]))
        all.append(ScenarioSelection(rule: ScenarioRule(sizes: ["Large"]), names: ["*/phone-b-*"], shard: try Shard(index: 2, count: 2)))
        return all
    }

    /// What `Workspace.select` computed before the plan: expand everything, filter, shard, and
    /// look each scenario's position up by name.
    static func eager(_ project: Project, _ selection: ScenarioSelection) -> [(index: Int, name: String, png: Bool)] {
        let all = Matrix.expand(project, screens: ["a", "b"])
        let positions = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($0.element.name, $0.offset) })
        return selection.apply(all).map { (positions[$0.name] ?? -1, $0.name, $0.rendersPNG) }
    }

    @Test(arguments: 0..<variants.count)
    func selectsWhatTheEagerExpansionSelects(variant: Int) throws {
        let (_, project) = try loadProject(Self.variants[variant])
        let plan = MatrixPlan(project, screens: ["a", "b"])
        #expect(plan.isExact)
        #expect(plan.scenarios().map(\.name) == Matrix.expand(project, screens: ["a", "b"]).map(\.name))
        for selection in try Self.selections() {
            let lazy = plan.select(selection).map { ($0.index, $0.scenario.name, $0.scenario.rendersPNG) }
            let expected = Self.eager(project, selection)
            #expect(lazy.count == expected.count, "\(selection)")
            #expect(lazy.elementsEqual(expected, by: { $0 == $1 }), "variant \(variant), \(selection)")
        }
    }

    /// Shards of one matrix are disjoint and cover it; positions are the full matrix's.
    @Test func shardsOfTheFirstVariantByHand() throws {
        let (_, project) = try loadProject(Self.variants[0])
        let plan = MatrixPlan(project, screens: ["a", "b"])
        // 48 cells − 8 of b/de + 2 included (b/de portrait large on Phone A and B) = 42; 42 / 4 shards
        // round-robin: positions 0, 4, 8, … (11 scenarios) in shard 1, 3, 7, … 39 (10) in shard 4.
        let first = plan.select(ScenarioSelection(shard: try Shard(index: 1, count: 4)))
        #expect(first.map(\.index) == Array(stride(from: 0, to: 42, by: 4)))
        #expect(first.first?.scenario.name == "a/phone-a-portrait/en-large")
        let last = plan.select(ScenarioSelection(shard: try Shard(index: 4, count: 4)))
        #expect(last.map(\.index) == Array(stride(from: 3, to: 42, by: 4)))
        // The included cells come last: Phone A then Phone B.
        let tail = plan.select(ScenarioSelection()).suffix(2).map(\.scenario.name)
        #expect(tail == ["b/phone-a-portrait/de-large", "b/phone-b-2nd-generation-portrait/de-large"])
    }

    /// An include listing a locale twice gives two cells one name: the eager expansion keeps the
    /// first, and the plan hands that case to it. (The matrix's own lists refuse repeats when read.)
    @Test func aRepeatedValueFallsBackToTheEagerExpansion() throws {
        var (_, project) = try loadProject(Self.variants[0])
        project.include[0].locales = project.locales + project.locales
        let plan = MatrixPlan(project, screens: ["a", "b"])
        #expect(!plan.isExact)
        // The include re-adds b/<any locale> portrait large; only b/de was excluded, so 2 devices × 3 locales = 6
        // names of which the 4 of en and pseudo-accented are kept in the product already: 40 + 2 = 42.
        #expect(plan.scenarios().count == 42)
        for selection in try Self.selections() {
            #expect(plan.select(selection).map(\.scenario.name) == Self.eager(project, selection).map(\.name))
        }
    }
}
