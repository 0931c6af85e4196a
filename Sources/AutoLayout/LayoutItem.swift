// Layout items: the things constraints relate. Views and layout guides.
import Foundation

/// Anything with a frame that constraints can position: a `View` or a `LayoutGuide`. An
/// `NSObject`, as UIKit's views and guides are: app code compares them with `==`/`isEqual`, puts
/// them in sets and extends `NSObject` for all of them (identity equality and hashing).
open class LayoutItem: NSObject {
    /// A stable key for results and diagnostics (a view's `accessibilityIdentifier`); unnamed
    /// views get their kind and index among siblings of that kind (`root.UILabel[1]`) in results.
    public var identifier: String

    public init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// The UIKit class name used in diagnostics (`UIView`, `UILabel`, `UILayoutGuide`, …).
    open var className: String { "UIView" }

    /// The view whose coordinate space `|` in a visual format refers to.
    var containerView: View? { nil }

    /// The view whose effective layout direction decides what leading and trailing mean.
    var directionView: View? { nil }

    /// How the item appears in constraint descriptions, e.g. `UILabel:title`.
    public var debugName: String { "\(className):\(identifier.isEmpty ? "0x?" : identifier)" }

    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

/// What a layout guide stands for; system guides are bound to their owning view by the engine.
public enum GuideRole: Sendable, Hashable {
    case custom
    case safeArea
    case layoutMargins
    case readableContent
    /// UIView.keyboardLayoutGuide: with no keyboard shown (a laid-out screen has none) the guide
    /// spans the view's width from the bottom of its safe area (or its bottom edge) down.
    case keyboard
    /// A guide a stack view made for itself (spanner, gap or centring guide), with UIKit's name.
    case stackInternal(String)
    /// Carries its view's additional safe-area insets (UIViewController.additionalSafeAreaInsets,
    /// a container's bars): the engine adds them to the view's safe area, and its subviews take the
    /// part of the enlarged unsafe area they overlap. Never constrained.
    case additionalSafeArea(EdgeInsets)
}

/// A rectangle that takes part in layout without drawing (UILayoutGuide). Open, as UILayoutGuide
/// is: apps subclass it for guides of their own.
open class LayoutGuide: LayoutItem {
    public private(set) weak var owningView: View?
    public let role: GuideRole

    override public init(identifier: String) {
        self.role = .custom
        super.init(identifier: identifier)
    }

    /// UILayoutGuide(): an unnamed guide; a subclass overrides it as it would UIKit's.
    public init() {
        self.role = .custom
        super.init(identifier: "")
    }

    init(role: GuideRole, owner: View, identifier: String) {
        self.role = role
        self.owningView = owner
        super.init(identifier: identifier)
    }

    func attach(to view: View?) { owningView = view }

    override public var className: String { "UILayoutGuide" }
    override var containerView: View? { owningView }
    override var directionView: View? { owningView }

    override public var debugName: String {
        let owner = owningView?.debugName ?? "nil"
        switch role {
        case .safeArea: return "UILayoutGuide:'UIViewSafeAreaLayoutGuide'(\(owner))"
        case .layoutMargins: return "UILayoutGuide:'UIViewLayoutMarginsGuide'(\(owner))"
        case .readableContent: return "UILayoutGuide:'UIViewReadableContentGuide'(\(owner))"
        case .keyboard: return "UIKeyboardLayoutGuide:'UIViewKeyboardLayoutGuide'(\(owner))"
        case .stackInternal(let name):
            let cls = name == "UISV-alignment-spanner" ? "_UILayoutSpacer" : "_UIOLAGapGuide"
            return "\(cls):'\(name)'(\(owner))"
        case .custom: return "UILayoutGuide:\(identifier.isEmpty ? "0x?" : identifier)"
        case .additionalSafeArea: return "UILayoutGuide:'additionalSafeAreaInsets'(\(owner))"
        }
    }
}

/// UIKeyboardLayoutGuide (iOS 15). A screen is laid out with the keyboard hidden, where UIKit puts
/// the guide's top at the view's safe-area bottom (`usesBottomSafeArea`, the default since iOS 17)
/// or at the view's bottom edge, the guide as wide as the view.
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Ties the hidden keyboard's top to the safe area's bottom (true) or the view's bottom (false).
    public var usesBottomSafeArea = true
    /// Kept: the keyboard never moves while a screen is laid out.
    public var followsUndockedKeyboard = false
    /// Kept: only interactive dismissal reads it.
    public var keyboardDismissPadding: Double = 0
}
