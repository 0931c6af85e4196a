import Testing
@testable import ConstraintSolver

/// Long chains: each position pinned to the one before it, the shape of a long settings screen.
/// A constraint whose new variable is its subject keeps naming the basic variables it mentions
/// (`Tableau.shallowSubject`), so the tableau grows with the chain's length, not its square, and
/// values, ambiguity and removals read through those rows.
struct ChainTests {
    /// y0 == top; y(i+1) == yi + hi + 8; hi >= 20 (required), hi == 20 @ 750, hi <= 20 @ 250.
    static func chain(_ s: Solver, _ n: Int, top: Double?) throws -> (y: [Variable], h: [Variable], links: [ConstraintHandle]) {
        let y = (0...n).map { s.makeVariable("y\($0)") }
        let h = (0..<n).map { s.makeVariable("h\($0)") }
        if let top { try s.add(Constraint(y[0], .equal, top)) }
        var links: [ConstraintHandle] = []
        for i in 0..<n {
            links.append(try s.add(Constraint(y[i + 1], .equal, y[i] + h[i] + 8)))
            try s.add(Constraint(h[i], .greaterThanOrEqual, 20))
            try s.add(Constraint(h[i], .greaterThanOrEqual, 20, priority: 750))
            try s.add(Constraint(h[i], .lessThanOrEqual, 20, priority: 250))
        }
        return (y, h, links)
    }

    /// The cells of every row: what the tableau stores.
    static func cells(_ s: Solver) -> Int {
        s.tableau.kinds.indices.reduce(0) { $0 + (s.tableau.isBasic[$1] ? s.tableau.rows[$1].ids.count : 0) }
    }

    @Test func positionsDownAChainOf2000AreExactAndTheTableauStaysLinear() throws {
        let n = 2_000
        let s = Solver()
        let (y, h, _) = try s.batch { try Self.chain(s, n, top: 100) }
        // Every height is 20 and every gap 8, so y(i) = 100 + 28·i: y2000 = 100 + 56,000 = 56,100.
        for i in stride(from: 0, through: n, by: 97) {
            #expect(s.value(of: y[i]) == 100 + 28 * Double(i), "y\(i)")
        }
        #expect(s.value(of: y[n]) == 56_100)
        #expect(s.value(of: h[n - 1]) == 20)
        // Each link row names the previous position, the previous height and its own dummy, and
        // each height row a few slacks and errors: a bounded number of cells per link. Expanded,
        // position i would name every height above it, about n²/2 = 2,000,000 cells in all.
        #expect(Self.cells(s) <= 10 * n)
        #expect(try s.ambiguousVariables() == [])
    }

    @Test func aChainWithAFreeHeadIsAmbiguousAllTheWayDownButNotItsGaps() throws {
        // Nothing places y0, so every position moves with it: all of y0…y50 ambiguous, every
        // height determined (20), and every difference y(i+1) − yi = hi + 8 = 28 determined.
        let n = 50
        let s = Solver()
        let (y, h, _) = try s.batch { try Self.chain(s, n, top: nil) }
        #expect(try s.ambiguousVariables() == y)
        let gaps = (0..<n).map { (y[$0 + 1], y[$0]) }
        #expect(try s.ambiguousDifferences(gaps) == [Bool](repeating: false, count: n))
        #expect(s.value(of: y[n]) - s.value(of: y[0]) == 28 * Double(n))
        #expect(h.allSatisfy { s.value(of: $0) == 20 })
    }

    @Test func removingALinkInTheMiddleFreesOnlyThePositionsBelowIt() throws {
        // y0 == 0 and 10 links; removing link 4 (y5 == y4 + h4 + 8) leaves y5…y10 placed by
        // nothing: ambiguous, still 28 apart. y0…y4 keep 0, 28, 56, 84, 112.
        let n = 10
        let s = Solver()
        let (y, _, links) = try s.batch { try Self.chain(s, n, top: 0) }
        #expect(s.value(of: y[10]) == 280)
        try s.remove(links[4])
        #expect(try s.ambiguousVariables() == Array(y[5...10]))
        for i in 0...4 { #expect(s.value(of: y[i]) == 28 * Double(i), "y\(i)") }
        for i in 5..<10 { #expect(s.value(of: y[i + 1]) - s.value(of: y[i]) == 28, "y\(i + 1) − y\(i)") }
        // Pinning y5 at 500 places the rest again: y10 = 500 + 5·28 = 640.
        try s.add(Constraint(y[5], .equal, 500))
        #expect(try s.ambiguousVariables() == [])
        #expect(s.value(of: y[10]) == 640)
    }

    @Test func aConstraintOnTheEndOfAChainSeesTheWholeChain() throws {
        // y0 == 0, 20 links, then y20 <= 500 (required): the heights must give 500 − 20·8 = 340
        // between them instead of 400, i.e. 60 less. hi >= 20 is required, so they cannot shrink:
        // unsatisfiable. y20 <= 600 holds (y20 = 560): nothing moves.
        let s = Solver()
        let (y, _, _) = try s.batch { try Self.chain(s, 20, top: 0) }
        #expect(s.value(of: y[20]) == 560)
        #expect(throws: SolverError.self) { try s.add(Constraint(y[20], .lessThanOrEqual, 500)) }
        #expect(s.value(of: y[20]) == 560)
        try s.add(Constraint(y[20], .lessThanOrEqual, 600))
        #expect(s.value(of: y[20]) == 560)
        // y20 >= 600 @ 500 (between the heights' 750 and 250) stretches the heights against their
        // hugging at 250: 40 more in all, y20 = 600; y0 stays 0.
        try s.add(Constraint(y[20], .greaterThanOrEqual, 600, priority: 500))
        #expect(s.value(of: y[20]) == 600)
        #expect(s.value(of: y[0]) == 0)
    }
}
