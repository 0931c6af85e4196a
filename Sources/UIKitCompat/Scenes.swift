// Scenes, the app delegate and input modes: what view code reads to find "the" window, its
// orientation or the keyboard's language. A scenario has one scene with one window, in the
// foreground; each answers from the environment in force, as UIApplication does.
import AutoLayout

/// UIScene: a scene the app has connected (a scenario has exactly one, a `UIWindowScene`).
open class UIScene: Hashable {
    /// UIScene.ActivationState.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive = 0, foregroundInactive, background }

    /// A screen under test is in the foreground.
    public var activationState: ActivationState { .foregroundActive }

    init() {}

    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIWindowScene: the scenario's screen, its one window and the interface orientation.
public final class UIWindowScene: UIScene {
    private let environment: Environment

    init(environment: Environment) {
        self.environment = environment
    }

    /// Portrait when the window is at least as tall as wide; otherwise landscape with the home
    /// button (or the home indicator's end) on the right, the orientation a simulator rotates to.
    public var interfaceOrientation: UIInterfaceOrientation {
        environment.windowSize.width > environment.windowSize.height ? .landscapeRight : .portrait
    }
    public var screen: UIScreen { UIScreen(environment: environment) }
    public var traitCollection: UITraitCollection { UITraitCollection(environment: environment) }
    public var windows: [ViewWindow] { [ViewWindow(environment: environment)] }
    public var keyWindow: ViewWindow? { windows.first }
}

extension UIApplication {
    /// The scenario's one scene (none when no environment is in force).
    public var connectedScenes: Set<UIScene> {
        TraitContext.currentEnvironment.map { [UIWindowScene(environment: $0)] } ?? []
    }
    /// No app delegate runs under test: code that reaches the window through it finds none.
    public var delegate: (any UIApplicationDelegate)? { nil }
}

/// UIApplicationDelegate, for app code that names it (its methods are the app's own).
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// UIKit's requirement is optional (`@objc optional var window`), so read through the protocol
    /// it is doubly optional: `UIApplication.shared.delegate?.window??` compiles as in UIKit.
    public var window: UIWindow?? { nil }
}

extension ViewWindow {
    /// The scene the window belongs to: the scenario's.
    public var windowScene: UIWindowScene? { environment.map(UIWindowScene.init(environment:)) }
    /// The keyboard's input mode: the scenario's language.
    public var textInputMode: UITextInputMode? { environment.map { UITextInputMode(primaryLanguage: $0.localeIdentifier) } }
}

extension UIWindow {
    /// The scene the window belongs to: its engine's environment.
    public var windowScene: UIWindowScene? { UIWindowScene(environment: engine.environment) }
    /// The keyboard's input mode: the window's language.
    public var textInputMode: UITextInputMode? { UITextInputMode(primaryLanguage: engine.environment.localeIdentifier) }
}

extension View {
    /// UIResponder.textInputMode: the scenario's language while the view is in a window.
    public var textInputMode: UITextInputMode? { window?.textInputMode }
}

/// UITextInputMode: a keyboard's language. Under test the keyboard types the scenario's language.
public final class UITextInputMode: Sendable {
    /// A BCP 47 language tag (`en`, `de`, `ar`).
    public let primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
    }

    /// The input modes the user enabled: the scenario's language.
    public static var activeInputModes: [UITextInputMode] {
        TraitContext.currentEnvironment.map { [UITextInputMode(primaryLanguage: $0.localeIdentifier)] } ?? []
    }
}
