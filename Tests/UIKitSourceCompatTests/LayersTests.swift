// Layers and fitting sizes as app code writes them: position and anchor point, contents, affine
// transforms, shape layer styles, a layer subclass with its own initialisers, UIKit's fitting
// targets and snapshots. Values derived by hand in the comments.
import Testing
import UIKitCompat

/// A shape layer with its own initialiser, as an app writes one: `init(layer:)` beside it (Core
/// Animation copies animated layers with it), no `init()`.
final class RingLayer: CAShapeLayer {
    let radius: CGFloat
    init(radius: CGFloat) {
        self.radius = radius
        super.init()
        path = UIBezierPath(ovalIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)).cgPath
    }
    override init(layer: Any) {
        radius = (layer as? RingLayer)?.radius ?? 4
        super.init(layer: layer)
    }
}

/// The other spelling apps write: `override init()` and `override init(layer:)`.
final class PulseLayer: CALayer {
    var pulses = 0
    override init() {
        super.init()
        pulses = 1
    }
    override init(layer: Any) {
        pulses = (layer as? PulseLayer)?.pulses ?? 0
        super.init(layer: layer)
    }
}

final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}

final class GradientBackedView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

@Suite struct LayersTests {
    @Test func positionFollowsTheAnchorPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        // Default anchor (0.5, 0.5): 10 + 20, 20 + 15.
        #expect(layer.position == CGPoint(x: 30, y: 35))
        // A new anchor keeps the position and moves the frame: its top-left corner is now at (30, 35).
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.position == CGPoint(x: 30, y: 35))
        #expect(layer.frame == CGRect(x: 30, y: 35, width: 40, height: 30))
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 40, height: 30))
        // A copy keeps the anchor and frame.
        let copy = CALayer(layer: layer)
        #expect(copy.anchorPoint == CGPoint(x: 0, y: 0) && copy.frame == layer.frame)
    }

    @Test func aViewsLayerPositionIsItsCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        // Centre (30, 10).
        #expect(view.layer.position == CGPoint(x: 30, y: 10))
        view.layer.position = CGPoint(x: 100, y: 50)
        // The frame moves so its centre is (100, 50): origin (70, 40).
        #expect(view.frame == CGRect(x: 70, y: 40, width: 60, height: 20))
        #expect(view.center == CGPoint(x: 100, y: 50))
    }

    @Test func contentsAndAffineTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let pixels = image.cgImage
        view.layer.contents = pixels
        #expect(pixels != nil && (view.layer.contents as? CGImage) === pixels)
        #expect(CALayer().contents == nil)
        view.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        // A view's own layer shares the view's transform.
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        let free = CALayer()
        free.setAffineTransform(CGAffineTransform(translationX: 4, y: 5))
        #expect(free.affineTransform() == CGAffineTransform(translationX: 4, y: 5))
    }

    @Test func shapeLayerStylesAndSubclassWithItsOwnInitialiser() {
        let ring = RingLayer(radius: 12)
        ring.position = CGPoint(x: 50, y: 40)
        ring.zPosition = 10
        ring.lineCap = .round
        ring.lineJoin = .bevel
        ring.fillRule = .evenOdd
        ring.strokeColor = UIColor.white.cgColor
        #expect(ring.lineCap == .round && ring.lineJoin == .bevel && ring.fillRule == .evenOdd)
        // The oval of radius 12 about the origin: −12…12 on both axes.
        #expect(ring.path?.boundingBox == CGRect(x: -12, y: -12, width: 24, height: 24))
        // A zero-sized layer's position is its frame's origin.
        #expect(ring.frame.origin == CGPoint(x: 50, y: 40))
        // A copy made with init(layer:) keeps the radius.
        #expect(RingLayer(layer: ring).radius == 12)
        // As a view's layerClass, an app's layer class gives its nearest UIKit class's layer
        // (its own initialisers cannot be called for it; see Layer).
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(view.layer is CAShapeLayer)
        #expect(GradientBackedView().layer is CAGradientLayer)
        let pulse = PulseLayer()
        pulse.pulses = 3
        #expect(PulseLayer(layer: pulse).pulses == 3)
        #expect(CAShapeLayer().lineCap == .butt && CAShapeLayer().lineJoin == .miter)
    }

    @Test func fittingTargetsHaveUIKitsValues() {
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10_000, height: 10_000))
        #expect(UILayoutFittingExpandedSize == CGSize(width: 10_000, height: 10_000))
        #expect(UIView.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
        #expect(UILayoutFittingCompressedSize == CGSize(width: 0, height: 0))
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        let animation = CABasicAnimation(keyPath: "transform.rotation.z")
        animation.repeatCount = MAXFLOAT
        #expect(animation.repeatCount == .greatestFiniteMagnitude)
    }

    @Test func expandedFittingStopsAtTheViewsLargestAllowedSize() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        // The engine hosts the tree (weakly, as a window does), so it measures the card.
        let engine = try LayoutEngine(root: root, environment: Environment(windowSize: CGSize(width: 375, height: 812), scale: 2),
                                      measurer: HalfEmMeasurer())
        withExtendedLifetime(engine) {
            // Pulled towards 10,000 × 10,000 at the fitting level: the width stops at its required
            // maximum, 300; the height is held at 50.
            #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 300, height: 50))
        }
    }

    @Test func snapshotsHaveTheRectanglesSize() {
        let window = Environment(windowSize: CGSize(width: 390, height: 844), scale: 2)
        TraitContext.withEnvironment(window) {
            let source = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let piece = source.resizableSnapshotView(from: CGRect(x: 10, y: 10, width: 40, height: 20),
                                                     afterScreenUpdates: false, withCapInsets: UIEdgeInsets())
            #expect(piece?.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
            // 40 × 20 points at 2×: an 80 × 40 pixel picture.
            let pixels = piece?.layer.contents as? CGImage
            #expect(pixels?.width == 80 && pixels?.height == 40)
            #expect(source.snapshotView(afterScreenUpdates: true)?.bounds.size == CGSize(width: 200, height: 100))
            #expect(source.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
        }
    }

    @Test func switchColoursAreKeptAndDoNotChangeItsSize() throws {
        let toggle = UISwitch()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(toggle)
        let engine = try LayoutEngine(root: root, environment: Environment(windowSize: CGSize(width: 100, height: 100)),
                                      measurer: HalfEmMeasurer())
        withExtendedLifetime(engine) {
            let before = toggle.intrinsicContentSize
            #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
            toggle.onTintColor = .green
            toggle.thumbTintColor = .white
            #expect(toggle.onTintColor == .green && toggle.thumbTintColor == .white)
            // Drawing only: the switch's size is what it was.
            #expect(toggle.intrinsicContentSize == before && before.width > 0)
        }
    }
}
