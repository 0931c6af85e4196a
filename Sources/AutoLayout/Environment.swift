// The window a layout runs in: size, scale, safe area, traits.

/// Everything outside the view tree that layout depends on. Changing it on a `LayoutEngine`
/// (rotation, another device, Arabic) re-solves in place.
public struct Environment: Hashable, Sendable, Codable {
    /// The window's size in points (the root view fills it).
    public var windowSize: Size
    /// Points to pixels: 2 or 3 on current iPhones.
    public var scale: Double
    /// The window's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// The app's layout direction (right-to-left for Arabic and Hebrew).
    public var layoutDirection: LayoutDirection
    public var contentSizeCategory: ContentSizeCategory
    /// A BCP 47 identifier such as `en` or `ar`; passed to text measurement.
    public var localeIdentifier: String

    public init(windowSize: Size, scale: Double = 2, safeAreaInsets: EdgeInsets = .zero,
                horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
                layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
                localeIdentifier: String = "en") {
        self.windowSize = windowSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.localeIdentifier = localeIdentifier
    }

    func validate() throws {
        guard windowSize.width.isFinite, windowSize.height.isFinite, windowSize.width >= 0, windowSize.height >= 0 else {
            throw LayoutError.nonFinite(place: "environment window size", value: windowSize.width.isFinite ? windowSize.height : windowSize.width)
        }
        guard scale.isFinite, scale > 0 else { throw LayoutError.nonFinite(place: "environment scale", value: scale) }
        guard safeAreaInsets.isFinite else {
            throw LayoutError.nonFinite(place: "environment safe-area insets", value: .nan)
        }
    }
}
