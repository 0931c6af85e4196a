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

/// CGMutablePath: Core Graphics' mutable path (declared beside the view, which holds one).
public typealias CGMutablePath = MutableShapePath

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

/// UIBezierPath (declared beside the view, whose `accessibilityPath` is one).
public typealias UIBezierPath = BezierPath

extension UIBezierPath {
    /// The corners' radius is the larger of the two radii (a path's bounds do not depend on it).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(cgPath: CGPath(elements: [.roundedRect(rect, radius: max(cornerRadii.width, cornerRadii.height))]))
    }
}
