#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// PanModal sample: its group header model.
struct UserGroupHeaderPresentable {
    let handle: String
    let description: String
    let memberCount: Int
}
