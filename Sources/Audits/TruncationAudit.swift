import AutoLayout

extension Audit {
    /// Text cut short with an ellipsis within its line limit: the typical localisation bug (a
    /// German or pseudo-long string that no longer fits where English did). The scenario
    /// pattern of the grouped finding names the locales and text sizes that cause it.
    static let truncated = Audit(name: "truncated", defaultSeverity: .error) { input in
        textProblems(input, clipped: false)
    }

    /// Text cut by its view's height rather than by a line limit: lines that do not fit the
    /// frame are not drawn (a height constraint, or a container that does not grow).
    static let clipped = Audit(name: "clipped", defaultSeverity: .error) { input in
        textProblems(input, clipped: true)
    }

    private static func textProblems(_ input: AuditInput, clipped: Bool) -> [AuditObservation] {
        input.views.compactMap { view -> AuditObservation? in
            guard let text = view.text, text.isTruncated, !text.text.isEmpty, input.isVisible(view) else { return nil }
            // Text that fits its frame to within a pixel is drawn whole by UIKit (intrinsic
            // sizes are ceiled to pixels); only the wrapping boundary called it truncated.
            let pixel = 1 / input.layout.environment.scale
            if let natural = text.naturalWidth, natural <= view.windowFrame.width + pixel + 1e-6 { return nil }
            // A label cut below its line limit (or with no limit) lost lines to its height.
            let byHeight = view.className == "UILabel" && (text.numberOfLines == 0 || text.lines < text.numberOfLines)
            guard byHeight == clipped else { return nil }
            let message: String
            if clipped {
                message = "text clipped vertically: its height shows only part of the text"
            } else if text.numberOfLines == 1 || view.className != "UILabel" {
                message = "text truncated on its single line"
            } else {
                message = "text truncated at its \(text.numberOfLines)-line limit"
            }
            return AuditObservation(view: view.identifier, message: message,
                                    detail: "\(text.lines) line\(text.lines == 1 ? "" : "s") shown in \(points(view.windowFrame.width)) × "
                                        + "\(points(view.windowFrame.height)) pt: \"\(text.text)\"",
                                    location: input.location(of: view), frame: AuditInput.frame(view.windowFrame))
        }
    }
}
