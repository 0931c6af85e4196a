import Testing
@testable import ConstraintSolver

/// Edges of a row of 100 boxes through many dual pivots, the right edge moved in place, the
/// way a window size change drives a stack. Expanded, each edge would name the errors of
/// every box before it (rows of up to ~200 cells); each edge's row names the edge before it
/// instead (`Tableau.shallowSubject`), and values are read through that chain.
struct LongRowTests {
    static let n = 100

    /// x0 = 0, x(i+1) = xi + wi, wi >= 5 (required), wi == 10 @ 100 + i (one level per
    /// box: box 0 gives way first), x(n) == W (required, the handle returned).
    static func boxes(_ s: Solver) throws -> (edges: [Variable], widths: [Variable], right: ConstraintHandle) {
        let x = (0...n).map { s.makeVariable("x\($0)") }
        let w = (0..<n).map { s.makeVariable("w\($0)") }
        _ = try s.add(Constraint(x[0], .equal, 0))
        for i in 0..<n {
            _ = try s.add(Constraint(x[i + 1], .equal, x[i] + w[i]))
            _ = try s.add(Constraint(w[i], .greaterThanOrEqual, 5))
            _ = try s.add(Constraint(w[i], .equal, 10, priority: Priority(Float(100 + i))))
        }
        let right = try s.add(Constraint(x[n], .equal, Double(10 * n)))
        return (x, w, right)
    }

    /// The lexicographic optimum by hand. Below 10·n the deficit D = 10·n − W comes out of
    /// the lowest levels first, each box down to 5: wi = 10 − clamp(D − 5·i, 0, 5). Above,
    /// the surplus goes to box 0 alone (every higher level keeps its 10 exactly).
    static func expectedWidth(_ i: Int, right W: Double) -> Double {
        let total = Double(10 * n)
        if W >= total { return i == 0 ? 10 + (W - total) : 10 }
        let deficit = total - W
        return 10 - min(max(deficit - 5 * Double(i), 0), 5)
    }

    @Test func rightEdgeMovedInPlaceMatchesTheHandDerivedWidths() throws {
        let s = Solver()
        let (x, w, right) = try Self.boxes(s)
        // 1000: all 10. 700: D = 300, boxes 0–59 at 5. 880: D = 120, boxes 0–23 at 5.
        // 733: D = 267, boxes 0–52 at 5 and box 53 at 10 − 2 = 8. 1100: box 0 at 110.
        // 500: every box at 5. Then back to 733 and 1000.
        for W in [1000.0, 700, 880, 733, 1100, 500, 733, 1000] {
            try s.setConstant(-W, of: right)
            var edge = 0.0
            for i in 0..<Self.n {
                let expected = Self.expectedWidth(i, right: W)
                #expect(abs(s.value(of: w[i]) - expected) < 1e-9, "W = \(W), w\(i)")
                edge += expected
                #expect(abs(s.value(of: x[i + 1]) - edge) < 1e-9, "W = \(W), x\(i + 1)")
            }
        }
        // Spot values of the derivation: at 733 box 53 is at 8 and box 54 at 10.
        #expect(Self.expectedWidth(53, right: 733) == 8)
        #expect(Self.expectedWidth(54, right: 733) == 10)
    }

    @Test func edgeRowsStayShortAndValuesStayExact() throws {
        let s = Solver()
        let (x, _, right) = try Self.boxes(s)
        // From 1000 to 700 boxes 0–59 go to their minimum: the dual simplex pivots their
        // errors into the basis one after another. Each edge row names the edge before it
        // (`Tableau.shallowSubject`) and its box's slack, so no edge row names the errors of
        // every box before it, and values are read through the chain of edges.
        try s.setConstant(-700, of: right)
        let t = s.tableau
        let longest = t.kinds.indices.filter { t.isBasic[$0] && t.kinds[$0] == .external }.map { t.rows[$0].ids.count }.max() ?? 0
        #expect(longest <= 4)
        // x60 = 60·5 = 300, x80 = 300 + 20·10 = 500, x100 = 700.
        #expect(abs(s.value(of: x[60]) - 300) < 1e-9)
        #expect(abs(s.value(of: x[80]) - 500) < 1e-9)
        #expect(abs(s.value(of: x[Self.n]) - 700) < 1e-9)
    }
}
