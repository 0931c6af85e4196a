// Smaller UIKit control and anchor APIs app code uses: anchorWithOffset(to:) as a layout guide
// spanning the two anchors, and the bar button item's primary-action initialisers. (UISwitch's
// tint colours, UITextField's drawing rectangles and UILabel.textColor's type are on the
// AutoLayout classes themselves, where subclasses can override them.)

/// The layout guide whose width (or height) is the distance between two anchors on one axis:
/// its leading (top) edge is at `from`, its trailing (bottom) edge at `to`, so its size is
/// `to − from`, negative when `to` comes first. It belongs to the nearest view both anchors'
/// items are in (their first item's view when they share none, so activating a constraint on
/// it reports that, as UIKit does).
private func offsetGuide(from: LayoutItem, _ fromAttribute: LayoutAttribute, to: LayoutItem, _ toAttribute: LayoutAttribute,
                         horizontal: Bool) -> UILayoutGuide {
    func view(of item: LayoutItem) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    let a = view(of: from), b = view(of: to)
    var owner: UIView? = a
    while let candidate = owner, let b, !b.isDescendant(of: candidate) { owner = candidate.superview }
    let guide = UILayoutGuide(identifier: "anchorWithOffset")
    (owner ?? a ?? b)?.addLayoutGuide(guide)
    let start = NSLayoutConstraint(item: guide, attribute: horizontal ? .leading : .top, relatedBy: .equal,
                                   toItem: from, attribute: fromAttribute, multiplier: 1, constant: 0)
    let end = NSLayoutConstraint(item: guide, attribute: horizontal ? .trailing : .bottom, relatedBy: .equal,
                                 toItem: to, attribute: toAttribute, multiplier: 1, constant: 0)
    NSLayoutConstraint.activate([start, end])
    return guide
}

extension PositionAnchor where Axis == XAxis {
    /// NSLayoutXAxisAnchor.anchorWithOffset(to:): a dimension that is the distance from this
    /// anchor to `otherAnchor` (a layout guide between them carries it, so any constraint on a
    /// dimension works on it).
    public func anchorWithOffset(to otherAnchor: XAxisAnchor) -> NSLayoutDimension {
        offsetGuide(from: item, attribute, to: otherAnchor.item, otherAnchor.attribute, horizontal: true).widthAnchor
    }
}

extension PositionAnchor where Axis == YAxis {
    /// NSLayoutYAxisAnchor.anchorWithOffset(to:): the vertical distance to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: YAxisAnchor) -> NSLayoutDimension {
        offsetGuide(from: item, attribute, to: otherAnchor.item, otherAnchor.attribute, horizontal: false).heightAnchor
    }
}

extension UIBarButtonItem {
    /// UIBarButtonItem(primaryAction:): a plain item titled and imaged as the action.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }

    /// UIBarButtonItem(title:image:primaryAction:menu:): the action's title and image win.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: Any? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }

    /// UIBarButtonItem(systemItem:primaryAction:menu:) (iOS 14): the system item's look, the action's behaviour.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: Any? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.menu = menu
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }
}
