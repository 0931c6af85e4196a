import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck test`: the CI command. Compares every selected scenario with its baselines and
/// never writes a baseline, so a rerun cannot pass on files a run wrote itself.
package struct TestCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Lay out every scenario and compare it with its baselines.",
        discussion: """
            Actual output and diff images of scenarios that differ go to the output folder
            (layoutcheck.yml's `output`, default .layoutcheck), with report.json and junit.xml.
            Exit status: 0 when everything matches, 1 on any difference or error, 3 when the only
            problem is missing baselines, 2 on bad configuration or an error in an input file
            (a screen or Interface Builder file that cannot be built), told once per place.
            """)

    @OptionGroup var options: HarnessOptions

    @Flag(help: "Print no progress, only the summary.")
    var quiet = false

    @Flag(help: "Run only the scenarios that failed, were missing or errored in the last report.json.")
    var lastFailed = false

    @Flag(help: "Also print every scenario's status line, and every scenario of each group.")
    var verbose = false

    @Flag(help: "Compute every scenario, reusing no passing result of an earlier run (they are stored afresh).")
    var noCache = false

    package init() {}

    package func validate() throws {
        try Self.checkingOptions { try options.checkOptions() }
    }

    package func run() async throws {
        try await harness {
            let workspace = try options.loadWorkspaceForRun()
            var selection = try options.selection()
            if lastFailed {
                selection.names = try Self.lastFailures(workspace)
                guard !selection.names.isEmpty else {
                    printOut("test --last-failed: the last run had no failures; nothing to run\n")
                    return 0
                }
            }
            let selected = try workspace.selectChecked(selection)
            let output = workspace.output
            try workspace.clearActualOutput(for: selected.map(\.scenario))
            var runner = try workspace.runner(writesOutput: true)
            // Passing results whose inputs and baselines are unchanged are reused (ScenarioCache).
            runner.cache = try workspace.scenarioCache(for: runner, selected: selected.map(\.scenario), reuses: !noCache)
            let printer = ProgressPrinter(quiet: quiet, verbose: verbose)
            let results = await runner.run(selected, mode: .test) { printer.update(done: $0, total: $1, result: $2) }
            do {
                try runner.cache?.save()
            } catch {
                // The results stand; only the next run's reuse is lost.
                CommandOutput.printError("layoutcheck test: warning: the result cache was not saved: \(error)\n")
            }
            // The filters and the digests of the actual files written tie `approve` to this run;
            // the output folder lets `merge-reports` find this run's files wherever CI downloads them.
            let report = RunReport(command: "test", shard: try options.resolvedShard()?.description, results: results,
                                   filters: options.runFilters(names: selection.names), output: workspace.outputDisplayPath).identified()
            // What follows the run is serial; the summary and the JUnit text are independent of
            // report.json, so they are rendered beside it on the cores the run has left idle.
            let displayPath = workspace.outputDisplayPath, verbose = verbose
            async let summary = TerminalSummary.render(report, output: displayPath, verbose: verbose)
            async let junit = JUnitReport.render(report)
            try output.write(report.encoded(), to: ["report.json"])
            try output.write(Data(await junit.utf8), to: ["junit.xml"])
            printOut(await summary)
            try writeEnvironmentOutputs(report, workspace: workspace)
            return TestCommand.exitStatus(results)
        }
    }

    /// Names of the scenarios that did not pass in the output folder's report.json.
    static func lastFailures(_ workspace: Workspace) throws -> [String] {
        let path = workspace.outputDisplayPath + "/report.json"
        guard let data = try workspace.output.read(["report.json"]) else {
            throw LayoutCheckError.configuration("--last-failed: no report from an earlier run (\(path)); run `layoutcheck test` first")
        }
        let report = try RunReport.decode(data, file: path)
        return report.results.filter { [.failed, .missing, .error].contains($0.status) }.map(\.name)
    }

    /// 2 for an error in an input file (bad input, as bad configuration is), 1 for any difference
    /// or other error, 3 when baselines are only missing, 0 otherwise.
    static func exitStatus(_ results: [ScenarioResult]) -> Int32 {
        if results.contains(where: { $0.inputError != nil }) { return 2 }
        if results.contains(where: { $0.status == .failed || $0.status == .error }) { return 1 }
        if results.contains(where: { $0.status == .missing }) { return 3 }
        return 0
    }

    /// GitHub Actions annotations, and Bazel's shard-status and XML output files.
    private func writeEnvironmentOutputs(_ report: RunReport, workspace: Workspace) throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["GITHUB_ACTIONS"] == "true" {
            var files: [String: String] = [:]
            for source in workspace.sources { files[PathSanitizer.component(source.name)] = source.location }
            printOut(GitHubAnnotations.render(report, screenFiles: files,
                                              review: "the review page (layoutcheck review: \(workspace.outputDisplayPath)/report/index.html)"))
        }
        if let status = environment["TEST_SHARD_STATUS_FILE"], environment["TEST_TOTAL_SHARDS"] != nil {
            _ = FileManager.default.createFile(atPath: status, contents: Data())
        }
        if let xml = environment["XML_OUTPUT_FILE"] {
            try Data(JUnitReport.render(report).utf8).write(to: URL(fileURLWithPath: xml), options: .atomic)
        }
    }
}
