#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// SwipeCellKit: the rest of the library this cell is one file of (its swipe controller, state,
// actions, options, delegate protocols and the collection-view helpers).
enum SwipeState: Int {
    case center = 0, left, right, dragging, animatingToCenter
    var isActive: Bool { self != .center }
}
enum SwipeActionsOrientation: CGFloat { case left = -1, right = 1 }
class SwipeAction {}
struct SwipeOptions { init() {} }
class SwipeActionsView: UIView {
    var orientation: SwipeActionsOrientation = .right
}
protocol SwipeCollectionViewCellDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, editActionsForItemAt indexPath: IndexPath, for orientation: SwipeActionsOrientation) -> [SwipeAction]?
    func collectionView(_ collectionView: UICollectionView, editActionsOptionsForItemAt indexPath: IndexPath, for orientation: SwipeActionsOrientation) -> SwipeOptions
    func collectionView(_ collectionView: UICollectionView, willBeginEditingItemAt indexPath: IndexPath, for orientation: SwipeActionsOrientation)
    func collectionView(_ collectionView: UICollectionView, didEndEditingItemAt indexPath: IndexPath?, for orientation: SwipeActionsOrientation)
    func visibleRect(for collectionView: UICollectionView) -> CGRect?
}
protocol SwipeControllerDelegate: AnyObject {
    func swipeController(_ controller: SwipeController, canBeginEditingSwipeableFor orientation: SwipeActionsOrientation) -> Bool
    func swipeController(_ controller: SwipeController, editActionsForSwipeableFor orientation: SwipeActionsOrientation) -> [SwipeAction]?
    func swipeController(_ controller: SwipeController, editActionsOptionsForSwipeableFor orientation: SwipeActionsOrientation) -> SwipeOptions
    func swipeController(_ controller: SwipeController, visibleRectFor scrollView: UIScrollView) -> CGRect?
    func swipeController(_ controller: SwipeController, willBeginEditingSwipeableFor orientation: SwipeActionsOrientation)
    func swipeController(_ controller: SwipeController, didEndEditingSwipeableFor orientation: SwipeActionsOrientation)
    func swipeController(_ controller: SwipeController, didDeleteSwipeableAt indexPath: IndexPath)
}
class SwipeController: NSObject {
    weak var delegate: SwipeControllerDelegate?
    weak var scrollView: UIScrollView?
    let panGestureRecognizer = UIPanGestureRecognizer()
    var originalLayoutMargins: UIEdgeInsets = .zero
    init(swipeable: UIView, actionsContainerView: UIView) {}
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func traitCollectionDidChange(from previousTraitCollection: UITraitCollection?, to traitCollection: UITraitCollection) {}
    func reset() {}
}
extension SwipeCollectionViewCell {
    func hideSwipe(animated: Bool, completion: ((Bool) -> Void)? = nil) {}
    func contains(point: CGPoint) -> Bool { false }
}
extension UICollectionView {
    var swipeCells: [SwipeCollectionViewCell] { visibleCells.compactMap { $0 as? SwipeCollectionViewCell } }
    func hideSwipeCell() {}
    func setGestureEnabled(_ enabled: Bool) {}
}
