// BorderedTextButton (WireGuard): a system button centred in a bordered view whose
// `intrinsicContentSize` override is the button's plus 32 across and 16 down. Placed by its
// top-left corner at (16, 100) in a 375 × 667 container at @2x, its size its own.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let bordered = BorderedTextButton()
    bordered.title = "Activate"
    bordered.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bordered)
    NSLayoutConstraint.activate([
        bordered.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        bordered.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    try check.layOut(root, in: Window.plain(375, 667))

    // "Activate" in body (17 points): 8 × 8.5 = 68 wide, 20.4 tall, which a button without a
    // configuration rounds up to whole points: 21. UIKit pads a titled button whose content
    // insets are zero by 6 above and below (ButtonSizing.legacyInsets): 68 × 33, past the system
    // type's 30-point minimum width. The override: 68 + 32 = 100 wide, 33 + 16 = 49 tall; the
    // button centred: x = (100 − 68) / 2 = 16, y = (49 − 33) / 2 = 8.
    check.frame("BorderedTextButton", bordered, rect(16, 100, 100, 49))
    check.frame("button", bordered.button, rect(16, 8, 68, 33))
    // What the override adds does not depend on that padding: the view is the button plus 32 by 16.
    check.value("width − button width", bordered.frame.width - bordered.button.frame.width, 32)
    check.value("height − button height", bordered.frame.height - bordered.button.frame.height, 16)
}
