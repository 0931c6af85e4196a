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
public enum ThemeItemStyle {
    case system(textStyle: UIFont.TextStyle, weight: UIFont.Weight? = nil)
}
extension UILabel {
    func applyThemeCollection(_ collection: ThemeCollection, itemStyle: ThemeItemStyle = .system(textStyle: .body)) {}
}
// The collection view framework of the app: supplementary items and their cell providers.
public class CollectionViewSupplementaryItem {
    public typealias ElementKind = String
    public let supplementaryItem: NSCollectionLayoutBoundarySupplementaryItem
    public let content: Any?
    public init(supplementaryItem: NSCollectionLayoutBoundarySupplementaryItem, content: Any?) {
        self.supplementaryItem = supplementaryItem
        self.content = content
    }
}
public class CollectionViewSupplementaryCellProvider {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ section: AnyObject?, _ supplementaryItem: CollectionViewSupplementaryItem, _ indexPath: IndexPath) -> UICollectionReusableView
    public init(for elementKind: CollectionViewSupplementaryItem.ElementKind, with cellProvider: @escaping CellProvider) {}
    public static func register(_ provider: CollectionViewSupplementaryCellProvider) {}
}
