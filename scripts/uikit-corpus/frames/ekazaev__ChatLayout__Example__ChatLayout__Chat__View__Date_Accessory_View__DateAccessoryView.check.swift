// DateAccessoryView (ChatLayout example): a caption label pinned to the view's margins, which the
// view sets to zero and stops measuring from the safe area. Placed at the top-left corner of an
// iPhone SE window (375 × 667 @2x, a 20-point status bar), where the unsafe strip covers it.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let accessory = DateAccessoryView(frame: .zero)
    accessory.setup(with: DateAccessoryController(accessoryText: "Today"))
    root.addSubview(accessory)
    // The view turned its own autoresizing constraints off (setupSubviews); it is placed as a
    // chat cell places it, by its top-left corner, its size its label's.
    NSLayoutConstraint.activate([
        accessory.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        accessory.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    try check.layOut(root, in: Window.iPhoneSE)

    // "Today" in caption1 (12 points): 5 × 6 = 30 wide, 12 × 1.2 = 14.4 tall, ceiled to the pixel
    // at @2x: 14.5. Margins are zero and `insetsLayoutMarginsFromSafeArea` is false, so the
    // 20-point status bar over the view adds nothing: the label fills the view from (0, 0).
    check.frame("DateAccessoryView", accessory, rect(0, 0, 30, 14.5))
    check.frame("accessoryView (label)", accessory.subviews.first, rect(0, 0, 30, 14.5))
}
