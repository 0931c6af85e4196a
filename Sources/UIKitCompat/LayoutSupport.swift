// UILayoutSupport: the type of a view controller's deprecated top and bottom layout guides.

/// UILayoutSupport: what `topLayoutGuide` and `bottomLayoutGuide` are typed as in UIKit. Code
/// written against it (SnapKit's `ConstraintLayoutSupport`, VFL's `[topLayoutGuide]`) sees only
/// these members, so the guides are not mistaken for ordinary layout guides.
public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the controller's view: the safe area's top (or bottom) inset.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide`/`bottomLayoutGuide`: bounded by the view's edge and its safe area.
final class LayoutSupportGuide: LayoutGuide, UILayoutSupport {
    private let isTop: Bool

    init(identifier: String, top: Bool) {
        isTop = top
        super.init(identifier: identifier)
    }

    var length: CGFloat {
        let insets = owningView?.safeAreaInsets ?? .zero
        return isTop ? insets.top : insets.bottom
    }
}
