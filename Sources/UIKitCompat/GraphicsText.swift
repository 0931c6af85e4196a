// Text measured and drawn without a label: NSString's and NSAttributedString's `boundingRect`,
// `size(withAttributes:)` and `draw(in:withAttributes:)`. Measured by the text measurer labels use
// (`TraitContext.currentMeasurer`: the layout under way's, or one a harness set), with the
// environment's Dynamic Type category and locale, so a height an app computes for a cell matches
// the label it sizes.
import Foundation

/// NSStringDrawingOptions.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap at the given width and measure from the first line's top (without it: one line,
    /// measured from its baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; the measurer's line height already includes the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Keep only the lines that fit the given height, the last one truncated.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// NSStringDrawingContext: the scale factors and the bounds of the last measurement.
open class NSStringDrawingContext {
    open var minimumScaleFactor: CGFloat = 0
    /// Text is never shrunk here, so this stays 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last `boundingRect` with this context returned.
    open internal(set) var totalBounds: CGRect = .zero
    public init() {}
}

/// The font NSString drawing uses when the attributes name none (UIKit's documented default).
let defaultDrawingFont = Font(family: "Helvetica", size: 12)

/// The measuring shared by every form below.
enum TextBounds {
    /// `string` with `attributes` in `size` as `boundingRect(with:options:attributes:context:)`
    /// measures it; zero-sized when no measurer is in force (no layout under way and none set).
    static func rect(_ string: String, _ attributes: NSAttributedString?, font: Font, size: CGSize,
                     options: NSStringDrawingOptions) -> CGRect {
        guard let measurer = TraitContext.currentMeasurer, !string.isEmpty else { return .zero }
        let run = TextRunAttributes(attributes)
        let environment = TraitContext.currentEnvironment
        let category = environment?.contentSizeCategory ?? .large
        let wraps = options.contains(.usesLineFragmentOrigin)
        // The measurer takes widths up to 1,000,000 points; wider (greatestFiniteMagnitude, the usual
        // "unbounded") is unbounded.
        let width: Double? = wraps && size.width.isFinite && size.width >= 0 && size.width <= 1_000_000 ? size.width : nil
        var request = TextMeasureRequest(string: string, font: font.resolved(for: category), contentSizeCategory: category,
                                         maxWidth: width, numberOfLines: wraps ? 0 : 1,
                                         lineBreakMode: run.lineBreakMode ?? .byWordWrapping,
                                         localeIdentifier: environment?.localeIdentifier ?? "en")
        // Kern is added to one-line text (its characters are known); a label's wrapped lines get none.
        func adjusted(_ m: TextMeasurement) -> TextMeasurement {
            run.adjusted(m, string: string, numberOfLines: m.lineCount == 1 ? 1 : request.numberOfLines)
        }
        var measured = adjusted(measurer.measure(request))
        if wraps, options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0,
           measured.size.height > size.height, measured.lineCount > 1 {
            // As many lines as fit the height (at least one), each measured line the same height.
            let lineHeight = measured.size.height / Double(measured.lineCount)
            request.numberOfLines = max(1, Int((size.height / lineHeight).rounded(.down)))
            request.lineBreakMode = .byTruncatingTail
            measured = adjusted(measurer.measure(request))
        }
        // Without usesLineFragmentOrigin the origin is the baseline, so the rectangle starts above it.
        let y = wraps ? 0 : -measured.firstBaseline
        return CGRect(x: 0, y: y, width: measured.size.width, height: measured.size.height)
    }

    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> Font {
        (attributes?[.font] as? Font) ?? defaultDrawingFont
    }

    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString? {
        attributes.map { NSAttributedString(string: string, attributes: $0) }
    }
}

extension StringProtocol {
    /// NSString.boundingRect(with:options:attributes:context:): the text's bounds wrapped at
    /// `size.width` (with `.usesLineFragmentOrigin`), unrounded as UIKit returns it (callers `ceil`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let text = String(self)
        let rect = TextBounds.rect(text, TextBounds.attributed(text, attributes), font: TextBounds.font(attributes),
                                   size: size, options: options)
        context?.totalBounds = rect
        return rect
    }

    /// NSString.size(withAttributes:): one line per paragraph, unwrapped.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let text = String(self)
        return TextBounds.rect(text, TextBounds.attributed(text, attributes), font: TextBounds.font(attributes),
                               size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                               options: .usesLineFragmentOrigin).size
    }

    /// NSString.draw(in:withAttributes:): recorded in the current context (nothing without one).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        GraphicsContextStack.current?.record(.drawText(String(self), in: rect))
    }

    /// NSString.draw(at:withAttributes:): at the text's own size.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        draw(in: CGRect(origin: point, size: size(withAttributes: attributes)), withAttributes: attributes)
    }
}

extension NSString {
    // Foundation on Linux does not make NSString a StringProtocol, so code that measures through
    // `NSString(string: text)` or `text as NSString` reaches the same functions this way.

    /// NSString.boundingRect(with:options:attributes:context:).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// NSString.size(withAttributes:).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// NSString.draw(in:withAttributes:).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    /// NSString.draw(at:withAttributes:).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// NSAttributedString.boundingRect(with:options:context:): measured with its first run's font,
    /// kern and paragraph style, as a label measures it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let rect = TextBounds.rect(string, self, font: TextRunAttributes(self).font ?? defaultDrawingFont, size: size, options: options)
        context?.totalBounds = rect
        return rect
    }

    /// NSAttributedString.size(): one line per paragraph, unwrapped.
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                     options: .usesLineFragmentOrigin, context: nil).size
    }

    /// NSAttributedString.draw(in:): recorded in the current context.
    public func draw(in rect: CGRect) { GraphicsContextStack.current?.record(.drawText(string, in: rect)) }
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size())) }
}
