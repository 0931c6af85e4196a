// The types of UIKit's presentation and transition API, so controllers that present, dismiss or
// react to rotation compile unchanged; a window lays out its root controller only.

/// UIModalPresentationStyle.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// UIModalTransitionStyle.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

/// UIStatusBarStyle.
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }

/// UIInterfaceOrientationMask.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// UIPopoverArrowDirection.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// UIPopoverPresentationController: what code configures before presenting a popover.
open class UIPopoverPresentationController {
    open var sourceView: View?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    public init() {}
}

/// UIContentContainer: the size and rotation callbacks of view controllers.
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}

/// UIViewControllerTransitionCoordinatorContext: the state of a transition under way.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: Double { get }
}

/// UIViewControllerTransitionCoordinator: runs code alongside a transition and after it.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The coordinator a window's environment change passes: animations run at once (nothing is
/// animated here), completions once the new layout is solved.
final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator {
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: Double { 0 }
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func complete() {
        let pending = completions
        completions = []
        for c in pending { c(self) }
    }
}
