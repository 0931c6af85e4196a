import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles
@testable import Reports

/// `test` reuses a pass only while everything it depends on is unchanged: each kind of input is
/// changed in turn, and exactly the scenarios it reaches are computed again, no others.
/// The project: two declared screens (`a`, `b`), a storyboard of two scenes (`Main`), each on
/// the catalogue's iPhone 15 Pro and a custom `kiosk`, in English and German: 16 scenarios.
@Suite struct ScenarioCacheTests {
    static let screenA = """
    views:
      - label: title
        text: a.title
        style: body
    constraints:
      - title.leading == margins.leading
      - title.top == safeArea.top + 16

    """

    static func project(fonts: Bool = false, audits: String = "") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Screens/a.layout.yaml", screenA)
        try folder.write("Screens/b.layout.yaml", screenA.replacingOccurrences(of: "a.title", with: "b.title"))
        try folder.write("Screens/Main.storyboard", IBAppFolderTests.storyboard(["First", "Second"]))
        try folder.write("Strings/en.lproj/Localizable.strings", "\"a.title\" = \"Alpha\";\n\"b.title\" = \"Beta\";\n")
        try folder.write("Strings/de.lproj/Localizable.strings", "\"a.title\" = \"Anfang\";\n\"b.title\" = \"Bericht\";\n")
        if fonts {
            try folder.write("Fonts/Brand.ttf", try Data(contentsOf: URL(fileURLWithPath: AppFontTests.bold)))
        }
        try folder.write("layoutcheck.yml", projectText(safeAreaTop: 24, fonts: fonts, audits: audits))
        return folder
    }

    static func projectText(safeAreaTop: Int, fonts: Bool, audits: String) -> String {
        """
        screens: [Screens]
        strings: [Strings]
        \(fonts ? "fonts: [Fonts]" : "")
        devices:
          - name: Kiosk
            size: [600, 960]
            scale: 2
            safeArea: {portrait: [\(safeAreaTop), 0, 20, 0], landscape: [24, 0, 20, 0]}
            sizeClasses: {portrait: [regular, regular], landscape: [regular, regular]}
        matrix:
          devices: [iPhone 15 Pro, kiosk]
          orientations: [portrait]
          locales: [en, de]
        \(audits)

        """
    }

    /// Runs `test` and returns the names of the scenarios it computed (not taken from the cache)
    /// and how many it took from the cache, as report.json tells them.
    static func test(_ folder: TemporaryFolder, _ extra: [String] = []) async throws -> (computed: [String], cached: Int, status: Int32) {
        let run = await folder.layoutcheck(["test", "--quiet"] + extra)
        let data = try Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report.json"))
        let report = try RunReport.decode(data, file: "report.json")
        #expect(report.results.count == 16, "\(run.out)\(run.err)")
        return (report.results.filter { !$0.cached }.map(\.name), report.results.filter(\.cached).count, run.status)
    }

    /// Records what changed and runs `test` until everything passes from the cache again.
    static func settle(_ folder: TemporaryFolder) async throws {
        let record = await folder.layoutcheck(["record", "--quiet"])
        #expect(record.status == 0, "\(record.out)\(record.err)")
        let first = try await test(folder)
        #expect(first.status == 0)
        let second = try await test(folder)
        #expect(second.computed == [] && second.cached == 16 && second.status == 0)
    }

    static func names(_ all: [String], _ keep: (String) -> Bool) -> [String] { all.filter(keep) }

    /// Every scenario name of a first run, computed in full.
    static func start(_ folder: TemporaryFolder) async throws -> [String] {
        let record = await folder.layoutcheck(["record", "--quiet"])
        #expect(record.status == 0, "\(record.out)\(record.err)")
        let first = try await test(folder)
        #expect(first.cached == 0 && first.computed.count == 16 && first.status == 0)
        let second = try await test(folder)
        #expect(second.computed == [] && second.cached == 16 && second.status == 0)
        return first.computed
    }

    @Test func aSecondRunComputesNothingAndSaysSo() async throws {
        let folder = try Self.project()
        _ = try await Self.start(folder)
        let run = await folder.layoutcheck(["test"])
        #expect(run.status == 0)
        #expect(run.out.contains("16 scenarios: 16 passed (16 unchanged, cached)"), "\(run.out)")
        let junit = try String(contentsOf: folder.url.appendingPathComponent(".layoutcheck/junit.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: "<system-out>unchanged (cached)</system-out>").count == 17)
        #expect(!junit.contains("<failure") && !junit.contains("<error"))
        let verbose = await folder.layoutcheck(["test", "--verbose"])
        #expect(verbose.out.contains("unchanged (cached) a/iphone-15-pro-portrait/de-large"), "\(verbose.out)")
    }

    @Test func aChangedStringReRunsOnlyTheScenariosThatReadIt() async throws {
        let folder = try Self.project()
        let all = try await Self.start(folder)
        try folder.write("Strings/de.lproj/Localizable.strings", "\"a.title\" = \"Anfang\";\n\"b.title\" = \"Berichte\";\n")
        let changed = try await Self.test(folder)
        #expect(changed.computed == Self.names(all) { $0.hasPrefix("b/") && $0.hasSuffix("/de-large") })
        #expect(changed.computed.count == 2 && changed.status == 1)
        // A failing scenario is never stored: it is computed again, the rest still reused.
        let again = try await Self.test(folder)
        #expect(again.computed == changed.computed && again.cached == 14)
        try await Self.settle(folder)
        // A string no scenario reads changes nothing.
        try folder.write("Strings/en.lproj/Localizable.strings", "\"a.title\" = \"Alpha\";\n\"b.title\" = \"Beta\";\n\"c\" = \"unused\";\n")
        let run1 = try await Self.test(folder)
        #expect(run1.computed == [])
    }

    @Test func aChangedScreenFileReRunsItsScreensOnly() async throws {
        let folder = try Self.project()
        let all = try await Self.start(folder)
        try folder.write("Screens/a.layout.yaml", Self.screenA.replacingOccurrences(of: "+ 16", with: "+ 20"))
        let run2 = try await Self.test(folder)
        #expect(run2.computed == Self.names(all) { $0.hasPrefix("a/") })
        try await Self.settle(folder)
        // A storyboard is one file for several screens: all its scenes, and nothing else.
        try folder.write("Screens/Main.storyboard", IBAppFolderTests.storyboard(["First", "Second"]) + "\n<!-- edited -->\n")
        let storyboard = try await Self.test(folder)
        #expect(storyboard.computed == Self.names(all) { $0.hasPrefix("Main") })
        #expect(storyboard.computed.count == 8)
    }

    @Test func aChangedDeviceReRunsThatDevicesScenariosOnly() async throws {
        let folder = try Self.project()
        let all = try await Self.start(folder)
        try folder.write("layoutcheck.yml", Self.projectText(safeAreaTop: 30, fonts: false, audits: ""))
        let changed = try await Self.test(folder)
        #expect(changed.computed == Self.names(all) { $0.contains("/kiosk-") })
        #expect(changed.computed.count == 8)
    }

    @Test func aChangedFontFileReRunsEveryScenario() async throws {
        let folder = try Self.project(fonts: true)
        _ = try await Self.start(folder)
        try folder.write("Fonts/Brand.ttf", try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf")))
        let run3 = try await Self.test(folder)
        #expect(run3.computed.count == 16)
    }

    @Test func theAuditPolicyReRunsTheScenariosItReaches() async throws {
        let folder = try Self.project()
        let all = try await Self.start(folder)
        // An exception reaches the scenarios it matches.
        let exception = "audits:\n  exceptions:\n    - {audit: overlap, screen: b, reason: two titles by design}"
        try folder.write("layoutcheck.yml", Self.projectText(safeAreaTop: 24, fonts: false, audits: exception))
        let run4 = try await Self.test(folder)
        #expect(run4.computed == Self.names(all) { $0.hasPrefix("b/") })
        let run5 = try await Self.test(folder)
        #expect(run5.computed == [])
        // A severity reaches every scenario.
        let severity = exception + "\n  touchTarget: off"
        try folder.write("layoutcheck.yml", Self.projectText(safeAreaTop: 24, fonts: false, audits: severity))
        let run6 = try await Self.test(folder)
        #expect(run6.computed.count == 16)
        // Comments and spacing in the project file are no change.
        try folder.write("layoutcheck.yml", "# a comment\n" + Self.projectText(safeAreaTop: 24, fonts: false, audits: severity))
        let run7 = try await Self.test(folder)
        #expect(run7.computed == [])
    }

    @Test func anotherBuildOfLayoutCheckReRunsEverything() async throws {
        let folder = try Self.project()
        _ = try await Self.start(folder)
        let rebuilt = try await BuildIdentity.$override.withValue("layoutcheck 0.1.0 program sha256-blocks:another") {
            try await Self.test(folder)
        }
        #expect(rebuilt.computed.count == 16)
        // Entries written by another LayoutCheck version are ignored.
        let file = folder.url.appendingPathComponent(".layoutcheck/cache/screens/a.cache")
        var stored = try ScenarioCache.ScreenFile(decoding: Array(Data(contentsOf: file)))
        #expect(stored.layoutcheck == LayoutCheckInfo.version && stored.entries.count == 4)
        stored.layoutcheck = "0.0.1"
        try Data(stored.encoded()).write(to: file)
        let run8 = try await Self.test(folder)
        #expect(run8.computed.count == 16)
        let run9 = try await Self.test(folder)
        #expect(run9.computed == [])
    }

    @Test func aCorruptCacheIsRecomputedAndNoCacheRecomputesAll() async throws {
        let folder = try Self.project()
        let all = try await Self.start(folder)
        try folder.write(".layoutcheck/cache/screens/b.cache", "{\"format\": 1, \"entries\": [")
        let corrupt = try await Self.test(folder)
        #expect(corrupt.computed == Self.names(all) { $0.hasPrefix("b/") } && corrupt.status == 0)
        let run10 = try await Self.test(folder)
        #expect(run10.computed == [])
        let fresh = try await Self.test(folder, ["--no-cache"])
        #expect(fresh.computed.count == 16 && fresh.status == 0)
        let run11 = try await Self.test(folder)
        #expect(run11.computed == [])
    }

    @Test func aChangedBaselineIsComparedAgain() async throws {
        let folder = try Self.project()
        let all = try await Self.start(folder)
        let baseline = folder.url.appendingPathComponent("Baselines/a/kiosk-portrait/en-large.json")
        let text = try String(contentsOf: baseline, encoding: .utf8)
        try (text + " ").write(to: baseline, atomically: true, encoding: .utf8)
        let changed = try await Self.test(folder)
        #expect(changed.computed == Self.names(all) { $0 == "a/kiosk-portrait/en-large" })
    }

    @Test func canonicalProjectTextIgnoresLayoutButNotValues() throws {
        let a = try YAMLValue.parse("a: 1\nmatrix: {x: 2}\nb: [x, 'y']\n", file: "p").canonicalText(omitting: ["matrix"])
        let b = try YAMLValue.parse("# note\na:   1\nb:\n  - x\n  - \"y\"\nmatrix: {x: 3}\n", file: "p").canonicalText(omitting: ["matrix"])
        let c = try YAMLValue.parse("a: 2\nb: [x, y]\n", file: "p").canonicalText(omitting: ["matrix"])
        #expect(a == b)
        #expect(a != c)
    }
}
