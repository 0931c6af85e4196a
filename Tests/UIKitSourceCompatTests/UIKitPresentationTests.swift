// Presentation as UIKit drives it: presentation controllers, transitioning delegates and their
// animators, popovers' adaptation, and the controller settings stored for code written for UIKit.
import Testing
import UIKitCompat

/// A half-height sheet, as app presentation controllers are written.
private final class HalfSheet: UIPresentationController {
    var calls: [String] = []
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { calls.append("willBegin(container \(containerView?.bounds.size.height ?? -1))") }
    override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { calls.append("dismissWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissDidEnd(\(completed))") }
}

private final class Animator: UIViewControllerAnimatedTransitioning {
    var finalFrame: CGRect?
    var ended: Bool?
    var pending: (any UIViewControllerContextTransitioning)?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let to = transitionContext.viewController(forKey: .to) { finalFrame = transitionContext.finalFrame(for: to) }
        pending = transitionContext
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

private final class SheetDelegate: UIViewControllerTransitioningDelegate {
    let animator = Animator()
    var sheet: HalfSheet?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let made = HalfSheet(presentedViewController: presented, presenting: presenting)
        sheet = made
        return made
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

private final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
    var asked: [UIModalPresentationStyle] = []
    var prepared = 0
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        asked.append(controller.presentationStyle)
        return .none
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }
}

/// A 375 × 812 compact-width window hosting `root`, laid out once.
private func window(_ root: UIViewController) throws -> UIWindow {
    let window = try UIWindow(rootViewController: root, environment: Environment(windowSize: CGSize(width: 375, height: 812)),
                              measurer: HalfEmMeasurer())
    window.layoutIfNeeded()
    return window
}

@Suite struct UIKitPresentationTests {
    /// A `.custom` presentation asks the transitioning delegate for its controller; the container
    /// is the presenting root's 375 × 812, so the half sheet is at y 812 / 2 = 406, 375 × 406.
    /// The animator gets that as the final frame, and the transition ends when it completes.
    @Test func customPresentationControllerAndAnimator() throws {
        let root = UIViewController()
        let w = try window(root)
        let delegate = SheetDelegate()
        let shown = UIViewController()
        shown.modalPresentationStyle = .custom
        shown.transitioningDelegate = delegate
        var completed = false
        root.present(shown, animated: true) { completed = true }
        let sheet = try #require(delegate.sheet)
        #expect(shown.presentationController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.presentedViewController === shown)
        #expect(delegate.animator.finalFrame == CGRect(x: 0, y: 406, width: 375, height: 406))
        #expect(shown.view.frame == CGRect(x: 0, y: 406, width: 375, height: 406))
        #expect(shown.view.superview === sheet.containerView)
        // Not finished until the animator says so.
        #expect(sheet.calls == ["willBegin(container 812.0)"])
        #expect(!completed)
        delegate.animator.pending?.completeTransition(true)
        #expect(sheet.calls == ["willBegin(container 812.0)", "didEnd(true)"])
        #expect(completed)
        #expect(delegate.animator.ended == true)

        root.dismiss(animated: false)
        #expect(sheet.calls.suffix(2) == ["dismissWillBegin", "dismissDidEnd(true)"])
        #expect(shown.view.superview == nil)
        #expect(root.presentedViewController == nil)
        _ = w
    }

    /// Unanimated, no animator is asked and the plain controller places the view over the whole
    /// container: 0, 0, 375 × 812.
    @Test func plainPresentationFillsTheContainer() throws {
        let root = UIViewController()
        let w = try window(root)
        let shown = UIViewController()
        var completed = false
        root.present(shown, animated: false) { completed = true }
        #expect(completed)
        #expect(shown.presentationController?.containerView?.bounds.size == CGSize(width: 375, height: 812))
        #expect(shown.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(shown.popoverPresentationController == nil)
        _ = w
    }

    /// A popover keeps what code set before `present`. Compact width asks the delegate; it answers
    /// `.none`, so the popover takes the preferred 200 × 100, centred under the source rect
    /// (x 100…140, y 50…70 in the root): x 120 − 100 = 20, y 70.
    @Test func popoverAdaptsAsItsDelegateSays() throws {
        let root = UIViewController()
        let w = try window(root)
        let shown = UIViewController()
        shown.modalPresentationStyle = .popover
        shown.preferredContentSize = CGSize(width: 200, height: 100)
        let delegate = PopoverDelegate()
        let popover = try #require(shown.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 100, y: 50, width: 40, height: 20)
        popover.backgroundColor = .red
        popover.delegate = delegate
        root.present(shown, animated: true)
        #expect(shown.popoverPresentationController === popover)
        #expect(delegate.asked == [.popover])
        #expect(delegate.prepared == 1)
        #expect(popover.arrowDirection == .up)
        #expect(popover.backgroundColor == .red)
        #expect(shown.view.frame == CGRect(x: 20, y: 70, width: 200, height: 100))
        _ = w
    }

    /// Without a delegate, a popover in compact width adapts to full screen: 375 × 812.
    @Test func popoverWithoutDelegateAdaptsToFullScreen() throws {
        let root = UIViewController()
        let w = try window(root)
        let shown = UIViewController()
        shown.modalPresentationStyle = .popover
        shown.preferredContentSize = CGSize(width: 200, height: 100)
        root.present(shown, animated: false)
        #expect(shown.popoverPresentationController?.arrowDirection == .unknown)
        #expect(shown.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        _ = w
    }

    @Test func storedControllerSettings() {
        let controller = UIViewController()
        #expect(!controller.modalPresentationCapturesStatusBarAppearance)
        controller.modalPresentationCapturesStatusBarAppearance = true
        #expect(controller.modalPresentationCapturesStatusBarAppearance)
        let items = [UIBarButtonItem.flexibleSpace(), UIBarButtonItem.fixedSpace(12)]
        controller.setToolbarItems(items, animated: true)
        #expect(controller.toolbarItems?.count == 2)
        #expect(controller.toolbarItems?.last?.width == 12)
        // UIKit's raw values (UIApplication.h): default 0, lightContent 1, darkContent 3.
        #expect(UIStatusBarStyle(rawValue: 1) == .lightContent)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        // The fitting target that public UIKit notes give as {10000, 10000} on the simulator (LayersTests).
        #expect(UIView.layoutFittingExpandedSize.width == 10_000)
    }
}
