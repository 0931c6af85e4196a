import Foundation

/// Why `approve` (the command and the review page's buttons) will not make a scenario's actual
/// output its baseline. Reports use the same rule to say which scenarios of a group cannot be
/// approved, so a printed command never promises what approve then refuses silently.
package struct ApprovalRefusal: Sendable, Equatable {
    /// In the order refusals are listed.
    package enum Kind: Int, Sendable, Comparable, CaseIterable {
        /// The scenario could not be laid out or compared (an Interface Builder error,
        /// unmeasurable text, an unreadable baseline).
        case error
        /// Its output holds a missing string: a baseline would store the fallback text.
        case missingStrings
        /// Its layout has audit errors (a conflict, an ambiguous or off-screen view, …).
        case auditErrors
        /// Its actual files are not the ones the run wrote (changed, removed, or never listed).
        case changedSinceRun

        package static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

        /// `2 audit errors`, `1 missing string`: the counts in approve's last line.
        package func counted(_ n: Int) -> String {
            let noun: String
            switch self {
            case .error: noun = n == 1 ? "error" : "errors"
            case .missingStrings: noun = n == 1 ? "missing string" : "missing strings"
            case .auditErrors: noun = n == 1 ? "audit error" : "audit errors"
            case .changedSinceRun: noun = n == 1 ? "changed actual output" : "changed actual outputs"
            }
            return "\(n) \(noun)"
        }

        /// What the refused scenarios have and what to do about it, said once per kind after
        /// "refused N scenarios".
        package var remedy: String {
            switch self {
            case .error: return "that errored; fix the error (a corrupt baseline: `layoutcheck record` it) and run `layoutcheck test` again"
            case .missingStrings: return "with missing strings; add them to the string tables (`record` refuses them too)"
            case .auditErrors: return "with audit errors; fix the layout, or accept the finding under audits: in layoutcheck.yml"
            case .changedSinceRun: return "whose actual output is not what the last run wrote; run `layoutcheck test` again"
            }
        }
    }

    /// `2 audit errors, 1 missing string`: how many of each kind, in kind order.
    package static func tally(_ kinds: [Kind]) -> String {
        Kind.allCases.compactMap { kind in
            let n = kinds.filter { $0 == kind }.count
            return n == 0 ? nil : kind.counted(n)
        }.joined(separator: ", ")
    }

    package var kind: Kind
    /// One line that never names the scenario, so identical reasons group.
    package var reason: String

    package init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }
}

extension ScenarioResult {
    /// Whether the run reported this scenario as one a reviewer could approve or refuse: it
    /// failed, errored, or has no baseline.
    package var needsApproval: Bool { [.failed, .missing, .error].contains(status) }

    /// Why this result's output can never be approved, as far as the report tells (the files
    /// themselves are checked by `approve`); nil when nothing stands in the way.
    package var approvalRefusal: ApprovalRefusal? {
        if status == .error {
            // The error itself, not the audit or note lines a result may list before it.
            let error = messages.first { !$0.hasPrefix("audit: ") && !$0.hasPrefix("note: ") } ?? messages.first
            let first = error.map { String($0.prefix { $0 != "\n" }) } ?? "error"
            return ApprovalRefusal(.error, first)
        }
        if !blockers.isEmpty { return ApprovalRefusal(.missingStrings, blockers.joined(separator: "; ")) }
        let errors = findings.filter { $0.severity == .error && $0.known != true }
        if !errors.isEmpty {
            return ApprovalRefusal(.auditErrors, "audit: " + errors.map { "\($0.audit) (\($0.view))" }.joined(separator: ", "))
        }
        return nil
    }
}
