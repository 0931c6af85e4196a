// Reconciling: bringing the solver in line with a pass's constraints (unchanged rows stay, changed
// constants move in place, changed shapes are replaced), and attaching rows with their conflicts.

extension LayoutEngine {
    /// Brings the solver in line with `desired` (in order): unchanged rows stay, changed constants are
    /// updated in place, changed shapes are replaced, and rows no longer desired are removed. Removals
    /// happen before additions, so a regenerated constraint never coexists with the one it replaces.
    func reconcile(_ desired: [LayoutConstraint]) {
        // Rounds mark what this call asked for (no set of every constraint, hashed twice each).
        reconcileRound += 1
        let round = reconcileRound
        var fresh: [Entry] = []
        // The entries in `desired`'s order, and apart from them the few whose row changed (with the
        // new row, in the same order): a re-layout that moved constants walks no list of all of them
        // again, and while `desired` repeats the last order entry for entry none is even copied.
        var order: [Entry] = []
        var sameOrder = true
        var changed: [(entry: Entry, row: Row)] = []
        // A re-layout usually asks for the same constraints in the same order: the entry at the same
        // place is checked first, and the table only when it is another constraint's.
        let previous = entryOrder
        // While `desired` repeats the last order, runs of entries at their places are handled in place.
        var handledUntil = 0
        for i in 0..<desired.count {
            if i < handledUntil { continue }
            if sameOrder {
                handledUntil = reconcileInPlace(desired, previous, from: i, round: round, changed: &changed)
                if i < handledUntil { continue }
            }
            let c = desired[i]
            let atPlace = i < previous.count && previous[i].constraint === c ? previous[i] : nil
            if sameOrder && atPlace == nil {
                sameOrder = false
                order.reserveCapacity(desired.count)
                order.append(contentsOf: previous[0..<min(i, previous.count)])
            }
            if let e = atPlace ?? entries[ObjectIdentifier(c)] {
                if e.round == round {
                    // Asked for twice: the second is dropped, so the order is no longer the last one.
                    if sameOrder {
                        sameOrder = false
                        order.append(contentsOf: previous[0..<i])
                    }
                    continue
                }
                e.round = round
                if !sameOrder { order.append(e) }
                // Unchanged inputs give the same row: nothing to lower or compare. Nothing they are
                // read from moved (the usual re-layout): not even read.
                if e.inputs != nil, !loweringContextChanged, e.revision == c.loweringRevision { continue }
                relower(e, c, changed: &changed)
            } else {
                serialCounter += 1
                let e = Entry(constraint: c, serial: serialCounter, row: lower(c))
                e.inputs = loweringInputs(c, first: e.first, second: e.second)
                e.revision = c.loweringRevision
                e.round = round
                entries[ObjectIdentifier(c)] = e
                fresh.append(e)
                order.append(e)
                changed.append((e, e.row))
            }
        }
        if sameOrder && desired.count < previous.count {
            sameOrder = false
            order.append(contentsOf: previous[0..<desired.count])
        }
        defer { for e in fresh { e.isFresh = false } }
        solver.batch {
            // A stack view regenerates its constraints when an item's size changes: a new constraint whose row is
            // exactly a departing one's takes over that solver row instead of a remove and an add.
            var departing: [Row: [Entry]] = [:]
            let gone = sameOrder ? [] : entryOrder.filter { $0.round != round }
            for e in gone {
                entries[ObjectIdentifier(e.constraint)] = nil
                if e.handle != nil && !e.broken { departing[e.row, default: []].append(e) } else { detach(e) }
            }
            var inPlace: [(entry: Entry, handle: Int, row: Row)] = []
            for (e, row) in changed {
                if e.isFresh, let old = departing[row]?.first, let h = old.handle {
                    departing[row]?.removeFirst()
                    old.handle = nil
                    e.handle = h
                    entryByHandle[h] = e
                    continue
                }
                if e.row.sameShape(row), let h = e.handle, !e.broken {
                    inPlace.append((e, h, row))
                    continue
                }
                detach(e)
                e.row = row
            }
            for e in gone where e.handle != nil { detach(e) }
            // One dual simplex for all constant changes (a rotation re-measures hundreds of labels).
            let refused = solver.setConstants(inPlace.map { ($0.handle, $0.row) })
            for (i, c) in inPlace.enumerated() {
                if refused.contains(i) { detach(c.entry) }
                c.entry.row = c.row
            }
            // A broken constraint is retried when it changed or when anything else did (its rival may be gone).
            let anythingChanged = !changed.isEmpty || !gone.isEmpty
            for e in sameOrder ? previous : order where e.handle == nil && (anythingChanged || !(e.broken && e.row == e.attemptedRow)) {
                attach(e)
            }
        }
        if !sameOrder {
            entryOrder = order
            reportedEntries = nil
        }
    }

    /// Handles `desired` from `start` on while each constraint is the one of the entry at the same
    /// place in `previous` and not yet asked for in `round` (a re-layout's whole list, as a rule):
    /// marks the entry, and re-lowers it when its inputs may have moved. Returns where it stopped.
    /// The references are read without retaining them (the lists hold them): 5,000 retains and
    /// releases per pass otherwise.
    func reconcileInPlace(_ desired: [LayoutConstraint], _ previous: [Entry], from start: Int, round: Int,
                          changed: inout [(entry: Entry, row: Row)]) -> Int {
        let n = min(desired.count, previous.count)
        let contextChanged = loweringContextChanged
        var i = start
        desired.withUnsafeBufferPointer { d in
            previous.withUnsafeBufferPointer { p in
                while i < n {
                    let handled = Unmanaged.passUnretained(p[i])._withUnsafeGuaranteedRef { e in
                        Unmanaged.passUnretained(d[i])._withUnsafeGuaranteedRef { c in
                            guard e.constraint === c, e.round != round else { return false }
                            e.round = round
                            if e.inputs == nil || contextChanged || e.revision != c.loweringRevision {
                                relower(e, c, changed: &changed)
                            }
                            return true
                        }
                    }
                    guard handled else { return }
                    i += 1
                }
            }
        }
        return i
    }

    /// Reads an entry's lowering inputs again and, when they moved (or cannot be kept), lowers it;
    /// a row that differs joins `changed`.
    func relower(_ e: Entry, _ c: LayoutConstraint, changed: inout [(entry: Entry, row: Row)]) {
        let inputs = loweringInputs(c, first: e.first, second: e.second)
        e.revision = c.loweringRevision
        if let inputs, e.inputs == inputs { return }
        let row = lower(c)
        e.inputs = inputs
        if e.row != row { changed.append((e, row)) }
    }

    /// The largest constant and multiplier a row may carry: lengths of any real screen are
    /// below 10^5 points; these leave room for sums of them without losing sub-pixel precision.
    static let largestConstant = 1e9
    static let largestCoefficient = 1e7

    func attach(_ e: Entry) {
        e.broken = false
        guard e.row.constant.isFinite, e.row.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            // A NaN or infinite frame, margin, spacing or measurement: refuse the row, name the constraint.
            e.broken = true
            e.attemptedRow = e.row
            e.conflict = .invalidConstraint(constraint: e.constraint.debugSummary,
                                            message: "A number in this constraint is not finite (NaN or infinity); it was ignored.")
            return
        }
        guard abs(e.row.constant) <= Self.largestConstant, e.row.terms.allSatisfy({ abs($0.coefficient) <= Self.largestCoefficient }) else {
            // Beyond any screen, sums lose every point of precision and overflow to infinity on the way to a frame.
            markBroken(e, .invalidConstraint(constraint: e.constraint.debugSummary,
                                             message: "A number in this constraint is beyond ±10^9 points or a multiplier beyond ±10^7; it was ignored."))
            return
        }
        guard !e.row.priority.isNaN else {
            // Content priorities are not range-checked (a NaN hugging priority reaches here); the solver would
            // refuse the row as a conflict with nothing, which would be reported as unsatisfiable.
            markBroken(e, .invalidConstraint(constraint: e.constraint.debugSummary,
                                             message: "The priority of this constraint is not a number; it was ignored."))
            return
        }
        switch solver.add(e.row) {
        case .added(let h):
            e.handle = h
            entryByHandle[h] = e
        case .conflict(let handles):
            let others = handles.compactMap { entryByHandle[$0] }.sorted { $0.serial < $1.serial }
            let text = (others + [e]).map(describe)
            // The constraint being added is broken, unless it is the window's own size or a guide's binding
            // (a rotation): then the newest app constraint in the conflict gives way instead.
            if e.constraint.origin.isSystem, let victim = others.last(where: { !$0.constraint.origin.isSystem }) {
                detach(victim)
                markBroken(victim, .unsatisfiable(conflict: text, broken: describe(victim)))
                attach(e)
                return
            }
            if let victim = others.last(where: { Self.heightGivesWay($0.constraint) }) {
                // A content view whose height gives way to its content (a top-level cell in the canvas):
                // kept only if the content then needs more than the cell, which the height limit refuses.
                detach(victim)
                attach(e)
                if e.handle != nil { markBroken(victim, .unsatisfiable(conflict: text, broken: describe(victim))) } else { attach(victim) }
                return
            }
            e.handle = nil
            markBroken(e, .unsatisfiable(conflict: text, broken: describe(e)))
        }
    }

    /// The height a cell gives its content view when the content view's height gave way to its content:
    /// the frame stays what the autoresizing height equality sets (the engine's height is the content's).
    func heldHeight(of v: View, in s: View) -> Double? {
        guard let c = data(v).autoresizing.first(where: Self.heightGivesWay),
              entries[ObjectIdentifier(c)]?.broken == true else { return nil }
        return c.multiplier * data(s).frame.height + c.constant
    }

    /// The autoresizing height equality of a view whose height gives way to its content.
    static func heightGivesWay(_ c: LayoutConstraint) -> Bool {
        guard case .autoresizing = c.origin, let v = c.firstItem as? View, v.heightGivesWayToContent else { return false }
        return c.firstAttribute == .height && c.relation == .equal
    }

    func markBroken(_ e: Entry, _ diagnostic: Diagnostic) {
        e.broken = true
        e.attemptedRow = e.row
        e.conflict = diagnostic
    }

    func detach(_ e: Entry) {
        if let h = e.handle {
            solver.remove(h)
            entryByHandle[h] = nil
        }
        e.handle = nil
    }
}
