// Views named by the stored properties of the app's code that hold them (PropertyNames).
#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif
import Testing

/// A card as app code writes one: a lazy image view, an implicitly unwrapped label made in
/// `init`, a plain `let` button inside a stack it keeps in a local.
private final class CardView: UIView {
    lazy var avatarView = UIImageView()
    var titleLabel: UILabel!
    let actionButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel = UILabel()
        let row = UIStackView(arrangedSubviews: [avatarView, titleLabel, actionButton])
        addSubview(row)
    }

    required init?(coder: NSCoder) { nil }
}

/// Its controller holds the card; two properties of the controller hold one label each, and a
/// third label is held by a local only.
private final class CardViewController: UIViewController {
    let card = CardView()
    let first = UILabel()
    let second = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [card, first, second, UILabel()] { view.addSubview(v) }
    }
}

@Suite struct PropertyNamesTests {
    private func names(_ root: UIView) throws -> [String] {
        try LayoutEngine(root: root, environment: Environment(windowSize: CGSize(width: 320, height: 480)),
                         measurer: HalfEmMeasurer()).layout().views.map(\.identifier)
    }

    /// The controller's properties name its view's children (`root.card`, `root.first`); the card's
    /// own properties name the views in its stack however deep (`root.card.UIStackView[0].avatarView`,
    /// the lazy and the implicitly unwrapped property too); a view no property holds keeps kind and
    /// index, counted among the siblings left unnamed (the fourth label is `UILabel[0]`).
    @Test func storedPropertiesNameTheirViews() throws {
        let controller = CardViewController()
        #expect(try names(controller.view) == [
            "root", "root.card", "root.card.UIStackView[0]", "root.card.UIStackView[0].avatarView",
            "root.card.UIStackView[0].titleLabel", "root.card.UIStackView[0].actionButton",
            "root.first", "root.second", "root.UILabel[0]",
        ])
    }

    /// An accessibility identifier still wins over the property's name.
    @Test func identifierWinsOverPropertyName() throws {
        let controller = CardViewController()
        controller.first.accessibilityIdentifier = "headline"
        #expect(try names(controller.view).contains("headline"))
        #expect(try !names(controller.view).contains("root.first"))
    }

    /// The same property name under two parents gives two distinct paths; two siblings that two
    /// holders would give one name (`Inner.label` and `Outer.label`, both added to the inner view)
    /// keep kind and index instead, so no two views share a name.
    @Test func clashingNamesFallBackToKindAndIndex() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(CardView())
        root.addSubview(CardView())
        root.addSubview(Outer())
        let all = try names(root)
        #expect(all.contains("root.CardView[0].UIStackView[0].titleLabel"))
        #expect(all.contains("root.CardView[1].UIStackView[0].titleLabel"))
        #expect(all.contains("root.Outer[0].inner.UILabel[0]"))
        #expect(all.contains("root.Outer[0].inner.UILabel[1]"))
        #expect(Set(all).count == all.count)
    }
}

private final class Inner: UIView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
}

private final class Outer: UIView {
    let inner = Inner()
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(inner)
        inner.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
}
