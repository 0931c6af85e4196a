// UIKit code ports with few edits: UIKit's spellings compile and lay out as AutoLayout does.
import Testing
import UIKitCompat

@Suite struct UIKitCompatTests {
    /// A card written as UIKit code: 20 from the safe area's sides and top on an SE (safe top 20), 100 high,
    /// with a bordered title 16 inside it. Title "Hello" at 10 pt is 25 × 12.
    @Test func uikitStyleCodeLaysOut() throws {
        let vc = UIViewController()
        let card = UIView()
        card.identifier = "card"
        card.backgroundColor = .systemBackground
        card.layer.borderWidth = 1
        card.layer.cornerRadius = 8
        let title = UILabel()
        title.identifier = "title"
        title.text = "Hello"
        title.font = UIFont.systemFont(ofSize: 10)
        let button = UIButton(type: .system)
        button.identifier = "button"
        button.setTitle("Go", for: .normal)
        button.titleFont = .systemFont(ofSize: 10)
        [card, title, button].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        vc.view.addSubview(card)
        card.addSubview(title)
        card.addSubview(button)
        let guide = vc.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            button.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            button.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        card.setNeedsLayout()
        card.layoutIfNeeded()
        let r = try UIWindow(rootViewController: vc, environment: Devices.se(), measurer: FixedMetricsMeasurer()).layoutIfNeeded()
        // Card: x 20, y 20 + 20, width 375 − 40. Button "Go" 10 × 12, a system button's: padded 6
        // above and below, 24 tall, and kept 30 wide; at the card's trailing margin, x 335 − 8 − 30
        // = 297. The title's baseline is at 16 + 8 = 24; the button's 6 + 8 = 14 below its top, so y 10.
        #expect(r.frame("card") == rect(20, 40, 335, 100))
        #expect(r.frame("title") == rect(16, 16, 25, 12))
        #expect(r.frame("button") == rect(297, 10, 30, 24))
        #expect(r.view("card")?.border == Border(width: 1, color: .black, cornerRadius: 8))
        #expect(r.diagnostics.isEmpty)
    }
}
