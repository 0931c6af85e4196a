// UIKit's spellings over AutoLayout, so a view-building function written against UIKit
// compiles unchanged with `#if canImport(UIKit) import UIKit #else import UIKitCompat #endif`.
// Where UIKit raises (a bad visual format, an attribute pairing it refuses), the call returns
// normally and layout reports the error, as UIKit logs it.
@_exported import AutoLayout
// As `import UIKit` does; UIKitCompat's CGFloat, CGPoint, CGSize and CGRect shadow Foundation's for a
// file that imports UIKitCompat alone (a file that also imports Foundation itself sees both).
@_exported import Foundation

public typealias CGFloat = Double
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIColor = Color
public typealias UIFont = Font

public typealias UIView = View
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UIImageView = ImageView
public typealias UITextField = TextField
public typealias UISwitch = Switch
public typealias UIStackView = StackView
public typealias UILayoutGuide = LayoutGuide
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
public typealias NSLayoutConstraint = LayoutConstraint
public typealias UILayoutPriority = LayoutPriority
public typealias NSLayoutXAxisAnchor = XAxisAnchor
public typealias NSLayoutYAxisAnchor = YAxisAnchor
public typealias NSLayoutDimension = DimensionAnchor
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias NSLineBreakMode = LineBreakMode
public typealias NSTextAlignment = TextAlignment

extension LayoutConstraint {
    public typealias Attribute = LayoutAttribute
    public typealias Relation = LayoutRelation
    public typealias Axis = LayoutAxis
    public typealias FormatOptions = AutoLayout.FormatOptions

    /// NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:). Metrics may be any numbers
    /// (Int, Double, Float, priorities); views any layout items. Where UIKit raises (a bad format,
    /// a metric that is not a number), the result is one refused constraint on the first view
    /// by name, so activating it makes layout report the error; `checkedConstraints` throws it.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        do {
            return try checkedConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch let error as LayoutError {
            // Sorted, so the view that carries the error does not depend on hashing.
            let first = views.sorted { $0.key < $1.key }.lazy.compactMap { $0.value as? LayoutItem }.first
            return first.map { [LayoutConstraint.refused(error, on: $0)] } ?? []
        } catch {
            return []
        }
    }

    /// The throwing form of `constraints(withVisualFormat:…)`, for callers that report the error themselves.
    public static func checkedConstraints(withVisualFormat format: String, options: FormatOptions = [],
                                          metrics: [String: Any]?, views: [String: Any]) throws -> [LayoutConstraint] {
        var numbers: [String: Double] = [:]
        // Sorted, so the first bad entry reported does not depend on hashing.
        for (name, value) in (metrics ?? [:]).sorted(by: { $0.key < $1.key }) {
            switch value {
            case let d as Double: numbers[name] = d
            case let i as Int: numbers[name] = Double(i)
            case let f as Float: numbers[name] = Double(f)
            case let p as LayoutPriority: numbers[name] = Double(p.rawValue)
            default:
                throw LayoutError.visualFormat(reason: "Metric \"\(name)\" is not a number", format: format, position: -1)
            }
        }
        var items: [String: LayoutItem] = [:]
        for (name, value) in views.sorted(by: { $0.key < $1.key }) {
            guard let item = value as? LayoutItem else {
                throw LayoutError.visualFormat(reason: "\(name) is not a view or layout guide", format: format, position: -1)
            }
            items[name] = item
        }
        return try constraints(visualFormat: format, options: options, metrics: numbers, views: items)
    }
}

extension View {
    public typealias AutoresizingMask = AutoLayout.AutoresizingMask
    /// UIView.noIntrinsicMetric.
    public static var noIntrinsicMetric: Double { AutoLayout.noIntrinsicMetric }
}

extension Font {
    public typealias TextStyle = LayoutTypes.TextStyle
    public typealias Weight = FontWeight
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> Font { .system(size: size, weight: weight) }
    public static func boldSystemFont(ofSize size: Double) -> Font { .system(size: size, weight: .bold) }
    public static func preferredFont(forTextStyle style: TextStyle) -> Font { .preferred(style) }
    /// UIFont.pointSize: for a text style, its size at the default (Large) category.
    public var pointSize: Double { size }
    /// UIFont.withSize(_:).
    public func withSize(_ size: Double) -> Font {
        var font = self
        font.size = size
        font.textStyle = nil
        return font
    }
}

/// UIControl.State (an option set, `.normal` the empty one), for `setTitle(_:for:)`.
public typealias UIControlState = ControlState

extension Button {
    /// Only the normal state's title is laid out (the others show while touched or disabled).
    public func setTitle(_ title: String?, for state: UIControlState) {
        if state == .normal { self.title = title ?? "" }
    }
    /// UIButton.title(for:).
    public func title(for state: UIControlState) -> String? { state == .normal && !title.isEmpty ? title : nil }
    /// UIButton.currentTitle: the title shown, which is the normal state's (see `setTitle(_:for:)`).
    public var currentTitle: String? { title(for: .normal) }
    /// UIButton.currentTitleColor.
    public var currentTitleColor: Color { titleColor }
    /// Only the normal state's colour is drawn.
    public func setTitleColor(_ color: Color?, for state: UIControlState) {
        if state == .normal, let color { titleColor = color }
    }
}

extension Switch {
    /// UISwitch.setOn(_:animated:); the switch's size does not depend on it.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }
}


/// UIButton.ButtonType, for `UIButton(type:)`: the system type keeps short titles 30 wide.
public typealias UIButtonType = Button.ButtonType

// UIKit's semantic and system colours (`.systemBackground`, `.secondaryLabel`, …) are
// AutoLayout's `Color.systemColors`; these are the fixed ones UIKit also names.
extension Color {
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    /// UIColor(white:alpha:).
    public init(white: Double, alpha: Double) { self.init(red: white, green: white, blue: white, alpha: alpha) }
}

public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UIKeyboardAppearance = KeyboardAppearance
public typealias UITextContentType = TextContentType
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UITextViewDelegate = TextViewDelegate
public typealias NSTextContainer = TextView.TextContainer

extension TextField {
    public typealias ViewMode = TextFieldViewMode
    public typealias BorderStyle = TextFieldBorderStyle
    public typealias DidEndEditingReason = TextFieldDidEndEditingReason
}

// Scroll views, tables, collections and the other container and system classes (UIKitContainersTests).
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UITextView = TextView
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIProgressView = ProgressView
public typealias UISlider = Slider
public typealias UIPageControl = PageControl
public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePickerStyle
public typealias UISegmentedControl = SegmentedControl
public typealias UIBarStyle = BarStyle
public typealias UIBarMetrics = BarMetricsKind
public typealias UIOffset = Offset
public typealias UIKeyCommand = KeyCommand
public typealias UIKeyModifierFlags = KeyModifierFlags
public typealias UIStepper = Stepper
public typealias UISearchBar = SearchBar
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UIRefreshControl = RefreshControl
public typealias UIVisualEffect = VisualEffect
public typealias UIVisualEffectView = VisualEffectView
public typealias UIBlurEffect = BlurEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UINavigationBar = NavigationBar
public typealias UITabBar = TabBar
public typealias UIToolbar = Toolbar
public typealias UIDataDetectorTypes = DataDetectorTypes
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UIBarAppearance = BarAppearance
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UIToolbarAppearance = ToolbarAppearance
public typealias UITabBarAppearance = TabBarAppearance

extension TextView {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

extension TextField {
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

/// UndoManager, which Foundation on Linux lacks: what code that clears or registers undo
/// actions calls. Nothing is edited during a layout, so there is never anything to undo.
open class UndoManager {
    public init() {}
    open var canUndo: Bool { false }
    open var canRedo: Bool { false }
    open func undo() {}
    open func redo() {}
    open func removeAllActions() {}
    open func removeAllActions(withTarget target: Any) {}
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {}
    open func setActionName(_ actionName: String) {}
    open func beginUndoGrouping() {}
    open func endUndoGrouping() {}
}

extension Responder {
    /// UIResponder.undoManager: nil, as for a responder outside a window.
    public var undoManager: UndoManager? { nil }
}
