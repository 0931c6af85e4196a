import Testing
@testable import ConstraintSolver

/// Hand-derived semantics: every expected value is worked out in the comment beside it.
struct SemanticsTests {
    @Test func requiredEqualitiesChain() throws {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w"), r = s.makeVariable("r")
        try s.add(Constraint(x, .equal, 20))
        try s.add(Constraint(w, .equal, 120))
        try s.add(Constraint(r, .equal, x + w))
        // r = x + w = 20 + 120 = 140
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: w) == 120)
        #expect(s.value(of: r) == 140)
    }

    @Test func expressionOperators() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(Constraint(a, .equal, 3))
        // 2a + b - 8 == 0 → b = 8 - 6 = 2
        try s.add(Constraint(2 * a + b - 8, .equal, 0))
        #expect(s.value(of: b) == 2)
        // a - a + a appears three times: summed to one term with coefficient 1.
        let e = a - a + a
        #expect(e.terms.count == 3)
    }

    @Test func oneConstraintAt251BeatsAThousandAt250() throws {
        // kiwi's weighted sum would prefer x = 10 (1000·250·10 > 251·10); lexicographic
        // priorities minimise the 251 error first: x = 0, whatever happens at 250.
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<1000 { try s.add(Constraint(x, .equal, 10, priority: 250)) }
        try s.add(Constraint(x, .equal, 0, priority: 251))
        #expect(s.value(of: x) == 0)
    }

    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        // 999.5 outranks 999: x follows the 999.5 constraint.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 7, priority: 999))
        try s.add(Constraint(x, .equal, 3, priority: 999.5))
        #expect(s.value(of: x) == 3)
    }

    @Test func l1WithinOneLevelIsTheMedian() throws {
        // |x - 0| + |x - 10| + |x - 30| is minimised at the median, x = 10 (error 10 + 20 = 30;
        // a least-squares solver would give the mean, 13.33).
        let s = Solver()
        let x = s.makeVariable("x")
        for target in [0.0, 10, 30] { try s.add(Constraint(x, .equal, target, priority: 500)) }
        #expect(s.value(of: x) == 10)
    }

    @Test func inequalitiesOnlyCountTheWrongSide() throws {
        // x <= 5 @500 and x >= 8 @500 conflict by 3 whichever x in [5, 8]; adding x == 8 @400
        // (a lower level) picks x = 8 from the tie at level 500.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 5, priority: 500))
        try s.add(Constraint(x, .greaterThanOrEqual, 8, priority: 500))
        try s.add(Constraint(x, .equal, 8, priority: 400))
        #expect(s.value(of: x) == 8)
    }

    /// Leading margin 10, view width w, trailing margin 10 inside an edited width W:
    /// x == 10, x + w + 10 == W, w >= 20 (required), w == 100 @250, W edited @999.
    func editScenario() throws -> (Solver, Variable, Variable) {
        let s = Solver()
        let W = s.makeVariable("W"), x = s.makeVariable("x"), w = s.makeVariable("w")
        try s.add(Constraint(x, .equal, 10))
        try s.add(Constraint(x + w + 10, .equal, W))
        try s.add(Constraint(w, .greaterThanOrEqual, 20))
        try s.add(Constraint(w, .equal, 100, priority: 250))
        try s.addEditVariable(W, priority: 999)
        return (s, W, w)
    }

    @Test func editVariableIsDrawnToZeroBeforeSuggestions() throws {
        // W wants 0 at 999 but W = 10 + w + 10 >= 40 is required: W = 40, w = 20.
        let (s, W, w) = try editScenario()
        #expect(s.value(of: W) == 40)
        #expect(s.value(of: w) == 20)
    }

    @Test func suggestionSequence() throws {
        let (s, W, w) = try editScenario()
        // W = 300 @999 beats w = 100 @250: w = 300 - 20 = 280.
        try s.suggestValue(300, for: W)
        #expect(s.value(of: W) == 300)
        #expect(s.value(of: w) == 280)
        // W = 120: w = 100 exactly, nothing violated.
        try s.suggestValue(120, for: W)
        #expect(s.value(of: w) == 100)
        // W = 30 is below the required minimum 40: W = 40, w = 20.
        try s.suggestValue(30, for: W)
        #expect(s.value(of: W) == 40)
        #expect(s.value(of: w) == 20)
        // Back to 300: same as the first step.
        try s.suggestValue(300, for: W)
        #expect(s.value(of: w) == 280)
    }

    @Test func addRemoveRoundTripRestoresValues() throws {
        let (s, W, w) = try editScenario()
        try s.suggestValue(150, for: W)
        // w = 150 - 20 = 130
        let before = [s.value(of: W), s.value(of: w)]
        #expect(before == [150, 130])
        // w <= 50 required pulls W's edit off: w = 50, W = 70.
        let h = try s.add(Constraint(w, .lessThanOrEqual, 50))
        #expect(s.value(of: w) == 50)
        #expect(s.value(of: W) == 70)
        try s.remove(h)
        #expect([s.value(of: W), s.value(of: w)] == before)
        #expect(!s.contains(h))
        #expect(throws: SolverError.unknownConstraint(h)) { try s.remove(h) }
    }

    @Test func setConstantInPlace() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(Constraint(a, .equal, 10))
        let gap = try s.add(Constraint(b, .equal, a + 8))
        // b = 10 + 8 = 18
        #expect(s.value(of: b) == 18)
        // b - a - 8 == 0: the normalised constant is -8; make it -20 → b = 30.
        #expect(try s.constant(of: gap) == -8)
        try s.setConstant(-20, of: gap)
        #expect(s.value(of: b) == 30)
        // An inequality: b <= 25 makes a later gap of 20 impossible (b = a + 20 = 30 > 25).
        try s.setConstant(-8, of: gap)
        let cap = try s.add(Constraint(b, .lessThanOrEqual, 25))
        #expect(throws: SolverError.self) { try s.setConstant(-20, of: gap) }
        do {
            try s.setConstant(-20, of: gap)
        } catch let SolverError.unsatisfiable(conflict) {
            // a == 10, b <= 25 and the changed gap: all three are needed.
            #expect(conflict == [ConstraintHandle(id: 0), cap])
        }
        // Unchanged after the failure.
        #expect(s.value(of: b) == 18)
        #expect(try s.constant(of: gap) == -8)
    }

    @Test func unsatisfiableNamesAnIrreducibleSetAndLeavesSolverUnchanged() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z"), u = s.makeVariable("u")
        let a = try s.add(Constraint(x, .equal, y + 1))
        let b = try s.add(Constraint(y, .equal, z + 1))
        let c = try s.add(Constraint(z, .greaterThanOrEqual, 0))
        _ = try s.add(Constraint(u, .equal, 5))               // unrelated
        _ = try s.add(Constraint(x, .lessThanOrEqual, 100))   // related but not needed
        _ = try s.add(Constraint(u, .equal, 3, priority: 750)) // optional: never in a conflict
        _ = try s.add(Constraint(x, .equal, 50, priority: 500))
        let before = [x, y, z, u].map { s.value(of: $0) }
        // x = 50, y = 49, z = 48, u = 5
        #expect(before == [50, 49, 48, 5])
        // x <= 1 needs z <= -1, contradicting z >= 0 through a and b: conflict {a, b, c}.
        #expect(throws: SolverError.unsatisfiable(conflict: [a, b, c])) {
            try s.add(Constraint(x, .lessThanOrEqual, 1))
        }
        #expect([x, y, z, u].map { s.value(of: $0) } == before)
        // The solver keeps working: x <= 30 is satisfiable → x = 30 (the 500 edit loses 20).
        try s.add(Constraint(x, .lessThanOrEqual, 30))
        #expect(s.value(of: x) == 30)
        #expect(s.value(of: z) == 28)
    }

    @Test func contradictoryEqualitiesWithoutArtificialPhase() throws {
        // x == 1, y == x, then y == 2: the new row is all markers (no phase 1).
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = try s.add(Constraint(x, .equal, 1))
        let b = try s.add(Constraint(y, .equal, x))
        #expect(throws: SolverError.unsatisfiable(conflict: [a, b])) {
            try s.add(Constraint(y, .equal, 2))
        }
        // A redundant copy is fine.
        try s.add(Constraint(y, .equal, 1))
        #expect(s.value(of: y) == 1)
    }

    @Test func ambiguity() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        try s.add(Constraint(x + y, .equal, 10))
        // x + y = 10 alone leaves both free; z appears in no constraint.
        #expect(try s.ambiguousVariables() == [x, y, z])
        try s.add(Constraint(z, .greaterThanOrEqual, 0))
        try s.add(Constraint(z, .lessThanOrEqual, 0))
        // z is pinned by two inequalities (a degenerate vertex), not ambiguous.
        #expect(try s.ambiguousVariables() == [x, y])
        try s.add(Constraint(x, .equal, 3, priority: 250))
        #expect(try s.ambiguousVariables() == [])
        #expect(s.value(of: y) == 7)
    }

    @Test func ambiguityOfDifferences() throws {
        // x is free; y = x + 10 moves with it, so y − x = 10 is determined; z >= x leaves z − x
        // open upwards; w = 2x makes w − x = x as free as x; a variable in no constraint is free.
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        let w = s.makeVariable("w"), free = s.makeVariable("free")
        try s.add(Constraint(y - x, .equal, 10))
        try s.add(Constraint(z - x, .greaterThanOrEqual, 0))
        try s.add(Constraint(w - 2 * x, .equal, 0))
        #expect(try s.ambiguousVariables() == [x, y, z, w, free])
        #expect(try s.ambiguousDifferences([(y, x), (z, x), (w, x), (free, x), (x, y)]) == [false, true, true, true, false])
        // Pinning x fixes them all, and every difference with them.
        try s.add(Constraint(x, .equal, 5))
        try s.add(Constraint(z, .equal, 7, priority: 250))
        #expect(try s.ambiguousDifferences([(y, x), (z, x), (w, x)]) == [false, false, false])
        #expect(try s.ambiguousDifferences([]) == [])
    }

    @Test func ambiguityOfTiesWithinALevel() throws {
        // x <= 5 @500 and x >= 8 @500: every x in [5, 8] has error 3, so x is ambiguous.
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 5, priority: 500))
        try s.add(Constraint(x, .greaterThanOrEqual, 8, priority: 500))
        #expect(try s.isAmbiguous(x))
    }

    @Test func badInputIsRejected() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(throws: SolverError.self) { try s.add(Constraint(Double.nan * x, .equal, 1)) }
        #expect(throws: SolverError.self) { try s.add(Constraint(x, .equal, Double.infinity)) }
        #expect(throws: SolverError.invalidPriority(0)) { try s.add(Constraint(x, .equal, 1, priority: 0)) }
        #expect(throws: SolverError.invalidPriority(1001)) { try s.add(Constraint(x, .equal, 1, priority: 1001)) }
        #expect(throws: SolverError.invalidPriority(1000)) { try s.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(1, for: x) }
        try s.addEditVariable(x, priority: 500)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try s.addEditVariable(x, priority: 400) }
        #expect(throws: SolverError.self) { try s.suggestValue(.nan, for: x) }
        let other = Solver()
        _ = other.makeVariable("a")
        let foreign = other.makeVariable("b")
        #expect(throws: SolverError.unknownVariable(foreign)) { try s.add(Constraint(foreign, .equal, 1)) }
        // Nothing above changed the solver: x is an edit variable at 0.
        #expect(s.value(of: x) == 0)
    }

    @Test func batchDefersOptimisation() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.batch {
            try s.add(Constraint(x, .greaterThanOrEqual, 0))
            try s.add(Constraint(y, .equal, x + 5))
            try s.add(Constraint(x, .equal, 12, priority: 750))
        }
        // x = 12 at 750, y = 17.
        #expect(s.value(of: x) == 12)
        #expect(s.value(of: y) == 17)
    }
}

/// Conflict sets on larger systems, where the certificate must be minimal without search.
struct ConflictTests {
    @Test func longChainConflictNamesEveryLink() throws {
        // x0 == 0 and x(i+1) == x(i) + 1 for 200 links give x200 = 200; x200 <= 10 fails and
        // every link is needed (drop any one and x200 is free).
        let s = Solver()
        let xs = (0...200).map { s.makeVariable("x\($0)") }
        var handles = [try s.add(Constraint(xs[0], .equal, 0))]
        for i in 0..<200 { handles.append(try s.add(Constraint(xs[i + 1], .equal, xs[i] + 1))) }
        let unrelated = try s.add(Constraint(xs[100], .lessThanOrEqual, 1000))
        #expect(throws: SolverError.unsatisfiable(conflict: handles)) {
            try s.add(Constraint(xs[200], .lessThanOrEqual, 10))
        }
        #expect(s.contains(unrelated))
        #expect(s.value(of: xs[200]) == 200)
    }

    @Test func parallelPathsYieldOneIrreducibleSet() throws {
        // y == x + 1 twice (a and b): with x == 0, y <= 0 conflicts with {x == 0, a} and with
        // {x == 0, b}; an irreducible set names exactly one of the two copies.
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let zero = try s.add(Constraint(x, .equal, 0))
        let a = try s.add(Constraint(y, .equal, x + 1))
        let b = try s.add(Constraint(y, .equal, x + 1))
        do {
            try s.add(Constraint(y, .lessThanOrEqual, 0))
            Issue.record("expected a conflict")
        } catch let SolverError.unsatisfiable(conflict) {
            #expect(conflict == [zero, a] || conflict == [zero, b])
        }
    }
}
