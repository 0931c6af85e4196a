// Plain geometry values in points, y growing downwards as in UIKit. One definition shared by
// layout, rendering, the device catalogue and the harness, so a frame goes from the solver to a
// baseline or a drawing without conversion.

/// A point in points.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points (origin at its top-left corner).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var description: String {
        "(\(Rect.format(minX)), \(Rect.format(minY)), \(Rect.format(width)), \(Rect.format(height)))"
    }

    /// The rectangle shrunk by `insets` (margin and safe-area guides); may come out negative-sized.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }

    /// Shortest decimal text for a coordinate: `20` rather than `20.0`.
    static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }
}

/// Insets by absolute edge (left/right never flip): safe areas, UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
    /// Each edge the larger of the two.
    package func maximum(_ o: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, o.top), left: max(left, o.left), bottom: max(bottom, o.bottom), right: max(right, o.right))
    }
    package static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
    package var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
