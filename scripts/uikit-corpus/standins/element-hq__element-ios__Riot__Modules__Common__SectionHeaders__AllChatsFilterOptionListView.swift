#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Element: the filter type, its tab list view, its theme service and its layout helper.
enum AllChatsLayoutFilterType: Hashable { case all, people, rooms, favourites, unreads }
protocol Themable: AnyObject { func update(theme: Theme) }
struct ThemeColors {
    var background: UIColor = .white
    var accent: UIColor = .green
    var tertiaryContent: UIColor = .gray
    var system: UIColor = .lightGray
}
struct ThemeFonts {
    var calloutSB: UIFont = .preferredFont(forTextStyle: .callout)
}
struct Theme {
    var colors = ThemeColors()
    var fonts = ThemeFonts()
}
final class ThemeService {
    private static let instance = ThemeService()
    static func shared() -> ThemeService { instance }
    var theme = Theme()
}
extension Notification.Name {
    static let themeServiceDidChangeTheme = Notification.Name("ThemeServiceDidChangeTheme")
}
protocol TabListViewDelegate: AnyObject {
    func tabListView(_ tabListView: TabListView, didSelectTabAt index: Int)
}
final class TabListView: UIView {
    enum Constants { static let cursorHeight: CGFloat = 3 }
    struct Item {
        let id: Any
        let text: String
    }
    weak var delegate: TabListViewDelegate?
    var items: [Item] = []
    var pageIndex: Double = 0
    var itemFont: UIFont = .preferredFont(forTextStyle: .callout)
    var unselectedItemColor: UIColor = .gray
}
extension UIView {
    func vc_addSubViewMatchingParent(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.topAnchor.constraint(equalTo: topAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }
}
