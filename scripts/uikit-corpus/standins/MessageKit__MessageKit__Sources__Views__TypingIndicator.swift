#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// MessageKit: its dot view and colour.
open class BubbleCircle: UIView {}
extension UIColor {
    static var typingIndicatorDot: UIColor { .lightGray }
}
