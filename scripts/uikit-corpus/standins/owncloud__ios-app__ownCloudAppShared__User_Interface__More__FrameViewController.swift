#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// ownCloud: its theming system (theme, collections, CSS-like selectors and properties).
public enum ThemeEvent { case initial, update }
public struct ThemeCSSSelector: RawRepresentable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sectionHeader = ThemeCSSSelector(rawValue: "sectionHeader")
    public static let progress = ThemeCSSSelector(rawValue: "progress")
    public static let button = ThemeCSSSelector(rawValue: "button")
    public static let table = ThemeCSSSelector(rawValue: "table")
}
public enum ThemeCSSProperty { case fill, stroke, cornerRadius }
public final class ThemeCSS {
    public func getColor(_ property: ThemeCSSProperty, selectors: [ThemeCSSSelector]? = nil, for object: AnyObject?) -> UIColor? { nil }
}
public final class ThemeCollection {
    public let css = ThemeCSS()
}
public protocol Themeable: AnyObject {
    func applyThemeCollection(theme: Theme, collection: ThemeCollection, event: ThemeEvent)
}
public protocol ThemeCSSAutoSelector {
    var cssAutoSelectors: [ThemeCSSSelector] { get }
}
public final class Theme {
    public static let shared = Theme()
    public let activeCollection = ThemeCollection()
    public func register(client: Themeable, applyImmediately: Bool = false) {}
    public func unregister(client: Themeable) {}
}
public extension UIView {
    var cssSelectors: [ThemeCSSSelector]? {
        get { nil }
        set {}
    }
}
// The card presentation of the app.
public protocol CardPresentationSizing {
    func cardPresentationSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize
}
public class CardPresentationController: UIPresentationController {
    public var maxWidth: CGFloat?
}
