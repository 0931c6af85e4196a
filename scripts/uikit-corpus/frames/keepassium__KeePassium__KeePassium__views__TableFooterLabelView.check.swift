// TableFooterLabelView (KeePassium): a one-line footnote label 8 below the top, 16 from each
// side and 8 above the bottom; its `layoutSubviews` override sets its own frame's height to
// what `systemLayoutSizeFitting` gives at its width, as a table footer it is given a frame.
// Placed by frame at (0, 100), 375 wide and 0 tall, in a 375 × 667 container at @2x.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let footer = TableFooterLabelView()
    footer.text = "3 entries"
    footer.frame = CGRect(x: 0, y: 100, width: 375, height: 0)
    root.addSubview(footer)
    try check.layOut(root, in: Window.plain(375, 667))

    // "3 entries" in footnote (13 points): 15.6 tall, ceiled to the pixel: 16. Fitting at width
    // 375 and the compressed height: 8 + 16 + 8 = 32, which the override writes into the frame;
    // UIKit lays the view out again at its new size.
    check.frame("TableFooterLabelView", footer, rect(0, 100, 375, 32))
    // The label between the paddings: 375 − 16 − 16 = 343 wide, 32 − 8 − 8 = 16 tall.
    check.frame("label", footer.subviews.first, rect(16, 8, 343, 16))
}
