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
        lines += inputErrors(report.results, namesExitStatus: nextSteps == .commandLine)
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
        // A scenario without a baseline is told here whether or not something else failed it too
        // (a new screen with an audit finding is both): one line, not one per scenario.
        let missing = report.results.filter { $0.status == .missing || $0.messages.contains(where: isMissingBaseline) }
        if !missing.isEmpty {
            lines.append("missing baselines: \(missing.count) scenario\(missing.count == 1 ? "" : "s"): "
                         + ScenarioPattern.describe(missing, in: report.results))
            if nextSteps == .commandLine { lines.append("  record them: layoutcheck record --missing") }
            lines.append("")
        }
        lines += missingStrings(report.results)
        // Everything else that did not pass and is not told above: errors, differences no group
        // explains. Scenarios failing only on audit findings, missing strings or input errors were
        // told there.
        let others = report.results.filter { result in
            guard result.inputError == nil else { return false }
            switch result.status {
            case .error: return result.messages.isEmpty || !result.messages.allSatisfy(toldInGroups)
            case .failed: return result.signature.isEmpty && !result.messages.allSatisfy(toldInGroups)
            default: return false
            }
        }
        for result in others.prefix(verbose ? others.count : maximumOthers) {
            lines.append(line(result))
            // An error's first reason line is on the status line itself.
            var reasons = result.messages.filter { !toldInGroups($0) }
            if result.status == .error, let i = headlineIndex(reasons) {
                // The headline reason leads; the others follow in their order.
                let rest = reasons[i].split(separator: "\n", omittingEmptySubsequences: true).dropFirst().joined(separator: "\n")
                reasons.remove(at: i)
                if !rest.isEmpty { reasons.insert(rest, at: 0) }
            }
            lines += reasons.map { "    \($0)" }
        }
        if others.count > maximumOthers && !verbose {
            lines.append("  … \(others.count - maximumOthers) more in the report (or run with --verbose)")
            // Their reasons, each once with how many it stopped: none of them is left unexplained.
            var reasons: [(reason: String, count: Int)] = []
            for result in others.dropFirst(maximumOthers) {
                guard let reason = result.messages.first(where: { !toldInGroups($0) })?
                    .split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) else { continue }
                if let index = reasons.firstIndex(where: { $0.reason == reason }) {
                    reasons[index].count += 1
                } else {
                    reasons.append((reason, 1))
                }
            }
            lines += reasons.prefix(5).map { "      \($0.count) × \($0.reason)" }
            if reasons.count > 5 { lines.append("      … \(reasons.count - 5) more reasons") }
        }
        let notes = StringsNotes.merged(orderedUnique(report.results.flatMap { $0.messages.filter { $0.hasPrefix("note: ") } }))
        if !notes.isEmpty {
            let noted = report.results.filter { $0.messages.contains { $0.hasPrefix("note: ") } }
            lines.append("notes (not failures) in \(noted.count) scenario\(noted.count == 1 ? "" : "s"): " + ScenarioPattern.describe(noted, in: report.results))
            lines += notes.prefix(5).map { "  " + $0 }
            if notes.count > 5 { lines.append("  … \(notes.count - 5) more in report.json") }
        }
        if let runNotes = report.notes, !runNotes.isEmpty {
            lines.append("notes for this run (not failures; each once, whatever the number of scenarios):")
            lines += runNotes.prefix(5).map { "  " + $0 }
            if runNotes.count > 5 { lines.append("  … \(runNotes.count - 5) more in report.json") }
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

    /// A message the summary tells in a section of its own (audit findings, missing strings) or
    /// that is no failure (notes).
    static func toldInGroups(_ message: String) -> Bool {
        message.hasPrefix("audit: ") || message.hasPrefix("note: ") || message.hasPrefix("missing string ") || isMissingBaseline(message)
    }

    /// The runner's reason for a scenario that has no baseline file yet.
    static func isMissingBaseline(_ message: String) -> Bool { message.hasPrefix("no baseline ") }

    /// Errors in the input files, each once with the scenarios it stopped: bad input, exit 2
    /// (said only where a command exits with it, not in a test's failure).
    static func inputErrors(_ results: [ScenarioResult], namesExitStatus: Bool = true) -> [String] {
        let groups = InputErrorGroup.groups(results)
        guard !groups.isEmpty else { return [] }
        let stopped = groups.reduce(0) { $0 + $1.results.count }
        var lines = ["errors in the input files: \(groups.count) error\(groups.count == 1 ? "" : "s") stopped \(stopped) scenario\(stopped == 1 ? "" : "s") "
                     + (namesExitStatus ? "(fix them first; exit status 2)" : "(fix them first)")]
        for group in groups {
            lines.append("  " + group.error.description)
            lines.append("      stopped \(group.results.count) scenario\(group.results.count == 1 ? "" : "s"): "
                         + ScenarioPattern.describe(group.results, in: results))
        }
        lines.append("")
        return lines
    }

    /// Missing strings, one line per table and key with the locales that lack it.
    static func missingStrings(_ results: [ScenarioResult]) -> [String] {
        let groups = MissingStringGroup.groups(results)
        guard !groups.isEmpty else { return [] }
        let scenarios = results.filter { !$0.missingStrings.isEmpty }.count
        var lines = ["missing strings: \(groups.count) key\(groups.count == 1 ? "" : "s") in \(scenarios) scenario\(scenarios == 1 ? "" : "s") "
                     + "(shown as ?s; record and approve refuse them until the tables have them)"]
        lines += groups.prefix(maximumOthers).map { "  " + $0.line }
        if groups.count > maximumOthers { lines.append("  … \(groups.count - maximumOthers) more keys in report.json") }
        lines.append("")
        return lines
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

    /// One result as a single line: status and name, and for an error the first line of its
    /// reason (an `ERROR` without one sends the reader to report.json for every failure).
    package static func line(_ result: ScenarioResult) -> String {
        let label: String
        switch result.status {
        case .passed: label = result.cached ? "unchanged (cached)" : "ok"
        case .failed: label = "FAIL"
        case .missing: label = "MISSING"
        case .error: label = "ERROR"
        case .recorded: label = "recorded"
        case .unchanged: label = "unchanged"
        }
        let untold = result.messages.filter { !toldInGroups($0) }
        let reasons = untold.isEmpty ? result.messages : untold
        if result.status == .error, let i = headlineIndex(reasons),
           let reason = reasons[i].split(separator: "\n", omittingEmptySubsequences: true).first {
            return "\(label) \(result.name): \(reason)"
        }
        return "\(label) \(result.name)"
    }

    /// Which of an error's reasons heads its line: the first that is an error itself (a scenario
    /// whose output cannot be written also lists the changes it found), else the first.
    static func headlineIndex(_ reasons: [String]) -> Int? {
        guard !reasons.isEmpty else { return nil }
        return reasons.firstIndex { $0.hasPrefix("error:") || $0.contains(": error:") } ?? 0
    }

    /// `N scenarios: a passed, b failed, …`, naming only the statuses that occur.
    package static func counts(_ results: [ScenarioResult]) -> String {
        let order: [ScenarioResult.Status] = [.passed, .failed, .missing, .error, .recorded, .unchanged]
        let parts = order.compactMap { status -> String? in
            let n = results.filter { $0.status == status }.count
            let cached = status == .passed ? results.filter(\.cached).count : 0
            return n == 0 ? nil : "\(n) \(status.rawValue)" + (cached == 0 ? "" : " (\(cached) unchanged, cached)")
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
                case .passed where result.cached:
                    xml += ">\n      <system-out>unchanged (cached)</system-out>\n    </testcase>\n"
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
