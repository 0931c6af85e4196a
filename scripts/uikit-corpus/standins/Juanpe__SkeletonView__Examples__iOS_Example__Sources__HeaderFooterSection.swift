#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// SkeletonView (the example app links it): the flag it adds to every view.
extension UILabel {
    var linesCornerRadius: Int {
        get { 0 }
        set {}
    }
}
extension UIView {
    var isSkeletonable: Bool {
        get { false }
        set {}
    }
}
