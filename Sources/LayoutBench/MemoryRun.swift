// `layout-bench --memory N`: N layouts of a fresh 60-view screen in one process, printing the
// resident set size every tenth of the run. A tree that is not freed (a view/constraint retain
// cycle) grows the RSS linearly with N; a flat line means each screen is released.
import AutoLayout
import Foundation

/// Resident set size in KiB from /proc/self/statm (Linux); nil elsewhere.
func residentKiB() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

func runMemory(layouts: Int, environment: Environment) throws {
    let step = max(layouts / 10, 1)
    var samples: [(Int, Int)] = []
    for i in 1...layouts {
        let screen = makeScreen(rows: 10, wrapping: false)
        let engine = try LayoutEngine(root: screen, environment: environment, measurer: BenchMeasurer())
        _ = engine.layout()
        if i % step == 0 || i == 1, let rss = residentKiB() { samples.append((i, rss)) }
    }
    for (i, rss) in samples { print("after \(i) layouts: RSS \(rss) KiB") }
    if let first = samples.first(where: { $0.0 >= step }), let last = samples.last, first.0 < last.0 {
        let perLayout = Double(last.1 - first.1) * 1024 / Double(last.0 - first.0)
        print(String(format: "growth from layout %d to %d: %d KiB (%.1f bytes per layout)",
                     first.0, last.0, last.1 - first.1, perLayout))
    }
}
