// Colours and borders (the geometry values are in LayoutTypes).

/// A view's border (CALayer borderWidth/borderColor), carried through to rendering.
public struct Border: Hashable, Sendable, Codable {
    public var width: Double
    public var color: Color
    public var cornerRadius: Double
    public init(width: Double, color: Color, cornerRadius: Double = 0) {
        self.width = width; self.color = color; self.cornerRadius = cornerRadius
    }
}
