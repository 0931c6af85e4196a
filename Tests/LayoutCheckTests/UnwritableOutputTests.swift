import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI

/// `test` keeps a failing scenario's actual output for review and approval; when it cannot
/// (the screen's output folder is a symlink out of the project), the console says so and offers
/// no approve command that would then fail.
@Suite(.serialized) struct UnwritableOutputTests {
    @Test func aScreenFolderLinkedOutsideIsAnErrorOnTheConsoleWithNoApproveCommand() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        // The title moves 4 points down in all 8 scenarios.
        try project.folder.write("Screens/card.layout.yaml",
                                 SampleProject.screen.replacingOccurrences(of: "title.top == safeArea.top + 16", with: "title.top == safeArea.top + 20"))
        let outside = project.folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let actual = project.folder.url.appendingPathComponent(".layoutcheck/actual")
        try FileManager.default.createDirectory(at: actual, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: actual.appendingPathComponent("card"), withDestinationURL: outside)

        let run = await project.folder.layoutcheck(["test", "--quiet"])
        #expect(run.status == 1)
        // Each scenario errors with the refusal, on the console; nothing was written outside.
        #expect(run.out.contains("""
            ERROR card/iphone-se-3-landscape/en-large: error: refusing to read or write 'actual/card/iphone-se-3-landscape/en-large.json': it resolves outside \(project.folder.url.appendingPathComponent(".layoutcheck").path)
                2 views changed: title, body
            """), "\(run.out)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        // No group of changes, hence no approve command to copy.
        #expect(!run.out.contains("layoutcheck approve"), "\(run.out)")
        #expect(!run.out.contains("changes:"), "\(run.out)")
        let report = try project.report()
        #expect(report.results.allSatisfy { $0.status == .error })
        #expect(report.results.allSatisfy { $0.approvalRefusal?.kind == .error })
    }
}
