// ReplyView (Rocket.Chat's composer): a rounded background holding the replied-to name, time
// and text, and a 20 × 20 close button; its `intrinsicContentSize` override gives the height
// (0 while hidden) and its `layoutSubviews` override invalidates it. Shown (the view starts
// hidden) and pinned to the sides of a 375 × 667 container at y 100, @2x, its height its own.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let reply = ReplyView()
    reply.isHidden = false
    root.addSubview(reply)
    NSLayoutConstraint.activate([
        reply.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        reply.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        reply.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    try check.layOut(root, in: Window.plain(375, 667))

    // Heights: the name in title3 (20 points) 24; the text in body (17) 20.4 → 20.5 (the pixel
    // at @2x); the time in footnote (13) 15.6 → 16. The override: 10 + 24 + 20.5 + 3 + 15 + 13 = 85.5.
    check.frame("ReplyView", reply, rect(0, 100, 375, 85.5))
    // The close button 8 (layoutMargins.right, read at init) from the right: 375 − 8 − 20 = 347, 15 down.
    check.frame("closeButton", reply.closeButton, rect(347, 15, 20, 20))
    // The background from the left margin (8) to 10 before the button (347 − 10 = 337), from the
    // top margin (8) to the bottom: 337 − 8 = 329 wide, 85.5 − 8 = 77.5 tall.
    check.frame("backgroundView", reply.backgroundView, rect(8, 8, 329, 77.5))
    // In the background: the name 15 in, 13 down, "jaad.brinkley" 13 × 10 = 130 wide.
    check.frame("nameLabel", reply.nameLabel, rect(15, 13, 130, 24))
    // The time 10 after the name (15 + 130 + 10 = 155), "2:10 PM" 7 × 6.5 = 45.5 wide, bottoms
    // aligned: 13 + 24 − 16 = 21.
    check.frame("timeLabel", reply.timeLabel, rect(155, 21, 45.5, 16))
    // The text under the name (13 + 24 + 3 = 40), from 15 to 16 before the background's right
    // edge: 329 − 16 − 15 = 298 wide (its one line is cut there).
    check.frame("textLabel", reply.textLabel, rect(15, 40, 298, 20.5))
}
