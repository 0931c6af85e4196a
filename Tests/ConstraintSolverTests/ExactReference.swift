/// An exact reference for small systems: rational arithmetic (Int64 fractions, overflow
/// reported, never wrapped) and a dense two-phase simplex with Bland's rule. Slow and
/// simple on purpose; it shares no code with the solver under test.
struct Overflow: Error {}

struct Rational: Equatable, Comparable, CustomStringConvertible {
    var num: Int64
    var den: Int64  // > 0, gcd(num, den) == 1

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ n: Int64) { num = n; den = 1 }

    init(_ n: Int64, _ d: Int64) throws {
        guard d != 0, n != .min, d != .min else { throw Overflow() }
        var n = n, d = d
        if d < 0 { n = -n; d = -d }
        let g = Rational.gcd(abs(n), d)
        num = n / g
        den = d / g
    }

    static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var a = a, b = b
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }

    static func mul(_ a: Int64, _ b: Int64) throws -> Int64 {
        let (r, o) = a.multipliedReportingOverflow(by: b)
        if o { throw Overflow() }
        return r
    }

    static func add(_ a: Int64, _ b: Int64) throws -> Int64 {
        let (r, o) = a.addingReportingOverflow(b)
        if o { throw Overflow() }
        return r
    }

    func plus(_ o: Rational) throws -> Rational {
        let g = Rational.gcd(den, o.den)
        let l = try Rational.mul(den / g, o.den)
        let n = try Rational.add(try Rational.mul(num, l / den), try Rational.mul(o.num, l / o.den))
        return try Rational(n, l)
    }

    func minus(_ o: Rational) throws -> Rational { try plus(try Rational(-o.num, o.den)) }

    func times(_ o: Rational) throws -> Rational {
        let g1 = Rational.gcd(abs(num), o.den), g2 = Rational.gcd(abs(o.num), den)
        return try Rational(try Rational.mul(num / g1, o.num / g2), try Rational.mul(den / g2, o.den / g1))
    }

    func dividedBy(_ o: Rational) throws -> Rational {
        guard o.num != 0 else { throw Overflow() }
        return try times(try Rational(o.den, o.num))
    }

    var isZero: Bool { num == 0 }
    var double: Double { Double(num) / Double(den) }
    var description: String { den == 1 ? "\(num)" : "\(num)/\(den)" }

    static func < (a: Rational, b: Rational) -> Bool {
        // Compare via doubles only when safe: use exact cross-multiplication with overflow check.
        let l = (try? mul(a.num, b.den)) ?? Int64.max
        let r = (try? mul(b.num, a.den)) ?? Int64.max
        if l != .max && r != .max { return l < r }
        return a.double < b.double
    }
}

/// min c·x subject to rows, x ≥ 0.
struct ExactLP {
    enum Op { case eq, le, ge }
    struct Row { var coefs: [Rational]; var op: Op; var rhs: Rational }

    enum Result: Equatable { case infeasible, unbounded, optimal(Rational) }

    var columns: Int
    var rows: [Row] = []

    func minimize(_ c: [Rational]) throws -> Result {
        // Standard form: one slack per inequality, one artificial per row, rhs ≥ 0.
        let m = rows.count
        let slackCount = rows.filter { $0.op != .eq }.count
        let n = columns + slackCount + m
        var t = [[Rational]](repeating: [Rational](repeating: .zero, count: n + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        var slack = columns
        for (i, row) in rows.enumerated() {
            for j in 0..<columns { t[i][j] = row.coefs[j] }
            t[i][n] = row.rhs
            switch row.op {
            case .le: t[i][slack] = .one; slack += 1
            case .ge: t[i][slack] = Rational(-1); slack += 1
            case .eq: break
            }
            if t[i][n].num < 0 {
                for j in 0...n { t[i][j] = try Rational(-t[i][j].num, t[i][j].den) }
            }
            t[i][columns + slackCount + i] = .one
            basis[i] = columns + slackCount + i
        }
        let artificialStart = columns + slackCount
        // Phase 1.
        var phase1 = [Rational](repeating: .zero, count: n)
        for j in artificialStart..<n { phase1[j] = .one }
        _ = try simplex(&t, &basis, cost: phase1, allowed: n)
        var infeasibility = Rational.zero
        for i in 0..<m where basis[i] >= artificialStart { infeasibility = try infeasibility.plus(t[i][n]) }
        if infeasibility.num > 0 { return .infeasible }
        // Drive zero-level artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= artificialStart {
            if let j = (0..<artificialStart).first(where: { !t[i][$0].isZero }) {
                try pivot(&t, &basis, row: i, column: j)
            }
        }
        var cost = [Rational](repeating: .zero, count: n)
        for j in 0..<columns { cost[j] = c[j] }
        return try simplex(&t, &basis, cost: cost, allowed: artificialStart)
    }

    func pivot(_ t: inout [[Rational]], _ basis: inout [Int], row r: Int, column s: Int) throws {
        let p = t[r][s]
        for j in t[r].indices { t[r][j] = try t[r][j].dividedBy(p) }
        for i in t.indices where i != r && !t[i][s].isZero {
            let f = t[i][s]
            for j in t[i].indices where !t[r][j].isZero {
                t[i][j] = try t[i][j].minus(try f.times(t[r][j]))
            }
        }
        basis[r] = s
    }

    /// Bland's rule; columns ≥ `allowed` never enter.
    func simplex(_ t: inout [[Rational]], _ basis: inout [Int], cost: [Rational], allowed: Int) throws -> Result {
        let n = cost.count
        while true {
            // Reduced cost of column j: c_j - Σ c_B(i)·t[i][j].
            var entering = -1
            for j in 0..<allowed where !basis.contains(j) {
                var d = cost[j]
                for i in t.indices where !t[i][j].isZero {
                    d = try d.minus(try cost[basis[i]].times(t[i][j]))
                }
                if d.num < 0 { entering = j; break }
            }
            if entering < 0 {
                var value = Rational.zero
                for i in t.indices { value = try value.plus(try cost[basis[i]].times(t[i][n])) }
                return .optimal(value)
            }
            var leaving = -1
            var best = Rational.zero
            for i in t.indices where t[i][entering].num > 0 {
                let ratio = try t[i][n].dividedBy(t[i][entering])
                if leaving < 0 || ratio < best || (ratio == best && basis[i] < basis[leaving]) {
                    leaving = i
                    best = ratio
                }
            }
            if leaving < 0 { return .unbounded }
            try pivot(&t, &basis, row: leaving, column: entering)
        }
    }
}

/// A small lexicographic system, solved exactly: statuses, per-level optimal errors, and
/// the variables fixed on the optimal face (with their values).
struct ReferenceSystem {
    enum Op { case eq, le, ge }
    struct Constraint {
        var coefs: [Int64]   // one per variable
        var constant: Int64
        var op: Op
        var priority: Float  // 1000 = required
    }

    var variableCount: Int
    var constraints: [Constraint]

    struct Answer {
        var feasible: Bool
        /// Optimal total error per optional level, highest priority first.
        var levelErrors: [(priority: Float, error: Rational)]
        /// Value when determined, nil when ambiguous.
        var values: [Rational?]
    }

    var levels: [Float] {
        Array(Set(constraints.filter { $0.priority < 1000 }.map(\.priority))).sorted(by: >)
    }

    /// Columns: x⁺ and x⁻ per variable, then per optional constraint e⁺ (and e⁻ for ==).
    func program() -> (lp: ExactLP, errorColumns: [[Int]]) {
        var errorColumns: [[Int]] = []
        var next = 2 * variableCount
        for c in constraints {
            if c.priority >= 1000 { errorColumns.append([]) } else if c.op == .eq {
                errorColumns.append([next, next + 1]); next += 2
            } else {
                errorColumns.append([next]); next += 1
            }
        }
        var lp = ExactLP(columns: next)
        for (k, c) in constraints.enumerated() {
            var row = [Rational](repeating: .zero, count: next)
            for v in 0..<variableCount {
                row[2 * v] = Rational(c.coefs[v])
                row[2 * v + 1] = Rational(-c.coefs[v])
            }
            let e = errorColumns[k]
            // expr + constant op 0, relaxed by the errors: expr + constant - e⁺ + e⁻ op 0.
            switch c.op {
            case .eq:
                if e.count == 2 { row[e[0]] = Rational(-1); row[e[1]] = .one }
                lp.rows.append(.init(coefs: row, op: .eq, rhs: Rational(-c.constant)))
            case .le:
                if let e0 = e.first { row[e0] = Rational(-1) }
                lp.rows.append(.init(coefs: row, op: .le, rhs: Rational(-c.constant)))
            case .ge:
                if let e0 = e.first { row[e0] = .one }
                lp.rows.append(.init(coefs: row, op: .ge, rhs: Rational(-c.constant)))
            }
        }
        return (lp, errorColumns)
    }

    func solve() throws -> Answer {
        var (lp, errorColumns) = program()
        let n = lp.columns
        var levelErrors: [(Float, Rational)] = []
        for level in levels {
            var cost = [Rational](repeating: .zero, count: n)
            for (k, c) in constraints.enumerated() where c.priority == level {
                for e in errorColumns[k] { cost[e] = .one }
            }
            switch try lp.minimize(cost) {
            case .infeasible: return Answer(feasible: false, levelErrors: [], values: [])
            case .unbounded: throw Overflow()  // errors are ≥ 0: cannot happen
            case .optimal(let v):
                levelErrors.append((level, v))
                lp.rows.append(.init(coefs: cost, op: .eq, rhs: v))
            }
        }
        // Feasibility when there are no optional levels.
        if levels.isEmpty, try lp.minimize([Rational](repeating: .zero, count: n)) == .infeasible {
            return Answer(feasible: false, levelErrors: [], values: [])
        }
        var values: [Rational?] = []
        for v in 0..<variableCount {
            var up = [Rational](repeating: .zero, count: n)
            up[2 * v] = Rational(-1); up[2 * v + 1] = .one        // minimise -x: the maximum
            var down = [Rational](repeating: .zero, count: n)
            down[2 * v] = .one; down[2 * v + 1] = Rational(-1)    // minimise x: the minimum
            guard case .optimal(let negMax) = try lp.minimize(up),
                  case .optimal(let min) = try lp.minimize(down),
                  min.num == -negMax.num, min.den == negMax.den else {
                values.append(nil)
                continue
            }
            values.append(min)
        }
        return Answer(feasible: true, levelErrors: levelErrors, values: values)
    }

    func isFeasible(_ indexes: [Int]) throws -> Bool {
        let sub = ReferenceSystem(variableCount: variableCount, constraints: indexes.map { constraints[$0] })
        var (lp, _) = sub.program()
        lp.rows = lp.rows.enumerated().filter { sub.constraints[$0.offset].priority >= 1000 }.map(\.element)
        return try lp.minimize([Rational](repeating: .zero, count: lp.columns)) != .infeasible
    }
}
