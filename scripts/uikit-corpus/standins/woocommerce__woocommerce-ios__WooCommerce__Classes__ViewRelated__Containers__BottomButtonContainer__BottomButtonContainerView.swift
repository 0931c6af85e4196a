#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// WooCommerce: its palette, border view factory and button styles.
extension UIButton {
    // WooCommerce: its button styles.
    func applyLinkButtonStyle() { setTitleColor(.blue, for: .normal) }
    func applyPrimaryButtonStyle() { setTitleColor(.white, for: .normal); backgroundColor = .purple }
}
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
    static var basicBackground: UIColor { .white }
}
extension UIView {
    static func createBorderView(height: CGFloat = 0.5, color: UIColor = .lightGray) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }
}
