// What navigation and tab bars show for a controller: UINavigationItem, UIBarButtonItem,
// UITabBarItem, the search controller an item can carry, and UIRectEdge for the edges a
// controller's view extends under its container's bars.

/// UIRectEdge.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// UIBarButtonItem: a bar's button (title, image, system item or custom view); a navigation bar
/// shows its top item's left and right items (`barView`).
open class UIBarButtonItem: NSObject {
    /// UIBarButtonItem.Style.
    public enum Style: Int, Sendable { case plain = 0, bordered, done }
    /// UIBarButtonItem.SystemItem.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close = 24
    }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var customView: View?
    /// The target-action pair; the action is kept as given (nothing is tapped here).
    open weak var target: AnyObject?
    open var action: Any?
    open var width: Double = 0
    open var isEnabled = true
    open var tintColor: Color?
    open var menu: Any?
    public private(set) var systemItem: SystemItem?
    /// UIBarButtonItem.primaryAction: a non-nil action gives the item its title and image (not a
    /// system item's), and target and action are then ignored (Apple's documentation).
    open var primaryAction: UIAction? {
        didSet { adoptPrimaryAction() }
    }

    /// Takes the primary action's title and image (initialisers call it: observers do not run there).
    func adoptPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        title = primaryAction.title
        image = primaryAction.image
    }

    public override init() { super.init() }
    public init(title: String?, style: Style, target: Any?, action: Any?) {
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }
    public init(image: UIImage?, style: Style, target: Any?, action: Any?) {
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Any?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }
    public init(customView: View) { self.customView = customView }

    private var madeView: View?

    /// The view a bar shows for the item: its custom view; a button titled with its title (or
    /// its system item's word), 17 points; its image; a 22-point square standing for a system
    /// item's symbol (not measured, facts §15). Nil for flexible spaces.
    var barView: View? {
        if let customView { return customView }
        if let madeView { return madeView }
        let made: View
        if let image {
            made = ImageView(image: image)
        } else if let text = title ?? systemItem.flatMap(Self.systemTitle) {
            let button = Button(identifier: "", title: text)
            button.titleFont = .system(size: 17, weight: style == .done || systemItem == .done ? .semibold : .regular)
            // UIKit draws a bar item with its own bar button class, not a padded UIButton.
            button.padsTitleWhenInsetsAreZero = false
            made = button
        } else if systemItem == .flexibleSpace {
            return nil
        } else {
            let side = systemItem == .fixedSpace ? width : 22
            made = View(frame: .zero)
            made.fixedIntrinsicContentSize = Size(width: side, height: systemItem == .fixedSpace ? 0 : 22)
        }
        madeView = made
        return made
    }

    /// The words UIKit's text system items show (English).
    private static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }
    /// UIBarButtonItem.flexibleSpace() (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    /// UIBarButtonItem.fixedSpace(_:) (iOS 14).
    public static func fixedSpace(_ width: Double) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
}

/// UISearchController: its search bar shows in the navigation bar's item (not laid out here).
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = SearchBar(frame: .zero)
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var isActive = false
    open weak var searchResultsUpdater: AnyObject?

    /// UISearchController(searchResultsController:).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// UINavigationItem: what a navigation bar shows for its controller.
open class UINavigationItem {
    /// UINavigationItem.LargeTitleDisplayMode.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always, never, inline }

    open var title: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var titleView: View?
    open var prompt: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String?) { self.title = title }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// UITabBarItem: what a tab bar shows for its controller.
open class UITabBarItem {
    /// UITabBarItem.SystemItem.
    public enum SystemItem: Int, Sendable { case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed }

    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var tag: Int
    public private(set) var systemItem: SystemItem?

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = 0
    }
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
    }
}
