import ConstraintSolver

/// One linear system in the schema of `docs/reference/solver-json.md`, validated.
public struct SolverSystem: Sendable {
    public struct Term: Sendable {
        public var variable: Int
        public var coefficient: Double
    }

    public struct Constraint: Sendable {
        public var id: String
        public var terms: [Term]
        public var constant: Double
        public var relation: Relation
        public var priority: Float
    }

    public struct Edit: Sendable {
        public var variable: Int
        public var priority: Float
    }

    /// Declared variables first (in order), then every other name in first-use order.
    public var variables: [String] = []
    public var constraints: [Constraint] = []
    public var edits: [Edit] = []
    /// Each step: (variable index, value) in the order written.
    public var suggestions: [[(variable: Int, value: Double)]] = []

    public init() {}
}

/// Malformed input: the JSON path of the offending value, its position, and what was wrong.
public struct SolverInputError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    /// `line:column: path: message`, one line.
    public var description: String {
        path.isEmpty ? "\(line):\(column): \(message)" : "\(line):\(column): \(path): \(message)"
    }
}

extension SolverSystem {
    /// Parses and validates a system. Syntax errors and schema errors alike name the place.
    public static func decode(_ bytes: [UInt8]) throws(SolverInputError) -> SolverSystem {
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw SolverInputError(path: "", line: error.line, column: error.column, message: error.message)
        }
        var decoder = Decoder()
        try decoder.decodeRoot(root)
        return decoder.system
    }
}

private struct Decoder {
    var system = SolverSystem()
    var variableIndex: [String: Int] = [:]  // lookup only, never iterated

    func fail(_ node: JSONNode, _ path: String, _ message: String) -> SolverInputError {
        SolverInputError(path: path, line: node.line, column: node.column, message: message)
    }

    func object(_ node: JSONNode, _ path: String, allowed: [String]) throws(SolverInputError) -> [(key: String, value: JSONNode)] {
        guard case .object(let members) = node.value else {
            throw fail(node, path, "expected an object, found \(node.kindName)")
        }
        for (key, value) in members where !allowed.contains(key) {
            let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            throw fail(value, path.isEmpty ? key : "\(path).\(key)", "unknown key (expected one of \(list))")
        }
        return members
    }

    func array(_ node: JSONNode, _ path: String) throws(SolverInputError) -> [JSONNode] {
        guard case .array(let items) = node.value else {
            throw fail(node, path, "expected an array, found \(node.kindName)")
        }
        return items
    }

    func finiteNumber(_ node: JSONNode, _ path: String) throws(SolverInputError) -> Double {
        guard case .number(let v) = node.value else {
            throw fail(node, path, "expected a number, found \(node.kindName)")
        }
        guard v.isFinite else { throw fail(node, path, "not a finite number") }
        return v
    }

    func name(_ node: JSONNode, _ path: String) throws(SolverInputError) -> String {
        guard case .string(let s) = node.value else {
            throw fail(node, path, "expected a string, found \(node.kindName)")
        }
        guard !s.isEmpty else { throw fail(node, path, "a variable name may not be empty") }
        return s
    }

    func priority(_ node: JSONNode, _ path: String, max: Double) throws(SolverInputError) -> Float {
        let p = try finiteNumber(node, path)
        guard p >= 1, p <= max else {
            throw fail(node, path, "expected a priority from 1 to \(Int(max)), found \(p)")
        }
        // Float has 24 bits: a value just below 1000 must stay optional, not round to required.
        let f = Float(p)
        return p < 1000 && f >= 1000 ? Float(1000).nextDown : f
    }

    mutating func variable(_ name: String) -> Int {
        if let i = variableIndex[name] { return i }
        let i = system.variables.count
        system.variables.append(name)
        variableIndex[name] = i
        return i
    }

    mutating func decodeRoot(_ root: JSONNode) throws(SolverInputError) {
        let members = try object(root, "", allowed: ["variables", "constraints", "edits", "suggestions"])
        func member(_ key: String) -> JSONNode? { members.first(where: { $0.key == key })?.value }

        if let node = member("variables") {
            for (i, item) in try array(node, "variables").enumerated() {
                let n = try name(item, "variables[\(i)]")
                guard variableIndex[n] == nil else { throw fail(item, "variables[\(i)]", "duplicate variable \"\(n)\"") }
                _ = variable(n)
            }
        }
        guard let constraintsNode = member("constraints") else {
            throw fail(root, "constraints", "missing (every system needs a \"constraints\" array)")
        }
        var ids: [String: Int] = [:]
        for (i, item) in try array(constraintsNode, "constraints").enumerated() {
            let c = try decodeConstraint(item, index: i)
            if let first = ids[c.id] {
                throw fail(item, "constraints[\(i)].id", "duplicate id \"\(c.id)\" (first used by constraints[\(first)])")
            }
            ids[c.id] = i
            system.constraints.append(c)
        }
        var editOf: [Int: Int] = [:]
        if let node = member("edits") {
            for (i, item) in try array(node, "edits").enumerated() {
                let path = "edits[\(i)]"
                let fields = try object(item, path, allowed: ["variable", "priority"])
                guard let v = fields.first(where: { $0.key == "variable" })?.value else {
                    throw fail(item, "\(path).variable", "missing")
                }
                guard let p = fields.first(where: { $0.key == "priority" })?.value else {
                    throw fail(item, "\(path).priority", "missing")
                }
                let index = variable(try name(v, "\(path).variable"))
                guard editOf[index] == nil else { throw fail(v, "\(path).variable", "already an edit variable") }
                editOf[index] = i
                system.edits.append(.init(variable: index, priority: try priority(p, "\(path).priority", max: 999)))
            }
        }
        if let node = member("suggestions") {
            for (i, step) in try array(node, "suggestions").enumerated() {
                var values: [(variable: Int, value: Double)] = []
                guard case .object(let members) = step.value else {
                    throw fail(step, "suggestions[\(i)]", "expected an object, found \(step.kindName)")
                }
                for (key, value) in members {
                    let path = "suggestions[\(i)].\(key)"
                    guard let index = variableIndex[key], editOf[index] != nil else {
                        throw fail(value, path, "\"\(key)\" is not an edit variable (declare it in \"edits\")")
                    }
                    values.append((index, try finiteNumber(value, path)))
                }
                system.suggestions.append(values)
            }
        }
    }

    mutating func decodeConstraint(_ node: JSONNode, index i: Int) throws(SolverInputError) -> SolverSystem.Constraint {
        let path = "constraints[\(i)]"
        let fields = try object(node, path, allowed: ["id", "terms", "constant", "op", "priority"])
        func field(_ key: String) -> JSONNode? { fields.first(where: { $0.key == key })?.value }

        var id = String(i)
        if let idNode = field("id") {
            guard case .string(let s) = idNode.value else {
                throw fail(idNode, "\(path).id", "expected a string, found \(idNode.kindName)")
            }
            id = s
        }
        guard let termsNode = field("terms") else { throw fail(node, "\(path).terms", "missing") }
        guard case .object(let termMembers) = termsNode.value else {
            throw fail(termsNode, "\(path).terms", "expected an object of coefficients, found \(termsNode.kindName)")
        }
        var terms: [SolverSystem.Term] = []
        for (key, value) in termMembers {
            let termPath = "\(path).terms.\(key)"
            guard !key.isEmpty else { throw fail(value, termPath, "a variable name may not be empty") }
            let coefficient = try finiteNumber(value, termPath)
            terms.append(.init(variable: variable(key), coefficient: coefficient))
        }
        var constant = 0.0
        if let c = field("constant") { constant = try finiteNumber(c, "\(path).constant") }
        guard let opNode = field("op") else { throw fail(node, "\(path).op", "missing") }
        guard case .string(let op) = opNode.value, let relation = Relation(rawValue: op) else {
            throw fail(opNode, "\(path).op", "expected \"==\", \"<=\" or \">=\"")
        }
        var p: Float = 1000
        if let pNode = field("priority") { p = try priority(pNode, "\(path).priority", max: 1000) }
        return .init(id: id, terms: terms, constant: constant, relation: relation, priority: p)
    }
}
