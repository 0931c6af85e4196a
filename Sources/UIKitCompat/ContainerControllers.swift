// UINavigationController and UITabBarController: their bars, as tall as UIKit draws them on the
// device (`BarMetrics`), set their child's safe area as UIKit does: the child's view fills the
// container under a translucent bar and its safe area ends below the status bar and the bar
// (44, or 96 with a large title; a tab bar's 49 above the home indicator); under an opaque bar
// the view starts below it. Their items are in BarItems.swift.

/// The view a container shows its child's view in, pinned to the container's edges; the child's
/// view fills it. Its top or bottom follows the bar when the child does not extend under it.
final class ChildSlot {
    let wrapper: SystemContainerView
    let top: LayoutConstraint, bottom: LayoutConstraint
    /// The alternatives when the view stops at a bar instead.
    var topBelowBar: LayoutConstraint?, bottomAboveBar: LayoutConstraint?
    private var shown: View?

    init(in container: View, uikitName: String) {
        wrapper = SystemContainerView(uikitName: uikitName)
        wrapper.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(wrapper)
        top = wrapper.topAnchor.constraint(equalTo: container.topAnchor)
        bottom = wrapper.bottomAnchor.constraint(equalTo: container.bottomAnchor)
        LayoutConstraint.activate([
            top, bottom,
            wrapper.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            wrapper.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
    }

    /// Shows `view` filling the slot (a container lays out its child's view by its edges).
    func show(_ view: View?) {
        if shown === view { return }
        shown?.removeFromSuperview()
        shown = view
        guard let view else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        wrapper.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: wrapper.topAnchor),
            view.bottomAnchor.constraint(equalTo: wrapper.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor),
        ])
    }

    /// The margins last given the shown view (UIKit's system minimum for a controller's view).
    private var givenMargins: DirectionalEdgeInsets?

    /// A controller's view has the system minimum margins (16 or 20 at the sides, facts §6), as the
    /// root of a window has; the engine gives them to its root only, so the container sets them
    /// on its child's view, unless the app set margins of its own.
    func applyControllerMargins(_ environment: Environment) {
        guard let view = shown else { return }
        let current = view.directionalLayoutMargins
        let untouched = current == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) || current == givenMargins
        guard untouched else { return }
        let minimum = systemMinimumLayoutMargins(environment)
        view.directionalLayoutMargins = minimum
        givenMargins = minimum
    }

    /// The slot's top at the container's top or below the bar; likewise the bottom.
    func place(topBelowBar below: Bool, bottomAboveBar above: Bool) {
        top.isActive = !below
        topBelowBar?.isActive = below
        bottom.isActive = !above
        bottomAboveBar?.isActive = above
    }

    /// Marks a scroll view that is the child's content (its view, or that view's first subview) as
    /// a container's content: its `automatic` inset then takes the top and bottom safe area (UIKit's header).
    static func markContainerContent(_ view: View?) {
        if let scroll = view as? ScrollView { scroll.isContainerContent = true }
        if let scroll = view?.subviews.first as? ScrollView { scroll.isContainerContent = true }
    }
}

/// A navigation controller's stack, bars and slot. Its root view's layout callback holds this, not
/// the controller: a screen made from `controller.view` alone (as the harness makes one) keeps its
/// bars and children working after the controller is gone, and nothing forms a cycle.
final class NavigationStack {
    var viewControllers: [UIViewController] = []
    let navigationBar = NavigationBar(frame: .zero)
    let toolbar = Toolbar(frame: .zero)
    var isNavigationBarHidden = false
    var isToolbarHidden = true
    var slot: ChildSlot?
    var barHeight: LayoutConstraint?
    var toolbarHeight: LayoutConstraint?

    var topViewController: UIViewController? { viewControllers.last }

    /// Builds the root's subviews: the slot, the bar below the status bar, the toolbar above the
    /// bottom safe area.
    func install(in root: SystemContainerView) {
        let slot = ChildSlot(in: root, uikitName: "UINavigationTransitionView")
        self.slot = slot
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        let barHeight = navigationBar.heightAnchor.constraint(equalToConstant: 44)
        let toolbarHeight = toolbar.heightAnchor.constraint(equalToConstant: 44)
        self.barHeight = barHeight
        self.toolbarHeight = toolbarHeight
        // The bar sits below the status bar, which the root's safe area ends at.
        LayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            navigationBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            barHeight,
            toolbar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            toolbarHeight,
        ])
        slot.topBelowBar = slot.wrapper.topAnchor.constraint(equalTo: navigationBar.bottomAnchor)
        slot.bottomAboveBar = slot.wrapper.bottomAnchor.constraint(equalTo: toolbar.topAnchor)
        root.onUpdateConstraints = { [self, weak root] in
            if let environment = root?.hostingEnvironment { self.update(environment) }
        }
    }

    func showTop() { slot?.show(topViewController?.view) }

    /// Whether the top controller shows a large title: the bar prefers them and the item does not
    /// opt out (`automatic` follows the controller below it, as in UIKit).
    var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        for c in viewControllers.reversed() {
            switch c.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Called as the layout starts (the root's `updateConstraints`): the bars' heights for the
    /// environment, what they show, and where the child's view and safe area end.
    func update(_ environment: Environment) {
        guard let slot else { return }
        showTop()
        let top = topViewController
        let compact = environment.verticalSizeClass == .compact
        navigationBar.showsLargeTitle = showsLargeTitle && !compact
        navigationBar.directionalLayoutMargins = systemMinimumLayoutMargins(environment)
        let standard = BarMetrics.navigationBarHeight(pad: BarMetrics.isPad(environment), compactHeight: compact)
        let barShown = !isNavigationBarHidden
        let bar = barShown ? navigationBar.height(in: environment) : 0
        barHeight?.constant = bar
        navigationBar.isHidden = !barShown
        navigationBar.show(title: top?.navigationItem.title ?? top?.title, standardHeight: standard, large: navigationBar.showsLargeTitle)
        let item = top?.navigationItem
        navigationBar.show(titleView: item?.titleView, standardHeight: standard)
        navigationBar.show(leftItems: (item?.leftBarButtonItems ?? []).compactMap(\.barView),
                           rightItems: (item?.rightBarButtonItems ?? []).compactMap(\.barView), standardHeight: standard)
        let toolbarShown = !isToolbarHidden
        let toolbarLength = toolbarShown ? toolbar.height(in: environment) : 0
        toolbarHeight?.constant = toolbarLength
        toolbar.isHidden = !toolbarShown
        let extendsTop = top?.edgesForExtendedLayout.contains(.top) ?? true
        let extendsBottom = top?.edgesForExtendedLayout.contains(.bottom) ?? true
        let underOpaque = top?.extendedLayoutIncludesOpaqueBars ?? false
        let belowBar = barShown && (!extendsTop || !navigationBar.isTranslucent && !underOpaque)
        let aboveToolbar = toolbarShown && (!extendsBottom || !toolbar.isTranslucent && !underOpaque)
        slot.place(topBelowBar: belowBar, bottomAboveBar: aboveToolbar)
        slot.wrapper.additionalSafeAreaInsets = UIEdgeInsets(top: barShown && !belowBar ? bar : 0, left: 0,
                                                             bottom: toolbarShown && !aboveToolbar ? toolbarLength : 0, right: 0)
        ChildSlot.markContainerContent(top?.view)
        slot.applyControllerMargins(environment)
    }
}

/// UINavigationController: a stack of controllers under a navigation bar; the top one's view is shown.
open class UINavigationController: UIViewController {
    let stack = NavigationStack()
    public var viewControllers: [UIViewController] {
        get { stack.viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }
    /// UINavigationController.navigationBar.
    public var navigationBar: NavigationBar { stack.navigationBar }
    /// UINavigationController.toolbar, shown when `isToolbarHidden` is false.
    public var toolbar: Toolbar { stack.toolbar }
    open var isNavigationBarHidden: Bool {
        get { stack.isNavigationBarHidden }
        set { stack.isNavigationBarHidden = newValue }
    }
    open var isToolbarHidden: Bool {
        get { stack.isToolbarHidden }
        set { stack.isToolbarHidden = newValue }
    }
    open var hidesBarsOnSwipe = false

    /// UINavigationController(rootViewController:).
    public init(rootViewController: UIViewController) {
        super.init(rootIdentifier: "navigationController")
        setViewControllers([rootViewController], animated: false)
    }

    /// UINavigationController(navigationBarClass:toolbarClass:): the bar classes are this module's own.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(rootIdentifier: "navigationController")
    }

    override public init(nibName: String?, bundle: Bundle?) {
        super.init(rootIdentifier: "navigationController")
    }

    /// A navigation controller whose view is named `rootIdentifier` in results.
    override public init(rootIdentifier: String) {
        super.init(rootIdentifier: rootIdentifier)
    }

    public required init?(coder: NSCoder) {
        super.init(rootIdentifier: "navigationController")
    }

    open var topViewController: UIViewController? { stack.topViewController }
    open var visibleViewController: UIViewController? { topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers(Array(viewControllers.prefix(1)), animated: animated)
        return popped
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for old in stack.viewControllers where !controllers.contains(where: { $0 === old }) { old.removeFromParent() }
        stack.viewControllers = controllers
        for c in controllers where c.parent !== self { addChild(c) }
        if isViewLoaded { stack.showTop() }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    override open func loadView() {
        let root = SystemContainerView(uikitName: "UILayoutContainerView")
        root.identifier = rootIdentifier
        root.viewRespectsSystemMinimumLayoutMargins = true
        view = root
        stack.install(in: root)
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        stack.showTop()
    }
}

/// A tab bar controller's tabs, bar and slot, held by its root view's layout callback (as
/// `NavigationStack` is, for the same reason).
final class TabStack {
    var viewControllers: [UIViewController]?
    var selectedIndex = 0
    let tabBar = TabBar(frame: .zero)
    var slot: ChildSlot?
    var tabBarTop: LayoutConstraint?

    var selectedViewController: UIViewController? {
        guard let all = viewControllers, all.indices.contains(selectedIndex) else { return nil }
        return all[selectedIndex]
    }

    func install(in root: SystemContainerView) {
        let slot = ChildSlot(in: root, uikitName: "UITransitionView")
        self.slot = slot
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(tabBar)
        // The bar's items sit above the bottom safe area; the bar itself reaches the screen's edge.
        let top = tabBar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -49)
        tabBarTop = top
        LayoutConstraint.activate([
            top,
            tabBar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            tabBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tabBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        slot.bottomAboveBar = slot.wrapper.bottomAnchor.constraint(equalTo: tabBar.topAnchor)
        root.onUpdateConstraints = { [self, weak root] in
            if let environment = root?.hostingEnvironment { self.update(environment) }
        }
    }

    func showSelected() { slot?.show(selectedViewController?.view) }

    /// Whether the selected tab hides the bar: a navigation stack whose pushed top controller
    /// asks to (`hidesBottomBarWhenPushed`).
    var barHidden: Bool {
        guard let nav = selectedViewController as? UINavigationController, nav.viewControllers.count > 1 else { return false }
        return nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Called as the layout starts: the bar's height for the environment and the child's safe area.
    func update(_ environment: Environment) {
        guard let slot else { return }
        showSelected()
        let hidden = barHidden
        let height = hidden ? 0 : tabBar.height(in: environment)
        tabBarTop?.constant = -height
        tabBar.isHidden = hidden
        let selected = selectedViewController
        let content = (selected as? UINavigationController)?.topViewController ?? selected
        let extendsBottom = content?.edgesForExtendedLayout.contains(.bottom) ?? true
        let aboveBar = !hidden && (!extendsBottom || !tabBar.isTranslucent && !(content?.extendedLayoutIncludesOpaqueBars ?? false))
        slot.place(topBelowBar: false, bottomAboveBar: aboveBar)
        slot.wrapper.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: hidden || aboveBar ? 0 : height, right: 0)
        if !(selected is UINavigationController) { ChildSlot.markContainerContent(selected?.view) }
        slot.applyControllerMargins(environment)
    }
}

/// UITabBarController: its selected child's view above a tab bar.
open class UITabBarController: UIViewController {
    let tabs = TabStack()
    /// UITabBarController.tabBar.
    public var tabBar: TabBar { tabs.tabBar }
    open var viewControllers: [UIViewController]? {
        get { tabs.viewControllers }
        set {
            let old = tabs.viewControllers ?? []
            for c in old where !(newValue ?? []).contains(where: { $0 === c }) { c.removeFromParent() }
            tabs.viewControllers = newValue
            for c in newValue ?? [] where c.parent !== self { addChild(c) }
            tabs.selectedIndex = min(max(0, tabs.selectedIndex), max(0, (newValue?.count ?? 1) - 1))
            if isViewLoaded { tabs.showSelected() }
        }
    }
    open var selectedIndex: Int {
        get { tabs.selectedIndex }
        set {
            tabs.selectedIndex = newValue
            if isViewLoaded { tabs.showSelected() }
        }
    }
    open var selectedViewController: UIViewController? {
        get { tabs.selectedViewController }
        set {
            if let newValue, let i = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = i }
        }
    }

    override public init(nibName: String?, bundle: Bundle?) {
        super.init(rootIdentifier: "tabBarController")
    }

    /// A tab bar controller whose view is named `rootIdentifier` in results.
    override public init(rootIdentifier: String) {
        super.init(rootIdentifier: rootIdentifier)
    }

    public required init?(coder: NSCoder) {
        super.init(rootIdentifier: "tabBarController")
    }

    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }

    override open func loadView() {
        let root = SystemContainerView(uikitName: "UILayoutContainerView")
        root.identifier = rootIdentifier
        root.viewRespectsSystemMinimumLayoutMargins = true
        view = root
        tabs.install(in: root)
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        tabs.showSelected()
    }
}

/// UITableViewController: a controller whose view is a table it is the data source and delegate of.
open class UITableViewController: UIViewController, TableViewDataSource, TableViewDelegate {
    public let style: TableViewStyle
    private var madeTableView: TableView?

    /// UITableViewController(style:).
    public init(style: TableViewStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    override public init(nibName: String?, bundle: Bundle?) {
        style = .plain
        super.init(nibName: nibName, bundle: bundle)
    }
    override public init(rootIdentifier: String) {
        style = .plain
        super.init(rootIdentifier: rootIdentifier)
    }
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// UITableViewController.tableView: the controller's view.
    open var tableView: TableView! {
        get {
            loadViewIfNeeded()
            return madeTableView
        }
        set {
            madeTableView = newValue
            view = newValue
        }
    }

    override open func loadView() {
        let table = TableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        madeTableView = table
        view = table
    }

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { tableView.sectionFooterHeight }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
