#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Brave: the Then library's configuration helper, its palette and separator factory.
protocol Then {}
extension Then where Self: AnyObject {
    @discardableResult
    func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}
extension NSObject: Then {}
extension UIColor {
    static var braveLabel: UIColor { .black }
    static var braveSeparator: UIColor { .lightGray }
}
extension UIView {
    static var separatorLine: UIView {
        let line = UIView()
        line.backgroundColor = .braveSeparator
        line.translatesAutoresizingMaskIntoConstraints = false
        line.heightAnchor.constraint(equalToConstant: 1).isActive = true
        return line
    }
}
