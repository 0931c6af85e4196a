import Audits
import Foundation
import ProjectFiles
import Snapshots

/// SVG wireframes of a frames-only scenario: the baseline's and the actual's view rectangles in
/// window coordinates, each labelled with its view's name and the text it shows, changed views
/// highlighted, and audit findings outlined. Lettering scales with the window (a twentieth of
/// its width), because the page shows a whole screen in a card a few hundred pixels wide: a
/// fixed 9-point font came out about 4 pixels tall there. Where the scenario wrote no actual frames (it matched), its baseline
/// is the layout.
struct FrameDrawings {
    let baseline: FramesSnapshot?
    let actual: FramesSnapshot?
    let changed: Set<String>
    let outline: [AuditFinding]

    /// `locate` turns a report's relative path into a file it may read (nil: not allowed).
    init(result: ScenarioResult, outline: [AuditFinding] = [], locate: (String) -> URL?) {
        func load(_ role: String) -> FramesSnapshot? {
            guard let path = result.files[role], let url = locate(path),
                  let data = try? InputFile.read(url, displayName: path, limit: InputFile.baselineLimit) else { return nil }
            return try? FramesSnapshot.decode(data, file: path)
        }
        let stored = load("baseline.json")
        let written = load("actual.json")
        baseline = written == nil ? nil : stored
        actual = written ?? stored
        changed = Set(result.changedViews)
        self.outline = outline
    }

    /// The drawings; `baseline` and `diff` are only meaningful when `hasBaseline`.
    func svg() -> (baseline: String, actual: String, diff: String, hasBaseline: Bool)? {
        guard let actual else { return nil }
        let before = baseline ?? actual
        return (draw(before, highlight: []), draw(actual, highlight: changed), drawDiff(before, actual), baseline != nil)
    }

    typealias Box = (id: String, x: Double, y: Double, w: Double, h: Double, hidden: Bool, text: String?)

    /// Window rectangles in points, by view, following parents.
    private func windowRects(_ snapshot: FramesSnapshot) -> [Box] {
        var origin: [String: (Double, Double)] = [:]
        return snapshot.views.map { view in
            let parent = view.parent.flatMap { origin[$0] } ?? (0, 0)
            let x = parent.0 + Double(view.x) / snapshot.scale, y = parent.1 + Double(view.y) / snapshot.scale
            origin[view.id] = (x, y)
            return (view.id, x, y, Double(view.width) / snapshot.scale, Double(view.height) / snapshot.scale, view.isHidden, view.text)
        }
    }

    private func frame(_ snapshot: FramesSnapshot, _ body: String) -> String {
        let w = FramesSnapshot.number(snapshot.windowWidth), h = FramesSnapshot.number(snapshot.windowHeight)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" "
            + "font-family=\"sans-serif\" font-size=\"\(FramesSnapshot.number(Self.fontSize(snapshot)))\"><rect width=\"\(w)\" height=\"\(h)\" fill=\"#fff\"/>\(body)</svg>"
    }

    private func rect(_ r: Box, stroke: String, fill: String, width: Double = 1) -> String {
        "<rect x=\"\(FramesSnapshot.number(r.x))\" y=\"\(FramesSnapshot.number(r.y))\" width=\"\(FramesSnapshot.number(max(r.w, 0)))\" "
            + "height=\"\(FramesSnapshot.number(max(r.h, 0)))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(FramesSnapshot.number(width))\">"
            + "<title>\(HTMLReport.escape(r.id))</title></rect>"
    }

    /// The lettering's size in window points: a twentieth of the window's width, at least 9.
    static func fontSize(_ snapshot: FramesSnapshot) -> Double { max(9, (snapshot.windowWidth / 20).rounded()) }

    /// `text` cut to what fits `width` at `size` (a glyph is about 0.55 em wide), with an ellipsis.
    static func fitted(_ text: String, width: Double, size: Double) -> String {
        let room = Int(width / (0.55 * size))
        guard room >= 2 else { return "" }
        return text.count <= room ? text : String(text.prefix(room - 1)) + "…"
    }

    /// The view's name inside its top-left corner, and the text it shows centred below it
    /// (leaves, and views big enough to hold them). A name whose box would cross one already in
    /// `placed` is left out (views sharing a corner printed their names over each other); the
    /// view's outline still carries it as a tooltip.
    private func label(_ r: Box, color: String, size: Double, placed: inout [Box]) -> String {
        var out = ""
        let shown = (r.text ?? "").replacingOccurrences(of: "\n", with: " ")
        let nameFits = r.h >= size * (shown.isEmpty ? 1.1 : 2.2)
        if nameFits {
            let name = Self.fitted(r.id, width: r.w - 4, size: size * 0.8)
            let nameBox: Box = (r.id, r.x + 2, r.y, Double(name.count) * 0.55 * size * 0.8, size, false, nil)
            let crosses = placed.contains { p in
                nameBox.x < p.x + p.w && p.x < nameBox.x + nameBox.w && nameBox.y < p.y + p.h && p.y < nameBox.y + nameBox.h
            }
            if !name.isEmpty, !crosses {
                placed.append(nameBox)
                out += "<text x=\"\(FramesSnapshot.number(r.x + 2))\" y=\"\(FramesSnapshot.number(r.y + size * 0.85))\" "
                    + "font-size=\"\(FramesSnapshot.number(size * 0.8))\" fill=\"\(color)\">\(HTMLReport.escape(name))</text>"
            }
        }
        if !shown.isEmpty {
            let textSize = min(size, r.h * 0.8)
            let text = Self.fitted(shown, width: r.w - 4, size: textSize)
            if !text.isEmpty, textSize >= 4 {
                let y = nameFits ? r.y + size + (r.h - size) / 2 + textSize * 0.35 : r.y + r.h / 2 + textSize * 0.35
                out += "<text x=\"\(FramesSnapshot.number(r.x + r.w / 2))\" y=\"\(FramesSnapshot.number(y))\" text-anchor=\"middle\" "
                    + "font-size=\"\(FramesSnapshot.number(textSize))\" fill=\"#1c1c1e\">\(HTMLReport.escape(text))</text>"
            }
        }
        return out
    }

    private func draw(_ snapshot: FramesSnapshot, highlight: Set<String>) -> String {
        let boxes = windowRects(snapshot).filter { !$0.hidden }
        let parents = Set(snapshot.views.compactMap(\.parent))
        var body = boxes.map {
            highlight.contains($0.id) ? rect($0, stroke: "#ff3b30", fill: "rgba(255,59,48,0.15)") : rect($0, stroke: "#8e8e93", fill: "none")
        }.joined()
        // Leaves and changed views get their names; containers would only stack labels. Changed
        // views are named first, then the others from the top of the drawing down (the last drawn first).
        var placed: [Box] = []
        let named = Array(boxes.filter { !parents.contains($0.id) || highlight.contains($0.id) }.enumerated())
        let ordered = named.filter { highlight.contains($0.element.id) } + named.filter { !highlight.contains($0.element.id) }.reversed()
        var labels: [(index: Int, svg: String)] = []
        for (index, box) in ordered {
            labels.append((index, label(box, color: highlight.contains(box.id) ? "#c5221f" : "#555", size: Self.fontSize(snapshot), placed: &placed)))
        }
        // Written in document order, so the SVG reads as the tree does.
        body += labels.sorted { $0.index < $1.index }.map(\.svg).joined()
        for finding in outline {
            guard let f = finding.frame, f.count == 4 else { continue }
            let box: Box = (finding.view, f[0], f[1], f[2], f[3], false, nil)
            body += rect(box, stroke: finding.severity == .error ? "#ff3b30" : "#ff9500", fill: "none", width: 3)
        }
        return frame(snapshot, body)
    }

    private func drawDiff(_ baseline: FramesSnapshot, _ actual: FramesSnapshot) -> String {
        let before = windowRects(baseline).filter { changed.contains($0.id) }
        let after = windowRects(actual).filter { changed.contains($0.id) }
        let body = before.map { rect($0, stroke: "#007aff", fill: "rgba(0,122,255,0.12)") }.joined()
            + after.map { rect($0, stroke: "#ff3b30", fill: "rgba(255,59,48,0.12)") }.joined()
            + after.reduce(into: (svg: "", placed: [Box]())) { $0.svg += label($1, color: "#c5221f", size: Self.fontSize(actual), placed: &$0.placed) }.svg
        return frame(actual, body)
    }
}
