// A re-layout reads a built-in label's or image view's intrinsic size again only when one of its
// inputs moved (`View.intrinsicRevision`, the content size category, the scale, the locale, the
// wrapping width); an app's subclass, which may read anything, is read on every pass.
import Testing
@testable import AutoLayout

/// An app's label that pads its intrinsic width by 40 points in a compact vertical size class (a
/// landscape phone), reading its trait collection as UIKit code does.
private final class TraitPaddedLabel: Label {
    override var intrinsicContentSize: Size {
        let size = super.intrinsicContentSize
        return Size(width: size.width + (traitCollection.verticalSizeClass == .compact ? 40 : 0), height: size.height)
    }
}

/// A trait-padded "Hi" at the safe area's top left and a built-in "Abc" 8 points after it, both in
/// 10-point system text.
private func paddedScreen() -> View {
    let root = View(identifier: "root")
    let padded = TraitPaddedLabel(identifier: "padded", text: "Hi", font: .system(size: 10))
    let other = Label(identifier: "other", text: "Abc", font: .system(size: 10))
    for v in [padded, other] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
    }
    LayoutConstraint.activate([
        padded.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
        padded.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        other.leadingAnchor.constraint(equalTo: padded.trailingAnchor, constant: 8),
        other.topAnchor.constraint(equalTo: padded.topAnchor),
    ])
    return root
}

@Suite struct IntrinsicRevisionTests {
    /// SE, 10-point text: 5 points a character, lines 12 tall. Portrait (regular, safe area top 20):
    /// padded "Hi" = (0, 20, 10, 12), "Abc" at 10 + 8 = 18: (18, 20, 15, 12). Landscape (compact, no
    /// safe area): padded 10 + 40 = 50 wide at (0, 0), "Abc" at 50 + 8 = 58. Back in portrait as before.
    @Test func appSubclassReadingTraitsIsReadOnEveryRotation() throws {
        let engine = try LayoutEngine(root: paddedScreen(), environment: Devices.se(), measurer: FixedMetricsMeasurer())
        let portrait = engine.layout()
        #expect(portrait.frame("padded") == rect(0, 20, 10, 12))
        #expect(portrait.frame("other") == rect(18, 20, 15, 12))
        let landscape = try engine.update(environment: Devices.se(landscape: true))
        #expect(landscape.frame("padded") == rect(0, 0, 50, 12))
        #expect(landscape.frame("other") == rect(58, 0, 15, 12))
        expectSameAsCold(landscape, try lay(paddedScreen(), Devices.se(landscape: true)), "trait-padded → landscape")
        let back = try engine.update(environment: Devices.se())
        #expect(back.frame("padded") == rect(0, 20, 10, 12))
        #expect(back.frame("other") == rect(18, 20, 15, 12))
    }

    /// A Dynamic Type body label that adjusts, "Abcd" at the safe area's top left on the SE @2x.
    /// Large (body 17): 4 × 8.5 = 34 wide, 1.2 × 17 = 20.4 tall, ceiled to the half pixel: 20.5.
    /// Extra large (body 19): 4 × 9.5 = 38 wide, 22.8 tall, ceiled: 23. The label's own inputs did not
    /// move, the category did: it is measured again.
    @Test func contentSizeCategoryChangeMeasuresAgain() throws {
        func screen() -> View {
            let root = View(identifier: "root")
            let label = Label(identifier: "label", text: "Abcd", font: .preferred(.body))
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            ])
            return root
        }
        let engine = try LayoutEngine(root: screen(), environment: Devices.se(), measurer: FixedMetricsMeasurer())
        #expect(engine.layout().frame("label") == rect(0, 20, 34, 20.5))
        var larger = Devices.se()
        larger.contentSizeCategory = .extraLarge
        let relaid = try engine.update(environment: larger)
        #expect(relaid.frame("label") == rect(0, 20, 38, 23))
        expectSameAsCold(relaid, try lay(screen(), larger), "extra large")
        #expect(try engine.update(environment: Devices.se()).frame("label") == rect(0, 20, 34, 20.5))
    }

    /// The same label's text set between two layouts in the same environment: "Abc" (15 wide at 10
    /// points) becomes "Abcdef" (30 wide); nothing else moved, so only its revision tells.
    @Test func textSetBetweenLayoutsIsMeasuredAgain() throws {
        let root = paddedScreen()
        let engine = try LayoutEngine(root: root, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        #expect(engine.layout().frame("other") == rect(18, 20, 15, 12))
        (root.subviews[1] as? Label)?.text = "Abcdef"
        #expect(engine.layout().frame("other") == rect(18, 20, 30, 12))
    }
}
