// What a font carries beyond family, size and weight: UIKit's traits, `UIFontMetrics` scaling,
// and the font names an app may ask for by name.
import Foundation

/// `UIFont.Width` (iOS 16): the system font's widths.
public enum FontWidth: String, Sendable, Hashable, Codable, CaseIterable {
    case standard, condensed, compressed, expanded
}

/// `UIFontDescriptor.SystemDesign`: the system font's designs.
public enum FontDesign: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`, rounded, serif, monospaced
}

/// How a custom font grows with Dynamic Type: `UIFontMetrics(forTextStyle: style).scaledFont(for:)`.
/// The size is resolved when text is measured, for the category in force then (`Font.resolved`).
public struct FontScaling: Hashable, Sendable, Codable {
    public var style: TextStyle
    /// `scaledFont(for:maximumPointSize:)`'s cap; nil: none.
    public var maximumPointSize: Double?
    /// `scaledFont(for:compatibleWith:)`: a category fixed when the font was made; nil: the one in force.
    public var category: ContentSizeCategory?

    public init(style: TextStyle, maximumPointSize: Double? = nil, category: ContentSizeCategory? = nil) {
        self.style = style; self.maximumPointSize = maximumPointSize; self.category = category
    }
}

/// UIKit's traits that do not change how text is measured here, kept so that code reading a
/// font back (`fontDescriptor.symbolicTraits`, `fontName`) sees what it set, and Dynamic Type
/// scaling, which does.
public struct FontTraits: Hashable, Sendable, Codable {
    /// Measured upright: the pinned stand-in has no italic, and SF Pro's italic keeps the
    /// upright's advance widths closely enough for layout.
    public var isItalic = false
    /// `monospacedDigitSystemFont`: measured with proportional digits (the stand-in's).
    public var monospacedDigits = false
    public var design: FontDesign = .default
    public var width: FontWidth = .standard
    /// `UIFontMetrics` scaling, resolved at measurement (`Font.resolved`).
    public var scaling: FontScaling?

    public init() {}
}

extension Font {
    /// The font as text is measured for `category`: a `UIFontMetrics`-scaled size becomes the
    /// style's ratio at that category (`DynamicType.scaledValue`), capped at its maximum. Text
    /// styles stay for the measurer, which resolves them itself.
    public func resolved(for category: ContentSizeCategory) -> Font {
        guard let scaling = traits.scaling else { return self }
        var font = self
        var size = DynamicType.scaledValue(size, style: scaling.style, category: scaling.category ?? category)
        if let cap = scaling.maximumPointSize, cap > 0 { size = min(size, cap) }
        font.size = size
        font.traits.scaling = nil
        return font
    }

    /// Whether the font follows the content size category (a text style or a scaled font).
    public var followsContentSizeCategory: Bool { textStyle != nil || traits.scaling != nil }
}

/// A font face an app may name (`UIFont(name:size:)`): its PostScript and family names and its
/// vertical metrics in ems, as the text engine read them.
public struct NamedFontFace: Hashable, Sendable {
    public var postScriptName: String
    public var familyName: String
    public var weight: FontWeight
    public var isItalic: Bool
    /// Ascender and descender (positive, below the baseline) per point of size.
    public var ascender: Double
    public var descender: Double

    public init(postScriptName: String, familyName: String, weight: FontWeight = .regular, isItalic: Bool = false,
                ascender: Double, descender: Double) {
        self.postScriptName = postScriptName; self.familyName = familyName; self.weight = weight
        self.isItalic = isItalic; self.ascender = ascender; self.descender = descender
    }
}

/// The fonts `UIFont(name:size:)` finds: the app's own (the project's `fonts:`, registered by
/// the text engine's measurer when it starts) and the families the measurer ships. A name
/// nobody registered gives nil, as an unknown name does on iOS. Shared by every thread.
public enum FontNames {
    private final class Registry: @unchecked Sendable {
        // Guarded by `lock`; scenarios build views on many threads.
        var faces: [NamedFontFace] = []
        let lock = NSLock()
    }
    private static let registry = Registry()

    /// Makes these faces available by PostScript or family name (any case); a face already
    /// known by its PostScript name is replaced.
    public static func register(_ faces: [NamedFontFace]) {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        for face in faces {
            registry.faces.removeAll { $0.postScriptName.lowercased() == face.postScriptName.lowercased() }
            registry.faces.append(face)
        }
    }

    /// The face a name means: by PostScript name, else the family's regular (else first) face.
    public static func face(named name: String) -> NamedFontFace? {
        let lowered = name.lowercased()
        registry.lock.lock()
        defer { registry.lock.unlock() }
        if let exact = registry.faces.first(where: { $0.postScriptName.lowercased() == lowered }) { return exact }
        let family = registry.faces.filter { $0.familyName.lowercased() == lowered }
        return family.first { $0.weight == .regular && !$0.isItalic } ?? family.first
    }
}
