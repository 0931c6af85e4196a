import Foundation

/// The static HTML review page: per screen a grid of locales × devices × orientations with
/// changed cells highlighted, and for each change the baseline, actual and diff side by side,
/// a slider and an onion-skin overlay, the list of moved views and the `layoutcheck approve`
/// command that accepts it. Everything it shows is copied into its folder, so it opens from
/// the file system with no server.
public enum HTMLReport {
    /// Writes `index.html` and the images it shows into `folder`; returns the page's path.
    ///
    /// The report's file paths (relative to `projectRoot`) are only followed into `sources`
    /// (the baselines and output folders), and only PNGs are copied: a report.json is input
    /// too, and one naming `../../home/me/.ssh/id_rsa` must not get that file published with the page.
    @discardableResult
    public static func write(_ report: RunReport, projectRoot: URL, readingFrom sources: [ContainedFolder],
                             into folder: ContainedFolder) throws -> URL {
        var copied: [String: String] = [:]
        func copy(_ relative: String?, as name: String) throws -> String? {
            guard let relative, let source = readable(relative, projectRoot: projectRoot, sources: sources) else { return nil }
            if let done = copied[relative] { return done }
            guard let data = try? InputFile.read(source, displayName: relative, limit: InputFile.baselineLimit),
                  data.starts(with: pngSignature) else { return nil }
            let components = ["images"] + name.split(separator: "/").map(String.init)
            try folder.write(data, to: components)
            let path = components.map(PathSanitizer.component).joined(separator: "/")
            copied[relative] = path
            return path
        }
        var details: [String] = []
        for result in report.results where [.failed, .missing, .error].contains(result.status) {
            var images: [String: String] = [:]
            for role in ["baseline.png", "actual.png", "diff.png"] {
                images[role] = try copy(result.files[role], as: "\(result.name).\(role)")
            }
            let frames = FrameDrawings(result: result) { readable($0, projectRoot: projectRoot, sources: sources) }
            details.append(detail(result, images: images, frames: frames))
        }
        var html = head
        html += "<h1>LayoutCheck report</h1>\n"
        html += "<p class=\"summary\">\(escape(TerminalSummary.counts(report.results)))\(report.shard.map { " — shard \(escape($0))" } ?? "")</p>\n"
        let drift = report.stampDifferences
        if !drift.isEmpty {
            html += "<div class=\"drift\"><strong>The baselines were produced by a different build or text stack.</strong> "
                + "Differences below may be rendering drift rather than layout changes:<ul>"
                + drift.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul></div>\n"
        }
        if !details.isEmpty {
            html += "<h2>Changes (\(details.count))</h2>\n" + details.joined(separator: "\n")
        }
        html += "<h2>Matrix</h2>\n" + grids(report.results)
        html += script + "</body></html>\n"
        try folder.write(Data(html.utf8), to: ["index.html"])
        return try folder.url(["index.html"])
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The file a report names, when it lies inside one of `sources` (symlinks resolved).
    static func readable(_ relative: String, projectRoot: URL, sources: [ContainedFolder]) -> URL? {
        let url = URL(fileURLWithPath: relative, relativeTo: projectRoot).standardizedFileURL
        return sources.contains { $0.contains(url) } ? url : nil
    }

    static func anchor(_ name: String) -> String {
        "s-" + PathSanitizer.component(name.replacingOccurrences(of: "/", with: "--"))
    }

    private static func detail(_ result: ScenarioResult, images: [String: String], frames: FrameDrawings) -> String {
        var html = "<section class=\"change \(result.status.rawValue)\" id=\"\(anchor(result.name))\">\n"
        html += "<h3><span class=\"badge \(result.status.rawValue)\">\(result.status.rawValue)</span> \(escape(result.name))</h3>\n"
        html += "<p class=\"dims\">\(escape(result.screen)) · \(escape(result.device)) · \(escape(result.orientation)) · "
            + "locale \(escape(result.locale)) · \(escape(result.size))</p>\n"
        if !result.messages.isEmpty {
            html += "<ul class=\"messages\">" + result.messages.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        if !result.changes.isEmpty {
            html += "<h4>Moved views</h4>\n<ul class=\"moved\">" + result.changes.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul>\n"
        }
        if let baseline = images["baseline.png"], let actual = images["actual.png"] {
            html += "<div class=\"triptych\">"
            html += figure("Baseline", "<img class=\"baseline\" src=\"\(baseline)\" alt=\"baseline\">")
            html += figure("Actual", "<img class=\"actual\" src=\"\(actual)\" alt=\"actual\">")
            if let diff = images["diff.png"] { html += figure("Diff", "<img class=\"diff\" src=\"\(diff)\" alt=\"diff\">") }
            html += "</div>\n"
            html += "<div class=\"compare\">"
            html += figure("Slider", "<div class=\"slider\"><img src=\"\(baseline)\" alt=\"baseline\"><div class=\"reveal\"><img src=\"\(actual)\" alt=\"actual\"></div></div>"
                + "<input type=\"range\" class=\"slide\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"slider\">")
            html += figure("Onion skin", "<div class=\"onion\"><img src=\"\(baseline)\" alt=\"baseline\"><img class=\"top\" src=\"\(actual)\" alt=\"actual\" style=\"opacity:0.5\"></div>"
                + "<input type=\"range\" class=\"fade\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"onion skin\">")
            html += "</div>\n"
        } else if let drawings = frames.svg() {
            html += "<div class=\"triptych\">" + figure("Baseline frames", drawings.baseline) + figure("Actual frames", drawings.actual)
                + figure("Changed views", drawings.diff) + "</div>\n"
        }
        html += "<p class=\"approve\">Accept this change: <code class=\"approve-command\">layoutcheck approve '\(escape(result.name))'</code></p>\n"
        html += "</section>\n"
        return html
    }

    private static func figure(_ caption: String, _ body: String) -> String {
        "<figure><figcaption>\(escape(caption))</figcaption>\(body)</figure>"
    }

    /// Per screen: rows are locales, columns devices × orientations, each cell the sizes.
    private static func grids(_ results: [ScenarioResult]) -> String {
        var html = ""
        for screen in orderedUnique(results.map(\.screen)) {
            let rows = results.filter { $0.screen == screen }
            let locales = orderedUnique(rows.map(\.locale))
            let columns = orderedUnique(rows.map { "\($0.device)\u{1F}\($0.orientation)" })
            html += "<h3 class=\"screen\">\(escape(screen))</h3>\n<table class=\"grid\"><thead><tr><th>locale</th>"
            for column in columns {
                let parts = column.split(separator: "\u{1F}").map(String.init)
                html += "<th>\(escape(parts.first ?? ""))<br><small>\(escape(parts.last ?? ""))</small></th>"
            }
            html += "</tr></thead><tbody>\n"
            for locale in locales {
                html += "<tr><th>\(escape(locale))</th>"
                for column in columns {
                    let cell = rows.filter { $0.locale == locale && "\($0.device)\u{1F}\($0.orientation)" == column }
                    let changed = cell.contains { [.failed, .missing, .error].contains($0.status) }
                    html += "<td class=\"\(changed ? "changed" : "same")\">"
                    html += cell.map { result in
                        let label = escape(result.size)
                        if [.failed, .missing, .error].contains(result.status) {
                            return "<a class=\"badge \(result.status.rawValue)\" href=\"#\(anchor(result.name))\" title=\"\(escape(result.name))\">\(label)</a>"
                        }
                        return "<span class=\"badge \(result.status.rawValue)\" title=\"\(escape(result.name))\">\(label)</span>"
                    }.joined(separator: " ")
                    html += "</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody></table>\n"
        }
        return html
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    private static let head = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>LayoutCheck report</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Inter", "Noto Sans", sans-serif; margin: 24px; color: #1c1c1e; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { margin-top: 28px; border-bottom: 1px solid #ddd; }
        .summary { color: #555; } .drift { background: #fff4d6; border: 1px solid #e0b84c; padding: 8px 12px; border-radius: 6px; }
        .badge { display: inline-block; padding: 1px 6px; border-radius: 4px; font-size: 12px; text-decoration: none; color: #fff; }
        .passed, .unchanged, .recorded { background: #34c759; } .failed { background: #ff3b30; }
        .missing { background: #ff9500; } .error { background: #af52de; }
        section.change { background: none; border: 1px solid #ddd; border-left: 6px solid #ff3b30; border-radius: 6px; padding: 8px 16px; margin: 12px 0; }
        section.change.missing { border-left-color: #ff9500; } section.change.error { border-left-color: #af52de; }
        .dims { color: #666; margin-top: -8px; } .moved code, .approve code { background: #f2f2f7; padding: 1px 4px; border-radius: 3px; }
        .triptych, .compare { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        figure img, figure svg { border: 1px solid #ccc; max-width: 300px; height: auto; display: block; }
        .slider, .onion { position: relative; display: inline-block; }
        .slider .reveal { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden; border-right: 2px solid #ff3b30; }
        .slider .reveal img { max-width: none; }
        .onion img.top { position: absolute; top: 0; left: 0; }
        table.grid { border-collapse: collapse; margin-bottom: 16px; }
        .grid th, .grid td { border: 1px solid #ddd; padding: 4px 6px; text-align: left; vertical-align: top; }
        .grid td.changed { background: #ffe5e3; outline: 2px solid #ff3b30; }
        </style></head><body>

        """

    private static let script = """
        <script>
        window.addEventListener('load', function () {
          // What a reviewer sees, for scripts/check-report: how many images actually decoded.
          var images = Array.prototype.slice.call(document.images);
          document.body.dataset.imagesLoaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
          document.body.dataset.imagesBroken = images.filter(function (i) { return !(i.complete && i.naturalWidth > 0); }).length;
        });
        document.querySelectorAll('.compare').forEach(function (box) {
          var slide = box.querySelector('input.slide'), reveal = box.querySelector('.reveal');
          var base = box.querySelector('.slider > img');
          function size() { if (base && reveal) { reveal.querySelector('img').style.width = base.clientWidth + 'px'; } }
          if (base) { base.addEventListener('load', size); size(); }
          if (slide) slide.addEventListener('input', function () { reveal.style.width = slide.value + '%'; });
          var fade = box.querySelector('input.fade'), top = box.querySelector('.onion img.top');
          if (fade) fade.addEventListener('input', function () { top.style.opacity = fade.value / 100; });
        });
        </script>

        """
}

/// SVG drawings of a frames-only change: the baseline's and the actual's view rectangles in
/// window coordinates, and the changed views highlighted.
struct FrameDrawings {
    let baseline: FramesSnapshot?
    let actual: FramesSnapshot?
    let changed: Set<String>

    /// `locate` turns a report's relative path into a file it may read (nil: not allowed).
    init(result: ScenarioResult, locate: (String) -> URL?) {
        func load(_ role: String) -> FramesSnapshot? {
            guard let path = result.files[role], let url = locate(path),
                  let data = try? InputFile.read(url, displayName: path, limit: InputFile.baselineLimit) else { return nil }
            return try? FramesSnapshot.decode(data, file: path)
        }
        baseline = load("baseline.json")
        actual = load("actual.json")
        changed = Set(result.changedViews)
    }

    func svg() -> (baseline: String, actual: String, diff: String)? {
        guard let baseline, let actual else { return nil }
        return (draw(baseline, highlight: []), draw(actual, highlight: changed), drawDiff(baseline, actual))
    }

    /// Window rectangles in points, by view, following parents.
    private func windowRects(_ snapshot: FramesSnapshot) -> [(id: String, x: Double, y: Double, w: Double, h: Double, hidden: Bool)] {
        var origin: [String: (Double, Double)] = [:]
        return snapshot.views.map { view in
            let parent = view.parent.flatMap { origin[$0] } ?? (0, 0)
            let x = parent.0 + Double(view.x) / snapshot.scale, y = parent.1 + Double(view.y) / snapshot.scale
            origin[view.id] = (x, y)
            return (view.id, x, y, Double(view.width) / snapshot.scale, Double(view.height) / snapshot.scale, view.isHidden)
        }
    }

    private func frame(_ snapshot: FramesSnapshot, _ body: String) -> String {
        let w = FramesSnapshot.number(snapshot.windowWidth), h = FramesSnapshot.number(snapshot.windowHeight)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\">"
            + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"#fff\"/>\(body)</svg>"
    }

    private func rect(_ r: (id: String, x: Double, y: Double, w: Double, h: Double, hidden: Bool), stroke: String, fill: String) -> String {
        "<rect x=\"\(FramesSnapshot.number(r.x))\" y=\"\(FramesSnapshot.number(r.y))\" width=\"\(FramesSnapshot.number(r.w))\" "
            + "height=\"\(FramesSnapshot.number(r.h))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1\"><title>\(HTMLReport.escape(r.id))</title></rect>"
    }

    private func draw(_ snapshot: FramesSnapshot, highlight: Set<String>) -> String {
        frame(snapshot, windowRects(snapshot).filter { !$0.hidden }.map {
            highlight.contains($0.id) ? rect($0, stroke: "#ff3b30", fill: "rgba(255,59,48,0.15)") : rect($0, stroke: "#8e8e93", fill: "none")
        }.joined())
    }

    private func drawDiff(_ baseline: FramesSnapshot, _ actual: FramesSnapshot) -> String {
        let before = windowRects(baseline).filter { changed.contains($0.id) }.map { rect($0, stroke: "#007aff", fill: "rgba(0,122,255,0.12)") }
        let after = windowRects(actual).filter { changed.contains($0.id) }.map { rect($0, stroke: "#ff3b30", fill: "rgba(255,59,48,0.12)") }
        return frame(actual, (before + after).joined())
    }
}
