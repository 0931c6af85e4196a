import AutoLayout
import Foundation
import ProjectFiles
import Scenarios

/// `audits:` in `layoutcheck.yml`: a severity per audit and exceptions, each with its reason.
///
/// ```yaml
/// audits:
///   touchTarget: error          # error, warning or off
///   contrast: off
///   exceptions:
///     - audit: truncated
///       view: legalFootnote
///       locale: pseudo-long
///       reason: the footnote links to the full text; truncation is intended
/// ```
package struct AuditPolicy: Sendable {
    /// Severity per audit name; absent names keep the audit's default.
    package var severities: [String: AuditFinding.Severity?] = [:]
    package var exceptions: [AuditException] = []
    /// Errors accepted at adoption (`knownFindings:`), reported as known warnings.
    package var known: KnownFindings = .none

    package init(severities: [String: AuditFinding.Severity?] = [:], exceptions: [AuditException] = []) {
        self.severities = severities
        self.exceptions = exceptions
    }

    /// What an audit counts as here: the project's word, else its default (nil: off).
    package func severity(of audit: Audit) -> AuditFinding.Severity? {
        if let configured = severities[audit.name] { return configured }
        return audit.defaultSeverity
    }

    static let keys = Audit.all.map(\.name) + ["exceptions"]

    package static func parse(_ value: YAMLValue) throws -> AuditPolicy {
        let mapping = try value.mapping("audits")
        var policy = AuditPolicy()
        for audit in Audit.all {
            guard let entry = mapping[audit.name] else { continue }
            switch try entry.string("audits.\(audit.name)") {
            case "error": policy.severities[audit.name] = .some(.error)
            case "warning": policy.severities[audit.name] = .some(.warning)
            case "off": policy.severities[audit.name] = .some(nil)
            case let other: throw entry.error("audits.\(audit.name) must be error, warning or off, not '\(other)'")
            }
        }
        if let list = mapping["exceptions"] {
            policy.exceptions = try list.list("audits.exceptions").map(AuditException.parse)
        }
        try mapping.rejectUnknownKeys(known: keys)
        return policy
    }
}

/// Findings a team has looked at and accepted: which audits, views and scenarios, and why.
package struct AuditException: Sendable {
    /// Audit names; nil covers every audit.
    package var audits: [String]?
    /// View name globs; nil covers every view.
    package var views: [String]?
    /// Which scenarios (screen, device, orientation, locale, size globs).
    package var scenarios: ScenarioRule
    package var reason: String
    package var location: SourceLocation?

    package func covers(_ finding: AuditFinding, in scenario: Scenario) -> Bool {
        (audits?.contains(finding.audit) ?? true)
            && (views?.contains { Glob.matches($0, finding.view) } ?? true)
            && scenarios.matches(scenario)
    }

    static func parse(_ value: YAMLValue) throws -> AuditException {
        let mapping = try value.mapping("an audit exception")
        let reasonValue = try mapping.required("reason")
        let reason = try reasonValue.string("reason").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty else { throw reasonValue.error("an audit exception needs a reason: say why the finding is accepted") }
        let audits = try mapping["audit"]?.strings("audit")
        for (name, node) in zip(audits ?? [], (try mapping["audit"]?.list("audit")) ?? []) where Audit.named(name) == nil {
            throw node.error("unknown audit '\(name)' (audits: \(Audit.all.map(\.name).joined(separator: ", ")))")
        }
        let views = try mapping["view"]?.strings("view")
        let rule = try ScenarioRule.read(mapping, at: value)
        try mapping.rejectUnknownKeys(known: ["audit", "view", "reason"] + ScenarioRule.keys)
        if audits == nil && views == nil && rule.isEmpty {
            throw value.error("an audit exception must name an audit, a view or scenarios (screen, device, orientation, locale, size)")
        }
        return AuditException(audits: audits, views: views, scenarios: rule, reason: reason, location: value.location)
    }
}

/// Runs every enabled audit over one scenario's layout and applies the policy.
package struct Auditor: Sendable {
    package var policy: AuditPolicy

    package init(policy: AuditPolicy = AuditPolicy()) { self.policy = policy }

    /// The findings of one scenario, in audit order then view order; excepted ones dropped, known
    /// ones (`AuditPolicy.known`) turned into warnings marked known.
    package func findings(_ layout: AutoLayout.LayoutResult, scenario: Scenario, screenFile: String?,
                          isComponent: Bool = false) -> [AuditFinding] {
        let input = AuditInput(layout: layout, screenFile: screenFile, isComponent: isComponent)
        var findings: [AuditFinding] = []
        for audit in Audit.all {
            guard let severity = policy.severity(of: audit) else { continue }
            for seen in audit.check(input) {
                var finding = AuditFinding(audit: audit.name, severity: severity, view: seen.view, message: seen.message,
                                           detail: seen.detail, location: seen.location, frame: seen.frame)
                if policy.exceptions.contains(where: { $0.covers(finding, in: scenario) }) { continue }
                // Known-findings files written before screens had one spelling name `Cell/Cell`.
                if finding.severity == .error && (policy.known.contains(finding, screen: scenario.screenName)
                                                  || policy.known.contains(finding, screen: scenario.screen)) {
                    finding.severity = .warning
                    finding.known = true
                }
                if !findings.contains(finding) { findings.append(finding) }
            }
        }
        return findings
    }
}
