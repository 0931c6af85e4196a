// CAAnimation's base: what `layer.add(_:forKey:)` takes. Its subclasses (CABasicAnimation, …) are
// UIKitCompat's; a layout shows the end state, so animations finish as soon as they are added.

/// CAMediaTimingFunction: kept with its name or control points.
public final class MediaTimingFunction {
    public let name: MediaTimingFunctionName?
    public let controlPoints: [Float]
    public init(name: MediaTimingFunctionName) {
        self.name = name
        controlPoints = []
    }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        controlPoints = [c1x, c1y, c2x, c2y]
    }
}

/// CAMediaTimingFunctionName.
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

/// CAMediaTimingFillMode.
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    public static let both = MediaTimingFillMode(rawValue: "both")
    public static let removed = MediaTimingFillMode(rawValue: "removed")
}

/// CAAnimationDelegate, both methods optional as in Core Animation.
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ anim: Animation)
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ anim: Animation) {}
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// CAAnimation: timing settings, kept. The delegate is held strongly, as Core Animation does.
open class Animation {
    open var duration: Double = 0
    open var beginTime: Double = 0
    open var timeOffset: Double = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: Double = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var fillMode: MediaTimingFillMode = .removed
    open var timingFunction: MediaTimingFunction?
    open var delegate: (any AnimationDelegate)?

    public required init() {}
}
