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
// KeePassium: its constraint helpers.
extension NSLayoutConstraint {
    @discardableResult
    func activate() -> NSLayoutConstraint {
        isActive = true
        return self
    }
    func setPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
