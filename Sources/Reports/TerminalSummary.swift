import Foundation
import ProjectFiles

/// The plain-text report, read top to bottom by someone with hundreds of results: stamp
/// drift first (so rendering drift is diagnosed before anything else), then audit findings,
/// then differences grouped by identical change with their scenarios as a pattern and the
/// command that approves each group, then what else went wrong, each scenario once; last the
/// counts and what to run next.
package enum TerminalSummary {
    /// Groups and individual failures shown before the rest is left to the report.
    package static let maximumGroups = 12
    package static let maximumOthers = 10

    /// What the summary tells the reader to run next.
    package enum NextSteps: Sendable, Equatable {
        /// `layoutcheck approve …` per group, `layoutcheck record --missing`, `layoutcheck review`.
        case commandLine
        /// From a test (`assertLayout`): no commands per group (re-recording is said once by the
        /// caller) and missing baselines are recorded by the run itself.
        case testAssertion
    }

    /// `output` is the output folder as the user names it (for the report's path); `verbose`
    /// lists every scenario of every group.
    package static func render(_ report: RunReport, output: String? = nil, verbose: Bool = false,
                              nextSteps: NextSteps = .commandLine) -> String {
        var lines: [String] = []
        let drift = report.stampDifferences
        if !drift.isEmpty {
            lines.append("note: the baselines were produced by a different build or text stack; differences may be rendering drift:")
            lines += drift.map { "  \($0)" }
            lines.append("")
        }
        lines += FindingsSummary.render(report, warnings: report.command == "audit" || verbose ? .listed : .counted,
                                        namesAuditCommand: nextSteps == .commandLine)
        let groups = ChangeGroup.groups(report)
        if !groups.isEmpty {
            let count = groups.reduce(0) { $0 + $1.results.count }
            lines.append("changes: \(count) scenario\(count == 1 ? "" : "s") in \(groups.count) group\(groups.count == 1 ? "" : "s") of identical changes")
            for group in groups.prefix(maximumGroups) {
                lines.append("  " + group.title)
                lines.append("      \(group.results.count) scenario\(group.results.count == 1 ? "" : "s"): \(group.pattern)")
                if verbose { lines += group.results.map { "        \($0.name)" } }
                guard nextSteps == .commandLine else { continue }
                let commands = group.approveCommands
                lines.append("      approve: " + commands.prefix(2).joined(separator: "\n               "))
                if commands.count > 2 { lines.append("               … \(commands.count - 2) more commands in the review page") }
                let refused = group.refused.compactMap { $0.approvalRefusal?.kind }
                if !refused.isEmpty {
                    lines.append("      \(refused.count) of them cannot be approved until fixed (\(ApprovalRefusal.tally(refused)))")
                }
            }
            if groups.count > maximumGroups { lines.append("  … \(groups.count - maximumGroups) more groups in the review page") }
            lines.append("")
            lines += byScreen(groups, nextSteps: nextSteps)
        }
        let missing = report.results.filter { $0.status == .missing }
        if !missing.isEmpty {
            lines.append("missing baselines: \(missing.count) scenario\(missing.count == 1 ? "" : "s"): "
                         + ScenarioPattern.describe(missing, in: report.results))
            if nextSteps == .commandLine { lines.append("  record them: layoutcheck record --missing") }
            lines.append("")
        }
        // Everything else that did not pass and is not told above: errors, missing strings,
        // differences no group explains. Scenarios failing only on audit findings were listed there.
        let others = report.results.filter { result in
            switch result.status {
            case .error: return true
            case .failed: return result.signature.isEmpty && !result.messages.allSatisfy { $0.hasPrefix("audit: ") || $0.hasPrefix("note: ") }
            default: return false
            }
        }
        for result in others.prefix(verbose ? others.count : maximumOthers) {
            lines.append(line(result))
            lines += result.messages.filter { !$0.hasPrefix("audit: ") }.map { "    \($0)" }
        }
        if others.count > maximumOthers && !verbose {
            lines.append("  … \(others.count - maximumOthers) more in the report (or run with --verbose)")
        }
        let notes = StringsNotes.merged(orderedUnique(report.results.flatMap { $0.messages.filter { $0.hasPrefix("note: ") } }))
        if !notes.isEmpty {
            let noted = report.results.filter { $0.messages.contains { $0.hasPrefix("note: ") } }
            lines.append("notes (not failures) in \(noted.count) scenario\(noted.count == 1 ? "" : "s"): " + ScenarioPattern.describe(noted, in: report.results))
            lines += notes.prefix(5).map { "  " + $0 }
            if notes.count > 5 { lines.append("  … \(notes.count - 5) more in report.json") }
        }
        let recorded = report.results.filter { $0.status == .recorded }
        if !recorded.isEmpty {
            lines.append("recorded \(recorded.count) baseline\(recorded.count == 1 ? "" : "s"): " + ScenarioPattern.describe(recorded, in: report.results))
        }
        lines.append(counts(report.results))
        if let output, report.command == "test" || report.command == "audit" {
            lines.append("report: \(output)/report.json" + (report.command == "test" ? ", \(output)/junit.xml" : ""))
            if report.results.contains(where: { [.failed, .missing, .error].contains($0.status) }) {
                lines.append("next: layoutcheck review            (the HTML review page: \(output)/report/index.html)")
                if !groups.isEmpty { lines.append("      layoutcheck approve --screen …   (each group above has its own command)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Screens whose changes span several groups, each summed up once with the command that
    /// approves all of it (`ScreenChanges`).
    static func byScreen(_ groups: [ChangeGroup], nextSteps: NextSteps) -> [String] {
        let split = ScreenChanges.spanningGroups(groups)
        guard !split.isEmpty else { return [] }
        var lines = ["changes by screen (one edit often moves views by different amounts per device and size):"]
        for screen in split {
            lines.append("  \(screen.screen): \(screen.scenarios) scenarios in \(screen.groups) groups; views changed: \(screen.viewList)")
            if nextSteps == .commandLine { lines.append("      approve all of it: \(screen.approveCommand)") }
        }
        lines.append("")
        return lines
    }

    /// One result as a single line: status and name.
    package static func line(_ result: ScenarioResult) -> String {
        let label: String
        switch result.status {
        case .passed: label = "ok"
        case .failed: label = "FAIL"
        case .missing: label = "MISSING"
        case .error: label = "ERROR"
        case .recorded: label = "recorded"
        case .unchanged: label = "unchanged"
        }
        return "\(label) \(result.name)"
    }

    /// `N scenarios: a passed, b failed, …`, naming only the statuses that occur.
    package static func counts(_ results: [ScenarioResult]) -> String {
        let order: [ScenarioResult.Status] = [.passed, .failed, .missing, .error, .recorded, .unchanged]
        let parts = order.compactMap { status -> String? in
            let n = results.filter { $0.status == status }.count
            return n == 0 ? nil : "\(n) \(status.rawValue)"
        }
        return "\(results.count) scenario\(results.count == 1 ? "" : "s"): " + (parts.isEmpty ? "none run" : parts.joined(separator: ", "))
    }
}

/// JUnit XML: one test case per scenario (class = screen), failures carrying the changed views.
package enum JUnitReport {
    package static func render(_ report: RunReport) -> String {
        let failures = report.results.filter { $0.status == .failed || $0.status == .missing }.count
        let errors = report.results.filter { $0.status == .error }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"layoutcheck\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        var screens: [String] = []
        for result in report.results where !screens.contains(result.screen) { screens.append(result.screen) }
        for screen in screens {
            let cases = report.results.filter { $0.screen == screen }
            let f = cases.filter { $0.status == .failed || $0.status == .missing }.count
            let e = cases.filter { $0.status == .error }.count
            xml += "  <testsuite name=\"\(escape(screen))\" tests=\"\(cases.count)\" failures=\"\(f)\" errors=\"\(e)\">\n"
            for result in cases {
                xml += "    <testcase classname=\"\(escape(screen))\" name=\"\(escape(result.name))\""
                let findings = result.findings.map { f in
                    "\(f.severity.rawValue) \(f.audit) — \(f.view): \(f.message)" + (f.location.map { " (\($0))" } ?? "")
                        + (f.detail.map { "\n" + $0 } ?? "")
                }
                let body = (result.messages + result.changes.map { "- \($0)" } + findings).joined(separator: "\n")
                switch result.status {
                case .failed, .missing:
                    let message = result.status == .missing ? "missing baseline" : result.changedViews.isEmpty
                        ? (result.messages.first ?? "differs") : "changed views: \(result.changedViews.joined(separator: ", "))"
                    xml += ">\n      <failure message=\"\(escape(message))\">\(escape(body))</failure>\n    </testcase>\n"
                case .error:
                    xml += ">\n      <error message=\"\(escape(result.messages.first ?? "error"))\">\(escape(body))</error>\n    </testcase>\n"
                default:
                    xml += "/>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters, U+FFFE and U+FFFF, even as references.
                let forbidden = (scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r")
                    || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                if forbidden { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

/// GitHub Actions workflow commands: one per group of audit findings at the declaration's
/// file and line, one `::error` per scenario that did not pass, pointing at its screen file,
/// plus a `::warning` when the stamp differs.
package enum GitHubAnnotations {
    package static func render(_ report: RunReport, screenFiles: [String: String]) -> String {
        var lines: [String] = []
        let drift = report.stampDifferences
        if !drift.isEmpty {
            lines.append("::warning title=LayoutCheck baselines from another build::" + escape(drift.joined(separator: "\n")))
        }
        for group in FindingsSummary.groups(report) {
            let f = group.finding
            let title = "\(f.audit): \(f.view)"
            let body = "\(f.message)\nin \(group.scenarios.count) scenario\(group.scenarios.count == 1 ? "" : "s"): \(group.pattern)"
                + (f.detail.map { "\n" + $0 } ?? "")
            lines.append("::\(f.severity.rawValue) \(position(f.location))title=\(escapeProperty(title))::\(escape(body))")
        }
        for result in report.results where [.failed, .missing, .error].contains(result.status) {
            // A Swift screen's is `file:line`, the line its builder is written at.
            let file = position(screenFiles[result.screen])
            let title = "\(result.status.rawValue): \(result.name)"
            let body = (result.messages + result.changes).joined(separator: "\n")
            lines.append("::error \(file)title=\(escapeProperty(title))::\(escape(body))")
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `file=…,line=…,col=…,` from `file:line:column` (a file name may itself hold colons).
    static func position(_ location: String?) -> String {
        guard let location else { return "" }
        var parts = location.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [String] = []
        while numbers.count < 2, let last = parts.last, parts.count > 1, Int(last) != nil {
            numbers.insert(last, at: 0)
            parts.removeLast()
        }
        var text = "file=\(escapeProperty(parts.joined(separator: ":"))),"
        if let line = numbers.first { text += "line=\(line)," }
        if numbers.count == 2 { text += "col=\(numbers[1])," }
        return text
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escape(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
