#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Pocket Casts: its theme, colour tokens and option actions.
class Theme {
    enum ThemeType { case light, dark, extraDark, electric, classic, indigo, radioactive, rosé, contrastLight, contrastDark }
    static let sharedTheme = Theme()
    var activeTheme: ThemeType = .light
}
enum ThemeStyle { case primaryIcon01, primaryIcon02, primaryText01, support01 }
enum ThemeColor {
    static func primaryIcon01(for theme: Theme.ThemeType? = nil) -> UIColor { .black }
    static func primaryInteractive01(for theme: Theme.ThemeType? = nil) -> UIColor { .blue }
    static func primaryInteractive02(for theme: Theme.ThemeType? = nil) -> UIColor { .white }
    static func support01(for theme: Theme.ThemeType? = nil) -> UIColor { .black }
}
enum AppTheme {
    static func mainTextColor(for theme: Theme.ThemeType? = nil) -> UIColor { .black }
    static func optionPickerBackgroundColor(for theme: Theme.ThemeType? = nil) -> UIColor { .white }
    static func tableDividerColor(for theme: Theme.ThemeType? = nil) -> UIColor { .gray }
    static func defaultStatusBarStyle() -> Int { 0 }
}
class OptionAction {
    let label: String
    let icon: String?
    let selected: Bool
    let action: () -> Void
    init(label: String, icon: String? = nil, selected: Bool = false, action: @escaping () -> Void) {
        self.label = label; self.icon = icon; self.selected = selected; self.action = action
    }
}
extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
extension UIImage {
    func tintedImage(_ color: UIColor) -> UIImage? { self }
}
struct SegmentedAction {
    let icon: UIImage
    let accessibilityLabel: String
}
class CustomSegmentedControl: UIControl {
    static let separatorWidth: CGFloat = 1
    var selectedIndex = 0
    var lineColor: UIColor = .clear
    var unselectedItemColor: UIColor = .clear
    var selectedBgColor: UIColor = .clear
    var selectedItemColor: UIColor = .clear
    var unselectedBgColor: UIColor = .clear
    func setActions(_ actions: [SegmentedAction]) {}
}
