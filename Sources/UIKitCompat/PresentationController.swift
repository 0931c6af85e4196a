// UIPresentationController and the transition protocols, driven by `present` and `dismiss` as
// UIKit drives them: the presentation controller gets a container view (the presenting
// controller's root bounds), its transition callbacks in order, and places the presented view
// at `frameOfPresentedViewInContainerView`; a transitioning delegate's animator runs with a
// context whose `completeTransition(_:)` ends the transition. Nothing is animated, and the window
// keeps laying out its root controller only (lay a presented controller out in a window of its
// own to check its layout).

/// UIPresentationController: owns the presented controller's place on screen.
open class UIPresentationController: UIContentContainer {
    /// Held strongly, as UIKit's presentation controller holds it, until the dismissal ends.
    public let presentedViewController: UIViewController
    weak var presenting: UIViewController?
    /// UIPresentationController.presentingViewController: the `presenting` controller given, else
    /// the one that presented `presentedViewController` (nil before a presentation starts).
    /// Implicitly unwrapped, as code written for UIKit's non-optional property reads it.
    public var presentingViewController: UIViewController! { presenting ?? presentedViewController.presentingViewController }
    /// The view the presentation happens in: made when the presentation starts, sized to the
    /// presenting controller's root view.
    public internal(set) var containerView: UIView?
    /// UIPresentationController.delegate (weak, as UIKit holds it).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// UIPresentationController.overrideTraitCollection: stored; traits here come from the scenario.
    open var overrideTraitCollection: TraitCollection?
    /// UIPresentationController.presentationStyle.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// UIPresentationController.shouldPresentInFullscreen.
    open var shouldPresentInFullscreen: Bool { true }
    /// UIPresentationController.shouldRemovePresentersView.
    open var shouldRemovePresentersView: Bool { false }
    /// UIPresentationController.preferredContentSize (UIContentContainer).
    open var preferredContentSize: CGSize = .zero

    /// UIPresentationController(presentedViewController:presenting:).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presenting = presentingViewController
    }

    /// The presented controller's view, as UIKit returns it by default; subclasses may wrap it.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container: all of it by default.
    open var frameOfPresentedViewInContainerView: CGRect {
        containerView.map { CGRect(origin: .zero, size: $0.bounds.size) } ?? .zero
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// UIContentContainer: a child's preferred size changed (the presented view is not resized here).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// UIContentContainer: the container is about to take `size`.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// UIContentContainer.size(forChildContentContainer:withParentContainerSize:).
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    /// Places the presented view at `frameOfPresentedViewInContainerView`, between the layout
    /// callbacks UIKit gives around the container's layout.
    func layoutContainer() {
        containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        containerViewDidLayoutSubviews()
    }
}

/// UIAdaptivePresentationControllerDelegate: how a presentation adapts, and the sheet's dismissal.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: TraitCollection) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// UIKit's default: adapt as the presentation controller would on its own.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { controller.presentationStyle }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: TraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

// MARK: Transitions

/// UITransitionContextViewControllerKey.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// UITransitionContextViewKey.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// UIViewControllerContextTransitioning: what an animator is given.
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}

/// UIViewControllerAnimatedTransitioning: an app's transition animator.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// UIViewControllerInteractiveTransitioning: nothing is interactive here (nothing is dragged),
/// so its `startInteractiveTransition` is never called; declared so conforming types compile.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// UIViewControllerTransitioningDelegate: supplies a presentation's animators and controller.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// The context an animator gets: the controllers and views of the transition, the frames the
/// presentation controller gives, and the completion that ends it.
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController, to: UIViewController
    private let presenting: Bool
    private let finalPresentedFrame: CGRect
    private var onComplete: ((Bool) -> Void)?
    private(set) var transitionWasCancelled = false

    init(container: UIView, style: UIModalPresentationStyle, from: UIViewController, to: UIViewController,
         presenting: Bool, presentedFrame: CGRect, onComplete: @escaping (Bool) -> Void) {
        containerView = container
        presentationStyle = style
        self.from = from
        self.to = to
        self.presenting = presenting
        finalPresentedFrame = presentedFrame
        self.onComplete = onComplete
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    /// As UIKit: the presented controller's view for its side; the presenting controller's view
    /// is not handed out (it stays where it is) unless the presentation covers it fully.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presented = presenting ? to : from
        switch key {
        case .to: return presenting ? presented.view : (presentationStyle == .fullScreen ? to.view : nil)
        case .from: return presenting ? (presentationStyle == .fullScreen ? from.view : nil) : presented.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        presenting ? (vc === from ? containerView.bounds : .zero) : (vc === from ? finalPresentedFrame : .zero)
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        presenting ? (vc === to ? finalPresentedFrame : .zero) : (vc === to ? containerView.bounds : .zero)
    }

    /// Ends the transition once; later calls are ignored, as UIKit ignores them.
    func completeTransition(_ didComplete: Bool) {
        transitionWasCancelled = !didComplete
        let complete = onComplete
        onComplete = nil
        complete?(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}
}

// MARK: The controller's side

/// A controller's presentation settings and its presentation controller, kept by the controller
/// (UIViewController.swift holds one) so the API below can live in extensions.
final class PresentationState {
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    var capturesStatusBarAppearance = false
    var toolbarItems: [UIBarButtonItem]?
    /// Made on first use and kept until the dismissal ends, so what code sets on it before
    /// `present` (a delegate, a popover's source) is what the presentation uses.
    var controller: UIPresentationController?
    var container: UIView?
}

extension UIViewController {
    /// UIViewController.transitioningDelegate (weak, as UIKit holds it): asked for the animators
    /// and, for `.custom`, the presentation controller.
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { presentationState.transitioningDelegate }
        set { presentationState.transitioningDelegate = newValue }
    }

    /// UIViewController.modalPresentationCapturesStatusBarAppearance: stored; the status bar is
    /// not drawn here.
    public var modalPresentationCapturesStatusBarAppearance: Bool {
        get { presentationState.capturesStatusBarAppearance }
        set { presentationState.capturesStatusBarAppearance = newValue }
    }

    /// UIViewController.presentationController: the controller that presents (or will present)
    /// this one: a transitioning delegate's for `.custom`, a popover controller for `.popover`,
    /// else a plain one.
    public var presentationController: UIPresentationController? { ensurePresentationController(presenting: presentingViewController) }

    /// UIViewController.toolbarItems: what a navigation controller's toolbar shows while this
    /// controller is on top (stored; the toolbar's height does not depend on its items).
    public var toolbarItems: [UIBarButtonItem]? {
        get { presentationState.toolbarItems }
        set { presentationState.toolbarItems = newValue }
    }

    /// UIViewController.setToolbarItems(_:animated:).
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The popover controller while `modalPresentationStyle` is `.popover`, as in UIKit.
    func popoverController() -> UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return ensurePresentationController(presenting: presentingViewController) as? UIPopoverPresentationController
    }

    private func ensurePresentationController(presenting: UIViewController?) -> UIPresentationController {
        let state = presentationState
        if let made = state.controller, (made is UIPopoverPresentationController) == (modalPresentationStyle == .popover) { return made }
        let made: UIPresentationController
        if modalPresentationStyle == .custom, let source = presenting,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source) {
            made = custom
        } else if modalPresentationStyle == .popover {
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        } else {
            made = UIPresentationController(presentedViewController: self, presenting: presenting)
        }
        state.controller = made
        return made
    }

    /// Runs a presentation as UIKit does, called by `present(_:animated:completion:)` once the
    /// two controllers are linked: the presentation controller's container and callbacks, the
    /// transitioning delegate's animator (if any), then `completion` when the transition ends.
    func runPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // A custom controller is asked for now that the presenter is known.
        if presented.modalPresentationStyle == .custom, !(presented.presentationState.controller.map { $0.presenting === self } ?? false) {
            presented.presentationState.controller = nil
        }
        let controller = presented.ensurePresentationController(presenting: self)
        if controller.presenting == nil { controller.presenting = self }
        let rootBounds = view.rootView.bounds
        let container = UIView(frame: CGRect(origin: .zero, size: rootBounds.size))
        container.identifier = "UITransitionView"
        presented.presentationState.container = container
        controller.containerView = container
        (controller as? UIPopoverPresentationController)?.adapt(in: traitCollection)
        controller.presentationTransitionWillBegin()
        if let shown = controller.presentedView { container.addSubview(shown) }
        let finish: (Bool) -> Void = { completed in
            controller.presentationTransitionDidEnd(completed)
            completion?()
        }
        if animated, let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: self, source: self) {
            let context = PresentationTransitionContext(container: container, style: presented.modalPresentationStyle, from: self,
                                                        to: presented, presenting: true,
                                                        presentedFrame: controller.frameOfPresentedViewInContainerView) { completed in
                animator.animationEnded(completed)
                finish(completed)
            }
            animator.animateTransition(using: context)
            controller.layoutContainer()
        } else {
            controller.layoutContainer()
            finish(true)
        }
    }

    /// Runs the dismissal of `presented`: the callbacks and animator as for the presentation;
    /// the presented view leaves the container and the presentation controller is let go.
    func runDismissal(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let state = presented.presentationState
        guard let controller = state.controller, let container = state.container else {
            completion?()
            return
        }
        controller.dismissalTransitionWillBegin()
        let finish: (Bool) -> Void = { completed in
            if completed {
                controller.presentedView?.removeFromSuperview()
                controller.containerView = nil
                state.container = nil
                state.controller = nil
            }
            controller.dismissalTransitionDidEnd(completed)
            completion?()
        }
        if animated, let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) {
            let context = PresentationTransitionContext(container: container, style: presented.modalPresentationStyle, from: presented,
                                                        to: self, presenting: false,
                                                        presentedFrame: controller.frameOfPresentedViewInContainerView) { completed in
                animator.animationEnded(completed)
                finish(completed)
            }
            animator.animateTransition(using: context)
        } else {
            finish(true)
        }
    }
}

