// `layout-bench --scale SHAPE N [runs]`: cold layouts (ambiguity detection on, as every `test` runs it) of
// one generated screen of N views, printing the median time and the ambiguous views found. Run once per
// size in its own process by scripts/bench-layout, which reads the peak RSS from wait4 and fits the
// growth exponent; the views found let the script check that two binaries agree, not only time them.
import AutoLayout
import Foundation

/// The generated screens: shapes that stress the solver differently.
enum ScalingShape: String, CaseIterable {
    /// N labels stacked top to bottom, each pinned below the previous one: one long dependency chain,
    /// the shape of a long settings screen in a scroll view.
    case chain
    /// N labels in rows of 10, each placed after its left neighbour and below the cell above it:
    /// two interleaved chains per cell.
    case grid
    /// N fixed-size views, each placed in its superview on its own: no dependencies between siblings.
    case flat

    func makeScreen(views n: Int) -> View {
        let root = View(identifier: "root")
        var constraints: [LayoutConstraint] = []
        switch self {
        case .chain:
            var above: View? = nil
            for i in 0..<n {
                let label = Label(identifier: "label\(i)", text: "Setting \(i)", font: .system(size: 17))
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                constraints.append(label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16))
                constraints.append(label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16))
                constraints.append(label.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor, constant: 8))
                above = label
            }
        case .grid:
            let columns = 10
            var cells: [View] = []
            for i in 0..<n {
                let label = Label(identifier: "cell\(i)", text: "\(i)", font: .system(size: 13))
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                let (row, column) = (i / columns, i % columns)
                constraints.append(label.leadingAnchor.constraint(equalTo: column == 0 ? root.leadingAnchor : cells[i - 1].trailingAnchor,
                                                                  constant: 4))
                constraints.append(label.topAnchor.constraint(equalTo: row == 0 ? root.topAnchor : cells[i - columns].bottomAnchor,
                                                              constant: 4))
                cells.append(label)
            }
        case .flat:
            for i in 0..<n {
                let view = View(identifier: "box\(i)")
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(i % 20) * 18))
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: Double(i / 20) * 12))
                constraints.append(view.widthAnchor.constraint(equalToConstant: 16))
                constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
            }
        }
        LayoutConstraint.activate(constraints)
        return root
    }
}

/// Lays out `runs` fresh screens and prints `shape N: median S s, ambiguous A, frames F` (A: views
/// with an ambiguity diagnostic; F: a digest of every window frame to 1/1000 point, in tree order;
/// both binaries of a side-by-side run must agree on A and F).
func runScaling(shape: ScalingShape, views: Int, runs: Int, environment: Environment) throws {
    var times: [Double] = []
    var ambiguous: Set<String> = []
    var digest: UInt64 = 0
    for _ in 0..<runs {
        let screen = shape.makeScreen(views: views)
        let t0 = now()
        let engine = try LayoutEngine(root: screen, environment: environment, measurer: BenchMeasurer())
        let result = engine.layout()
        times.append(now() - t0)
        ambiguous = []
        for d in result.diagnostics {
            if case .ambiguous(let view, _, _, _) = d { ambiguous.insert(view) }
        }
        digest = framesDigest(result)
    }
    print(String(format: "%@ %d: median %.6f s, ambiguous %d, frames %016llx", shape.rawValue, views, median(times),
                 ambiguous.count, digest))
}

/// FNV-1a over every view's window frame in thousandths of a point: equal for two layouts whose
/// frames agree to 1/1000 point (round-off below that is not a different layout).
func framesDigest(_ result: LayoutResult) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for v in result.views {
        for x in [v.windowFrame.origin.x, v.windowFrame.origin.y, v.windowFrame.size.width, v.windowFrame.size.height] {
            var k = UInt64(bitPattern: Int64((x * 1000).rounded()))
            for _ in 0..<8 {
                h = (h ^ (k & 0xff)) &* 0x100_0000_01b3
                k >>= 8
            }
        }
    }
    return h
}
