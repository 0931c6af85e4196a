import Testing
@testable import ConstraintSolver

/// The ambiguity check reads the cone of optimal directions from the tableau (`OptimalFace`):
/// these cases need its tight rows, implicit equalities and independent groups. Each expected
/// set is worked out in the comment beside it.
struct AmbiguityTests {
    @Test func aCycleOfTightInequalitiesPinsEveryone() throws {
        // x >= y, y >= z, z >= x force x = y = z; x == 10 then fixes all three. No single row pins
        // y or z: only the cycle does (an implicit equality of the tight rows together).
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        try s.add(Constraint(x, .greaterThanOrEqual, y))
        try s.add(Constraint(y, .greaterThanOrEqual, z))
        try s.add(Constraint(z, .greaterThanOrEqual, x))
        // Before x is pinned the three move together: all ambiguous, but every difference is 0.
        #expect(try s.ambiguousVariables() == [x, y, z])
        #expect(try s.ambiguousDifferences([(y, x), (z, y), (x, z)]) == [false, false, false])
        try s.add(Constraint(x, .equal, 10))
        #expect(try s.ambiguousVariables() == [])
        #expect(s.value(of: z) == 10)
    }

    @Test func aTightInequalityBlocksOneDirectionOnly() throws {
        // y == 0 and x >= y leave x anywhere from 0 up: ambiguous (the tight row x − y >= 0 blocks
        // only the way down). x <= 0 @250 costs something for every x > 0, so then x = 0 is the
        // only optimum: determined.
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(y, .equal, 0))
        try s.add(Constraint(x, .greaterThanOrEqual, y))
        #expect(try s.ambiguousVariables() == [x])
        try s.add(Constraint(x, .lessThanOrEqual, 0, priority: 250))
        #expect(try s.ambiguousVariables() == [])
        #expect(s.value(of: x) == 0)
    }

    @Test func independentGroupsAreSettledApart() throws {
        // Group 1: a >= 0, a <= 0 pins a (two tight rows on one free slack). Group 2: b + c == 4
        // with b >= 0, c >= 0 leaves b in [0, 4]: b and c ambiguous, b + c not.
        // Group 3: d == e + 1 with nothing else: both free, d − e = 1 determined.
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        let d = s.makeVariable("d"), e = s.makeVariable("e")
        try s.add(Constraint(a, .greaterThanOrEqual, 0))
        try s.add(Constraint(a, .lessThanOrEqual, 0))
        try s.add(Constraint(b + c, .equal, 4))
        try s.add(Constraint(b, .greaterThanOrEqual, 0))
        try s.add(Constraint(c, .greaterThanOrEqual, 0))
        try s.add(Constraint(d, .equal, e + 1))
        #expect(try s.ambiguousVariables() == [b, c, d, e])
        #expect(try s.ambiguousDifferences([(d, e), (b, c), (a, b)]) == [false, true, true])
    }

    @Test func theAnswerFollowsChangesToTheTableau() throws {
        // The face is kept between queries until the tableau changes: a query after a change must
        // see the change. w free, then pinned, then freed again by removing the pin.
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(w, .greaterThanOrEqual, 10))
        #expect(try s.ambiguousVariables() == [w])
        let pin = try s.add(Constraint(w, .lessThanOrEqual, 10))
        #expect(try s.ambiguousVariables() == [])
        try s.remove(pin)
        #expect(try s.ambiguousVariables() == [w])
    }

    @Test func aLongChainIsCheckedWithoutExploringIt() throws {
        // 2,000 positions, each 8 below the previous, the first at 0: all determined. Then the
        // last one's pin is loosened to >=: only it moves (x1999 >= x1998 + 8 is open upwards).
        let s = Solver()
        var xs = [s.makeVariable("x0")]
        try s.add(Constraint(xs[0], .equal, 0))
        for i in 1..<2000 {
            xs.append(s.makeVariable("x\(i)"))
            try s.add(Constraint(xs[i], .equal, xs[i - 1] + 8))
        }
        #expect(try s.ambiguousVariables() == [])
        #expect(s.value(of: xs[1999]) == 15992)  // 1999 × 8
        let last = s.makeVariable("tail")
        try s.add(Constraint(last, .greaterThanOrEqual, xs[1999] + 8))
        #expect(try s.ambiguousVariables() == [last])
    }
}
