/// Adding, removing and changing constraints (kiwi's addConstraint, removeConstraint and
/// suggestValue, with a transactional failed add and an in-place constant change).
extension Tableau {
    /// Why an add or constant change failed: the row that proves the required constraints
    /// infeasible (its nonzero marker coefficients are the dual certificate).
    struct Infeasible: Error {
        var certificate: Row
    }

    mutating func symbol(forVariable v: Int32) -> Symbol {
        let s = variableSymbol[Int(v)]
        if s >= 0 { return s }
        let n = newSymbol(.external)
        variableSymbol[Int(v)] = n
        return n
    }

    /// Adds constraint `id` (already validated). Throws `Infeasible` with the tableau
    /// unchanged when the required constraints cannot hold together.
    mutating func add(_ record: ConstraintRecord, id: Int32, optimizeAfter: Bool) throws {
        let symbolCount = kinds.count
        constantScale = max(constantScale, abs(record.constant))
        var rec = record
        var row = Row(constant: record.constant)
        var scratch: [Symbol] = []
        // The merge storage is borrowed from the tableau: a fresh buffer per term allocated twice.
        var buffer = MergeBuffer()
        swap(&buffer, &mergeBuffer)
        let shallow = shallowSubject(record)
        for (v, c) in record.terms {
            let s = symbol(forVariable: v)
            if isBasic[Int(s)] && shallow == nil {
                refresh(s)
                row.add(expandedRow(s), times: c, dropping: -1, newKeys: &scratch, buffer: &buffer)
            } else {
                row.add(s, c)
            }
        }
        swap(&buffer, &mergeBuffer)
        switch (record.relation, record.isRequired) {
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            let μ: Double = record.relation == .lessThanOrEqual ? 1 : -1
            rec.marker = newSymbol(.slack, owner: id)
            rec.markerCoefficient = μ
            row.add(rec.marker, μ)
            if !record.isRequired {
                rec.other = newSymbol(.error, owner: id)
                row.add(rec.other, -μ)
            }
        case (.equal, true):
            rec.marker = newSymbol(.dummy, owner: id)
            rec.markerCoefficient = 1
            row.add(rec.marker, 1)
        case (.equal, false):
            rec.marker = newSymbol(.error, owner: id)
            rec.other = newSymbol(.error, owner: id)
            rec.markerCoefficient = -1
            row.add(rec.marker, -1)
            row.add(rec.other, 1)
        }
        if row.constant < 0 { row.scale(-1) }

        if let subject = shallow ?? chooseSubject(row, rec) {
            row.solve(for: subject)
            substitute(subject, with: row)
            install(subject, row)
        } else if row.ids.allSatisfy({ kinds[Int($0)] == .dummy }) {
            // Every cell is a required equality's marker: redundant or contradictory.
            if abs(row.constant) > feasibilityTolerance {
                truncateSymbols(to: symbolCount)
                throw Infeasible(certificate: row)
            }
            row.solve(for: rec.marker)
            substitute(rec.marker, with: row)
            install(rec.marker, row)
        } else {
            try addWithArtificialVariable(row, restoreSymbolsTo: symbolCount)
        }

        if !record.isRequired {
            let l = levelCreating(record.priority)
            if rec.other >= 0 { addToObjective(rec.other, 1, level: l) }
            if kinds[Int(rec.marker)] == .error { addToObjective(rec.marker, 1, level: l) }
        }
        while constraints.count <= Int(id) { constraints.append(nil) }
        constraints[Int(id)] = rec
        if optimizeAfter { try optimizeObjective() }
    }

    /// kiwi's subject rule, preferring the unrestricted symbol that appears in the fewest
    /// rows (a new one costs no substitution at all; this keeps rows short), then a new
    /// slack or error that can be basic with a non-negative constant.
    func chooseSubject(_ row: Row, _ rec: ConstraintRecord) -> Symbol? {
        var best: Symbol = -1
        var bestCount = Int.max
        for s in row.ids where kinds[Int(s)] == .external {
            let count = columns[Int(s)].count
            if count < bestCount { best = s; bestCount = count }
            if count == 0 { break }
        }
        if best >= 0 { return best }
        let markerKind = kinds[Int(rec.marker)]
        if (markerKind == .slack || markerKind == .error) && row.coefficient(of: rec.marker) < 0 {
            return rec.marker
        }
        if rec.other >= 0 && row.coefficient(of: rec.other) < 0 { return rec.other }
        return nil
    }

    /// Phase 1: an artificial variable takes the row and is minimised to 0. On failure the
    /// tableau is restored and the artificial objective is the infeasibility certificate.
    mutating func addWithArtificialVariable(_ row: Row, restoreSymbolsTo symbolCount: Int) throws {
        // The copy holds everything but the rows, columns and stale lists, which the journal
        // keeps instead: phase 1 then copies only what it writes.
        var saved = self
        saved.rows = []
        saved.columns = []
        saved.staleSymbols = []
        journal = Journal(count: kinds.count)
        let art = newSymbol(.artificial)
        install(art, row)
        clearInfeasible()
        artificial = ObjectiveLevel(row, symbolCount: kinds.count)
        let result: OptimizeResult
        do {
            result = try optimize(phaseOne: true)
        } catch {
            journal = nil
            throw error
        }
        let written = journal ?? Journal(count: kinds.count)
        journal = nil
        let residual = artificial?.constant ?? 0
        if result == .unbounded || residual > feasibilityTolerance {
            let certificate = artificial?.asRow() ?? row
            var current = (rows: rows, columns: columns, stale: staleSymbols)
            self = saved
            swap(&rows, &current.rows)
            swap(&columns, &current.columns)
            swap(&staleSymbols, &current.stale)
            rollBack(written)
            truncateSymbols(to: symbolCount)
            throw Infeasible(certificate: certificate)
        }
        if isBasic[Int(art)] {
            var artRow = detachRow(art)
            if let entering = pivotableSymbol(in: artRow) {
                artRow.solve(for: entering)
                substitute(entering, with: artRow)
                install(entering, artRow)
            }
        }
        for r in rowsContaining(art) { rows[Int(r)].remove(art) }
        columns[Int(art)].removeAll()
        for l in objective.indices { objective[l].take(art) }
        artificial = nil
    }

    /// A symbol to pivot a degenerate artificial row onto: a slack or error first, then an
    /// unrestricted symbol, then a dummy (the constraint was redundant).
    func pivotableSymbol(in row: Row) -> Symbol? {
        if let s = row.ids.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }) { return s }
        if let s = row.ids.first(where: { kinds[Int($0)] == .external }) { return s }
        return row.ids.first(where: { kinds[Int($0)] == .dummy })
    }

    mutating func optimizeObjective() throws {
        if try optimize() == .unbounded {
            throw SolverError.internalError("the objective is unbounded")
        }
    }

    // MARK: Removal

    mutating func remove(id: Int32) throws {
        guard id >= 0, Int(id) < constraints.count, let rec = constraints[Int(id)] else {
            throw SolverError.unknownConstraint(ConstraintHandle(id: id))
        }
        if !rec.isRequired, let l = level(of: rec.priority) {
            for e in [rec.marker, rec.other] where e >= 0 && kinds[Int(e)] == .error {
                addToObjective(e, -1, level: l)
            }
        }
        let m = rec.marker
        // The constraint's symbols are about to disappear: no row may still name them.
        refreshRowsNaming(m)
        if rec.other >= 0 { refreshRowsNaming(rec.other) }
        if isBasic[Int(m)] {
            journalSymbol(Int(m))
            isBasic[Int(m)] = false
            rows[Int(m)] = Row(constant: 0)
        } else if let leaving = markerLeavingRow(m) {
            var row = detachRow(leaving)
            row.solve(for: m)
            substitute(m, with: row, everywhere: true)
        }
        // In exact arithmetic the constraint's symbols now appear nowhere; clear round-off.
        for s in [m, rec.other] where s >= 0 {
            if isBasic[Int(s)] {
                journalSymbol(Int(s))
                isBasic[Int(s)] = false
                rows[Int(s)] = Row(constant: 0)
            }
            for r in rowsContaining(s) { rows[Int(r)].remove(s) }
            columns[Int(s)].removeAll()
            for l in objective.indices { objective[l].take(s) }
        }
        constraints[Int(id)] = nil
    }

    /// kiwi's getMarkerLeavingRow: the row to pivot a non-basic marker into before dropping
    /// it, chosen so that the remaining rows stay feasible.
    ///
    /// A basic dummy's row comes first. Such a row belongs to a redundant required
    /// equality (added when its row was all dummies with constant 0) and names only
    /// dummies; it is pinned at 0 whichever the sign of m's coefficient. Pivoting m there
    /// defines m by dummies with constant 0, so no other row's constant moves and the
    /// remaining copy keeps holding. kiwi's ratio test files it under "positive
    /// coefficient" and prefers any negative one; pivoting m into that row then writes the
    /// row's constant into the dummy row, violating the copy that stays.
    mutating func markerLeavingRow(_ m: Symbol) -> Symbol? {
        var r0: Symbol = -1, r1: Symbol = -1, r2: Symbol = -1, r3: Symbol = -1
        var q1 = Double.infinity, q2 = Double.infinity
        for r in rowsContaining(m) {
            let c = rows[Int(r)].coefficient(of: m)
            if kinds[Int(r)] == .dummy {
                if r0 < 0 || r < r0 { r0 = r }
            } else if kinds[Int(r)] == .external {
                if r3 < 0 || r < r3 { r3 = r }
            } else if c < 0 {
                let q = -rows[Int(r)].constant / c
                if q < q1 || (q == q1 && r < r1) { q1 = q; r1 = r }
            } else {
                let q = rows[Int(r)].constant / c
                if q < q2 || (q == q2 && r < r2) { q2 = q; r2 = r }
            }
        }
        if r0 >= 0 { return r0 }
        if r1 >= 0 { return r1 }
        if r2 >= 0 { return r2 }
        return r3 >= 0 ? r3 : nil
    }

    // MARK: In-place constant change (suggestions use the same path)

    /// Changes constraint `id`'s constant to `constant` as an edit: the tableau stays
    /// optimal, only constants move, and the dual simplex restores feasibility. Throws
    /// `Infeasible` (tableau restored) when a required constraint can no longer hold.
    mutating func setConstant(_ constant: Double, id: Int32) throws {
        guard id >= 0, Int(id) < constraints.count, let rec = constraints[Int(id)] else {
            throw SolverError.unknownConstraint(ConstraintHandle(id: id))
        }
        if constant == rec.constant { return }
        if let certificate = try reoptimize(restoringOnFailure: rec.isRequired, { $0.shiftConstant(constant, id: id, keeping: &$1) }) {
            throw Infeasible(certificate: certificate)
        }
    }

    /// Applies `shift` (constant changes only, each row's old constant kept in the array it is
    /// given) and runs the dual simplex. On infeasibility returns the certificate (the failed row
    /// with its basic symbol moved to the right), with the tableau put back as it was when
    /// `restoringOnFailure`.
    ///
    /// What is put back is journalled, as in `addWithArtificialVariable`: a copy of the whole
    /// tableau retains every row's arrays and the first write then copies the row array, which
    /// cost more than the dual simplex of a rotation. The shift itself keeps only old constants
    /// (a window's width moves hundreds of rows' constants; whole rows would be copied again
    /// when the pivots write them); they are put back over the journalled rows.
    mutating func reoptimize(restoringOnFailure: Bool,
                             _ shift: (inout Tableau, inout [(row: Int, constant: Double)]) -> Void) throws -> Row? {
        var saved: Tableau? = nil
        // Inside a journalled operation (none calls this today) a plain copy restores instead.
        let copied: Tableau? = restoringOnFailure && journal != nil ? self : nil
        // The per-symbol arrays and the objective's dense levels are left out of the copy too (the
        // first write would copy each whole): the journal keeps what the pivots overwrite of the
        // former, a sparse snapshot the latter.
        var levels: [ObjectiveLevel.Snapshot] = []
        if restoringOnFailure && journal == nil {
            var copy = self
            copy.rows = []
            copy.columns = []
            copy.staleSymbols = []
            copy.denseRow = []
            copy.mergeBuffer = MergeBuffer()
            copy.substituteKeys = []
            copy.objective = []
            copy.constraints = []
            copy.isBasic = []
            copy.enteredAt = []
            copy.installedAt = []
            copy.stamp = []
            saved = copy
            levels = objective.map { $0.snapshot() }
            journal = Journal(count: kinds.count)
        }
        clearInfeasible()
        var oldConstants: [(row: Int, constant: Double)] = []
        shift(&self, &oldConstants)
        let failed: Symbol?
        do {
            failed = try dualOptimize()
        } catch {
            if saved != nil { journal = nil }
            throw error
        }
        let written = saved != nil ? journal : nil
        if saved != nil { journal = nil }
        guard let failed else {
            compactInstallLogIfNeeded()
            return nil
        }
        var certificate = rows[Int(failed)]
        certificate.add(failed, -1)
        if let copied { self = copied }
        if let saved, let written {
            var current = (rows: rows, columns: columns, stale: staleSymbols, dense: denseRow, buffer: mergeBuffer,
                           objective: objective, constraints: constraints, basic: isBasic, entered: enteredAt,
                           installed: installedAt, stamp: stamp)
            // Stamps are scratch for `rowsContaining`; its counter must stay past every stamp written.
            let stampCounter = self.stampCounter
            self = saved
            swap(&rows, &current.rows)
            swap(&columns, &current.columns)
            swap(&staleSymbols, &current.stale)
            swap(&denseRow, &current.dense)
            swap(&mergeBuffer, &current.buffer)
            swap(&objective, &current.objective)
            swap(&constraints, &current.constraints)
            swap(&isBasic, &current.basic)
            swap(&enteredAt, &current.entered)
            swap(&installedAt, &current.installed)
            swap(&stamp, &current.stamp)
            self.stampCounter = stampCounter
            rollBack(written)
            for (l, snapshot) in zip(objective.indices, levels) { objective[l].restore(snapshot) }
            // In reverse, so a row shifted twice ends at its first constant.
            for kept in oldConstants.reversed() { rows[kept.row].constant = kept.constant }
        }
        return certificate
    }

    /// Moves constraint `id` (known to exist) to `constant` in the rows' constants only, keeping
    /// each row's old constant in `kept`, and queues the rows that went infeasible; the caller
    /// runs the dual simplex.
    mutating func shiftConstant(_ constant: Double, id: Int32, keeping kept: inout [(row: Int, constant: Double)]) {
        guard let rec = constraints[Int(id)] else { return }
        let delta = constant - rec.constant
        if delta == 0 { return }
        constantScale = max(constantScale, abs(constant))
        journal?.constants.append((id, rec.constant))
        let shift = delta / rec.markerCoefficient
        let m = rec.marker
        if isBasic[Int(m)] {
            kept.append((Int(m), rows[Int(m)].constant))
            rows[Int(m)].constant -= shift
            queueIfInfeasible(m)
        }
        // Rows naming m (for a basic m, only lazily kept unrestricted rows) move with it.
        for r in rowsContaining(m) {
            let c = rows[Int(r)].coefficient(of: m)
            kept.append((Int(r), rows[Int(r)].constant))
            rows[Int(r)].constant += c * shift
            queueIfInfeasible(r)
        }
        constraints[Int(id)]?.constant = constant
    }

    /// Changes several constants with one dual simplex for all of them. Returns false, with
    /// the tableau restored, when together they leave the required constraints infeasible.
    ///
    /// Only a change to a required constraint can fail (the required system is otherwise the one that
    /// held), so only then is the tableau journalled: a re-layout's re-measured labels change
    /// optional constraints alone.
    mutating func setConstantsTogether(_ changes: [(id: Int32, constant: Double)]) throws -> Bool {
        let required = changes.contains { constraints[Int($0.id)]?.isRequired ?? false }
        let failed = try reoptimize(restoringOnFailure: required) { t, kept in
            for (id, constant) in changes { t.shiftConstant(constant, id: id, keeping: &kept) }
        } != nil
        // Unreachable in exact arithmetic; as `Solver.setConstant` does for one optional constraint.
        if failed && !required { throw SolverError.internalError("optional constraints made the tableau infeasible") }
        return !failed
    }
}
