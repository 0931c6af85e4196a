// The value types of UIView's non-layout surface: content mode, tint adjustment, transform,
// accessibility traits. UIKitCompat names them as UIKit does (`UIView.ContentMode`, …).
import Foundation


/// UIView.ContentMode, with UIKit's raw values.
public enum ContentMode: Int, Sendable, Hashable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// UIView.TintAdjustmentMode.
public enum TintAdjustmentMode: Int, Sendable, Hashable {
    case automatic = 0, normal, dimmed
}

/// UIAccessibilityTraits: what an element is and does, for VoiceOver (UIKit's members).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = AccessibilityTraits([])
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
}

/// CGAffineTransform (Foundation on Linux has none): `[a b 0; c d 0; tx ty 1]`, points as row
/// vectors, so `t1.concatenating(t2)` applies `t1` first, as in Core Graphics.
public struct ViewTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// CGAffineTransform(): the identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (clockwise on screen, y growing downwards).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static let identity = ViewTransform()
    public var isIdentity: Bool { self == .identity }

    /// `self` then `t2`.
    public func concatenating(_ t2: ViewTransform) -> ViewTransform {
        ViewTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x: Double, y: Double) -> ViewTransform { ViewTransform(translationX: x, y: y).concatenating(self) }
    public func scaledBy(x: Double, y: Double) -> ViewTransform { ViewTransform(scaleX: x, y: y).concatenating(self) }
    public func rotated(by angle: Double) -> ViewTransform { ViewTransform(rotationAngle: angle).concatenating(self) }
    /// The inverse; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> ViewTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return ViewTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                             tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension Point {
    /// CGPoint.applying(_:).
    public func applying(_ t: ViewTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// CGSize.applying(_:): the linear part only, as Core Graphics does.
    public func applying(_ t: ViewTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// CGRect.applying(_:): the bounding box of the transformed corners.
    public func applying(_ t: ViewTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

extension Color {
    /// The components, for UIKitCompat, whose static `.red`, `.green` and `.blue` (UIKit's fixed
    /// colours) shadow the instance properties of the same names there.
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) { (red, green, blue, alpha) }
}
