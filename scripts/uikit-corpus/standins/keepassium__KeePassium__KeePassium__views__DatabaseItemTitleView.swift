#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// KeePassium: its palette.
extension UIColor {
    static var primaryText: UIColor { .black }
    static var auxiliaryText: UIColor { .gray }
}
