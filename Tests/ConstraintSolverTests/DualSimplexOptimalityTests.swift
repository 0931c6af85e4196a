import Testing
import ConstraintSolver

/// Suggestions re-solve with the dual simplex; the result must still be the lexicographic
/// optimum, not merely feasible. Systems found by the property test (seed 1795317081722,
/// system 186), written out so they are pinned whatever seed a run draws.
struct DualSimplexOptimalityTests {
    @Test func suggestionCrossingTheTradeOffPointReachesTheLowerLevelOptimum() throws {
        let s = Solver()
        let x0 = s.makeVariable("x0"), x1 = s.makeVariable("x1")
        _ = try s.add(Constraint(-2 * x0 + 2 * x1 - 1, .equal, 0, priority: 250))
        _ = try s.add(Constraint(x0 + 2 * x1 + 4, .equal, 0, priority: 750))
        _ = try s.add(Constraint(-2 * x0 + 10, .lessThanOrEqual, 0, priority: 250))
        _ = try s.add(Constraint(2 * x0 - 2 * x1 - 7, .equal, 0, priority: 750))
        try s.addEditVariable(x0, priority: Priority(900))
        // Before any suggestion x0 is drawn to 0 @900 (it outweighs x0 >= 5 @250). At 750 the
        // errors |2·x1 + 4| + |−2·x1 − 7| are 3 for any x1 in [−3.5, −2]; at 250,
        // |2·x1 − 1| is least at x1 = −2.
        #expect(abs(s.value(of: x0)) < 1e-9)
        #expect(abs(s.value(of: x1) - -2) < 1e-9)

        try s.suggestValue(5, for: x0)
        // x0 = 5: at 750, |2·x1 + 9| + |3 − 2·x1| is 12 for any x1 in [−4.5, 1.5]; at 250,
        // |2·x1 − 11| (the x0 >= 5 row holds) is least at the interval's top, x1 = 1.5 (error
        // 8). The dual simplex alone stopped at x1 = −4.5 (error 20).
        #expect(abs(s.value(of: x0) - 5) < 1e-9)
        #expect(abs(s.value(of: x1) - 1.5) < 1e-9)
    }
}
