/// One group of free symbols linked by tight rows (see `OptimalFace`): the part of the cone of
/// optimal directions that they span, settled on its own.
///
/// Near the optimum only the tight rows bound the free symbols, so the cone is
/// {d : d_f ≥ 0 for restricted free f, row·d ≥ 0 for tight slack and error rows, row·d = 0 for
/// dummy rows}. A form is constant on the face exactly when it is constant on the cone, that is
/// when it is a combination of the cone's implicit equalities: the conditions that hold as
/// equalities on the whole cone. `settle` finds those with a small simplex over this group only
/// (`ConeSimplex`) and keeps them in reduced row echelon form.
struct FacePart {
    /// The free symbols, ascending.
    var symbols: [Symbol] = []
    /// The tight basic rows naming them, ascending by basic symbol.
    var rows: [Symbol] = []
    /// The implicit equalities over `symbols` (local ids: places in `symbols`), in reduced row
    /// echelon form: `echelon[i]` has coefficient 1 at `pivots[i]` and 0 at every other pivot.
    var echelon: [Row] = []
    /// Per local symbol: the echelon row whose pivot it is, or -1.
    var pivotRow: [Int32] = []

    /// Finds the implicit equalities and puts them in echelon form.
    mutating func settle(_ t: Tableau, isFree: [Bool], slot: [Int32]) throws {
        let k = symbols.count
        var cone = ConeSimplex()
        for s in symbols {
            cone.addSymbol(t.kinds[Int(s)] == .external ? .free : .nonNegative)
        }
        var original: [Row] = []
        for r in rows {
            let row = t.rows[Int(r)]
            var local = Row(constant: 0)
            for i in row.ids.indices where isFree[Int(row.ids[i])] {
                local.ids.append(Symbol(slot[Int(row.ids[i])]))
                local.coefs.append(row.coefs[i])
            }
            original.append(local)
            cone.addRow(local, t.kinds[Int(r)] == .dummy ? .zero : .nonNegative)
        }
        let fixed = try cone.implicitEqualities()
        var equalities: [Row] = []
        var fixedColumn = [Bool](repeating: false, count: k)
        for l in 0..<k where fixed[l] { fixedColumn[l] = true }
        for j in rows.indices where fixed[k + j] { equalities.append(original[j]) }
        echelon = []
        pivotRow = [Int32](repeating: -1, count: k)
        // A symbol held at 0 is its own equality; the others are reduced without its column.
        for l in 0..<k where fixedColumn[l] {
            var unit = Row(constant: 0)
            unit.add(Symbol(l), 1)
            pivotRow[l] = Int32(echelon.count)
            echelon.append(unit)
        }
        reduceToEchelon(equalities, width: k, skipping: fixedColumn)
    }

    /// Gauss-Jordan elimination over the columns not yet fixed, in column order with partial
    /// pivoting (ties to the earlier row), appending the resulting rows to `echelon`.
    private mutating func reduceToEchelon(_ equalities: [Row], width k: Int, skipping fixedColumn: [Bool]) {
        guard !equalities.isEmpty else { return }
        var matrix = equalities.map { row -> [Double] in
            var dense = [Double](repeating: 0, count: k)
            for i in row.ids.indices where !fixedColumn[Int(row.ids[i])] { dense[Int(row.ids[i])] = row.coefs[i] }
            return dense
        }
        let scale = matrix.reduce(1.0) { m, row in row.reduce(m) { max($0, abs($1)) } }
        var rank = 0
        var pivots: [Int] = []
        for c in 0..<k where !fixedColumn[c] && rank < matrix.count {
            var best = -1
            var bestMagnitude = 1e-9 * scale
            for r in rank..<matrix.count where abs(matrix[r][c]) > bestMagnitude {
                best = r
                bestMagnitude = abs(matrix[r][c])
            }
            if best < 0 { continue }
            matrix.swapAt(rank, best)
            let p = matrix[rank][c]
            for j in 0..<k { matrix[rank][j] /= p }
            matrix[rank][c] = 1
            for r in matrix.indices where r != rank && matrix[r][c] != 0 {
                let f = matrix[r][c]
                for j in 0..<k { matrix[r][j] -= f * matrix[rank][j] }
                matrix[r][c] = 0
            }
            pivots.append(c)
            rank += 1
        }
        for (i, c) in pivots.enumerated() {
            var row = Row(constant: 0)
            for j in 0..<k where abs(matrix[i][j]) >= coefficientEpsilon {
                row.ids.append(Symbol(j))
                row.coefs.append(matrix[i][j])
            }
            pivotRow[c] = Int32(echelon.count)
            echelon.append(row)
        }
    }

    /// Whether the cells of `form` (global symbols) that belong to this group are a combination
    /// of its equalities. In reduced echelon form the combination can only be Σ form[pivot] ·
    /// echelon row; what is left after subtracting it must be 0.
    func isCombinationOfEqualities(_ form: Row, slot: [Int32]) -> Bool {
        var residual = Row(constant: 0)
        var magnitude = 1.0
        for i in form.ids.indices {
            let l = slot[Int(form.ids[i])]
            // The form's other cells belong to other groups (slots there index other symbols).
            guard l >= 0, l < symbols.count, symbols[Int(l)] == form.ids[i] else { continue }
            residual.add(Symbol(l), form.coefs[i])
            magnitude = max(magnitude, abs(form.coefs[i]))
        }
        let reference = residual
        var unused: [Symbol] = []
        for i in reference.ids.indices {
            let p = pivotRow[Int(reference.ids[i])]
            if p >= 0 { residual.add(echelon[Int(p)], times: -reference.coefs[i], newKeys: &unused) }
        }
        return residual.coefs.allSatisfy { abs($0) <= 1e-8 * magnitude }
    }
}

/// A simplex over a cone given in tableau form at its apex: every constant is 0, so every pivot
/// is degenerate and the only question is whether a direction is blocked. Bland's rule (smallest
/// entering and leaving ids) keeps such pivoting from cycling. Ids are local to one `FacePart`.
struct ConeSimplex {
    enum Kind { case free, nonNegative, zero }

    var kinds: [Kind] = []
    var isBasic: [Bool] = []
    var rows: [Row] = []

    mutating func addSymbol(_ kind: Kind) {
        kinds.append(kind)
        isBasic.append(false)
        rows.append(Row(constant: 0))
    }

    /// A basic symbol defined as `row` (over symbols added before it).
    mutating func addRow(_ row: Row, _ kind: Kind) {
        addSymbol(kind)
        isBasic[kinds.count - 1] = true
        rows[kinds.count - 1] = row
    }

    /// Per symbol: whether it is 0 on the whole cone (a non-negative symbol that cannot rise,
    /// or a zero one). Each non-negative symbol not yet seen rising is maximised; a ray found on
    /// the way shows every symbol that rises along it, so most need no run of their own.
    mutating func implicitEqualities() throws -> [Bool] {
        var rises = [Bool](repeating: false, count: kinds.count)
        var fixed = [Bool](repeating: false, count: kinds.count)
        var budget = 1_000 + 50 * kinds.count * kinds.count
        for target in kinds.indices {
            switch kinds[target] {
            case .free: continue
            case .zero: fixed[target] = true; continue
            case .nonNegative: if rises[target] { continue }
            }
            if let ray = try rayRaising(target, budget: &budget) {
                for s in kinds.indices where kinds[s] == .nonNegative && ray[s] > coefficientEpsilon { rises[s] = true }
            } else {
                fixed[target] = true
            }
        }
        return fixed
    }

    /// A direction of the cone along which `target` rises (each symbol's rate), or nil when
    /// `target` is 0 on the whole cone. Pivots as it goes; the cone stays the same.
    mutating func rayRaising(_ target: Int, budget: inout Int) throws -> [Double]? {
        while true {
            var objective = Row(constant: 0)
            if isBasic[target] { objective = rows[target] } else { objective.add(Symbol(target), 1) }
            guard let (entering, direction) = chooseEntering(objective) else { return nil }
            guard let leaving = chooseLeaving(entering, direction) else {
                var ray = [Double](repeating: 0, count: kinds.count)
                ray[Int(entering)] = direction
                for r in kinds.indices where isBasic[r] { ray[r] = rows[r].coefficient(of: entering) * direction }
                return ray
            }
            pivot(entering: entering, leaving: leaving)
            budget -= 1
            if budget <= 0 { throw SolverError.internalError("ambiguity check did not converge") }
        }
    }

    /// The smallest symbol whose move raises the objective, with the direction of that move.
    func chooseEntering(_ objective: Row) -> (Symbol, Double)? {
        for i in objective.ids.indices {
            let s = objective.ids[i], c = objective.coefs[i]
            switch kinds[Int(s)] {
            case .zero: continue
            case .free: if abs(c) > coefficientEpsilon { return (s, c > 0 ? 1 : -1) }
            case .nonNegative: if c > coefficientEpsilon { return (s, 1) }
            }
        }
        return nil
    }

    /// The smallest basic row that the move would take below 0 (or off 0, for a zero row).
    func chooseLeaving(_ s: Symbol, _ direction: Double) -> Int? {
        for r in kinds.indices where isBasic[r] {
            let a = rows[r].coefficient(of: s) * direction
            switch kinds[r] {
            case .free: continue
            case .nonNegative: if a < -coefficientEpsilon { return r }
            case .zero: if abs(a) > coefficientEpsilon { return r }
            }
        }
        return nil
    }

    mutating func pivot(entering s: Symbol, leaving r: Int) {
        var row = rows[r]
        row.add(Symbol(r), -1)
        row.solve(for: s)
        isBasic[r] = false
        rows[r] = Row(constant: 0)
        var unused: [Symbol] = []
        for x in kinds.indices where isBasic[x] {
            let c = rows[x].coefficient(of: s)
            if c == 0 { continue }
            rows[x].remove(s)
            rows[x].add(row, times: c, newKeys: &unused)
        }
        isBasic[Int(s)] = true
        rows[Int(s)] = row
    }
}
