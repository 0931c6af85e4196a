// App subclasses of UIKit's views and controllers, written as UIKit code writes them: designated
// initialisers, `intrinsicContentSize` and `layoutSubviews` overrides, the controller life cycle.
// Text metrics are FixedMetricsMeasurer's: 0.5 × size per character, 1.2 × size per line.
import Testing
import UIKitCompat

/// The padded label of countless apps: `super`'s size plus its insets.
private final class PaddingLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfLines = 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

/// A view that places its one subview by hand in `layoutSubviews`, centred, half its width.
private final class ManualLayoutView: UIView {
    let bar = UIView()
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.accessibilityIdentifier = "bar"
        addSubview(bar)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        bar.frame = CGRect(x: bounds.width / 4, y: 10, width: bounds.width / 2, height: bounds.height - 20)
    }
}

/// GrowingTextView's pattern (KennethTsang/GrowingTextView at 9d75311): in `layoutSubviews` the
/// view adds a height constraint from its laid-out width, then updates its constant, which UIKit
/// answers with another layout of the tree.
private final class GrowingHeightView: UIView {
    private var heightConstraint: NSLayoutConstraint?

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = max(36, bounds.width / 4)
        if let heightConstraint {
            heightConstraint.constant = height
        } else {
            let constraint = NSLayoutConstraint(item: self, attribute: .height, relatedBy: .equal, toItem: nil,
                                                attribute: .notAnAttribute, multiplier: 1, constant: height)
            addConstraint(constraint)
            heightConstraint = constraint
        }
    }
}

/// A table footer that sizes itself: its `layoutSubviews` sets its height to what
/// `systemLayoutSizeFitting` gives at its width, as KeePassium's `TableFooterLabelView` does.
private final class SelfSizingFooter: UIView {
    let label = UILabel()
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.accessibilityIdentifier = "footerLabel"
        label.text = "3 entries"
        label.font = .systemFont(ofSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        frame.size.height = systemLayoutSizeFitting(CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height)).height
    }
}

/// A controller built the UIKit way: `loadView` supplies a custom root, `viewDidLoad` the content,
/// `viewDidLayoutSubviews` reads the laid-out frames.
private final class ProfileViewController: UIViewController {
    let nameLabel = PaddingLabel()
    var lifeCycle: [String] = []
    var titleWidthAfterLayout: CGFloat = 0

    override func loadView() {
        lifeCycle.append("loadView")
        view = ManualLayoutView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        lifeCycle.append("viewDidLoad")
        title = "Profile"
        nameLabel.accessibilityIdentifier = "name"
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 10)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifeCycle.append("viewWillAppear")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        titleWidthAfterLayout = nameLabel.frame.width
    }
}

@Suite struct UIKitSubclassingTests {
    /// "Ada Lovelace" is 12 characters at 10 pt: 60 × 12; with 8 + 8 and 4 + 4 of padding, 76 × 20.
    @Test func intrinsicContentSizeOverrideSizesTheView() throws {
        let root = UIView(identifier: "root")
        let label = PaddingLabel()
        label.accessibilityIdentifier = "label"
        label.text = "Ada Lovelace"
        label.font = .systemFont(ofSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30).isActive = true
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer())
        let r = engine.layout()
        #expect(r.frame("label") == rect(20, 30, 76, 20))
        // Read outside the layout, the property measures with the hosting engine (same numbers).
        #expect(label.intrinsicContentSize == CGSize(width: 76, height: 20))
    }

    /// `PaddingLabel()` is UIKit's inherited `init()`, which runs the overridden `init(frame:)`.
    @Test func inheritedInitialisersRunTheOverride() {
        let label = PaddingLabel()
        #expect(label.numberOfLines == 1)
        #expect(label.frame == .zero)
        let framed = PaddingLabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(framed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    /// The root fills the 320 × 480 window; `layoutSubviews` puts the bar at x 320/4 = 80, y 10,
    /// 320/2 = 160 wide, 480 − 20 = 460 tall. A frame set there is what results record.
    @Test func layoutSubviewsFramesAreTheResult() throws {
        let root = ManualLayoutView()
        root.accessibilityIdentifier = "root"
        let r = try lay(root, Devices.plain(320, 480))
        #expect(r.frame("bar") == rect(80, 10, 160, 460))
        #expect(root.bar.frame == CGRect(x: 80, y: 10, width: 160, height: 460))
        // One call for the pass, one more to confirm the frames it set hold once solved: then it stops.
        #expect(root.layoutCount == 2)
    }

    /// Measuring a view never calls its own `layoutSubviews` (UIKit's fitting only solves
    /// constraints), so a footer measuring itself there does not recurse: 8 + 12 (10-point text)
    /// + 8 = 28 tall at its 320 width, the label 16 in, 320 − 32 = 288 wide, 8 down.
    @Test func layoutSubviewsMayMeasureItsOwnView() throws {
        let root = UIView(identifier: "root")
        let footer = SelfSizingFooter(frame: CGRect(x: 0, y: 100, width: 320, height: 0))
        footer.accessibilityIdentifier = "footer"
        root.addSubview(footer)
        let r = try lay(root, Devices.plain(320, 480))
        #expect(r.frame("footer") == rect(0, 100, 320, 28))
        #expect(r.frame("footerLabel") == rect(16, 8, 288, 12))
        // The pass, then one more confirming the height it set holds.
        #expect(footer.layoutCount == 2)
    }

    /// Pinned to the bottom and both sides of 320 × 480, the view is 320 wide; its layoutSubviews
    /// adds a height of max(36, 320 / 4) = 80, so the tree is laid out again: y = 480 − 80 = 400.
    /// Rotated to 480 × 320 the constant becomes 480 / 4 = 120: y = 320 − 120 = 200.
    @Test func aConstraintAddedInLayoutSubviewsIsLaidOut() throws {
        let root = UIView(identifier: "root")
        let grower = GrowingHeightView()
        grower.accessibilityIdentifier = "grower"
        grower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(grower)
        NSLayoutConstraint.activate([
            grower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            grower.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            grower.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer())
        #expect(engine.layout().frame("grower") == rect(0, 400, 320, 80))
        let rotated = try engine.update(environment: Devices.plain(480, 320))
        #expect(rotated.frame("grower") == rect(0, 200, 480, 120))
    }

    /// sizeThatFits measures wrapping text at the width asked (Toast-Swift sizes its message label
    /// so; GrowingTextView its height). 10-point text is 5 per character and 12 per line: at 45
    /// points 9 characters fit, so "aaaa bbbb cccc" takes 2 lines, 45 × 24. A text view pads 5 on
    /// each side inside and insets 8 above and below: at 55 the text has 45 again, 24 + 16 = 40
    /// tall, scrolling or not.
    @Test func sizeThatFitsWrapsAtTheWidthAsked() throws {
        let root = UIView(identifier: "root")
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc"
        let text = UITextView()
        text.font = .systemFont(ofSize: 10)
        text.text = "aaaa bbbb cccc"
        root.addSubview(label)
        root.addSubview(text)
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        #expect(label.sizeThatFits(CGSize(width: 45, height: .greatestFiniteMagnitude)) == CGSize(width: 45, height: 24))
        #expect(text.isScrollEnabled)
        #expect(text.sizeThatFits(CGSize(width: 55, height: .greatestFiniteMagnitude)) == CGSize(width: 55, height: 40))
    }

    /// A text view in a Dynamic Type font measures in the scenario's text size, as one made at
    /// launch in that size does (UILabel's rule): Body at accessibilityExtraLarge is 40 points
    /// here, so "ab" is 2 × 20 + 10 padding = 50 wide and 1.2 × 40 + 16 = 64 tall.
    @Test func aTextViewsDynamicTypeFontTakesTheScenariosSize() throws {
        let root = UIView(identifier: "root")
        // Placed 200 wide by its frame: "ab" fits one line.
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        text.accessibilityIdentifier = "text"
        text.isScrollEnabled = false
        text.font = .preferredFont(forTextStyle: .body)
        text.text = "ab"
        root.addSubview(text)
        var environment = Devices.plain(320, 480)
        environment.contentSizeCategory = .accessibilityExtraLarge
        let engine = try LayoutEngine(root: root, environment: environment, measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        #expect(text.intrinsicContentSize == CGSize(width: 50, height: 64))
    }

    /// Rotated to 480 × 320 the same override gives x 120, y 10, 240 × 300.
    @Test func layoutSubviewsRunsAgainAfterRotation() throws {
        let root = ManualLayoutView()
        root.accessibilityIdentifier = "root"
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 480), measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        let r = try engine.update(environment: Devices.plain(480, 320))
        #expect(r.frame("bar") == rect(120, 10, 240, 300))
    }

    /// The controller's life cycle runs in UIKit's order, and on an SE (safe top 20) the name sits
    /// 16 from the safe area: x 16, y 20 + 16 = 36, 76 × 20 as above; `viewDidLayoutSubviews` sees 76.
    @Test func viewControllerLifeCycle() throws {
        let controller = ProfileViewController()
        let window = try UIWindow(rootViewController: controller, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        let r = window.layoutIfNeeded()
        #expect(controller.lifeCycle == ["loadView", "viewDidLoad", "viewWillAppear"])
        #expect(controller.title == "Profile")
        #expect(r.frame("name") == rect(16, 36, 76, 20))
        #expect(controller.titleWidthAfterLayout == 76)
        // The custom root from loadView is the controller's view, named as the controller names it.
        #expect(controller.view is ManualLayoutView)
        // 375 / 4 = 93.75 snaps to the @2x grid at 94; its right edge 93.75 + 187.5 = 281.25 at 281.5.
        #expect(r.frame("bar") == rect(94, 10, 187.5, 667 - 20))
    }

    /// `updateConstraints` is called before the constraint pass; constraints it adds take part.
    @Test func updateConstraintsOverrideAddsConstraints() throws {
        final class Pinned: UIView {
            let child = UIView()
            var added = false
            override func updateConstraints() {
                if !added {
                    added = true
                    child.accessibilityIdentifier = "child"
                    child.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                        child.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                        child.widthAnchor.constraint(equalToConstant: 7),
                        child.heightAnchor.constraint(equalToConstant: 8),
                    ])
                }
                super.updateConstraints()
            }
        }
        let root = Pinned()
        root.accessibilityIdentifier = "root"
        root.addSubview(root.child)
        let r = try lay(root, Devices.plain(100, 100))
        #expect(r.frame("child") == rect(5, 6, 7, 8))
    }
}
