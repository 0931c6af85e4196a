// How text enters layout: a protocol the harness implements with TextLayout (Pango).

/// A font description: a family (nil = the system font) at a size and weight, or a Dynamic Type style
/// whose size the measurer resolves for the content size category.
public struct Font: Hashable, Sendable, Codable {
    public var family: String?
    public var size: Double
    public var weight: FontWeight
    public var textStyle: TextStyle?
    /// UIKit's italic and monospacing traits, the width, and `UIFontMetrics` scaling
    /// (`FontTraits`): kept so that code reading them back sees what it set.
    public var traits = FontTraits()
    /// The distance between the baselines of wrapped lines that a text style drawn at a fixed
    /// size sets (Interface Builder's canvas, `IBTextStyleCanvas`); nil: `textStyle`'s at the
    /// category measured, or the line height for any other font (`linePitch`).
    public var styleLeading: Double?

    public init(family: String? = nil, size: Double, weight: FontWeight = .regular) {
        self.family = family; self.size = size; self.weight = weight; self.textStyle = nil
    }

    public static func system(size: Double, weight: FontWeight = .regular) -> Font { Font(size: size, weight: weight) }

    /// UIFont.preferredFont(forTextStyle:): Headline is semibold, every other style regular.
    public static func preferred(_ style: TextStyle) -> Font {
        var f = Font(size: style.defaultSize, weight: style.weight)
        f.textStyle = style
        return f
    }
}

/// One question to the text measurer.
public struct TextMeasureRequest: Hashable, Sendable {
    public var string: String
    public var font: Font
    /// The category a Dynamic Type font is resolved for.
    public var contentSizeCategory: ContentSizeCategory
    /// The width to wrap at; nil means unbounded (one line per paragraph).
    public var maxWidth: Double?
    /// 0 means no limit.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var localeIdentifier: String

    public init(string: String, font: Font, contentSizeCategory: ContentSizeCategory = .large, maxWidth: Double? = nil,
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail, localeIdentifier: String = "en") {
        self.string = string; self.font = font; self.contentSizeCategory = contentSizeCategory; self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode; self.localeIdentifier = localeIdentifier
    }
}

/// The measurer's answer: the text's bounding size and its baselines measured from its top.
public struct TextMeasurement: Hashable, Sendable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lineCount: Int
    public var isTruncated: Bool

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isTruncated: Bool) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.lineCount = lineCount; self.isTruncated = isTruncated
    }
}

/// Measures text. AutoLayout never measures text itself; the harness supplies a Pango-backed measurer.
public protocol TextMeasuring {
    func measure(_ request: TextMeasureRequest) -> TextMeasurement
}

/// Baselines relative to the view's vertical centre, so that `baseline = minY + height/2 + offset`
/// stays linear when the view is taller than its text (UIKit centres text vertically).
public struct BaselineOffsets: Hashable, Sendable {
    public var first: Double
    public var last: Double
    public init(first: Double, last: Double) { self.first = first; self.last = last }
}

extension Font {
    /// The distance between consecutive baselines a text style sets: Apple's leading for the
    /// style at `category` (`DynamicTypeSpec.leading`: Body 22 at Large, 19 at extra small),
    /// which is more than the font's line height (20.29 for 17 pt). A label adds it between
    /// lines, not after the last: Xcode stores wrapped text-style labels at the line height plus
    /// a leading per further line, in 81 labels of 8 repositories against 2 at n line heights
    /// (RxSwift, GitHawk, Rocket.Chat, OsmAnd, Delta, Homium, woocommerce, AU-COVIDSafe's 4-line
    /// Body at 14 pt: 16.71 + 3 × 19 = 73.71, stored 74). Nil for other fonts: their lines
    /// stack at their line height.
    public func linePitch(category: ContentSizeCategory) -> Double? {
        if let styleLeading { return styleLeading }
        return textStyle.map { DynamicType.spec($0, category).leading }
    }
}

extension TextMeasurement {
    /// The measurement with its lines `pitch` apart where that is more than their height
    /// (the measured height over the line count): the gaps between lines grow, the last line's
    /// baseline moves down with them, the first stays.
    public func spaced(pitch: Double?) -> TextMeasurement {
        guard let pitch, lineCount > 1, size.height > 0 else { return self }
        let extra = pitch - size.height / Double(lineCount)
        guard extra > 0 else { return self }
        var m = self
        let added = extra * Double(lineCount - 1)
        m.size.height += added
        m.lastBaseline += added
        return m
    }
}

/// Rounds a length up to the pixel grid, as text views report their intrinsic sizes.
func ceilToPixel(_ v: Double, scale: Double) -> Double {
    let p = (v * scale * 1e6).rounded() / 1e6
    return p.rounded(.up) / scale
}
