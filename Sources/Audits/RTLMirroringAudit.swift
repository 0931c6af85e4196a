import AutoLayout

extension Audit {
    /// In a right-to-left locale, constraints on `left`/`right` stay where they are while
    /// everything on leading/trailing mirrors (facts §5): the screen comes out half mirrored.
    /// Reported per constraint, at its declaration, for views that follow the layout direction.
    static let rtlMirroring = Audit(name: "rtlMirroring", defaultSeverity: .warning) { input in
        guard input.layout.environment.layoutDirection == .rightToLeft else { return [] }
        return input.layout.absoluteDirectionConstraints.compactMap { report -> AuditObservation? in
            let view = input.view(report.view)
            // A view forced left-to-right (a phone number, a media control) keeps left/right on purpose.
            if let view, view.layoutDirection == .leftToRight { return nil }
            return AuditObservation(view: report.view,
                                    message: "constrained with left/right, which does not mirror: \(constraintText(report.description))",
                                    location: report.sourceLocation ?? input.location(of: view),
                                    frame: view.map { AuditInput.frame($0.windowFrame) })
        }
    }
}
