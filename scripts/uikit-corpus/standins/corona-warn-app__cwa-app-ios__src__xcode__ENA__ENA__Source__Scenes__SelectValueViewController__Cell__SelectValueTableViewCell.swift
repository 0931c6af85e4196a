#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Corona-Warn-App: its label with the app's text styles, and its colour palette.
class ENALabel: UILabel {
    enum Style { case title1, title2, headline, body, subheadline, footnote, badge }
    var style: Style = .body
    convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }
}
extension UIColor {
    enum ENAColor { case background, buttonPrimary, textPrimary1, textContrast, brandRed }
    static func enaColor(for style: ENAColor) -> UIColor { .black }
}
struct SelectValueCellViewModel {
    let text: String
    let subtitle: String?
    let isEnabled: Bool
    let image: UIImage?
}
extension UIFont {
    static func enaFont(for style: ENALabel.Style) -> UIFont { .preferredFont(forTextStyle: .body) }
}
