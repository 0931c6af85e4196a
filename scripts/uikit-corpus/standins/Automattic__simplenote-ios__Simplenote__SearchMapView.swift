#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Simplenote: its palette.
extension UIColor {
    static var simplenoteBlue50Color: UIColor { .blue }
}
