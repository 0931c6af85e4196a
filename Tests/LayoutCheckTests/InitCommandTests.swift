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
