import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck approve NAME…`: accepts the actual output that the last `test` run wrote for the
/// named scenarios as their new baselines, and only that (`Approval`).
package struct ApproveCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept the actual output of chosen scenarios as their baselines.",
        discussion: """
            Names are scenario names as `list` prints them, or globs over them
            (signIn/*/de-*); or give filters alone (--screen signIn --locale de), as `test`
            prints them for each group of identical changes. Only what the last `test` run
            (the output folder's report.json) reported failing is approved, and only while its
            actual files are the ones that run wrote (their digests are in the report): leftovers
            of earlier runs never are. Scenarios with errors, missing strings or audit errors are
            refused, each kind with its reason, and the last line says what still fails.
            Exit status: 0 when everything asked for was approved; 1 when something was refused,
            a name matched no failure of the last run, or nothing was approved; 2 on bad input.
            """)

    @Argument(help: "Scenario names or globs (optional with filters).")
    var names: [String] = []

    @OptionGroup var options: HarnessOptions

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            try options.checkOptions()
            if names.isEmpty && options.selectsEverything {
                throw CommandFailure(message: "name at least one scenario (or a glob such as 'signIn/*'), or give filters such as --screen")
            }
        }
    }

    package func run() async throws {
        try await harness {
            let workspace = try options.loadWorkspace()
            let approval = try Approval.approve(names: names, selection: try options.selection(names: names), in: workspace)
            let text = approval.render()
            CommandOutput.printError(text.err)
            printOut(text.out)
            return approval.exitStatus
        }
    }
}
