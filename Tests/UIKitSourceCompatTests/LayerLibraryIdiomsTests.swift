// Idioms of layer-drawn view libraries that the Cosmos trial (evgenyneu/Cosmos at aebcb0e,
// Cosmos/StarLayer.swift, CosmosLayers.swift, CosmosLayerHelper.swift, CosmosSize.swift) met:
// stars and text built as sublayers positioned by bounds and anchor point, a right-to-left
// mirror as a 3-D half turn, and an intrinsic size read back from the layers' frames; and those
// of ninjaprox/NVActivityIndicatorView at 9777b04 (Sources/Base/Animations/*.swift): keyframe
// values boxed in NSValue, endless repeats, media time, points parsed from strings.
import Testing
import UIKitCompat

/// A rating view sized as Cosmos sizes itself: five star layers in a row, `sublayers` assigned
/// at once, the intrinsic size the union of their frames (`calculateSizeToFitLayers`).
final class StarRowView: UIView {
    let starSize: CGFloat = 30
    let starMargin: CGFloat = 5
    private var viewSize = CGSize()

    override init(frame: CGRect) {
        super.init(frame: frame)
        var layers: [CALayer] = []
        var x: CGFloat = 0
        for _ in 0..<5 {
            let star = CALayer()
            star.bounds = CGRect(origin: CGPoint(), size: CGSize(width: starSize, height: starSize))
            star.anchorPoint = CGPoint()
            star.position.x = x
            x += starSize + starMargin
            layers.append(star)
        }
        layer.sublayers = layers
        var size = CGSize()
        for star in layers {
            if star.frame.maxX > size.width { size.width = star.frame.maxX }
            if star.frame.maxY > size.height { size.height = star.frame.maxY }
        }
        viewSize = size
        invalidateIntrinsicContentSize()
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { viewSize }
}

@Suite struct LayerLibraryIdiomsTests {
    @Test func emptyGeometryInitialisersAreZero() {
        #expect(CGSize() == CGSize(width: 0, height: 0))
        #expect(CGPoint() == CGPoint(x: 0, y: 0))
        #expect(CGRect() == CGRect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func boundsThenAnchorPointPutsALayerAtItsPosition() {
        // A new layer sits at position (0, 0) with the anchor in its middle. Bounds of 30 × 30
        // keep the position: frame (-15, -15, 30, 30). Anchor (0, 0) keeps the position too, so
        // the frame's origin becomes the position: (0, 0, 30, 30).
        let star = CALayer()
        star.bounds = CGRect(origin: CGPoint(), size: CGSize(width: 30, height: 30))
        #expect(star.frame == CGRect(x: -15, y: -15, width: 30, height: 30))
        star.anchorPoint = CGPoint()
        #expect(star.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        // A partly filled star narrows its bounds: with the anchor at the origin the left edge
        // stays, 30 × 0.5 = 15 wide.
        star.bounds.size.width *= 0.5
        #expect(star.frame == CGRect(x: 0, y: 0, width: 15, height: 30))
        // With the default anchor the middle stays: position (50, 50), 40 wide → 20 wide from
        // x = 50 - 10 = 40.
        let centred = CALayer()
        centred.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        centred.position = CGPoint(x: 50, y: 50)
        centred.bounds.size.width = 20
        #expect(centred.frame == CGRect(x: 40, y: 30, width: 20, height: 40))
    }

    @Test func assigningSublayersReplacesTheListAndMovesEachLayer() {
        let parent = CALayer(), other = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        other.addSublayer(c)
        parent.sublayers = [b, c]
        #expect(parent.sublayers?.count == 2 && parent.sublayers?[0] === b && parent.sublayers?[1] === c)
        // The old sublayer is detached; the one taken from another parent left it.
        #expect(a.superlayer == nil && b.superlayer === parent && c.superlayer === parent)
        #expect(other.sublayers?.isEmpty == true)
        parent.sublayers = nil
        #expect(parent.sublayers == nil && b.superlayer == nil && c.superlayer == nil)
    }

    @Test func aHalfTurnAboutYAfterATranslationMirrorsInPlace() {
        // Cosmos flips a filled star of width w for right-to-left: rotate π about y, translated by
        // -w first. Seen from the front, x → -(x - w) = w - x: a = cos π = -1, tx = w.
        let w: CGFloat = 30
        let rotation = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let flip = CATransform3DTranslate(rotation, -w, 0, 0)
        let affine = CATransform3DGetAffineTransform(flip)
        #expect(abs(affine.a + 1) < 1e-12 && abs(affine.b) < 1e-12 && abs(affine.c) < 1e-12 && abs(affine.d - 1) < 1e-12)
        #expect(abs(affine.tx - w) < 1e-12 && abs(affine.ty) < 1e-12)
        let star = CALayer()
        star.transform = flip
        #expect(abs(star.affineTransform().tx - w) < 1e-12)
    }

    @Test func aRotationAboutZIsTheAffineRotation() {
        // Rodrigues' formula about (0, 0, 1): m11 = cos, m12 = sin, m21 = -sin, m22 = cos,
        // CGAffineTransform(rotationAngle:)'s a, b, c, d.
        let angle: CGFloat = 0.3
        let affine = CATransform3DGetAffineTransform(CATransform3DMakeRotation(angle, 0, 0, 1))
        let expected = CGAffineTransform(rotationAngle: angle)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(angle, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(angle, 0, 1, 0)))
    }

    @Test func inverseUndoesATranslationAndAScale() {
        let t = CATransform3DScale(CATransform3DMakeTranslation(3, 4, 5), 2, 2, 2)
        // Scale by 2 first, then translate: the inverse translates by (-3, -4, -5), then halves
        // (equal up to rounding: the inversion pivots on the largest entry of each column).
        let inverse = CATransform3DInvert(t)
        let expected = CATransform3DConcat(CATransform3DMakeTranslation(-3, -4, -5), CATransform3DMakeScale(0.5, 0.5, 0.5))
        #expect(entries(inverse).indices.allSatisfy { abs(entries(inverse)[$0] - entries(expected)[$0]) < 1e-12 })
        let product = entries(CATransform3DConcat(t, inverse)), identity = entries(CATransform3DIdentity)
        #expect(product.indices.allSatisfy { abs(product[$0] - identity[$0]) < 1e-12 })
        // A singular matrix comes back unchanged, as Core Animation returns it.
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    private func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    @Test func textLayerMeasuredThroughNSString() {
        TraitContext.withMeasurer(WrappingHalfEmMeasurer()) {
            // CosmosLayerHelper.createTextLayer: the layer is as large as the string measures,
            // here half an em per character: "(124)" in 14 pt is 5 × 7 = 35 wide, 1.2 × 14 = 16.8 tall.
            let font = UIFont.systemFont(ofSize: 14)
            let size = NSString(string: "(124)").size(withAttributes: [NSAttributedString.Key.font: font])
            #expect(size.width == 35 && abs(size.height - 16.8) < 1e-9)
            let text = CATextLayer()
            #expect(text.fontSize == 36 && text.foregroundColor == .white)
            text.bounds = CGRect(origin: CGPoint(), size: size)
            text.anchorPoint = CGPoint()
            text.string = "(124)"
            text.font = CGFont(font.fontName as CFString)
            text.fontSize = font.pointSize
            #expect(text.font != nil && text.frame.size == size && text.frame.origin == CGPoint())
            #expect(CGFont("NoSuchFont-Bold" as CFString) == nil)
        }
    }

    @Test func aViewSizedByItsSublayersTakesTheirUnion() throws {
        // Five 30-pt stars 5 pt apart: the last starts at 4 × 35 = 140 and ends at 170; 30 tall.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stars = StarRowView(frame: .zero)
        stars.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stars)
        NSLayoutConstraint.activate([
            stars.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stars.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        let engine = try LayoutEngine(root: root, environment: Environment(windowSize: CGSize(width: 320, height: 480)),
                                      measurer: HalfEmMeasurer())
        _ = engine.layout()
        #expect(stars.frame == CGRect(x: 16, y: 20, width: 170, height: 30))
    }

    @Test func keyframeValuesAndTimingAsSpinnersWriteThem() {
        // NVActivityIndicatorAnimationBallTrianglePath: transforms boxed for `values`, points
        // parsed from "{x,y}" strings, `repeatCount = HUGE`, `beginTime` from the media clock.
        let moved = CATransform3DMakeTranslation(3, -4, 0)
        #expect(NSValue(caTransform3D: moved).caTransform3DValue == moved)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSCoder.cgPoint(for: "{3, -4.5}") == CGPoint(x: 3, y: -4.5))
        #expect(NSCoder.cgPoint(for: "{a, b}") == .zero)
        #expect(NSCoder.string(for: CGPoint(x: 3, y: -4.5)) == "{3, -4.5}")
        #expect(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}") == CGRect(x: 1, y: 2, width: 30, height: 40))
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.repeatCount = Float(HUGE)
        animation.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(animation.repeatCount.isInfinite && animation.path != nil)
        let start = CACurrentMediaTime()
        #expect(start > 0 && CACurrentMediaTime() >= start)
        let layer = CALayer()
        layer.speed = 0
        layer.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(layer.speed == 0 && abs(layer.sublayerTransform.m12 - 1) < 1e-12)
    }
}
