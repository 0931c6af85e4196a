#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// WooCommerce: its palette and stack view helpers.
extension UIView {
    // WooCommerce: pins a subview to all edges (of the view or its safe area).
    func pinSubviewToAllEdges(_ subview: UIView, insets: UIEdgeInsets = .zero) {
        NSLayoutConstraint.activate([
            subview.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.right),
            subview.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom)
        ])
    }
    func pinSubviewToSafeArea(_ subview: UIView, insets: UIEdgeInsets = .zero) {
        NSLayoutConstraint.activate([
            subview.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: insets.left),
            subview.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -insets.right),
            subview.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: insets.top),
            subview.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -insets.bottom)
        ])
    }
}
extension UIColor {
    static var divider: UIColor { .lightGray }
}
extension UIStackView {
    func addArrangedSubviews(_ views: [UIView]) { views.forEach { addArrangedSubview($0) } }
    func removeAllArrangedSubviews() {
        arrangedSubviews.forEach { removeArrangedSubview($0); $0.removeFromSuperview() }
    }
}
