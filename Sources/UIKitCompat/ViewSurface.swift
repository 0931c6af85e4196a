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

    public required init() { super.init() }
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

    public required init() { super.init() }
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

/// UIBezierPath: the outline a shadow path or shape layer takes (`.cgPath`); its bounds are exact
/// for rectangles, ovals and lines, and include curves' control points.
open class UIBezierPath {
    public private(set) var cgPath: CGPath
    open var lineWidth: CGFloat = 1

    public init() { cgPath = CGPath() }
    public convenience init(rect: CGRect) { self.init(.rect(rect)) }
    public convenience init(ovalIn rect: CGRect) { self.init(.oval(rect)) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(.roundedRect(rect, radius: cornerRadius)) }
    /// The corners' radius is the larger of the two radii's (a path's bounds do not depend on it).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(.roundedRect(rect, radius: max(cornerRadii.width, cornerRadii.height)))
    }
    /// A circular arc, kept as the square its circle fills (its bounding box when it is a full circle).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(.oval(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)))
    }
    public init(cgPath: CGPath) { self.cgPath = cgPath }
    private convenience init(_ element: CGPath.Element) { self.init(cgPath: CGPath(elements: [element])) }

    open var bounds: CGRect { cgPath.boundingBox }
    open var isEmpty: Bool { cgPath.isEmpty }
    open func move(to point: CGPoint) { cgPath.elements.append(.move(point)) }
    open func addLine(to point: CGPoint) { cgPath.elements.append(.line(point)) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.elements += [.curve(controlPoint1), .curve(controlPoint2), .line(end)]
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { cgPath.elements += [.curve(controlPoint), .line(end)] }
    open func close() { cgPath.elements.append(.close) }
    open func append(_ path: UIBezierPath) { cgPath.elements += path.cgPath.elements }
}
