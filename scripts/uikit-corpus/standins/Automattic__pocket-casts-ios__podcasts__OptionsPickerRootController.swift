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
    static func defaultStatusBarStyle() -> UIStatusBarStyle { .default }
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
enum L10n { static let accessibilityDismiss = "Dismiss" }
enum Constants { enum Animation { static let bottomCardAnimationTime: TimeInterval = 0.3 } }
protocol OptionsPicker: AnyObject { func controllerDidAnimateOut(optionChosen: Bool) }
class SimpleActionView: UIView {
    init(frame: CGRect, action: OptionAction, delegate: OptionsPickerRootController, themeOverride: Theme.ThemeType?, iconTintStyle: ThemeStyle) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func actionWasAdded() {}
}
class DescriptiveActionView: UIView {
    init(frame: CGRect, title: String, message: String?, icon: String, actions: [OptionAction], delegate: OptionsPickerRootController, themeOverride: Theme.ThemeType?, iconTintStyle: ThemeStyle) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func actionWasAdded() {}
}
class MultipleActionView: UIView {
    init(frame: CGRect, name: String, icon: String?, actions: [OptionAction], themeOverride: Theme.ThemeType? = nil) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func actionWasAdded() {}
}
extension UIView {
    func anchorToAllSidesOf(view: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            topAnchor.constraint(equalTo: view.topAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])
    }
}
