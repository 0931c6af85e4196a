import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck approve NAME…`: accepts the actual output of the named scenarios (from the last
/// `test` run) as their new baselines. Only scenarios matching a name or glob are touched.
package struct ApproveCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept the actual output of chosen scenarios as their baselines.",
        discussion: """
            Names are scenario names as `list` prints them, or globs over them
            (signIn/*/de-*); or give filters alone (--screen signIn --locale de), as `test`
            prints them for each group of identical changes. The actual files come from the
            output folder that `test` wrote.
            Exit status: 0 when every name matched a scenario with actual output, 1 otherwise.
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
            let approved = try Approval.approve(names: names, in: workspace, selection: try options.selection(names: names))
            for line in approved.approved { printOut("approved \(line)\n") }
            for name in approved.unmatched {
                CommandOutput.printError("layoutcheck: no actual output matches '\(name)'; run `layoutcheck test` first\n")
            }
            return approved.unmatched.isEmpty ? 0 : 1
        }
    }
}
