import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck merge-reports`: joins the `report.json` files of shards into one report
/// (in matrix order) with its JUnit XML and summary.
package struct MergeReportsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the report.json files of several shards into one report.",
        discussion: "Exit status as for `test`: 0 all passed, 1 any difference or error, 3 only missing baselines, 2 unreadable reports.")

    @Argument(help: "report.json files written by `layoutcheck test` (one per shard).")
    var reports: [String] = []

    @Option(help: "The folder to write the merged report.json and junit.xml into.")
    var output = ".layoutcheck/merged"

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            if reports.isEmpty { throw CommandFailure(message: "give at least one report.json") }
        }
    }

    package func run() async throws {
        try await harness {
            var parts: [RunReport] = []
            for path in reports {
                let data = try InputFile.read(URL(fileURLWithPath: path), displayName: path, limit: InputFile.baselineLimit)
                parts.append(try RunReport.decode(data, file: path))
            }
            let merged = try ReportMerging.merge(parts)
            let folder = ContainedFolder(root: URL(fileURLWithPath: output).standardizedFileURL)
            try folder.write(merged.encoded(), to: ["report.json"])
            try folder.write(Data(JUnitReport.render(merged).utf8), to: ["junit.xml"])
            printOut(TerminalSummary.render(merged))
            return TestCommand.exitStatus(merged.results)
        }
    }
}
