import Foundation

/// One thing an audit found wrong in one scenario's layout, whatever its baseline says.
///
/// `message` never names the scenario, so the same cause in many scenarios reads the same and
/// reports can group it (`FindingsSummary`, the review page) with a `ScenarioPattern`.
public struct AuditFinding: Sendable, Codable, Equatable {
    /// How a finding counts: errors fail `test` and `record`; warnings are reported only.
    public enum Severity: String, Sendable, Codable {
        case warning, error
    }

    /// The audit's name as written in `layoutcheck.yml` (`conflict`, `ambiguous`, `offscreen`,
    /// `truncated`, `clipped`, `overlap`, `touchTarget`, `textScaling`, `rtlMirroring`, `contrast`).
    public var audit: String
    public var severity: Severity
    /// The user-facing name of the view.
    public var view: String
    /// One line, free of the scenario's name.
    public var message: String
    /// Multi-line detail, such as UIKit's "Unable to simultaneously satisfy constraints…".
    public var detail: String?
    /// `file:line:column` of the constraint or view declaration, when known.
    public var location: String?
    /// The view's frame in window points, `[x, y, width, height]`, to outline it.
    public var frame: [Double]?
    /// An error the project's known-findings file accepts (`KnownFindings`): reported with
    /// severity warning, so it fails nothing. nil when not.
    public var known: Bool?

    public init(audit: String, severity: Severity, view: String, message: String, detail: String? = nil,
                location: String? = nil, frame: [Double]? = nil) {
        self.audit = audit
        self.severity = severity
        self.view = view
        self.message = message
        self.detail = detail
        self.location = location
        self.frame = frame
    }
}
