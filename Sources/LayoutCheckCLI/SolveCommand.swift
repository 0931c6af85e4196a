import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck solve FILE.json`: solves one linear system in the schema of
/// `docs/reference/solver-json.md` and prints the values.
package struct SolveCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a linear constraint system given as JSON (see solver-json.md).",
        discussion: "Prints {\"status\": \"ok\", \"values\": …, \"steps\": …, \"ambiguous\": …} on stdout. "
            + "Exit status: 0 solved; 1 unsatisfiable required constraints (the output names an irreducible "
            + "conflicting set); 2 malformed input or a bad option (one line on stderr naming the place); "
            + "3 internal solver error."
    )

    @Argument(help: "The system to solve (JSON).")
    package var file: String

    @Flag(help: "Add best-of-N build and suggestion timings (parsing is not timed).")
    package var timing = false

    @Option(name: .customLong("repeat"), help: "Runs per timed phase; the best is reported.")
    package var repeatCount: Int = 1

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            guard repeatCount >= 1, repeatCount <= 1_000_000 else {
                throw CommandFailure(message: "--repeat \(repeatCount) must be between 1 and 1000000")
            }
        }
    }

    package func run() throws {
        let output: ConstraintSystemSolve.Output
        do {
            output = try ConstraintSystemSolve.solve(file: file, timing: timing, repeatCount: repeatCount)
        } catch let error as LayoutCheckError where error.kind != .configuration {
            // Exit 3: the input was valid and the solver failed on it.
            CommandOutput.printError("layoutcheck solve: \(error.message)\n")
            throw ExitCode(3)
        } catch let error as LayoutCheckError {
            throw CommandFailure.exit("solve", CommandFailure(message: error.message))
        }
        CommandOutput.printOut(output.document)
        if !output.satisfiable { throw ExitCode(1) }
    }
}
