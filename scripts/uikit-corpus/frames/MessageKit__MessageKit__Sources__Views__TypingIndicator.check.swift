// TypingIndicator (MessageKit): three dots (height equal to width) in a horizontal stack,
// fill-equally and centred; its `layoutSubviews` override sets the stack's frame to its bounds
// and the spacing to 5. Placed by frame at (20, 100), 70 × 30, in a 375 × 667 container, @2x.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let indicator = TypingIndicator(frame: CGRect(x: 20, y: 100, width: 70, height: 30))
    root.addSubview(indicator)
    try check.layOut(root, in: Window.plain(375, 667))

    check.frame("TypingIndicator", indicator, rect(20, 100, 70, 30))
    // stackView.frame = bounds, set by the override.
    check.frame("stackView", indicator.stackView, rect(0, 0, 70, 30))
    // Fill equally with the override's spacing 5: 3w + 2 × 5 = 70, w = 20; height = width = 20,
    // centred across: y = (30 − 20) / 2 = 5; x = 0, 20 + 5 = 25, 25 + 20 + 5 = 50.
    check.frame("dot 1", indicator.dots[0], rect(0, 5, 20, 20))
    check.frame("dot 2", indicator.dots[1], rect(25, 5, 20, 20))
    check.frame("dot 3", indicator.dots[2], rect(50, 5, 20, 20))
    check.value("stackView.spacing", indicator.stackView.spacing, 5)
}
