/// One priority level of the objective (or phase 1's objective), kept dense by symbol:
/// every pivot substitutes into every level, and levels hold one error symbol per
/// optional constraint, so they are long. Dense storage makes a substitution cost the
/// pivot row's length, not the level's. `support` lists the symbols that may be nonzero
/// (in insertion order, compacted when scanned), so scans stay proportional to it.
struct ObjectiveLevel {
    var constant = 0.0
    private(set) var coef: [Double]
    private(set) var support: [Symbol] = []
    private var listed: [Bool]
    /// Symbols whose coefficient was written since `takeChanges`, each once (in the order first
    /// written): the tableau keeps its list of entering candidates current from these instead of
    /// scanning every level on every pivot. Once each, because the dual simplex writes the levels
    /// on every pivot and never takes the changes: a listing per write grew by the thousands per
    /// re-layout until the next add.
    private(set) var changed: [Symbol] = []
    private var isChanged: [Bool]

    init(symbolCount: Int) {
        coef = [Double](repeating: 0, count: symbolCount)
        listed = [Bool](repeating: false, count: symbolCount)
        isChanged = [Bool](repeating: false, count: symbolCount)
    }

    init(_ row: Row, symbolCount: Int) {
        self.init(symbolCount: symbolCount)
        add(row, times: 1)
    }

    /// The coefficient of `s`, with round-off below the epsilon read as 0.
    @inline(__always)
    func cost(_ s: Symbol) -> Double {
        let c = coef[Int(s)]
        return abs(c) < coefficientEpsilon ? 0 : c
    }

    /// Makes this level `row` (as `init(_:symbolCount:)` would) without reallocating: every
    /// nonzero cell is listed in `support`, so clearing those clears the level.
    mutating func reset(to row: Row) {
        for s in support {
            coef[Int(s)] = 0
            listed[Int(s)] = false
            noteChange(s)
        }
        support.removeAll(keepingCapacity: true)
        constant = 0
        add(row, times: 1)
    }

    mutating func appendSymbol() {
        coef.append(0)
        listed.append(false)
        isChanged.append(false)
    }

    mutating func truncate(to count: Int) {
        coef.removeLast(coef.count - count)
        listed.removeLast(listed.count - count)
        isChanged.removeLast(isChanged.count - count)
        support.removeAll { $0 >= Symbol(count) }
        changed.removeAll { $0 >= Symbol(count) }
    }

    /// Returns and clears the symbols written since the last call.
    mutating func takeChanges() -> [Symbol] {
        var out: [Symbol] = []
        swap(&out, &changed)
        for s in out { isChanged[Int(s)] = false }
        return out
    }

    @inline(__always)
    private mutating func noteChange(_ s: Symbol) {
        if isChanged[Int(s)] { return }
        isChanged[Int(s)] = true
        changed.append(s)
    }

    mutating func add(_ s: Symbol, _ c: Double) {
        let i = Int(s)
        let v = coef[i] + c
        coef[i] = abs(v) < coefficientEpsilon ? 0 : v
        noteChange(s)
        if coef[i] != 0 && !listed[i] {
            listed[i] = true
            support.append(s)
        }
    }

    /// `add(_:_:)` for each cell of `row` times `factor`, in the row's order, with the level's
    /// arrays held open for the whole row: a call per cell checked each array's uniqueness per
    /// cell, and every pivot of a rotation's dual simplex adds its row to every level.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        var changedList: [Symbol] = []
        var supportList: [Symbol] = []
        swap(&changedList, &changed)
        swap(&supportList, &support)
        coef.withUnsafeMutableBufferPointer { coef in
            listed.withUnsafeMutableBufferPointer { listed in
                isChanged.withUnsafeMutableBufferPointer { isChanged in
                    row.ids.withUnsafeBufferPointer { ids in
                        row.coefs.withUnsafeBufferPointer { coefs in
                            for j in 0..<ids.count {
                                let s = ids[j]
                                let i = Int(s)
                                let v = coef[i] + coefs[j] * factor
                                coef[i] = abs(v) < coefficientEpsilon ? 0 : v
                                if !isChanged[i] {
                                    isChanged[i] = true
                                    changedList.append(s)
                                }
                                if coef[i] != 0 && !listed[i] {
                                    listed[i] = true
                                    supportList.append(s)
                                }
                            }
                        }
                    }
                }
            }
        }
        swap(&changedList, &changed)
        swap(&supportList, &support)
    }

    /// Removes `s` and returns its coefficient.
    @discardableResult
    mutating func take(_ s: Symbol) -> Double {
        let c = coef[Int(s)]
        if c != 0 { noteChange(s) }
        coef[Int(s)] = 0
        return c
    }

    /// Drops zero entries from the support list; returns the nonzero symbols.
    mutating func compactSupport() -> [Symbol] {
        var kept = 0
        for s in support {
            if coef[Int(s)] != 0 {
                support[kept] = s
                kept += 1
            } else {
                listed[Int(s)] = false
            }
        }
        support.removeLast(support.count - kept)
        return support
    }

    /// The level's cells that may be nonzero, with their coefficients: enough to put it back.
    /// `changed` is only appended to until the next `takeChanges`, so its length is enough.
    struct Snapshot {
        var constant: Double
        var support: [Symbol]
        var coefficients: [Double]
        var changedCount: Int
    }

    func snapshot() -> Snapshot {
        Snapshot(constant: constant, support: support, coefficients: support.map { coef[Int($0)] }, changedCount: changed.count)
    }

    /// Puts the level back as `snapshot` found it (same symbol count): every nonzero cell is in
    /// `support`, so clearing the current support and writing the snapshot's restores it.
    mutating func restore(_ snapshot: Snapshot) {
        for s in support {
            coef[Int(s)] = 0
            listed[Int(s)] = false
        }
        for (s, c) in zip(snapshot.support, snapshot.coefficients) {
            coef[Int(s)] = c
            listed[Int(s)] = true
        }
        support = snapshot.support
        for s in changed.dropFirst(snapshot.changedCount) { isChanged[Int(s)] = false }
        changed.removeLast(max(changed.count - snapshot.changedCount, 0))
        constant = snapshot.constant
    }

    /// The nonzero cells as a row (ids ascending), e.g. a phase-1 infeasibility certificate.
    func asRow() -> Row {
        var row = Row(constant: constant)
        for s in support.sorted() where coef[Int(s)] != 0 {
            row.ids.append(s)
            row.coefs.append(coef[Int(s)])
        }
        return row
    }
}
