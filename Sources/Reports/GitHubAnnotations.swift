import Foundation
import ProjectFiles

/// GitHub Actions workflow commands, grouped as the terminal summary groups them: one
/// annotation per input error, audit finding group, change group, missing key and other failure,
/// each at the file and line to fix (the IB or string file's line, the finding's declaration,
/// the screen file); findings the known-findings file accepted get none. GitHub shows about ten per step, so at most `maximumAnnotations` are written,
/// errors first; one `::notice` counts the rest.
package enum GitHubAnnotations {
    package static let maximumAnnotations = 10

    /// `screenFiles` maps a screen's name to its file (a Swift screen's `file:line`); `review`
    /// names where the rest can be read.
    package static func render(_ report: RunReport, screenFiles: [String: String], review: String = "the review page") -> String {
        var annotations: [String] = []
        let drift = report.stampDifferences
        if !drift.isEmpty {
            annotations.append("::warning title=LayoutCheck baselines from another build::" + escape(drift.joined(separator: "\n")))
        }
        func plural(_ n: Int) -> String { "\(n) scenario\(n == 1 ? "" : "s")" }
        for group in InputErrorGroup.groups(report.results) {
            let title = "input error: stopped \(plural(group.results.count))"
            let body = group.error.message + "\n" + ScenarioPattern.describe(group.results, in: report.results)
            annotations.append("::error \(position(group.error.location))title=\(escapeProperty(title))::\(escape(body))")
        }
        let findingGroups = FindingsSummary.groups(report)
        func finding(_ group: FindingGroup) -> String {
            let f = group.finding
            let title = "\(f.audit): \(f.view)"
            let body = "\(f.message)\nin \(plural(group.scenarios.count)): \(group.pattern)" + (f.detail.map { "\n" + $0 } ?? "")
            return "::\(f.severity.rawValue) \(position(f.location))title=\(escapeProperty(title))::\(escape(body))"
        }
        annotations += findingGroups.filter { $0.finding.severity == .error }.map(finding)
        for group in ChangeGroup.groups(report) {
            // A Swift screen's file is `file:line`, the line its builder is written at.
            let file = position(group.results.first.flatMap { screenFiles[$0.screen] })
            let title = "\(plural(group.results.count)) changed: \(group.title)"
            let body = "\(group.pattern)\napprove: " + group.approveCommands.prefix(2).joined(separator: "\n")
            annotations.append("::error \(file)title=\(escapeProperty(title))::\(escape(body))")
        }
        for group in MissingStringGroup.groups(report.results) {
            let title = "missing string '\(group.key)' in \(group.locales.joined(separator: ", "))"
            annotations.append("::error \(position(group.location))title=\(escapeProperty(title))::\(escape(group.line))")
        }
        // What no group above tells: missing baselines per screen, other failures per screen and reason.
        var others: [(key: String, status: ScenarioResult.Status, screen: String, reason: String, results: [ScenarioResult])] = []
        for result in report.results where result.inputError == nil {
            let reason: String
            switch result.status {
            case .missing: reason = "no baseline; record it: layoutcheck record --missing"
            case .error, .failed:
                guard result.status == .error || result.signature.isEmpty,
                      let first = result.messages.first(where: { !TerminalSummary.toldInGroups($0) }) else { continue }
                reason = first
            default: continue
            }
            let key = "\(result.status.rawValue)\u{0}\(result.screen)\u{0}\(reason)"
            if let index = others.firstIndex(where: { $0.key == key }) {
                others[index].results.append(result)
            } else {
                others.append((key, result.status, result.screen, reason, [result]))
            }
        }
        for other in others {
            let title = "\(other.status.rawValue): \(other.screen) (\(plural(other.results.count)))"
            let changes = other.status == .failed ? other.results[0].changes : []
            let body = ([other.reason] + changes + [ScenarioPattern.describe(other.results, in: report.results)]).joined(separator: "\n")
            annotations.append("::error \(position(screenFiles[other.screen]))title=\(escapeProperty(title))::\(escape(body))")
        }
        // Known findings were accepted in the project's known-findings file: a pull request's
        // annotations (about ten are shown) are for what is new.
        annotations += findingGroups.filter { $0.finding.severity != .error && $0.finding.known != true }.map(finding)
        var lines = Array(annotations.prefix(maximumAnnotations))
        if annotations.count > maximumAnnotations {
            let rest = annotations.count - maximumAnnotations
            lines.append("::notice title=LayoutCheck::" + escape("and \(rest) more group\(rest == 1 ? "" : "s"): see \(review)"))
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
