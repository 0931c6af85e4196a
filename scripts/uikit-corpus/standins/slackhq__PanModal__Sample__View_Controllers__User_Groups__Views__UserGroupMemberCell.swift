#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// PanModal sample: its member model.
struct UserGroupMemberPresentable {
    let name: String
    let role: String
    let avatarBackgroundColor: UIColor
}
