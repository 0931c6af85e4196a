import UIKit
final class Card: UIView {
    let title = UILabel()
}
private extension Card {
    @objc override func layoutSubviews() { super.layoutSubviews() }
    override var intrinsicContentSize: CGSize { .zero }
}
#Preview("Card") { Card() }
