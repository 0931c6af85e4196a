#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// WordPressUI: the drawer presentation this sheet plugs into, its grip button, its device and layout helpers.
public enum DrawerHeight {
    case maxHeight
    case contentHeight(CGFloat)
    case topMargin(CGFloat)
    case intrinsicHeight
}
public enum DrawerWidth {
    case percentage(CGFloat)
    case maxWidth
    case contentWidth(CGFloat)
}
public enum DrawerPosition { case expanded, collapsed, closed, hidden }
public protocol DrawerPresentable: AnyObject {
    var allowsUserTransition: Bool { get }
    var allowsTapToDismiss: Bool { get }
    var allowsDragToDismiss: Bool { get }
    var compactWidth: DrawerWidth { get }
    var expandedHeight: DrawerHeight { get }
    var collapsedHeight: DrawerHeight { get }
    var scrollableView: UIScrollView? { get }
    func handleDismiss()
}
public typealias DrawerPresentableViewController = DrawerPresentable & UIViewController
public class DrawerPresentationController: UIPresentationController {
    public func transition(to position: DrawerPosition) {}
}
public extension DrawerPresentable where Self: UIViewController {
    var presentedVC: DrawerPresentationController? {
        navigationController?.presentationController as? DrawerPresentationController ?? presentationController as? DrawerPresentationController
    }
}
public class BottomSheetAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    public enum TransitionType { case presenting, dismissing }
    let transitionType: TransitionType
    public init(transitionType: TransitionType) { self.transitionType = transitionType }
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}
public class GripButton: UIButton {}
extension UIDevice {
    public static func isPad() -> Bool { UIDevice.current.userInterfaceIdiom == .pad }
}
extension UIView {
    public func pinSubviewToSafeArea(_ subview: UIView, insets: UIEdgeInsets = .zero) {
        NSLayoutConstraint.activate([
            safeAreaLayoutGuide.leadingAnchor.constraint(equalTo: subview.leadingAnchor, constant: -insets.left),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: subview.trailingAnchor, constant: insets.right),
            safeAreaLayoutGuide.topAnchor.constraint(equalTo: subview.topAnchor, constant: -insets.top),
            safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: subview.bottomAnchor, constant: insets.bottom)
        ])
    }
}
