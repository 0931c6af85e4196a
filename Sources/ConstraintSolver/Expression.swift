/// A solver variable. Ids are assigned in creation order by `Solver.makeVariable(_:)`,
/// so a variable is only meaningful for the solver that made it.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Creation index inside its solver (0, 1, 2, …).
    public let id: Int32

    init(id: Int32) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public var description: String { "v\(id)" }
}

/// A linear expression `Σ coefficient·variable + constant`. Terms keep the order in which
/// they were written; the same variable may appear twice (the solver sums them).
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [(variable, 1)]) }
    public init(_ constant: Double) { self.init(constant: constant) }

    public var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    func scaled(_ factor: Double) -> Expression {
        Expression(terms: terms.map { ($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: Operators: `2 * a + b - 8` and friends.

public func + (a: Expression, b: Expression) -> Expression {
    Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}
public func - (a: Expression, b: Expression) -> Expression { a + b.scaled(-1) }
public prefix func - (a: Expression) -> Expression { a.scaled(-1) }
public func * (a: Expression, k: Double) -> Expression { a.scaled(k) }
public func * (k: Double, a: Expression) -> Expression { a.scaled(k) }
public func / (a: Expression, k: Double) -> Expression { a.scaled(1 / k) }

public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func + (a: Expression, k: Double) -> Expression { a + Expression(k) }
public func + (k: Double, a: Expression) -> Expression { Expression(k) + a }
public func + (a: Variable, k: Double) -> Expression { Expression(a) + Expression(k) }
public func + (k: Double, a: Variable) -> Expression { Expression(k) + Expression(a) }

public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func - (a: Expression, k: Double) -> Expression { a - Expression(k) }
public func - (k: Double, a: Expression) -> Expression { Expression(k) - a }
public func - (a: Variable, k: Double) -> Expression { Expression(a) - Expression(k) }
public func - (k: Double, a: Variable) -> Expression { Expression(k) - Expression(a) }
public prefix func - (a: Variable) -> Expression { Expression(a).scaled(-1) }

public func * (a: Variable, k: Double) -> Expression { Expression(a).scaled(k) }
public func * (k: Double, a: Variable) -> Expression { Expression(a).scaled(k) }
public func / (a: Variable, k: Double) -> Expression { Expression(a).scaled(1 / k) }

/// Anything usable as a side of a constraint: variables, expressions and numbers.
public protocol LinearExpressionConvertible {
    var linearExpression: Expression { get }
}

extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
}
extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}
extension Double: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}
extension Int: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(Double(self)) }
}

/// The relation between a constraint's two sides.
public enum Relation: String, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A UIKit layout priority: 1...1000, where 1000 is required. Every distinct value is its
/// own lexicographic level (999.5 sits strictly between 999 and 1000).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }
    public init(floatLiteral value: Float) { self.rawValue = value }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { rawValue >= 1000 }
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }
    public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "\(rawValue)" }
}

/// A linear constraint `lhs relation rhs` at a priority. The solver works with the
/// normalised form `(lhs - rhs) relation 0`.
public struct Constraint: Sendable, CustomStringConvertible {
    public var lhs: Expression
    public var relation: Relation
    public var rhs: Expression
    public var priority: Priority

    public init(_ lhs: some LinearExpressionConvertible, _ relation: Relation,
                _ rhs: some LinearExpressionConvertible = 0.0, priority: Priority = .required) {
        self.lhs = lhs.linearExpression
        self.relation = relation
        self.rhs = rhs.linearExpression
        self.priority = priority
    }

    /// `lhs - rhs`: the expression the solver keeps, compared against 0.
    public var normalized: Expression { lhs - rhs }

    public var description: String { "\(lhs) \(relation.rawValue) \(rhs) @\(priority)" }
}

/// Identifies a constraint added to a solver. Ids are never reused within a solver.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int32
    init(id: Int32) { self.id = id }
    public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.id < b.id }
    public var description: String { "c\(id)" }
}

/// Everything the solver can refuse. Bad input never crashes: it throws one of these.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraints cannot hold together. `conflict` lists the existing
    /// constraints that, together with the one being added (or changed), form an
    /// irreducible conflicting set: drop any one member and the rest can hold. The
    /// solver is left exactly as it was before the failed call.
    case unsatisfiable(conflict: [ConstraintHandle])
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case nonFinite(String)
    /// A priority outside 1...1000 (or required where only optional is allowed).
    case invalidPriority(Float)
    case unknownVariable(Variable)
    case unknownConstraint(ConstraintHandle)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An internal invariant failed (numerical breakdown). Reported, never a crash.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let c): return "unsatisfiable required constraints (conflicts with \(c))"
        case .nonFinite(let place): return "\(place): not a finite number"
        case .invalidPriority(let p): return "priority \(p) is outside 1...1000"
        case .unknownVariable(let v): return "unknown variable \(v)"
        case .unknownConstraint(let c): return "unknown constraint \(c)"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .internalError(let m): return "internal solver error: \(m)"
        }
    }
}
