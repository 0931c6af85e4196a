// UIApplication, UIScreen and UIAccessibility: what view code asks the app and the device while it
// builds views. They answer from the environment in force (`TraitContext`: the layout under way, or
// the scenario a harness is building), so the same screen built for another device sees that device.

/// UIApplication: `UIApplication.shared`'s layout-relevant basics.
public final class UIApplication: Sendable {
    /// UIApplication.State.
    public enum State: Int, Sendable { case active = 0, inactive, background }

    public static let shared = UIApplication()
    private init() {}

    /// `UIApplication.value(forKey: "sharedApplication")`: libraries that may run in an app extension
    /// (where `shared` is unavailable) reach the app this way, through key-value coding. Swift on
    /// Linux has no key-value coding; this answers that one key, and nil for any other.
    public class func value(forKey key: String) -> Any? { key == "sharedApplication" ? shared : nil }

    private var environment: Environment? { TraitContext.currentEnvironment }

    /// The app's layout direction: the scenario's (right-to-left for Arabic and Hebrew).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { environment?.layoutDirection ?? .leftToRight }
    /// The scenario's Dynamic Type size (`.large`, UIKit's default, when none is in force).
    public var preferredContentSizeCategory: UIContentSizeCategory { environment?.contentSizeCategory ?? .large }
    /// The scenario's one window (none when no environment is in force).
    public var windows: [ViewWindow] { environment.map { [ViewWindow(environment: $0)] } ?? [] }
    /// UIApplication.keyWindow: the scenario's window.
    public var keyWindow: ViewWindow? { windows.first }
    /// A screen under test is in the foreground.
    public var applicationState: State { .active }
    /// The status bar's frame: the window's top unsafe strip.
    public var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: environment?.windowSize.width ?? 0, height: environment?.safeAreaInsets.top ?? 0)
    }

    /// UIApplication.sendAction(_:to:from:for:): selectors cannot be performed on Linux, so nothing is sent.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}

/// UIScreen: `UIScreen.main`, the scenario's device screen.
public final class UIScreen: Sendable {
    private let environment: Environment?
    init(environment: Environment?) { self.environment = environment }

    /// The screen of the environment in force; zero-sized, scale 2, when none is.
    public static var main: UIScreen { UIScreen(environment: TraitContext.currentEnvironment) }

    /// The screen in points: the scenario's window size (the window fills the screen).
    public var bounds: CGRect {
        CGRect(x: 0, y: 0, width: environment?.windowSize.width ?? 0, height: environment?.windowSize.height ?? 0)
    }
    public var scale: CGFloat { environment?.scale ?? 2 }
    public var nativeScale: CGFloat { scale }
    /// The screen in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public var traitCollection: UITraitCollection {
        environment.map(UITraitCollection.init(environment:)) ?? UITraitCollection.current
    }
}

/// UIAccessibility: the system's accessibility settings, all off for a screen under test, and posting
/// notifications, which nothing listens to here.
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static func post(notification: Notification, argument: Any?) {}
    /// UIAccessibility.convertToScreenCoordinates(_:in:): the window fills the screen here, so
    /// screen coordinates are the window's.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { view.convert(rect, to: nil) }
    /// The path moved by the view's offset in its window (paths here are kept untransformed otherwise).
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = view.convert(CGPoint(x: 0, y: 0), to: nil)
        return UIBezierPath(cgPath: CGPath(elements: path.cgPath.elements.map { $0.offsetBy(dx: origin.x, dy: origin.y) }))
    }
}

/// UIActionHandler.
public typealias UIActionHandler = (UIAction) -> Void

/// UIAction: a closure with a title and image, for `addAction(_:for:)` and `UIButton(primaryAction:)`;
/// `sendActions(for:)` runs it.
public final class UIAction: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    public enum State: Int, Sendable { case off = 0, on, mixed }

    public var title: String
    public var image: UIImage?
    public let identifier: Identifier
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    public var state: State
    public let handler: UIActionHandler
    /// The control that sent the action, while its handler runs.
    public private(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        // UIKit makes a unique identifier for an action made without one.
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension Control {
    /// UIControl(frame:primaryAction:): the action runs on `.primaryActionTriggered`; a button
    /// takes the action's title, as UIKit's does.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let button = self as? Button {
            button.adopt(primaryAction)
        } else if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// UIControl.addAction(_:for:).
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        addHandler(key: action, for: controlEvents) { [weak action] sender in action?.perform(from: sender) }
    }

    /// UIControl.removeAction(_:for:).
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeHandlers(key: action, for: controlEvents)
    }
}

/// UIDeviceOrientation.
public typealias UIDeviceOrientation = UIDevice.Orientation

/// UIDevice: `UIDevice.current`'s idiom and orientation, from the environment in force.
public final class UIDevice: Sendable {
    /// UIDeviceOrientation (the layout-relevant cases).
    public enum Orientation: Int, Sendable { case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    }

    public static var current: UIDevice { UIDevice(environment: TraitContext.currentEnvironment) }
    private let environment: Environment?
    init(environment: Environment?) { self.environment = environment }

    /// The scenario's idiom: iPad when both size classes are regular (UITraitCollection's rule here).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        environment.map { UITraitCollection(environment: $0).userInterfaceIdiom } ?? .phone
    }
    /// Landscape when the window is wider than tall.
    public var orientation: Orientation {
        guard let size = environment?.windowSize else { return .unknown }
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { "iOS" }
}

// The notification names view code observes; nothing posts them during a layout.
extension UIApplication {
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}

extension UIContentSizeCategory {
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension NSNotification.Name {
    public static let UIContentSizeCategoryDidChange = UIContentSizeCategory.didChangeNotification
}

extension Responder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension View {
    /// UIView.userInterfaceLayoutDirection(for:): the direction a view with `attribute` lays out in
    /// within the app (the scenario's direction, right-to-left for Arabic and Hebrew).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// UIView.userInterfaceLayoutDirection(for:relativeTo:): playback and spatial content, and
    /// content forced left-to-right, keep left-to-right whatever the language; unspecified follows it.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return direction
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
