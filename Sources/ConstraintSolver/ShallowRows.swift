/// Shallow rows: an unrestricted row may name the unrestricted basic variables it was pinned to
/// (`shallowSubject`), so a chain's rows stay short. Values, expansions into non-basic symbols and
/// ambiguity forms read through them in install order.
extension Tableau {
    /// Every variable's value by variable id (0 for a variable in no constraint), with no
    /// negative zero.
    func variableValues() -> [Double] {
        var out: [Double] = []
        var scratch: [Double] = []
        variableValues(into: &out, scratch: &scratch)
        return out
    }

    /// `variableValues()` written into `out` (one entry per variable), with `scratch` (one per
    /// symbol) reused between calls: a re-layout reads every value after each change.
    ///
    /// A restricted row is fully substituted, so its constant is its value. An unrestricted
    /// row may name basic symbols: restricted ones it keeps lazily (see `substitute`) and
    /// unrestricted ones installed before it (see `addShallow`); evaluating the unrestricted
    /// rows in install order (`installLog`) reads each of those once, so this costs the rows' length.
    func variableValues(into out: inout [Double], scratch value: inout [Double]) {
        let n = kinds.count
        if value.count != n { value = [Double](repeating: 0, count: n) }
        value.withUnsafeMutableBufferPointer { value in
            kinds.withUnsafeBufferPointer { kinds in
            isBasic.withUnsafeBufferPointer { isBasic in
            installedAt.withUnsafeBufferPointer { installedAt in
            rows.withUnsafeBufferPointer { rows in
                // Non-basic symbols are 0 and unrestricted ones 0 until evaluated, so every cell can
                // be summed without a test on the symbol (a term of 0 leaves the sum as it was).
                for s in 0..<n {
                    value[s] = isBasic[s] && kinds[s] != .external ? rows[s].constant : 0
                }
                for (x, order) in installLog {
                    let xi = Int(x)
                    guard isBasic[xi], installedAt[xi] == order else { continue }
                    let row = rows[xi]
                    var v = row.constant
                    row.ids.withUnsafeBufferPointer { ids in
                        row.coefs.withUnsafeBufferPointer { coefs in
                            for i in 0..<ids.count { v += coefs[i] * value[Int(ids[i])] }
                        }
                    }
                    value[xi] = v
                }
            }
            }
            }
            }
        }
        let m = variableSymbol.count
        if out.count != m { out = [Double](repeating: 0, count: m) }
        out.withUnsafeMutableBufferPointer { out in
            value.withUnsafeBufferPointer { value in
                variableSymbol.withUnsafeBufferPointer { symbol in
                    for v in 0..<m {
                        let x = symbol[v] < 0 ? 0 : value[Int(symbol[v])]
                        out[v] = x == 0 ? 0 : x
                    }
                }
            }
        }
    }

    /// The row of basic `s` in non-basic symbols only: every basic symbol it names (lazily
    /// kept restricted ones, earlier unrestricted ones) replaced by its own row, recursively.
    /// The row itself is not rewritten: on a chain the expansion is as long as the chain, and
    /// keeping it would make the tableau quadratic again.
    ///
    /// Each basic symbol reached is expanded once, after every row that names it (unrestricted
    /// ones in decreasing install order, then the restricted ones, which name no basic symbol),
    /// so shared ancestors (a grid cell's left and upper neighbours) cost once.
    mutating func expandedRow(_ s: Symbol) -> Row {
        let si = Int(s)
        guard isBasic[si], rows[si].ids.contains(where: { isBasic[Int($0)] }) else { return rows[si] }
        stampCounter &+= 1
        if stampCounter == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            stampCounter = 1
        }
        let mark = stampCounter
        var nodes: [Symbol] = [s]
        stamp[si] = mark
        var next = 0
        while next < nodes.count {
            let row = rows[Int(nodes[next])]
            next += 1
            for t in row.ids where isBasic[Int(t)] && stamp[Int(t)] != mark {
                stamp[Int(t)] = mark
                nodes.append(t)
            }
        }
        nodes.sort { a, b in
            let (ea, eb) = (kinds[Int(a)] == .external, kinds[Int(b)] == .external)
            if ea != eb { return ea }
            return ea ? installedAt[Int(a)] > installedAt[Int(b)] : a < b
        }
        var dense: [Double] = []
        var through: [Double] = []
        swap(&dense, &denseRow)
        swap(&through, &denseBasic)
        if dense.count < kinds.count { dense.append(contentsOf: repeatElement(0, count: kinds.count - dense.count)) }
        if through.count < kinds.count { through.append(contentsOf: repeatElement(0, count: kinds.count - through.count)) }
        through[si] = 1
        var constant = 0.0
        var keys: [Symbol] = []
        for x in nodes {
            let f = through[Int(x)]
            through[Int(x)] = 0
            if f == 0 { continue }
            let row = rows[Int(x)]
            constant += row.constant * f
            for j in row.ids.indices {
                let t = Int(row.ids[j])
                if isBasic[t] {
                    through[t] += row.coefs[j] * f
                } else {
                    if dense[t] == 0 { keys.append(row.ids[j]) }
                    dense[t] += row.coefs[j] * f
                }
            }
        }
        let out = Row.gathering(constant: constant, keys: &keys, from: &dense)
        swap(&dense, &denseRow)
        swap(&through, &denseBasic)
        return out
    }

    /// The subject of a constraint whose row can keep naming the basic variables it mentions
    /// (a shallow row), or nil when its row must be expanded into non-basic symbols.
    ///
    /// A candidate is one of the constraint's own variables that is non-basic and appears in no
    /// row and no objective: installing it substitutes nothing, and its row may name basic
    /// variables unexpanded (they were installed before it, which `installedAt` records). kiwi's
    /// rule (`chooseSubject`) takes the first such symbol; where there are several and the
    /// constraint names a basic variable, one on the other side of the equation from that
    /// variable comes first. A link of a chain, `y(i) == y(i-1) + h(i-1) + 8`, meets h(i-1) and
    /// y(i) for the first time: with h(i-1) as subject, h(i-1)'s own constraints later make y(i)
    /// basic through an expanded row naming every link above it, and the tableau grew with the
    /// square of the chain; with y(i), every row names the link before it. Either choice reaches
    /// the same optimum; only ties between optimal vertices (ambiguous layouts) can tell them apart.
    mutating func shallowSubject(_ record: ConstraintRecord) -> Symbol? {
        var candidates: [(symbol: Symbol, coefficient: Double)] = []
        var side = 0.0
        for (v, c) in record.terms {
            let s = symbol(forVariable: v)
            let si = Int(s)
            if isBasic[si] {
                if side == 0 { side = c < 0 ? -1 : 1 }
                continue
            }
            guard columns[si].isEmpty, abs(c) >= coefficientEpsilon,
                  artificial == nil, objective.allSatisfy({ $0.coef[si] == 0 }) else { continue }
            candidates.append((s, c))
        }
        let opposite = candidates.filter { side != 0 && ($0.coefficient < 0) != (side < 0) }
        return (opposite.isEmpty ? candidates : opposite).map(\.symbol).min()
    }
}
