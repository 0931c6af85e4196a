import Audits
import Foundation
import LayoutTypes
import ProjectFiles
import TextLayout

/// The static HTML review page, built for runs with hundreds of differences: the overview
/// first (counts by status, screen, locale, device, orientation, size and kind of change, each
/// a filter), then audit findings, then the differences grouped by identical change
/// (`ChangeGroup`, the terminal's groups) with the command that approves each group, each
/// scenario a card whose images or labelled wireframes load only when opened; filters and
/// search keep their state in the URL. Last, a locale × orientation grid per screen and device.
/// Everything it shows is copied into its folder, so it opens from the file system.
package enum HTMLReport {
    /// Writes `index.html`, the images and the wireframes it shows into `folder`; returns the
    /// page's path.
    ///
    /// The report's file paths (relative to `projectRoot`) are only followed into `sources`
    /// (the baselines and output folders), and only PNGs and frames JSON are read: a
    /// report.json is input too, and one naming `../../home/me/.ssh/id_rsa` must not get that
    /// file published with the page.
    @discardableResult
    package static func write(_ report: RunReport, projectRoot: URL, readingFrom sources: [ContainedFolder],
                             into folder: ContainedFolder) throws -> URL {
        try writePage(report, projectRoot: projectRoot, readingFrom: sources, into: folder).page
    }

    /// The page, and the images it should show that could not be read: `scenario: role path`
    /// for every PNG a shown scenario's report entry names that is missing (or lies outside
    /// `sources`). The page says so at its top, so a page without its images never looks complete.
    package static func writePage(_ report: RunReport, projectRoot: URL, readingFrom sources: [ContainedFolder],
                                  into folder: ContainedFolder) throws -> (page: URL, missingImages: [String]) {
        var copied: [String: String] = [:]
        var missingImages: [String] = []
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
        func wireframes(_ result: ScenarioResult, outline: [AuditFinding] = []) throws -> Wireframes? {
            let drawings = FrameDrawings(result: result, outline: outline) { readable($0, projectRoot: projectRoot, sources: sources) }
            guard let svg = drawings.svg() else { return nil }
            var paths: [String] = []
            for (role, text) in [("baseline", svg.baseline), ("actual", svg.actual), ("overlay", svg.diff)] {
                let components = ["frames"] + "\(result.name).\(role).svg".split(separator: "/").map(String.init)
                try folder.write(Data(text.utf8), to: components)
                paths.append(components.map(PathSanitizer.component).joined(separator: "/"))
            }
            return Wireframes(baseline: svg.hasBaseline ? paths[0] : nil, actual: paths[1], overlay: svg.hasBaseline ? paths[2] : nil)
        }

        let groups = ChangeGroup.groups(report)
        var html = HTMLReportAssets.head
        html += "<header><h1>LayoutCheck review</h1>\n"
        html += "<p class=\"summary\">\(escape(TerminalSummary.counts(report.results)))\(report.shard.map { " — shard \(escape($0))" } ?? "")"
            + " · <code>\(escape(([report.command] + (report.filters.map { [$0.commandLine] } ?? [])).filter { !$0.isEmpty }.joined(separator: " ")))</code> run"
            + (report.runID.map { " <span class=\"run-id\">\(escape($0))</span>" } ?? "") + "</p></header>\n"
        // The banner for missing images goes here, once the cards below have counted them.
        let top = html
        html = overview(report, groups: groups)
        html += filterBar(report)
        let drift = report.stampDifferences
        if !drift.isEmpty {
            html += "<div class=\"drift\"><strong>The baselines were produced by a different build or text stack.</strong> "
                + "Differences below may be rendering drift rather than layout changes:<ul>"
                + drift.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul></div>\n"
        }
        let findings = FindingsSummary.groups(report)
        html += try findingsSection(findings.filter { $0.finding.severity == .error }, report: report, title: "Audit errors") {
            try wireframes($0, outline: $1)
        }

        if !groups.isEmpty {
            let count = groups.reduce(0) { $0 + $1.results.count }
            html += "<h2 id=\"changes\">Changes: \(count) scenario\(count == 1 ? "" : "s") in \(groups.count) group\(groups.count == 1 ? "" : "s") of identical changes</h2>\n"
            for (index, group) in groups.enumerated() {
                html += "<section class=\"group\" data-group=\"g\(index)\">\n<h3>\(escape(group.title))</h3>\n"
                html += "<p class=\"pattern\">\(group.results.count) scenario\(group.results.count == 1 ? "" : "s"): \(escape(group.pattern))</p>\n"
                html += zip(group.approveCommands, group.products).map { command, product in
                    "<p class=\"approve\">Approve this group: <code class=\"approve-command\" data-product=\"\(escape(productJSON(product)))\">"
                        + "\(escape(command))</code> <button class=\"copy\" type=\"button\">copy</button></p>\n"
                }.joined()
                let refused = group.refused.compactMap { $0.approvalRefusal?.kind }
                if !refused.isEmpty {
                    html += "<p class=\"refused\">\(refused.count) of them cannot be approved until fixed (\(escape(ApprovalRefusal.tally(refused))))</p>\n"
                }
                // The first scenario shows the change; the rest fold away until asked for (a
                // filter opens them), so a page of hundreds of changes reads as its groups.
                for (position, result) in group.results.enumerated() {
                    if position == 1 {
                        html += "<details class=\"members\"><summary>all \(group.results.count) scenarios of this group</summary>\n"
                    }
                    html += try card(result, images: images(result, copy: copy, missing: &missingImages), wireframes: wireframes(result), open: position == 0)
                }
                if group.results.count > 1 { html += "</details>\n" }
                html += "</section>\n"
            }
        }
        let grouped = Set(groups.flatMap { $0.results.map(\.name) })
        let others = report.results.filter { [.failed, .missing, .error].contains($0.status) && !grouped.contains($0.name) }
        if !others.isEmpty {
            html += "<h2 id=\"others\">Other failures (\(others.count))</h2>\n<section class=\"group\" data-group=\"others\">\n"
            for (position, result) in others.enumerated() {
                html += try card(result, images: images(result, copy: copy, missing: &missingImages), wireframes: wireframes(result), open: position < 3)
            }
            html += "</section>\n"
        }
        let warnings = findings.filter { $0.finding.severity == .warning }
        if !warnings.isEmpty {
            // Warnings never fail a run: folded away below the changes, still filterable.
            html += "<details class=\"warnings\"><summary>Audit warnings (\(warnings.count) group\(warnings.count == 1 ? "" : "s"))</summary>\n"
            html += try findingsSection(warnings, report: report, title: nil) { try wireframes($0, outline: $1) }
            html += "</details>\n"
        }
        html += "<h2 id=\"matrix\">Matrix</h2>\n" + grids(report.results)
        html += "<p id=\"empty\" hidden>No scenario matches the filters.</p>\n"
        html += HTMLReportAssets.script + "</body></html>\n"
        html = top + missingImagesBanner(missingImages) + html
        try folder.write(Data(html.utf8), to: ["index.html"])
        return (try folder.url(["index.html"]), missingImages)
    }

    /// A product's values per dimension (screen, device, orientation, locale, size) for the
    /// page's script, null where it covers the run's values: the script narrows it by the page's
    /// filters and spells the command as `ChangeGroup.approveCommand` does, the run's own
    /// filters filling the null dimensions, so a copied command approves what the page shows.
    static func productJSON(_ product: ScenarioProduct) -> String {
        let values = [product.screens, product.devices, product.orientations, product.locales, product.sizes]
        return productJSON(values.enumerated().map { d, list in d < product.covers.count && product.covers[d] ? nil : list })
    }

    static func productJSON(_ values: [[String]?]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(values)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// Says how many images the page lacks, and the first of them.
    static func missingImagesBanner(_ missing: [String]) -> String {
        guard !missing.isEmpty else { return "" }
        let count = missing.count
        return "<div class=\"missing-images\" id=\"missing-images\" data-images-missing=\"\(count)\"><strong>\(count) image\(count == 1 ? "" : "s") "
            + "the report names \(count == 1 ? "is" : "are") missing</strong> (not where report.json says, or outside the baselines "
            + "and output folders): the cards below show wireframes instead.<ul>"
            + missing.prefix(10).map { "<li><code>\(escape($0))</code></li>" }.joined()
            + (count > 10 ? "<li>… and \(count - 10) more</li>" : "") + "</ul></div>\n"
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Wireframe files of a frames-only scenario, relative to the page.
    struct Wireframes {
        var baseline: String?
        var actual: String
        var overlay: String?
    }

    /// The file a report names, when it lies inside one of `sources` (symlinks resolved).
    static func readable(_ relative: String, projectRoot: URL, sources: [ContainedFolder]) -> URL? {
        // Appended, not resolved against the root: a root URL without a trailing slash would lose its last folder.
        let url = (relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : projectRoot.appendingPathComponent(relative)).standardizedFileURL
        return sources.contains { $0.contains(url) } ? url : nil
    }

    static func anchor(_ name: String) -> String {
        "s-" + PathSanitizer.component(name.replacingOccurrences(of: "/", with: "--"))
    }

    private static func images(_ result: ScenarioResult, copy: (String?, String) throws -> String?,
                               missing: inout [String]) throws -> [String: String] {
        var images: [String: String] = [:]
        for role in imageRoles {
            images[role] = try copy(result.files[role], "\(result.name).\(role)")
            if let path = result.files[role], images[role] == nil { missing.append("\(result.name): \(role) \(path)") }
        }
        return images
    }

    static let imageRoles = ["baseline.png", "actual.png", "diff.png"]

    /// The data attributes filters match on.
    private static func attributes(_ result: ScenarioResult) -> String {
        let kinds = orderedUnique(result.findings.map(findingKind) + changeKinds(result))
        return "data-name=\"\(escape(result.name))\" data-screen=\"\(escape(result.screen))\" data-device=\"\(escape(result.device))\" "
            + "data-orientation=\"\(escape(result.orientation))\" data-locale=\"\(escape(result.locale))\" "
            + "data-size=\"\(escape(result.size))\" data-status=\"\(result.status.rawValue)\" data-kind=\"\(escape(kinds.joined(separator: " ")))\" "
            + "data-text=\"\(escape(orderedUnique([result.name] + result.changedViews + result.findings.map(\.view)).joined(separator: " ").lowercased()))\""
    }

    /// Kinds of change, for the overview and the filter: moved, resized, appeared, … from the
    /// change sentences, `image` for pixel-only differences, `missing`, `error`.
    static let knownPrefix = "known-"

    /// A finding's kind: its audit, or `known-<audit>` when the knownFindings file accepts it,
    /// so the overview tells today's accepted findings from new ones.
    static func findingKind(_ finding: AuditFinding) -> String {
        finding.known == true ? knownPrefix + finding.audit : finding.audit
    }

    /// A failing scenario's kinds of change and audit errors; nothing for one that passed.
    static func changeAndErrorKinds(_ result: ScenarioResult) -> [String] {
        guard [.failed, .missing, .error].contains(result.status) else { return [] }
        return changeKinds(result) + result.findings.filter { $0.severity == .error }.map(findingKind)
    }

    static func changeKinds(_ result: ScenarioResult) -> [String] {
        switch result.status {
        case .missing: return ["missing"]
        case .error: return ["error"]
        case .failed:
            var kinds: [String] = []
            for line in result.signature {
                for kind in ["moved", "resized", "appeared", "disappeared", "started truncating", "stopped truncating", "lines",
                             "became hidden", "became visible", "superview", "diagnostics", "image"] where line.contains(kind) {
                    kinds.append(kind == "started truncating" ? "truncating" : kind == "lines" ? "line count" : kind)
                }
            }
            return orderedUnique(kinds.isEmpty && result.findings.isEmpty ? ["other"] : kinds)
        default: return []
        }
    }

    private static func card(_ result: ScenarioResult, images: [String: String], wireframes: Wireframes?, open: Bool) throws -> String {
        var html = "<details class=\"card \(result.status.rawValue)\" id=\"\(anchor(result.name))\" \(attributes(result))\(open ? " open" : "")>\n"
        html += "<summary><span class=\"badge \(result.status.rawValue)\">\(result.status.rawValue)</span> \(escape(result.name))</summary>\n"
        // "3 views changed: a, b, c" repeats the list below; other messages say what it cannot.
        let messages = result.messages.filter { !($0.contains(" changed: ") && !result.changes.isEmpty) }
        if !messages.isEmpty {
            html += "<ul class=\"messages\">" + messages.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        // In a group, the first card lists the changes in full; the others share them (the
        // group's title says how), which keeps a page of hundreds of changes light.
        if !result.changes.isEmpty && open {
            html += "<h4>View changes</h4>\n<ul class=\"moved\">" + result.changes.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul>\n"
        }
        let absent = imageRoles.compactMap { role in result.files[role].flatMap { images[role] == nil ? "\(role) \($0)" : nil } }
        if !absent.isEmpty {
            html += "<p class=\"missing-image\">Missing: " + absent.map { "<code>\(escape($0))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        if let baseline = images["baseline.png"], let actual = images["actual.png"] {
            html += "<div class=\"triptych\">"
            html += figure("Baseline", "<img class=\"baseline\" loading=\"lazy\" src=\"\(baseline)\" alt=\"baseline\">")
            html += figure("Actual", "<img class=\"actual\" loading=\"lazy\" src=\"\(actual)\" alt=\"actual\">")
            if let diff = images["diff.png"] { html += figure("Diff", "<img class=\"diff\" loading=\"lazy\" src=\"\(diff)\" alt=\"diff\">") }
            html += "</div>\n<div class=\"compare\">"
            html += figure("Slider", "<div class=\"slider\"><img loading=\"lazy\" src=\"\(baseline)\" alt=\"baseline\"><div class=\"reveal\"><img loading=\"lazy\" src=\"\(actual)\" alt=\"actual\"></div></div>"
                + "<input type=\"range\" class=\"slide\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"slider\">")
            html += figure("Onion skin", "<div class=\"onion\"><img loading=\"lazy\" src=\"\(baseline)\" alt=\"baseline\"><img class=\"top\" loading=\"lazy\" src=\"\(actual)\" alt=\"actual\" style=\"opacity:0.5\"></div>"
                + "<input type=\"range\" class=\"fade\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"onion skin\">")
            html += "</div>\n"
        } else if let wireframes {
            html += "<div class=\"triptych wire\">"
            if let baseline = wireframes.baseline { html += figure("Baseline frames", "<img loading=\"lazy\" src=\"\(baseline)\" alt=\"baseline frames\">") }
            html += figure("Actual frames (changed views in red)", "<img loading=\"lazy\" src=\"\(wireframes.actual)\" alt=\"actual frames\">")
            if let overlay = wireframes.overlay { html += figure("Overlay: baseline blue, actual red", "<img loading=\"lazy\" src=\"\(overlay)\" alt=\"overlay\">") }
            html += "</div>\n"
        }
        if let refusal = result.approvalRefusal {
            html += "<p class=\"refused\">Cannot be approved until fixed: \(escape(refusal.reason))</p>\n"
        } else {
            html += "<p class=\"approve\">Accept this scenario: <code class=\"approve-command\">layoutcheck approve \(escape(ChangeGroup.quoted(result.name)))</code>"
                + " <button class=\"copy\" type=\"button\">copy</button></p>\n"
        }
        html += "</details>\n"
        return html
    }

    private static func figure(_ caption: String, _ body: String) -> String {
        "<figure><figcaption>\(escape(caption))</figcaption>\(body)</figure>"
    }

    /// Audit findings grouped as the terminal groups them; each group shows UIKit's text and a
    /// wireframe of its first scenario with the view outlined.
    private static func findingsSection(_ groups: [FindingGroup], report: RunReport, title: String?,
                                        wireframes: (ScenarioResult, [AuditFinding]) throws -> Wireframes?) throws -> String {
        guard !groups.isEmpty else { return "" }
        var html = title.map { "<h2 id=\"findings\">\($0) (\(groups.count) group\(groups.count == 1 ? "" : "s"))</h2>\n" } ?? ""
        for group in groups {
            let f = group.finding
            guard let first = report.results.first(where: { $0.name == group.scenarios.first }) else { continue }
            html += "<details class=\"finding \(f.severity.rawValue)\" \(attributes(first)) data-audit=\"\(escape(f.audit))\">\n<summary>"
                + "<span class=\"badge \(f.severity.rawValue)\">\(f.known == true ? "known" : f.severity.rawValue)</span> <strong>\(escape(f.audit))</strong> — "
                + "\(escape(f.view)): \(escape(f.message))</summary>\n"
            html += "<p class=\"pattern\">\(group.scenarios.count) scenario\(group.scenarios.count == 1 ? "" : "s"): \(escape(group.pattern))</p>\n"
            if let location = f.location { html += "<p>Declared at <code>\(escape(location))</code></p>\n" }
            if let detail = f.detail { html += "<pre class=\"uikit\">\(escape(detail))</pre>\n" }
            if let frames = try wireframes(first, [f]) {
                html += figure("\(first.name): \(f.view) outlined", "<img loading=\"lazy\" src=\"\(frames.actual)\" alt=\"wireframe\">")
            }
            html += "</details>\n"
        }
        return html
    }

    /// More values than this in one overview row fold those with nothing to review.
    static let chipsBeforeFolding = 12

    /// Counts by dimension, each value a link that sets the filter.
    private static func overview(_ report: RunReport, groups: [ChangeGroup]) -> String {
        let failing = report.results.filter { [.failed, .missing, .error].contains($0.status) }
        var html = "<section id=\"overview\"><h2>Overview</h2>\n<table class=\"overview\">\n"
        let dimensions: [(key: String, label: String, value: (ScenarioResult) -> [String])] = [
            ("status", "status", { [$0.status.rawValue] }), ("screen", "screen", { [$0.screen] }),
            ("locale", "locale", { [$0.locale] }), ("device", "device", { [$0.device] }),
            ("orientation", "orientation", { [$0.orientation] }), ("size", "size", { [$0.size] }),
            // Changes are what failed; a passed scenario's warnings (small touch targets on every
            // screen) are counted in their own row, not as hundreds of "changes" beside the real ones.
            ("kind", "kind of change", changeAndErrorKinds),
            ("kind", "audit warnings", { $0.findings.filter { $0.severity == .warning }.map(findingKind) }),
        ]
        for dimension in dimensions {
            let values = orderedUnique(report.results.flatMap(dimension.value))
            guard !values.isEmpty else { continue }
            html += "<tr\(dimension.label == "audit warnings" ? " class=\"warnings\"" : "")><th>\(dimension.label)</th><td>"
            let counted = values.map { value in
                (value: value, total: report.results.filter { dimension.value($0).contains(value) }.count,
                 changed: failing.filter { dimension.value($0).contains(value) }.count)
            }
            func chip(_ c: (value: String, total: Int, changed: Int)) -> String {
                let label = dimension.key == "status" || dimension.key == "kind" ? "\(c.total)" : "\(c.changed)/\(c.total)"
                // A known finding (accepted in the knownFindings file) is no change to review.
                let hot = dimension.label == "kind of change" || (dimension.key != "kind" && c.changed > 0)
                return "<a class=\"chip\(hot ? " hot" : "")\" href=\"?\(dimension.key)=\(percent(c.value))\" "
                    + "data-filter=\"\(dimension.key)\" data-value=\"\(escape(c.value))\">\(escape(c.value)) <b>\(label)</b></a>"
            }
            let quiet = counted.filter { $0.changed == 0 }
            if dimension.key != "status" && dimension.key != "kind" && counted.count > Self.chipsBeforeFolding && !quiet.isEmpty {
                // An app's hundreds of screens: what needs review first, the rest folded.
                html += counted.filter { $0.changed > 0 }.map(chip).joined(separator: " ")
                html += " <details class=\"quiet\"><summary>\(quiet.count) more with nothing to review</summary>"
                    + quiet.map(chip).joined(separator: " ") + "</details>"
            } else {
                html += counted.map(chip).joined(separator: " ")
            }
            html += "</td></tr>\n"
        }
        html += "</table>\n"
        let split = ScreenChanges.spanningGroups(groups)
        if !split.isEmpty {
            // A screen's one edit is often several groups (different amounts per device and size).
            html += "<p>Screens whose changes span several groups, each approved at once:</p>\n<ul class=\"screens\">\n"
            for screen in split {
                html += "<li><a href=\"?screen=\(percent(screen.screen))\" data-filter=\"screen\" data-value=\"\(escape(screen.screen))\">"
                    + "\(escape(screen.screen))</a>: \(screen.scenarios) scenarios in \(screen.groups) groups; views changed: "
                    + "\(escape(screen.viewList)).<br>Approve all of it: <code class=\"approve-command\" data-screen=\"\(escape(screen.screen))\" "
                    + "data-product=\"\(escape(productJSON([[screen.screen], nil, nil, nil, nil])))\">\(escape(screen.approveCommand))</code>"
                    + " <button class=\"copy\" type=\"button\">copy</button></li>\n"
            }
            html += "</ul>\n"
        }
        html += "<p class=\"jump\">Jump to: <a href=\"#findings\">audit errors</a> · <a href=\"#changes\">changes (\(groups.count) group\(groups.count == 1 ? "" : "s"))</a>"
            + " · <a href=\"#matrix\">matrix</a></p></section>\n"
        return html
    }

    private static func filterBar(_ report: RunReport) -> String {
        func select(_ key: String, _ values: [String]) -> String {
            "<label>\(key) <select data-filter=\"\(key)\"><option value=\"\">all</option>"
                + values.map { "<option value=\"\(escape($0))\">\(escape($0))</option>" }.joined() + "</select></label>"
        }
        let r = report.results
        let run = (report.filters?.arguments ?? []).map { [$0.option, $0.value] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let runJSON = (try? encoder.encode(run)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return "<form id=\"filters\" onsubmit=\"return false\" data-run-filters=\"\(escape(runJSON))\">"
            + select("screen", orderedUnique(r.map(\.screen))) + select("device", orderedUnique(r.map(\.device)))
            + select("orientation", orderedUnique(r.map(\.orientation))) + select("locale", orderedUnique(r.map(\.locale)))
            + select("size", orderedUnique(r.map(\.size))) + select("status", ["failed", "missing", "error"])
            + select("kind", orderedUnique(r.flatMap { changeKinds($0) + $0.findings.map(findingKind) }))
            + "<label>search <input type=\"search\" data-filter=\"q\" placeholder=\"view or scenario\"></label>"
            + " <span id=\"shown\"></span> <button type=\"button\" id=\"copy-shown\">copy approve command for what is shown</button>"
            + "</form>\n"
    }

    /// Per screen and device: rows are locales, columns orientations, each cell the sizes,
    /// changed cells highlighted and linked to their card.
    /// Screens where every scenario passed are counted, not drawn.
    private static func grids(_ results: [ScenarioResult]) -> String {
        var html = ""
        let screens = orderedUnique(results.map(\.screen))
        let toReview = Set(results.filter { $0.status != .passed }.map(\.screen))
        let quiet = screens.filter { !toReview.contains($0) }.count
        if quiet > 0 {
            html += "<p class=\"quiet-screens\">\(quiet) screen\(quiet == 1 ? "" : "s") with every scenario passed \(quiet == 1 ? "is" : "are") not drawn.</p>\n"
        }
        for screen in screens where toReview.contains(screen) {
            let ofScreen = results.filter { $0.screen == screen }
            html += "<h3 class=\"screen\">\(escape(screen))</h3>\n<div class=\"grids\">"
            for device in orderedUnique(ofScreen.map(\.device)) {
                let rows = ofScreen.filter { $0.device == device }
                let orientations = orderedUnique(rows.map(\.orientation))
                html += "<table class=\"grid\" data-screen=\"\(escape(screen))\" data-device=\"\(escape(device))\"><caption>\(escape(device))</caption>"
                    + "<thead><tr><th>locale</th>" + orientations.map { "<th>\(escape($0))</th>" }.joined() + "</tr></thead><tbody>\n"
                for locale in orderedUnique(rows.map(\.locale)) {
                    html += "<tr><th>\(escape(locale))</th>"
                    for orientation in orientations {
                        let cell = rows.filter { $0.locale == locale && $0.orientation == orientation }
                        let changed = cell.contains { [.failed, .missing, .error].contains($0.status) }
                        html += "<td class=\"\(changed ? "changed" : "same")\">" + cell.map { result in
                            if [.failed, .missing, .error].contains(result.status) {
                                return "<a class=\"badge \(result.status.rawValue)\" href=\"#\(anchor(result.name))\" title=\"\(escape(result.name))\">\(escape(shortSize(result.size)))</a>"
                            }
                            return "<span class=\"badge \(result.status.rawValue)\">\(escape(shortSize(result.size)))</span>"
                        }.joined(separator: " ") + "</td>"
                    }
                    html += "</tr>\n"
                }
                html += "</tbody></table>"
            }
            html += "</div>\n"
        }
        return html
    }

    /// `accessibilityExtraLarge` → `AX3`, as the matrix spells sizes.
    private static func shortSize(_ size: String) -> String {
        ContentSizeCategory(rawValue: size)?.shortName ?? size
    }

    private static func percent(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
