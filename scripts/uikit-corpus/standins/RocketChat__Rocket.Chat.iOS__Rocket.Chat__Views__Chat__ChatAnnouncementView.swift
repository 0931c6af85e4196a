#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Rocket.Chat: the subscription model, its Markdown renderer and its theming of every view.
struct UnmanagedSubscription {
    var roomAnnouncement: String?
}
final class MarkdownManager {
    static let shared = MarkdownManager()
    func transformAttributedString(_ string: NSAttributedString) -> NSAttributedString { string }
}
final class Theme {
    var bannerBackground: UIColor = .white
    var auxiliaryText: UIColor = .gray
}
extension UIView {
    @objc func applyTheme() {}
    var theme: Theme? { nil }
}
