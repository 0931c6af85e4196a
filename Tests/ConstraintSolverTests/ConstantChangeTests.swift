import Testing
@testable import ConstraintSolver

/// `setConstants`: several in-place constant changes with one dual simplex.
struct ConstantChangeTests {
    @Test func changesApplyTogetherOrInOrder() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        let pin = try s.add(Constraint(a, .equal, 10))         // a - 10 == 0
        let gap = try s.add(Constraint(b, .equal, a + 5))      // b - a - 5 == 0
        let cap = try s.add(Constraint(b, .lessThanOrEqual, 20)) // b - 20 <= 0
        #expect(s.value(of: b) == 15)
        // a = 12 and a gap of 8: b = 12 + 8 = 20 <= 20.
        #expect(try s.setConstants([(pin, -12), (gap, -8)]).isEmpty)
        #expect(s.value(of: a) == 12)
        #expect(s.value(of: b) == 20)
        // a = 15 with the gap still 8 would give b = 23 > 20, but together with a gap of 3
        // b = 15 + 3 = 18: applied together, nothing is refused.
        #expect(try s.setConstants([(pin, -15), (gap, -3)]).isEmpty)
        #expect(s.value(of: a) == 15)
        #expect(s.value(of: b) == 18)
        // a = 16 and a gap of 10 give b = 26 > 20. In order: a = 16 holds (b = 16 + 3 = 19),
        // then the gap of 10 is refused (b = 26 breaks b <= 20 given a == 16): its conflict
        // is {a == 16, b <= 20} and it keeps its constant -3.
        let refused = try s.setConstants([(pin, -16), (gap, -10)])
        #expect(refused.map(\.index) == [1])
        #expect(refused.first?.conflict == [pin, cap])
        #expect(s.value(of: a) == 16)
        #expect(s.value(of: b) == 19)
        #expect(try s.constant(of: gap) == -3)
    }

    @Test func badInputChangesNothing() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        let pin = try s.add(Constraint(a, .equal, 10))
        // One non-finite constant: the call throws before applying the valid change; a stays 10.
        #expect(throws: SolverError.self) { try s.setConstants([(pin, -12), (pin, .nan)]) }
        #expect(s.value(of: a) == 10)
    }
}
