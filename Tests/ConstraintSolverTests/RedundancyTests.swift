import Testing
@testable import ConstraintSolver

/// Redundant required constraints (a duplicate, a multiple, or a linear combination of
/// others): adding one makes its dummy marker basic on an all-dummy row with constant 0;
/// removing either copy must leave the other one holding.
struct RedundancyTests {
    /// a == 10, a + b == 30, c == b (required, twice), c <= 5 @250.
    /// Required: a = 10, b = 30 - a = 20, c = b = 20. c <= 5 is only @250, so it stays
    /// violated by 15. Removing either copy of c == b leaves the other: still c = 20.
    func build(_ copy: (Variable, Variable, Variable) -> Constraint, removeFirst: Bool) throws -> (Solver, [Variable]) {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.add(Constraint(a, .equal, 10.0))
        try s.add(Constraint(a + b, .equal, 30.0))
        let first = try s.add(Constraint(c - b, .equal, 0.0))
        try s.add(Constraint(c, .lessThanOrEqual, 5.0, priority: 250))
        let second = try s.add(copy(a, b, c))
        try s.remove(removeFirst ? first : second)
        return (s, [a, b, c])
    }

    @Test(arguments: [true, false])
    func removingEitherCopyOfADuplicateKeepsTheOther(removeFirst: Bool) throws {
        let (s, v) = try build({ _, b, c in Constraint(c - b, .equal, 0.0) }, removeFirst: removeFirst)
        #expect(s.value(of: v[0]) == 10)
        #expect(s.value(of: v[1]) == 20)
        #expect(s.value(of: v[2]) == 20)
    }

    @Test(arguments: [true, false])
    func removingEitherOfAScaledCopyKeepsTheOther(removeFirst: Bool) throws {
        // 2c - 2b == 0 is c == b scaled: the same values, a = 10, b = c = 20.
        let (s, v) = try build({ _, b, c in Constraint(2 * c - 2 * b, .equal, 0.0) }, removeFirst: removeFirst)
        #expect(s.value(of: v[0]) == 10)
        #expect(s.value(of: v[1]) == 20)
        #expect(s.value(of: v[2]) == 20)
    }

    @Test(arguments: [true, false])
    func removingOneOfLinearlyDependentEqualities(removeFirst: Bool) throws {
        // a + c == 30 is (a + b == 30) + (c - b == 0): redundant when added. Without
        // c == b, it still gives c = 30 - a = 20, with b = 30 - a = 20.
        let (s, v) = try build({ a, _, c in Constraint(a + c, .equal, 30.0) }, removeFirst: removeFirst)
        #expect(s.value(of: v[0]) == 10)
        #expect(s.value(of: v[1]) == 20)
        #expect(s.value(of: v[2]) == 20)
    }

    @Test func theRemainingCopyStillRejectsAConflictingConstant() throws {
        // After removing the first copy, c == b is held only by the second: moving the
        // remaining copy's constant to -1 (c - b - 1 == 0 → c = b + 1 = 21) works, and a
        // new required c == 5 conflicts with exactly {a == 10, a + b == 30, c == b + 1}.
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        let h1 = try s.add(Constraint(a, .equal, 10.0))
        let h2 = try s.add(Constraint(a + b, .equal, 30.0))
        let first = try s.add(Constraint(c - b, .equal, 0.0))
        try s.add(Constraint(c, .lessThanOrEqual, 5.0, priority: 250))
        let second = try s.add(Constraint(c - b, .equal, 0.0))
        try s.remove(first)
        try s.setConstant(-1, of: second)
        #expect(s.value(of: c) == 21)
        #expect(s.value(of: b) == 20)
        // a == 10 → b = 20 → c = b + 1 = 21 ≠ 5: all three required constraints are needed.
        #expect(throws: SolverError.unsatisfiable(conflict: [h1, h2, second])) {
            try s.add(Constraint(c, .equal, 5.0))
        }
    }
}
