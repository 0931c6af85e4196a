import AutoLayout

extension Audit {
    /// Required constraints that cannot all hold: UIKit logs "Unable to simultaneously satisfy
    /// constraints" and breaks one (facts §9.1). The layout a user sees is then whatever is left,
    /// so the finding names the constraint that broke, where it was declared, and UIKit's text.
    static let conflict = Audit(name: "conflict", defaultSeverity: .error) { input in
        var seen: [AuditObservation] = []
        for diagnostic in input.layout.diagnostics {
            guard case let .unsatisfiable(conflictSet, broken) = diagnostic else { continue }
            let report = input.layout.brokenConstraints.first { $0.description == broken }
            let view = report.flatMap { input.view($0.view) }
            // The one autoresizing constraint reported broken is a cell's content view giving way to its content.
            let givesWay = report?.description.hasPrefix("<NSAutoresizingMaskLayoutConstraint") == true
            let outcome = givesWay
                ? "the content needs less height than its cell, so the content view's height gives way (as Xcode lays out a top-level cell): "
                : "UIKit breaks "
            seen.append(AuditObservation(
                view: report?.view ?? "root",
                message: "conflicting required constraints (\(conflictSet.count)); \(outcome)\(constraintText(broken))",
                detail: diagnostic.text,
                location: report?.sourceLocation ?? input.location(of: view),
                frame: view.map { AuditInput.frame($0.windowFrame) }))
        }
        return seen
    }
}
