// UIKit's names for UIView's and UIControl's non-layout surface (AutoLayout's types), and the
// Core Animation and Core Graphics pieces view code writes: CALayer, CGAffineTransform, CGPath,
// UIBezierPath.

public typealias UIResponder = Responder
public typealias UIControl = Control
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceSizeClass = SizeClass
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
public typealias UIAccessibilityContrast = AccessibilityContrast
public typealias UILegibilityWeight = LegibilityWeight
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias CGAffineTransform = ViewTransform
public typealias CALayer = Layer
/// The name earlier versions gave `view.layer`'s type.
public typealias UIViewLayer = Layer
public typealias CALayerCornerCurve = CornerCurve
public typealias CACornerMask = CornerMask
public typealias CGPath = ShapePath
public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer

extension View {
    public typealias ContentMode = AutoLayout.ContentMode
    public typealias TintAdjustmentMode = AutoLayout.TintAdjustmentMode
    public typealias AnimationOptions = AutoLayout.AnimationOptions
    public typealias KeyframeAnimationOptions = AutoLayout.KeyframeAnimationOptions
}

extension Control {
    public typealias Event = ControlEvents
    public typealias State = ControlState
    public typealias ContentHorizontalAlignment = AutoLayout.ContentHorizontalAlignment
    public typealias ContentVerticalAlignment = AutoLayout.ContentVerticalAlignment
}

extension Touch {
    public typealias Phase = TouchPhase
}

extension GestureRecognizer {
    public typealias State = GestureRecognizerState
}

/// CAGradientLayer: a layer an app fills with a gradient; kept (its colours, stops and ends), not drawn.
open class CAGradientLayer: Layer {
    /// CGColors (`[UIColor.red.cgColor, …]`), as UIKit takes them (`[Any]?`).
    open var colors: [Any]?
    open var locations: [Double]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
    override open class func makeBackingLayer() -> Layer { CAGradientLayer() }
}

/// CAGradientLayerType.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// CAShapeLayer: a layer that strokes or fills a path; kept, not drawn.
open class CAShapeLayer: Layer {
    open var path: CGPath?
    open var fillColor: CGColor? = .black
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineDashPattern: [Double]?
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var miterLimit: CGFloat = 10
    open var lineDashPhase: CGFloat = 0
    override open class func makeBackingLayer() -> Layer { CAShapeLayer() }
}

/// UIRectCorner, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0b1111)
}

/// CGMutablePath: a path built step by step (Core Graphics' mutable path), usable wherever a CGPath is.
public final class CGMutablePath: CGPath {
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { append([.move(point.applying(transform))]) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { append([.line(point.applying(transform))]) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        append([.move(first.applying(transform))] + points.dropFirst().map { .line($0.applying(transform)) })
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { append([.rect(rect.applying(transform))]) }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0, transform: transform) } }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { append([.oval(rect.applying(transform))]) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        append([.roundedRect(rect.applying(transform), radius: max(cornerWidth, cornerHeight))])
    }
    /// A curve: its control points count in the bounding box, as Core Graphics' `boundingBox` counts them.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append([.curve(control1.applying(transform)), .curve(control2.applying(transform)), .line(end.applying(transform))])
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append([.curve(control.applying(transform)), .line(end.applying(transform))])
    }
    /// An arc, kept as the square its circle fills.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        append([.oval(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).applying(transform))])
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { append(path.elements) }
    public func closeSubpath() { append([.close]) }
}

extension CGPath {
    /// CGPath(rect:transform:).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: [.rect(transform.map { rect.applying($0.pointee) } ?? rect)])
    }
    /// CGPath(ellipseIn:transform:).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: [.oval(transform.map { rect.applying($0.pointee) } ?? rect)])
    }
    /// CGPath(roundedRect:cornerWidth:cornerHeight:transform:).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: [.roundedRect(transform.map { rect.applying($0.pointee) } ?? rect, radius: max(cornerWidth, cornerHeight))])
    }
    /// CGPath.copy(): an immutable copy.
    public func copy() -> CGPath { CGPath(elements: elements) }
    /// CGPath.mutableCopy().
    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }
}

/// UIBezierPath: the outline a shadow path or shape layer takes (`.cgPath`); its bounds are exact
/// for rectangles, ovals and lines, and include curves' control points.
open class UIBezierPath {
    private let path: CGMutablePath
    /// A snapshot of the path, as UIKit's `cgPath` is.
    open var cgPath: CGPath { path.copy() }
    open var lineWidth: CGFloat = 1

    public init() { path = CGMutablePath() }
    public init(cgPath: CGPath) { path = cgPath.mutableCopy() }
    public convenience init(rect: CGRect) { self.init(cgPath: CGPath(elements: [.rect(rect)])) }
    public convenience init(ovalIn rect: CGRect) { self.init(cgPath: CGPath(elements: [.oval(rect)])) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: CGPath(elements: [.roundedRect(rect, radius: cornerRadius)]))
    }
    /// The corners' radius is the larger of the two radii (a path's bounds do not depend on it).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(cgPath: CGPath(elements: [.roundedRect(rect, radius: max(cornerRadii.width, cornerRadii.height))]))
    }
    /// A circular arc, kept as the square its circle fills (its bounding box when it is a full circle).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open var bounds: CGRect { path.boundingBox }
    open var isEmpty: Bool { path.isEmpty }
    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open func close() { path.closeSubpath() }
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Strokes and fills draw nothing: the renderer draws views from layout results.
    open func stroke() {}
    open func fill() {}
}
