// Images as layout sees them: a size, or for an SF Symbol a size that follows its configuration.

/// `UIImage.SymbolScale`.
public enum SymbolScale: Int, Sendable, Hashable, Codable, CaseIterable {
    case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

    /// Size relative to medium, per Apple's documentation of `NSImage.SymbolScale`: small is
    /// "approximately 20% smaller", large "approximately 30% larger" than medium, the default.
    var factor: Double {
        switch self {
        case .small: return 0.8
        case .large: return 1.3
        case .default, .unspecified, .medium: return 1
        }
    }
}

/// `UIImage.SymbolConfiguration`'s layout part: a point size (given, from a font, or from a
/// text style at the category in force), a weight and a scale. Nil fields are unspecified, so
/// that `applying` can merge configurations as UIKit does.
public struct SymbolConfiguration: Sendable, Hashable {
    public var pointSize: Double?
    public var textStyle: TextStyle?
    public var weight: FontWeight?
    public var scale: SymbolScale?

    public init(pointSize: Double? = nil, textStyle: TextStyle? = nil, weight: FontWeight? = nil, scale: SymbolScale? = nil) {
        self.pointSize = pointSize; self.textStyle = textStyle; self.weight = weight; self.scale = scale
    }

    /// This configuration with every value `other` specifies taking its place
    /// (`UIImage.SymbolConfiguration.applying(_:)`). A point size and a text style replace each other.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
        guard let other else { return self }
        var merged = self
        if other.pointSize != nil || other.textStyle != nil {
            merged.pointSize = other.pointSize
            merged.textStyle = other.textStyle
        }
        if let weight = other.weight { merged.weight = weight }
        if let scale = other.scale { merged.scale = scale }
        return merged
    }

    /// The point size the symbol is drawn at: the given one, the text style's at `category`
    /// (facts §11), or body's 17 points at Large when nothing is said (UIKit's default).
    public func resolvedPointSize(_ category: ContentSizeCategory) -> Double {
        if let pointSize, pointSize > 0, pointSize.isFinite { return pointSize }
        return DynamicType.spec(textStyle ?? .body, textStyle == nil ? .large : category).pointSize
    }
}

/// An image's size for layout. A bitmap keeps `size`; an SF Symbol's `size` is its size in the
/// default configuration (17 points, medium), scaled by its configuration's point size over 17
/// and by its scale. Weights are not modelled: heavier weights draw thicker strokes in about
/// the same box.
public struct ImageSource: Sendable, Hashable {
    public var name: String
    public var size: Size
    /// Non-nil for an SF Symbol: the configuration the image carries.
    public var symbol: SymbolConfiguration?
    /// `UIImage.RenderingMode`, the tint and the cap insets change only how it is drawn.
    public var renderingMode: ImageRenderingMode = .automatic
    public var tintColor: Color?
    /// `resizableImage(withCapInsets:)`: the insets, nil for an image that is not resizable.
    public var capInsets: EdgeInsets?
    /// `imageFlippedForRightToLeftLayoutDirection()`: drawn mirrored in right-to-left layouts.
    public var flipsForRightToLeftLayoutDirection = false
    /// UIImage.scale: pixels per point (`size` is in points). 1 for registered images; an image a
    /// graphics renderer made has its format's scale.
    public var scale: Double = 1
    /// UIImage.imageOrientation: how the pixels are turned when drawn (`size` is already turned).
    public var orientation: ImageOrientation = .up

    public init(name: String, size: Size, symbol: SymbolConfiguration? = nil) {
        self.name = name; self.size = size; self.symbol = symbol
    }

    /// The size shown at `category`, with `preferred` (an image view's or a button
    /// configuration's) applied over the image's own configuration.
    public func displayedSize(_ category: ContentSizeCategory, preferred: SymbolConfiguration? = nil) -> Size {
        guard let symbol else { return size }
        let configuration = symbol.applying(preferred)
        let factor = configuration.resolvedPointSize(category) / 17 * (configuration.scale ?? .medium).factor
        return Size(width: size.width * factor, height: size.height * factor)
    }
}

/// `UIImage.Orientation`, with UIKit's raw values.
public enum ImageOrientation: Int, Sendable, Hashable, CaseIterable {
    case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    /// Whether pixel rows become columns when drawn, so width and height swap.
    public var swapsAxes: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
}

/// `UIImage.RenderingMode`.
public enum ImageRenderingMode: Int, Sendable, Hashable, CaseIterable {
    case automatic = 0, alwaysOriginal, alwaysTemplate
}
