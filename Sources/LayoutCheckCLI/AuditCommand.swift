import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck audit`: lays out every selected scenario and judges it with the layout audits
/// alone, reading and writing no baseline, so a project can be checked before it has any.
package struct AuditCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Judge every scenario's layout with the audits, without baselines.",
        discussion: """
            Audits: conflict, ambiguous, negativeSize, offscreen, truncated, clipped (errors by
            default), overlap, touchTarget, textScaling, rtlMirroring, contrast (warnings). Set a
            severity (error, warning, off) or an exception with its reason under `audits:` in
            layoutcheck.yml. Writes report.json to the output folder.
            Exit status: 0 when no audit finds an error, 1 otherwise, 2 on bad configuration.
            """)

    @OptionGroup var options: HarnessOptions

    @Flag(help: "Print no progress, only the summary.")
    var quiet = false

    @Flag(help: "Also print every scenario's status line, and every scenario of each group.")
    var verbose = false

    @Flag(help: ArgumentHelp("Accept every error found now: write them to the knownFindings file, so from then on only new ones fail.",
                             discussion: "For adopting LayoutCheck on an existing app; fix them, then write the file again. Audits the whole matrix."))
    var writeKnown = false

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            try options.checkOptions()
            if writeKnown && (!options.selectsEverything || options.shard != nil) {
                throw CommandFailure(message: "--write-known audits the whole matrix: drop the filters and --shard")
            }
        }
    }

    package func run() async throws {
        try await harness {
            let workspace = try options.loadWorkspaceForRun()
            let selected = try workspace.selectChecked(try options.selection())
            if writeKnown { _ = try workspace.knownFindingsFileToWrite() }  // before the run: a missing key is said at once
            let runner = try workspace.runner(writesOutput: false, acceptsKnownFindings: !writeKnown)
            let printer = ProgressPrinter(quiet: quiet, verbose: verbose)
            let results = await runner.run(selected, mode: .audit) { printer.update(done: $0, total: $1, result: $2) }
            let report = RunReport(command: "audit", shard: try options.resolvedShard()?.description, results: results)
            try workspace.output.write(report.encoded(), to: ["report.json"])
            printOut(TerminalSummary.render(report, output: workspace.outputDisplayPath, verbose: verbose))
            if writeKnown {
                let written = try workspace.writeKnownFindings(results)
                printOut("wrote \(written.file): \(written.entries) known finding\(written.entries == 1 ? "" : "s") (audit, screen, view, message); "
                    + "they no longer fail test, audit or record, and reports show them as known\n")
                return 0
            }
            return TestCommand.exitStatus(results)
        }
    }
}
