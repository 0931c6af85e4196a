/// Ambiguity: a variable is ambiguous when another optimal solution gives it another value.
///
/// The optimal face is the feasible region with every non-basic symbol of nonzero reduced
/// cost (at any level) held at 0 (`OptimalFace`). It is convex, so a variable is constant on
/// it exactly when it is constant on the cone of directions that leave the current optimum
/// and stay on it. That cone is read from the solved tableau without re-solving: its
/// coordinates are the free non-basic symbols, and it is cut only by the tight rows (basic
/// slacks and errors at 0). Rows with room to spare do not bound it, so nothing far from the
/// optimum is explored, and free symbols that no tight row links move independently. The
/// cost is one pass over the tableau plus a small cone problem per group of linked free
/// symbols, instead of two simplex runs per variable over the whole tableau.
extension Solver {
    /// The variables not uniquely determined at the current optimum, in id order.
    /// Variables that appear in no constraint are ambiguous (nothing determines them).
    public func ambiguousVariables() throws -> [Variable] {
        try flushIfNeeded()
        let face = try optimalFace()
        return (0..<names.count).filter { !face.isDetermined(face.forms[$0]) }.map { Variable(id: Int32($0)) }
    }

    /// For each pair (a, b), whether the difference a − b is not uniquely determined at the
    /// current optimum, though a and b each may be: a view's offset from its superview when
    /// both move together.
    public func ambiguousDifferences(_ pairs: [(Variable, Variable)]) throws -> [Bool] {
        for (a, b) in pairs {
            try checkVariable(a)
            try checkVariable(b)
        }
        try flushIfNeeded()
        guard !pairs.isEmpty else { return [] }
        let face = try optimalFace()
        return pairs.map { a, b in
            guard let fa = face.forms[Int(a.id)], let fb = face.forms[Int(b.id)] else { return true }
            var difference = fa
            var unused: [Symbol] = []
            difference.add(fb, times: -1, newKeys: &unused)
            return !face.isDetermined(difference)
        }
    }

    /// Whether `v` is not uniquely determined at the current optimum.
    public func isAmbiguous(_ v: Variable) throws -> Bool {
        try checkVariable(v)
        return try ambiguousVariables().contains(v)
    }

    /// The face of the current tableau, built once and kept until the tableau changes: a layout
    /// asks for the ambiguous variables, then for differences of some of them.
    func optimalFace() throws -> OptimalFace {
        if let face = cachedFace { return face }
        let face = try OptimalFace(tableau)
        cachedFace = face
        return face
    }
}

/// The directions in which the current optimum can move while staying optimal, as linear
/// conditions on the free symbols; and every variable's dependence on those symbols.
struct OptimalFace {
    /// Rows whose constant is at most this are tight: they block a direction that lowers them.
    /// A row a little above 0 lets its direction move only that little, which the simplex-based
    /// check this replaces did not count as movement either (it compared values to 1e-7).
    static let tightness = 1e-7

    /// Per variable id: its value as constant + Σ coefficient · free symbol, with only the free
    /// symbols that are not pinned kept (constant 0); nil for a variable in no constraint.
    var forms: [Row?]
    /// Per symbol: its group (`parts`); -1 when it is not free or moves unconstrained, `pinned`
    /// when its group holds it.
    var partOf: [Int32]
    /// Per symbol in a group: its place in the group's `symbols`.
    var slot: [Int32]
    /// Per symbol: whether it can move on the face (non-basic, no cost, not a dummy).
    var isFree: [Bool]
    var parts: [FacePart] = []

    init(_ t: Tableau) throws {
        isFree = Self.freeSymbols(t)
        partOf = [Int32](repeating: -1, count: t.kinds.count)
        slot = [Int32](repeating: -1, count: t.kinds.count)
        forms = []
        let tight = Self.tightRows(t, isFree: isFree)
        parts = groupLinkedSymbols(tight, in: t)
        for p in parts.indices {
            try parts[p].settle(t, isFree: isFree, slot: slot)
            if parts[p].echelon.count == parts[p].symbols.count {
                for s in parts[p].symbols { partOf[Int(s)] = Self.pinned }
            }
        }
        // A pinned symbol moves nothing (`isDetermined` skips it), so forms leave it out: down a
        // chain every position names the pinned slacks of every label above it, and keeping them
        // made the forms as long as the chain.
        var moving = isFree
        for s in moving.indices where partOf[s] == Self.pinned { moving[s] = false }
        let basicForms = Self.basicForms(t, isFree: moving)
        forms = t.variableSymbol.map { s -> Row? in
            guard s >= 0 else { return nil }
            if t.isBasic[Int(s)] { return basicForms[Int(s)] ?? Row(constant: 0) }
            var form = Row(constant: 0)
            if moving[Int(s)] { form.add(s, 1) }
            return form
        }
    }

    /// Symbols that may move: non-basic, neither a dummy nor with a cost at any level (a symbol
    /// with a cost is 0 at every optimum).
    static func freeSymbols(_ t: Tableau) -> [Bool] {
        var free = [Bool](repeating: false, count: t.kinds.count)
        for s in t.kinds.indices where !t.isBasic[s] && t.kinds[s] != .dummy && t.kinds[s] != .artificial {
            free[s] = true
        }
        for level in t.objective {
            for s in level.support where level.cost(s) != 0 { free[Int(s)] = false }
        }
        return free
    }

    /// The basic rows that bound the cone, ascending: restricted rows at (or within the
    /// tightness of) 0 that name a free symbol, and required equalities' basic dummies that do.
    static func tightRows(_ t: Tableau, isFree: [Bool]) -> [Symbol] {
        var tight: [Symbol] = []
        for s in t.kinds.indices where t.isBasic[s] {
            switch t.kinds[s] {
            case .slack, .error:
                if t.rows[s].constant > tightness { continue }
            case .dummy:
                break
            case .external, .artificial:
                continue
            }
            if t.rows[s].ids.contains(where: { isFree[Int($0)] }) { tight.append(Symbol(s)) }
        }
        return tight
    }

    /// Every unrestricted basic symbol's dependence on the free symbols (indexed by symbol).
    /// Its row may name basic symbols: restricted ones kept lazily (`Tableau.substitute`), whose
    /// rows are fully substituted, and unrestricted ones installed before it (`Tableau.shallowSubject`),
    /// whose forms are already known when the rows are taken in install order. Each row is read
    /// once, so on a chain this costs the chain's length, not its square.
    static func basicForms(_ t: Tableau, isFree: [Bool]) -> [Row?] {
        var forms = [Row?](repeating: nil, count: t.kinds.count)
        var unrestricted: [Symbol] = []
        for s in t.kinds.indices where t.isBasic[s] && t.kinds[s] == .external { unrestricted.append(Symbol(s)) }
        unrestricted.sort { t.installedAt[Int($0)] < t.installedAt[Int($1)] }
        var dense = [Double](repeating: 0, count: t.kinds.count)
        var touched: [Symbol] = []
        func accumulate(_ k: Symbol, _ v: Double) {
            let ki = Int(k)
            if dense[ki] == 0 { touched.append(k) }
            let sum = dense[ki] + v
            // A cell that cancels is kept at a value no coefficient has, so it is listed once.
            dense[ki] = abs(sum) < coefficientEpsilon ? .leastNonzeroMagnitude : sum
        }
        for x in unrestricted {
            let row = t.rows[Int(x)]
            touched.removeAll(keepingCapacity: true)
            for i in row.ids.indices {
                let s = row.ids[i], c = row.coefs[i]
                let si = Int(s)
                if !t.isBasic[si] {
                    if isFree[si] { accumulate(s, c) }
                } else if t.kinds[si] == .external {
                    guard let parent = forms[si] else { continue }
                    for j in parent.ids.indices { accumulate(parent.ids[j], parent.coefs[j] * c) }
                } else {
                    let other = t.rows[si]
                    for j in other.ids.indices where isFree[Int(other.ids[j])] { accumulate(other.ids[j], other.coefs[j] * c) }
                }
            }
            touched.sort()
            var form = Row(constant: 0)
            for k in touched {
                let v = dense[Int(k)]
                dense[Int(k)] = 0
                if abs(v) >= coefficientEpsilon {
                    form.ids.append(k)
                    form.coefs.append(v)
                }
            }
            forms[Int(x)] = form
        }
        return forms
    }

    /// Free symbols linked through tight rows, grouped (union-find); each group lists its
    /// symbols and rows ascending, and groups are ordered by their smallest symbol. Free symbols
    /// in no tight row form no group: they move on their own.
    mutating func groupLinkedSymbols(_ tight: [Symbol], in t: Tableau) -> [FacePart] {
        var parent: [Int32] = []
        var index = [Int32](repeating: -1, count: t.kinds.count)
        var members: [Symbol] = []
        func find(_ x: Int32) -> Int32 {
            var r = x
            while parent[Int(r)] != r { r = parent[Int(r)] }
            var y = x
            while parent[Int(y)] != r {
                let next = parent[Int(y)]
                parent[Int(y)] = r
                y = next
            }
            return r
        }
        for r in tight {
            var first: Int32 = -1
            for s in t.rows[Int(r)].ids where isFree[Int(s)] {
                if index[Int(s)] < 0 {
                    index[Int(s)] = Int32(members.count)
                    parent.append(Int32(members.count))
                    members.append(s)
                }
                if first < 0 {
                    first = find(index[Int(s)])
                } else {
                    let other = find(index[Int(s)])
                    if other != first { parent[Int(max(first, other))] = min(first, other); first = min(first, other) }
                }
            }
        }
        var order = members.indices.map { Int32($0) }
        order.sort { members[Int($0)] < members[Int($1)] }
        var partOfRoot = [Int32](repeating: -1, count: members.count)
        var result: [FacePart] = []
        for i in order {
            let root = Int(find(i))
            if partOfRoot[root] < 0 {
                partOfRoot[root] = Int32(result.count)
                result.append(FacePart())
            }
            let p = partOfRoot[root]
            slot[Int(members[Int(i)])] = Int32(result[Int(p)].symbols.count)
            result[Int(p)].symbols.append(members[Int(i)])
            partOf[Int(members[Int(i)])] = p
        }
        for r in tight {
            if let s = t.rows[Int(r)].ids.first(where: { isFree[Int($0)] }) { result[Int(partOf[Int(s)])].rows.append(r) }
        }
        return result
    }

    /// Whether a form over the free symbols is constant on the face: in each group it touches,
    /// it must be a combination of the group's equalities (`FacePart.isCombinationOfEqualities`);
    /// a free symbol in no group moves on its own, so any coefficient on it moves the form.
    /// Symbols of a group whose equalities pin every symbol are skipped: a long row (a position
    /// low in a chain names every label's slacks above it) touches many such groups, and reducing
    /// the form once per group made the check quadratic in the row.
    func isDetermined(_ form: Row?) -> Bool {
        guard let form else { return false }
        var open: [(part: Int32, index: Int)] = []
        for i in form.ids.indices {
            let p = partOf[Int(form.ids[i])]
            if p == Self.pinned { continue }
            if p < 0 { return false }
            open.append((p, i))
        }
        if open.isEmpty { return true }
        open.sort { ($0.part, $0.index) < ($1.part, $1.index) }
        var start = 0
        while start < open.count {
            var end = start
            var cells = Row(constant: 0)
            while end < open.count && open[end].part == open[start].part {
                cells.ids.append(form.ids[open[end].index])
                cells.coefs.append(form.coefs[open[end].index])
                end += 1
            }
            if !parts[Int(open[start].part)].isCombinationOfEqualities(cells, slot: slot) { return false }
            start = end
        }
        return true
    }

    /// `partOf` for a symbol whose group's equalities hold it at 0.
    static let pinned: Int32 = -2
}
