#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// KeePassium: its symbol names and the image helper over them.
enum SymbolName: String {
    case exclamationMarkTriangle = "exclamationmark.triangle"
    case externalLink = "arrow.up.forward.app"
}
extension UIImage {
    static func symbol(_ symbolName: SymbolName?, tint: UIColor? = nil) -> UIImage? {
        guard let symbolName else { return nil }
        return UIImage(systemName: symbolName.rawValue)
    }
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
// KeePassium: its asset colour for actions.
extension UIColor {
    static var actionTint: UIColor { .blue }
}
