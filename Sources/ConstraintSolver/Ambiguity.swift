/// Ambiguity: a variable is ambiguous when another optimal solution gives it another value.
///
/// The optimal face is the feasible region with every non-basic symbol of nonzero reduced
/// cost (at any level) held at 0. On a scratch copy of the tableau with those symbols
/// blocked, each candidate variable is maximised and minimised by the primal simplex; the
/// point stays on the optimal face throughout, so any variable whose value moves away from
/// the current optimum is ambiguous. Degenerate rows are handled by the simplex itself (a
/// blocked direction gives zero-length pivots, not a false positive).
extension Solver {
    /// The variables not uniquely determined at the current optimum, in id order.
    /// Variables that appear in no constraint are ambiguous (nothing determines them).
    public func ambiguousVariables() throws -> [Variable] {
        try flushIfNeeded()
        let n = names.count
        var scratch = optimalFace()
        let original = (0..<n).map { value(of: Variable(id: Int32($0))) }
        var ambiguous = [Bool](repeating: false, count: n)

        var mayMove = scratch.rowsThatMayMove()
        var mayMoveAt = scratch.pivotCount
        // Values only move when the simplex pivots; until then they are those last compared
        // (at first the optimum's own), so a run without a pivot has nothing new to compare.
        var comparedAt = scratch.pivotCount
        for v in 0..<n where !ambiguous[v] {
            let s = scratch.variableSymbol[v]
            if s < 0 { ambiguous[v] = true; continue }
            // Most variables are determined: tell so without reading their rows.
            if scratch.pivotCount != mayMoveAt {
                mayMove = scratch.rowsThatMayMove()
                mayMoveAt = scratch.pivotCount
            }
            if scratch.isBasic[Int(s)] ? !mayMove[Int(s)] : scratch.blocked[Int(s)] { continue }
            scratch.refresh(s)
            if !scratch.canMove(s) { continue }
            for direction in [1.0, -1.0] {
                scratch.refresh(s)
                var goal = Row(constant: 0)
                if scratch.isBasic[Int(s)] {
                    var unused: [Symbol] = []
                    goal.add(scratch.rows[Int(s)], times: -direction, newKeys: &unused)
                } else {
                    goal.add(s, -direction)
                }
                // One objective row reused for every query: a fresh one allocated two dense arrays.
                scratch.objective[0].reset(to: goal)
                if try scratch.optimize() == .unbounded {
                    ambiguous[v] = true
                    break
                }
                if scratch.pivotCount == comparedAt { continue }
                comparedAt = scratch.pivotCount
                for w in 0..<n where !ambiguous[w] {
                    let ws = scratch.variableSymbol[w]
                    guard ws >= 0 else { continue }
                    let x = scratch.value(ofSymbol: ws)
                    if abs(x - original[w]) > 1e-7 * max(1, abs(original[w])) { ambiguous[w] = true }
                }
                if ambiguous[v] { break }
            }
        }
        return (0..<n).filter { ambiguous[$0] }.map { Variable(id: Int32($0)) }
    }

    /// For each pair (a, b), whether the difference a − b is not uniquely determined at the
    /// current optimum, though a and b each may be: a view's offset from its superview when
    /// both move together. Each difference is maximised and minimised on the optimal face, as
    /// `ambiguousVariables` does for one variable.
    public func ambiguousDifferences(_ pairs: [(Variable, Variable)]) throws -> [Bool] {
        for (a, b) in pairs {
            try checkVariable(a)
            try checkVariable(b)
        }
        try flushIfNeeded()
        guard !pairs.isEmpty else { return [] }
        var scratch = optimalFace()
        var result: [Bool] = []
        for (a, b) in pairs {
            let sa = scratch.variableSymbol[Int(a.id)], sb = scratch.variableSymbol[Int(b.id)]
            // A variable in no constraint is free, and so is its difference with any other.
            guard sa >= 0, sb >= 0 else { result.append(true); continue }
            let original = value(of: a) - value(of: b)
            var ambiguous = false
            for direction in [1.0, -1.0] where !ambiguous {
                var goal = Row(constant: 0)
                var unused: [Symbol] = []
                for (s, sign) in [(sa, 1.0), (sb, -1.0)] {
                    scratch.refresh(s)
                    if scratch.isBasic[Int(s)] {
                        goal.add(scratch.rows[Int(s)], times: -direction * sign, newKeys: &unused)
                    } else {
                        goal.add(s, -direction * sign)
                    }
                }
                scratch.objective[0].reset(to: goal)
                if try scratch.optimize() == .unbounded {
                    ambiguous = true
                } else {
                    let x = scratch.value(ofSymbol: sa) - scratch.value(ofSymbol: sb)
                    ambiguous = abs(x - original) > 1e-7 * max(1, abs(original))
                }
            }
            result.append(ambiguous)
        }
        return result
    }

    /// A scratch copy of the tableau confined to the optimal face: every symbol with a cost at
    /// any level is blocked, and one empty objective level is left for the queries to set.
    private func optimalFace() -> Tableau {
        var scratch = tableau
        scratch.blocked = [Bool](repeating: false, count: scratch.kinds.count)
        for l in scratch.objective.indices {
            for s in scratch.objective[l].compactSupport() where scratch.objective[l].cost(s) != 0 {
                scratch.blocked[Int(s)] = true
            }
        }
        scratch.infeasible.removeAll()
        scratch.levels = [0]
        scratch.objective = [ObjectiveLevel(symbolCount: scratch.kinds.count)]
        return scratch
    }

    /// Whether `v` is not uniquely determined at the current optimum.
    public func isAmbiguous(_ v: Variable) throws -> Bool {
        try checkVariable(v)
        return try ambiguousVariables().contains(v)
    }
}

extension Tableau {
    /// Per basic symbol: whether its row may change on the optimal face, i.e. names a
    /// free symbol (non-basic, neither blocked nor a dummy), directly or through a basic
    /// row that it still names lazily. False means `canMove` is false; true may still be a
    /// cancellation that `canMove` on the refreshed row rules out. Read from the free
    /// symbols' columns, so it costs them, not every row: at an optimum few symbols are free.
    mutating func rowsThatMayMove() -> [Bool] {
        var may = [Bool](repeating: false, count: kinds.count)
        var movingRestricted: [Symbol] = []
        for m in kinds.indices where !isBasic[m] && kinds[m] != .dummy && !blocked[m] {
            for r in rowsContaining(Symbol(m)) where !may[Int(r)] {
                may[Int(r)] = true
                if kinds[Int(r)] != .external { movingRestricted.append(r) }
            }
        }
        for t in movingRestricted {
            for r in rowsContaining(t) where kinds[Int(r)] == .external { may[Int(r)] = true }
        }
        return may
    }

    /// Whether symbol `s` can change on the optimal face at all: it must depend on some
    /// symbol that is neither blocked nor a dummy.
    func canMove(_ s: Symbol) -> Bool {
        if !isBasic[Int(s)] { return !blocked[Int(s)] }
        for t in rows[Int(s)].ids where kinds[Int(t)] != .dummy && !blocked[Int(t)] { return true }
        return false
    }
}
