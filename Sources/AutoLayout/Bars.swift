// The bars navigation and tab bar controllers show: as tall as UIKit draws them in the current
// environment (`BarMetrics`), with the title a navigation bar shows.
import Foundation

extension View {
    /// The environment of the layout hosting this view's tree, while one does (for views whose
    /// constraints follow the device, as a container's bars do).
    package var hostingEnvironment: Environment? { rootView.hostingEngine?.environment }
}

/// UINavigationBar: 44 tall on a phone (32 in compact height, 50 on an iPad), 96 with a large
/// title where the height is regular; the title is a label centred in the standard part, or a
/// large title at the leading margin below it.
open class NavigationBar: View {
    /// UIBarStyle (drawing only).
    open var barStyle: BarStyle = .default
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: Color?
    /// The appearances UIKit picks by height and scroll position; they do not change the bar's size.
    open var standardAppearance = NavigationBarAppearance()
    open var compactAppearance: NavigationBarAppearance?
    open var scrollEdgeAppearance: NavigationBarAppearance?
    open var compactScrollEdgeAppearance: NavigationBarAppearance?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether the large title shows (set by the navigation controller from its top item).
    package var showsLargeTitle = false
    /// The label showing the top item's title.
    public let titleLabel = Label(frame: .zero)
    private let largeTitleLabel = Label(frame: .zero)
    private var titleConstraints: [LayoutConstraint] = []

    override public init(frame: Rect) {
        super.init(frame: frame)
        setUp()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        titleLabel.font = .system(size: 17, weight: .semibold)
        largeTitleLabel.font = .system(size: 34, weight: .bold)
        for l in [titleLabel, largeTitleLabel] {
            l.translatesAutoresizingMaskIntoConstraints = false
            addSubview(l)
        }
    }

    override open var className: String { "UINavigationBar" }

    /// The bar's height for the environment: the standard bar, plus `BarMetrics.largeTitleExtra`
    /// when a large title shows where the height is regular.
    public func height(in environment: Environment) -> Double {
        let compact = environment.verticalSizeClass == .compact, pad = BarMetrics.isPad(environment)
        let standard = BarMetrics.navigationBarHeight(pad: pad, compactHeight: compact)
        return standard + (showsLargeTitle && !compact ? BarMetrics.largeTitleExtra : 0)
    }

    /// Shows `title`: centred in the standard bar, or as a large title below it.
    package func show(title: String?, standardHeight: Double, large: Bool) {
        titleLabel.text = large ? nil : title
        largeTitleLabel.text = large ? title : nil
        titleLabel.isHidden = large
        largeTitleLabel.isHidden = !large
        if titleConstraints.isEmpty {
            titleConstraints = [
                titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
                titleLabel.centerYAnchor.constraint(equalTo: topAnchor, constant: standardHeight / 2),
                largeTitleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                largeTitleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ]
            LayoutConstraint.activate(titleConstraints)
        }
        titleConstraints[1].constant = standardHeight / 2
    }

    private var shownTitleView: View?
    private var titleViewCentre: LayoutConstraint?

    /// Shows a custom title view (UINavigationItem.titleView) centred in the standard bar in place
    /// of the title, at its own (intrinsic or constrained) size.
    package func show(titleView: View?, standardHeight: Double) {
        if titleView !== shownTitleView {
            shownTitleView?.removeFromSuperview()
            shownTitleView = titleView
            titleViewCentre = nil
            if let v = titleView {
                addSubview(v)
                v.translatesAutoresizingMaskIntoConstraints = false
                let centre = v.centerYAnchor.constraint(equalTo: topAnchor, constant: standardHeight / 2)
                titleViewCentre = centre
                LayoutConstraint.activate([v.centerXAnchor.constraint(equalTo: centerXAnchor), centre])
            }
        }
        titleViewCentre?.constant = standardHeight / 2
        if titleView != nil { titleLabel.isHidden = true }
    }

    private var shownItems: (left: [View], right: [View]) = ([], [])
    private var itemCentres: [LayoutConstraint] = []

    /// Shows the top item's bar button items: the left ones from the leading margin, the right
    /// ones from the trailing margin inwards, 8 apart, centred in the standard bar. The spacing
    /// is not measured (facts §15).
    package func show(leftItems: [View], rightItems: [View], standardHeight: Double) {
        if !leftItems.elementsEqual(shownItems.left, by: ===) || !rightItems.elementsEqual(shownItems.right, by: ===) {
            for v in shownItems.left + shownItems.right where !(leftItems + rightItems).contains(where: { $0 === v }) {
                v.removeFromSuperview()
            }
            shownItems = (leftItems, rightItems)
            itemCentres = []
            var constraints: [LayoutConstraint] = []
            for v in leftItems + rightItems {
                if v.superview !== self { addSubview(v) }
                v.translatesAutoresizingMaskIntoConstraints = false
                itemCentres.append(v.centerYAnchor.constraint(equalTo: topAnchor, constant: standardHeight / 2))
            }
            for (i, v) in leftItems.enumerated() {
                constraints.append(i == 0 ? v.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor)
                                          : v.leadingAnchor.constraint(equalTo: leftItems[i - 1].trailingAnchor, constant: 8))
            }
            for (i, v) in rightItems.enumerated() {
                constraints.append(i == 0 ? v.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor)
                                          : v.trailingAnchor.constraint(equalTo: rightItems[i - 1].leadingAnchor, constant: -8))
            }
            LayoutConstraint.activate(constraints + itemCentres)
        }
        for c in itemCentres { c.constant = standardHeight / 2 }
    }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        Size(width: noIntrinsicMetric, height: height(in: context.environment))
    }
}

/// UITabBar: 49 tall above the bottom safe area (32 in compact height, 50 on an iPad), reaching
/// on under the home indicator.
open class TabBar: View {
    /// UIBarStyle (drawing only).
    open var barStyle: BarStyle = .default
    open var isTranslucent = true
    open var barTintColor: Color?
    /// The appearances UIKit picks by scroll position; they do not change the bar's size.
    open var standardAppearance = TabBarAppearance()
    open var scrollEdgeAppearance: TabBarAppearance?
    open var unselectedItemTintColor: Color?

    override public init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UITabBar" }

    /// The bar's height above the bottom safe area.
    public func height(in environment: Environment) -> Double {
        BarMetrics.tabBarHeight(pad: BarMetrics.isPad(environment), compactHeight: environment.verticalSizeClass == .compact)
    }
}

/// UIToolbar: a navigation controller's toolbar (`BarMetrics.toolbarHeight`).
open class Toolbar: View {
    /// UIBarStyle (drawing only).
    open var barStyle: BarStyle = .default
    open var isTranslucent = true
    open var barTintColor: Color?
    /// The appearances UIKit picks by height and scroll position; they do not change the bar's size.
    open var standardAppearance = ToolbarAppearance()
    open var compactAppearance: ToolbarAppearance?
    open var scrollEdgeAppearance: ToolbarAppearance?
    open var compactScrollEdgeAppearance: ToolbarAppearance?

    override public init(frame: Rect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UIToolbar" }

    /// The toolbar's height above the bottom safe area (49 with a home indicator, which an
    /// environment shows as a bottom safe-area inset).
    public func height(in environment: Environment) -> Double {
        BarMetrics.toolbarHeight(pad: BarMetrics.isPad(environment), compactHeight: environment.verticalSizeClass == .compact,
                                 homeIndicator: environment.safeAreaInsets.bottom > 0)
    }

    override open func intrinsicContentSize(_ context: MeasureContext) -> Size {
        Size(width: noIntrinsicMetric, height: height(in: context.environment))
    }
}
