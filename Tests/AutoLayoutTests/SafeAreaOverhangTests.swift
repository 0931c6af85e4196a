// Views that hang off the window's edge: their safe-area insets stop at the window's own insets, so
// margins measured from the safe area settle instead of growing every pass (facts §2 passes, §6 safe area).
import Testing
@testable import AutoLayout

@Suite struct SafeAreaOverhangTests {
    /// iPhone 15 Pro landscape: 852 × 393, safe area L59 R59 B21, so the unsafe strips are x 0…59,
    /// x 793…852 and y 372…393. A view's inset on an edge is the length of it that strip covers.
    /// - Straddling the bottom (y 350…450): the strip covers 372…393, 21 pt (not 450 − 372 = 78, the
    ///   distance to the safe edge); left and right strips cover 59 each: child (59, 0, 852 − 118, 100 − 21).
    /// - Wholly below the window (y 500…600): no strip covers it, bottom inset 0 (not its whole height):
    ///   child (59, 0, 393 − 59, 100); the left strip still covers x 0…59.
    @Test func insetIsTheCoveredLengthNotTheDistanceToTheSafeEdge() throws {
        let straddling = GuideFixture(frame: rect(0, 350, 852, 100)) { $0.safeAreaLayoutGuide }
        #expect(try lay(straddling.root, Devices.pro15(landscape: true)).frame("child") == rect(59, 0, 734, 79))
        let below = GuideFixture(frame: rect(0, 500, 393, 100)) { $0.safeAreaLayoutGuide }
        #expect(try lay(below.root, Devices.pro15(landscape: true)).frame("child") == rect(59, 0, 334, 100))
    }

    /// The sample suite's settings row in landscape at a large text size: a margins-relative horizontal
    /// stack (margins 11 top and bottom, centre alignment, spacing 12) of a wrapping label and a switch,
    /// placed so that it runs off the bottom of the window. It used to grow by its overhang on every pass
    /// (its bottom inset was the distance to the safe edge, and its margins add that inset) and report
    /// "did not settle"; now it settles in two passes.
    /// Label "Notifications" at 30 pt: 13 × 15 = 195 wide, one line 36 high at any width ≥ 195.
    /// Row: x 100…752 (652 wide, inside the safe area horizontally), top 340. Label width 652 − 12 − 49 = 591
    /// (it hugs at 250; the switch, whose alignment rectangle is 49 wide, at 750). Pass 1: height
    /// 11 + 36 + 11 = 58, bottom 398, covered by the strip 372…393 for 21 pt. Pass 2: bottom margin
    /// 11 + 21 = 32, height 11 + 36 + 32 = 79, bottom 419, still covered for 21: stable. Label at (0, 11)
    /// in the row, 591 × 36; switch at x 591 + 12 = 603.
    @Test func marginsRelativeStackHangingOffTheWindowSettles() throws {
        let root = View(identifier: "root")
        let label = Label(identifier: "label", text: "Notifications", font: .system(size: 30))
        label.numberOfLines = 0
        let toggle = Switch(identifier: "switch")
        let row = StackView(identifier: "row", arrangedSubviews: [label, toggle])
        row.translatesAutoresizingMaskIntoConstraints = false
        row.alignment = .center
        row.spacing = 12
        row.layoutMargins = EdgeInsets(top: 11, left: 0, bottom: 11, right: 0)
        row.isLayoutMarginsRelativeArrangement = true
        root.addSubview(row)
        LayoutConstraint.activate([
            row.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            row.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -100),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 340),
        ])
        let r = try lay(root, Devices.pro15(landscape: true))
        #expect(r.diagnostics.isEmpty)
        #expect(r.frame("row") == rect(100, 340, 652, 79))
        #expect(r.frame("label") == rect(0, 11, 591, 36))
        #expect(r.view("label")?.text?.lines == 1)
        #expect(r.frame("switch")?.minX == 603)
        #expect(r.passes <= 3)
    }
}
