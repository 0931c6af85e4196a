// The seed screens of SeedScreens.swift, written as UIKit code, laid out through the public
// products only (no @testable) and checked frame by frame against values derived by hand.
import Testing
import UIKitCompat

/// Text metrics simple enough to derive frames by hand: every character advances 0.5 × the
/// point size, a line is 1.2 × the size tall with its baseline 0.8 × the size below its top;
/// text never wraps (every text in the seed screens fits on one line) and a line wider than the
/// width offered is cut to it. Text styles are taken at their default (Large) size.
struct HalfEmMeasurer: TextMeasuring {
    func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let size = request.font.size
        let lines = max(request.string.split(separator: "\n", omittingEmptySubsequences: false).count, 1)
        let longest = request.string.split(separator: "\n").map(\.count).max() ?? 0
        var width = Double(longest) * 0.5 * size
        var truncated = false
        if let limit = request.maxWidth, width > limit + 1e-9 {
            width = limit
            truncated = true
        }
        let height = Double(lines) * 1.2 * size
        return TextMeasurement(size: Size(width: width, height: height), firstBaseline: 0.8 * size,
                               lastBaseline: height - 0.4 * size, lineCount: lines, isTruncated: truncated)
    }
}

/// A 375 × 812 window at 2 pixels per point with a 44 pt top and 34 pt bottom safe area (an
/// iPhone X's portrait insets). The root view of a view controller gets the system minimum
/// margins, 16 pt on each side in compact width, 0 at top and bottom, measured from the safe
/// area: its layout margins and readable content guide are x 16…359, y 44…778.
func layOut(_ install: (UIView) -> Void) throws -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    install(view)
    let window = Environment(windowSize: CGSize(width: 375, height: 812), scale: 2,
                             safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let engine = try LayoutEngine(root: view, environment: window, measurer: HalfEmMeasurer())
    // UIKit's spelling: the engine hosts the tree, so layoutIfNeeded lays it out and every
    // view's frame then holds its laid-out value.
    view.layoutIfNeeded()
    #expect(engine.layout().diagnostics.isEmpty)
    return view
}

/// The view named `name` (its accessibility identifier) anywhere under `root`.
func find(_ name: String, in root: UIView) -> UIView? {
    if root.accessibilityIdentifier == name { return root }
    for subview in root.subviews {
        if let found = find(name, in: subview) { return found }
    }
    return nil
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

@Suite struct SeedScreensLayoutTests {
    /// Buttons at 12 pt: 6 pt a character, 14.4 tall, ceiled to the pixel 14.5. Widths 13 × 6 = 78,
    /// 16 × 6 = 96, 12 × 6 = 72; with two 1 pt lines and four standard 8 pt gaps the row is
    /// 78 + 8 + 1 + 8 + 96 + 8 + 1 + 8 + 72 = 280 wide. The separator's 16 pt height is the row's,
    /// and top-and-bottom alignment stretches every button to it. Centred: x = 187.5 − 140 = 47.5;
    /// bottom 10 above the safe area's 778: y = 768 − 16 = 752.
    @Test func signInFooter() throws {
        let view = try layOut(installSignInFooter)
        let row = try #require(find("loginBottomView", in: view))
        #expect(row.frame == rect(47.5, 752, 280, 16))
        #expect(row.bounds == rect(0, 0, 280, 16))
        #expect(find("findPwdButton", in: view)?.frame == rect(0, 0, 78, 16))
        #expect(find("freezeButton", in: view)?.frame == rect(95, 0, 96, 16))
        #expect(find("moreButton", in: view)?.frame == rect(208, 0, 72, 16))
        // The unnamed separators: 78 + 8 = 86 and 86 + 1 + 8 + 96 + 8 = 199.
        let separators = row.subviews.filter { $0.accessibilityIdentifier == nil }
        #expect(separators.map(\.frame) == [rect(86, 0, 1, 16), rect(199, 0, 1, 16)])
    }

    /// The toolbar runs from the safe area's bottom − 60 = 718 to the window's 812 (94 tall); the
    /// bottom 34 of it are unsafe, so its own safe area is y 0…60. The 120 × 40 button is centred
    /// on that (y 30 − 20 = 10) and 12 from its right (375 − 12 − 120 = 243).
    @Test func bottomToolbarKeepsItsButtonInTheSafeArea() throws {
        let view = try layOut(installBottomToolbar)
        #expect(find("bottomToolbar", in: view)?.frame == rect(0, 718, 375, 94))
        #expect(find("doneButton", in: view)?.frame == rect(243, 10, 120, 40))
    }

    /// At 16 pt a line is 19.2; a borderless field is its line rounded up to whole points plus 1
    /// (`TextField.BorderStyle.none`): 21. It is 6 below the bar's top and 6 above its bottom, so
    /// the bar is 33 tall on the safe area's bottom: y = 778 − 33 = 745. `|-` is the bar's margin,
    /// set to 12 left and right. "Send" is 4 × 8 = 32 wide at 375 − 12 − 32 = 331 and, as a button
    /// without a configuration, its title's 19.2 rounds up to 20, padded 6 above and below: 32; the
    /// field, hugging at only 249, starts at 12 and takes 331 − 8 − 12 = 311. Centre-aligned on the
    /// field's centre (6 + 10.5 = 16.5): y 16.5 − 16 = 0.5.
    @Test func chatInputBarStretchesTheField() throws {
        let view = try layOut(installChatInputBar)
        #expect(find("bar", in: view)?.frame == rect(0, 745, 375, 33))
        #expect(find("textField", in: view)?.frame == rect(12, 6, 311, 21))
        #expect(find("sendButton", in: view)?.frame == rect(331, 0.5, 32, 32))
        #expect(find("bar", in: view)?.layoutMargins == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12))
    }

    /// 49 tall on the safe area's bottom (778 − 49 = 729), five items of 375 / 5 = 75. In an item
    /// the icon is 25 × 25 and the caption2 title (11 pt) 5.5 a character and 13.2 → 13.5 tall: the
    /// content stack is max(25, 4 × 5.5 = 22) = 25 wide and 25 + 2 + 13.5 = 40.5 tall, centred at
    /// x 25 and y 4.25. In the window y 733.25…773.75 snaps to the pixel grid as 733.5…774, so
    /// the content reads y 4.5, height 40.5; the title (y 27 in it, 760.25 → 760.5) x 1.5.
    @Test func tabBarItemsShareTheWidth() throws {
        let view = try layOut { installTabBar(in: $0, titles: ["Home", "Search", "Inbox", "Saved", "More"]) }
        let tabBar = try #require(find("tabBar", in: view) as? UIStackView)
        #expect(tabBar.frame == rect(0, 729, 375, 49))
        #expect(tabBar.arrangedSubviews.map(\.frame) == (0..<5).map { rect(Double($0) * 75, 0, 75, 49) })
        let home = try #require(tabBar.arrangedSubviews.first as? BottomTabBarItemView)
        let content = try #require(home.subviews.first)
        #expect(content.frame == rect(25, 4.5, 25, 40.5))
        #expect(home.iconView.frame == rect(0, 0, 25, 25))
        #expect(home.titleLabel.frame == rect(1.5, 27, 22, 13.5))
        // "Search" is 6 × 5.5 = 33 wide: its content is 33 wide, centred at (75 − 33) / 2 = 21.
        let search = try #require(tabBar.arrangedSubviews.dropFirst().first as? BottomTabBarItemView)
        #expect(search.subviews.first?.frame == rect(21, 4.5, 33, 40.5))
    }

    /// On the root's margins (x 16, 343 wide) from the safe area's top 44. At 20 pt every line is
    /// 24 tall and a character 10 wide; centred items: "Welcome" 70 at (343 − 70) / 2 = 136.5,
    /// "Sign in to continue" 190 at 76.5 and y 32; the hidden "Beta" collapses with its spacing,
    /// so "Terms apply" (110) follows at y 64, x 116.5; the custom 16 after it puts "Start" (50,
    /// a button: its 24-point line padded 6 above and below, 36 tall) at y 64 + 24 + 16 = 104,
    /// x 146.5. Height 104 + 36 = 140.
    @Test func welcomeStackCollapsesTheHiddenItem() throws {
        let view = try layOut(installWelcomeStack)
        let stack = try #require(find("welcomeStack", in: view) as? UIStackView)
        #expect(stack.frame == rect(16, 44, 343, 140))
        #expect(stack.arrangedSubviews.map(\.frame) == [
            rect(136.5, 0, 70, 24), rect(76.5, 32, 190, 24), stack.arrangedSubviews[2].frame,
            rect(116.5, 64, 110, 24), rect(146.5, 104, 50, 36),
        ])
        #expect(stack.arrangedSubviews[2].isHidden)
    }

    /// On the readable content guide (the root's margins here: 343 is under the 672 readable
    /// width) 20 below the safe area: (16, 64). Inside the 8/12 margins each row is 343 − 24 = 319
    /// wide. At 16 pt a line is 19.2: a label is 19.5 tall (its line centred, baseline 0.15 below
    /// the line's top), a borderless field 21 (20 + 1, its line centred: 0.9). First baselines
    /// align, so a field's top is 0.15 − 0.9 = −0.75 in its row; the row's top follows its first
    /// item (the label, y 0) and its bottom the lowest item, 20.25. In the window (form at 64) the
    /// first field's edges 71.25 and 92.25 are ties at @2x and snap down, to 71 and 92: the field is
    /// y −1 and 21 tall, the row 20. Rows at 8 and 8 + 20.25 + 8 = 36.25 (→ 36); the form ends at
    /// 64 + 36.25 + 20.25 + 8 = 128.5 (→ 128): 64 tall. Labels hug at 251: "Name" is 4 × 8 = 32
    /// wide and its field starts 8 later at 40 (319 − 40 = 279 wide); "Email" is 40, its field 48
    /// and 271.
    @Test func formRowsGiveTheRestToTheFields() throws {
        let view = try layOut(installForm)
        let form = try #require(find("form", in: view) as? UIStackView)
        #expect(form.frame == rect(16, 64, 343, 64))
        let rows = form.arrangedSubviews.compactMap { $0 as? UIStackView }
        #expect(rows.map(\.frame) == [rect(12, 8, 319, 20), rect(12, 36, 319, 20)])
        #expect(rows.first?.arrangedSubviews.map(\.frame) == [rect(0, 0, 32, 19.5), rect(40, -1, 279, 21)])
        #expect(rows.last?.arrangedSubviews.map(\.frame) == [rect(0, 0, 40, 19.5), rect(48, -1, 271, 21)])
    }

    /// 44 tall on the safe area's top. "Inbox" in Headline (17 pt): 5 × 8.5 = 42.5 by 20.4 → 20.5,
    /// centred at x 166.25, y 11.75, which snap to 166.5…209 and 56…76.5 in the window (y 12 in
    /// the toolbar). "Close" (40 × 32: a button's 19.2-tall title rounds up to whole points, 20,
    /// padded 6 above and below) starts twice the system spacing (16) after the 8 pt margin: x 24;
    /// centred: y 22 − 16 = 6. The switch's
    /// alignment rectangle (49 of its 51 × 31) ends at the margin, 367: frame x 318, y 6.5. The
    /// progress line is half the width, 187.5, along the bottom: y 42.
    @Test func topToolbarSitsUnderTheSafeArea() throws {
        let view = try layOut(installTopToolbar)
        let toolbar = try #require(find("topToolbar", in: view))
        #expect(toolbar.frame == rect(0, 44, 375, 44))
        let labels = toolbar.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.frame) == [rect(166.5, 12, 42.5, 20.5)])
        #expect(toolbar.subviews.compactMap { $0 as? UIButton }.map(\.frame) == [rect(24, 6, 40, 32)])
        #expect(toolbar.subviews.compactMap { $0 as? UISwitch }.map(\.frame) == [rect(318, 6.5, 51, 31)])
        #expect(toolbar.subviews.last?.frame == rect(0, 42, 187.5, 2))
    }
}

@Suite struct ViewControllerTests {
    /// The window loads the controller's view (viewDidLoad builds it) and lays it out: the top
    /// layout guide ends at the safe area's top, 44, so the toolbar is (0, 44, 375, 44), as the
    /// anchors put it in `topToolbarSitsUnderTheSafeArea`.
    @Test func visualFormatAgainstTheTopLayoutGuide() throws {
        let controller = InboxViewController()
        let window = try UIWindow(rootViewController: controller,
                                  environment: Environment(windowSize: CGSize(width: 375, height: 812), scale: 2,
                                                           safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
                                  measurer: HalfEmMeasurer())
        let result = window.layoutIfNeeded()
        #expect(result.diagnostics.isEmpty)
        #expect(find("topToolbar", in: controller.view)?.frame == rect(0, 44, 375, 44))
    }
}

@Suite struct UIKitSemanticsTests {
    /// Unnamed views are named by kind and index among unnamed siblings of that kind, so adding
    /// a view of another kind (here a switch in front) renames none of them; an app's own view
    /// class keeps its Swift name, and the views its stored properties hold take the property's
    /// name (`iconView`, `titleLabel`; its stack is a local, so it keeps kind and index).
    @Test func unnamedViewsGetStableNames() throws {
        func names(withSwitch: Bool) throws -> [String] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            if withSwitch { view.addSubview(UISwitch()) }
            let tab = BottomTabBarItemView(title: "Home")
            for subview in [UILabel(), UIButton(type: .system), UILabel(), tab] { view.addSubview(subview) }
            let result = try LayoutEngine(root: view, environment: Environment(windowSize: CGSize(width: 100, height: 100)),
                                          measurer: HalfEmMeasurer()).layout()
            return result.views.map(\.identifier).filter { !$0.contains("UISwitch") }
        }
        let expected = ["root", "root.UILabel[0]", "root.UIButton[0]", "root.UILabel[1]", "root.BottomTabBarItemView[0]",
                        "root.BottomTabBarItemView[0].UIStackView[0]", "root.BottomTabBarItemView[0].UIStackView[0].iconView",
                        "root.BottomTabBarItemView[0].UIStackView[0].titleLabel"]
        #expect(try names(withSwitch: false) == expected)
        #expect(try names(withSwitch: true) == expected)
    }

    /// Where UIKit raises, the call returns and layout reports the error with UIKit's reason.
    @Test func refusedCallsAreReportedByLayout() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "a"
        for subview in [a, b] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]-[missing]|", options: [],
                                                                   metrics: nil, views: ["a": a]))
        NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .width,
                           multiplier: 1, constant: 0).isActive = true
        let result = try LayoutEngine(root: view, environment: Environment(windowSize: CGSize(width: 100, height: 100)),
                                      measurer: HalfEmMeasurer()).layout()
        let text = result.diagnosticText
        #expect(text.contains("missing"), "\(text)")
        #expect(text.contains("a size cannot be related to a location"), "\(text)")
    }

    /// Before any layout a view's frame is the one code gave it; a label's text is optional.
    @Test func framesAndTextAreUIKitShaped() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        let label = UILabel()
        #expect(label.text == nil)
        label.text = "Hi"
        #expect(label.text?.count == 2)
        let button = UIButton(type: .system)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        #expect(button.titleLabel?.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(rawValue: 751))
        #expect(UILayoutPriority.required - 1 > .defaultHigh)
        #expect(UIColor.systemGray6 == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
    }
}

@Suite struct ImageCatalogTests {
    /// `UIImage(named:)` reads the app's asset catalog: a 50 × 44 pixel PNG listed as `2x` is a
    /// 25 × 22 point image, and an image view's intrinsic size is its image's.
    @Test func imagesAreSizedFromTheAssetCatalog() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("uikitcompat-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let set = catalog.appendingPathComponent("Icons/compatStar.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"star@2x.png","idiom":"universal","scale":"2x"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        // The PNG signature and the IHDR chunk's length, type, width 50 and height 44.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 50, 0, 0, 0, 44, 8, 6, 0, 0, 0]
        try Data(header).write(to: set.appendingPathComponent("star@2x.png"))
        #expect(UIImage(named: "compatStar") == nil)
        try UIImage.registerAssetCatalog(at: catalog)
        #expect(UIImage(named: "compatStar")?.size == CGSize(width: 25, height: 22))

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let imageView = UIImageView(image: UIImage(named: "compatStar"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        imageView.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
        imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        // The engine hosts the tree only while something holds it, as a window does.
        let engine = try LayoutEngine(root: view, environment: Environment(windowSize: CGSize(width: 100, height: 100)),
                                      measurer: HalfEmMeasurer())
        withExtendedLifetime(engine) { view.layoutIfNeeded() }
        // Centred: x = 50 − 12.5.
        #expect(imageView.frame == CGRect(x: 37.5, y: 10, width: 25, height: 22))
    }

    /// Vector image sets, as apps ship icons: a single-scale PDF is its first page's MediaBox in
    /// points (focus-ios's instructions-cog.imageset: two PDFs), an SVG its width and height, else
    /// its viewBox. Hand-written files: a 30 × 24 page whose box starts at (2, 4), so 28 × 20.
    @Test func vectorImageSetsAreSizedInPoints() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("uikitcompat-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        func imageSet(_ name: String, file: String, _ contents: String) throws {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data("{\"images\":[{\"filename\":\"\(file)\",\"idiom\":\"universal\"}],\"properties\":{\"preserves-vector-representation\":true}}".utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
            try Data(contents.utf8).write(to: set.appendingPathComponent(file))
        }
        try imageSet("compatCog", file: "cog.pdf", "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [2 4 30 24] >> endobj\n%%EOF\n")
        try imageSet("compatBadge", file: "badge.svg", "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"18px\" height=\"12\" viewBox=\"0 0 36 24\"></svg>\n")
        try imageSet("compatDot", file: "dot.svg", "<svg viewBox=\"0 0 10 7.5\" xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        try UIImage.registerAssetCatalog(at: catalog)
        #expect(UIImage(named: "compatCog")?.size == CGSize(width: 28, height: 20))
        #expect(UIImage(named: "compatBadge")?.size == CGSize(width: 18, height: 12))
        #expect(UIImage(named: "compatDot")?.size == CGSize(width: 10, height: 7.5))
    }

    /// A broken image set is an error naming its file.
    @Test func aBrokenImageSetNamesItsFile() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("uikitcompat-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let set = catalog.appendingPathComponent("broken.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"filename":"broken.png","scale":"2x"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data("not a png".utf8).write(to: set.appendingPathComponent("broken.png"))
        #expect {
            try UIImage.registerAssetCatalog(at: catalog)
        } throws: { error in
            "\(error)".hasSuffix("broken.imageset/broken.png: error: not a PNG file (PNG, PDF and SVG image sets are sized)")
        }
    }
}
