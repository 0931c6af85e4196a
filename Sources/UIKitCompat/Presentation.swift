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

/// UIInterfaceOrientation (UIApplication.h's raw values: the landscape ones are the device's swapped).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

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
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// UIPopoverPresentationController: what code configures before presenting a popover. In a
/// horizontally compact environment the popover adapts to a full-screen presentation, unless its
/// delegate answers `.none` (UIModalPresentationStyle.popover's documentation); adapted, the
/// presented view fills the container.
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: View?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Drawing only: the popover's background and arrow colour.
    open var backgroundColor: UIColor?
    open var passthroughViews: [View]?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins: UIEdgeInsets = .zero
    /// The adaptive delegate when it is a popover delegate (UIKit retypes `delegate` so).
    var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        get { delegate as? any UIPopoverPresentationControllerDelegate }
        set { delegate = newValue }
    }
    /// The arrow's direction once presented (unknown until then, and when adapted).
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The style the presentation took: `.popover`, or what it adapted to.
    public private(set) var adaptedStyle: UIModalPresentationStyle = .popover

    /// Asks the delegate how to adapt to `traits` (compact width adapts to `.fullScreen` unless
    /// the delegate answers `.none`), and lets it prepare the popover.
    func adapt(in traits: TraitCollection) {
        popoverDelegate?.prepareForPopoverPresentation(self)
        if traits.horizontalSizeClass == .compact {
            let asked = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .fullScreen
            adaptedStyle = asked == .popover ? .none : asked
        } else {
            adaptedStyle = .none
        }
        arrowDirection = adaptedStyle == .none ? .up : .unknown
    }

    /// Adapted: the whole container. As a popover: the presented controller's
    /// `preferredContentSize` (the container's when zero), below the source rectangle and centred
    /// on it, kept inside the container; the arrow's own height and the margins are not modelled.
    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = CGRect(origin: .zero, size: container.bounds.size)
        guard adaptedStyle == .none else { return bounds }
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(width: min(preferred.width > 0 ? preferred.width : bounds.width, bounds.width),
                          height: min(preferred.height > 0 ? preferred.height : bounds.height, bounds.height))
        let source = sourceView.map { $0.convert(sourceRect, to: $0.rootView) } ?? sourceRect
        let x = min(max(0, source.midX - size.width / 2), bounds.width - size.width)
        let y = min(max(0, source.maxY), bounds.height - size.height)
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}

/// UIPopoverPresentationControllerDelegate.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
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
