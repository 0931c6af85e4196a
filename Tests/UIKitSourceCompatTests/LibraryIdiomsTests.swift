// Idioms of view libraries that the TagListView trial (ElaWorkshop/TagListView at 78e7cec,
// TagListView/CloseButton.swift and TagListView.swift) met: each compiled against UIKitCompat
// and behaves as UIKit documents it.
import Testing
import UIKitCompat

/// CloseButton.draw(_:) as the library writes it: a cross of two strokes with round caps.
final class CrossView: UIView {
    var path: UIBezierPath?
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.lineWidth = 1
        path.lineCapStyle = .round
        path.move(to: CGPoint(x: 2, y: 2))
        path.addLine(to: CGPoint(x: 8, y: 8))
        UIColor.white.withAlphaComponent(0.54).setStroke()
        path.stroke()
        self.path = path
    }
}

@Suite struct LibraryIdiomsTests {
    @Test func colourSetStrokeAndFillReachTheCurrentContext() {
        let view = CrossView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var operations: [CGContext.Operation] = []
        _ = UIGraphicsImageRenderer(size: view.bounds.size).image { context in
            view.layer.render(in: context.cgContext)
            UIColor.red.set()
            operations = context.cgContext.operations
        }
        // render(in:) notes the layer, then draw(_:) sets the stroke colour; set() sets fill, then stroke.
        #expect(operations == [
            .renderLayer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)),
            .setStrokeColor(UIColor.white.withAlphaComponent(0.54)),
            .setFillColor(.red), .setStrokeColor(.red),
        ])
        #expect(view.path?.lineCapStyle == .round)
        #expect(view.path?.lineJoinStyle == .miter)   // UIBezierPath's default
        // Outside drawing there is no current context: the call does nothing, as in UIKit.
        UIColor.blue.setFill()
    }

    @Test func lineDashKeepsTheFirstCountLengths() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 9]
        pattern.withUnsafeBufferPointer { path.setLineDash($0.baseAddress, count: 2, phase: 1) }
        #expect(path.lineDash.pattern == [4, 2] && path.lineDash.phase == 1)
        path.setLineDash(nil, count: 0, phase: 0)
        #expect(path.lineDash.pattern.isEmpty)
    }

    @Test func currentTitleIsTheNormalStatesTitle() {
        let button = UIButton(type: .system)
        #expect(button.currentTitle == nil)
        button.setTitle("Quark Shell", for: .normal)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitle == "Quark Shell")
        #expect(button.currentTitleColor == .red)
        // TagListView.removeTag(_:) finds tags by it.
        let tags = [button, UIButton(type: .system)]
        #expect(tags.filter { $0.currentTitle == "Quark Shell" }.count == 1)
    }

    @Test func titleLabelTextFollowsTheTitle() {
        // TagView.intrinsicContentSize measures `titleLabel?.text` in its font itself.
        let button = UIButton(type: .custom)
        #expect(button.titleLabel?.text == nil)
        button.setTitle("TEAChart", for: .normal)
        #expect(button.titleLabel?.text == "TEAChart")
        button.setTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == nil)
    }

    @Test func layoutDirectionForASemanticAttributeFollowsTheScenario() {
        let arabic = Environment(windowSize: CGSize(width: 390, height: 844), layoutDirection: .rightToLeft, localeIdentifier: "ar")
        TraitContext.withEnvironment(arabic) {
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
            // Playback controls and forced content keep left-to-right in a right-to-left app.
            #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        }
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
    }

    @Test func sharedApplicationThroughKeyValueCoding() {
        // The app-extension-safe spelling of UIApplication.shared.
        #expect((UIApplication.value(forKey: "sharedApplication") as? UIApplication) === UIApplication.shared)
        #expect(UIApplication.value(forKey: "keyWindow") == nil)
    }
}
