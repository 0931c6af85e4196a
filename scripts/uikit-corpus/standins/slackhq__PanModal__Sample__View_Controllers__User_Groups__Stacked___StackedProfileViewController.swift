#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// PanModal: the library's presentable protocol and height; the sample's member model.
struct UserGroupMemberPresentable {
    let name: String
    let role: String
    let avatarBackgroundColor: UIColor
}
public enum PanModalHeight: Equatable {
    case maxHeight
    case maxHeightWithTopInset(CGFloat)
    case contentHeight(CGFloat)
    case contentHeightIgnoringSafeArea(CGFloat)
    case intrinsicHeight
}
public protocol PanModalPresentable: AnyObject {
    var panScrollable: UIScrollView? { get }
    var longFormHeight: PanModalHeight { get }
    var anchorModalToLongForm: Bool { get }
    var shouldRoundTopCorners: Bool { get }
}
