#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Simplenote: its colours, image names and layout helper.
extension UIView {
    // Simplenote: pins a subview to all edges.
    func addFillingSubview(_ view: UIView, edgeInsets: UIEdgeInsets = .zero, target: UIView? = nil) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        let target = target ?? self
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: edgeInsets.left),
            view.trailingAnchor.constraint(equalTo: target.trailingAnchor, constant: -edgeInsets.right),
            view.topAnchor.constraint(equalTo: target.topAnchor, constant: edgeInsets.top),
            view.bottomAnchor.constraint(equalTo: target.bottomAnchor, constant: -edgeInsets.bottom)
        ])
    }
}
extension UIColor {
    static var simplenotePlaceholderImageColor: UIColor { .gray }
    static var simplenoteBlue50Color: UIColor { .blue }
    static var simplenotePlaceholderTextColor: UIColor { .gray }
}
enum UIImageName { case simplenoteLogo, allNotes, trash }
extension UIImage {
    static func image(name: UIImageName) -> UIImage? { nil }
}
// Simplenote's Objective-C theme notification (SPSimplenoteThemeChangedNotification), as Swift sees it.
extension NSNotification.Name {
    static let SPSimplenoteThemeChanged = NSNotification.Name("SPSimplenoteThemeChangedNotification")
}
