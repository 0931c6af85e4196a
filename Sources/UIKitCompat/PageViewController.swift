// UIPageViewController: shows one page (a child controller) filling its view. Nothing is swiped
// here, so the data source is asked only when code asks it; `setViewControllers` replaces the
// page and tells the delegate nothing (UIKit calls the delegate only for gesture-driven turns).

/// UIPageViewController: its shown page's view fills the page view controller's view.
open class UIPageViewController: UIViewController {
    /// UIPageViewController.TransitionStyle.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll }
    /// UIPageViewController.NavigationOrientation.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical }
    /// UIPageViewController.NavigationDirection.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse }
    /// UIPageViewController.SpineLocation.
    public enum SpineLocation: Int, Sendable { case none = 0, min, mid, max }
    /// UIPageViewController.OptionsKey.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Stored from the options (a book's spine, the gap between scrolled pages): neither moves the shown page.
    public private(set) var spineLocation: SpineLocation
    public let interPageSpacing: CGFloat
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false
    /// The shown pages (one, or two for a double-sided mid spine).
    public private(set) var viewControllers: [UIViewController]?
    /// UIPageViewController.gestureRecognizers: none here (nothing is swiped).
    public var gestureRecognizers: [UIGestureRecognizer] { [] }
    private var pageConstraints: [NSLayoutConstraint] = []

    /// UIPageViewController(transitionStyle:navigationOrientation:options:).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = spine ?? (style == .pageCurl ? .min : .none)
        interPageSpacing = (options?[.interPageSpacing] as? Double) ?? (options?[.interPageSpacing] as? Int).map(Double.init) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// UIPageViewController(coder:): a horizontal scrolling one.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// UIPageViewController.setViewControllers(_:direction:animated:completion:): the first
    /// controller becomes the shown page, its view pinned to this view's edges; the previous page
    /// leaves. `completion` gets true.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        NSLayoutConstraint.deactivate(pageConstraints)
        pageConstraints = []
        for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        if let page = viewControllers?.first {
            if page.parent !== self {
                addChild(page)
            }
            let pageView: UIView = page.view
            pageView.translatesAutoresizingMaskIntoConstraints = false
            if pageView.superview !== view { view.addSubview(pageView) }
            pageConstraints = [
                pageView.topAnchor.constraint(equalTo: view.topAnchor),
                pageView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                pageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                pageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ]
            NSLayoutConstraint.activate(pageConstraints)
            page.didMove(toParent: self)
        }
        completion?(true)
    }
}

/// UIPageViewControllerDataSource: the pages around a page.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Without these two, UIKit shows no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// UIPageViewControllerDelegate: gesture-driven turns (none happen here) and the spine.
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
}
