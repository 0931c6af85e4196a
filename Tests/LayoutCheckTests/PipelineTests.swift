import AutoLayout
import Foundation
import Rendering
import Testing
import TextLayout
@testable import LayoutCheck

@Suite struct PangoAdapterTests {
    @Test func dynamicTypeFontsFollowTheCategory() {
        // HIG table (facts §11): Body is 17 pt at Large, 40 pt at AX3; Headline is Semibold.
        #expect(PangoTextMeasurer.font(.preferred(.body), category: .large).pointSize == 17)
        #expect(PangoTextMeasurer.font(.preferred(.body), category: .accessibilityExtraLarge).pointSize == 40)
        #expect(PangoTextMeasurer.font(.preferred(.headline), category: .large).weight == .semibold)
        // A fixed font ignores the category.
        let fixed = PangoTextMeasurer.font(.system(size: 15, weight: .bold), category: .accessibilityExtraExtraExtraLarge)
        #expect(fixed.pointSize == 15)
        #expect(fixed.weight == .bold)
        // The label's line break mode reaches Pango's request as it is (one shared enum).
        let request = TextMeasureRequest(string: "Send", font: .system(size: 17), lineBreakMode: .byTruncatingMiddle)
        #expect(PangoTextMeasurer.textRequest(request).lineBreakMode == .byTruncatingMiddle)
    }

    @Test func measuresThroughPango() throws {
        let measurer = PangoTextMeasurer(engine: try TextLayoutEngine.shared())
        let one = measurer.measure(TextMeasureRequest(string: "Send", font: .system(size: 17)))
        #expect(one.lineCount == 1)
        #expect(one.size.width > 0)
        // Two words wrapped at a width narrower than both: two lines, twice the one-line height.
        let two = measurer.measure(TextMeasureRequest(string: "Send Send", font: .system(size: 17), maxWidth: one.size.width * 1.5, numberOfLines: 0))
        #expect(two.lineCount == 2)
        #expect(abs(two.size.height - 2 * one.size.height) < 0.01)
        #expect(measurer.errors.isEmpty)
    }
}

@Suite struct RenderTreeConversionTests {
    @Test func nodesNestByParentWithWindowFrames() throws {
        let root = View(identifier: "root")
        let card = View(identifier: "card")
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.border = Border(width: 2, color: .black, cornerRadius: 8)
        let title = Label(identifier: "title", text: "Hello")
        for view in [card, title] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(title)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
        ])
        let engine = try LayoutEngine(root: root, environment: Environment(windowSize: Size(width: 200, height: 300), scale: 2),
                                      measurer: PangoTextMeasurer(engine: try TextLayoutEngine.shared()))
        let tree = RenderTreeConversion.tree(engine.layout())
        #expect(tree.width == 200)
        #expect(tree.height == 300)
        let rootNode = try #require(tree.nodes.first)
        #expect(tree.nodes.count == 1)
        let cardNode = try #require(rootNode.children.first)
        // Window coordinates: the card at (10, 20); the title at (10 + 5, 20 + 6).
        #expect(cardNode.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(cardNode.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(cardNode.borderWidth == 2)
        #expect(cardNode.cornerRadius == 8)
        let titleNode = try #require(cardNode.children.first)
        #expect(titleNode.frame.minX == 15)
        #expect(titleNode.frame.minY == 26)
        guard case let .text(content) = titleNode.content else {
            Issue.record("the label should carry its text")
            return
        }
        #expect(content.text == "Hello")
        #expect(content.font.pointSize == 17)
    }
}
