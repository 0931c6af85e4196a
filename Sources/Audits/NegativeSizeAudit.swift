import AutoLayout

extension Audit {
    /// A frame with a negative width or height, which Auto Layout produces when constraints
    /// demand it (say `width == superview.width − 500` on a small phone). UIKit draws nothing;
    /// the renderer draws it empty too, and this says why the view is missing.
    static let negativeSize = Audit(name: "negativeSize", defaultSeverity: .error) { input in
        input.views.compactMap { view -> AuditObservation? in
            let f = view.windowFrame
            guard f.width < 0 || f.height < 0 else { return nil }
            let axes = [f.width < 0 ? "width" : nil, f.height < 0 ? "height" : nil].compactMap { $0 }
            return AuditObservation(view: view.identifier, message: "laid out with a negative \(axes.joined(separator: " and ")); nothing is drawn",
                                    detail: "frame \(points(f.minX)), \(points(f.minY)), \(points(f.width)) × \(points(f.height)) pt",
                                    location: input.location(of: view), frame: AuditInput.frame(f))
        }
    }
}
