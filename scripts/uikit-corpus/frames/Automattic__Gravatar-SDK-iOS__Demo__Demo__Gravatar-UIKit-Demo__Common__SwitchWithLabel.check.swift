// SwitchWithLabel (Gravatar-SDK-iOS demo): a switch and a wrapping label in a centred horizontal
// stack that fills the view. Placed 200 wide at (16, 100) in a 375 × 667 container, @2x.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let row = SwitchWithLabel(labelText: "Show the avatar of the signed-in user")
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        row.widthAnchor.constraint(equalToConstant: 200),
    ])
    try check.layOut(root, in: Window.plain(375, 667))

    // The switch hugs at 750, the label at 250, so the label takes what the switch leaves:
    // 200 − 49 (the switch's alignment width; its frame is 2 wider on the right) − 6 (spacing) = 145.
    // 14-point text: 7 points a character, so 145 / 7 → 20 characters a line:
    // "Show the avatar of" (18) | "the signed-in user" (18): 2 lines × 16.8 = 33.6, ceiled to the
    // pixel at @2x: 34. The stack is as tall as its tallest item (34) and centres the 31-tall
    // switch: y = (34 − 31) / 2 = 1.5.
    check.frame("SwitchWithLabel", row, rect(16, 100, 200, 34))
    check.frame("stackView", row.subviews.first, rect(0, 0, 200, 34))
    check.frame("switchView", row.switchView, rect(0, 1.5, 51, 31))
    // 49 + 6 = 55.
    check.frame("label", row.label, rect(55, 0, 145, 34))
}
