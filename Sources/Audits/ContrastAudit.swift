import AutoLayout
import Foundation

extension Audit {
    /// Text against what is behind it, by WCAG 2.2's contrast ratio (success criterion 1.4.3,
    /// level AA): at least 4.5:1, or 3:1 for large text — 18 pt, or 14 pt bold. The background
    /// is the view's own colour over its ancestors' over the white window, each blended by its
    /// alpha, as UIKit composites them; the text colour is blended over that.
    static let contrast = Audit(name: "contrast", defaultSeverity: .warning) { input in
        input.views.compactMap { view -> AuditObservation? in
            guard let text = view.text, !text.text.isEmpty, input.isVisible(view) else { return nil }
            var background = Color(red: 1, green: 1, blue: 1)
            for layer in (input.ancestors(of: view).reversed() + [view]) {
                if let fill = layer.backgroundColor { background = blend(fill, over: background) }
            }
            let foreground = blend(text.color, over: background)
            let ratio = contrastRatio(foreground, background)
            let bold = [.semibold, .bold, .heavy, .black].contains(text.font.weight)
            let large = text.font.size >= 18 || (bold && text.font.size >= 14)
            let required = large ? 3.0 : 4.5
            guard ratio < required - 1e-9 else { return nil }
            return AuditObservation(view: view.identifier,
                                    message: "text contrast \(fixed(ratio, decimals: 2)):1 is below \(large ? "3" : "4.5"):1 (WCAG AA\(large ? ", large text" : ""))",
                                    detail: "text \(hex(foreground)) on \(hex(background))",
                                    location: input.location(of: view), frame: AuditInput.frame(view.windowFrame))
        }
    }

    static func blend(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `#RRGGBB`, as `%02X` prints each channel.
    private static func hex(_ c: Color) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [c.red, c.green, c.blue].map { channel -> String in
            let v = Int((channel * 255).rounded())
            // A channel outside 0...1 (an extended-range colour) prints as printf prints it.
            guard (0...255).contains(v) else { return String(format: "%02X", v) }
            return String([digits[v >> 4], digits[v & 15]])
        }.joined()
    }
}
