#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

extension UIButton {
    // WooCommerce: its button styles.
    func applyLinkButtonStyle() { setTitleColor(.blue, for: .normal) }
    func applyPrimaryButtonStyle() { setTitleColor(.white, for: .normal); backgroundColor = .purple }
}
extension UIImage {
    // WooCommerce: its image catalogue.
    static var plusImage: UIImage { UIImage(systemName: "plus") ?? UIImage() }
}
