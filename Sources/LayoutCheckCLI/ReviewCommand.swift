import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck review`: builds the static HTML report of the last `test` run.
public struct ReviewCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Build the static HTML review page from a test run's report.json.",
        discussion: "Writes index.html and the images it shows into the output folder's report/ (or --output); open it from the file system.")

    @Option(name: .customLong("project"), help: "The project file (layoutcheck.yml).")
    var projectFile = "layoutcheck.yml"

    @Option(help: "The report.json to show (default: the output folder's, as `test` or `merge-reports` wrote it).")
    var report: String?

    @Option(help: "The folder to write the HTML report into (default: <output>/report).")
    var output: String?

    public init() {}

    public func validate() throws {
        if projectFile.isEmpty { throw ValidationError("--project needs a path") }
    }

    public func run() async throws {
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
            let sources = [ContainedFolder(root: project.baselines), ContainedFolder(root: project.output)]
            let page = try HTMLReport.write(runReport, projectRoot: project.root, readingFrom: sources, into: folder)
            printOut("wrote \(page.path)\n")
            return 0
        }
    }
}
