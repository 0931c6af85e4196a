// Diagnostics as data and as the text UIKit prints (facts §9).
import Testing
@testable import AutoLayout

@Suite struct DiagnosticsTests {
    /// Two required widths for one view. The engine adds constraints in tree order — the window size
    /// (serials 1–4), the root's installed constraints (leading 5, top 6), then `a`'s own (width 100 = 7,
    /// width 200 = 8, height 9) — so adding `width == 200` (0x8) fails against `width == 100` (0x7).
    /// The one being added is broken and layout continues with the rest: a = (0, 0, 100, 10).
    @Test func unsatisfiableConstraintsPrintLikeUIKit() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.widthAnchor.constraint(equalToConstant: 200),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let r = try lay(root, Devices.plain(400, 300))
        #expect(r.frame("a") == rect(0, 0, 100, 10))
        let expected = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
            (
                "<NSLayoutConstraint:0x7 UIView:a.width == 100   (active)>",
                "<NSLayoutConstraint:0x8 UIView:a.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x8 UIView:a.width == 200   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
            """
        #expect(r.diagnostics.count == 1)
        #expect(r.diagnosticText == expected)
        #expect(r.diagnostics.first == .unsatisfiable(conflict: ["<NSLayoutConstraint:0x7 UIView:a.width == 100   (active)>",
                                                                 "<NSLayoutConstraint:0x8 UIView:a.width == 200   (active)>"],
                                                      broken: "<NSLayoutConstraint:0x8 UIView:a.width == 200   (active)>"))
    }

    /// A conflict involving the root's window size names UIKit's encapsulated-layout constraint, an identifier,
    /// and a priority-free required inequality: a.width ≥ 500 in a 400-wide window pinned edge to edge.
    @Test func conflictWithWindowSizeNamesEncapsulatedConstraint() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let wide = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 500)
        wide.identifier = "too-wide"
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10), wide,
        ])
        let r = try lay(root, Devices.plain(400, 300))
        // The broken one is the last added: too-wide; a spans the window.
        #expect(r.frame("a") == rect(0, 0, 400, 10))
        guard case let .unsatisfiable(conflict, broken)? = r.diagnostics.first else {
            Issue.record("expected a conflict, got \(r.diagnostics)")
            return
        }
        #expect(conflict == ["<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:root.width == 400   (active)>",
                             "<NSLayoutConstraint:0x5 UIView:a.leading == UIView:root.leading   (active)>",
                             "<NSLayoutConstraint:0x6 UIView:a.trailing == UIView:root.trailing   (active)>",
                             "<NSLayoutConstraint:0x9 'too-wide' UIView:a.width >= 500   (active)>"])
        #expect(broken == "<NSLayoutConstraint:0x9 'too-wide' UIView:a.width >= 500   (active)>")
    }

    /// No width: `a`'s width variable (id 6: the root has 0–3, `a` minX 4, minY 5, width 6, height 7) is free.
    @Test func ambiguousLayoutPerViewAndAxis() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let r = try lay(root, Devices.plain(400, 300))
        #expect(r.diagnostics == [.ambiguous(view: "a", className: "UIView", axis: .horizontal, variables: ["width{id: 6}"])])
        #expect(r.diagnosticText == "AMBIGUOUS LAYOUT for UIView:a.width{id: 6} (horizontal axis)")
        #expect(r.frame("a")?.minX == 10)
        #expect(r.hasAmbiguousLayout("a") && r.hasAmbiguousLayout("a", axis: .horizontal) && !r.hasAmbiguousLayout("a", axis: .vertical))
    }

    /// UIKit's engine holds a view's position relative to its superview: a card given a size but
    /// no position is ambiguous on both axes, a label pinned inside it at (16, 8) is not (only
    /// the card is reported), and a badge inside it with a leading but no top is ambiguous on the
    /// vertical axis alone, its own. Variable ids: root 0–3, card 4–7, label 8–11, badge 12–15.
    @Test func aViewPinnedInsideAnAmbiguouslyPlacedSuperviewIsNotAmbiguous() throws {
        let root = View(identifier: "root")
        let card = box("card", in: root)
        let label = box("label", in: card)
        let badge = box("badge", in: card)
        LayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 20),
            badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        let r = try lay(root, Devices.plain(400, 300))
        #expect(r.diagnostics == [
            .ambiguous(view: "card", className: "UIView", axis: .horizontal, variables: ["minX{id: 4}"]),
            .ambiguous(view: "card", className: "UIView", axis: .vertical, variables: ["minY{id: 5}"]),
            .ambiguous(view: "badge", className: "UIView", axis: .vertical, variables: ["minY{id: 13}"]),
        ])
        // Whatever the card's position, the label sits at (16, 8) in it (frames are in the
        // superview's coordinates) and the badge 16 + 50 + 4 = 70 from its left.
        #expect(r.frame("label") == rect(16, 8, 50, 20))
        #expect(r.frame("badge")?.minX == 70)
    }

    /// constraintsAffectingLayout(for:): a's horizontal constraints are its leading (serial 5) and width (7).
    @Test func constraintsAffectingLayoutPerAxis() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(400, 300), measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        // Serials: window size 1–4; root's installed leading 5, top 6; a's width 7, height 8.
        #expect(engine.constraintsAffectingLayout(for: a, axis: .horizontal) == [
            "<NSLayoutConstraint:0x5 UIView:a.leading == UIView:root.leading + 10   (active)>",
            "<NSLayoutConstraint:0x7 UIView:a.width == 20   (active)>"])
    }

    /// Views in two separate trees: activation fails (thrown by `activateChecked`, kept for layout by `isActive`),
    /// with UIKit's message naming both anchors.
    @Test func constraintAcrossHierarchiesIsRefusedNamingBothViews() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let stranger = View(identifier: "stranger")
        let c = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        #expect(throws: LayoutError.noCommonAncestor(first: "<NSLayoutXAxisAnchor \"UIView:a.leading\">",
                                                     second: "<NSLayoutXAxisAnchor \"UIView:stranger.leading\">")) {
            try c.activateChecked()
        }
        c.isActive = true
        #expect(!c.isActive)
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
                                   a.widthAnchor.constraint(equalToConstant: 5), a.heightAnchor.constraint(equalToConstant: 5)])
        let r = try lay(root, Devices.plain(100, 100))
        #expect(r.frame("a") == rect(0, 0, 5, 5))
        #expect(r.diagnosticText.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"UIView:a.leading\"> and "
                                           + "<NSLayoutXAxisAnchor \"UIView:stranger.leading\"> because they have no common ancestor."))
    }

    /// A wrapping label needs a second pass; capped at one pass the layout reports that it did not settle.
    @Test func unsettledMultiPassLayoutIsReported() throws {
        let root = View(identifier: "root")
        let label = Label(identifier: "label", text: "aaaa bbbb cccc", font: .system(size: 10))
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   label.topAnchor.constraint(equalTo: root.topAnchor),
                                   label.widthAnchor.constraint(equalToConstant: 50)])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(100, 100), measurer: FixedMetricsMeasurer())
        engine.maximumPasses = 1
        let r = engine.layout()
        // Pass 1 measured unbounded: one line, 12 high.
        #expect(r.frame("label") == rect(0, 0, 50, 12))
        #expect(r.diagnostics == [.unsettled(passes: 1, views: ["label"])])
        #expect(r.diagnosticText == "Layout did not settle after 1 passes; still changing: label")
    }
}

@Suite struct OutsideHierarchyTests {
    /// A guide removed from its view leaves a constraint that names an item outside the tree: it is skipped
    /// and reported; the rest of the layout stands.
    @Test func constraintToDetachedGuideIsReported() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let guide = LayoutGuide(identifier: "column")
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: guide.leftAnchor),
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 4), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 5), a.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.removeLayoutGuide(guide)
        let r = try lay(root, Devices.plain(100, 100))
        #expect(r.frame("a") == rect(4, 0, 5, 5))
        #expect(r.diagnostics == [.outsideHierarchy(constraint: "UIView:a.left == UILayoutGuide:column.left", view: "UILayoutGuide:column")])
        #expect(r.diagnosticText.hasPrefix("The view hierarchy is not prepared for the constraint: UIView:a.left == UILayoutGuide:column.left"))
    }

    /// The engine keeps its finding that a view's installed constraints are all inside the tree
    /// while the tree stands; removing a guide between two layouts of one engine must undo it.
    @Test func guideRemovedBetweenLayoutsIsReported() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let guide = LayoutGuide(identifier: "column")
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.leftAnchor.constraint(equalTo: guide.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 5), a.heightAnchor.constraint(equalToConstant: 5),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(100, 100), measurer: FixedMetricsMeasurer())
        // With the guide: a.left = guide.left = root.left + 10 = 10.
        let first = engine.layout()
        #expect(first.frame("a") == rect(10, 0, 5, 5))
        #expect(first.diagnostics.isEmpty)
        root.removeLayoutGuide(guide)
        // Without it both constraints naming the guide are skipped; a.left is left open (ambiguous)
        // but reported: the diagnostics name both constraints as outside the hierarchy.
        let second = engine.layout()
        let outside = second.diagnostics.filter { if case .outsideHierarchy = $0 { return true } else { return false } }
        #expect(outside == [
            .outsideHierarchy(constraint: "UILayoutGuide:column.left == UIView:root.left + 10", view: "UILayoutGuide:column"),
            .outsideHierarchy(constraint: "UIView:a.left == UILayoutGuide:column.left", view: "UILayoutGuide:column"),
        ])
    }
}

@Suite struct OutOfRangePriorityTests {
    /// Content priorities are not range-checked (an IB file may say `horizontalHuggingPriority="1e20"`), so
    /// printing one must not go through Int(_:), which traps beyond ±9.2e18. Hugging 1e20 (≥ 1000) makes
    /// the label's `width <= 10` required ("ab" at 10 pt: 2 × 5 = 10 wide, 1.2 × 10 = 12 high). Serials:
    /// window 1–4, leading 5, top 6, the label's content-size rows 7–10 (hug width first), its own
    /// `width == 50` 0xb, which conflicts with 0x7 and is broken; the label keeps (10, 10, 10, 12).
    @Test func hugeContentPriorityPrintsInAConflict() throws {
        let label = Label(identifier: "l", text: "ab", font: .system(size: 10))
        label.setContentHuggingPriority(LayoutPriority(1e20), for: .horizontal)
        let r = try placed(label, extra: [label.widthAnchor.constraint(equalToConstant: 50)])
        #expect(r.frame("l") == rect(10, 10, 10, 12))
        guard case let .unsatisfiable(conflict, broken)? = r.diagnostics.first else {
            Issue.record("expected a conflict: \(r.diagnostics)")
            return
        }
        #expect(conflict == [
            "<NSContentSizeLayoutConstraint:0x7 UILabel:l.width == 10 Hug:1e+20 CompressionResistance:750   (active)>",
            "<NSLayoutConstraint:0xb UILabel:l.width == 50   (active)>",
        ])
        #expect(broken == "<NSLayoutConstraint:0xb UILabel:l.width == 50   (active)>")
    }

    /// A NaN hugging priority (content priorities have no error path) refuses only the hugging row, named
    /// as an invalid constraint: not reported as unsatisfiable, which would send a reader looking for a rival.
    /// "ab" at 10 pt is 10 wide, so the refused row is `width <= 10`; resistance (`width >= 10` at 750) stays,
    /// which leaves the width without an upper bound: ambiguous. Variables are made in tree order (root 0–3,
    /// the label's minX, minY, width, height 4–7), so the label's width is id 6.
    @Test func nanContentPriorityIsAnInvalidConstraint() throws {
        let label = Label(identifier: "l", text: "ab", font: .system(size: 10))
        label.setContentHuggingPriority(LayoutPriority(.nan), for: .horizontal)
        let r = try placed(label)
        #expect(r.diagnostics == [
            .invalidConstraint(constraint: "UILabel:l.width <= 10",
                               message: "The priority of this constraint is not a number; it was ignored."),
            .ambiguous(view: "l", className: "UILabel", axis: .horizontal, variables: ["width{id: 6}"]),
        ])
    }

    /// Whole priorities in Int's range print as integers (UIKit's `@750`); others as Floats.
    @Test func priorityDescriptions() {
        #expect(LayoutPriority(750).description == "750")
        #expect(LayoutPriority(999.5).description == "999.5")
        #expect(LayoutPriority(-1e20).description == "-1e+20")
        #expect(LayoutPriority(.infinity).description == "inf")
    }
}

@Suite struct RotationConflictTests {
    /// A bar at least 500 wide, pinned to both sides: fine in landscape (667), impossible in portrait (375).
    /// Rotating to portrait breaks the app's `width >= 500` (not the window's size) and reports it; rotating
    /// back restores it and the report goes away.
    @Test func conflictAfterRotationBreaksTheAppConstraint() throws {
        let root = View(identifier: "root")
        let bar = box("bar", in: root)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.widthAnchor.constraint(greaterThanOrEqualToConstant: 500),
            bar.topAnchor.constraint(equalTo: root.topAnchor), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.se(landscape: true), measurer: FixedMetricsMeasurer())
        #expect(engine.layout().frame("bar") == rect(0, 0, 667, 10))
        let portrait = try engine.update(environment: Devices.se())
        #expect(portrait.frame("root") == rect(0, 0, 375, 667))
        #expect(portrait.frame("bar") == rect(0, 0, 375, 10))
        guard case let .unsatisfiable(_, broken)? = portrait.diagnostics.first else {
            Issue.record("expected a conflict: \(portrait.diagnostics)")
            return
        }
        #expect(broken == "<NSLayoutConstraint:0x8 UIView:bar.width >= 500   (active)>")
        let back = try engine.update(environment: Devices.se(landscape: true))
        #expect(back.frame("bar") == rect(0, 0, 667, 10))
        #expect(back.diagnostics.isEmpty)
    }
}
