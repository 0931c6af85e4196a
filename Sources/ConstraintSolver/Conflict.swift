/// Irreducible conflict sets. The phase-1 certificate (markers with nonzero coefficients in
/// the final artificial objective are the constraints with nonzero Farkas multipliers)
/// names a conflicting set; a deletion filter on scratch tableaux then drops every member
/// the conflict does not need. Correctness over speed: this runs only when an add fails.
extension Tableau {
    /// The existing required constraints that, with `attempted`, are irreducibly infeasible.
    func irreducibleConflict(certificate: Row, attempted: ConstraintRecord, attemptedID: Int32) throws -> [Int32] {
        var candidates: [Int32] = []
        for s in certificate.ids where Int(s) < owner.count {
            let o = owner[Int(s)]
            if o < 0 || o == attemptedID || Int(o) >= constraints.count { continue }
            guard let rec = constraints[Int(o)], rec.isRequired else { continue }
            if !candidates.contains(o) { candidates.append(o) }
        }
        candidates.sort()
        if try !isFeasible(candidates, plus: attempted) {
            // A certificate whose rows have exactly one linear dependency is the only one
            // (up to scale): no proper subset has a certificate, so every member is needed.
            if try dependencies(among: candidates, plus: attempted) == 1 { return candidates }
        }
        if let minimal = try deletionFilter(candidates, attempted: attempted) { return minimal }
        // Round-off hid a member: fall back to every required constraint.
        candidates = constraints.indices.compactMap { i in
            guard Int32(i) != attemptedID, let rec = constraints[i], rec.isRequired else { return nil }
            return Int32(i)
        }
        if let minimal = try deletionFilter(candidates, attempted: attempted) { return minimal }
        throw SolverError.internalError("conflict not reproducible on a fresh tableau")
    }

    /// Deletion filter on one scratch tableau holding the candidates: each candidate in
    /// turn is removed and `attempted` is tried; if it still fails the candidate is not
    /// needed and stays out, otherwise it goes back. Each trial is an incremental remove
    /// and add, not a rebuild. Returns nil when the candidates and `attempted` are feasible.
    func deletionFilter(_ candidates: [Int32], attempted: ConstraintRecord) throws -> [Int32]? {
        var scratch = Tableau()
        scratch.variableSymbol = [Symbol](repeating: -1, count: variableSymbol.count)
        let probeID = Int32(constraints.count)
        func fresh(_ rec: ConstraintRecord) -> ConstraintRecord {
            var r = rec
            r.marker = -1
            r.other = -1
            return r
        }
        func accepts(_ scratch: inout Tableau) throws -> Bool {
            do {
                try scratch.add(fresh(attempted), id: probeID, optimizeAfter: false)
            } catch is Infeasible {
                return false
            }
            try scratch.remove(id: probeID)
            return true
        }
        for id in candidates {
            guard let rec = constraints[Int(id)] else { continue }
            do {
                try scratch.add(fresh(rec), id: id, optimizeAfter: false)
            } catch is Infeasible {
                throw SolverError.internalError("existing required constraints found infeasible")
            }
        }
        if try accepts(&scratch) { return nil }
        var needed: [Int32] = []
        for id in candidates {
            guard let rec = constraints[Int(id)] else { continue }
            try scratch.remove(id: id)
            if try accepts(&scratch) {
                needed.append(id)
                do {
                    try scratch.add(fresh(rec), id: id, optimizeAfter: false)
                } catch is Infeasible {
                    throw SolverError.internalError("re-adding a conflict member failed")
                }
            }
        }
        return needed
    }

    /// The number of linear dependencies among the constraints' coefficient rows (the
    /// constraints taken as homogeneous equalities; a row that reduces to markers only is
    /// dependent on the ones before it).
    func dependencies(among ids: [Int32], plus attempted: ConstraintRecord) throws -> Int {
        var scratch = Tableau()
        scratch.variableSymbol = [Symbol](repeating: -1, count: variableSymbol.count)
        var records: [ConstraintRecord] = ids.compactMap { constraints[Int($0)] }
        records.append(attempted)
        var count = 0
        for (k, rec) in records.enumerated() {
            var row = rec
            row.constant = 0
            row.relation = .equal
            row.priority = 1000
            row.marker = -1
            row.other = -1
            let before = scratch.kinds.count
            try scratch.add(row, id: Int32(k), optimizeAfter: false)
            if let m = scratch.constraints[k]?.marker, Int(m) >= before, scratch.isBasic[Int(m)] { count += 1 }
        }
        return count
    }

    /// Whether the given required constraints and `attempted` can hold together.
    func isFeasible(_ ids: [Int32], plus attempted: ConstraintRecord) throws -> Bool {
        var scratch = Tableau()
        scratch.variableSymbol = [Symbol](repeating: -1, count: variableSymbol.count)
        var records: [ConstraintRecord] = ids.compactMap { constraints[Int($0)] }
        records.append(attempted)
        do {
            for (k, rec) in records.enumerated() {
                var fresh = rec
                fresh.marker = -1
                fresh.other = -1
                try scratch.add(fresh, id: Int32(k), optimizeAfter: false)
            }
        } catch is Infeasible {
            return false
        }
        return true
    }
}
