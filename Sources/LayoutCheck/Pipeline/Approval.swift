import Foundation
import ProjectFiles
import Reports
import Scenarios

/// `approve`: makes actual output the baselines, and only output a reviewer could have seen:
/// what the last `test` run wrote (its report lists each actual file's digest) for scenarios that
/// run reported as failing or missing. Nothing else is ever copied: actual files left over from
/// earlier runs, files changed since the run, scenarios with errors, missing strings or audit
/// errors (`ApprovalRefusal`) are refused with the reason, and the outcome says what still fails.
package struct Approval: Sendable {
    /// A scenario asked for that keeps its baseline, and why.
    package struct Refused: Sendable {
        package var result: ScenarioResult
        package var refusal: ApprovalRefusal
        package var name: String { result.name }
    }

    /// The report the approval was checked against.
    package var report: RunReport
    /// Approved scenarios with the kinds of baseline written (`json`, `png`), in matrix order.
    package var approved: [(name: String, kinds: [String])] = []
    package var refused: [Refused] = []
    /// Names or globs given that match no failing scenario of the run.
    package var unmatched: [String] = []
    /// Selected scenarios the run did not have (another `--screen`, another shard, a newer matrix).
    package var outsideRun: [String] = []
    /// Of those, the ones with actual files still in the output folder: leftovers, not approved.
    package var leftovers: [String] = []
    /// Failures of the run that were not selected (nor approved by an earlier approve).
    package var notSelected = 0

    /// `approved NAME (json, png)`, one per approved scenario.
    package var approvedLines: [String] { approved.map { "\($0.name) (\($0.kinds.joined(separator: ", ")))" } }

    /// 0 when everything asked for was approved; 1 when something was refused, a name matched
    /// no failure of the run, or there was nothing to approve.
    package var exitStatus: Int32 { refused.isEmpty && unmatched.isEmpty && !approved.isEmpty ? 0 : 1 }

    /// The report `test` wrote into the output folder, or an error saying what to run.
    package static func lastReport(_ workspace: Workspace) throws -> RunReport {
        let path = workspace.outputDisplayPath + "/report.json"
        guard let data = try workspace.output.read(["report.json"]) else {
            throw LayoutCheckError.configuration("approve: no report from a test run (\(path)); run `layoutcheck test` first")
        }
        let report = try RunReport.decode(data, file: path)
        guard report.command == "test" else {
            throw LayoutCheckError.configuration("approve: the last report (\(path)) is from `layoutcheck \(report.command)`, "
                + "which writes no actual output; run `layoutcheck test` first")
        }
        guard report.runID != nil else {
            throw LayoutCheckError.configuration("approve: the last report (\(path)) predates approval checks (it lists no digests "
                + "of its actual files); run `layoutcheck test` again")
        }
        return report
    }

    /// Approves the selected scenarios that `report`'s run reported failing. `names` are the
    /// names or globs the selection was made from, each of which must match such a failure.
    /// Without `report`, the output folder's (`lastReport`), read once the selection is known
    /// to be good (a typo in a filter is said as such, before anything about the report).
    package static func approve(names: [String], selection: ScenarioSelection, in workspace: Workspace,
                                report: RunReport? = nil) throws -> Approval {
        let scenarios = try workspace.selectChecked(selection).map(\.scenario)
        return try approve(scenarios, names: names, in: workspace, report: report ?? lastReport(workspace))
    }

    /// Approves scenarios named exactly (no globs: the review page sends the names it shows); an
    /// unknown name is an error and nothing is approved.
    package static func approveExactly(_ names: [String], in workspace: Workspace, report: RunReport) throws -> Approval {
        let known = Set(workspace.scenarios.map(\.name))
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw LayoutCheckError.configuration("no scenario is named '\(unknown)'")
        }
        let wanted = Set(names)
        return try approve(workspace.scenarios.filter { wanted.contains($0.name) }, names: [], in: workspace, report: report)
    }

    /// Checks each scenario (refusals, then its actual files' digests) and writes the baselines
    /// of those that pass, each file atomically.
    static func approve(_ scenarios: [Scenario], names: [String], in workspace: Workspace, report: RunReport) throws -> Approval {
        var approval = Approval(report: report)
        var byName: [String: ScenarioResult] = [:]
        for result in report.results where byName[result.name] == nil { byName[result.name] = result }
        var leftover: Set<String>?  // listed once, and only when a scenario outside the run needs it
        var matched: Set<String> = []
        for scenario in scenarios {
            guard let result = byName[scenario.name] else {
                approval.outsideRun.append(scenario.name)
                let files = ["json", "png"].map { (["actual"] + scenario.file($0)).map(PathSanitizer.component).joined(separator: "/") }
                let listed = leftover ?? Set(workspace.output.allFiles().filter { $0.hasPrefix("actual/") })
                leftover = listed
                if files.contains(where: listed.contains) { approval.leftovers.append(scenario.name) }
                continue
            }
            guard result.needsApproval else { continue }
            for name in names where Glob.matches(name, scenario.name) { matched.insert(name) }
            switch actualFiles(of: scenario, result: result, in: workspace) {
            case let .refused(refusal):
                approval.refused.append(Refused(result: result, refusal: refusal))
            case let .files(files):
                // Written as soon as checked, so no more than one scenario's files are held.
                for file in files { try workspace.baselines.write(file.data, to: scenario.file(file.pathExtension)) }
                approval.approved.append((scenario.name, files.map(\.pathExtension)))
            }
        }
        let selected = Set(scenarios.map(\.name))
        let matrix = Dictionary(workspace.scenarios.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        approval.notSelected = report.results.filter { result in
            result.needsApproval && !selected.contains(result.name) && !isApproved(result, matrix[result.name], in: workspace)
        }.count
        approval.unmatched = names.filter { !matched.contains($0) }
        return approval
    }

    /// Whether an earlier approve already made this result's actual files its baselines.
    private static func isApproved(_ result: ScenarioResult, _ scenario: Scenario?, in workspace: Workspace) -> Bool {
        guard let scenario, result.approvalRefusal == nil, !result.digests.isEmpty else { return false }
        return ["json", "png"].allSatisfy { pathExtension in
            guard let digest = result.digests["actual.\(pathExtension)"] else { return true }
            guard let data = try? workspace.baselines.read(scenario.file(pathExtension)) else { return false }
            return RunReport.digest(data) == digest
        }
    }

    enum CheckedOutput {
        case files([(pathExtension: String, data: Data)])
        case refused(ApprovalRefusal)
    }

    /// The actual files the run wrote for `result`, read back and checked against the digests
    /// its report lists; or why they may not become baselines.
    private static func actualFiles(of scenario: Scenario, result: ScenarioResult, in workspace: Workspace)
        -> CheckedOutput {
        if let refusal = result.approvalRefusal { return .refused(refusal) }
        var files: [(pathExtension: String, data: Data)] = []
        for pathExtension in ["json", "png"] {
            guard let digest = result.digests["actual.\(pathExtension)"] else { continue }
            let components = ["actual"] + scenario.file(pathExtension)
            let shown = result.files["actual.\(pathExtension)"] ?? (workspace.outputDisplayPath + "/" + components.joined(separator: "/"))
            let data: Data?
            do {
                data = try workspace.output.read(components)
            } catch {
                return .refused(ApprovalRefusal(.changedSinceRun, "\(error)"))
            }
            guard let data else { return .refused(ApprovalRefusal(.changedSinceRun, "\(shown) is gone since the run")) }
            guard RunReport.digest(data) == digest else {
                return .refused(ApprovalRefusal(.changedSinceRun, "\(shown) changed since the run"))
            }
            files.append((pathExtension, data))
        }
        guard !files.isEmpty else {
            return .refused(ApprovalRefusal(.changedSinceRun, "the run wrote no actual output for it (see report.json)"))
        }
        return .files(files)
    }

    /// What approve prints: `out` the approved scenarios and the last line, `err` each refusal
    /// kind with its reasons grouped (identical reasons once, with their scenarios as a pattern),
    /// leftovers ignored and names that matched nothing.
    package func render() -> (out: String, err: String) {
        var out = approvedLines.map { "approved \($0)\n" }.joined()
        var err = ""
        let run = Self.runDescription(report)
        for kind in ApprovalRefusal.Kind.allCases {
            let members = refused.filter { $0.refusal.kind == kind }
            guard !members.isEmpty else { continue }
            err += "approve: refused \(members.count) scenario\(members.count == 1 ? "" : "s") \(kind.remedy):\n"
            var order: [String] = []
            var byReason: [String: [ScenarioResult]] = [:]
            for member in members {
                if byReason[member.refusal.reason] == nil { order.append(member.refusal.reason) }
                byReason[member.refusal.reason, default: []].append(member.result)
            }
            for reason in order.prefix(10) {
                let results = byReason[reason] ?? []
                let which = results.count == 1 ? results[0].name
                    : "\(results.count) scenarios: " + ScenarioPattern.describe(results, in: report.results)
                err += "  \(reason) — \(which)\n"
            }
            if order.count > 10 { err += "  … \(order.count - 10) more reasons\n" }
        }
        if !outsideRun.isEmpty {
            err += "approve: \(outsideRun.count) selected scenario\(outsideRun.count == 1 ? " was" : "s were") not in the last run (\(run))"
            err += leftovers.isEmpty ? "; run `layoutcheck test` for them first\n"
                : "; the actual output of \(leftovers.count) of them is left over from an earlier run and was not approved\n"
        }
        for name in unmatched {
            err += "layoutcheck: no failing scenario of the last run (\(run)) matches '\(name)'\n"
        }
        var last = "approve: approved \(approved.count) scenario\(approved.count == 1 ? "" : "s") from the last run (\(run))"
        if refused.isEmpty {
            if approved.isEmpty { last += "; nothing selected failed in it" }
        } else {
            last += "; \(refused.count) still fail\(refused.count == 1 ? "s" : ""): " + ApprovalRefusal.Kind.allCases.compactMap { kind in
                let reasons = orderedUnique(refused.filter { $0.refusal.kind == kind }.map(\.refusal.reason))
                let count = refused.filter { $0.refusal.kind == kind }.count
                guard let first = reasons.first else { return nil }
                return kind.counted(count) + " (" + Self.shortened(first) + (reasons.count > 1 ? "; +\(reasons.count - 1) more" : "") + ")"
            }.joined(separator: ", ")
        }
        if notSelected > 0 { last += "; \(notSelected) more failure\(notSelected == 1 ? "" : "s") of that run not selected" }
        out += last + "\n"
        return (out, err)
    }

    /// A reason as the last line quotes it: without the kind's own prefix, at most 60 characters.
    static func shortened(_ reason: String) -> String {
        var text = Substring(reason)
        for prefix in ["audit: ", "missing string "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        return text.count > 60 ? text.prefix(59) + "…" : String(text)
    }

    /// `test --screen card, run 1a2b3c4d`.
    static func runDescription(_ report: RunReport) -> String {
        var command = report.command
        if let filters = report.filters, !filters.commandLine.isEmpty { command += " " + filters.commandLine }
        if let names = report.filters?.names, !names.isEmpty { command += " with \(names.count) scenario name\(names.count == 1 ? "" : "s")" }
        if let shard = report.shard { command += " --shard \(shard)" }
        return command + (report.runID.map { ", run \($0.prefix(8))" } ?? "")
    }
}
