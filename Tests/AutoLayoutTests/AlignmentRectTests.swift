// UIView.alignmentRectInsets: constraints, stack views and intrinsic sizes act on the frame inset
// by the alignment insets; the frame reported is the whole frame; margins, the safe area and the
// autoresizing mask stay frame-based.
import Testing
@testable import AutoLayout

@Suite struct AlignmentRectTests {
    /// A view with alignment insets top 1, left 2, bottom 3, right 4 in a 375 × 667 window.
    /// - `leading == root.leading + 10`, `top == root.top + 20`, `width == 100`, `height == 50`
    ///   place its alignment rectangle at (10, 20, 100, 50); the frame adds the insets:
    ///   (10 − 2, 20 − 1, 100 + 2 + 4, 50 + 1 + 3) = (8, 19, 106, 54).
    /// - A sibling with `leading == view.trailing + 5` starts at the alignment edge 110 + 5 = 115.
    /// - A subview pinned to the view's leading and top edges sits at the alignment rectangle's
    ///   corner, (2, 1) in the view's frame; one pinned to its leading margin (8) at 8 from the
    ///   frame's edge, since margins belong to the bounds.
    @Test func constraintsActOnTheAlignmentRectangle() throws {
        let root = View(identifier: "root")
        let view = box("view", in: root)
        view.alignmentRectInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let sibling = box("sibling", in: root)
        let corner = box("corner", in: view)
        let margin = box("margin", in: view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
            sibling.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 5),
            sibling.topAnchor.constraint(equalTo: root.topAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 10),
            sibling.heightAnchor.constraint(equalToConstant: 10),
            corner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            corner.topAnchor.constraint(equalTo: view.topAnchor),
            corner.widthAnchor.constraint(equalToConstant: 5),
            corner.heightAnchor.constraint(equalToConstant: 5),
            margin.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            margin.topAnchor.constraint(equalTo: view.topAnchor),
            margin.widthAnchor.constraint(equalToConstant: 5),
            margin.heightAnchor.constraint(equalToConstant: 5),
        ])
        let r = try lay(root, Devices.plain(375, 667))
        #expect(r.frame("view") == rect(8, 19, 106, 54))
        #expect(r.frame("sibling") == rect(115, 0, 10, 10))
        #expect(r.frame("corner") == rect(2, 1, 5, 5))
        #expect(r.frame("margin") == rect(8, 1, 5, 5))
    }

    /// Right-to-left: leading is the right edge, and the insets stay left and right as UIKit's
    /// are. `leading == root.leading + 10` puts the alignment rectangle's right edge at
    /// 375 − 10 = 365, so the frame's right edge is 365 + 4 = 369 and x = 369 − 106 = 263.
    @Test func insetsAreAbsoluteUnderRightToLeft() throws {
        let root = View(identifier: "root")
        let view = box("view", in: root)
        view.alignmentRectInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(try lay(root, Devices.plain(375, 667, rtl: true)).frame("view") == rect(263, 19, 106, 54))
    }

    /// A switch's intrinsic size is its 49 × 31 alignment rectangle; its frame is 51 wide. In a
    /// 200-wide horizontal stack with spacing 10, a plain view (hugging 250) and the switch
    /// (hugging 750): the view takes 200 − 10 − 49 = 141, the switch's alignment rectangle
    /// starts at 151 and its frame runs 151…202, 2 points past the stack. An autoresizing view
    /// keeps its frame exactly: (5, 5, 51, 31) stays (5, 5, 51, 31).
    @Test func stacksArrangeAlignmentRectanglesAndMasksKeepFrames() throws {
        let root = View(identifier: "root")
        let filler = View(identifier: "filler")
        let toggle = Switch(identifier: "toggle")
        let stack = StackView(identifier: "stack", arrangedSubviews: [filler, toggle])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        stack.alignment = .center
        root.addSubview(stack)
        let fixed = Switch(identifier: "fixed", frame: rect(5, 5, 51, 31))
        root.addSubview(fixed)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 200),
            filler.heightAnchor.constraint(equalToConstant: 10),
        ])
        let r = try lay(root, Devices.plain(375, 667))
        #expect(r.frame("filler")?.width == 141)
        #expect(r.frame("toggle") == rect(151, 0, 51, 31))
        #expect(r.frame("fixed") == rect(5, 5, 51, 31))
    }
}
