import Testing
@testable import ConstraintSolver

/// What a re-layout relies on: the unique-optimum shortcut of the ambiguity queries, and constants
/// changed together that are refused leaving the solver exactly as it was.
struct RelayoutSolverTests {
    @Test func aCostOnEveryMovableSymbolMeansOneOptimum() throws {
        // y == 0, x >= y: x's slack is non-basic with no cost, so x can move up: not unique.
        // x <= 0 @250 puts a cost on moving it: unique, and only the unconstrained z is ambiguous.
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        try s.add(Constraint(y, .equal, 0))
        try s.add(Constraint(x, .greaterThanOrEqual, y))
        #expect(try !s.hasUniqueOptimum())
        try s.add(Constraint(x, .lessThanOrEqual, 0, priority: 250))
        #expect(try s.hasUniqueOptimum())
        #expect(!s.isConstrained(z) && s.isConstrained(x))
        #expect(try s.ambiguousVariables() == [z])
    }

    @Test func aRemovedConstraintLeavesNoMovableSymbol() throws {
        // w == 10 required, w >= 5 removed: its slack appears in no row any more and does not count.
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(w, .equal, 10))
        let floor = try s.add(Constraint(w, .greaterThanOrEqual, 5))
        try s.add(Constraint(w, .lessThanOrEqual, 0, priority: 250))
        try s.remove(floor)
        #expect(try s.hasUniqueOptimum())
        #expect(try s.ambiguousVariables() == [])
    }

    /// Random chains of views (positions and widths tied by equalities and inequalities at mixed
    /// priorities): whenever the optimum is unique, the face-based answer must be exactly the
    /// unconstrained variables, and every difference determined. Both answers must occur often.
    @Test func theShortcutAgreesWithTheFace() throws {
        var rng = SplitMix64(seed: 0x5eed_0f_2026)
        var unique = 0, notUnique = 0
        for _ in 0..<400 {
            let s = Solver()
            let vars = (0..<(2 + Int(rng.next() % 6))).map { s.makeVariable("v\($0)") }
            for _ in 0..<(1 + Int(rng.next() % 8)) {
                let a = vars[Int(rng.next() % UInt64(vars.count))], b = vars[Int(rng.next() % UInt64(vars.count))]
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
                let priority = Priority([1000, 750, 250][Int(rng.next() % 3)])
                let k = Double(Int(rng.next() % 41) - 20)
                let c = rng.next() % 2 == 0 ? Constraint(a, relation, b + k, priority: priority) : Constraint(a, relation, k, priority: priority)
                _ = try? s.add(c)
            }
            let face = try s.ambiguousVariables()
            guard try s.hasUniqueOptimum() else {
                notUnique += 1
                continue
            }
            unique += 1
            #expect(face == vars.filter { !s.isConstrained($0) })
            let constrained = vars.filter(s.isConstrained)
            let pairs = zip(constrained, constrained.dropFirst()).map { ($0, $1) }
            #expect(try s.ambiguousDifferences(pairs) == pairs.map { _ in false })
        }
        #expect(unique > 50 && notUnique > 50)
    }

    /// Constants refused together are put back from a journal, not a copy: the solver must then
    /// behave exactly as one that never tried. Random chains, random batches of new constants (many
    /// infeasible), and after each batch the same further changes on both.
    @Test func aRefusedBatchLeavesTheSolverAsItWas() throws {
        var rng = SplitMix64(seed: 20261128)
        var refusedBatches = 0
        for _ in 0..<400 {
            let n = 3 + Int(rng.next() % 5)
            var steps: [(Int, Relation, Double, Float)] = []
            for i in 1..<n {
                let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual][Int(rng.next() % 3)]
                steps.append((i, relation, Double(Int(rng.next() % 21)), [1000, 1000, 500][Int(rng.next() % 3)]))
            }
            func build() throws -> (Solver, [Variable], [ConstraintHandle]) {
                let s = Solver()
                let v = (0..<n).map { s.makeVariable("x\($0)") }
                var handles = [try s.add(Constraint(v[0], .equal, 0))]
                for (i, relation, gap, p) in steps {
                    handles.append(try s.add(Constraint(v[i], relation, v[i - 1] + gap, priority: Priority(p))))
                }
                handles.append(try s.add(Constraint(v[n - 1], .lessThanOrEqual, 60)))
                return (s, v, handles)
            }
            let (tried, v, handles) = try build()
            let (never, w, _) = try build()
            // Gaps of up to 30 against a cap of at most 20: a required chain often cannot fit.
            var batch = handles.map { ($0, -Double(Int(rng.next() % 31))) }
            batch[batch.count - 1].1 = -Double(Int(rng.next() % 21))
            if try tried.tableau.setConstantsTogether(batch.map { ($0.0.id, $0.1) }) == false {
                refusedBatches += 1
            } else {
                // Applied: the replica takes the same constants.
                _ = try never.tableau.setConstantsTogether(batch.map { ($0.0.id, $0.1) })
            }
            let later = handles.map { ($0, -Double(Int(rng.next() % 11))) }
            #expect(try tried.setConstants(later).map(\.index) == never.setConstants(later).map(\.index))
            for (a, b) in zip(v, w) { #expect(tried.value(of: a) == never.value(of: b)) }
            #expect(tried.pivotCount == never.pivotCount)
        }
        #expect(refusedBatches > 10)
    }
}
