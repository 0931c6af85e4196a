import AutoLayout

extension Audit {
    /// Text that does not follow Dynamic Type on a screen that does: a screen declares Dynamic
    /// Type support by setting any text in a text style (`UIFont.preferredFont(forTextStyle:)`);
    /// then a fixed-size font, or a text style whose view does not adjust to the content size
    /// category (`adjustsFontForContentSizeCategory` off), stays small while everything around
    /// it grows (HIG, Typography: "Supporting Dynamic Type").
    static let textScaling = Audit(name: "textScaling", defaultSeverity: .warning) { input in
        let texts = input.views.filter { ($0.text?.text.isEmpty == false) && input.isVisible($0) }
        guard texts.contains(where: { $0.text?.font.textStyle != nil }) else { return [] }
        let category = input.layout.environment.contentSizeCategory
        return texts.compactMap { view -> AuditObservation? in
            guard let text = view.text else { return nil }
            let message: String
            if text.font.textStyle == nil {
                message = "fixed \(points(text.font.size)) pt font does not follow Dynamic Type"
            } else if text.contentSizeCategory != category && view.className == "UILabel" {
                message = "text style does not adjust to the content size category (adjustsFontForContentSizeCategory is off)"
            } else {
                return nil
            }
            return AuditObservation(view: view.identifier, message: message, location: input.location(of: view),
                                    frame: AuditInput.frame(view.windowFrame))
        }
    }
}
