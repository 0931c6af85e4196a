import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck test`: the CI command. Compares every selected scenario with its baselines and
/// never writes a baseline, so a rerun cannot pass on files a run wrote itself.
public struct TestCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Lay out every scenario and compare it with its baselines.",
        discussion: """
            Actual output and diff images of scenarios that differ go to the output folder
            (layoutcheck.yml's `output`, default .layoutcheck), with report.json and junit.xml.
            Exit status: 0 when everything matches, 1 on any difference or error, 3 when the only
            problem is missing baselines, 2 on bad configuration.
            """)

    @OptionGroup var options: HarnessOptions

    @Flag(help: "Print no progress, only the summary.")
    var quiet = false

    public init() {}

    public func validate() throws {
        try options.validate()
    }

    public func run() async throws {
        try await harness {
            let workspace = try options.loadWorkspace()
            let selected = workspace.select(try options.selection())
            let output = workspace.output
            try workspace.clearActualOutput(for: selected.map(\.scenario))
            let runner = try workspace.runner(writesOutput: true)
            let printer = ProgressPrinter(quiet: quiet)
            let results = await runner.run(selected, mode: .test) { printer.update(done: $0, total: $1, result: $2) }
            let report = RunReport(command: "test", shard: try options.resolvedShard()?.description, results: results)
            try output.write(try report.encoded(), to: ["report.json"])
            try output.write(Data(JUnitReport.render(report).utf8), to: ["junit.xml"])
            printOut(TerminalSummary.render(report))
            try writeEnvironmentOutputs(report, workspace: workspace)
            return TestCommand.exitStatus(results)
        }
    }

    /// 1 for any difference or error, 3 when baselines are only missing, 0 otherwise.
    static func exitStatus(_ results: [ScenarioResult]) -> Int32 {
        if results.contains(where: { $0.status == .failed || $0.status == .error }) { return 1 }
        if results.contains(where: { $0.status == .missing }) { return 3 }
        return 0
    }

    /// GitHub Actions annotations, and Bazel's shard-status and XML output files.
    private func writeEnvironmentOutputs(_ report: RunReport, workspace: Workspace) throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["GITHUB_ACTIONS"] == "true" {
            var files: [String: String] = [:]
            for source in workspace.sources { files[source.name] = source.file }
            printOut(GitHubAnnotations.render(report, screenFiles: files))
        }
        if let status = environment["TEST_SHARD_STATUS_FILE"], environment["TEST_TOTAL_SHARDS"] != nil {
            _ = FileManager.default.createFile(atPath: status, contents: Data())
        }
        if let xml = environment["XML_OUTPUT_FILE"] {
            try Data(JUnitReport.render(report).utf8).write(to: URL(fileURLWithPath: xml), options: .atomic)
        }
    }
}
