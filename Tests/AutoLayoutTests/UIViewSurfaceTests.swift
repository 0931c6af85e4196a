// UIView's and UIControl's non-layout surface written as app code writes it: the hooks UIKit calls,
// tint, tags, layers, colours, traits, coordinates, animations, target-action and gestures.
// Text metrics are FixedMetricsMeasurer's: 0.5 × size per character, 1.2 × size per line.
import Testing
import UIKitCompat

/// Records every tree, window, trait and tint hook in the order UIKit's callers run them.
private final class HookRecordingView: UIView {
    var log: [String] = []
    var previousHorizontalClass: UIUserInterfaceSizeClass?

    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: ViewWindow?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    override func tintColorDidChange() { log.append("tintColorDidChange") }
    override func layoutMarginsDidChange() { log.append("layoutMarginsDidChange") }
    override var isHidden: Bool { didSet { log.append("isHidden \(isHidden)") } }
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        log.append("invalidateIntrinsicContentSize")
    }
    override func endEditing(_ force: Bool) -> Bool {
        log.append("endEditing")
        return super.endEditing(force)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousHorizontalClass = previousTraitCollection?.horizontalSizeClass
        log.append("traitCollectionDidChange \(traitCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
    }
}

/// The app control that highlights itself: `override var isHighlighted { didSet … }`.
private final class HighlightingControl: UIControl {
    var highlightChanges: [Bool] = []
    override var isHighlighted: Bool {
        didSet {
            highlightChanges.append(isHighlighted)
            alpha = isHighlighted ? 0.5 : 1
        }
    }
}

/// A card as countless apps write it: layer styling, shadow path in `layoutSubviews`, tint, tag,
/// accessibility, a tap recognizer, an icon and two labels pinned with anchors.
private final class CardView: UIView {
    let iconView = UIImageView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    private(set) var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "card"
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        layer.masksToBounds = false
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 6
        tintColor = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        tag = 42
        isAccessibilityElement = true
        accessibilityTraits = [.button]
        accessibilityLabel = "Card"
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("didTap")))

        iconView.accessibilityIdentifier = "icon"
        iconView.contentMode = .scaleAspectFit
        iconView.clipsToBounds = true
        iconView.image = UIImage(named: "icon", size: CGSize(width: 24, height: 24))
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.font = .systemFont(ofSize: 10)
        titleLabel.text = "Card title"
        subtitleLabel.accessibilityIdentifier = "subtitle"
        subtitleLabel.font = .systemFont(ofSize: 10)
        subtitleLabel.text = "Second line"
        subtitleLabel.textColor = UIColor.label.withAlphaComponent(0.6)
        for v in [iconView, titleLabel, subtitleLabel] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            iconView.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            iconView.widthAnchor.constraint(equalToConstant: 24),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            bottomAnchor.constraint(greaterThanOrEqualTo: iconView.bottomAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        taps += 1
    }
}

/// A view that reads the screen and the app while it lays out, as layout code written for one device does.
private final class ScreenReadingView: UIView {
    var screenWidth: CGFloat = -1
    var direction: UIUserInterfaceLayoutDirection?
    override func layoutSubviews() {
        super.layoutSubviews()
        screenWidth = UIScreen.main.bounds.width
        direction = UIApplication.shared.userInterfaceLayoutDirection
    }
}

/// A view whose layer is a gradient, as `layerClass` overrides make it.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

@Suite struct UIViewSurfaceTests {
    /// Adding into a hosted tree: willMove(toSuperview:), willMove(toWindow:), didMoveToWindow,
    /// didMoveToSuperview, then the superview's didAddSubview; removing: the superview's
    /// willRemoveSubview first, then the same moves towards nil. Hosting by an engine is moving
    /// to a window; a new size class reaches traitCollectionDidChange before the next layout.
    @Test func hooksRunInUIKitsOrder() throws {
        let root = HookRecordingView()
        root.accessibilityIdentifier = "root"
        let child = HookRecordingView()
        root.addSubview(child)
        // Not hosted yet: no window moves.
        #expect(child.log == ["willMove(toSuperview: view)", "didMoveToSuperview"])
        #expect(root.log == ["didAddSubview"])
        #expect(child.window == nil)

        root.log = []
        child.log = []
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer())
        #expect(root.log == ["willMove(toWindow: window)", "didMoveToWindow window"])
        #expect(child.log == ["willMove(toWindow: window)", "didMoveToWindow window"])
        #expect(child.window === root.window)
        #expect(child.window?.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))

        root.log = []
        child.log = []
        let grandchild = HookRecordingView()
        child.addSubview(grandchild)
        #expect(grandchild.log == ["willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToWindow window",
                                   "didMoveToSuperview"])
        #expect(child.log == ["didAddSubview"])
        child.log = []
        grandchild.log = []
        grandchild.removeFromSuperview()
        #expect(child.log == ["willRemoveSubview"])
        #expect(grandchild.log == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow nil",
                                   "didMoveToSuperview"])

        // The first layout records the traits; a new environment tells every view before laying out.
        _ = engine.layout()
        #expect(!child.log.contains { $0.hasPrefix("traitCollectionDidChange") })
        var regular = Devices.plain(320, 480)
        regular.horizontalSizeClass = .regular
        _ = try engine.update(environment: regular)
        #expect(root.log.last == "traitCollectionDidChange regular")
        #expect(child.log.last == "traitCollectionDidChange regular")
        #expect(child.previousHorizontalClass == .compact)
        _ = engine.layout()
        #expect(child.log.filter { $0.hasPrefix("traitCollectionDidChange") }.count == 1)
        withExtendedLifetime(engine) {}
    }

    /// tintColor resolves up the tree (system blue at the top); setting it tells the views that
    /// inherit it; moving under another tint does too. Tags find views depth-first.
    @Test func tintInheritsAndTagsFindViews() {
        let root = UIView()
        let middle = HookRecordingView()
        let leaf = HookRecordingView()
        let ownTint = HookRecordingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(ownTint)
        ownTint.tintColor = .systemRed
        #expect(leaf.tintColor == .systemBlue)
        leaf.log = []
        ownTint.log = []
        root.tintColor = .orange
        #expect(middle.tintColor == .orange)
        #expect(leaf.tintColor == .orange)
        #expect(ownTint.tintColor == .systemRed)
        #expect(leaf.log == ["tintColorDidChange"])
        #expect(ownTint.log.isEmpty)
        root.tintColor = nil
        #expect(leaf.tintColor == .systemBlue)
        // Moving under a tinted view changes the inherited tint.
        leaf.log = []
        leaf.removeFromSuperview()
        ownTint.addSubview(leaf)
        #expect(leaf.tintColor == .systemRed)
        #expect(leaf.log.last == "tintColorDidChange")
        // tintAdjustmentMode: `.automatic` inherits, the top resolves to `.normal`.
        #expect(leaf.tintAdjustmentMode == .normal)
        middle.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed)

        middle.tag = 7
        leaf.tag = 7
        ownTint.tag = 9
        #expect(root.viewWithTag(7) === middle)
        #expect(root.viewWithTag(9) === ownTint)
        #expect(ownTint.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(100) == nil)
        // Overrides of UIView's open members run.
        leaf.log = []
        leaf.isHidden = true
        leaf.invalidateIntrinsicContentSize()
        _ = leaf.endEditing(true)
        leaf.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        #expect(leaf.log == ["isHidden true", "invalidateIntrinsicContentSize", "endEditing", "layoutMarginsDidChange"])
        // Views compare and hash by identity, as NSObjects do.
        #expect(root.subviews.contains(middle))
        #expect(Set<UIView>([leaf, middle, leaf]).count == 2)
        #expect(middle != leaf)
    }

    /// The layer shares background, opacity, hidden, border, corner radius and masking with its view,
    /// so they reach the result that drawing reads; the rest of the layer is kept as set.
    @Test func layerAndViewPropertiesAreStoredAndDrawn() throws {
        let root = UIView()
        root.accessibilityIdentifier = "root"
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        badge.accessibilityIdentifier = "badge"
        root.addSubview(badge)
        badge.layer.backgroundColor = UIColor.systemGreen.cgColor
        badge.layer.cornerRadius = 6
        badge.layer.borderWidth = 2
        badge.layer.borderColor = UIColor.white.cgColor
        badge.layer.opacity = 0.5
        badge.layer.masksToBounds = true
        badge.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        badge.layer.shadowOpacity = 0.3
        badge.layer.zPosition = 2
        badge.transform = CGAffineTransform(scaleX: 2, y: 2)
        badge.contentMode = .center
        badge.isOpaque = false
        badge.isExclusiveTouch = true
        #expect(badge.backgroundColor == .systemGreen)
        #expect(badge.alpha == 0.5)
        #expect(badge.clipsToBounds)
        #expect(badge.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(badge.layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        // A scale of 2 about the origin doubles the 30 × 40 bounds box.
        #expect(badge.bounds.applying(badge.transform) == CGRect(x: 0, y: 0, width: 60, height: 80))
        #expect(badge.transform.inverted().concatenating(badge.transform).isIdentity)

        let r = try lay(root, Devices.plain(320, 480))
        let drawn = try #require(r.view("badge"))
        // Autoresizing keeps the assigned frame, (10, 20, 30, 40), centre (25, 40); the layout reports where
        // it shows: the scale of 2 about that centre gives (-5, 0, 60, 80) (TransformTests), and the
        // bounds keep 30 × 40.
        #expect(drawn.frame == rect(-5, 0, 60, 80))
        #expect(badge.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(drawn.backgroundColor == .systemGreen)
        #expect(drawn.alpha == 0.5)
        #expect(drawn.border == Border(width: 2, color: .white, cornerRadius: 6))

        // layerClass: the view's layer is the subclass, with its own settings kept.
        let gradient = GradientView()
        let gradientLayer = try #require(gradient.layer as? CAGradientLayer)
        gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        #expect(gradientLayer.colors?.count == 2)
        let shape = CAShapeLayer()
        gradient.layer.addSublayer(shape)
        gradient.layer.insertSublayer(CALayer(), at: 0)
        #expect(gradient.layer.sublayers?.count == 2)
        #expect(gradient.layer.sublayers?.last === shape)
        shape.removeFromSuperlayer()
        #expect(gradient.layer.sublayers?.count == 1)
        #expect(gradient.layer.sublayers?.first != shape)

        // A mutable path's bounds: the rectangle (10, 10, 20, 20) and the line to (50, 5) span
        // x 10…50 and y 5…30.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        path.move(to: CGPoint(x: 30, y: 30))
        path.addLine(to: CGPoint(x: 50, y: 5))
        path.closeSubpath()
        shape.path = path
        #expect(shape.path?.boundingBox == CGRect(x: 10, y: 5, width: 40, height: 25))
        // A bezier path's cgPath is a snapshot: later segments do not change it.
        let bezier = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8))
        let snapshot = bezier.cgPath
        bezier.addLine(to: CGPoint(x: 20, y: 0))
        #expect(snapshot.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 20, height: 8))
    }

    /// Accessibility defaults follow UIKit (labels and controls are elements, a label speaks its
    /// text); what the app sets is kept.
    @Test func accessibilityPropertiesAreStored() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(!label.isUserInteractionEnabled)
        let container = UIView()
        #expect(!container.isAccessibilityElement)
        container.isAccessibilityElement = true
        container.accessibilityLabel = "Unread"
        container.accessibilityHint = "Opens the inbox"
        container.accessibilityValue = "3"
        container.accessibilityTraits = [.button, .updatesFrequently]
        container.accessibilityElements = [label]
        container.accessibilityViewIsModal = true
        container.shouldGroupAccessibilityChildren = true
        #expect(container.accessibilityTraits.contains(.button))
        #expect(!container.accessibilityTraits.contains(.header))
        #expect(container.accessibilityElements?.count == 1)
        #expect(container.accessibilityLabel == "Unread")
        #expect(container.accessibilityHint == "Opens the inbox")
        #expect(UIControl().isAccessibilityElement)
    }

    /// UIColor's initialisers and the named system colours.
    @Test func colorInitialisersAndLiterals() {
        // Hue 1/3 at full saturation and brightness is pure green; half brightness halves it.
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 0.5, alpha: 1) == UIColor(red: 0, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(white: 0.25, alpha: 1) == UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)
        #expect(literal == UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.5))
        #expect(UIColor.orange.withAlphaComponent(0.2) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.2))
        // Display P3's white and black are sRGB's (the primaries matrix keeps grey axes).
        let p3White = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        p3White.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 1) < 1e-6 && abs(g - 1) < 1e-6 && abs(b - 1) < 1e-6 && a == 1)
        // P3's pure red lies outside sRGB: extended (above 1) red, negative green and blue.
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r > 1 && g < 0 && b < 0)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        // Orange (1, 0.5, 0): hue (0.5 − 0) / 1 / 6 = 1/12, saturation 1, brightness 1.
        #expect(abs(h - 1.0 / 12) < 1e-9 && s == 1 && v == 1)
        #expect([UIColor.cyan, .magenta, .yellow, .purple, .brown, .systemFill, .label, .separator, .clear].count == 9)
        #expect(UIColor.red.cgColor == UIColor(cgColor: UIColor.red.cgColor))
        // A dynamic colour resolves with the current traits: light, unless made current otherwise.
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic == .black)
        var darkResolved: UIColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            darkResolved = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        }
        #expect(darkResolved == .white)
    }

    /// `UIColor(named:)` reads the colour sets of a registered asset catalog: floats, 8-bit and
    /// hex components, the dark appearance, Display P3 and system references; a bad set names its file.
    @Test func colorAssetCatalogIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("surface-colors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        func write(_ name: String, _ json: String, in dir: URL) throws {
            let set = dir.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        try write("SurfaceBrand", """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0.250","alpha":"1.000"}}},
            {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
             "color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"0.000","alpha":"0.500"}}}],
             "info":{"author":"xcode","version":1}}
            """, in: catalog.appendingPathComponent("Colors"))
        try write("SurfaceGrey", """
            {"colors":[{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0.500","alpha":"1.000"}}}]}
            """, in: catalog)
        try write("SurfaceLink", """
            {"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemBlueColor"}}]}
            """, in: catalog)
        try UIColor.registerAssetCatalog(at: catalog)
        // 0xFF → 1; 8-bit 128 → 128/255; 0.250 as written.
        #expect(UIColor(named: "SurfaceBrand") == UIColor(red: 1, green: 128.0 / 255, blue: 0.25, alpha: 1))
        #expect(UIColor(named: "SurfaceBrand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
            == UIColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor(named: "SurfaceGrey") == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor(named: "SurfaceLink") == .systemBlue)
        #expect(UIColor(named: "SurfaceMissing") == nil)

        let bad = folder.appendingPathComponent("Bad.xcassets")
        try write("SurfaceBad", """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"lots","green":"0","blue":"0"}}}]}
            """, in: bad)
        #expect {
            try UIColor.registerAssetCatalog(at: bad)
        } throws: { error in
            "\(error)".contains("SurfaceBad.colorset/Contents.json") && "\(error)".contains("'lots'")
        }
    }

    /// traitCollection, UIScreen and UIApplication answer from the environment of the layout under
    /// way, or from the one a harness puts in force while it builds the views.
    @Test func traitsScreenAndApplicationFollowTheEnvironment() throws {
        let root = ScreenReadingView()
        root.accessibilityIdentifier = "root"
        let child = UIView()
        root.addSubview(child)
        child.overrideUserInterfaceStyle = .dark
        let env = Devices.plain(414, 896, scale: 3, rtl: true)
        let engine = try LayoutEngine(root: root, environment: env, measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        #expect(root.screenWidth == 414)
        #expect(root.direction == .rightToLeft)
        #expect(root.traitCollection.displayScale == 3)
        #expect(root.traitCollection.layoutDirection == .rightToLeft)
        #expect(root.traitCollection.horizontalSizeClass == env.horizontalSizeClass)
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)

        // Outside any layout, code building a scenario's views sees the environment put in force.
        #expect(UIScreen.main.bounds.width == 0)
        TraitContext.withEnvironment(Devices.plain(375, 667)) {
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(UIScreen.main.scale == 2)
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
            #expect(UIApplication.shared.keyWindow?.bounds.width == 375)
            #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.orientation == .portrait)
        }
        // 1024 × 768 with both size classes regular: a landscape iPad.
        var pad = Devices.plain(1024, 768)
        pad.horizontalSizeClass = .regular
        pad.verticalSizeClass = .regular
        TraitContext.withEnvironment(pad) {
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
            #expect(UIDevice.current.orientation.isLandscape)
        }
        withExtendedLifetime(engine) {}
    }

    /// convert(_:to:) and convert(_:from:) use the laid-out frames. Root 320 × 480; `panel` pinned
    /// 20 from the left and 30 from the top, 200 × 100; `dot` inside it at 5, 6, 10 × 10 by autoresizing.
    /// dot's origin in the window: 20 + 5 = 25, 30 + 6 = 36.
    @Test func convertUsesLaidOutFrames() throws {
        let root = UIView()
        root.accessibilityIdentifier = "root"
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let dot = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        panel.addSubview(dot)
        NSLayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            panel.widthAnchor.constraint(equalToConstant: 200),
            panel.heightAnchor.constraint(equalToConstant: 100),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        #expect(dot.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 26, y: 38))
        #expect(dot.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 25, y: 36))
        #expect(root.convert(CGPoint(x: 25, y: 36), to: dot) == CGPoint(x: 0, y: 0))
        #expect(panel.convert(dot.frame, to: root) == CGRect(x: 25, y: 36, width: 10, height: 10))
        #expect(dot.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: panel) == CGRect(x: -5, y: -6, width: 10, height: 10))
        #expect(dot.center == CGPoint(x: 10, y: 11))
        // Hit-testing the window point (26, 38) finds the dot; (300, 400) only the root.
        #expect(root.hitTest(CGPoint(x: 26, y: 38), with: nil) === dot)
        #expect(root.hitTest(CGPoint(x: 300, y: 400), with: nil) === root)
        dot.isHidden = true
        #expect(root.hitTest(CGPoint(x: 26, y: 38), with: nil) === panel)
        // accessibilityFrame: the laid-out frame in window coordinates.
        #expect(dot.accessibilityFrame == CGRect(x: 25, y: 36, width: 10, height: 10))
        let touch = UITouch(location: CGPoint(x: 1, y: 1), in: dot)
        #expect(touch.location(in: panel) == CGPoint(x: 6, y: 7))
        withExtendedLifetime(engine) {}
    }

    /// Animations run at once: the block, then the completion with `true`, before the call returns.
    @Test func animationsRunAtOnce() {
        let view = UIView()
        var steps: [String] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
        #expect(view.alpha == 0)
        UIView.animate(withDuration: 0.3, animations: { steps.append("animations") }) { finished in
            steps.append("completion \(finished)")
        }
        UIView.animate(withDuration: 0.2, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction], animations: {
            view.transform = CGAffineTransform(translationX: 0, y: 10)
        }, completion: nil)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, options: [],
                       animations: { view.isHidden = true }, completion: { _ in steps.append("spring done") })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { steps.append("keyframe") }
        })
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            view.alpha = 1
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(steps == ["animations", "completion true", "spring done", "keyframe"])
        #expect(view.transform.ty == 10 && view.isHidden && view.alpha == 1)

        // transition(from:to:) leaves `to` where `from` was.
        let parent = UIView()
        let first = UIView(), second = UIView(), replacement = UIView()
        parent.addSubview(first)
        parent.addSubview(second)
        UIView.transition(from: first, to: replacement, duration: 0.3, options: .transitionCrossDissolve, completion: nil)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [replacement, second].map(ObjectIdentifier.init))
        UIView.transition(with: parent, duration: 0.2, options: .transitionFlipFromLeft, animations: { second.alpha = 0.5 })
        #expect(second.alpha == 0.5)

        // Layer animations finish as they are added; Core Animation never changes the layer's values.
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let listener = Listener()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.25
        fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
        fade.delegate = listener
        second.layer.add(fade, forKey: "fade")
        #expect(listener.events == ["start", "stop true"])
        #expect(second.layer.opacity == 0.5)
        #expect(second.layer.animationKeys() == nil)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.isRemovedOnCompletion = false
        second.layer.add(pulse, forKey: "pulse")
        #expect(second.layer.animationKeys() == ["pulse"])
        second.layer.removeAllAnimations()
        #expect(second.layer.animationKeys() == nil)

        // A transaction's completion runs when the outermost commit closes it, after its animations.
        var transaction: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { transaction.append("completion") }
        CATransaction.setDisableActions(true)
        UIView.animate(withDuration: 0.2) { transaction.append("animation") }
        #expect(transaction == ["animation"])
        CATransaction.commit()
        #expect(transaction == ["animation", "completion"])
        CATransaction.setDisableActions(false)

        // A property animator runs its blocks when started, then its completions at the end.
        var order: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { order.append("block") }
        animator.addAnimations { order.append("added") }
        animator.addCompletion { position in order.append("completion \(position == .end)") }
        #expect(order.isEmpty)
        animator.startAnimation()
        #expect(order == ["block", "added", "completion true"])
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: { view.alpha = 0.25 })
        #expect(view.alpha == 0.25)
    }

    /// UIControl: an app subclass's `isHighlighted` didSet runs; `state` follows the flags; targets
    /// with `Selector("…")` are kept and removed; closures added with `addAction` run on `sendActions`.
    /// Gesture recognizers are kept with their settings.
    @Test func controlTargetsStatesAndGestures() {
        let control = HighlightingControl()
        control.isHighlighted = true
        control.isHighlighted = false
        #expect(control.highlightChanges == [true, false])
        #expect(control.alpha == 1)
        #expect(control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])

        final class Handler {}
        let handler = Handler()
        control.addTarget(handler, action: Selector("didTap"), for: .touchUpInside)
        control.addTarget(handler, action: Selector(("valueChanged:")), for: [.valueChanged, .editingChanged])
        control.addTarget(handler, action: Selector("didTap"), for: .touchUpInside)
        control.addTarget(nil, action: "resignFirstResponder", for: .editingDidEndOnExit)
        #expect(control.targetActions.count == 3)
        #expect(control.actions(forTarget: handler, forControlEvent: .touchUpInside) == ["didTap"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged, .editingChanged, .editingDidEndOnExit])
        control.removeTarget(handler, action: Selector("didTap"), for: .touchUpInside)
        #expect(control.actions(forTarget: handler, forControlEvent: .touchUpInside) == nil)
        #expect(control.targetActions.first?.target as? Handler === handler)

        var fired: [String] = []
        let action = UIAction(title: "Go") { action in fired.append("\(action.title) from \(action.sender is UIControl)") }
        control.addAction(action, for: .primaryActionTriggered)
        control.sendActions(for: .touchUpInside)
        #expect(fired.isEmpty)
        control.sendActions(for: .primaryActionTriggered)
        #expect(fired == ["Go from true"])
        control.removeAction(action, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(fired.count == 1)
        let button = UIButton(primaryAction: UIAction(title: "Continue") { _ in })
        #expect(button.title(for: .normal) == "Continue")

        let view = UIView()
        let tap = UITapGestureRecognizer(target: handler, action: Selector("tapped:"))
        tap.numberOfTapsRequired = 2
        tap.cancelsTouchesInView = false
        let swipe = UISwipeGestureRecognizer(target: handler, action: Selector("swiped"))
        swipe.direction = [.left, .right]
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("panned:"))
        let press = UILongPressGestureRecognizer(target: handler, action: Selector("pressed:"))
        press.minimumPressDuration = 1
        for g in [tap, swipe, pan, press] as [UIGestureRecognizer] { view.addGestureRecognizer(g) }
        tap.require(toFail: press)
        #expect(view.gestureRecognizers?.count == 4)
        #expect(tap.view === view)
        #expect(tap.targetActions.map(\.action) == [Selector("tapped:")])
        #expect(tap.state == .possible)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 0))
        view.removeGestureRecognizer(swipe)
        #expect(view.gestureRecognizers?.count == 3)
        #expect(swipe.view == nil)

        // First responder: a plain view cannot become it; a subclass that says it can does, alone in its tree.
        final class Editable: UIView { override var canBecomeFirstResponder: Bool { true } }
        let a = Editable(), b = Editable()
        view.addSubview(a)
        view.addSubview(b)
        #expect(!view.becomeFirstResponder())
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        view.endEditing(true)
        #expect(!b.isFirstResponder)
    }

    /// The card in a 320 × 480 window, pinned 16 from each side and 20 from the top:
    /// card width 320 − 16 − 16 = 288. Icon 24 × 24 at (12, 12). Title and subtitle at x 12 + 24 + 8 = 44,
    /// width 288 − 44 − 12 = 232, one line of 10 pt text: 1.2 × 10 = 12 tall. Title at y 12, subtitle at
    /// 12 + 12 + 4 = 28, card bottom 28 + 12 + 12 = 52 (the icon needs only 12 + 24 + 12 = 48).
    @Test func cardWrittenAsUIKitCodeLaysOut() throws {
        let root = UIView()
        root.accessibilityIdentifier = "root"
        let card = CardView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer())
        let r = engine.layout()
        #expect(r.diagnostics.isEmpty)
        #expect(r.frame("card") == rect(16, 20, 288, 52))
        #expect(r.frame("icon") == rect(12, 12, 24, 24))
        #expect(r.frame("title") == rect(44, 12, 232, 12))
        #expect(r.frame("subtitle") == rect(44, 28, 232, 12))
        let drawn = try #require(r.view("card"))
        #expect(drawn.backgroundColor == .secondarySystemBackground)
        #expect(drawn.border == Border(width: 1, color: .separator, cornerRadius: 12))
        // layoutSubviews ran with the card's final bounds.
        #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 288, height: 52))
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: 2))
        #expect(card.tintColor == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        #expect(card.titleLabel.tintColor == card.tintColor)
        #expect(root.viewWithTag(42) === card)
        #expect(card.gestureRecognizers?.first is UITapGestureRecognizer)
        // The subtitle's origin in the window: 16 + 44 = 60, 20 + 28 = 48.
        #expect(card.subtitleLabel.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 60, y: 48))
        // Labels do not take touches, so the card is what a tap on the subtitle hits.
        #expect(root.hitTest(CGPoint(x: 70, y: 50), with: nil) === card)
        card.touchesEnded([UITouch(location: CGPoint(x: 1, y: 1), in: card)], with: nil)
        #expect(card.taps == 1)
        withExtendedLifetime(engine) {}
    }
}
