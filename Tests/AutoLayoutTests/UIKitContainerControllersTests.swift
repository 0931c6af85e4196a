// UIKit's container controllers and system controls as app code uses them: navigation and tab
// bar controllers whose bars set the child's safe area, bar items, additional safe-area insets,
// presentation and rotation callbacks, and the system controls' intrinsic sizes. Every frame is
// derived by hand in the comment beside it.
// Text metrics are FixedMetricsMeasurer's: 0.5 × size per character, 1.2 × size per line.
import Testing
import UIKitCompat

/// A screen pushed on a navigation stack: a label 8 below the top of the safe area, one 8 above its bottom.
private final class InboxViewController: UIViewController {
    let top = UILabel()
    let bottom = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        for (label, name) in [(top, "top"), (bottom, "bottom")] {
            label.accessibilityIdentifier = name
            label.text = name
            label.font = .systemFont(ofSize: 10)
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            top.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            bottom.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
            bottom.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}

@Suite struct UIKitContainerControllersTests {
    // MARK: Navigation and tab bar controllers

    /// On the SE the bar sits below the 20-point status bar, 44 tall: (0, 20, 375, 44). The child's
    /// view fills the screen under the translucent bar and its safe area starts at 20 + 44 = 64:
    /// the top label ("top", 3 × 5 = 15 × 12) at y 64 + 8 = 72, x 16 (the root's margin); the
    /// bottom label ends 8 above the screen's bottom (no bottom inset): y 667 − 8 − 12 = 647.
    @Test func navigationControllerChildUnderTheBarOnSE() throws {
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let r = try UIWindow(rootViewController: nav, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("navigationController.UINavigationBar[0]") == rect(0, 20, 375, 44))
        #expect(r.windowFrame("root") == rect(0, 0, 375, 667))
        #expect(r.windowFrame("top") == rect(16, 72, 15, 12))
        #expect(r.windowFrame("bottom") == rect(16, 647, 30, 12))
        #expect(inbox.navigationController === nav)
        #expect(nav.navigationBar.titleLabel.text == "Inbox")
    }

    /// On the iPhone 15 Pro with large titles the bar is 44 + 52 = 96 tall below the 59-point
    /// status area: (0, 59, 393, 96); the child's safe area starts at 59 + 96 = 155: the top label
    /// at y 163, x 16 (393 is compact width: a root's minimum margin is 16).
    @Test func navigationControllerLargeTitleOnNotchedPhone() throws {
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        nav.navigationBar.prefersLargeTitles = true
        let window = try UIWindow(rootViewController: nav, environment: Devices.pro15(), measurer: FixedMetricsMeasurer())
        let r = window.layoutIfNeeded()
        #expect(r.windowFrame("navigationController.UINavigationBar[0]") == rect(0, 59, 393, 96))
        #expect(r.windowFrame("top") == rect(16, 163, 15, 12))
        // An item that opts out shows the standard 44-point bar: the label at 59 + 44 + 8 = 111.
        inbox.navigationItem.largeTitleDisplayMode = .never
        let r2 = window.layoutIfNeeded()
        #expect(r2.windowFrame("navigationController.UINavigationBar[0]") == rect(0, 59, 393, 44))
        #expect(r2.windowFrame("top") == rect(16, 111, 15, 12))
    }

    /// Under an opaque bar the child's view starts below it (SE: at 64, 667 − 64 = 603 tall) and
    /// has no top inset: the top label at 64 + 8 = 72 in the window, 8 in its view.
    @Test func opaqueBarPutsTheChildBelowIt() throws {
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        nav.navigationBar.isTranslucent = false
        let r = try UIWindow(rootViewController: nav, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("root") == rect(0, 64, 375, 603))
        #expect(r.frame("top") == rect(16, 8, 15, 12))
    }

    /// iPhone 15 Pro: the tab bar is 49 above the 34-point home indicator and reaches the bottom:
    /// (0, 852 − 34 − 49 = 769, 393, 83). The child's view fills the screen and its safe area ends at
    /// 769: the bottom label ("bottom", 30 × 12) at y 769 − 8 − 12 = 749; the top one at 59 + 8 = 67.
    @Test func tabBarControllerChildAboveTheTabBar() throws {
        let inbox = InboxViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox, UIViewController()]
        let r = try UIWindow(rootViewController: tabs, environment: Devices.pro15(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("tabBarController.UITabBar[0]") == rect(0, 769, 393, 83))
        #expect(r.windowFrame("root") == rect(0, 0, 393, 852))
        #expect(r.windowFrame("bottom") == rect(16, 749, 30, 12))
        #expect(r.windowFrame("top") == rect(16, 67, 15, 12))
        #expect(inbox.tabBarController === tabs)
    }

    /// A navigation stack in a tab: the child is under both bars. SE: top 20 + 44 = 64, bottom
    /// 667 − 49 = 618: the labels at 72 and 618 − 8 − 12 = 598. Pushed with
    /// `hidesBottomBarWhenPushed`, the tab bar hides: the bottom label at 667 − 8 − 12 = 647.
    @Test func navigationInTabAndHidesBottomBarWhenPushed() throws {
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let window = try UIWindow(rootViewController: tabs, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        let r = window.layoutIfNeeded()
        #expect(r.windowFrame("top") == rect(16, 72, 15, 12))
        #expect(r.windowFrame("bottom") == rect(16, 598, 30, 12))
        let detail = InboxViewController(rootIdentifier: "detail")
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        let r2 = window.layoutIfNeeded()
        #expect(r2.view("root") == nil)
        #expect(r2.windowFrame("detail") == rect(0, 0, 375, 667))
        #expect(r2.windowFrame("bottom") == rect(16, 647, 30, 12))
    }

    /// Bar button items on the SE's 44-point bar (y 20), centred in it (centre y 42): "Cancel" and
    /// "Edit" in 17 points are 6 × 8.5 = 51 and 4 × 8.5 = 34 wide, 20.4 → 21 tall (whole points,
    /// as a button without a configuration rounds), so both at y 42 − 10.5 = 31.5; Cancel at the
    /// bar's leading margin, x 16, Edit ending at its trailing margin, 375 − 16 − 34 = 325.
    @Test func barButtonItemsSitAtTheBarMargins() throws {
        let inbox = InboxViewController()
        inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: inbox, action: nil)
        let nav = UINavigationController(rootViewController: inbox)
        let r = try UIWindow(rootViewController: nav, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("navigationController.UINavigationBar[0].UIButton[0]") == rect(16, 31.5, 51, 21))
        #expect(r.windowFrame("navigationController.UINavigationBar[0].UIButton[1]") == rect(325, 31.5, 34, 21))
        #expect(r.diagnostics.isEmpty)
    }

    /// A title view replaces the title, centred in the standard bar: 100 × 30 on the SE's bar at
    /// y 20: x (375 − 100) / 2 = 137.5, y 20 + (44 − 30) / 2 = 27.
    @Test func titleViewIsCentredInTheBar() throws {
        let inbox = InboxViewController()
        let segments = UIView()
        segments.accessibilityIdentifier = "segments"
        segments.widthAnchor.constraint(equalToConstant: 100).isActive = true
        segments.heightAnchor.constraint(equalToConstant: 30).isActive = true
        inbox.navigationItem.titleView = segments
        let nav = UINavigationController(rootViewController: inbox)
        let r = try UIWindow(rootViewController: nav, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("segments") == rect(137.5, 27, 100, 30))
        #expect(nav.navigationBar.titleLabel.isHidden)
    }

    /// `additionalSafeAreaInsets` adds to the root's safe area: SE, 20 + 10 = 30 on top, 0 + 6 at
    /// the bottom: the labels at 30 + 8 = 38 and 667 − 6 − 8 − 12 = 641.
    @Test func additionalSafeAreaInsets() throws {
        let inbox = InboxViewController()
        inbox.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        let r = try UIWindow(rootViewController: inbox, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        #expect(r.windowFrame("top") == rect(16, 38, 15, 12))
        #expect(r.windowFrame("bottom") == rect(16, 641, 30, 12))
    }

    /// Presenting records the pair and loads the presented view; dismissing ends it. Rotating the
    /// window (`setEnvironment`) tells the root controller the new size first, runs the
    /// coordinator's animation block at once and its completion after the layout.
    @Test func presentationAndRotationCallbacks() throws {
        final class Rotating: UIViewController {
            var sizes: [CGSize] = []
            var completed = 0
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { _ in self.sizes.append(size) }, completion: { _ in self.completed += 1 })
            }
        }
        let controller = Rotating()
        let sheet = UIViewController(rootIdentifier: "sheet")
        sheet.modalPresentationStyle = .pageSheet
        controller.present(sheet, animated: true)
        #expect(controller.presentedViewController === sheet)
        #expect(sheet.presentingViewController === controller)
        #expect(sheet.isViewLoaded)
        sheet.dismiss(animated: true)
        #expect(controller.presentedViewController == nil)
        let window = try UIWindow(rootViewController: controller, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        _ = window.layoutIfNeeded()
        let r = try window.setEnvironment(Devices.se(landscape: true))
        #expect(controller.sizes == [CGSize(width: 667, height: 375)])
        #expect(controller.completed == 1)
        #expect(r.frame("root") == rect(0, 0, 667, 375))
    }

    /// A screen made from `controller.view` alone, as the harness makes one: the navigation
    /// controller is released (nothing holds it: no cycle), and its view still lays out the bar
    /// and the child's safe area: on the SE the top label at 20 + 44 + 8 = 72, as above.
    @Test func containerViewOutlivesItsController() throws {
        weak var released: UINavigationController?
        var made: UIView?
        do {
            let nav = UINavigationController(rootViewController: InboxViewController())
            nav.loadViewIfNeeded()
            made = nav.view
            released = nav
        }
        #expect(released == nil)
        let root = try #require(made)
        let r = try lay(root, Devices.se())
        #expect(r.windowFrame("navigationController.UINavigationBar[0]") == rect(0, 20, 375, 44))
        #expect(r.windowFrame("top") == rect(16, 72, 15, 12))
    }

    // MARK: System controls

    /// An activity indicator is 20 × 20 (37 × 37 large) and hidden until it animates; a page
    /// control of 3 pages is 16 × 3 − 9 = 39 × 37, of 5 pages 16 × 5 − 9 = 71 × 37 (facts §15).
    /// Centred in 320 × 480 (centre 160, 240): x = 160 − w / 2, y = 240 − h / 2.
    @Test func activityIndicatorAndPageControlSizes() throws {
        let root = UIView(identifier: "root")
        let spinner = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        let more = UIPageControl()
        more.numberOfPages = 5
        for (v, name) in [(spinner, "spinner"), (large, "large"), (pages, "pages"), (more, "more")] as [(UIView, String)] {
            v.accessibilityIdentifier = name
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        }
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        let r = try lay(root, Devices.plain(320, 480))
        #expect(r.frame("spinner") == rect(150, 230, 20, 20))
        #expect(r.frame("large") == rect(141.5, 221.5, 37, 37))
        #expect(r.frame("pages") == rect(140.5, 221.5, 39, 37))
        #expect(r.frame("more") == rect(124.5, 221.5, 71, 37))
        #expect(pages.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    /// A text view that does not scroll sizes itself: "Hello world" in 10 pt is 11 × 5 = 55 wide,
    /// plus 5 + 5 of line fragment padding: 65; one 12-point line plus 8 + 8 of inset: 28. Pinned
    /// 20 from the leading and top edges. With scrolling on it has no intrinsic size.
    @Test func nonScrollingTextViewSizesItself() throws {
        let root = UIView(identifier: "root")
        let text = UITextView()
        text.accessibilityIdentifier = "text"
        text.text = "Hello world"
        text.font = .systemFont(ofSize: 10)
        text.isScrollEnabled = false
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        text.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        let r = try lay(root, Devices.plain(320, 480))
        #expect(r.frame("text") == rect(20, 20, 65, 28))
        text.isScrollEnabled = true
        #expect(text.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// A visual effect view's content view fills it; a slider is 30 tall in its alignment rectangle
    /// and 31 in its frame, 2 wider on each side; a stepper 94 × 32.
    @Test func effectViewSliderAndStepper() throws {
        let root = UIView(identifier: "root")
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.accessibilityIdentifier = "blur"
        let label = UILabel()
        label.accessibilityIdentifier = "label"
        label.text = "Hi"
        label.font = .systemFont(ofSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        blur.contentView.addSubview(label)
        let slider = UISlider()
        slider.accessibilityIdentifier = "slider"
        let stepper = UIStepper()
        stepper.accessibilityIdentifier = "stepper"
        for v in [blur, slider, stepper] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            blur.topAnchor.constraint(equalTo: root.topAnchor),
            blur.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            blur.widthAnchor.constraint(equalToConstant: 100),
            blur.heightAnchor.constraint(equalToConstant: 40),
            label.centerXAnchor.constraint(equalTo: blur.contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: blur.contentView.centerYAnchor),
            slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            stepper.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            stepper.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        let r = try lay(root, Devices.plain(320, 480))
        // "Hi" is 10 × 12, centred in 100 × 40: (45, 14).
        #expect(r.frame("label") == rect(45, 14, 10, 12))
        #expect(r.frame("blur._UIVisualEffectContentView[0]") == rect(0, 0, 100, 40))
        // Alignment rectangle x 20…300, y 100…130; the frame 2 further out each side and 1 below.
        #expect(r.frame("slider") == rect(18, 100, 284, 31))
        #expect(r.frame("stepper") == rect(0, 200, 94, 32))
    }
}
