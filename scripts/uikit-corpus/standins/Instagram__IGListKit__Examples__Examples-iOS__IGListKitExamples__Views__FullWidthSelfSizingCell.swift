#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// IGListKit example app: its background colour.
extension UIColor {
    static var background: UIColor { .white }
}
