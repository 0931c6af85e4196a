// UIViewController and UIWindow: the view's life cycle as UIKit drives it, so a view controller
// written for UIKit (loadView, viewDidLoad, viewWillAppear, viewDidLayoutSubviews) runs unchanged.

/// UIViewController: loads its view on first access (`loadView`, then `viewDidLoad`) and hears of
/// its view's layout (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`). Also the deprecated top and
/// bottom layout guides (bounded by the safe area) for VFL such as `V:[topLayoutGuide][bar]`.
open class UIViewController: NSObject, UIContentContainer {
    private(set) var loadedView: View?
    private var isLoadingView = false
    /// The identifier `loadView()` gives the root view, the name results use for it.
    public let rootIdentifier: String

    /// UIViewController.view: loaded on first access, as in UIKit. Assigning it (from `loadView()`)
    /// replaces the root view.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// UIViewController.viewIfLoaded.
    public var viewIfLoaded: View? { loadedView }
    /// UIViewController.isViewLoaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The title a navigation bar or tab bar item shows; it does not change the view's layout.
    open var title: String?

    // UIResponder, which UIKit's controllers are: they override these (a PIN pad that takes the
    // hardware keyboard, a chat screen whose input bar is its accessory view, touches that end
    // editing). Nothing is typed or touched here; the overrides are kept and asked as UIKit asks.
    private var isFirstResponderFlag = false
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { isFirstResponderFlag }
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        isFirstResponderFlag = true
        return true
    }
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        isFirstResponderFlag = false
        return true
    }
    open var keyCommands: [UIKeyCommand]? { nil }
    open var inputView: View? { nil }
    open var inputAccessoryView: View? { nil }
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// UIAccessibilityAction, which UIKit's controllers answer as responders: VoiceOver's escape
    /// (dismiss) and magic tap. No VoiceOver runs here; an app's overrides are kept.
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// UIViewController.navigationItem: what a navigation bar shows while this controller is on top.
    public private(set) lazy var navigationItem = UINavigationItem(title: nil)
    /// UIViewController.tabBarItem: what a tab bar shows for this controller.
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)
    /// Hides a tab bar controller's bar while this controller is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed = false
    /// Whether the view extends under an opaque bar (false: it starts below it), as in UIKit.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The edges along which the view extends under a container's bars (all by default).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// UIViewController.additionalSafeAreaInsets: added to the view's safe area, and so to its
    /// subviews' where they overlap it (facts §6).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.additionalSafeAreaInsets = additionalSafeAreaInsets }
    }
    /// UIViewController.automaticallyAdjustsScrollViewInsets (deprecated; scroll views follow
    /// `contentInsetAdjustmentBehavior`).
    open var automaticallyAdjustsScrollViewInsets = true

    /// The navigation controller whose stack holds this controller (or an ancestor of it).
    public var navigationController: UINavigationController? {
        var cur = parent
        while let c = cur {
            if let nav = c as? UINavigationController { return nav }
            cur = c.parent
        }
        return self as? UINavigationController
    }

    /// The tab bar controller this controller (or an ancestor) is a tab of.
    public var tabBarController: UITabBarController? {
        var cur = parent
        while let c = cur {
            if let tab = c as? UITabBarController { return tab }
            cur = c.parent
        }
        return nil
    }

    public private(set) lazy var topLayoutGuide: any UILayoutSupport = makeSupportGuide("topLayoutGuide", top: true)
    public private(set) lazy var bottomLayoutGuide: any UILayoutSupport = makeSupportGuide("bottomLayoutGuide", top: false)

    /// The controllers added with `addChild(_:)`, in order.
    public private(set) var children: [UIViewController] = []
    /// The controller this one was added to.
    public private(set) weak var parent: UIViewController?

    /// UIViewController(nibName:bundle:): there are no nibs to load here, so the view comes from
    /// `loadView()` whatever the arguments.
    public init(nibName: String?, bundle: Bundle?) {
        rootIdentifier = "root"
    }

    /// UIViewController(coder:): as `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        rootIdentifier = "root"
    }

    /// A controller whose root view is named `rootIdentifier` in results.
    public init(rootIdentifier: String) {
        self.rootIdentifier = rootIdentifier
    }

    /// UIViewController(): as `init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Makes the root view; an override assigns `view` itself (`view = MapView()`).
    open func loadView() {
        view = View(identifier: rootIdentifier)
    }

    /// Called once, after the view is loaded: subclasses build their view hierarchy here.
    open func viewDidLoad() {}
    /// Called by a window before the first layout (and by the harness for each scenario).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called by a window after the first layout.
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called in each layout pass before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called in each layout pass after the root view laid out its subviews (frames are final,
    /// except what this method changes, which the engine solves again).
    open func viewDidLayoutSubviews() {}

    /// UIViewController.traitCollection: its view's (the scenario's device, orientation, text size).
    public var traitCollection: TraitCollection { view.traitCollection }
    /// Called after the view's traits changed (a rotation or another text size), as UIKit calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// UIViewController.loadViewIfNeeded(): `loadView()` then `viewDidLoad()`, the first time.
    public func loadViewIfNeeded() {
        if loadedView != nil || isLoadingView { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { install(View(identifier: rootIdentifier)) }
        isLoadingView = false
        viewDidLoad()
    }

    private func install(_ newView: View?) {
        loadedView?.willLayoutSubviews = nil
        loadedView?.didLayoutSubviews = nil
        loadedView?.didChangeTraits = nil
        loadedView = newView
        guard let newView else { return }
        if newView.identifier.isEmpty { newView.identifier = rootIdentifier }
        newView.setPropertyNamesOwner(self)
        if additionalSafeAreaInsets != .zero { newView.additionalSafeAreaInsets = additionalSafeAreaInsets }
        // Weak: a view does not keep its controller alive (UIKit's window or parent does).
        newView.willLayoutSubviews = { [weak self] in self?.viewWillLayoutSubviews() }
        newView.didLayoutSubviews = { [weak self] in self?.viewDidLayoutSubviews() }
        newView.didChangeTraits = { [weak self] previous in self?.traitCollectionDidChange(previous) }
    }

    // MARK: Presentation (recorded: a window lays out its root controller only)

    /// How a presented controller is shown; layout does not depend on it here.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    /// UIViewController.preferredContentSize: what the controller asks of a popover or container.
    open var preferredContentSize: CGSize = .zero
    /// The controller this one presented, until it is dismissed.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public private(set) weak var presentingViewController: UIViewController?
    /// The popover controller while `modalPresentationStyle` is `.popover` (PresentationController.swift).
    open var popoverPresentationController: UIPopoverPresentationController? { popoverController() }
    /// Presentation settings and controller, for the extensions in PresentationController.swift.
    let presentationState = PresentationState()
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var shouldAutorotate: Bool { true }

    /// UIViewController.present(_:animated:completion:): loads the presented controller's view and
    /// runs the presentation (its presentation controller and transition, PresentationController.swift),
    /// then `completion`; the window keeps laying out its root controller (lay the presented one
    /// out in a window of its own to check it).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.loadViewIfNeeded()
        runPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// UIViewController.dismiss(animated:completion:): ends this controller's presentation, or
    /// the one it made.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            runDismissal(of: presented, animated: flag, completion: nil)
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.runDismissal(of: self, animated: flag, completion: nil)
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    open func setNeedsStatusBarAppearanceUpdate() {}

    /// UIContentContainer: a child's preferred size changed (nothing is resized here).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// UIContentContainer: the window is about to take `size` (a rotation); called by
    /// `UIWindow.setEnvironment` with a coordinator that runs the animations at once.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: Containment

    /// UIViewController.addChild(_:): the child's view is added by the caller, as in UIKit.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// UIViewController.removeFromParent().
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    private func makeSupportGuide(_ name: String, top: Bool) -> LayoutSupportGuide {
        let g = LayoutSupportGuide(identifier: name, top: top)
        view.addLayoutGuide(g)
        let safe = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            g.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            g.widthAnchor.constraint(equalTo: view.widthAnchor),
            top ? g.topAnchor.constraint(equalTo: view.topAnchor) : g.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            top ? g.bottomAnchor.constraint(equalTo: safe.topAnchor) : g.topAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        return g
    }
}

/// A window hosting a view controller in an environment; `layoutIfNeeded` lays it out.
public final class UIWindow {
    public let rootViewController: UIViewController
    public let engine: LayoutEngine

    /// Loads the controller's view and tells it it will appear, as a window does when it becomes key.
    public init(rootViewController: UIViewController, environment: Environment, measurer: any TextMeasuring) throws {
        self.rootViewController = rootViewController
        rootViewController.loadViewIfNeeded()
        rootViewController.viewWillAppear(false)
        self.engine = try LayoutEngine(root: rootViewController.view, environment: environment, measurer: measurer)
    }

    @discardableResult
    public func layoutIfNeeded() -> LayoutResult { engine.layout() }

    /// Rotation or another device: tells the controller (`viewWillTransition(to:with:)`) when
    /// the size changes, then re-solves in place and completes the transition.
    @discardableResult
    public func setEnvironment(_ environment: Environment) throws -> LayoutResult {
        let coordinator = ImmediateTransitionCoordinator()
        if environment.windowSize != engine.environment.windowSize {
            rootViewController.viewWillTransition(to: environment.windowSize, with: coordinator)
        }
        let result = try engine.update(environment: environment)
        coordinator.complete()
        return result
    }
}
