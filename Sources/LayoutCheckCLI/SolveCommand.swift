import ArgumentParser
import ConstraintSolver
import Foundation
import SolverJSON

/// `layoutcheck solve FILE.json`: solves one linear system in the schema of
/// `shared/reference/solver-json.md` and prints the values.
public struct SolveCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a linear constraint system given as JSON (see solver-json.md).",
        discussion: "Prints {\"status\": \"ok\", \"values\": …, \"steps\": …, \"ambiguous\": …} on stdout. "
            + "Exit status: 0 solved; 1 unsatisfiable required constraints (the output names an irreducible "
            + "conflicting set); 2 malformed input or a bad option (one line on stderr naming the place); "
            + "3 internal solver error."
    )

    @Argument(help: "The system to solve (JSON).")
    public var file: String

    @Flag(help: "Add best-of-N build and suggestion timings (parsing is not timed).")
    public var timing = false

    @Option(name: .customLong("repeat"), help: "Runs per timed phase; the best is reported.")
    public var repeatCount: Int = 1

    public init() {}

    public func validate() throws {
        guard repeatCount >= 1, repeatCount <= 1_000_000 else {
            Self.printError("--repeat \(repeatCount) must be between 1 and 1000000")
            throw ExitCode(2)
        }
    }

    public func run() throws {
        let system: SolverSystem
        do {
            system = try SolverSystem.decode(try Self.readBytes(file))
        } catch let error as SolverInputError {
            Self.printError("\(file):\(error)")
            throw ExitCode(2)
        } catch {
            Self.printError("\(file): \(error)")
            throw ExitCode(2)
        }
        do {
            let result = try SolveResult.compute(system)
            let times = timing ? try Self.measure(system, repeatCount: repeatCount) : nil
            FileHandle.standardOutput.write(Data(SolverOutput.ok(system, result, timing: times).utf8))
        } catch let failure as SystemRun.Unsatisfiable {
            FileHandle.standardOutput.write(Data(SolverOutput.unsatisfiable(failure.conflict).utf8))
            throw ExitCode(1)
        } catch {
            Self.printError("\(file): \(error)")
            throw ExitCode(3)
        }
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            struct Unreadable: Error, CustomStringConvertible { var description: String }
            throw Unreadable(description: "cannot read the file (missing or not readable)")
        }
        return [UInt8](data)
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Best of N: build = create the solver, add every constraint and edit, read all
    /// values; suggest = the whole suggestion sequence, reading all values after each step
    /// (each run starts from a freshly built solver, built outside the clock).
    static func measure(_ system: SolverSystem, repeatCount: Int) throws -> SolverOutput.Timing {
        let clock = ContinuousClock()
        var bestBuild = Duration.seconds(1_000_000)
        var bestSuggest = Duration.seconds(1_000_000)
        var sink = 0.0
        for _ in 0..<repeatCount {
            var run: SystemRun?
            let build = try clock.measure {
                let r = try SystemRun(system)
                sink += r.values().reduce(0, +)
                run = r
            }
            bestBuild = min(bestBuild, build)
            guard let built = run else { continue }
            let suggest = try clock.measure {
                for i in system.suggestions.indices {
                    try built.suggest(step: i)
                    sink += built.values().reduce(0, +)
                }
            }
            bestSuggest = min(bestSuggest, suggest)
        }
        if sink.isNaN { printError("timing: NaN value") }
        func ms(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
        }
        return .init(buildMilliseconds: ms(bestBuild), suggestMilliseconds: ms(bestSuggest), repeatCount: repeatCount)
    }
}
