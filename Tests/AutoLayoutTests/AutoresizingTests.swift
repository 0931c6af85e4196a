// Autoresizing masks translated into constraints (facts §7): flexible parts share the superview's size
// change in proportion to their current sizes. Frames are set for a 320-wide superview.
import Testing
@testable import AutoLayout

func autoresized(_ frame: Rect, _ mask: AutoresizingMask, window: Double) throws -> Rect? {
    let root = View(identifier: "root", frame: rect(0, 0, 320, 100))
    let v = View(identifier: "v", frame: frame)
    v.autoresizingMask = mask
    root.addSubview(v)
    return try lay(root, Devices.plain(window, 100)).frame("v")
}

@Suite struct AutoresizingTests {
    /// Bounds set in code keep the view's centre, as UIKit's do: a 64 × 20 view at (100, 10) has its
    /// centre at (132, 20); bounds of 100 × 40 put its frame at (132 − 50, 20 − 20) = (82, 0), which
    /// the (empty) mask then keeps.
    @Test func boundsKeepTheCentre() throws {
        let root = View(identifier: "root", frame: rect(0, 0, 320, 100))
        let v = View(identifier: "v", frame: rect(100, 10, 64, 20))
        v.bounds = rect(0, 0, 100, 40)
        #expect(v.frame == rect(82, 0, 100, 40) && v.center == Point(x: 132, y: 20))
        root.addSubview(v)
        #expect(try lay(root, Devices.plain(320, 100)).frame("v") == rect(82, 0, 100, 40))
    }

    /// No mask: the frame stays (h=--&: the right margin absorbs the change).
    @Test func noMaskKeepsFrame() throws {
        #expect(try autoresized(rect(100, 10, 64, 20), [], window: 400) == rect(100, 10, 64, 20))
    }

    /// h=&-&: margins 100 and 156 share 400 − 64 = 336 in proportion: x = 100/256 × 336 = 131.25, snapped on
    /// @2x to 131.5 (its right edge 195.25 to 195.5, so the width stays 64).
    @Test func flexibleMarginsShareInProportion() throws {
        #expect(try autoresized(rect(100, 10, 64, 20), [.flexibleLeftMargin, .flexibleRightMargin], window: 400)
            == rect(131.5, 10, 64, 20))
    }

    /// Flexible width and right margin (fixed left 10): w = 100/310 × (630 − 10) = 200.
    @Test func flexibleWidthAndRightMargin() throws {
        #expect(try autoresized(rect(10, 0, 100, 20), [.flexibleWidth, .flexibleRightMargin], window: 630) == rect(10, 0, 200, 20))
    }

    /// All flexible parts currently zero (UIKit's behaviour is unknown): they share the change equally.
    /// A 320-wide view in a 320-wide superview with flexible margins, in 420: each margin gets 50.
    @Test func zeroFlexiblePartsShareEqually() throws {
        #expect(try autoresized(rect(0, 0, 320, 20), [.flexibleLeftMargin, .flexibleRightMargin], window: 420) == rect(50, 0, 320, 20))
    }

    /// The generated constraints carry UIKit's `h=… v=…` tag and print as NSAutoresizingMaskLayoutConstraint.
    @Test func constraintsAreTaggedAsUIKitPrintsThem() throws {
        let root = View(identifier: "root", frame: rect(0, 0, 320, 100))
        let v = View(identifier: "v", frame: rect(100, 10, 64, 20))
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(v)
        let cs = Autoresizing.constraints(for: v, superview: root, superSize: Size(width: 320, height: 100))
        #expect(cs.map(\.origin) == Array(repeating: .autoresizing("h=&-& v=--&"), count: 4))
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 100), measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        let printed = engine.entryOrder.filter { if case .autoresizing = $0.constraint.origin { return true }; return false }.map(engine.describe)
        // minX = 100/256 × (W − 64) = 0.390625 W − 25.
        #expect(printed.first == "<NSAutoresizingMaskLayoutConstraint:0x5 h=&-& v=--& UIView:v.minX == 0.390625*UIView:root.width - 25   (active, names: '|':UIView:root )>")
    }

    /// A flexible width follows the superview's: in a 320-wide root, a view 10 in from each side is
    /// `width == root.width − 20`; printed as that, not as its constant alone (the calliope-mini
    /// app's cell content view printed "width == 0" in a conflict report). Nothing flexible
    /// vertically: UIKit's tag takes the bottom margin as the flexible part, `--&`.
    @Test func aFlexibleSizePrintsTheSuperviewsSize() throws {
        let root = View(identifier: "root", frame: rect(0, 0, 320, 100))
        let v = View(identifier: "v", frame: rect(10, 0, 300, 100))
        v.autoresizingMask = [.flexibleWidth]
        root.addSubview(v)
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 100), measurer: FixedMetricsMeasurer())
        _ = engine.layout()
        let printed = engine.entryOrder.filter { if case .autoresizing = $0.constraint.origin { return true }; return false }.map(engine.describe)
        #expect(printed.contains { $0.hasSuffix("h=-&- v=--& UIView:v.width == UIView:root.width - 20   (active, names: '|':UIView:root )>") },
                "\(printed)")
        // Its fixed origin stays relative to the superview: minX == 10.
        #expect(printed.contains { $0.hasSuffix("h=-&- v=--& UIView:v.minX == 10   (active, names: '|':UIView:root )>") }, "\(printed)")
    }

    /// A view moved to another superview with the same frame between two layouts of one engine (a row
    /// view rebuilt in `layoutSubviews`, as ElaWorkshop/TagListView rebuilds its rows) is placed in the
    /// new superview: x = 30 + 5 = 35, y = 40 + 6 = 46. Its constraints of the first layout named
    /// the old superview and left it where that one was.
    @Test func viewMovedToAnotherSuperviewFollowsIt() throws {
        let root = View(identifier: "root", frame: rect(0, 0, 320, 100))
        let first = View(identifier: "first", frame: rect(10, 10, 100, 50))
        let second = View(identifier: "second", frame: rect(30, 40, 100, 50))
        let tag = View(identifier: "tag", frame: rect(5, 6, 20, 10))
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(tag)
        let engine = try LayoutEngine(root: root, environment: Devices.plain(320, 100), measurer: FixedMetricsMeasurer())
        // In first: window (10 + 5, 10 + 6).
        #expect(engine.layout().windowFrame("tag") == rect(15, 16, 20, 10))
        tag.removeFromSuperview()
        second.addSubview(tag)
        let moved = engine.layout()
        #expect(moved.windowFrame("tag") == rect(35, 46, 20, 10))
        #expect(moved.frame("tag") == rect(5, 6, 20, 10))
        #expect(!moved.diagnostics.contains { if case .ambiguous = $0 { return true } else { return false } })
    }
}
