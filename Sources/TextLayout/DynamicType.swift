import LayoutTypes

// The Dynamic Type table itself is LayoutTypes' `DynamicType`; scaling a resolved font needs
// TextLayout's `Font`, so that part lives here.
extension DynamicType {
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`: the font's point size
    /// scaled as `scaledValue`, capped at `maximumPointSize` when given; family and weight kept.
    public static func scaledFont(_ font: Font, style: TextStyle = .body, category: ContentSizeCategory,
                                  maximumPointSize: Double? = nil) -> Font {
        var scaled = font
        scaled.pointSize = scaledValue(font.pointSize, style: style, category: category)
        if let maximum = maximumPointSize, maximum > 0 {
            scaled.pointSize = min(scaled.pointSize, maximum)
        }
        return scaled
    }
}
