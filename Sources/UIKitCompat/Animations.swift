// Core Animation's animation classes and UIViewPropertyAnimator. A layout is a still picture of the
// end state: layer animations finish as they are added, a property animator's blocks run when it starts.

#if !canImport(Darwin)
/// CFTimeInterval, which Core Animation's timing takes (Core Foundation's is not exported on Linux).
public typealias CFTimeInterval = Double
#endif
public typealias CAAnimation = Animation
public typealias CAAnimationDelegate = AnimationDelegate
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
public typealias CAMediaTimingFillMode = MediaTimingFillMode

/// CAPropertyAnimation: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    public required init() { super.init() }
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// CABasicAnimation: from, to and by values, kept.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// CASpringAnimation.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
}

/// CAKeyframeAnimation.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// A path the animated point follows (a spinner's orbit), kept.
    open var path: CGPath?
    open var rotationMode: String?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: String = "linear"
}

/// CAAnimationGroup.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// UIViewAnimatingPosition.
public enum UIViewAnimatingPosition: Int, Sendable { case end = 0, start, current }
/// UIViewAnimatingState.
public enum UIViewAnimatingState: Int, Sendable { case inactive = 0, active, stopped }

/// UIView.AnimationCurve.
public enum UIViewAnimationCurve: Int, Sendable { case easeInOut = 0, easeIn, easeOut, linear }

extension View {
    public typealias AnimationCurve = UIViewAnimationCurve
}

/// UIViewPropertyAnimator: its animation blocks run when it starts, then its completions with `.end`,
/// as an animator that ran to the end; a stopped one runs no completion, as in UIKit.
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    open var fractionComplete: CGFloat = 0
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    public init(duration: TimeInterval, curve: UIViewAnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    /// UIViewPropertyAnimator.runningPropertyAnimator(…): made and started, so everything runs before it returns.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Added while running, a block runs at once (the animator is already at its end).
    open func addAnimations(_ animation: @escaping () -> Void) {
        if isRunning { animation() } else { animations.append(animation) }
    }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs every animation block, then every completion with `.end`.
    open func startAnimation() {
        guard state != .stopped, !isRunning else { return }
        isRunning = true
        state = .active
        let blocks = animations
        animations = []
        blocks.forEach { $0() }
        fractionComplete = 1
        finishAnimation(at: .end)
    }
    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
    open func pauseAnimation() {}
    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        let done = completions
        completions = []
        done.forEach { $0(finalPosition) }
    }
    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) { startAnimation() }
}

/// CATransaction: groups layer changes. Animations finish as they are added here, so a transaction's
/// completion block runs when the outermost `commit()` closes it (at once when none is open).
public enum CATransaction {
    /// The open transactions' completion blocks, innermost last, per thread (as Core Animation's are).
    private final class Stack {
        var completions: [(() -> Void)?] = []
        var disableActions = false
        var duration: CFTimeInterval = 0.25
    }
    private static let key = "LayoutCheck.CATransaction"
    private static var stack: Stack {
        if let existing = Thread.current.threadDictionary[key] as? Stack { return existing }
        let made = Stack()
        Thread.current.threadDictionary[key] = made
        return made
    }

    public static func begin() { stack.completions.append(nil) }
    /// Closes the innermost transaction and runs its completion block.
    public static func commit() {
        guard let completion = stack.completions.popLast() else { return }
        completion?()
    }
    public static func flush() {}
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let current = stack
        if current.completions.isEmpty { block?() } else { current.completions[current.completions.count - 1] = block }
    }
    public static func completionBlock() -> (() -> Void)? { stack.completions.last ?? nil }
    public static func setDisableActions(_ flag: Bool) { stack.disableActions = flag }
    public static func disableActions() -> Bool { stack.disableActions }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { stack.duration = duration }
    public static func animationDuration() -> CFTimeInterval { stack.duration }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
}

/// UIFeedbackGenerator and its kinds: no haptics exist on a layout machine, so `prepare` and the
/// feedback calls have nothing to do.
open class UIFeedbackGenerator {
    public init() {}
    open func prepare() {}
}

/// UISelectionFeedbackGenerator.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

/// UIImpactFeedbackGenerator.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// UINotificationFeedbackGenerator.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success = 0, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// CACurrentMediaTime(): seconds on the monotonic clock, as Core Animation's media time counts
/// them (code offsets animations' `beginTime` by it).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// HUGE: the C library's infinity, a Float as Swift on Apple platforms imports it, which code
/// passes as `repeatCount` for an endless animation.
public let HUGE: Float = .infinity
