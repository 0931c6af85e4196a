// UIStackView: distributions, alignments, spacing, margins, baselines, hidden items, direction (facts §3).
// Items are plain views with fixed intrinsic sizes: A 40 × 20, B 60 × 30, C 20 × 10, on a 400 × 200 window @2x.
import Testing
@testable import AutoLayout

struct StackFixture {
    let root = View(identifier: "root")
    let stack = StackView(identifier: "stack")
    let a = View(identifier: "A"), b = View(identifier: "B"), c = View(identifier: "C")

    init(axis: LayoutAxis = .horizontal, width: Double? = 300) {
        a.fixedIntrinsicContentSize = Size(width: 40, height: 20)
        b.fixedIntrinsicContentSize = Size(width: 60, height: 30)
        c.fixedIntrinsicContentSize = Size(width: 20, height: 10)
        for v in [a, b, c] { stack.addArrangedSubview(v) }
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var cs = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if let width { cs.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        LayoutConstraint.activate(cs)
    }

    func layout(rtl: Bool = false) throws -> LayoutResult { try lay(root, Devices.plain(400, 200, rtl: rtl)) }
}

@Suite struct StackViewTests {
    /// Fill, spacing 10, A and B hug at 251 so C takes the spare width: 300 − 40 − 60 − 2 × 10 = 180.
    /// Fill alignment makes all heights equal; B resists at 750 so they are 30.
    @Test func fillDistributionWithFillAlignment() throws {
        let f = StackFixture()
        f.stack.spacing = 10
        f.a.setContentHuggingPriority(251, for: .horizontal)
        f.b.setContentHuggingPriority(251, for: .horizontal)
        let r = try f.layout()
        #expect(r.frame("stack") == rect(0, 0, 300, 30))
        #expect(r.frame("A") == rect(0, 0, 40, 30))
        #expect(r.frame("B") == rect(50, 0, 60, 30))
        #expect(r.frame("C") == rect(120, 0, 180, 30))
        #expect(r.diagnostics.isEmpty)
        // The generated set, named and prioritised as UIKit's.
        let generated = f.stack.generated.map { "\($0.identifier ?? "") \($0.debugSummary) @\($0.priority)" }
        #expect(generated == [
            "UISV-canvas-connection UIStackView:stack.leading == UIView:A.leading @1000",
            "UISV-canvas-connection UIStackView:stack.trailing == UIView:C.trailing @1000",
            "UISV-spacing UIView:B.leading == UIView:A.trailing + 10 @1000",
            "UISV-spacing UIView:C.leading == UIView:B.trailing + 10 @1000",
            "UISV-canvas-connection UIStackView:stack.top == UIView:A.top @1000",
            "UISV-canvas-connection UIStackView:stack.bottom == UIView:A.bottom @1000",
            "UISV-alignment UIView:A.top == UIView:B.top @1000",
            "UISV-alignment UIView:A.bottom == UIView:B.bottom @1000",
            "UISV-alignment UIView:A.top == UIView:C.top @1000",
            "UISV-alignment UIView:A.bottom == UIView:C.bottom @1000",
        ])
    }

    /// Fill equally: (300 − 20)/3 = 93.33 each; window edges 93.33, 103.33, 196.67, 206.67 snap to the half
    /// point: 93.5, 103.5, 196.5, 206.5.
    @Test func fillEqually() throws {
        let f = StackFixture()
        f.stack.distribution = .fillEqually
        f.stack.spacing = 10
        let r = try f.layout()
        #expect(r.frame("A") == rect(0, 0, 93.5, 30))
        #expect(r.frame("B") == rect(103.5, 0, 93, 30))
        #expect(r.frame("C") == rect(206.5, 0, 93.5, 30))
        #expect(f.stack.generated.filter { $0.identifier == "UISV-fill-equally" }.map(\.debugSummary)
            == ["UIView:B.width == UIView:A.width", "UIView:C.width == UIView:A.width"])
    }

    /// Fill proportionally, spacing 0: lengths 40, 60, 20 of 120, so multipliers 1/3, 1/2, 1/6 of 300 at
    /// priorities 999, 998, 997: widths 100, 150, 50.
    @Test func fillProportionally() throws {
        let f = StackFixture()
        f.stack.distribution = .fillProportionally
        let r = try f.layout()
        #expect(r.frame("A") == rect(0, 0, 100, 30))
        #expect(r.frame("B") == rect(100, 0, 150, 30))
        #expect(r.frame("C") == rect(250, 0, 50, 30))
        #expect(f.stack.generated.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority.rawValue) == [999, 998, 997])
    }

    /// Fill proportionally with items that have no intrinsic length: UIKit measures them by their fitting
    /// size (`systemLayoutSizeFitting`, compressed along the axis). Container c1 holds a view of intrinsic
    /// height 20 pinned to its top and bottom, c2 one of height 60: fitting heights 20 and 60 (the inner
    /// views hug at 250, above the fitting level 50). Vertical, spacing 0, 300 tall: multipliers 20/80 and
    /// 60/80 give c1 = 75 at y 0 and c2 = 225 at y 75; the inner views stretch with them (pinned, required).
    /// Horizontal, 240 wide, inner widths 30 and 90 pinned leading and trailing: 60 and 180.
    @Test(arguments: [LayoutAxis.vertical, .horizontal]) func fillProportionallyUsesFittingSize(axis: LayoutAxis) throws {
        let root = View(identifier: "root")
        let c1 = View(identifier: "c1"), c2 = View(identifier: "c2")
        let stack = StackView(identifier: "stack", arrangedSubviews: [c1, c2])
        stack.axis = axis
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let vertical = axis == .vertical
        var cs = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
                  stack.widthAnchor.constraint(equalToConstant: vertical ? 100 : 240),
                  stack.heightAnchor.constraint(equalToConstant: vertical ? 300 : 50)]
        for (container, length) in [(c1, 20.0), (c2, 60.0)] {
            let inner = box(container.identifier + ".inner", in: container)
            inner.fixedIntrinsicContentSize = vertical ? Size(width: 10, height: length) : Size(width: length * 1.5, height: 10)
            cs += [inner.leadingAnchor.constraint(equalTo: container.leadingAnchor), inner.topAnchor.constraint(equalTo: container.topAnchor)]
            cs.append(vertical ? inner.bottomAnchor.constraint(equalTo: container.bottomAnchor)
                               : inner.trailingAnchor.constraint(equalTo: container.trailingAnchor))
        }
        LayoutConstraint.activate(cs)
        let r = try lay(root, Devices.plain(400, 400))
        if vertical {
            #expect(r.frame("c1") == rect(0, 0, 100, 75))
            #expect(r.frame("c2") == rect(0, 75, 100, 225))
            #expect(r.frame("c2.inner") == rect(0, 0, 10, 225))
        } else {
            #expect(r.frame("c1") == rect(0, 0, 60, 50))
            #expect(r.frame("c2") == rect(60, 0, 180, 50))
            #expect(r.frame("c2.inner") == rect(0, 0, 180, 10))
        }
        #expect(r.diagnostics.isEmpty, "\(r.diagnosticText)")
    }

    /// The same measurement through stacks inside the items: each container holds a horizontal,
    /// centre-aligned stack (pinned to its edges) around a view of intrinsic height 20 or 60. The inner
    /// stack's spanner hugs the view at 51 and the view keeps its height at 250, so the fitting heights
    /// are again 20 and 60 and the 300-tall stack splits 75 / 225. The inner stacks' own constraints
    /// survive the fitting sub-layouts: the layout settles with no diagnostics; the leaf fills its inner
    /// stack's width (100, fill distribution) and is centred across it: y = (225 − 60) / 2 = 82.5.
    @Test func fillProportionallyFitsThroughInnerStacks() throws {
        let root = View(identifier: "root")
        let c1 = View(identifier: "c1"), c2 = View(identifier: "c2")
        let stack = StackView(identifier: "stack", arrangedSubviews: [c1, c2])
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var cs = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
                  stack.widthAnchor.constraint(equalToConstant: 100), stack.heightAnchor.constraint(equalToConstant: 300)]
        for (container, length) in [(c1, 20.0), (c2, 60.0)] {
            let leaf = View(identifier: container.identifier + ".leaf")
            leaf.fixedIntrinsicContentSize = Size(width: 10, height: length)
            let inner = StackView(identifier: container.identifier + ".stack", arrangedSubviews: [leaf])
            inner.alignment = .center
            inner.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(inner)
            cs += [inner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                   inner.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                   inner.topAnchor.constraint(equalTo: container.topAnchor),
                   inner.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
        }
        LayoutConstraint.activate(cs)
        let r = try lay(root, Devices.plain(400, 400))
        #expect(r.frame("c1") == rect(0, 0, 100, 75))
        #expect(r.frame("c2") == rect(0, 75, 100, 225))
        #expect(r.frame("c2.stack") == rect(0, 0, 100, 225))
        #expect(r.frame("c2.leaf") == rect(0, 82.5, 100, 60))
        #expect(r.diagnostics.isEmpty, "\(r.diagnosticText)")
    }

    /// Equal spacing: items keep 40, 60, 20; the 180 left over is split into two gaps of 90.
    @Test func equalSpacing() throws {
        let f = StackFixture()
        f.stack.distribution = .equalSpacing
        let r = try f.layout()
        #expect(r.frame("A") == rect(0, 0, 40, 30))
        #expect(r.frame("B") == rect(130, 0, 60, 30))
        #expect(r.frame("C") == rect(280, 0, 20, 30))
    }

    /// Equal centering: centres at 20 and 290 (first and last at the edges), B's centre halfway at 155: x = 125.
    @Test func equalCentering() throws {
        let f = StackFixture()
        f.stack.distribution = .equalCentering
        let r = try f.layout()
        #expect(r.frame("A") == rect(0, 0, 40, 30))
        #expect(r.frame("B") == rect(125, 0, 60, 30))
        #expect(r.frame("C") == rect(280, 0, 20, 30))
        #expect(f.stack.generated.filter { $0.identifier == "UISV-fill-equally" }.map(\.priority.rawValue) == [149])
    }

    /// Alignments across a horizontal stack sized by its content (40 + 60 + 20 = 120 wide, as tall as B: 30).
    /// Top: all at y 0; centre: y = (30 − h)/2; bottom: y = 30 − h.
    @Test(arguments: [(StackView.Alignment.top, [0.0, 0, 0]), (.center, [5, 0, 10]), (.bottom, [10, 0, 20])])
    func crossAxisAlignment(alignment: StackView.Alignment, ys: [Double]) throws {
        let f = StackFixture(width: nil)
        f.stack.alignment = alignment
        let r = try f.layout()
        #expect(r.frame("stack") == rect(0, 0, 120, 30))
        #expect(r.frame("A") == rect(0, ys[0], 40, 20))
        #expect(r.frame("B") == rect(40, ys[1], 60, 30))
        #expect(r.frame("C") == rect(100, ys[2], 20, 10))
        #expect(r.diagnostics.isEmpty, "\(r.diagnosticText)")
    }

    /// Baseline alignment: "ab" at 10 pt (10 × 12, baseline 8) beside "ab" at 20 pt (20 × 24, baseline 16).
    /// Baselines meet: the small label's top is 16 − 8 = 8 below the big one's. UIKit connects the canvas
    /// across the axis to the *first* item on the baseline side (`canvas.top <= first.top` for first
    /// baselines, `canvas.bottom >= first.bottom` for last baselines) and to the spanner on the other;
    /// canvas-fit @49 pulls the inequality tight.
    /// - First baseline, small first: the stack's top is the small label's top (y 0); the big label sits
    ///   8 higher (y −8) and overhangs; the bottom is the spanner's, max(0 + 12, −8 + 24) = 16: height 16.
    /// - First baseline, big first: the top is the big label's (0), the small one sits at 8; bottom 24.
    /// - Last baseline, small first: the top is the spanner's, the big label's top (0); the small label
    ///   sits at 8 and ends at 20; the bottom `>=` 20 is pulled to 20, so the big label overhangs by 4.
    /// - Last baseline, big first: top 0 (spanner), bottom = the big label's bottom 24, small at 8.
    @Test(arguments: [(StackView.Alignment.firstBaseline, true), (.firstBaseline, false), (.lastBaseline, true),
                      (.lastBaseline, false)])
    func baselineAlignment(alignment: StackView.Alignment, smallFirst: Bool) throws {
        let root = View(identifier: "root")
        let small = Label(identifier: "small", text: "ab", font: .system(size: 10))
        let big = Label(identifier: "big", text: "ab", font: .system(size: 20))
        let stack = StackView(identifier: "stack", arrangedSubviews: smallFirst ? [small, big] : [big, small])
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        let r = try lay(root, Devices.plain(400, 200))
        let smallX: Double = smallFirst ? 0 : 20, bigX: Double = smallFirst ? 10 : 0
        switch (alignment, smallFirst) {
        case (.firstBaseline, true):
            #expect(r.frame("stack") == rect(0, 0, 30, 16))
            #expect(r.frame("small") == rect(smallX, 0, 10, 12))
            #expect(r.frame("big") == rect(bigX, -8, 20, 24))
        case (.lastBaseline, true):
            #expect(r.frame("stack") == rect(0, 0, 30, 20))
            #expect(r.frame("small") == rect(smallX, 8, 10, 12))
            #expect(r.frame("big") == rect(bigX, 0, 20, 24))
        default:
            #expect(r.frame("stack") == rect(0, 0, 30, 24))
            #expect(r.frame("small") == rect(smallX, 8, 10, 12))
            #expect(r.frame("big") == rect(bigX, 0, 20, 24))
        }
        #expect(r.diagnostics.isEmpty, "\(r.diagnosticText)")
    }

    /// Vertical, spacing 10, leading alignment, 300 wide: items stack at y 0, 30, 70 (heights 20, 30, 10).
    /// Right to left, leading is the right edge: x = 300 − width (and the stack itself sits at 400 − 300).
    @Test(arguments: [false, true]) func verticalLeadingAlignment(rtl: Bool) throws {
        let f = StackFixture(axis: .vertical)
        f.stack.alignment = .leading
        f.stack.spacing = 10
        let r = try f.layout(rtl: rtl)
        #expect(r.frame("stack") == rect(rtl ? 100 : 0, 0, 300, 80))
        #expect(r.frame("A") == rect(rtl ? 260 : 0, 0, 40, 20))
        #expect(r.frame("B") == rect(rtl ? 240 : 0, 30, 60, 30))
        #expect(r.frame("C") == rect(rtl ? 280 : 0, 70, 20, 10))
    }

    /// Right to left, a horizontal stack's first item is on the right: A at 300 − 40, B left of it, C takes the rest.
    @Test func horizontalOrderFollowsLayoutDirection() throws {
        let f = StackFixture()
        f.stack.spacing = 10
        f.a.setContentHuggingPriority(251, for: .horizontal)
        f.b.setContentHuggingPriority(251, for: .horizontal)
        let r = try f.layout(rtl: true)
        #expect(r.frame("A") == rect(260, 0, 40, 30))
        #expect(r.frame("B") == rect(190, 0, 60, 30))
        #expect(r.frame("C") == rect(0, 0, 180, 30))
        // forceLeftToRight on the stack keeps left-to-right order inside it in an Arabic layout, while the
        // root (right to left) still places the stack at its leading, right edge: x = 400 − 300.
        f.stack.semanticContentAttribute = .forceLeftToRight
        let forced = try f.layout(rtl: true)
        #expect(forced.frame("stack") == rect(100, 0, 300, 30))
        #expect(forced.frame("A") == rect(0, 0, 40, 30))
        #expect(forced.frame("C") == rect(120, 0, 180, 30))
    }

    /// customSpacing(after: A) = 30 overrides spacing 10 after A only: B at 70, C at 140, 160 wide.
    @Test func customSpacingAfterAnItem() throws {
        let f = StackFixture()
        f.stack.spacing = 10
        f.stack.setCustomSpacing(30, after: f.a)
        f.a.setContentHuggingPriority(251, for: .horizontal)
        f.b.setContentHuggingPriority(251, for: .horizontal)
        #expect(f.stack.customSpacing(after: f.a) == 30)
        #expect(f.stack.customSpacing(after: f.b) == StackView.spacingUseDefault)
        let r = try f.layout()
        #expect(r.frame("B") == rect(70, 0, 60, 30))
        #expect(r.frame("C") == rect(140, 0, 160, 30))
    }

    /// Margins-relative arrangement uses the stack's 8-pt margins: items inset by 8, the stack 30 + 16 = 46 high,
    /// C = 300 − 16 − 40 − 60 − 20 = 164 wide.
    @Test func layoutMarginsRelativeArrangement() throws {
        let f = StackFixture()
        f.stack.spacing = 10
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.a.setContentHuggingPriority(251, for: .horizontal)
        f.b.setContentHuggingPriority(251, for: .horizontal)
        let r = try f.layout()
        #expect(r.frame("stack") == rect(0, 0, 300, 46))
        #expect(r.frame("A") == rect(8, 8, 40, 30))
        #expect(r.frame("C") == rect(128, 8, 164, 30))
    }

    /// Baseline-relative (vertical): the 20-pt label's first baseline (16 below its top) sits 10 below the
    /// 10-pt label's last baseline (8): its top is at 8 + 10 − 16 = 2; the stack ends at its bottom, 26.
    @Test func baselineRelativeArrangement() throws {
        let root = View(identifier: "root")
        let small = Label(identifier: "small", text: "ab", font: .system(size: 10))
        let big = Label(identifier: "big", text: "ab", font: .system(size: 20))
        let stack = StackView(identifier: "stack", arrangedSubviews: [small, big])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 10
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)])
        let r = try lay(root, Devices.plain(400, 200))
        #expect(r.frame("small") == rect(0, 0, 10, 12))
        #expect(r.frame("big") == rect(0, 2, 20, 24))
        #expect(r.frame("stack") == rect(0, 0, 20, 26))
    }

    /// A hidden item collapses to zero along the axis (UISV-hiding at 999.999) and its neighbours meet at the
    /// normal spacing: A at 0, C at 50 (A + 10), C takes 300 − 50 = 250. Only visible items set the height: 20.
    @Test func hiddenItemCollapses() throws {
        let f = StackFixture()
        f.stack.spacing = 10
        f.a.setContentHuggingPriority(251, for: .horizontal)
        f.b.isHidden = true
        let r = try f.layout()
        #expect(r.frame("A") == rect(0, 0, 40, 20))
        #expect(r.frame("C") == rect(50, 0, 250, 20))
        #expect(r.frame("B")?.width == 0)
        let hiding = f.stack.generated.first { $0.identifier == "UISV-hiding" }
        #expect(hiding?.debugSummary == "UIView:B.width == 0")
        #expect(hiding?.priority.rawValue == 999.999)
    }
}

@Suite struct StackTextWidthTests {
    /// Two wrapping labels side by side in a 200-wide stack with spacing 10: each gets 200/2 − 10/2 = 95 at
    /// priority 760 (above their 750 resistance), instead of an ambiguous split. "aaaa bbbb cccc" (70 wide)
    /// fits on one line: 12 high.
    @Test func sideBySideWrappingLabelsShareTheWidth() throws {
        let root = View(identifier: "root")
        let left = Label(identifier: "left", text: "aaaa bbbb cccc", font: .system(size: 10))
        let right = Label(identifier: "right", text: "aaaa bbbb cccc", font: .system(size: 10))
        for l in [left, right] { l.numberOfLines = 0 }
        let stack = StackView(identifier: "stack", arrangedSubviews: [left, right])
        stack.spacing = 10
        stack.alignment = .top
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: 200)])
        let r = try lay(root, Devices.plain(400, 100))
        #expect(r.frame("left") == rect(0, 0, 95, 12))
        #expect(r.frame("right") == rect(105, 0, 95, 12))
        #expect(r.diagnostics.isEmpty, "\(r.diagnosticText)")
        let d = stack.generated.filter { $0.identifier == "UISV-text-width-disambiguation" }
        #expect(d.map(\.debugSummary) == ["UILabel:left.width == 0.5*UIStackView:stack.width - 5", "UILabel:right.width == 0.5*UIStackView:stack.width - 5"])
        #expect(d.map(\.priority.rawValue) == [760, 760])
    }
}

@Suite struct StackRegenerationTests {
    /// A fill-aligned horizontal stack vends its tallest item's baseline, so it must notice when another
    /// item becomes the tallest between layouts. Fixed metrics: a label's baseline sits at
    /// centreY + firstBaseline − height / 2. First layout: a "a" at 10 pt (12 high, baseline 8: +2),
    /// b "b" at 20 pt (24 high, baseline 16: +4); the stack is 24 high (b's compression resistance), b is
    /// the tallest, its baseline 12 + 4 = 16; c (10 pt, +2) sits at centreY 14, top 8.
    /// Then a grows to 30 pt (36 high, baseline 24: +6): the stack is 36 high, a is the tallest, its
    /// baseline 18 + 6 = 24, so c's centreY is 22 and its top 16 (b, still vended, would give 18 + 4 = 22:
    /// top 14).
    @Test func fillAlignedStackRevendsTheTallestItemsBaseline() throws {
        let root = View(identifier: "root")
        let stack = StackView(identifier: "stack")
        let a = Label(identifier: "a", text: "a", font: .system(size: 10))
        let b = Label(identifier: "b", text: "b", font: .system(size: 20))
        let c = Label(identifier: "c", text: "c", font: .system(size: 10))
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        for v in [stack, c] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
            c.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
        ])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(400, 300), measurer: FixedMetricsMeasurer())
        #expect(engine.layout().frame("c") == rect(200, 8, 5, 12))
        a.font = .system(size: 30)
        let grown = engine.layout()
        #expect(grown.frame("stack")?.height == 36)
        #expect(grown.frame("c") == rect(200, 16, 5, 12))
    }
}
