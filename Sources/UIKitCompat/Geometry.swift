// CGRect, CGPoint, CGSize and UIEdgeInsets as app code uses them: CoreGraphics' geometry
// functions over LayoutTypes' values. Semantics follow CoreGraphics: rectangles are standardized
// (a negative width means the rectangle extends left of its origin) before testing or combining.

extension Rect {
    /// CGRect(): the zero rectangle, as code writes `CGRect()` for an empty frame.
    public init() { self.init(x: 0, y: 0, width: 0, height: 0) }

    /// CGRect.null: the rectangle with no position, what `intersection` gives for disjoint rectangles.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// CGRect.infinite.
    public static let infinite = Rect(x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
                                      width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// CGRect(x:y:width:height:) with integers, as code writes `CGRect(x: 0, y: 0, width: w, height: 44)` with `Int`s.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// The same rectangle with a non-negative size.
    public var standardized: Rect {
        Rect(x: min(origin.x, origin.x + size.width), y: min(origin.y, origin.y + size.height),
             width: abs(size.width), height: abs(size.height))
    }

    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var isInfinite: Bool { self == .infinite }

    /// The rectangle with its edges moved to whole points outward (CGRect.integral).
    public var integral: Rect {
        let s = standardized
        let x = s.minX.rounded(.down), y = s.minY.rounded(.down)
        return Rect(x: x, y: y, width: s.maxX.rounded(.up) - x, height: s.maxY.rounded(.up) - y)
    }

    /// Whether `point` lies inside, its maximum edges excluded, as CGRectContainsPoint.
    public func contains(_ point: Point) -> Bool {
        let s = standardized
        return !isNull && point.x >= s.minX && point.x < s.maxX && point.y >= s.minY && point.y < s.maxY
    }

    /// Whether `rect` lies wholly inside.
    public func contains(_ rect: Rect) -> Bool {
        let a = standardized, b = rect.standardized
        return !isNull && !rect.isNull && b.minX >= a.minX && b.maxX <= a.maxX && b.minY >= a.minY && b.maxY <= a.maxY
    }

    /// CGRect.equalTo(_:): equal once both are standardized, as CGRectEqualToRect compares.
    public func equalTo(_ rect: Rect) -> Bool { standardized == rect.standardized }

    public func intersects(_ rect: Rect) -> Bool { !intersection(rect).isNull && !intersection(rect).isEmpty }

    /// The overlap, or `.null` when there is none.
    public func intersection(_ rect: Rect) -> Rect {
        guard !isNull, !rect.isNull else { return .null }
        let a = standardized, b = rect.standardized
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (a null rectangle contributes nothing).
    public func union(_ rect: Rect) -> Rect {
        if isNull { return rect }
        if rect.isNull { return self }
        let a = standardized, b = rect.standardized
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(x: s.minX + dx, y: s.minY + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// CGRect.divided(atDistance:from:): a slice of `distance` from `edge` and the remainder.
    public func divided(atDistance distance: Double, from edge: RectEdge) -> (slice: Rect, remainder: Rect) {
        let s = standardized
        switch edge {
        case .minXEdge:
            let d = min(max(distance, 0), s.width)
            return (Rect(x: s.minX, y: s.minY, width: d, height: s.height), Rect(x: s.minX + d, y: s.minY, width: s.width - d, height: s.height))
        case .maxXEdge:
            let d = min(max(distance, 0), s.width)
            return (Rect(x: s.maxX - d, y: s.minY, width: d, height: s.height), Rect(x: s.minX, y: s.minY, width: s.width - d, height: s.height))
        case .minYEdge:
            let d = min(max(distance, 0), s.height)
            return (Rect(x: s.minX, y: s.minY, width: s.width, height: d), Rect(x: s.minX, y: s.minY + d, width: s.width, height: s.height - d))
        case .maxYEdge:
            let d = min(max(distance, 0), s.height)
            return (Rect(x: s.minX, y: s.maxY - d, width: s.width, height: d), Rect(x: s.minX, y: s.minY, width: s.width, height: s.height - d))
        }
    }
}

/// CGRectEdge.
public enum RectEdge: Sendable { case minXEdge, minYEdge, maxXEdge, maxYEdge }
public typealias CGRectEdge = RectEdge

extension Point {
    /// CGPoint(x:y:) with integers.
    public init(x: Int, y: Int) { self.init(x: Double(x), y: Double(y)) }
}

extension Size {
    /// CGSize(width:height:) with integers.
    public init(width: Int, height: Int) { self.init(width: Double(width), height: Double(height)) }
}

extension EdgeInsets {
    /// UIEdgeInsets(top:left:bottom:right:) with integers.
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.init(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

// UIKit's NSValue boxing of geometry, which app code reads out of keyboard notifications'
// `userInfo` (`keyboardFrameEndUserInfoKey`) and animations' values. swift-corelibs-foundation
// boxes Foundation's own CGRect, CGPoint and CGSize (`NSValue(rect:)`, `rectValue`); these convert
// UIKitCompat's geometry to and from them, exactly (both are Doubles here).
extension NSValue {
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: Foundation.CGRect(x: Foundation.CGFloat(rect.origin.x), y: Foundation.CGFloat(rect.origin.y),
                                          width: Foundation.CGFloat(rect.size.width), height: Foundation.CGFloat(rect.size.height)))
    }

    public convenience init(cgPoint point: CGPoint) {
        self.init(point: Foundation.CGPoint(x: Foundation.CGFloat(point.x), y: Foundation.CGFloat(point.y)))
    }

    public convenience init(cgSize size: CGSize) {
        self.init(size: Foundation.CGSize(width: Foundation.CGFloat(size.width), height: Foundation.CGFloat(size.height)))
    }

    public var cgRectValue: CGRect {
        let r = rectValue
        return CGRect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }

    public var cgPointValue: CGPoint {
        let p = pointValue
        return CGPoint(x: Double(p.x), y: Double(p.y))
    }

    public var cgSizeValue: CGSize {
        let s = sizeValue
        return CGSize(width: Double(s.width), height: Double(s.height))
    }
}

extension Point {
    /// CGPoint(): the origin.
    public init() { self.init(x: 0, y: 0) }
}

extension Size {
    /// CGSize(): the zero size, as code starts a size it grows (`var size = CGSize()`).
    public init() { self.init(width: 0, height: 0) }
}

extension NSCoder {
    /// NSCoder.cgPoint(for:): a point from its string form, `{x, y}`; zero for a string that is
    /// not one, as UIKit answers.
    public static func cgPoint(for string: String) -> CGPoint {
        let numbers = geometryNumbers(string)
        return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : .zero
    }

    /// NSCoder.cgSize(for:): `{width, height}`.
    public static func cgSize(for string: String) -> CGSize {
        let numbers = geometryNumbers(string)
        return numbers.count == 2 ? CGSize(width: numbers[0], height: numbers[1]) : .zero
    }

    /// NSCoder.cgRect(for:): `{{x, y}, {width, height}}`.
    public static func cgRect(for string: String) -> CGRect {
        let numbers = geometryNumbers(string)
        return numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : .zero
    }

    /// NSCoder.string(for:): `{x, y}`, numbers as `%g` writes them (UIKit's form).
    public static func string(for point: CGPoint) -> String { "{\(geometryNumber(point.x)), \(geometryNumber(point.y))}" }

    /// The numbers of a geometry string, or none when anything but numbers, braces, commas and
    /// spaces is in it.
    private static func geometryNumbers(_ string: String) -> [Double] {
        let parts = string.split(whereSeparator: { "{}, ".contains($0) })
        let numbers = parts.compactMap { Double($0) }
        return numbers.count == parts.count ? numbers : []
    }

    private static func geometryNumber(_ value: Double) -> String { String(format: "%g", value) }
}
