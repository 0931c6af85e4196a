// The Visual Format Language: grammar, generated constraints, options, and UIKit-style parse errors (facts §4).
// Layouts run on a 400 × 100 window @2x whose root has the 16-pt system minimum margins (compact width).
import Testing
@testable import AutoLayout

struct VFLFixture {
    let root = View(identifier: "root")
    let a: View, b: View
    init() {
        a = box("a", in: root)
        b = box("b", in: root)
    }
    var views: [String: LayoutItem] { ["a": a, "b": b] }
    func activate(_ formats: [String], options: FormatOptions = [], metrics: [String: Double] = [:]) throws {
        for f in formats {
            LayoutConstraint.activate(try LayoutConstraint.constraints(visualFormat: f, options: options, metrics: metrics, views: views))
        }
    }
    func summaries(_ format: String, options: FormatOptions = [], metrics: [String: Double] = [:]) throws -> [String] {
        try LayoutConstraint.constraints(visualFormat: format, options: options, metrics: metrics, views: views).map {
            $0.debugSummary + ($0.priority.isRequired ? "" : " @\($0.priority)")
        }
    }
}

@Suite struct VisualFormatTests {
    /// `|-50-[a]-50-|` in 400: x 50, width 300; `V:|-10-[a(30)]`: y 10, height 30.
    @Test func explicitSpacingToSuperview() throws {
        let f = VFLFixture()
        try f.activate(["H:|-50-[a]-50-|", "V:|-10-[a(30)]", "H:|[b(1)]", "V:|[b(1)]"])
        let r = try lay(f.root, Devices.plain(400, 100))
        #expect(r.frame("a") == rect(50, 10, 300, 30))
        #expect(try f.summaries("H:|-50-[a]-50-|") == ["UIView:a.leading == UIView:root.leading + 50",
                                                        "UIView:root.trailing == UIView:a.trailing + 50"])
    }

    /// Standard spaces: `|-` goes to the superview's leading margin (16 on the root), `]-[` is 8:
    /// a at 16, b at 16 + 40 + 8 = 64. Orientation defaults to H.
    @Test func standardSpacing() throws {
        let f = VFLFixture()
        try f.activate(["|-[a(40)]-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"])
        let r = try lay(f.root, Devices.plain(400, 100))
        #expect(r.frame("a") == rect(16, 0, 40, 10))
        #expect(r.frame("b") == rect(64, 0, 60, 10))
        #expect(try f.summaries("|-[a]-[b]-|") == ["UIView:a.leading == UIView:root.leadingMargin",
                                                    "UIView:b.leading == UIView:a.trailing + 8",
                                                    "UIView:root.trailingMargin == UIView:b.trailing"])
    }

    /// Predicates: a between 70 and 100, b as wide as a, a 20-pt gap wanted at 750. 2w + gap = 400 with
    /// w ≤ 100 forces the gap to 200 (the optional 20 is missed as little as possible): a 100 wide, b at 300.
    @Test func predicatesWithRelationsPrioritiesAndViews() throws {
        let f = VFLFixture()
        try f.activate(["H:|[a(>=70,<=100)]-(20@750)-[b(==a)]|", "V:|[a(10)]", "V:|[b(10)]"])
        let r = try lay(f.root, Devices.plain(400, 100))
        #expect(r.frame("a") == rect(0, 0, 100, 10))
        #expect(r.frame("b") == rect(300, 0, 100, 10))
        #expect(try f.summaries("H:[a(>=w@prio,<=100)]-(>=gap)-[b(==a@500)]", metrics: ["w": 70, "prio": 600, "gap": 12.5])
            == ["UIView:a.width >= 70 @600", "UIView:a.width <= 100",
                "UIView:b.leading >= UIView:a.trailing + 12.5", "UIView:b.width == UIView:a.width @500"])
        #expect(try f.summaries("[a]-(-5)-[b]") == ["UIView:b.leading == UIView:a.trailing - 5"])
        #expect(try f.summaries("[a][b]") == ["UIView:b.leading == UIView:a.trailing"])
    }

    /// `.directionRightToLeft`: left/right attributes, first view rightmost: a at 400 − 10 − 50 = 340, b at 280.
    @Test func directionOptions() throws {
        let f = VFLFixture()
        try f.activate(["H:|-10-[a(50)]-10-[b(50)]"], options: .directionRightToLeft)
        try f.activate(["V:|[a(10)]", "V:|[b(10)]"])
        let r = try lay(f.root, Devices.plain(400, 100))
        #expect(r.frame("a") == rect(340, 0, 50, 10))
        #expect(r.frame("b") == rect(280, 0, 50, 10))
        #expect(try f.summaries("H:|-10-[a]-10-[b]", options: .directionLeftToRight)
            == ["UIView:a.left == UIView:root.left + 10", "UIView:b.left == UIView:a.right + 10"])
        #expect(try f.summaries("H:|-10-[a]-10-[b]", options: .directionRightToLeft)
            == ["UIView:root.right == UIView:a.right + 10", "UIView:a.left == UIView:b.right + 10"])
        // Default leading/trailing in an Arabic layout gives the same frames as the explicit option.
        let g = VFLFixture()
        try g.activate(["H:|-10-[a(50)]-10-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"])
        let rtl = try lay(g.root, Devices.plain(400, 100, rtl: true))
        #expect(rtl.frame("a") == rect(340, 0, 50, 10))
        #expect(rtl.frame("b") == rect(280, 0, 50, 10))
    }

    /// alignAllTop appends `a.top == b.top` after the connections: b follows a to y 5.
    @Test func alignmentOptions() throws {
        let f = VFLFixture()
        #expect(try f.summaries("H:|[a(50)][b(50)]", options: [.alignAllTop, .alignAllCenterY])
            == ["UIView:a.leading == UIView:root.leading", "UIView:a.width == 50", "UIView:b.leading == UIView:a.trailing",
                "UIView:b.width == 50", "UIView:a.top == UIView:b.top", "UIView:a.centerY == UIView:b.centerY"])
        try f.activate(["H:|[a(50)][b(50)]"], options: .alignAllTop)
        try f.activate(["V:|-5-[a(20)]", "V:[b(10)]"])
        let r = try lay(f.root, Devices.plain(400, 100))
        #expect(r.frame("b") == rect(50, 5, 50, 10))
    }

    /// Baseline to baseline: 10-pt labels (baseline 8): l2's first baseline 10 below l1's last: l2 at 8 + 10 − 8 = 10.
    @Test func spacingBaselineToBaseline() throws {
        let root = View(identifier: "root")
        let l1 = Label(identifier: "l1", text: "ab", font: .system(size: 10))
        let l2 = Label(identifier: "l2", text: "cd", font: .system(size: 10))
        for l in [l1, l2] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        let views: [String: LayoutItem] = ["l1": l1, "l2": l2]
        let cs = try LayoutConstraint.constraints(visualFormat: "V:|[l1]-10-[l2]", options: .spacingBaselineToBaseline, views: views)
        #expect(cs.map(\.debugSummary) == ["UILabel:l1.top == UIView:root.top", "UILabel:l2.firstBaseline == UILabel:l1.lastBaseline + 10"])
        LayoutConstraint.activate(cs + [l1.leadingAnchor.constraint(equalTo: root.leadingAnchor), l2.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        let r = try lay(root, Devices.plain(400, 100))
        #expect(r.frame("l2") == rect(0, 10, 10, 12))
    }

    /// Parse errors read like UIKit's: reason, format, and a caret under the failing character.
    @Test(arguments: [
        ("H:|-[missing]-|", "missing is not a key in the views dictionary.", 5),
        ("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("V-[a]", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("[a]-(=20)-[b]", "Unknown relation. Must be ==, >=, or <=", 5),
        ("[a(>=w)]", "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries", 5),
        ("[a]-b-[b]", "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", 4),
        ("[a]-20-", "Expected more input", 7),
        ("[a(20@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 6),
        ("[a(20@1001)]", "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 6),
        ("[a]-20,30-[b]", "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", 6),
        ("[a]--5-[b]", "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", 4),
        ("[a]|x", "Expected the end of the format string", 4),
        ("[1a]", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", 1),
        ("[a(20]", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 5),
        ("[a)", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("|x", "Expected a connection after the '|' character", 1),
        ("[a]-(20)x", "Expected a '-' here", 8),
    ])
    func parseErrors(format: String, reason: String, position: Int) throws {
        let f = VFLFixture()
        let expected = LayoutError.visualFormat(reason: reason, format: format, position: position)
        #expect(throws: expected) { try f.summaries(format) }
        #expect(expected.description == "Unable to parse constraint format: \n\(reason) \n\(format) \n"
            + String(repeating: " ", count: position) + "^")
    }

    @Test func wholeStringAndOptionErrors() throws {
        let f = VFLFixture()
        #expect(throws: LayoutError.visualFormat(reason: "It's an empty string.", format: "", position: -1)) { try f.summaries("") }
        #expect(LayoutError.visualFormat(reason: "It's an empty string.", format: "", position: -1).description
            == "Unable to parse constraint format: It's an empty string.")
        #expect(throws: LayoutError.visualFormat(reason: "It contains non-ASCII characters.", format: "[a]-[é]", position: -1)) {
            try f.summaries("[a]-[é]")
        }
        #expect(throws: LayoutError.visualFormat(
            reason: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
            format: "H:[a][b]", position: -1)) { try f.summaries("H:[a][b]", options: .alignAllLeading) }
        #expect(throws: LayoutError.visualFormat(reason: "BaselineToBaseline format option not valid for horizontal layout",
                                                 format: "[a][b]", position: -1)) {
            try f.summaries("[a][b]", options: .spacingBaselineToBaseline)
        }
        let orphan = View(identifier: "orphan")
        #expect(throws: LayoutError.visualFormat(reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                                 format: "|[orphan]", position: 0)) {
            try LayoutConstraint.constraints(visualFormat: "|[orphan]", views: ["orphan": orphan])
        }
    }
}
