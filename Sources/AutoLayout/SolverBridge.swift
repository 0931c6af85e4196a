// The seam to ConstraintSolver: rows in, handles and values out. Only this file knows its spellings.
import ConstraintSolver

/// What adding a row did.
enum AddOutcome {
    case added(Int)
    /// Required and unsatisfiable: the existing handles that conflict with it (the solver is unchanged).
    case conflict([Int])
}

/// Wraps one `Solver`; variables and handles are plain integers for the engine.
final class SolverBridge {
    let solver = Solver()
    private var variables: [Variable] = []
    private var handles: [ConstraintHandle] = []
    private var handleIndex: [ConstraintHandle: Int] = [:]

    func makeVariable(_ name: String) -> Int {
        variables.append(solver.makeVariable(name))
        return variables.count - 1
    }

    private func constraint(_ row: Row) -> Constraint {
        let expression = Expression(terms: row.terms.map { (variables[$0.variable], $0.coefficient) }, constant: row.constant)
        let relation: Relation
        switch row.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        // The solver's levels start at 1; UIKit accepts any positive priority, so smaller ones share level 1.
        return Constraint(expression, relation, 0.0, priority: Priority(min(max(row.priority, 1), 1000)))
    }

    func add(_ row: Row) -> AddOutcome {
        do {
            let h = try solver.add(constraint(row))
            handles.append(h)
            handleIndex[h] = handles.count - 1
            return .added(handles.count - 1)
        } catch SolverError.unsatisfiable(let conflict) {
            return .conflict(conflict.compactMap { handleIndex[$0] })
        } catch {
            // Non-finite input is refused before it reaches here; anything else is reported as a conflict of one.
            return .conflict([])
        }
    }

    func remove(_ handle: Int) {
        guard handle >= 0, handle < handles.count else { return }
        try? solver.remove(handles[handle])
        handleIndex[handles[handle]] = nil
    }

    /// Changes the rows' constants in place with one dual simplex for all of them; returns the indices the
    /// solver refused (the caller replaces those rows instead).
    func setConstants(_ changes: [(handle: Int, row: Row)]) -> Set<Int> {
        var refused = Set<Int>()
        var accepted: [Int] = []
        for (i, c) in changes.enumerated() {
            if c.handle >= 0, c.handle < handles.count, c.row.constant.isFinite { accepted.append(i) } else { refused.insert(i) }
        }
        do {
            let outcome = try solver.setConstants(accepted.map { (handles[changes[$0].handle], changes[$0].row.constant) })
            for r in outcome { refused.insert(accepted[r.index]) }
        } catch {
            refused.formUnion(accepted)
        }
        return refused
    }

    /// Adds and removes inside `body` are optimised once at the end.
    func batch(_ body: () -> Void) {
        do { try solver.batch(body) } catch {}
    }

    func value(_ v: Int) -> Double { solver.value(of: variables[v]) }

    /// Every variable's value, indexed as `value(_:)` is: the bridge makes all the solver's variables,
    /// in order, so an index is its variable's id.
    func values() -> [Double] { solver.values() }

    /// Indices of the variables not uniquely determined at the optimum (one query for all of them).
    func ambiguousVariables() -> Set<Int> {
        if (try? solver.hasUniqueOptimum()) == true {
            // Only variables in no constraint can move (most layouts: none).
            // The bridge makes every solver variable, in order: a solver id is the bridge's index.
            return Set(solver.unconstrainedVariableIDs())
        }
        return Set(((try? solver.ambiguousVariables()) ?? []).map { Int($0.id) })
    }

    /// For each pair, whether the difference of the two variables is not uniquely determined;
    /// every pair counts as ambiguous if the solver cannot answer.
    func ambiguousDifferences(_ pairs: [(Int, Int)]) -> [Bool] {
        if (try? solver.hasUniqueOptimum()) == true {
            return pairs.map { !solver.isConstrained(variables[$0.0]) || !solver.isConstrained(variables[$0.1]) }
        }
        return (try? solver.ambiguousDifferences(pairs.map { (variables[$0.0], variables[$0.1]) }))
            ?? [Bool](repeating: true, count: pairs.count)
    }
}
