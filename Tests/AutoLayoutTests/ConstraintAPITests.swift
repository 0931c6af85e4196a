// The constraint API: the item/attribute initialiser, relations, multipliers, identifiers, activation,
// changes after activation, system spacing, baselines, and bad input as thrown errors.
import Testing
@testable import AutoLayout

@Suite struct ConstraintAPITests {
    /// `a.width == 2 × b.height + 1` through the UIKit initialiser: b is 20 high, so a is 41 wide.
    @Test func itemAttributeInitialiser() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root), b = box("b", in: root)
        LayoutConstraint.activate([
            try LayoutConstraint.validated(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 2, constant: 1),
            try LayoutConstraint.validated(item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
            try LayoutConstraint.validated(item: b, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5),
            try LayoutConstraint.validated(item: b, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5),
            try LayoutConstraint.validated(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 3),
            try LayoutConstraint.validated(item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .trailing, multiplier: 1, constant: 0),
            try LayoutConstraint.validated(item: a, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
            try LayoutConstraint.validated(item: b, attribute: .top, relatedBy: .equal, toItem: a, attribute: .top, multiplier: 1, constant: 0),
            a.heightAnchor.constraint(equalTo: b.heightAnchor),
        ])
        let r = try lay(root, Devices.plain(400, 300))
        // a: x 3, width 41, height 20 centred in 300: y 140. b: right after a at 44, 5 × 20.
        #expect(r.frame("a") == rect(3, 140, 41, 20))
        #expect(r.frame("b") == rect(44, 140, 5, 20))
    }

    /// Bad pairings throw errors naming the view and attribute.
    @Test func badConstraintsThrow() {
        let a = View(identifier: "a"), b = View(identifier: "b")
        #expect(throws: LayoutError.locationEqualToConstant(item: "UIView:a.leading")) {
            try LayoutConstraint.validated(item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        }
        #expect(throws: LayoutError.locationEqualToConstant(item: "UIView:a.top")) {
            try LayoutConstraint.validated(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 0, constant: 5)
        }
        #expect(throws: LayoutError.incompatibleAttributes(first: "UIView:a.leading", second: "UIView:b.width",
                                                           reason: "a size cannot be related to a location")) {
            try LayoutConstraint.validated(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 1, constant: 0)
        }
        #expect(throws: LayoutError.incompatibleAttributes(first: "UIView:a.centerX", second: "UIView:b.top",
                                                           reason: "a horizontal location cannot be related to a vertical one")) {
            try LayoutConstraint.validated(item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)
        }
        #expect(throws: LayoutError.incompatibleAttributes(first: "UIView:a.leading", second: "UIView:b.left",
                                                           reason: "a leading/trailing attribute cannot be related to a left/right attribute")) {
            try LayoutConstraint.validated(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0)
        }
        #expect(throws: LayoutError.nonFinite(place: "the constant of UIView:a.width", value: .infinity)) {
            try LayoutConstraint.validated(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: .infinity)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.validated(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: .nan, constant: 0)
        }
        #expect(throws: LayoutError.self) { try LayoutEngine(root: a, environment: Devices.plain(.nan, 10), measurer: FixedMetricsMeasurer()) }
    }

    /// Constant and optional priority change after activation; the engine updates in place (same rows, no new serials).
    /// Required ↔ optional is refused with UIKit's message, and the setter keeps the old priority.
    @Test func changesAfterActivation() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let left = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let wide = a.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = .defaultHigh
        wide.identifier = "wide"
        let cap = a.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        cap.priority = 800
        LayoutConstraint.activate([left, wide, cap, a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5)])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(400, 300), measurer: FixedMetricsMeasurer())
        // 100 @750 loses to ≤ 80 @800.
        #expect(engine.layout().frame("a") == rect(10, 0, 80, 5))
        let serials = engine.serialCounter
        left.constant = 30
        try wide.setPriority(900)
        // The priority change replaces one row; the constant change is in place.
        #expect(engine.layout().frame("a") == rect(30, 0, 100, 5))
        #expect(engine.serialCounter == serials)
        #expect(throws: LayoutError.requiredPriorityChange(constraint: "UIView:a.left == UIView:root.left + 30", from: 1000, to: 750)) {
            try left.setPriority(.defaultHigh)
        }
        left.priority = .defaultHigh
        #expect(left.priority == .required)
        #expect(engine.layout().diagnostics.contains {
            if case .invalidConstraint(constraint: "UIView:a.left == UIView:root.left + 30", _) = $0 { return true }
            return false
        })
        #expect(throws: LayoutError.self) { try left.setConstant(.nan) }
        #expect(left.constant == 30)
    }

    /// isActive, activate/deactivate in batches.
    @Test func activationAndDeactivation() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let base = [a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
                    a.heightAnchor.constraint(equalToConstant: 5)]
        let narrow = a.widthAnchor.constraint(equalToConstant: 10)
        let broad = a.widthAnchor.constraint(equalToConstant: 90)
        LayoutConstraint.activate(base + [narrow])
        #expect(narrow.isActive && !broad.isActive)
        #expect(try lay(root, Devices.plain(100, 100)).frame("a") == rect(0, 0, 10, 5))
        narrow.isActive = false
        broad.isActive = true
        #expect(try lay(root, Devices.plain(100, 100)).frame("a") == rect(0, 0, 90, 5))
        LayoutConstraint.deactivate([broad])
        try LayoutConstraint.activateChecked([narrow])
        #expect(try lay(root, Devices.plain(100, 100)).frame("a") == rect(0, 0, 10, 5))
    }

    /// System spacing is 8 × multiplier; baselines align text: a 10-pt label's baseline (8) on a 20-pt
    /// label's (16) puts it 8 lower; the last baseline of a two-line label is 12 + 8 = 20 below its top.
    @Test func systemSpacingAndBaselines() throws {
        let root = View(identifier: "root")
        let big = Label(identifier: "big", text: "ab", font: .system(size: 20))
        let small = Label(identifier: "small", text: "ab", font: .system(size: 10))
        let two = Label(identifier: "two", text: "aa bb", font: .system(size: 10))
        two.numberOfLines = 0
        two.preferredMaxLayoutWidth = 10
        let under = box("under", in: root)
        for l in [big, small, two] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor),
            small.leadingAnchor.constraint(equalToSystemSpacingAfter: big.trailingAnchor, multiplier: 2),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            two.leadingAnchor.constraint(equalToSystemSpacingAfter: small.trailingAnchor),
            two.topAnchor.constraint(equalTo: root.topAnchor),
            under.topAnchor.constraint(equalToSystemSpacingBelow: two.lastBaselineAnchor),
            under.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            under.widthAnchor.constraint(equalToConstant: 1), under.heightAnchor.constraint(equalToConstant: 1),
        ])
        let r = try lay(root, Devices.plain(200, 100))
        #expect(r.frame("big") == rect(0, 0, 20, 24))
        #expect(r.frame("small") == rect(36, 8, 10, 12))
        #expect(r.frame("two") == rect(54, 0, 10, 24))
        #expect(r.frame("under") == rect(0, 28, 1, 1))
    }

    /// Anchors are typed by axis: `XAxisAnchor` and `YAxisAnchor` are different types, so
    /// `a.leadingAnchor.constraint(equalTo: b.topAnchor)` does not compile; a size anchor only takes sizes.
    @Test func anchorsAreTypedByAxis() {
        #expect(ObjectIdentifier(XAxisAnchor.self) != ObjectIdentifier(YAxisAnchor.self))
        let a = View(identifier: "a")
        #expect(a.leadingAnchor.attribute == .leading && a.firstBaselineAnchor.attribute == .firstBaseline)
        #expect(a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5).debugSummary == "UIView:a.width == 0.5*UIView:a.height")
    }

    /// Removing a view from its superview removes the constraints that tie it to views outside it.
    @Test func removeFromSuperviewDropsOutsideConstraints() throws {
        let root = View(identifier: "root")
        let a = box("a", in: root)
        let inner = box("inner", in: a)
        LayoutConstraint.activate([a.leftAnchor.constraint(equalTo: root.leftAnchor), inner.leftAnchor.constraint(equalTo: a.leftAnchor),
                                   inner.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(root.constraints.count == 2)
        a.removeFromSuperview()
        #expect(root.constraints.isEmpty)
        #expect(a.constraints.count == 1)
    }
}

@Suite struct NonFiniteInputTests {
    /// NaN in a frame, a margin or a stack spacing never reaches the solver: the row is refused and named,
    /// and the rest of the layout stands.
    @Test func nonFiniteNumbersAreReportedNotSolved() throws {
        let root = View(identifier: "root")
        let framed = View(identifier: "framed", frame: rect(.nan, 0, 10, 10))
        root.addSubview(framed)
        let a = box("a", in: root)
        a.layoutMargins = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        let inner = box("inner", in: a)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            inner.topAnchor.constraint(equalTo: a.layoutMarginsGuide.topAnchor),
            inner.leftAnchor.constraint(equalTo: a.leftAnchor), inner.widthAnchor.constraint(equalToConstant: 1),
            inner.heightAnchor.constraint(equalToConstant: 1),
        ])
        let r = try lay(root, Devices.plain(100, 100))
        #expect(r.frame("a") == rect(5, 0, 50, 50))
        let refused = r.diagnostics.compactMap { d -> String? in
            if case let .invalidConstraint(constraint, _) = d { return constraint }
            return nil
        }
        #expect(refused.contains("UIView:framed.left == UIView:root.left + nan"))
        #expect(refused.contains { $0.hasPrefix("UILayoutGuide:'UIViewLayoutMarginsGuide'(UIView:a).top") })
    }

    /// A constant of 1e303 is finite but overflows once scaled to pixels; beyond ±10^9 it is
    /// refused like NaN: b keeps the 20-point width of its other constraint at priority 999
    /// instead of the refused 1e303, and is named.
    @Test func hugeNumbersAreRefusedLikeNonFiniteOnes() throws {
        let root = View(identifier: "root")
        let b = box("b", in: root)
        let preferred = b.widthAnchor.constraint(equalToConstant: 20)
        preferred.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 1e303), preferred, b.heightAnchor.constraint(equalToConstant: 10),
        ])
        let r = try lay(root, Devices.plain(100, 100))
        #expect(r.frame("b") == rect(0, 0, 20, 10))
        let refused = r.diagnostics.compactMap { d -> String? in
            if case let .invalidConstraint(constraint, _) = d { return constraint }
            return nil
        }
        #expect(refused.count == 1)
        #expect(refused.first?.hasPrefix("UIView:b.width == ") == true)
    }
}
