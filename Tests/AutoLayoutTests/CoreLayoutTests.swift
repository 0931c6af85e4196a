// Views, anchors, relations, multipliers, priorities and intrinsic size on a plain 400 × 300 window @2x.
import Testing
@testable import AutoLayout

@Suite struct CoreLayoutTests {
    @Test func pinnedAndSizedWithAnchors() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -10),
            a.heightAnchor.constraint(equalToConstant: 44),
        ])
        let r = try lay(root, Devices.plain(400, 300))
        // x = 20, y = 30, width = 0.5 × 400 − 10 = 190, height 44.
        #expect(r.frame("a") == rect(20, 30, 190, 44))
        #expect(r.frame("root") == rect(0, 0, 400, 300))
        #expect(r.diagnostics.isEmpty)
    }

    @Test func inequalitiesAndOptionalPriorities() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let wide = a.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -40),
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            wide,
        ])
        let r = try lay(root, Devices.plain(400, 300))
        // width wants 500 @750 but trailing ≤ 400 − 40 is required: as close as allowed, width 360.
        // Height has only `≥ 10`, which leaves it undetermined: the vertical axis is reported ambiguous.
        #expect(r.frame("a")?.minX == 0)
        #expect(r.frame("a")?.width == 360)
        #expect(r.diagnostics.contains { if case .ambiguous(view: "a", _, axis: .vertical, _) = $0 { return true }; return false })
        #expect(!r.diagnostics.contains { if case .ambiguous(view: "a", _, axis: .horizontal, _) = $0 { return true }; return false })
    }

    @Test func intrinsicSizeWithHuggingAndResistance() throws {
        // Label "Hello" at 10 pt: 5 characters × 5 pt = 25 wide, 12 tall.
        let root = View(identifier: "root")
        let label = Label(identifier: "label", text: "Hello", font: .system(size: 10))
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        let r = try lay(root, Devices.plain(400, 300))
        #expect(r.frame("label") == rect(10, 10, 25, 12))
        #expect(r.view("label")?.text?.lines == 1)
        #expect(r.view("label")?.text?.isTruncated == false)
        #expect(r.diagnostics.isEmpty)
    }

    @Test func lowerHuggingStretchesAndHigherResistanceKeepsSize() throws {
        // Two labels between the edges of a 100-wide window: "aaaa" (20 wide) hugs at 249 and stretches,
        // "bbbbbb" (30 wide) keeps its width: 100 − 30 = 70 for the first.
        let root = View(identifier: "root")
        let a = Label(identifier: "a", text: "aaaa", font: .system(size: 10))
        let b = Label(identifier: "b", text: "bbbbbb", font: .system(size: 10))
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        a.setContentHuggingPriority(249, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let r = try lay(root, Devices.plain(100, 50))
        #expect(r.frame("a") == rect(0, 0, 70, 12))
        #expect(r.frame("b") == rect(70, 0, 30, 12))
        // Squeezed into 40: "a" resists at 750, "b" at 751 wins: b keeps 30, a gets 10 (and truncates).
        a.setContentHuggingPriority(250, for: .horizontal)
        b.setContentCompressionResistancePriority(751, for: .horizontal)
        let s = try lay(root, Devices.plain(40, 50))
        #expect(s.frame("a") == rect(0, 0, 10, 12))
        #expect(s.frame("b") == rect(10, 0, 30, 12))
        #expect(s.view("a")?.text?.isTruncated == true)
    }
}

@Suite struct LayoutGuideTests {
    /// Two equal spacer guides around a 100-wide view centre it without helper views: in 400,
    /// left + 100 + right = 400 with left == right gives x = 150. Guides take part in layout but are not views,
    /// so results list views only.
    @Test func customGuidesAsSpacers() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let left = LayoutGuide(identifier: "left"), right = LayoutGuide(identifier: "right")
        root.addLayoutGuide(left)
        root.addLayoutGuide(right)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.trailingAnchor.constraint(equalTo: a.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: a.trailingAnchor), right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 100), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let r = try lay(root, Devices.plain(400, 300))
        #expect(r.frame("a") == rect(150, 0, 100, 10))
        #expect(r.views.map(\.identifier) == ["root", "a"])
        #expect(root.layoutGuides.map(\.identifier) == ["left", "right"])
    }
}
