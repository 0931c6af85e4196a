// The system's own view controllers that app code makes and presents (alerts, action sheets, the
// share sheet), and the Objective-C forms of NotificationCenter's observer API. Their content is
// the system's, so only what the app's code reads back is kept: a presented alert is not a
// screen LayoutCheck lays out.

/// UIAlertController.Style.
public enum UIAlertControllerStyle: Int, Sendable { case actionSheet = 0, alert }

/// UIAlertAction: a button of an alert, with the handler a tap would run.
public final class UIAlertAction: NSObject {
    /// UIAlertAction.Style.
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    /// Run by nothing here (no alert is tapped); kept so code that builds alerts compiles and reads back.
    public let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// UIAlertController: an alert or action sheet, with its actions and text fields.
open class UIAlertController: UIViewController {
    public typealias Style = UIAlertControllerStyle

    public let preferredStyle: Style
    open var message: String?
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [TextField]?
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Alerts are made with their title, message and style, never from an archive.
    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// UIAlertController.addTextField(configurationHandler:): the field is made and configured now.
    open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        let field = TextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// UIActivity.ActivityType: a share-sheet destination.
public struct UIActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = UIActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = UIActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = UIActivityType("com.apple.UIKit.activity.Message")
    public static let mail = UIActivityType("com.apple.UIKit.activity.Mail")
    public static let print = UIActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = UIActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = UIActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = UIActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = UIActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = UIActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = UIActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = UIActivityType("com.apple.UIKit.activity.MarkupAsPDF")
}

/// UIActivity: an app's own share-sheet destination.
open class UIActivity {
    public typealias ActivityType = UIActivityType
    public init() {}
    open var activityType: UIActivityType? { nil }
    open var activityTitle: String? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() {}
    public func activityDidFinish(_ completed: Bool) {}
}

/// UIActivityViewController: the share sheet, with the items and activities it was given.
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivityType]?
    /// UIActivityViewController.CompletionWithItemsHandler; never called here (nothing is shared).
    open var completionWithItemsHandler: ((UIActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// The share sheet is made with its items, never from an archive.
    public required init?(coder: NSCoder) { return nil }
}

extension NotificationCenter {
    /// NotificationCenter.addObserver(_:selector:name:object:), the Objective-C form (Linux has only
    /// the block form). Nothing posts UIKit's notifications while a screen is laid out, and a
    /// selector cannot be performed without the Objective-C runtime, so the registration is accepted
    /// and has no effect.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
