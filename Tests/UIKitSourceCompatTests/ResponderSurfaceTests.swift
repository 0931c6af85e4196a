// UIKit's NSObject and responder surface as app code relies on it: controllers, actions and
// bar items compare as objects; accessibility overrides (path, escape) and the fitting-size
// override are the app's; Core Graphics arcs, font descriptor attributes and an empty mutable
// attributed string. Values are derived by hand in the comments.
import Testing
import UIKitCompat

/// A cell whose content answers a fixed fitting size, as GitHawk's title view answers its stack's.
private final class FixedFittingView: UIView {
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { CGSize(width: 120, height: 44) }
}

private final class OutlinedView: UIView {
    var escaped = false
    override var accessibilityPath: UIBezierPath? {
        get { UIAccessibility.convertToScreenCoordinates(UIBezierPath(roundedRect: bounds, cornerRadius: 4), in: self) }
        set { super.accessibilityPath = newValue }
    }
    override func accessibilityPerformEscape() -> Bool {
        escaped = true
        return true
    }
}

private final class SheetController: UIViewController {
    override func accessibilityPerformEscape() -> Bool { true }
}

@Suite struct ResponderSurfaceTests {
    /// As NSObjects, controllers, actions and bar items are equal only to themselves (identity),
    /// so `!=`, `==`, `isEqual` and sets of them work as in UIKit.
    @Test func uikitObjectsCompareByIdentity() {
        let a = UIViewController(), b = UIViewController()
        #expect(a != b)
        #expect(a == a)
        #expect(a.isEqual(a) && !a.isEqual(b))
        #expect(Set([a, b, a]).count == 2)
        let action = UIAction(title: "Go") { _ in }
        #expect(action == action && action != UIAction(title: "Go") { _ in })
        let item = UIBarButtonItem()
        #expect(item == item && item != UIBarButtonItem())
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(tap != UITapGestureRecognizer(target: nil, action: nil))
    }

    /// The self-sizing pass asks the view it measures (a reusable view measures itself) through
    /// `systemLayoutSizeFitting`, so the app's override answers: 120 × 44 whatever the estimate.
    @Test func fittingSizeOverrideIsWhatSelfSizingAsks() {
        let header = FixedFittingHeader()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: 50, height: 50)
        #expect(header.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 120, height: 44))
        #expect(FixedFittingView().systemLayoutSizeFitting(.zero) == CGSize(width: 120, height: 44))
    }

    /// A view at (20, 100) in its window, 200 × 50: its outline in screen (window) coordinates is
    /// its bounds moved by (20, 100), so the rounded rectangle's bounds are (20, 100, 200, 50).
    @Test func accessibilityPathOverrideInScreenCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = OutlinedView(frame: CGRect(x: 20, y: 100, width: 200, height: 50))
        root.addSubview(view)
        #expect(view.accessibilityPath?.bounds == CGRect(x: 20, y: 100, width: 200, height: 50))
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 5, y: 5, width: 10, height: 10), in: view)
            == CGRect(x: 25, y: 105, width: 10, height: 10))
        #expect(view.accessibilityPerformEscape() && view.escaped)
        #expect(SheetController().accessibilityPerformEscape())
        #expect(!UIViewController().accessibilityPerformEscape())
    }

    /// `addArc(center:radius:…)` in a context records the square the circle fills: centre
    /// (10, 10), radius 5 → (5, 5, 10, 10); a tangent arc records its two lines' points.
    @Test func contextArcsAreRecordedInThePath() {
        UIGraphicsBeginImageContext(CGSize(width: 20, height: 20))
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else {
            Issue.record("no current context")
            return
        }
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        context.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 4)
        context.fillPath()
        #expect(context.operations.contains(.addPath([
            .oval(CGRect(x: 5, y: 5, width: 10, height: 10)), .line(CGPoint(x: 20, y: 0)), .line(CGPoint(x: 20, y: 20)),
        ])))
    }

    /// The weight trait takes a `UIFont.Weight` or UIKit's number for one (0.62 is black's);
    /// the size attribute replaces the size; `UIFont(descriptor:size:)` with 0 keeps it, 13 sets it.
    @Test func fontDescriptorAttributesChangeWeightAndSize() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let semibold = body.fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        #expect(UIFont(descriptor: semibold, size: 0).weight == .semibold)
        #expect(UIFont(descriptor: body.fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: 0.62]]), size: 0).weight == .black)
        #expect(UIFont(descriptor: body.fontDescriptor.addingAttributes([.size: 24]), size: 0).pointSize == 24)
        #expect(UIFont(descriptor: semibold, size: 13).pointSize == 13)
    }

    @Test func emptyMutableAttributedStringAppends() {
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: "Credits"))
        #expect(text.string == "Credits" && text.length == 7)
    }
}

private final class FixedFittingHeader: UICollectionReusableView {
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { CGSize(width: 120, height: 44) }
}
