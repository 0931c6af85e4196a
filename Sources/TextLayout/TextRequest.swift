/// The inputs and outputs of a text measurement.
import LayoutTypes

/// The paragraph's base writing direction. `.natural` follows the first strong character
/// (Unicode bidi rules P2–P3), as `NSWritingDirection.natural` does.
public enum WritingDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case natural, leftToRight, rightToLeft
}

/// What to measure: UILabel's text-relevant properties.
public struct TextRequest: Sendable, Hashable, Codable {
    public var text: String
    public var font: Font
    /// The width lines wrap at (UILabel's width or `preferredMaxLayoutWidth`); nil: unlimited.
    public var maxWidth: Double?
    /// `numberOfLines`; 0 means unlimited.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var writingDirection: WritingDirection
    /// BCP 47 language or locale identifier (`en`, `ja`, `zh_Hans`, `ar_SA`): picks
    /// language-specific line-breaking rules and glyph forms (Han in Japanese vs Chinese).
    public var language: String

    public init(_ text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail, writingDirection: WritingDirection = .natural,
                language: String = "en") {
        self.text = text
        self.font = font
        self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.writingDirection = writingDirection
        self.language = language
    }
}

/// The result of a measurement, in points with fractional metrics (nothing rounded).
public struct TextMeasurement: Sendable, Hashable, Codable {
    /// Width of the widest drawn line, and the summed height of the drawn lines.
    public var width: Double
    public var height: Double
    /// Distance from the top of the text to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top of the text to the last drawn line's baseline.
    public var lastBaseline: Double
    /// Lines drawn (after the `numberOfLines` limit).
    public var lineCount: Int
    /// True when text was hidden: an ellipsis, a clipped last line or lines beyond the limit.
    public var isTruncated: Bool

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double,
                lineCount: Int, isTruncated: Bool) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }

    /// The size rounded up to the pixel grid of `scale` (UILabel reports its intrinsic size so;
    /// facts §2 notes the exact arithmetic is unpublished, so this is the caller's choice).
    public func ceiledSize(scale: Double) -> (width: Double, height: Double) {
        ((width * scale).rounded(.up) / scale, (height * scale).rounded(.up) / scale)
    }
}

/// A font's vertical metrics in points (`UIFont.ascender`, `.descender`, `.lineHeight`).
public struct FontMetrics: Sendable, Hashable, Codable {
    public var ascender: Double
    /// Negative, as in UIKit.
    public var descender: Double
    public var lineHeight: Double
}

/// Why a measurement or a font set-up failed.
public enum TextLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    case missingFontFile(path: String, debianPackage: String)
    case fontFileNotLoadable(path: String)
    case fontconfigFailed(String)
    case pangoFailed(String)
    case unknownFontFamily(String, available: [String])
    case projectFontUnreadable(path: String, reason: String)
    case invalidRequest(String)
    /// The system font's derived faces (`SystemFontFaces`) could not be written.
    case derivedFontUnwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missingFontFile(let path, let package):
            return "pinned font file \(path) is missing: install the Debian package '\(package)' (scripts/bootstrap does)"
        case .fontFileNotLoadable(let path):
            return "fontconfig could not load the pinned font file \(path)"
        case .fontconfigFailed(let what):
            return "fontconfig failed: \(what)"
        case .pangoFailed(let what):
            return "Pango failed: \(what)"
        case .unknownFontFamily(let name, let available):
            return "unknown font '\(name)': not the system font, one of the app's fonts (give its file in fonts:), "
                + "nor a font iOS ships that has a stand-in here; known: \(available.joined(separator: ", "))"
        case .projectFontUnreadable(let path, let reason):
            return "font file \(path): \(reason)"
        case .invalidRequest(let what):
            return "invalid text request: \(what)"
        case .derivedFontUnwritable(let path, let reason):
            return "could not write the system font's derived face \(path) (set TMPDIR to a writable folder): \(reason)"
        }
    }
}
