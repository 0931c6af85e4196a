// A re-layout skips reading what did not change (`LayoutConstraint.loweringRevision`,
// `LayoutEngine.loweringContextMoved`): after each kind of change an app makes between layouts, the
// laid-out tree must still come out as a cold layout of a tree built with that change, in the same
// environment and after a rotation.
import Foundation
import Testing
@testable import AutoLayout

/// A row of an image, a wrapping title and a button in a stack pinned to the margins, a badge after
/// the title (leading/trailing, so directions matter), and a cap on the title's width at 800.
private func rowScreen() -> View {
    let root = View(identifier: "root")
    let image = ImageView(identifier: "image", imageSize: Size(width: 40, height: 40))
    let title = Label(identifier: "title", text: "A title that wraps onto more lines", font: .system(size: 15))
    title.numberOfLines = 0
    let button = Button(identifier: "button", title: "Open")
    button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    image.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let row = StackView(identifier: "row", arrangedSubviews: [image, title, button])
    row.spacing = 8
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    let badge = box("badge", in: root)
    let constraints = [
        row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 12),
        title.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
        badge.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 10),
        badge.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 8),
        badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 20),
    ]
    for (c, id) in zip(constraints, ["row.leading", "row.trailing", "row.top", "title.cap", "badge.leading", "badge.top",
                                     "badge.width", "badge.height"]) {
        c.identifier = id
    }
    constraints[3].priority = 800
    LayoutConstraint.activate(constraints)
    return root
}

private func find(_ id: String, in v: View) -> View? {
    if v.identifier == id { return v }
    for s in v.subviews { if let found = find(id, in: s) { return found } }
    return nil
}

private func constraint(_ id: String, in v: View) -> LayoutConstraint? {
    if let c = v.constraints.first(where: { $0.identifier == id }) { return c }
    for s in v.subviews { if let c = constraint(id, in: s) { return c } }
    return nil
}

/// Each change as an app makes it between two layouts, applied by identifier to a tree.
private let changes: [(name: String, apply: @Sendable (View) -> Void)] = [
    ("constant", { constraint("row.top", in: $0)?.constant = 30 }),
    ("priority", { constraint("title.cap", in: $0)?.priority = 200 }),
    ("deactivated", { constraint("title.cap", in: $0)?.isActive = false }),
    ("activated", { root in
        guard let badge = find("badge", in: root) else { return }
        let c = badge.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
        c.priority = 900
        c.isActive = true
    }),
    ("semantic content attribute", { find("row", in: $0)?.semanticContentAttribute = .forceRightToLeft }),
    ("badge semantic content attribute", { find("badge", in: $0)?.semanticContentAttribute = .forceRightToLeft }),
    ("alignment insets", { find("image", in: $0)?.alignmentRectInsets = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4) }),
    ("text", { ($0.subviews.first?.subviews[1] as? Label)?.text = "Shorter" }),
    ("font", { ($0.subviews.first?.subviews[1] as? Label)?.font = .system(size: 22) }),
    ("number of lines", { ($0.subviews.first?.subviews[1] as? Label)?.numberOfLines = 1 }),
    // Each input of a built-in label's or image view's intrinsic size, which a re-layout reads
    // again only when its `intrinsicRevision` moved.
    ("line break mode", { ($0.subviews.first?.subviews[1] as? Label)?.lineBreakMode = .byClipping }),
    ("preferred max layout width", { ($0.subviews.first?.subviews[1] as? Label)?.preferredMaxLayoutWidth = 60 }),
    ("attributed text", { ($0.subviews.first?.subviews[1] as? Label)?.attributedText = NSAttributedString(string: "Attributed, and longer than the title was") }),
    ("Dynamic Type font", { root in
        guard let title = root.subviews.first?.subviews[1] as? Label else { return }
        title.font = .preferred(.headline)
        title.adjustsFontForContentSizeCategory = true
    }),
    ("image size", { (find("image", in: $0) as? ImageView)?.imageSize = Size(width: 60, height: 24) }),
    ("hugging", { find("button", in: $0)?.setContentHuggingPriority(.defaultLow, for: .horizontal) }),
    // On the button: a wrapping label's width depends on the width it was last measured at, so a
    // required resistance keeps whichever width it had (as in UIKit); a cold layout measures it unwrapped.
    ("compression resistance", { find("button", in: $0)?.setContentCompressionResistancePriority(.required, for: .horizontal) }),
    ("hidden", { find("image", in: $0)?.isHidden = true }),
    ("stack spacing", { ($0.subviews.first as? StackView)?.spacing = 20 }),
    ("margins", { $0.layoutMargins = EdgeInsets(top: 4, left: 30, bottom: 4, right: 30) }),
    ("subview removed", { find("button", in: $0)?.removeFromSuperview() }),
    ("subview added", { root in
        let extra = box("extra", in: root)
        LayoutConstraint.activate([
            extra.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            extra.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            extra.widthAnchor.constraint(equalToConstant: 10), extra.heightAnchor.constraint(equalToConstant: 10),
        ])
    }),
]

@Suite struct RelayoutSetterTests {
    /// After each change: a layout in the same environment, then a rotation, then a rotation back
    /// and a right-to-left device, each against a cold layout of a tree built with the change.
    @Test func everyChangeRelaysOutAsColdLayout() throws {
        let steps = [("same", Devices.pro15()), ("landscape", Devices.pro15(landscape: true)),
                     ("portrait", Devices.pro15()), ("RTL landscape", Devices.pro15(landscape: true, rtl: true))]
        for change in changes {
            let engine = try LayoutEngine(root: rowScreen(), environment: Devices.pro15(), measurer: FixedMetricsMeasurer())
            _ = engine.layout()
            change.apply(engine.root)
            for (name, env) in steps {
                let relaid = try engine.update(environment: env)
                let fresh = rowScreen()
                change.apply(fresh)
                expectSameAsCold(relaid, try lay(fresh, env), "\(change.name) → \(name)")
            }
        }
    }

    /// A rotation first, then the change, then a rotation back: the change lands on a tree whose
    /// solver state came from a re-layout.
    @Test func changesAfterARotationRelayOutAsColdLayout() throws {
        for change in changes {
            let engine = try LayoutEngine(root: rowScreen(), environment: Devices.pro15(), measurer: FixedMetricsMeasurer())
            _ = engine.layout()
            _ = try engine.update(environment: Devices.pro15(landscape: true))
            change.apply(engine.root)
            let relaid = try engine.update(environment: Devices.pro15())
            let fresh = rowScreen()
            change.apply(fresh)
            expectSameAsCold(relaid, try lay(fresh, Devices.pro15()), "landscape, \(change.name) → portrait")
        }
    }

    /// A constant changed between layouts reaches the solver although nothing else moved.
    /// SE portrait, 375 wide: the box's leading is 20, its width 0.5 × 375 = 187.5, its top 10.
    /// The leading constant becomes 40, then landscape (667 wide): x = 40, width 0.5 × 667 = 333.5.
    /// Back to portrait with the constant kept: x = 40, width 187.5.
    @Test func constantChangedBetweenLayoutsByHand() throws {
        let root = View(identifier: "root")
        let b = box("b", in: root)
        let leading = b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        LayoutConstraint.activate([
            leading, b.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            b.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5), b.heightAnchor.constraint(equalToConstant: 30),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        #expect(engine.layout().frame("b") == rect(20, 10, 187.5, 30))
        leading.constant = 40
        #expect(try engine.update(environment: Devices.se(landscape: true)).frame("b") == rect(40, 10, 333.5, 30))
        #expect(try engine.update(environment: Devices.se()).frame("b") == rect(40, 10, 187.5, 30))
    }
}
