import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck merge-reports`: joins the `report.json` files of shards into one report
/// (in matrix order) with its JUnit XML and summary. Each shard's report is read from its
/// output folder as CI downloaded it; the actual and diff images it names there are copied
/// into the merged folder, so `layoutcheck review --report <output>/report.json` shows them.
package struct MergeReportsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the report.json files of several shards, and their images, into one report.",
        discussion: """
            Give each shard's report.json inside its output folder as `layoutcheck test` wrote it \
            (uploaded and downloaded whole, e.g. shards/layoutcheck-shard-1/report.json): the actual \
            and diff files it names are copied into --output beside the merged report.json and \
            junit.xml. Then `layoutcheck review --report <output>/report.json` builds one page. \
            Exit status as for `test`: 0 all passed, 1 any difference or error, 3 only missing \
            baselines, 2 unreadable reports.
            """)

    @Argument(help: "report.json files written by `layoutcheck test` (one per shard).")
    var reports: [String] = []

    @Option(help: "The folder to write the merged report.json, junit.xml and images into.")
    var output = ".layoutcheck/merged"

    @Option(name: .customLong("project"), help: "The project file; report paths are relative to its folder (it is not read).")
    var projectFile = "layoutcheck.yml"

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            if reports.isEmpty { throw CommandFailure(message: "give at least one report.json") }
            if output.isEmpty { throw CommandFailure(message: "--output needs a folder") }
            if projectFile.isEmpty { throw CommandFailure(message: "--project needs a path") }
        }
    }

    package func run() async throws {
        try await harness {
            var shards: [ReportMerging.Shard] = []
            for path in reports {
                let url = URL(fileURLWithPath: path).standardizedFileURL
                let data = try InputFile.read(url, displayName: path, limit: InputFile.baselineLimit)
                shards.append(ReportMerging.Shard(report: try RunReport.decode(data, file: path),
                                                  folder: url.deletingLastPathComponent(), displayName: path))
            }
            let projectRoot = URL(fileURLWithPath: projectFile).standardizedFileURL.deletingLastPathComponent()
            let folder = ContainedFolder(root: URL(fileURLWithPath: output).standardizedFileURL)
            let outcome = try ReportMerging.merge(shards, projectRoot: projectRoot, into: folder)
            try folder.write(outcome.report.encoded(), to: ["report.json"])
            try folder.write(Data(JUnitReport.render(outcome.report).utf8), to: ["junit.xml"])
            var notes = ""
            if !outcome.missing.isEmpty {
                notes = "note: \(outcome.missing.count) file\(outcome.missing.count == 1 ? "" : "s") the reports name "
                    + "\(outcome.missing.count == 1 ? "is" : "are") missing beside them (was each shard's whole output folder downloaded?): "
                    + outcome.missing.prefix(5).joined(separator: "; ") + (outcome.missing.count > 5 ? "; …" : "") + "\n"
            }
            printOut(notes + TerminalSummary.render(outcome.report)
                     + "merged \(shards.count) report\(shards.count == 1 ? "" : "s") and \(outcome.copied) file\(outcome.copied == 1 ? "" : "s") into \(output)\n")
            return TestCommand.exitStatus(outcome.report.results)
        }
    }
}
