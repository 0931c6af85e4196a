import Audits
import Foundation

/// Audit findings grouped for a reader: one entry per screen, audit, view and message, with the
/// scenarios it occurs in compressed into a pattern (`de × accessibility sizes × landscape`),
/// errors before warnings, in the order the run met them.
package struct FindingGroup: Sendable, Equatable {
    package var finding: AuditFinding
    /// Names of the scenarios, in run order.
    package var scenarios: [String]
    package var pattern: String
}

package enum FindingsSummary {
    /// Groups every finding of the report by audit, view, message and severity.
    package static func groups(_ report: RunReport) -> [FindingGroup] {
        groups(report, describingWarnings: true)
    }

    /// `groups(_:)`; without `describingWarnings`, warning groups get an empty pattern: the
    /// terminal only counts them, and describing thousands of scenarios' warnings was most of
    /// the summary's time after a scaled run.
    static func groups(_ report: RunReport, describingWarnings: Bool) -> [FindingGroup] {
        var order: [String] = []
        var members: [String: (finding: AuditFinding, results: [ScenarioResult])] = [:]
        for result in report.results {
            for finding in result.findings {
                let key = [result.screen, finding.severity.rawValue, finding.audit, finding.view, finding.message]
                    .joined(separator: "\u{1F}")
                if members[key] == nil { order.append(key); members[key] = (finding, []) }
                members[key]?.results.append(result)
            }
        }
        let describer = ScenarioPattern.Describer(report.results)
        let groups = order.compactMap { key -> FindingGroup? in
            guard let entry = members[key] else { return nil }
            let described = describingWarnings || entry.finding.severity == .error
            return FindingGroup(finding: entry.finding, scenarios: entry.results.map(\.name),
                                pattern: described ? describer.describe(entry.results) : "")
        }
        // Stable: errors first, each severity in the order met.
        return groups.filter { $0.finding.severity == .error } + groups.filter { $0.finding.severity == .warning }
    }

    /// How warnings are shown: each group, or one line counting them by audit (they never fail
    /// a run, and `layoutcheck audit` lists them).
    package enum WarningDetail: Sendable { case listed, counted }

    /// The terminal section: a heading, then two lines per group (what, where) and UIKit's
    /// text for conflicts, indented. Empty when nothing was found. `namesAuditCommand` points
    /// counted warnings to `layoutcheck audit` (not from a test assertion, which has no project).
    package static func render(_ report: RunReport, warnings: WarningDetail = .listed, maximumGroups: Int = 40,
                              namesAuditCommand: Bool = true) -> [String] {
        let all = groups(report, describingWarnings: warnings == .listed)
        guard !all.isEmpty else { return [] }
        let errorGroups = all.filter { $0.finding.severity == .error }, warningGroups = all.filter { $0.finding.severity == .warning }
        // Known findings are counted apart: the warning figure is then the groups the next line lists.
        let knownGroups = warningGroups.filter { $0.finding.known == true }, newWarningGroups = warningGroups.filter { $0.finding.known != true }
        func count(_ noun: String, in groups: [FindingGroup]) -> String {
            let occurrences = groups.reduce(0) { $0 + $1.scenarios.count }
            return "\(occurrences) \(noun)\(occurrences == 1 || noun == "known" ? "" : "s") in \(groups.count) group\(groups.count == 1 ? "" : "s")"
        }
        var headline = "audit findings: \(count("error", in: errorGroups)), \(count("warning", in: newWarningGroups))"
        if !knownGroups.isEmpty { headline += ", \(count("known", in: knownGroups))" }
        var lines = [headline]
        var groups = all
        var countedWarnings: String?
        var knownLine: String?
        if warnings == .counted {
            var byAudit: [(audit: String, groups: Int)] = []
            let known = warningGroups.filter { $0.finding.known == true }
            if !known.isEmpty {
                var knownByAudit: [(audit: String, groups: Int)] = []
                for group in known {
                    if let i = knownByAudit.firstIndex(where: { $0.audit == group.finding.audit }) { knownByAudit[i].groups += 1 } else { knownByAudit.append((group.finding.audit, 1)) }
                }
                knownLine = "  known findings (accepted in the knownFindings file, not failing): "
                    + knownByAudit.map { "\($0.audit) \($0.groups)" }.joined(separator: ", ")
            }
            for group in warningGroups where group.finding.known != true {
                if let i = byAudit.firstIndex(where: { $0.audit == group.finding.audit }) { byAudit[i].groups += 1 } else { byAudit.append((group.finding.audit, 1)) }
            }
            if !byAudit.isEmpty {
                countedWarnings = "  warning groups: " + byAudit.map { "\($0.audit) \($0.groups)" }.joined(separator: ", ")
                    + (namesAuditCommand ? " (`layoutcheck audit` lists them)" : "")
            }
            groups = errorGroups
        }
        for group in groups.prefix(maximumGroups) {
            lines.append(line(group))
            if group.finding.audit == "conflict", let detail = group.finding.detail {
                lines += detail.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
            }
        }
        if groups.count > maximumGroups {
            lines.append("  … \(groups.count - maximumGroups) more groups: see report.json or `layoutcheck review`")
        }
        if let knownLine { lines.append(knownLine) }
        if let countedWarnings { lines.append(countedWarnings) }
        return lines + [""]
    }

    /// `error truncated — titleLabel: text truncated on its single line (Screens/x.yaml:12:7)`
    /// and, indented, `in 12 scenarios: labelStack × all devices × de × accessibility sizes`.
    package static func line(_ group: FindingGroup) -> String {
        let f = group.finding
        let at = f.location.map { " (\($0))" } ?? ""
        let count = group.scenarios.count
        return "  \(f.known == true ? "known" : f.severity.rawValue) \(f.audit) — \(f.view): \(f.message)\(at)\n"
            + "      in \(count) scenario\(count == 1 ? "" : "s"): \(group.pattern)"
    }
}
