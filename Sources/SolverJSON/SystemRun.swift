import ConstraintSolver

/// Replays a `SolverSystem` on a `Solver`: the one place that defines what `layoutcheck
/// solve` computes, so the timing loop, the tests and the output agree.
public struct SystemRun {
    public let system: SolverSystem
    public private(set) var solver = Solver()
    public private(set) var variables: [Variable] = []

    /// The required constraints could not hold together: the ids of an irreducible
    /// conflicting set, in file order (the constraint whose add failed included).
    public struct Unsatisfiable: Error, Equatable {
        public var conflict: [String]
        public init(conflict: [String]) { self.conflict = conflict }
    }

    /// Creates the solver, adds every constraint (in file order) and edit variable inside
    /// one `Solver.batch`, so the objective is optimised once rather than after every add.
    public init(_ system: SolverSystem) throws {
        self.system = system
        let s = solver
        let vars = system.variables.map { s.makeVariable($0) }
        variables = vars
        try s.batch {
            var handles: [ConstraintHandle] = []
            handles.reserveCapacity(system.constraints.count)
            for (i, c) in system.constraints.enumerated() {
                var lhs = Expression(constant: c.constant)
                for t in c.terms { lhs.terms.append((vars[t.variable], t.coefficient)) }
                do {
                    handles.append(try s.add(Constraint(lhs, c.relation, 0.0, priority: Priority(c.priority))))
                } catch SolverError.unsatisfiable(let conflict) {
                    var members = conflict.compactMap { h in handles.firstIndex(of: h) }
                    members.append(i)
                    members.sort()
                    throw Unsatisfiable(conflict: members.map { system.constraints[$0].id })
                }
            }
            for e in system.edits {
                try s.addEditVariable(vars[e.variable], priority: Priority(e.priority))
            }
        }
    }

    /// Every variable's value, in `system.variables` order.
    public func values() -> [Double] {
        variables.map { solver.value(of: $0) }
    }

    /// Applies suggestion step `index` and re-solves.
    public func suggest(step index: Int) throws {
        for (v, x) in system.suggestions[index] {
            try solver.suggestValue(x, for: variables[v])
        }
    }

    /// Indexes (into `system.variables`) of the variables not determined at the optimum.
    public func ambiguous() throws -> [Int] {
        try solver.ambiguousVariables().map { Int($0.id) }
    }
}

/// The complete answer for one system, as `layoutcheck solve` prints it.
public struct SolveResult: Equatable, Sendable {
    public var values: [Double]
    public var steps: [[Double]]
    public var ambiguous: [Int]

    /// Builds, reads the values, computes ambiguity at the first optimum, then runs every
    /// suggestion step.
    public static func compute(_ system: SolverSystem) throws -> SolveResult {
        let run = try SystemRun(system)
        let values = run.values()
        let ambiguous = try run.ambiguous()
        var steps: [[Double]] = []
        for i in system.suggestions.indices {
            try run.suggest(step: i)
            steps.append(run.values())
        }
        return SolveResult(values: values, steps: steps, ambiguous: ambiguous)
    }
}
