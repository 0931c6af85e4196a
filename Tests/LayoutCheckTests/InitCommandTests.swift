import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Reports
@testable import Scenarios

/// `layoutcheck init`: the starter project is complete, clean under the audits and its own
/// baselines, and a second `init` refuses without touching anything.
@Suite(.serialized) struct InitCommandTests {
    static let starterFiles = [
        ".github/workflows/layoutcheck.yml", "Screens/welcome.layout.yaml", "Strings/ar.lproj/Localizable.strings",
        "Strings/de.lproj/Localizable.strings", "Strings/en.lproj/Localizable.strings", "layoutcheck.yml",
    ]

    @Test func writesAStarterThatAuditsRecordsAndTestsClean() async throws {
        let folder = try TemporaryFolder()
        let root = folder.url.appendingPathComponent("app")  // created by init
        #expect(await layoutcheck(["init", "--directory", root.path]) == 0)
        #expect(folder.files() == Self.starterFiles.map { "app/" + $0 })

        let project = root.appendingPathComponent("layoutcheck.yml").path
        // 2 devices × 2 orientations × (en, de, ar × 2 sizes + pseudo-double × large) = 28.
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: project))
        #expect(workspace.select(ScenarioSelection(rule: ScenarioRule(), names: [], shard: nil)).count == 28)
        #expect(await layoutcheck(["audit", "--project", project, "--quiet"]) == 0)
        let audit = try RunReport.decode(Data(contentsOf: root.appendingPathComponent(".layoutcheck/report.json")), file: "report.json")
        #expect(audit.results.flatMap(\.findings).isEmpty, "the starter must pass every audit, warnings included")
        #expect(await layoutcheck(["record", "--project", project, "--quiet"]) == 0)
        #expect(await layoutcheck(["test", "--project", project, "--quiet"]) == 0)
    }

    @Test func inAnAppsRepositoryTheProjectNamesTheAppsOwnScreensAndTables() async throws {
        let folder = try TemporaryFolder()
        // An app: its screens in App/ and a Share extension, strings in App/Resources (en, de, he
        // and Base), a pod's xib and a macOS target's, which are not the app's screens.
        try folder.write("App/Home/Home.xib", IBAppFolderTests.xib(width: 414, height: 896, owner: "HomeViewController"))
        try folder.write("Share/MainInterface.storyboard", IBAppFolderTests.storyboard(["Share"]))
        try folder.write("Pods/Kit/Kit.xib", IBAppFolderTests.xib(width: 320, height: 44, label: "Kit"))
        try folder.write("Mac/Main.xib", IBAppFolderTests.macXib)
        for language in ["en", "de", "he", "Base"] {
            try folder.write("App/Resources/\(language).lproj/Localizable.strings", "\"hello\" = \"Hello\";\n")
        }
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) { await layoutcheck(["init", "--directory", folder.url.path]) }
        #expect(status == 0, "\(capture.standardError)")
        #expect(capture.standardOutput.contains("screens: the Interface Builder files in App, Share; strings: App/Resources\n"), "\(capture.standardOutput)")
        // No sample screen: only the project file and the workflow are written.
        #expect(!folder.files().contains { $0.hasPrefix("Screens/") || $0.hasPrefix("Strings/") })
        let text = try String(contentsOf: folder.url.appendingPathComponent("layoutcheck.yml"), encoding: .utf8)
        #expect(text.contains("screens:\n  - App\n  - Share\nstrings:\n  - App/Resources\ndevelopmentLanguage: en\n"), "\(text)")
        // English, a long-word language, a right-to-left one, and a pseudo-locale.
        #expect(text.contains("  locales: [en, de, he, pseudo-double]\n"), "\(text)")
        #expect(text.contains("knownFindings: known-findings.json"))
        // It loads: 2 screens × 2 devices × 2 orientations × (3 locales × 2 sizes + pseudo-double) = 56.
        let workspace = try Workspace.load(projectFile: folder.url.appendingPathComponent("layoutcheck.yml"))
        #expect(workspace.select(ScenarioSelection(rule: ScenarioRule(), names: [], shard: nil)).count == 56)
        #expect(workspace.sources.map(\.name) == ["Home/HomeViewController", "MainInterface/Share"])
        // --sample writes the sample beside the app instead.
        let other = try TemporaryFolder()
        try other.write("App/Home.xib", IBAppFolderTests.xib(width: 414, height: 896, owner: "HomeViewController"))
        #expect(await layoutcheck(["init", "--directory", other.url.path, "--sample"]) == 0)
        #expect(other.files().contains("Screens/welcome.layout.yaml"))
    }

    @Test func aSecondInitWritesNothing() async throws {
        let folder = try TemporaryFolder()
        // One existing file is enough to refuse all of them: a half-written starter is worse.
        try folder.write("Screens/welcome.layout.yaml", "views: []\n")
        #expect(await layoutcheck(["init", "--directory", folder.url.path]) == 2)
        #expect(folder.files() == ["Screens/welcome.layout.yaml"])
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Screens/welcome.layout.yaml"), encoding: .utf8) == "views: []\n")
    }

    @Test func noWorkflowLeavesOutOnlyTheWorkflow() async throws {
        let folder = try TemporaryFolder()
        #expect(await layoutcheck(["init", "--directory", folder.url.path, "--no-workflow"]) == 0)
        #expect(folder.files() == Self.starterFiles.filter { !$0.hasPrefix(".github") })
    }

    /// The README's "Adopt it in your app" shows the starter project file and workflow as
    /// fenced blocks; they must stay what `init` writes.
    @Test func readmeShowsWhatInitWrites() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains("```yaml\n" + StarterFiles.project + "```\n"))
        #expect(text.contains("```yaml\n" + StarterFiles.workflow + "```\n"))
    }
}
