/// An incremental Cassowary-family solver with lexicographic priorities. One per layout;
/// not thread-safe. Every operation is deterministic: the same sequence of calls gives
/// bit-identical values in every process.
public final class Solver {
    /// Any change to the tableau invalidates the value cache (a simple `didSet` keeps
    /// mutations in place).
    var tableau = Tableau() {
        didSet {
            valuesAreCurrent = false
            cachedFace = nil
        }
    }
    /// The optimal face of the current tableau once an ambiguity query has built it.
    var cachedFace: OptimalFace? = nil
    /// Every variable's value, recomputed in one pass on the first read after a change:
    /// unrestricted rows are kept lazily, so a value costs its row's length to read.
    var cachedValues: [Double] = []
    /// Per symbol, reused by each recomputation of `cachedValues`.
    var symbolValues: [Double] = []
    var valuesAreCurrent = false
    var names: [String] = []
    /// Per variable id: the edit constraint's handle id, or -1.
    var editConstraint: [Int32] = []
    var editValue: [Double] = []
    /// Per variable id: its place in the record `makeRecord` is building, -1 otherwise.
    var termSlot: [Int32] = []
    var nextConstraintID: Int32 = 0
    var batchDepth = 0
    var pendingOptimize = false

    public init() {}

    // MARK: Variables

    /// A new variable; ids are assigned in creation order (0, 1, 2, …).
    public func makeVariable(_ name: String = "") -> Variable {
        let v = Variable(id: Int32(names.count))
        names.append(name)
        tableau.variableSymbol.append(-1)
        editConstraint.append(-1)
        editValue.append(0)
        termSlot.append(-1)
        return v
    }

    public var variableCount: Int { names.count }

    /// Simplex pivots performed so far: a machine-independent work measure.
    public var pivotCount: Int { tableau.pivotCount }

    /// The name given at creation ("" when none).
    public func name(of v: Variable) -> String {
        v.id >= 0 && Int(v.id) < names.count ? names[Int(v.id)] : ""
    }

    /// The variable's value at the current optimum. A variable that appears in no
    /// constraint is 0. Never NaN or infinite (inputs are checked).
    public func value(of v: Variable) -> Double {
        guard v.id >= 0, Int(v.id) < names.count else { return 0 }
        if !valuesAreCurrent || cachedValues.count != names.count {
            tableau.variableValues(into: &cachedValues, scratch: &symbolValues)
            valuesAreCurrent = true
        }
        return cachedValues[Int(v.id)]
    }

    /// Every variable's value by id, as `value(of:)` gives them: one check of the cache for all of
    /// them (a layout reads four per view).
    public func values() -> [Double] {
        if !valuesAreCurrent || cachedValues.count != names.count {
            tableau.variableValues(into: &cachedValues, scratch: &symbolValues)
            valuesAreCurrent = true
        }
        return cachedValues
    }

    // MARK: Constraints

    /// Adds a constraint. An unsatisfiable required constraint throws
    /// `SolverError.unsatisfiable` naming the irreducible conflict and leaves the solver
    /// exactly as it was.
    @discardableResult
    public func add(_ constraint: Constraint) throws -> ConstraintHandle {
        let record = try makeRecord(constraint)
        let id = nextConstraintID
        try flushIfNeeded()
        let optimizeNow = batchDepth == 0
        do {
            try tableau.add(record, id: id, optimizeAfter: optimizeNow)
        } catch let failure as Tableau.Infeasible {
            let conflict = try tableau.irreducibleConflict(
                certificate: failure.certificate, attempted: record, attemptedID: id)
            throw SolverError.unsatisfiable(conflict: conflict.map { ConstraintHandle(id: $0) })
        }
        if !optimizeNow { pendingOptimize = true }
        nextConstraintID += 1
        return ConstraintHandle(id: id)
    }

    /// Removes a constraint added earlier.
    public func remove(_ handle: ConstraintHandle) throws {
        try removeConstraint(handle)
    }

    /// Whether `handle` names a constraint currently in the solver.
    public func contains(_ handle: ConstraintHandle) -> Bool {
        handle.id >= 0 && Int(handle.id) < tableau.constraints.count && tableau.constraints[Int(handle.id)] != nil
    }

    /// The constant of the constraint's normalised expression `lhs - rhs`.
    public func constant(of handle: ConstraintHandle) throws -> Double {
        try record(handle).constant
    }

    /// Changes the constant of the constraint's normalised expression `lhs - rhs` in place
    /// (no remove and add: only the tableau's constants move, then a dual simplex). For
    /// `a == b + 8` written as `Constraint(a, .equal, b + 8)`, the constant is -8.
    public func setConstant(_ constant: Double, of handle: ConstraintHandle) throws {
        guard constant.isFinite else { throw SolverError.nonFinite("constant of \(handle)") }
        let rec = try record(handle)
        try flushIfNeeded()
        do {
            try tableau.setConstant(constant, id: handle.id)
        } catch let failure as Tableau.Infeasible {
            guard rec.isRequired else { throw SolverError.internalError("optional constraint became infeasible") }
            var attempted = rec
            attempted.constant = constant
            let conflict = try tableau.irreducibleConflict(
                certificate: failure.certificate, attempted: attempted, attemptedID: handle.id)
            throw SolverError.unsatisfiable(conflict: conflict.map { ConstraintHandle(id: $0) })
        }
    }

    /// Changes several constants in place at the cost of one dual simplex (a re-layout
    /// changes hundreds at once). When the new constants hold together they are all
    /// applied; otherwise each is applied in order as by `setConstant`, and those the
    /// required constraints refuse keep their old constants. Returns the refused ones by
    /// index into `changes`, with their conflicts. Throws before changing anything when a
    /// handle is unknown or a constant is not finite.
    public func setConstants(_ changes: [(handle: ConstraintHandle, constant: Double)]) throws -> [(index: Int, conflict: [ConstraintHandle])] {
        for (h, c) in changes {
            guard c.isFinite else { throw SolverError.nonFinite("constant of \(h)") }
            _ = try record(h)
        }
        try flushIfNeeded()
        if try tableau.setConstantsTogether(changes.map { ($0.handle.id, $0.constant) }) { return [] }
        var refused: [(index: Int, conflict: [ConstraintHandle])] = []
        for (i, (h, c)) in changes.enumerated() {
            do {
                try setConstant(c, of: h)
            } catch SolverError.unsatisfiable(let conflict) {
                refused.append((i, conflict))
            }
        }
        return refused
    }

    // MARK: Edit variables

    /// Makes `v` an edit variable at an optional priority: it is drawn towards its last
    /// suggested value (0 until the first suggestion) at that priority.
    public func addEditVariable(_ v: Variable, priority: Priority) throws {
        try checkVariable(v)
        guard priority.isValid, !priority.isRequired else { throw SolverError.invalidPriority(priority.rawValue) }
        guard editConstraint[Int(v.id)] < 0 else { throw SolverError.duplicateEditVariable(v) }
        let handle = try add(Constraint(v, .equal, 0, priority: priority))
        editConstraint[Int(v.id)] = handle.id
        editValue[Int(v.id)] = 0
    }

    public func removeEditVariable(_ v: Variable) throws {
        try checkVariable(v)
        let id = editConstraint[Int(v.id)]
        guard id >= 0 else { throw SolverError.unknownEditVariable(v) }
        try removeConstraint(ConstraintHandle(id: id))
        editConstraint[Int(v.id)] = -1
    }

    public func hasEditVariable(_ v: Variable) -> Bool {
        v.id >= 0 && Int(v.id) < editConstraint.count && editConstraint[Int(v.id)] >= 0
    }

    /// Suggests a value for an edit variable and re-solves (dual simplex: only the
    /// constants change, so this is the cheap incremental path).
    public func suggestValue(_ value: Double, for v: Variable) throws {
        try checkVariable(v)
        guard value.isFinite else { throw SolverError.nonFinite("suggested value for \(name(of: v))") }
        let id = editConstraint[Int(v.id)]
        guard id >= 0 else { throw SolverError.unknownEditVariable(v) }
        try flushIfNeeded()
        do {
            try tableau.setConstant(-value, id: id)
        } catch is Tableau.Infeasible {
            throw SolverError.internalError("suggestion made the optional edit infeasible")
        }
        editValue[Int(v.id)] = value
    }

    // MARK: Uniqueness

    /// Whether the current optimum is the only one: every non-basic symbol that can move (not a
    /// dummy, not left over from a removed constraint) has a cost at some level, so it is 0 at
    /// every optimum and no direction leaves the optimum. A solved layout usually is so; then
    /// every variable in a constraint is determined and the ambiguity queries (`OptimalFace`,
    /// which reads every variable's row) answer without building the face.
    public func hasUniqueOptimum() throws -> Bool {
        try flushIfNeeded()
        return tableau.everyMovableSymbolHasCost()
    }

    /// Whether `v` appears in a constraint added so far (a variable in none is ambiguous).
    public func isConstrained(_ v: Variable) -> Bool {
        v.id >= 0 && Int(v.id) < tableau.variableSymbol.count && tableau.variableSymbol[Int(v.id)] >= 0
    }

    /// The ids of the variables in no constraint, ascending: `isConstrained` for all of them in one
    /// pass (a layout asks after every solve, and a call per variable cost more than the answer).
    public func unconstrainedVariableIDs() -> [Int] {
        var out: [Int] = []
        tableau.variableSymbol.withUnsafeBufferPointer { symbols in
            for i in symbols.indices where symbols[i] < 0 { out.append(i) }
        }
        return out
    }

    // MARK: Batching

    /// Runs `body` with optimisation deferred: adds and removes inside only keep the
    /// tableau feasible, and the objective is optimised once at the end. Values read inside
    /// the batch are feasible but not necessarily optimal.
    public func batch<R>(_ body: () throws -> R) throws -> R {
        batchDepth += 1
        let result: R
        do {
            result = try body()
        } catch {
            batchDepth -= 1
            try flushIfNeeded()
            throw error
        }
        batchDepth -= 1
        try flushIfNeeded()
        return result
    }

    // MARK: Internals

    func flushIfNeeded() throws {
        guard batchDepth == 0, pendingOptimize else { return }
        pendingOptimize = false
        try tableau.optimizeObjective()
    }

    func removeConstraint(_ handle: ConstraintHandle) throws {
        try tableau.remove(id: handle.id)
        if batchDepth == 0 {
            try flushIfNeeded()
            try tableau.optimizeObjective()
        } else {
            pendingOptimize = true
        }
    }

    func record(_ handle: ConstraintHandle) throws -> ConstraintRecord {
        guard handle.id >= 0, Int(handle.id) < tableau.constraints.count,
              let rec = tableau.constraints[Int(handle.id)] else {
            throw SolverError.unknownConstraint(handle)
        }
        return rec
    }

    func checkVariable(_ v: Variable) throws {
        guard v.id >= 0, Int(v.id) < names.count else { throw SolverError.unknownVariable(v) }
    }

    /// Validates a constraint and sums its terms per variable, keeping first-use order.
    /// Each variable's place in the sum is found through `termSlot` (a dense index by
    /// variable id, reset afterwards) rather than a Dictionary: every add went through
    /// this, and hashing was most of its cost. The additions happen in the same order as
    /// before (0 + k, then + k for each repeat), so the sums are the same bits.
    func makeRecord(_ c: Constraint) throws -> ConstraintRecord {
        guard c.priority.isValid else { throw SolverError.invalidPriority(c.priority.rawValue) }
        let e = c.normalized
        guard e.constant.isFinite else { throw SolverError.nonFinite("constant of \(c)") }
        var sums: [(variable: Int32, coefficient: Double)] = []
        sums.reserveCapacity(e.terms.count)
        defer { for t in sums { termSlot[Int(t.variable)] = -1 } }
        for (v, k) in e.terms {
            try checkVariable(v)
            guard k.isFinite else { throw SolverError.nonFinite("coefficient of \(name(of: v))") }
            let slot = Int(termSlot[Int(v.id)])
            if slot >= 0 {
                sums[slot].coefficient += k
            } else {
                termSlot[Int(v.id)] = Int32(sums.count)
                sums.append((v.id, 0 + k))
            }
        }
        var terms: [(variable: Int32, coefficient: Double)] = []
        terms.reserveCapacity(sums.count)
        for (v, k) in sums {
            guard k.isFinite else { throw SolverError.nonFinite("coefficient of \(names[Int(v)])") }
            if k != 0 { terms.append((v, k)) }
        }
        return ConstraintRecord(terms: terms, constant: e.constant, relation: c.relation,
                                priority: c.priority.rawValue, marker: -1, other: -1, markerCoefficient: 1)
    }
}

extension Tableau {
    /// See `Solver.hasUniqueOptimum`: the free symbols of `OptimalFace.freeSymbols`, less those
    /// of removed constraints (they appear in no row), must be none.
    func everyMovableSymbolHasCost() -> Bool {
        var costed = [Bool](repeating: false, count: kinds.count)
        for level in objective {
            for s in level.support where level.cost(s) != 0 { costed[Int(s)] = true }
        }
        for s in kinds.indices where !isBasic[s] && !costed[s] {
            switch kinds[s] {
            case .dummy, .artificial: continue
            case .external: return false
            case .slack, .error:
                let id = Int(owner[s])
                if id >= 0, id < constraints.count, constraints[id] == nil { continue }
                return false
            }
        }
        return true
    }
}
