import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck review`: builds the static HTML report of the last `test` run.
package struct ReviewCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Build the static HTML review page from a test run's report.json.",
        discussion: """
            Writes index.html and the images it shows into the output folder's report/ (or
            --output); open it from the file system, where each group and scenario has its
            `layoutcheck approve` command to copy. With --serve, the page is also served on
            127.0.0.1 at a random port behind an unguessable token, and its approve buttons write
            the baselines (as `layoutcheck approve`, checked against the report shown: only its
            run's actual files, never scenarios with errors) until you stop it with Ctrl-C.
            """)

    @Option(name: .customLong("project"), help: "The project file (layoutcheck.yml).")
    var projectFile = "layoutcheck.yml"

    @Option(help: "The report.json to show (default: the output folder's, as `test` or `merge-reports` wrote it).")
    var report: String?

    @Option(help: "The folder to write the HTML report into (default: <output>/report).")
    var output: String?

    @Flag(help: "Serve the page on 127.0.0.1 (random port, token in the URL) with working approve buttons.")
    var serve = false

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            if projectFile.isEmpty { throw CommandFailure(message: "--project needs a path") }
        }
    }

    package func run() async throws {
        try await harness {
            let project = try Project.load(URL(fileURLWithPath: projectFile).standardizedFileURL)
            let reportPath = report ?? project.output.appendingPathComponent("report.json").path
            guard FileManager.default.fileExists(atPath: reportPath) else {
                throw LayoutCheckError.configuration("no report to review: run `layoutcheck test` first", at: SourceLocation(file: reportPath))
            }
            let data = try InputFile.read(URL(fileURLWithPath: reportPath), displayName: reportPath, limit: InputFile.baselineLimit)
            let runReport = try RunReport.decode(data, file: reportPath)
            let folder = ContainedFolder(root: output.map { URL(fileURLWithPath: $0).standardizedFileURL }
                ?? project.output.appendingPathComponent("report"))
            // The report's own folder too: `merge-reports --output` may lie outside the output folder.
            let sources = [ContainedFolder(root: project.baselines), ContainedFolder(root: project.output),
                           ContainedFolder(root: URL(fileURLWithPath: reportPath).standardizedFileURL.deletingLastPathComponent())]
            let (page, missing) = try HTMLReport.writePage(runReport, projectRoot: project.root, readingFrom: sources, into: folder)
            if !missing.isEmpty {
                printOut("note: \(missing.count) image\(missing.count == 1 ? "" : "s") the report names \(missing.count == 1 ? "is" : "are") missing "
                         + "(the page says so at its top), e.g. \(missing[0])\n")
            }
            printOut("wrote \(page.path)\n")
            guard serve else { return 0 }
            let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: projectFile).standardizedFileURL)
            // The buttons approve what this page shows: the served report's run, its digests.
            let server = try ReviewServer(site: folder) { names in
                let approval = try Approval.approveExactly(names, in: workspace, report: runReport)
                return (approval.approvedLines, approval.refused.map { ($0.name, $0.refusal.reason) })
            }
            printOut("serving the review page at \(server.url)\n(approve buttons write baselines; Ctrl-C stops)\n")
            let thread = Thread { server.run() }
            thread.start()
            while true { try await Task.sleep(nanoseconds: 3_600_000_000_000) }
        }
    }
}
