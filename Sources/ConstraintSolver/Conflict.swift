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
        if try isFeasible(candidates, plus: attempted) {
            // Round-off hid a member: fall back to every required constraint.
            candidates = constraints.indices.compactMap { i in
                guard Int32(i) != attemptedID, let rec = constraints[i], rec.isRequired else { return nil }
                return Int32(i)
            }
            if try isFeasible(candidates, plus: attempted) {
                throw SolverError.internalError("conflict not reproducible on a fresh tableau")
            }
        }
        var i = 0
        while i < candidates.count {
            var trial = candidates
            trial.remove(at: i)
            if try isFeasible(trial, plus: attempted) {
                i += 1
            } else {
                candidates = trial
            }
        }
        return candidates
    }

    /// Whether the given required constraints and `attempted` can hold together.
    func isFeasible(_ ids: [Int32], plus attempted: ConstraintRecord) throws -> Bool {
        var scratch = Tableau()
        scratch.variableSymbol = [Symbol](repeating: -1, count: variableSymbol.count)
        var records: [ConstraintRecord] = []
        for id in ids { if let rec = constraints[Int(id)] { records.append(rec) } }
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
