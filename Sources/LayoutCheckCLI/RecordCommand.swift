import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck record`: writes baselines on purpose: all selected scenarios, only those
/// without a baseline, or only those that differ. Never deletes anything.
package struct RecordCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the baselines of the selected scenarios.",
        discussion: """
            Baselines are written even when a layout audit finds an error (a conflict, an ambiguous
            or off-screen view, truncated text), but the findings are reported and the exit status
            is 1 unless --allow-findings is given: a broken layout never records silently.
            Exit status: 0 when every scenario was recorded or already equal, 1 on errors or
            error-level audit findings, 2 on bad configuration or an error in an input file.
            """)

    @OptionGroup var options: HarnessOptions

    @Flag(help: "Only scenarios that have no baseline yet.")
    var missing = false

    @Flag(help: "Only scenarios whose baseline differs from their output.")
    var failing = false

    @Flag(help: "Print no progress, only the summary.")
    var quiet = false

    @Flag(help: "Also print every scenario's status line, and every scenario of each group.")
    var verbose = false

    @Flag(help: "Exit 0 even when audits find errors in the recorded layouts (they are still reported).")
    var allowFindings = false

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            try options.checkOptions()
            if missing && failing { throw CommandFailure(message: "give --missing or --failing, not both") }
        }
    }

    package func run() async throws {
        try await harness {
            let workspace = try options.loadWorkspaceForRun()
            let selected = try workspace.selectChecked(try options.selection())
            let runner = try workspace.runner(writesOutput: false)
            let printer = ProgressPrinter(quiet: quiet, verbose: verbose)
            let selection: RunMode.RecordSelection = missing ? .missing : failing ? .failing : .all
            let results = await runner.run(selected, mode: .record(selection)) { printer.update(done: $0, total: $1, result: $2) }
            printOut(TerminalSummary.render(RunReport(command: "record", shard: nil, results: results), verbose: verbose))
            if results.contains(where: { $0.inputError != nil }) { return 2 }
            if results.contains(where: { $0.status == .error }) { return 1 }
            let broken = results.filter { $0.findings.contains { $0.severity == .error } }.count
            if broken > 0 && !allowFindings {
                printOut("record: baselines written, but audits found errors in \(broken) scenario\(broken == 1 ? "" : "s") (above); "
                         + "fix them, add an exception with a reason under audits: in layoutcheck.yml, or pass --allow-findings\n")
                return 1
            }
            return 0
        }
    }
}
