@objc protocol CardDelegate {
    @objc optional func cardDidTap(_ card: Card)
    @objc optional func title(for card: Card) -> String?
    @objc optional var badge: Int { get }
}
final class Card {
    weak var delegate: CardDelegate?
    func tap() { delegate?.cardDidTap?(self); _ = delegate?.badge?.description; _ = #keyPath(Card.delegate) }
}
