// UIBarAppearance and its navigation, toolbar and tab bar forms (iOS 13): how a bar's background,
// shadow and titles look. They change no bar's size; they are kept so the code that configures
// them compiles and reads back.
import Foundation

/// UIBarAppearance: the background and shadow shared by every bar's appearance.
open class BarAppearance {
    /// UIUserInterfaceIdiom the appearance was made for (`.unspecified` by default).
    public let idiom: UserInterfaceIdiom
    open var backgroundColor: Color?
    open var backgroundImage: ImageSource?
    open var shadowColor: Color? = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
    open var shadowImage: ImageSource?
    /// UIBarAppearance.backgroundEffect: the blur behind the bar (drawing only). The default
    /// background is the system's chrome material, as UIKit's.
    open var backgroundEffect: BlurEffect? = BlurEffect(style: .systemChromeMaterial)

    public init(idiom: UserInterfaceIdiom) { self.idiom = idiom }
    public convenience init() { self.init(idiom: .unspecified) }
    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: BarAppearance) {
        idiom = barAppearance.idiom
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        backgroundEffect = barAppearance.backgroundEffect
    }

    /// The system's translucent material and a thin shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with the shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .white
        backgroundEffect = nil
        shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }

    /// NSCopying's copy, as UIKit code calls it (`appearance.copy()`).
    open func copy() -> Self { Self(barAppearance: self) }
}

/// UINavigationBarAppearance: also the title's and large title's text attributes.
open class NavigationBarAppearance: BarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = Point.zero

    public override init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }
    public required init(barAppearance: BarAppearance) {
        if let navigation = barAppearance as? NavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
        }
        super.init(barAppearance: barAppearance)
    }
}

/// UIToolbarAppearance.
open class ToolbarAppearance: BarAppearance {
    public override init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }
    public required init(barAppearance: BarAppearance) { super.init(barAppearance: barAppearance) }
}

/// UITabBarAppearance.
open class TabBarAppearance: BarAppearance {
    public override init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }
    public required init(barAppearance: BarAppearance) { super.init(barAppearance: barAppearance) }
}
