import AutoLayout
import DeviceCatalog
import Foundation
import Testing
@testable import LayoutCheck
@testable import ProjectFiles
@testable import Scenarios
@testable import Snapshots

/// A project folder with two screens and English/German/Arabic tables.
func makeProjectFolder(_ yaml: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Screens/a.layout.yaml", "views: []\n")
    try folder.write("Screens/b.layout.yaml", "views: []\n")
    try folder.write("Strings/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
    try folder.write("Strings/de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n")
    try folder.write("Strings/ar.lproj/Localizable.strings", "\"title\" = \"عنوان\";\n")
    try folder.write("layoutcheck.yml", yaml)
    return folder
}

func loadProject(_ yaml: String) throws -> (TemporaryFolder, Project) {
    let folder = try makeProjectFolder(yaml)
    let project = try Project.load(folder.url.appendingPathComponent("layoutcheck.yml"),
                                   catalogue: [TestDevices.phoneA, TestDevices.phoneB])
    return (folder, project)
}

func expectConfigurationError(_ yaml: String, message: String, line: Int, column: Int) {
    do {
        _ = try loadProject(yaml)
        Issue.record("expected an error at \(line):\(column)")
    } catch let error as LayoutCheckError {
        #expect(error.kind == .configuration)
        #expect(error.location == SourceLocation(file: "layoutcheck.yml", line: line, column: column))
        #expect(error.message.contains(message), "\(error.message)")
    } catch {
        Issue.record("unexpected error \(error)")
    }
}

let baseProject = """
screens: [Screens]
strings: Strings
matrix:
  devices: [Phone A, Phone B (2nd generation)]
  orientations: [portrait, landscape]
  locales: [en, de, pseudo-accented]
  sizes: [large, AX3]

"""

@Suite struct ProjectFileTests {
    @Test func readsTheMatrixInOrder() throws {
        let (_, project) = try loadProject(baseProject)
        #expect(project.screenFiles.map(\.lastPathComponent) == ["a.layout.yaml", "b.layout.yaml"])
        #expect(project.devices.map(\.name) == ["Phone A", "Phone B (2nd generation)"])
        #expect(project.orientations == [.portrait, .landscape])
        #expect(project.locales.map(\.identifier) == ["en", "de", "pseudo-accented"])
        #expect(project.sizes == [.large, .accessibilityExtraLarge])
        #expect(project.baselines.lastPathComponent == "Baselines")
        #expect(project.tolerance == Tolerance())
    }

    @Test func customDevicesAndTolerances() throws {
        let (_, project) = try loadProject("""
        screens: [Screens/*.layout.yaml]
        strings: [Strings]
        baselines: Snapshots
        renderScale: 2
        tolerance: {frames: 0.5, maxDifferingPixels: 20}
        devices:
          - name: Kiosk
            size: [600, 960]
            scale: 2
            safeArea: {portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0]}
            sizeClasses: {portrait: [regular, regular], landscape: [regular, regular]}
        matrix:
          devices: [kiosk]
          locales: [ar]
        """)
        let kiosk = try #require(project.devices.first)
        #expect(kiosk.name == "Kiosk")
        #expect(kiosk.size(.landscape) == Size(width: 960, height: 600))
        #expect(kiosk.safeArea(.portrait) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(kiosk.id == "kiosk")
        #expect(project.locales.first?.isRightToLeft == true)
        #expect(project.tolerance.framePoints == 0.5)
        #expect(project.tolerance.maxDifferingPixels == 20)
        #expect(project.renderScale == 2)
        #expect(project.baselines.lastPathComponent == "Snapshots")
        // Defaults when not given: portrait only, Large only.
        #expect(project.orientations == [.portrait])
        #expect(project.sizes == [.large])
    }

    @Test func unknownDeviceNamesItsPlace() {
        // Line 4 is `  devices: [Phone A, iPhone 99]`; "iPhone 99" starts at column 22.
        expectConfigurationError(baseProject.replacingOccurrences(of: "Phone B (2nd generation)", with: "iPhone 99"),
                                 message: "unknown device 'iPhone 99'", line: 4, column: 22)
    }

    @Test func unknownLocaleNamesItsPlace() {
        // Line 6 is `  locales: [en, fr, pseudo-accented]`; "fr" starts at column 17.
        expectConfigurationError(baseProject.replacingOccurrences(of: "[en, de,", with: "[en, fr,"),
                                 message: "unknown locale 'fr'", line: 6, column: 17)
    }

    @Test func misspeltKeyIsAnError() {
        // `orientatons` is the key on line 5, column 3.
        expectConfigurationError(baseProject.replacingOccurrences(of: "orientations:", with: "orientatons:"),
                                 message: "unknown key 'orientatons'", line: 5, column: 3)
    }

    @Test func anEmptyScreenPathIsAnErrorNotTheWholeDisk() {
        // A screen folder is searched with its subfolders, so an empty entry (which names no
        // folder at all) is refused at its place: line 1, column 20 of `screens: [Screens, ""]`,
        // and an entry left blank (`screens:` then nothing) at line 1, column 9.
        expectConfigurationError(baseProject.replacingOccurrences(of: "screens: [Screens]", with: "screens: [Screens, \"\"]"),
                                 message: "a screen path may not be empty", line: 1, column: 20)
        expectConfigurationError(baseProject.replacingOccurrences(of: "screens: [Screens]", with: "screens:"),
                                 message: "a screen path may not be empty", line: 1, column: 9)
    }

    @Test func malformedYAMLPointsIntoTheFile() {
        // An unclosed flow sequence: the plain scalar "Phone B" runs on into line 5 and libyaml
        // stops at the ':' after `orientations` (line 5, column 15), expecting ',' or ']'.
        expectConfigurationError(baseProject.replacingOccurrences(of: "Phone B (2nd generation)]", with: "Phone B"),
                                 message: "invalid YAML", line: 5, column: 15)
    }

    @Test func badSizeAndOrientation() {
        // `huge` on line 7 at column 18.
        expectConfigurationError(baseProject.replacingOccurrences(of: "[large, AX3]", with: "[large, huge]"),
                                 message: "unknown content size 'huge'", line: 7, column: 18)
        // `sideways` on line 5 at column 28.
        expectConfigurationError(baseProject.replacingOccurrences(of: "landscape]", with: "sideways]"),
                                 message: "unknown orientation 'sideways'", line: 5, column: 28)
    }
}

@Suite struct MatrixTests {
    let yaml = baseProject + """
      exclude:
        - {screen: b, locale: de}
      include:
        - {screen: b, locale: de, orientation: portrait, size: large}
    png:
      - {device: Phone A, locale: en, size: large}
    """

    @Test func expandsExcludesAndIncludesInOrder() throws {
        let (_, project) = try loadProject(yaml.replacingOccurrences(of: "matrix:\n", with: "matrix:\n"))
        let scenarios = Matrix.expand(project, screens: ["a", "b"])
        // 2 screens × 2 devices × 2 orientations × 3 locales × 2 sizes = 48; excluding b/de
        // removes 2 × 2 × 2 = 8 → 40; the include adds b/de portrait large on both devices → 42.
        #expect(scenarios.count == 42)
        #expect(scenarios.first?.name == "a/phone-a-portrait/en-large")
        #expect(scenarios[1].name == "a/phone-a-portrait/en-accessibilityExtraLarge")
        #expect(scenarios[2].name == "a/phone-a-portrait/de-large")
        #expect(scenarios.last?.name == "b/phone-b-2nd-generation-portrait/de-large")
        #expect(Set(scenarios.map(\.name)).count == 42)
        // PNGs: Phone A × en × large × 2 orientations × 2 screens = 4.
        #expect(scenarios.filter(\.rendersPNG).map(\.name) == [
            "a/phone-a-portrait/en-large", "a/phone-a-landscape/en-large",
            "b/phone-a-portrait/en-large", "b/phone-a-landscape/en-large",
        ])
    }

    @Test func shardsCoverTheMatrixExactlyOnce() throws {
        let (_, project) = try loadProject(yaml)
        let all = Matrix.expand(project, screens: ["a", "b"])
        let shards = try (1...3).map { try ScenarioSelection(shard: Shard(parsing: "\($0)/3")).apply(all) }
        // 42 scenarios round-robin over 3 shards: 14 each.
        #expect(shards.map(\.count) == [14, 14, 14])
        let names = shards.flatMap { $0.map(\.name) }
        #expect(names.count == all.count)
        #expect(Set(names) == Set(all.map(\.name)))
        // Bazel's 0-based index 1 of 3 is our shard 2/3.
        let bazel = try #require(try Shard.fromEnvironment(["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "1"]))
        #expect(bazel == (try Shard(index: 2, count: 3)))
        #expect(throws: LayoutCheckError.self) { try Shard(parsing: "4/3") }
        #expect(throws: LayoutCheckError.self) { try Shard(parsing: "one/3") }
    }

    @Test func filtersByDimensionAndName() throws {
        let (_, project) = try loadProject(yaml)
        let all = Matrix.expand(project, screens: ["a", "b"])
        let german = ScenarioSelection(rule: ScenarioRule(locales: ["de"], sizes: ["AX3"])).apply(all)
        // Only screen a has de in every combination: 2 devices × 2 orientations × 1 size = 4.
        #expect(german.map(\.name) == [
            "a/phone-a-portrait/de-accessibilityExtraLarge", "a/phone-a-landscape/de-accessibilityExtraLarge",
            "a/phone-b-2nd-generation-portrait/de-accessibilityExtraLarge", "a/phone-b-2nd-generation-landscape/de-accessibilityExtraLarge",
        ])
        let byName = ScenarioSelection(names: ["b/*-landscape/en-*"]).apply(all)
        #expect(byName.count == 4)
    }
}
