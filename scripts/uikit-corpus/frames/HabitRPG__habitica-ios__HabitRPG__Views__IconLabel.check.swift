// IconLabel (Habitica): an 18-wide icon, 4 points, then a footnote label, by VFL; the view's
// `intrinsicContentSize` override is 22 + the label's intrinsic width by 20 when it has an icon
// and a text, and a width of 18 at priority 500 pulls against it. Placed by its top-left corner
// at (16, 100) in a 375 × 667 container at @2x, its size its own.
import FrameCheckSupport
import UIKitCompat

public func runFrameCheck(_ check: FrameCheck) throws {
    let root = UIView()
    let iconLabel = IconLabel(frame: .zero)
    // An 18 × 18 asset, as the app's gold icon is.
    iconLabel.icon = UIImage(named: "gold", size: CGSize(width: 18, height: 18))
    iconLabel.text = "120"
    root.addSubview(iconLabel)
    NSLayoutConstraint.activate([
        iconLabel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        iconLabel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    try check.layOut(root, in: Window.plain(375, 667))

    // "120" in footnote (13 points): 3 × 6.5 = 19.5 wide, 15.6 → 16 tall (the pixel at @2x).
    // The override: 22 + 19.5 = 41.5 wide (compression resistance 750 beats the width of 18 at
    // 500) by 20 tall (above the icon's 18, which only hugs at 250).
    check.frame("IconLabel", iconLabel, rect(16, 100, 41.5, 20))
    // The VFL: the icon at 0, 18 wide, full height; the label at 18 + 4 = 22, centred:
    // y = (20 − 16) / 2 = 2.
    check.frame("iconView", iconLabel.subviews.first { $0 is UIImageView }, rect(0, 0, 18, 20))
    check.frame("label", iconLabel.subviews.first { $0 is UILabel }, rect(22, 2, 19.5, 16))
}
