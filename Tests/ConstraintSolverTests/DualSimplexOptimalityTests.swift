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

    /// The smallest form of the system above (x0 >= 5 @250 dropped; found by shrinking it
    /// with the primal clean-up disabled): three equalities and the edit.
    ///
    /// Before the suggestion (x0 = 0 @900): at 750, |2·x1 + 4| + |−2·x1 − 7| is 3 for any
    /// x1 in [−3.5, −2]; at 250, |2·x1 − 1| is least at x1 = −2.
    /// After suggesting 5: at 750, |2·x1 + 9| + |3 − 2·x1| is 12 for any x1 in [−4.5, 1.5];
    /// at 250, |2·x1 − 11| is least at x1 = 1.5 (error 8; x1 = −4.5 gives 20).
    ///
    /// Why one dual pivot reaches it: the suggestion moves the edit's error by 5, which
    /// takes the row of [2]'s negative error e7 = 3 + e4 − e5 + e6 − 3·e8 + 3·e9 to −12
    /// (e4, e5: [1]'s errors; e6: [2]'s other error; e8, e9: the edit's). Entering
    /// candidates are the symbols with a positive coefficient, with reduced costs
    /// (@900, @750, @250) e4 (0, 2, −1), e6 (0, 2, 0), e9 (1, 3, −3); the ratios cost/coef are
    /// (0, 2, −1), (0, 2, 0) and (1/3, 1, −1). e4 and e6 tie at 900 and 750, and e4 wins at
    /// 250: after the pivot every reduced cost is lexicographically non-negative, so that
    /// single pivot is optimal. In floating point e4's ratio at 750 is
    /// 1.9999999999999998 / 0.9999999999999998, which rounds above 2: compared exactly it
    /// lost to e6, leaving e4's cost (0, 0, −1), improvable at 250, and x1 at −4.5.
    @Test func roundedRatioTieAtAHigherLevelIsDecidedByTheLowerLevel() throws {
        let s = Solver()
        let x0 = s.makeVariable("x0"), x1 = s.makeVariable("x1")
        _ = try s.add(Constraint(-2 * x0 + 2 * x1 - 1, .equal, 0, priority: 250))
        _ = try s.add(Constraint(x0 + 2 * x1 + 4, .equal, 0, priority: 750))
        _ = try s.add(Constraint(2 * x0 - 2 * x1 - 7, .equal, 0, priority: 750))
        try s.addEditVariable(x0, priority: Priority(900))
        #expect(abs(s.value(of: x0)) < 1e-9)
        #expect(abs(s.value(of: x1) - -2) < 1e-9)

        let pivotsBefore = s.pivotCount
        try s.suggestValue(5, for: x0)
        #expect(abs(s.value(of: x0) - 5) < 1e-9)
        #expect(abs(s.value(of: x1) - 1.5) < 1e-9)
        // One dual pivot and no primal clean-up pivot after it.
        #expect(s.pivotCount - pivotsBefore == 1)
    }
}
