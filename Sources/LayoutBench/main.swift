// Times a cold layout of a ~1,000-view screen of nested stacks against re-laying it out after a rotation
// on the same engine (constant changes in place). Used by scripts/bench-layout.
import AutoLayout
import Foundation

/// Fixed text metrics (0.5 × size per character, 1.2 × size per line, wrapping at spaces), so the
/// benchmark measures layout, not text shaping.
struct BenchMeasurer: TextMeasuring {
    func measure(_ r: TextMeasureRequest) -> TextMeasurement {
        let size = r.font.textStyle?.defaultSize ?? r.font.size
        let advance = 0.5 * size, line = 1.2 * size
        let chars = Double(r.string.unicodeScalars.count)
        var lines = 1.0
        var width = chars * advance
        if let max = r.maxWidth, r.numberOfLines != 1, width > max, max > 0 {
            lines = (width / max).rounded(.up)
            if r.numberOfLines > 0 { lines = min(lines, Double(r.numberOfLines)) }
            width = max
        }
        return TextMeasurement(size: Size(width: width, height: lines * line), firstBaseline: 0.8 * size,
                               lastBaseline: (lines - 1) * line + 0.8 * size, lineCount: Int(lines), isTruncated: false)
    }
}

/// A list screen: a vertical stack of rows; each row is a horizontal stack of an image, a vertical stack of a
/// title and a subtitle (single-line, or wrapping with `--wrapping`), and a button. Six views per row.
func makeScreen(rows: Int, wrapping: Bool) -> View {
    let root = View(identifier: "root")
    let list = StackView(identifier: "list")
    list.axis = .vertical
    list.spacing = 4
    list.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(list)
    for i in 0..<rows {
        let image = ImageView(identifier: "image\(i)", imageSize: Size(width: 40, height: 40))
        let title = Label(identifier: "title\(i)", text: "Row \(i) title", font: .system(size: 17))
        let subtitle = Label(identifier: "subtitle\(i)", text: "A subtitle that wraps onto a second line \(i)", font: .system(size: 13))
        subtitle.numberOfLines = wrapping ? 0 : 1
        let texts = StackView(identifier: "texts\(i)", arrangedSubviews: [title, subtitle])
        texts.axis = .vertical
        texts.spacing = 2
        let button = Button(identifier: "button\(i)", title: "Open")
        button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        image.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let row = StackView(identifier: "row\(i)", arrangedSubviews: [image, texts, button])
        row.spacing = 8
        row.alignment = .center
        list.addArrangedSubview(row)
    }
    LayoutConstraint.activate([
        list.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        list.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        list.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
    ])
    return root
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
/// This thread's CPU time: on a loaded machine wall time also counts the time other processes ran.
func cpuNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

if let flag = CommandLine.arguments.firstIndex(of: "--memory") {
    let next = CommandLine.arguments.index(after: flag)
    let layouts = next < CommandLine.arguments.endIndex ? max(Int(CommandLine.arguments[next]) ?? 10_000, 1) : 10_000
    do {
        try runMemory(layouts: layouts, environment: Environment(windowSize: Size(width: 393, height: 852), scale: 3))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("layout-bench: \(error)\n".utf8))
        exit(1)
    }
}
if let flag = CommandLine.arguments.firstIndex(of: "--scale") {
    let rest = Array(CommandLine.arguments[(flag + 1)...])
    guard rest.count >= 2, let shape = ScalingShape(rawValue: rest[0]), let views = Int(rest[1]), views > 0 else {
        FileHandle.standardError.write(Data("usage: layout-bench --scale chain|grid|flat VIEWS [RUNS]\n".utf8))
        exit(2)
    }
    let runs = rest.count > 2 ? max(Int(rest[2]) ?? 1, 1) : 1
    do {
        try runScaling(shape: shape, views: views, runs: runs,
                       environment: Environment(windowSize: Size(width: 393, height: 852), scale: 3))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("layout-bench: \(error)\n".utf8))
        exit(1)
    }
}
let wrapping = CommandLine.arguments.contains("--wrapping")
var arguments = CommandLine.arguments.filter { $0 != "--wrapping" }
// `--rotations N`: after the measured rotation, N more back and forth on the same engine (to profile
// the re-layout path with `perf record`, where the cold layout would otherwise dominate).
var extraRotations = 0
if let flag = arguments.firstIndex(of: "--rotations") {
    let next = arguments.index(after: flag)
    extraRotations = next < arguments.endIndex ? max(Int(arguments[next]) ?? 0, 0) : 0
    arguments.removeSubrange(flag..<min(next + 1, arguments.endIndex))
}
let runs = arguments.count > 1 ? max(Int(arguments[1]) ?? 5, 1) : 5
let rows = arguments.count > 2 ? max(Int(arguments[2]) ?? 166, 1) : 166
let portrait = Environment(windowSize: Size(width: 393, height: 852), scale: 3, safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
let landscape = Environment(windowSize: Size(width: 852, height: 393), scale: 3,
                            safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), verticalSizeClass: .compact)
var cold: [Double] = [], relayout: [Double] = [], coldCPU: [Double] = [], relayoutCPU: [Double] = []
var views = 0, passes = (0, 0)
do {
    for _ in 0..<runs {
        let screen = makeScreen(rows: rows, wrapping: wrapping)
        let (t0, u0) = (now(), cpuNow())
        let engine = try LayoutEngine(root: screen, environment: portrait, measurer: BenchMeasurer())
        let first = engine.layout()
        let (t1, u1) = (now(), cpuNow())
        let second = try engine.update(environment: landscape)
        let (t2, u2) = (now(), cpuNow())
        for i in 0..<extraRotations { _ = try engine.update(environment: i % 2 == 0 ? portrait : landscape) }
        cold.append(t1 - t0)
        relayout.append(t2 - t1)
        coldCPU.append(u1 - u0)
        relayoutCPU.append(u2 - u1)
        views = first.views.count
        passes = (first.passes, second.passes)
        if !first.diagnostics.isEmpty || !second.diagnostics.isEmpty {
            print("diagnostics: \(first.diagnostics.count) portrait, \(second.diagnostics.count) landscape")
        }
    }
} catch {
    FileHandle.standardError.write(Data("layout-bench: \(error)\n".utf8))
    exit(1)
}
let c = median(cold), r = median(relayout)
print("views: \(views) (\(rows) rows, \(wrapping ? "wrapping" : "single-line") subtitles), runs: \(runs), "
      + "passes: cold \(passes.0), rotation \(passes.1)")
print(String(format: "cold layout (median): %.1f ms", c * 1000))
print(String(format: "relayout after rotation (median): %.1f ms", r * 1000))
print(String(format: "cold layout CPU (median): %.1f ms", median(coldCPU) * 1000))
print(String(format: "relayout after rotation CPU (median): %.2f ms", median(relayoutCPU) * 1000))
print(String(format: "relayout speedup: %.1fx", c / r))
