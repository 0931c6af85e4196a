import AutoLayout

extension Audit {
    /// Apple's Human Interface Guidelines (Accessibility, "Controls"): a hit target of at least
    /// 44 × 44 points.
    static let minimumTouchTarget = 44.0

    /// An interactive control smaller than 44 × 44 points. UISwitch is left out: UIKit fixes its
    /// size (51 × 31 points), so no app can act on the finding.
    static let touchTarget = Audit(name: "touchTarget", defaultSeverity: .warning) { input in
        input.views.compactMap { view -> AuditObservation? in
            guard ["UIButton", "UITextField"].contains(view.className), input.isVisible(view) else { return nil }
            let f = view.windowFrame
            let narrow = f.width < minimumTouchTarget - 1e-6, short = f.height < minimumTouchTarget - 1e-6
            guard narrow || short else { return nil }
            let which = narrow && short ? "width and height" : narrow ? "width" : "height"
            return AuditObservation(view: view.identifier, message: "touch target smaller than 44 × 44 pt (\(which))",
                                    detail: "\(points(f.width)) × \(points(f.height)) pt",
                                    location: input.location(of: view), frame: AuditInput.frame(f))
        }
    }
}
