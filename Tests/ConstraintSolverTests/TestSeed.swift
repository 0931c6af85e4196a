import Foundation
import Testing

/// The seed of a randomised test. Fixed by default, so CI checks the same cases on every
/// run and a failure there is a regression, not a draw; the environment variable replays
/// a seed (`<decimal>`) or explores (`random`: drawn from the clock and printed by the
/// test, so a failing draw can be replayed and pinned as a regression test).
enum TestSeed {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// `environment[variable]`: unset or empty → `fixed`, `random` → the clock in
    /// milliseconds, a decimal → that seed; anything else is an error naming the variable.
    static func resolve(_ variable: String, default fixed: UInt64,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> UInt64 {
        guard let text = environment[variable], !text.isEmpty else { return fixed }
        if text == "random" { return UInt64(Date().timeIntervalSince1970 * 1000) }
        guard let n = UInt64(text) else {
            throw Invalid(description: "\(variable) must be a decimal seed or 'random', not '\(text)'")
        }
        return n
    }
}

struct TestSeedTests {
    @Test func seedComesFromTheEnvironment() throws {
        let v = "SOLVER_PROPERTY_SEED"
        #expect(try TestSeed.resolve(v, default: 7, environment: [:]) == 7)
        #expect(try TestSeed.resolve(v, default: 7, environment: [v: ""]) == 7)
        #expect(try TestSeed.resolve(v, default: 7, environment: [v: "1795317081722"]) == 1_795_317_081_722)
        // The clock in milliseconds: after 2020-01-01 (1_577_836_800_000 ms).
        #expect(try TestSeed.resolve(v, default: 7, environment: [v: "random"]) > 1_577_836_800_000)
        #expect(throws: TestSeed.Invalid.self) { try TestSeed.resolve(v, default: 7, environment: [v: "12x"]) }
    }
}
