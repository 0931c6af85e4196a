/// The lexicographic objective and the two simplex methods over the tableau: the primal
/// simplex after adds and removals, the dual simplex after constants change.
extension Tableau {
    // MARK: Lexicographic objective

    func level(of priority: Float) -> Int? {
        levels.firstIndex(of: priority)
    }

    mutating func levelCreating(_ priority: Float) -> Int {
        if let l = level(of: priority) { return l }
        let at = levels.firstIndex(where: { $0 < priority }) ?? levels.count
        levels.insert(priority, at: at)
        objective.insert(ObjectiveLevel(symbolCount: kinds.count), at: at)
        return at
    }

    /// Adds `coefficient·s` to the objective at `level`, substituting s's row when s is basic.
    mutating func addToObjective(_ s: Symbol, _ coefficient: Double, level l: Int) {
        if isBasic[Int(s)] {
            objective[l].add(rows[Int(s)], times: coefficient)
        } else {
            objective[l].add(s, coefficient)
        }
    }

    // MARK: Primal simplex

    enum OptimizeResult { case optimal, unbounded }

    /// The entering symbol and its direction (+1 increase, -1 decrease; only unrestricted
    /// symbols decrease). Dantzig's rule within the highest level that can improve, or
    /// Bland's (smallest id) when `bland` is set to break a run of degenerate pivots.
    ///
    /// A symbol can only enter at its first level of nonzero cost (a cost above must be 0), so
    /// the candidates are the symbols whose first nonzero cost improves. Dantzig's choice is the
    /// top of `enteringHeap` (level, then |cost|, then id), kept from the levels' change logs;
    /// scanning every candidate on every pivot cost the number of optional constraints per pivot,
    /// quadratic on a long chain (each label's slack improves the same level).
    mutating func chooseEntering(phaseOne: Bool, bland: Bool) -> (Symbol, Double)? {
        if phaseOne {
            guard artificial != nil else { return nil }
            let candidates = artificial?.compactSupport() ?? []
            return pickEntering(candidates, bland: bland) { self.artificial?.cost($0) ?? 0 }
        }
        updateEnteringCandidates()
        if bland { return blandEntering() }
        while let top = enteringHeap.top {
            if let (l, c) = improvingCost(top.symbol), levels[l] == top.priority, abs(c) == top.magnitude {
                return (top.symbol, kinds[Int(top.symbol)] == .external && c > 0 ? -1 : 1)
            }
            enteringHeap.pop()  // an old entry: the symbol's cost changed since (a newer entry has it)
        }
        return nil
    }

    /// Bland's rule over the listed candidates: the smallest id within the highest level.
    mutating func blandEntering() -> (Symbol, Double)? {
        var bestLevel = Int.max
        var best: Symbol = -1
        var bestDir = 0.0
        var kept = 0
        for s in enteringCandidates {
            guard let (l, c) = improvingCost(s) else {
                isEnteringCandidate[Int(s)] = false
                continue
            }
            enteringCandidates[kept] = s
            kept += 1
            if l < bestLevel || (l == bestLevel && s < best) {
                bestLevel = l
                best = s
                bestDir = kinds[Int(s)] == .external && c > 0 ? -1 : 1
            }
        }
        enteringCandidates.removeLast(enteringCandidates.count - kept)
        return best >= 0 ? (best, bestDir) : nil
    }

    /// The level and cost at which `s` would improve the objective if it entered: its first
    /// nonzero cost, when that is negative (or nonzero for an unrestricted symbol); nil otherwise.
    func improvingCost(_ s: Symbol) -> (level: Int, cost: Double)? {
        let kind = kinds[Int(s)]
        if kind == .dummy { return nil }
        for l in objective.indices {
            let c = objective[l].cost(s)
            if c == 0 { continue }
            return kind == .external || c < 0 ? (l, c) : nil
        }
        return nil
    }

    /// Lists and queues the symbols whose costs changed since the last call and now improve.
    mutating func updateEnteringCandidates() {
        for l in objective.indices {
            for s in objective[l].takeChanges() {
                guard let (level, c) = improvingCost(s) else { continue }
                enteringHeap.push(EnteringEntry(priority: levels[level], magnitude: abs(c), symbol: s))
                if !isEnteringCandidate[Int(s)] {
                    isEnteringCandidate[Int(s)] = true
                    enteringCandidates.append(s)
                }
            }
        }
    }

    /// Dantzig's rule (largest improving |cost|, ties to the smaller id) or Bland's
    /// (smallest improving id). `cost` returns 0 for inadmissible symbols.
    private func pickEntering(_ candidates: [Symbol], bland: Bool, _ cost: (Symbol) -> Double) -> (Symbol, Double)? {
        var best: Symbol = -1
        var bestDir = 0.0
        var bestMagnitude = 0.0
        for s in candidates {
            let kind = kinds[Int(s)]
            if kind == .dummy { continue }
            let c = cost(s)
            let dir: Double
            if kind == .external {
                if c == 0 { continue }
                dir = c < 0 ? 1 : -1
            } else {
                if c >= 0 { continue }
                dir = 1
            }
            let better: Bool
            if best < 0 {
                better = true
            } else if bland {
                better = s < best
            } else {
                better = abs(c) > bestMagnitude || (abs(c) == bestMagnitude && s < best)
            }
            if better {
                best = s
                bestDir = dir
                bestMagnitude = abs(c)
            }
        }
        return best >= 0 ? (best, bestDir) : nil
    }

    /// The ratio test: the restricted row that first blocks `s` moving in `dir`.
    mutating func chooseLeaving(_ s: Symbol, direction dir: Double) -> Symbol? {
        var best: Symbol = -1
        var bestRatio = Double.infinity
        for r in rowsContaining(s) {
            let kind = kinds[Int(r)]
            if kind == .external { continue }
            let a = rows[Int(r)].coefficient(of: s) * dir
            let ratio: Double
            if kind == .dummy {
                if abs(a) < coefficientEpsilon { continue }
                ratio = 0
            } else {
                if a > -coefficientEpsilon { continue }
                ratio = max(0, rows[Int(r)].constant) / -a
            }
            if ratio < bestRatio || (ratio == bestRatio && r < best) {
                best = r
                bestRatio = ratio
            }
        }
        return best >= 0 ? best : nil
    }

    /// Primal simplex on the lexicographic objective (or phase 1's). Never loops forever:
    /// a pivot budget turns a numerical breakdown into an error.
    mutating func optimize(phaseOne: Bool = false) throws -> OptimizeResult {
        var degenerateRun = 0
        var budget = 100_000 + 50 * kinds.count
        while true {
            guard let (s, dir) = chooseEntering(phaseOne: phaseOne, bland: degenerateRun > 50) else {
                return .optimal
            }
            guard let r = chooseLeaving(s, direction: dir) else { return .unbounded }
            let before = rows[Int(r)].constant
            pivot(entering: s, leaving: r)
            degenerateRun = abs(before) <= feasibilityTolerance ? degenerateRun + 1 : 0
            budget -= 1
            if budget == 0 { throw SolverError.internalError("simplex did not converge") }
        }
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed (suggestions, in-place constants),
    /// keeping the objective optimal. Returns the row that proves infeasibility, if any.
    ///
    /// Each pivot keeps every non-basic symbol's reduced costs lexicographically
    /// non-negative (see `chooseDualEntering`), so the result is the lexicographic optimum
    /// with no primal pass afterwards.
    mutating func dualOptimize() throws -> Symbol? {
        var budget = 100_000 + 50 * kinds.count
        while let r = mostInfeasibleRow() {
            if kinds[Int(r)] == .dummy { return r }
            guard let s = chooseDualEntering(leaving: r) else { return r }
            pivot(entering: s, leaving: r)
            budget -= 1
            if budget == 0 { throw SolverError.internalError("dual simplex did not converge") }
        }
        return nil
    }

    /// The dual simplex's leaving row: the most negative restricted row (a dummy row that
    /// is not 0 first, in the order queued, as it proves infeasibility); ties go to the smaller
    /// id. Entries whose row left the basis or whose constant moved since are dropped (a
    /// row whose constant moves is queued again with the new one).
    mutating func mostInfeasibleRow() -> Symbol? {
        let tol = feasibilityTolerance
        for r in infeasible where isBasic[Int(r)] && abs(rows[Int(r)].constant) > tol { return r }
        infeasible.removeAll(keepingCapacity: true)
        while let top = infeasibleHeap.top {
            let ri = Int(top.row)
            guard isBasic[ri], kinds[ri] != .dummy, rows[ri].constant == top.constant else {
                infeasibleHeap.pop()
                continue
            }
            if top.constant < -tol { return top.row }
            // The most negative current row is feasible within tolerance: so is every row.
            infeasibleHeap.removeAll()
            return nil
        }
        return nil
    }

    /// The symbol with the lexicographically least ratio objective/coefficient among those
    /// that raise the row when increased; unrestricted symbols (cost 0) come first.
    ///
    /// Entering s with ratio θ (one entry per level) subtracts θ·a_t from every candidate
    /// t's reduced costs and gives the leaving symbol θ; all stay lexicographically
    /// non-negative exactly when no candidate's ratio is lexicographically below θ. A tie
    /// at a level therefore has to go to the next level, never to round-off (`dualRatio`).
    /// Dummies are pinned at 0 and never enter; symbols with a negative coefficient only
    /// lower the row and gain cost, so they need no check.
    ///
    /// It takes the row's symbol rather than the row: passing `rows[r]` to a method of the tableau
    /// copied the whole tableau on every pivot.
    func chooseDualEntering(leaving r: Symbol) -> Symbol? {
        let row = rows[Int(r)]
        var best: Symbol = -1
        var bestA = 0.0
        for i in row.ids.indices {
            let s = row.ids[i]
            let a = row.coefs[i]
            let kind = kinds[Int(s)]
            if kind == .dummy { continue }
            if kind == .external {
                if abs(a) < coefficientEpsilon { continue }
                return s  // ids ascend: the first unrestricted symbol is the smallest
            }
            if a < coefficientEpsilon { continue }
            if best < 0 || dualRatio(s, a, isLessThan: best, bestA) {
                best = s
                bestA = a
            }
        }
        return best >= 0 ? best : nil
    }

    /// Compares cost(s)/a with cost(t)/b lexicographically, highest level first.
    ///
    /// Entering s leaves t's cost at a level at b·(y − x) (and entering t leaves s's at
    /// a·(x − y)). When that is below `coefficientEpsilon` the level cannot tell them apart:
    /// the loser's cost there is stored and read as 0, so the next level must decide, as in
    /// exact arithmetic where the ratios tie. Comparing the rounded ratios exactly instead let
    /// round-off (2/1 against 1.9999999999999998/0.9999999999999998) settle a tie at a higher
    /// level, and the loser was left with a negative cost at a lower one (property test seed
    /// 1795317081722, system 186; `DualSimplexOptimalityTests`).
    func dualRatio(_ s: Symbol, _ a: Double, isLessThan t: Symbol, _ b: Double) -> Bool {
        let scale = max(a, b)
        for l in objective.indices {
            let x = objective[l].cost(s) / a
            let y = objective[l].cost(t) / b
            if abs(x - y) * scale < coefficientEpsilon { continue }
            return x < y
        }
        return false
    }
}

/// An entry a `PrecedenceHeap` orders: `precedes` is a strict total order (ids break ties), so
/// the top never depends on insertion order.
protocol HeapOrdered {
    func precedes(_ other: Self) -> Bool
}

/// A symbol that improved the objective when queued: its level's priority and |cost| then. The
/// entry stands only while both still hold (`Tableau.chooseEntering` drops it otherwise).
struct EnteringEntry: HeapOrdered {
    var priority: Float
    var magnitude: Double
    var symbol: Symbol

    /// Dantzig's order: higher level, then larger |cost|, then smaller id.
    func precedes(_ o: EnteringEntry) -> Bool {
        if priority != o.priority { return priority > o.priority }
        if magnitude != o.magnitude { return magnitude > o.magnitude }
        return symbol < o.symbol
    }
}

/// Entering candidates, first in Dantzig's order at the top.
typealias EnteringHeap = PrecedenceHeap<EnteringEntry>

/// A row queued for the dual simplex with its constant then (`Tableau.mostInfeasibleRow`).
struct InfeasibleEntry: HeapOrdered {
    var constant: Double
    var row: Symbol

    /// More negative first, then the smaller id.
    func precedes(_ o: InfeasibleEntry) -> Bool {
        constant != o.constant ? constant < o.constant : row < o.row
    }
}

/// Queued rows, the most infeasible at the top.
typealias InfeasibleHeap = PrecedenceHeap<InfeasibleEntry>

/// A binary heap whose top is the entry that precedes every other.
struct PrecedenceHeap<Entry: HeapOrdered> {
    private(set) var items: [Entry] = []

    var top: Entry? { items.first }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ e: Entry) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[i].precedes(items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() {
        guard !items.isEmpty else { return }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var first = i
            if l < items.count && items[l].precedes(items[first]) { first = l }
            if r < items.count && items[r].precedes(items[first]) { first = r }
            if first == i { break }
            items.swapAt(i, first)
            i = first
        }
    }

    /// Drops the entries `drop` selects (symbols removed by a failed add) and restores the order.
    mutating func removeAll(where drop: (Entry) -> Bool) {
        let kept = items.filter { !drop($0) }
        items = []
        for e in kept { push(e) }
    }
}
