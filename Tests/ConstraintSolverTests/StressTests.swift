import ConstraintSolver
import Foundation
import Testing

/// Long random sequences of adds (some of them redundant required copies, so that removes
/// hit either copy), removes, in-place constant changes, suggestions and
/// batches on medium systems (the way the layout engine drives the solver). After every
/// step, every required constraint in the solver must hold and nothing may throw except a
/// conflict, which must leave the values untouched. The seed is fixed (`defaultSeed`);
/// SOLVER_STRESS_SEED=<n> replays seed n, SOLVER_STRESS_SEED=random explores (`TestSeed`).
struct StressTests {
    /// Arbitrary, and only ever changed on purpose (a new seed runs other sequences).
    static let defaultSeed: UInt64 = 20_261_123

    struct Live {
        var handle: ConstraintHandle
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Relation
        var priority: Float
    }

    static func violation(_ c: Live, _ values: [Double]) -> Double {
        var e = c.constant
        for (v, k) in c.terms { e += k * values[v] }
        switch c.relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    @Test func requiredConstraintsHoldThroughRandomEdits() throws {
        let seed = try TestSeed.resolve("SOLVER_STRESS_SEED", default: Self.defaultSeed)
        print("ConstraintSolver stress test: seed \(seed) (replay with SOLVER_STRESS_SEED=\(seed))")
        var rng = SplitMix64(seed: seed)
        var failures = 0
        for round in 0..<40 {
            let s = Solver()
            let n = 4 + Int(rng.next() % 12)
            let vars = (0..<n).map { s.makeVariable("v\($0)") }
            try s.addEditVariable(vars[0], priority: 999)
            var live: [Live] = []
            func values() -> [Double] { vars.map { s.value(of: $0) } }
            for step in 0..<150 {
                let op = rng.next() % 10
                let before = values()
                var problem: String?
                do {
                    switch op {
                    case 0...2:
                        try add(&live, s, vars, &rng, n)
                    case 3:
                        try addRedundant(&live, s, vars, &rng, n)
                    case 4...5 where !live.isEmpty:
                        let i = Int(rng.next() % UInt64(live.count))
                        try s.remove(live[i].handle)
                        live.remove(at: i)
                    case 6...7 where !live.isEmpty:
                        let i = Int(rng.next() % UInt64(live.count))
                        let c = Double(Int(rng.next() % 200) - 100) / 2
                        do {
                            try s.setConstant(c, of: live[i].handle)
                            live[i].constant = c
                        } catch SolverError.unsatisfiable {
                            if values() != before { problem = "failed setConstant changed values" }
                        }
                    case 8:
                        try s.suggestValue(Double(Int(rng.next() % 400)), for: vars[0])
                    default:
                        try s.batch {
                            for _ in 0..<5 { try add(&live, s, vars, &rng, n) }
                            if !live.isEmpty {
                                let i = Int(rng.next() % UInt64(live.count))
                                try s.remove(live[i].handle)
                                live.remove(at: i)
                            }
                        }
                    }
                } catch {
                    problem = "threw \(error)"
                }
                let now = values()
                if problem == nil, now.contains(where: { !$0.isFinite }) { problem = "non-finite value" }
                if problem == nil, let bad = live.first(where: { $0.priority >= 1000 && Self.violation($0, now) > 1e-6 * (1 + abs($0.constant)) }) {
                    problem = "required \(bad.terms) \(bad.relation.rawValue) (constant \(bad.constant)) violated by \(Self.violation(bad, now))"
                }
                if let problem {
                    failures += 1
                    if failures <= 3 { Issue.record("seed \(seed) round \(round) step \(step) op \(op): \(problem)") }
                    break
                }
            }
        }
        #expect(failures == 0)
    }

    /// Adds a required constraint implied by live required ones: a multiple of one (a
    /// negative one only for an equality), or the sum of two equalities. It must never
    /// conflict; a later remove of either copy must leave the other holding.
    func addRedundant(_ live: inout [Live], _ s: Solver, _ vars: [Variable], _ rng: inout SplitMix64, _ n: Int) throws {
        let required = live.filter { $0.priority >= 1000 }
        guard !required.isEmpty else { return try add(&live, s, vars, &rng, n) }
        let base = required[Int(rng.next() % UInt64(required.count))]
        let scales: [Double] = base.relation == .equal ? [1, 2, -1, 0.5] : [1, 2]
        let scale = scales[Int(rng.next() % UInt64(scales.count))]
        var terms = base.terms.map { ($0.0, $0.1 * scale) }
        var constant = base.constant * scale
        let equalities = required.filter { $0.relation == .equal && $0.handle != base.handle }
        if base.relation == .equal, !equalities.isEmpty, rng.next() % 2 == 0 {
            let other = equalities[Int(rng.next() % UInt64(equalities.count))]
            terms += other.terms
            constant += other.constant
        }
        var e = Expression(constant: constant)
        for (v, k) in terms { e.terms.append((vars[v], k)) }
        let h = try s.add(Constraint(e, base.relation, 0.0))
        live.append(Live(handle: h, terms: terms, constant: constant, relation: base.relation, priority: 1000))
    }

    /// Adds one random constraint; a conflict must leave every value unchanged.
    func add(_ live: inout [Live], _ s: Solver, _ vars: [Variable], _ rng: inout SplitMix64, _ n: Int) throws {
        let a = Int(rng.next() % UInt64(n)), b = Int(rng.next() % UInt64(n))
        var terms = [(a, Double([1, 1, 2, -1][Int(rng.next() % 4)]))]
        if a != b { terms.append((b, -1)) }
        let constant = Double(Int(rng.next() % 200) - 100) / 2
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
        let priority: Float = [1000, 1000, 999.5, 750, 251, 250, 50][Int(rng.next() % 7)]
        var e = Expression(constant: constant)
        for (v, k) in terms { e.terms.append((vars[v], k)) }
        let before = vars.map { s.value(of: $0) }
        do {
            let h = try s.add(Constraint(e, relation, 0.0, priority: Priority(priority)))
            live.append(Live(handle: h, terms: terms, constant: constant, relation: relation, priority: priority))
        } catch SolverError.unsatisfiable {
            guard vars.map({ s.value(of: $0) }) == before else { throw SolverError.internalError("failed add changed values") }
        }
    }
}
