import ConstraintSolver
import Foundation
import ProjectFiles
import SolverJSON

/// `layoutcheck solve`: a linear constraint system in the solver's JSON
/// (docs/reference/solver-json.md) read, solved and printed. In the harness so that the
/// command only reads its options. Malformed input is a `.configuration` error naming the file
/// and place; a failure inside the solver is a `.layout` error.
package enum ConstraintSystemSolve {
    /// What `solve` prints on standard output, and whether the required constraints held.
    package struct Output: Equatable {
        package var document: String
        package var satisfiable: Bool
    }

    package static func solve(file: String, timing: Bool, repeatCount: Int) throws -> Output {
        let system: SolverSystem
        do {
            system = try SolverSystem.decode(try readBytes(file))
        } catch let error as SolverInputError {
            throw LayoutCheckError.configuration("\(file):\(error)")
        } catch {
            throw LayoutCheckError.configuration("\(file): \(error)")
        }
        do {
            let result = try SolveResult.compute(system)
            let times = timing ? try measure(system, repeatCount: repeatCount) : nil
            return Output(document: SolverOutput.ok(system, result, timing: times), satisfiable: true)
        } catch let failure as SystemRun.Unsatisfiable {
            return Output(document: SolverOutput.unsatisfiable(failure.conflict), satisfiable: false)
        } catch {
            throw LayoutCheckError(.layout, "\(file): \(error)")
        }
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            struct Unreadable: Error, CustomStringConvertible { var description: String }
            throw Unreadable(description: "cannot read the file (missing or not readable)")
        }
        return [UInt8](data)
    }

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
        // Reading the sink keeps the timed work from being optimised away.
        if sink.isNaN { throw LayoutCheckError(.layout, "timing: a solved value is NaN") }
        func ms(_ d: Duration) -> Double {
            Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
        }
        return .init(buildMilliseconds: ms(bestBuild), suggestMilliseconds: ms(bestSuggest), repeatCount: repeatCount)
    }
}
