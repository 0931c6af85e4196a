/// A symbol that entered the basis while an unrestricted row kept naming it, with its
/// coefficient in that row and the `basisEpoch` of its entry.
struct StaleEntry {
    var symbol: Symbol
    var coefficient: Double
    var epoch: Int
}

/// One constraint as the tableau knows it: the normalised expression `Σ terms + constant`
/// compared with 0, and the symbols that carry it (kiwi's "tag").
struct ConstraintRecord {
    var terms: [(variable: Int32, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Float
    /// The slack (inequality), dummy (required equality) or e+ (optional equality).
    var marker: Symbol
    /// The error of an optional inequality, or e- of an optional equality; -1 when none.
    var other: Symbol
    /// The marker's coefficient in `terms + constant + marker·μ + … = 0`.
    var markerCoefficient: Double

    var isRequired: Bool { priority >= 1000 }
}

/// The simplex tableau, kiwi's `solverimpl.h` state with three changes: a column index
/// (symbol → rows containing it), a lexicographic objective (one row per priority level,
/// highest first) and relative feasibility tolerances. It is a value type, so a failed
/// operation restores a copy taken before it.
struct Tableau {
    // Per symbol (indexed by Symbol).
    var kinds: [SymbolKind] = []
    var isBasic: [Bool] = []
    /// `rows[s]` is s's row when `isBasic[s]`.
    var rows: [Row] = []
    /// Rows that may contain the symbol. Maintained lazily: entries go stale when a cell
    /// cancels or a row leaves the basis, and are dropped the next time the column is read.
    var columns: [[Symbol]] = []
    /// The constraint whose marker or error a symbol is; -1 for externals.
    var owner: [Int32] = []
    var stamp: [UInt32] = []
    var stampCounter: UInt32 = 0

    /// Optional priority levels, highest first, with one objective row each.
    var levels: [Float] = []
    var objective: [ObjectiveLevel] = []
    /// Phase 1's objective while an add runs through an artificial variable.
    var artificial: ObjectiveLevel? = nil
    /// Required equalities' rows whose constant may have left 0 (dual simplex queue, in order).
    var infeasible: [Symbol] = []
    /// Slack and error rows whose constant may have gone negative, most negative first (the dual
    /// simplex's leaving row; a scan of a list per pivot cost as much as the pivots on a rotation).
    var infeasibleHeap = InfeasibleHeap()
    /// Per unrestricted basic row: the symbols it may still name that entered the basis
    /// after it was last brought up to date (see `substitute`). Reading its value costs
    /// this list, not the row.
    var staleSymbols: [[StaleEntry]] = []
    /// Per symbol: the `basisEpoch` at which it last entered the basis. A stale entry
    /// recorded in an earlier stay is inert (a later stay has its own entry).
    var enteredAt: [Int] = []
    var basisEpoch = 0
    /// Per symbol: the order of its last `install`. An unrestricted row may name unrestricted
    /// basic symbols installed before it (see `addShallow`), so this order evaluates them.
    var installedAt: [Int] = []
    var installCounter = 0
    /// Unrestricted symbols in install order with the `installedAt` of each install: an entry is
    /// current while its symbol is basic with that order. Values read the unrestricted rows in
    /// this order (sorting them by `installedAt` on every read was most of reading the values).
    /// Kept in the copies that failed operations restore from, so it is put back with them.
    var installLog: [(symbol: Symbol, order: Int)] = []
    /// Length of `installLog` after its last compaction.
    var installLogCompacted = 0
    /// Symbols whose first nonzero objective cost may improve it (see `chooseEntering`), with a
    /// flag per symbol that says it is listed, and the same in Dantzig's order.
    var enteringCandidates: [Symbol] = []
    var isEnteringCandidate: [Bool] = []
    var enteringHeap = EnteringHeap()
    /// Pivots performed so far (a work measure for benchmarks and tests).
    var pivotCount = 0
    /// Reused storage for row merges.
    var mergeBuffer = MergeBuffer()
    /// Reused storage for the keys a substitution adds to a row (`substitute`).
    var substituteKeys: [Symbol] = []
    /// Reused storage for `refresh` and `expandedRow`: one coefficient per symbol, all 0
    /// between calls.
    var denseRow: [Double] = []
    var denseBasic: [Double] = []
    /// While a phase 1 that may have to be undone runs: what it overwrote (see `Journal`).
    var journal: Journal? = nil

    /// Per variable id: its external symbol, or -1 before its first use.
    var variableSymbol: [Symbol] = []
    /// Per constraint handle id; nil once removed.
    var constraints: [ConstraintRecord?] = []
    /// Largest constant magnitude seen; feasibility tolerances scale with it.
    var constantScale: Double = 1

    var feasibilityTolerance: Double { 1e-9 * constantScale }

    mutating func newSymbol(_ kind: SymbolKind, owner constraintID: Int32 = -1) -> Symbol {
        let s = Symbol(kinds.count)
        kinds.append(kind)
        isBasic.append(false)
        rows.append(Row(constant: 0))
        columns.append([])
        owner.append(constraintID)
        stamp.append(0)
        staleSymbols.append([])
        enteredAt.append(0)
        installedAt.append(0)
        isEnteringCandidate.append(false)
        for l in objective.indices { objective[l].appendSymbol() }
        artificial?.appendSymbol()
        return s
    }

    /// Drops symbols created since `count` (they must appear in no row): undoes a failed add.
    mutating func truncateSymbols(to count: Int) {
        guard kinds.count > count else { return }
        kinds.removeLast(kinds.count - count)
        isBasic.removeLast(isBasic.count - count)
        rows.removeLast(rows.count - count)
        columns.removeLast(columns.count - count)
        owner.removeLast(owner.count - count)
        stamp.removeLast(stamp.count - count)
        staleSymbols.removeLast(staleSymbols.count - count)
        enteredAt.removeLast(enteredAt.count - count)
        installedAt.removeLast(installedAt.count - count)
        isEnteringCandidate.removeLast(isEnteringCandidate.count - count)
        enteringCandidates.removeAll { $0 >= Symbol(count) }
        enteringHeap.removeAll { $0.symbol >= Symbol(count) }
        for l in objective.indices { objective[l].truncate(to: count) }
        artificial?.truncate(to: count)
        for v in variableSymbol.indices where variableSymbol[v] >= Symbol(count) { variableSymbol[v] = -1 }
        installLog.removeAll { $0.symbol >= Symbol(count) }
        installLogCompacted = min(installLogCompacted, installLog.count)
    }

    /// Appends an unrestricted install to `installLog`, dropping the entries no longer current
    /// once the log has doubled (amortised constant). Not while a journal runs: a rollback makes
    /// an earlier install current again, and the copy it restores from holds the log as it was.
    mutating func logInstall(_ s: Symbol) {
        installLog.append((s, installCounter))
        compactInstallLogIfNeeded()
    }

    /// Also called when a journal ends, so installs made under journals do not pile up.
    mutating func compactInstallLogIfNeeded() {
        guard journal == nil, installLog.count > 2 * installLogCompacted + 64 else { return }
        installLog.removeAll { !(isBasic[Int($0.symbol)] && installedAt[Int($0.symbol)] == $0.order) }
        installLogCompacted = installLog.count
    }

    func isRestricted(_ s: Symbol) -> Bool { kinds[Int(s)] != .external }

    /// Whether a stale entry still stands for a basic symbol that the row names: the
    /// symbol is basic in the same stay as when the entry was made. (Its coefficient in the
    /// row cannot change meanwhile: a lazily kept row is only ever changed by `refresh`,
    /// which clears the list, or by substituting a symbol whose row names no basic symbol.)
    @inline(__always)
    func isCurrent(_ e: StaleEntry) -> Bool {
        isBasic[Int(e.symbol)] && enteredAt[Int(e.symbol)] == e.epoch
    }

    /// Brings an unrestricted basic row up to date: substitutes the basic symbols it still
    /// names (their rows are fully substituted, so one pass suffices).
    ///
    /// The row is long (a position down a stack names the errors of everything above it)
    /// and the stale rows bring new symbols, so merging them in one at a time moved the
    /// long row once per insertion (over half of a wrapping re-layout). They are summed in
    /// `denseRow` instead, in the same order and with the same dropping of cancelled cells
    /// as one merge after another, so the row and the column index come out as they did;
    /// the cost is one pass over the row plus the stale rows.
    mutating func refresh(_ x: Symbol) {
        let xi = Int(x)
        guard isBasic[xi], !staleSymbols[xi].isEmpty else { return }
        let stale = staleSymbols[xi].filter(isCurrent).map(\.symbol)
        journalStale(xi)
        staleSymbols[xi].removeAll()
        if stale.isEmpty { return }
        var dense: [Double] = []
        swap(&dense, &denseRow)
        if dense.count < kinds.count { dense.append(contentsOf: repeatElement(0, count: kinds.count - dense.count)) }
        let old = rows[xi]
        for i in old.ids.indices { dense[Int(old.ids[i])] = old.coefs[i] }
        var constant = old.constant
        var newKeys: [Symbol] = []
        for t in stale {
            let c = dense[Int(t)]
            if c == 0 { continue }
            dense[Int(t)] = 0
            let other = rows[Int(t)]
            constant += other.constant * c
            for j in other.ids.indices {
                let k = Int(other.ids[j])
                let was = dense[k]
                let v = was + other.coefs[j] * c
                dense[k] = abs(v) < coefficientEpsilon ? 0 : v
                if was == 0 && dense[k] != 0 { newKeys.append(other.ids[j]) }
            }
        }
        // Entries under the epsilon were zeroed as they were summed, so gathering drops just those.
        var keys = old.ids + newKeys
        let row = Row.gathering(constant: constant, keys: &keys, from: &dense)
        swap(&dense, &denseRow)
        journalRow(xi)
        rows[xi] = row
        noteNewKeys(newKeys, inRow: x)
    }

    /// Substitutes every unrestricted row that still names basic symbol `t`.
    mutating func refreshRowsNaming(_ t: Symbol) {
        guard isBasic[Int(t)] else { return }
        for r in rowsContaining(t) where kinds[Int(r)] == .external { refresh(r) }
    }

    // MARK: Column index

    /// The basic rows that contain `s`, with the column compacted (stale and duplicate
    /// entries dropped). Order follows the history of calls, so it is deterministic.
    ///
    /// A column that needs no compaction is neither written nor journalled: compacting it in
    /// place when the journal keeps it copied it first, and a window width's columns hold
    /// thousands of entries.
    mutating func rowsContaining(_ s: Symbol) -> [Symbol] {
        let si = Int(s)
        let n = columns[si].count
        if n == 0 { return [] }
        stampCounter &+= 1
        if stampCounter == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            stampCounter = 1
        }
        let mark = stampCounter
        var firstDropped = n
        for i in 0..<n {
            let ri = Int(columns[si][i])
            guard stamp[ri] != mark, isBasic[ri], rows[ri].contains(s) else {
                firstDropped = i
                break
            }
            stamp[ri] = mark
        }
        if firstDropped == n { return columns[si] }
        journalColumn(si)
        var kept = firstDropped
        for i in firstDropped..<n {
            let r = columns[si][i]
            let ri = Int(r)
            if stamp[ri] == mark { continue }
            if isBasic[ri] && rows[ri].contains(s) {
                stamp[ri] = mark
                columns[si][kept] = r
                kept += 1
            }
        }
        columns[si].removeLast(n - kept)
        return columns[si]
    }

    /// Lists row `r` in the columns of `keys`. Under a journal an append needs no copy of the
    /// column (a copy per column touched was most of a rotation's dual simplex): a column may list
    /// rows that no longer contain its symbol, so the rows put back are still found. Only a row
    /// made during the journal is kept out, as its symbol is dropped on rollback.
    mutating func noteNewKeys(_ keys: [Symbol], inRow r: Symbol) {
        if Int(r) >= journal?.count ?? Int.max {
            for k in keys { journalColumn(Int(k)) }
        }
        columns.withUnsafeMutableBufferPointer { columns in
            for k in keys { columns[Int(k)].append(r) }
        }
    }

    /// Installs `row` as the row of basic symbol `s`.
    mutating func install(_ s: Symbol, _ row: Row) {
        journalRow(Int(s))
        journalSymbol(Int(s))
        rows[Int(s)] = row
        if !staleSymbols[Int(s)].isEmpty {
            journalStale(Int(s))
            staleSymbols[Int(s)].removeAll()
        }
        isBasic[Int(s)] = true
        installCounter += 1
        installedAt[Int(s)] = installCounter
        if kinds[Int(s)] == .external { logInstall(s) }
        noteNewKeys(row.ids, inRow: s)
        queueIfInfeasible(s)
    }

    mutating func queueIfInfeasible(_ r: Symbol) {
        let k = kinds[Int(r)]
        if k == .external { return }
        let c = rows[Int(r)].constant
        if k == .dummy {
            if c != 0 { infeasible.append(r) }
        } else if c < 0 {
            infeasibleHeap.push(InfeasibleEntry(constant: c, row: r))
        }
    }

    /// Empties both dual simplex queues.
    mutating func clearInfeasible() {
        infeasible.removeAll()
        infeasibleHeap.removeAll()
    }

    // MARK: Substitution and pivoting

    /// Replaces `s` by `row` (s's definition) in every row, the objective and phase 1's
    /// objective. Touches only the rows of s's column.
    ///
    /// Unrestricted (external) rows take no part in pivoting, so when a restricted symbol
    /// enters they are left naming it (Cassowary's unrestricted rows, kept lazily): such a
    /// row stays a valid equation, its value is read through the restricted rows, and it is
    /// brought up to date (`refresh`) only before it is used as a row, or once its stale
    /// list outgrows max(16, a quarter of the row): a refresh costs the row's length, so
    /// that spreads it to a constant per entry, while a value read costs the list (the
    /// fixed cap of 16 refreshed rows of hundreds of cells every 16 pivots: wrapping
    /// re-layout 5x slower). s's column keeps those rows so they can be found. An entering
    /// unrestricted symbol is substituted everywhere (`everywhere`), so unrestricted rows
    /// only ever name restricted symbols.
    mutating func substitute(_ s: Symbol, with row: Row, everywhere: Bool = false) {
        // Both scratch lists are borrowed from the tableau: a pivot touches two or three short rows,
        // so allocating them per pivot cost more than the merges.
        var newKeys: [Symbol] = []
        swap(&newKeys, &substituteKeys)
        var buffer = MergeBuffer()
        swap(&buffer, &mergeBuffer)
        let lazy = !everywhere && kinds[Int(s)] != .external
        basisEpoch += 1
        let epoch = basisEpoch
        journalSymbol(Int(s))
        enteredAt[Int(s)] = epoch
        var skipped: [Symbol] = []
        for r in rowsContaining(s) {
            let ri = Int(r)
            if lazy && kinds[ri] == .external {
                journalStale(ri)
                staleSymbols[ri].append(StaleEntry(symbol: s, coefficient: rows[ri].coefficient(of: s), epoch: epoch))
                if staleSymbols[ri].count <= max(16, rows[ri].ids.count / 4) {
                    skipped.append(r)
                    continue
                }
                refresh(r)  // bounds the cost of reading r's value
                if !rows[ri].contains(s) { continue }
            }
            let c = rows[ri].coefficient(of: s)
            newKeys.removeAll(keepingCapacity: true)
            journalRow(ri)
            rows[ri].add(row, times: c, dropping: s, newKeys: &newKeys, buffer: &buffer)
            noteNewKeys(newKeys, inRow: r)
            queueIfInfeasible(r)
        }
        journalColumn(Int(s))
        columns[Int(s)].removeAll(keepingCapacity: true)
        columns[Int(s)].append(contentsOf: skipped)
        for l in objective.indices {
            let c = objective[l].take(s)
            if c != 0 { objective[l].add(row, times: c) }
        }
        if artificial != nil {
            let c = artificial?.take(s) ?? 0
            if c != 0 { artificial?.add(row, times: c) }
        }
        swap(&buffer, &mergeBuffer)
        newKeys.removeAll(keepingCapacity: true)
        swap(&newKeys, &substituteKeys)
    }

    /// Takes basic `b` out of the basis and returns its row as the equation `0 = row - b`.
    /// An unrestricted row is expanded (`expandedRow`): the equation is substituted into
    /// restricted rows, which name no basic symbol.
    mutating func detachRow(_ b: Symbol) -> Row {
        refresh(b)
        var row = kinds[Int(b)] == .external ? expandedRow(b) : rows[Int(b)]
        journalSymbol(Int(b))
        isBasic[Int(b)] = false
        journalRow(Int(b))
        rows[Int(b)] = Row(constant: 0)
        row.add(b, -1)
        return row
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount += 1
        var row = detachRow(leaving)
        row.solve(for: entering)
        substitute(entering, with: row)
        install(entering, row)
    }
}

/// What a phase 1 overwrote in the per-symbol rows, columns and stale lists, so a failed add
/// can put them back. The rest of the tableau is restored from a copy taken before
/// (`addWithArtificialVariable`); these three are journalled rather than copied because a copy
/// retains and releases every symbol's arrays, and phase 1 on a layout writes few of them.
/// Each index is kept once, as it was before phase 1: journalling every write made a phase 1
/// of many pivots over long rows copy a row per write (random_300 of the solver bench 3x slower),
/// while once per index costs at most what the full copy did. Symbols created during phase 1
/// (index ≥ `count`) are dropped on failure anyway and are not kept.
struct Journal {
    let count: Int
    /// Rows as they were: the constant and the cells, copied into `cellIDs` and `cellCoefs` at
    /// `start..<end`. Keeping the rows themselves shared their arrays with the tableau, so the
    /// next write to each copied it (a rotation journals ~1,500 rows); a copy of a dozen cells
    /// into one growing list costs less, and the tableau's rows stay unique.
    var rows: [(index: Int, constant: Double, start: Int, end: Int)] = []
    var cellIDs: [Symbol] = []
    var cellCoefs: [Double] = []
    var columns: [(index: Int, column: [Symbol])] = []
    var stale: [(index: Int, entries: [StaleEntry])] = []
    /// A symbol's place in the basis (`isBasic`, `enteredAt`, `installedAt`), kept the same way:
    /// copying those arrays whole on the first write of a rotation's dual simplex cost more
    /// than its pivots.
    var symbols: [(index: Int, basic: Bool, entered: Int, installed: Int)] = []
    /// Constraint constants as they were, in the order changed (`shiftConstant`).
    var constants: [(id: Int32, constant: Double)] = []
    /// Per index below `count`: bit 1 row kept, 2 column kept, 4 stale list kept, 8 symbol kept.
    var kept: [UInt8]

    init(count: Int) {
        self.count = count
        kept = [UInt8](repeating: 0, count: count)
    }

    mutating func keep(_ row: Row, at i: Int) {
        let start = cellIDs.count
        cellIDs.append(contentsOf: row.ids)
        cellCoefs.append(contentsOf: row.coefs)
        rows.append((i, row.constant, start, cellIDs.count))
    }

    /// The row kept at `rows[k]`.
    func keptRow(_ k: Int) -> Row {
        let e = rows[k]
        var row = Row(constant: e.constant)
        row.ids = Array(cellIDs[e.start..<e.end])
        row.coefs = Array(cellCoefs[e.start..<e.end])
        return row
    }

    /// Whether `i` still needs keeping for `bit`; marks it kept.
    @inline(__always)
    mutating func claim(_ i: Int, _ bit: UInt8) -> Bool {
        guard i < count, kept[i] & bit == 0 else { return false }
        kept[i] |= bit
        return true
    }
}

extension Tableau {
    @inline(__always)
    mutating func journalRow(_ i: Int) {
        guard journal?.claim(i, 1) == true else { return }
        journal?.keep(rows[i], at: i)
    }

    @inline(__always)
    mutating func journalColumn(_ i: Int) {
        guard journal?.claim(i, 2) == true else { return }
        let old = columns[i]
        journal?.columns.append((i, old))
    }

    @inline(__always)
    mutating func journalStale(_ i: Int) {
        guard journal?.claim(i, 4) == true else { return }
        let old = staleSymbols[i]
        journal?.stale.append((i, old))
    }

    @inline(__always)
    mutating func journalSymbol(_ i: Int) {
        guard journal?.claim(i, 8) == true else { return }
        journal?.symbols.append((i, isBasic[i], enteredAt[i], installedAt[i]))
    }

    /// Puts `rows`, `columns`, `staleSymbols`, the symbols' basis entries and the changed
    /// constants back as they were when `journal` started.
    mutating func rollBack(_ journal: Journal) {
        for k in journal.rows.indices { rows[journal.rows[k].index] = journal.keptRow(k) }
        for e in journal.columns { columns[e.index] = e.column }
        for e in journal.stale { staleSymbols[e.index] = e.entries }
        for e in journal.symbols {
            isBasic[e.index] = e.basic
            enteredAt[e.index] = e.entered
            installedAt[e.index] = e.installed
        }
        for e in journal.constants.reversed() { constraints[Int(e.id)]?.constant = e.constant }
        rows.removeLast(rows.count - journal.count)
        columns.removeLast(columns.count - journal.count)
        staleSymbols.removeLast(staleSymbols.count - journal.count)
    }
}
