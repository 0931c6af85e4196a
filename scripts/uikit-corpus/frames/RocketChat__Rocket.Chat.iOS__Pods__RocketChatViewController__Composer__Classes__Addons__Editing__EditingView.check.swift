// EditingView (Rocket.Chat's composer): a headline title and a 20 × 20 close button inset from the
// safe area by the layout margins read at init (UIView's 8); its `intrinsicContentSize` override
// is the margins plus the title's height (0 while hidden) and its `layoutSubviews` override
// invalidates it. Shown (the view starts hidden) and pinned to the sides of a 375 × 667 container
// at y 100, @2x, no safe area, its height its own.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let editing = EditingView()
    editing.isHidden = false
    root.addSubview(editing)
    NSLayoutConstraint.activate([
        editing.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        editing.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        editing.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    try check.layOut(root, in: Window.plain(375, 667))

    // The title in headline (17 points): 20.4 → 20.5 tall (the pixel at @2x). The override:
    // 8 + 20.5 + 8 = 36.5.
    check.frame("EditingView", editing, rect(0, 100, 375, 36.5))
    // The title's text is the stand-in's localisation key, "composer.editingView.title":
    // 26 × 8.5 = 221 wide, 8 from the left and from the top.
    check.frame("titleLabel", editing.titleLabel, rect(8, 8, 221, 20.5))
    // The close button 8 from the right: 375 − 8 − 20 = 347, 8 down.
    check.frame("closeButton", editing.closeButton, rect(347, 8, 20, 20))
}
