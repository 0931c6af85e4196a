import AutoLayout

extension Audit {
    /// A view whose position or size the constraints leave open on an axis
    /// (`hasAmbiguousLayout`, facts §9.2): UIKit places it by whatever the engine happens to
    /// hold, so it can move between runs, devices and OS versions.
    static let ambiguous = Audit(name: "ambiguous", defaultSeverity: .error) { input in
        input.layout.diagnostics.compactMap { diagnostic -> AuditObservation? in
            guard case let .ambiguous(name, _, axis, variables) = diagnostic else { return nil }
            let view = input.view(name)
            let open = variables.map { $0.split(separator: "{").first.map(String.init) ?? $0 }
            return AuditObservation(view: name,
                                    message: "ambiguous layout: \(open.joined(separator: " and ")) not determined on the \(axis.name) axis",
                                    detail: diagnostic.text, location: input.location(of: view),
                                    frame: view.map { AuditInput.frame($0.windowFrame) })
        }
    }
}
