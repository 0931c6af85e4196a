// The parts of an attributed string that change how a label's text is measured.
import Foundation

/// `NSParagraphStyle.LineBreakStrategy`.
public struct LineBreakStrategy: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
}

/// NSParagraphStyle: read-only, as in UIKit; `MutableParagraphStyle` sets its values.
open class ParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storedLineSpacing: Double = 0
    var storedAlignment: TextAlignment = .natural
    var storedLineBreakMode: LineBreakMode = .byWordWrapping
    var storedLineBreakStrategy: LineBreakStrategy = []
    var storedParagraphSpacing: Double = 0
    var storedLineHeightMultiple: Double = 0
    var storedMinimumLineHeight: Double = 0
    var storedMaximumLineHeight: Double = 0
    var lineBreakModeWasSet = false

    override public init() { super.init() }

    /// NSParagraphStyle.default.
    public class var `default`: ParagraphStyle { ParagraphStyle() }

    /// Points added between lines: measured (added to the label's height for each line after the first).
    open var lineSpacing: Double { storedLineSpacing }
    open var alignment: TextAlignment { storedAlignment }
    open var lineBreakMode: LineBreakMode { storedLineBreakMode }
    open var lineBreakStrategy: LineBreakStrategy { storedLineBreakStrategy }
    /// Accepted; between paragraphs, not modelled.
    open var paragraphSpacing: Double { storedParagraphSpacing }
    /// Accepted; not modelled.
    open var lineHeightMultiple: Double { storedLineHeightMultiple }
    open var minimumLineHeight: Double { storedMinimumLineHeight }
    open var maximumLineHeight: Double { storedMaximumLineHeight }

    public func copy(with zone: NSZone? = nil) -> Any { copyValues(into: ParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: MutableParagraphStyle()) }

    func copyValues<T: ParagraphStyle>(into other: T) -> T {
        other.storedLineSpacing = storedLineSpacing
        other.storedAlignment = storedAlignment
        other.storedLineBreakMode = storedLineBreakMode
        other.storedLineBreakStrategy = storedLineBreakStrategy
        other.storedParagraphSpacing = storedParagraphSpacing
        other.storedLineHeightMultiple = storedLineHeightMultiple
        other.storedMinimumLineHeight = storedMinimumLineHeight
        other.storedMaximumLineHeight = storedMaximumLineHeight
        other.lineBreakModeWasSet = lineBreakModeWasSet
        return other
    }
}

/// NSMutableParagraphStyle.
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    override open var lineSpacing: Double {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    override open var alignment: TextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    override open var lineBreakMode: LineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue; lineBreakModeWasSet = true }
    }
    override open var lineBreakStrategy: LineBreakStrategy {
        get { storedLineBreakStrategy }
        set { storedLineBreakStrategy = newValue }
    }
    override open var paragraphSpacing: Double {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    override open var lineHeightMultiple: Double {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    override open var minimumLineHeight: Double {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    override open var maximumLineHeight: Double {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
}

/// What the first run of an attributed string says about measuring it, read by UIKit's
/// attribute names (`NSAttributedString.Key.font.rawValue == "NSFont"`, …).
package struct TextRunAttributes {
    package var font: Font?
    package var kern: Double = 0
    var color: Color?
    var paragraph: ParagraphStyle?

    package init(_ string: NSAttributedString?) {
        guard let string, string.length > 0 else { return }
        var range = NSRange()
        let attributes = string.attributes(at: 0, effectiveRange: &range)
        for (key, value) in attributes {
            switch key.rawValue {
            case "NSFont": font = value as? Font
            case "NSKern":
                if let d = value as? Double { kern = d } else if let n = value as? NSNumber { kern = n.doubleValue }
            case "NSColor": color = value as? Color
            case "NSParagraphStyle": paragraph = value as? ParagraphStyle
            default: break
            }
        }
    }

    var alignment: TextAlignment? { paragraph?.alignment }
    package var lineBreakMode: LineBreakMode? { paragraph?.lineBreakModeWasSet == true ? paragraph?.lineBreakMode : nil }

    /// A measurement with the kern and line spacing added. Kern follows every character, the
    /// last too (Core Text tracks the whole run); it is added to a one-line label's width only,
    /// since wrapped lines' characters are not known here. Line spacing goes between lines.
    package func adjusted(_ m: TextMeasurement, string: String, numberOfLines: Int) -> TextMeasurement {
        var m = m
        if kern != 0, numberOfLines == 1, m.size.width > 0 {
            let shown = string.split(separator: "\n", omittingEmptySubsequences: false).first.map { $0.count } ?? 0
            m.size.width += kern * Double(shown)
        }
        if let spacing = paragraph?.lineSpacing, spacing > 0, m.lineCount > 1 {
            let extra = spacing * Double(m.lineCount - 1)
            m.size.height += extra
            m.lastBaseline += extra
        }
        return m
    }
}
