#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// SkeletonView (the example app links it): the flag it adds to every view.
extension UIView {
    var isSkeletonable: Bool {
        get { false }
        set {}
    }
}
