// Drawing API as app code writes it: image renderers, the UIGraphics image context functions,
// UIImage's Core Graphics surface and draw(_:) overrides. Sizes and recorded calls are derived
// by hand in the comments.
import Testing
import UIKitCompat

/// A view that notes each `draw(_:)` call's rectangle and the context current during it.
final class RecordingView: UIView {
    var drawnRects: [CGRect] = []
    var contextDuringDraw: CGContext?
    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        contextDuringDraw = UIGraphicsGetCurrentContext()
        UIGraphicsGetCurrentContext()?.fill(rect)
    }
}

@Suite struct GraphicsTests {
    @Test func rendererImageHasTheSizeAndScaleOfItsFormat() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.opaque = true
        format.preferredRange = .standard
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        var runs = 0
        var operations: [CGContext.Operation] = []
        let image = renderer.image { context in
            runs += 1
            #expect(context.format === format)
            // 20 × 10 points at 3 pixels per point: 60 × 30 pixels.
            #expect(context.cgContext.width == 60 && context.cgContext.height == 30)
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.cgContext.translateBy(x: 2, y: 3)
            operations = context.cgContext.operations
        }
        #expect(runs == 1)
        #expect(operations == [.setFillColor(.red), .fill(CGRect(x: 0, y: 0, width: 20, height: 10)), .translate(x: 2, y: 3)])
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 60 && image.cgImage?.height == 30)
        #expect(format.opaque && format.preferredRange == .standard)
        // The context is no longer current once the actions return.
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func defaultFormatTakesTheScreensScale() {
        let window = Environment(windowSize: CGSize(width: 390, height: 844), scale: 3)
        let format = TraitContext.withEnvironment(window) { UIGraphicsImageRendererFormat.default() }
        #expect(format.scale == 3)
        #expect(!format.opaque)
        #expect(format.preferredRange == .automatic)
        let traits = UITraitCollection(displayScale: 2)
        #expect(UIGraphicsImageRendererFormat(for: traits).scale == 2)
    }

    @Test func boundsRendererTranslatesItsOriginAway() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 7, width: 30, height: 40), format: format)
        var operations: [CGContext.Operation] = []
        let image = renderer.image { operations = $0.cgContext.operations }
        // Drawing at (5, 7) lands at the image's corner: translated by (−5, −7) before the actions run.
        #expect(operations == [.translate(x: -5, y: -7)])
        #expect(image.size == CGSize(width: 30, height: 40))
    }

    @Test func imageContextFunctions() {
        let window = Environment(windowSize: CGSize(width: 390, height: 844), scale: 2)
        TraitContext.withEnvironment(window) {
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
            // Scale 0 means the main screen's: 2 here, so 15 × 10 points are 30 × 20 pixels.
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 15, height: 10), false, 0)
            let context = UIGraphicsGetCurrentContext()
            #expect(context?.width == 30 && context?.height == 20)
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(image?.size == CGSize(width: 15, height: 10))
            #expect(image?.scale == 2)
            #expect(UIGraphicsGetCurrentContext() == nil)
            // UIGraphicsBeginImageContext is scale 1.
            UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
            UIGraphicsEndImageContext()
        }
    }

    @Test func imageDrawIsRecordedInTheCurrentContext() {
        UIImage.register("GraphicsTests.avatar", size: CGSize(width: 8, height: 6))
        guard let avatar = UIImage(named: "GraphicsTests.avatar") else {
            Issue.record("registered image not found")
            return
        }
        // Outside any context nothing is drawn (and nothing fails).
        avatar.draw(in: CGRect(x: 0, y: 0, width: 1, height: 1))
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        var operations: [CGContext.Operation] = []
        _ = renderer.image { context in
            avatar.draw(in: CGRect(x: 1, y: 2, width: 16, height: 12))
            // draw(at:) uses the image's own size, 8 × 6.
            avatar.draw(at: CGPoint(x: 10, y: 10))
            operations = context.cgContext.operations
        }
        #expect(operations == [.drawImage(name: "GraphicsTests.avatar", in: CGRect(x: 1, y: 2, width: 16, height: 12)),
                               .drawImage(name: "GraphicsTests.avatar", in: CGRect(x: 10, y: 10, width: 8, height: 6))])
    }

    @Test func cgImageScaleAndOrientation() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 2
            return f
        }())
        let image = renderer.image { _ in }
        guard let pixels = image.cgImage else {
            Issue.record("no cgImage")
            return
        }
        // 100 × 50 points at 2×: 200 × 100 pixels.
        #expect(pixels.width == 200 && pixels.height == 100)
        // Turned right at scale 2: 200 × 100 pixels shown as 100 × 200, so 50 × 100 points.
        let turned = UIImage(cgImage: pixels, scale: 2, orientation: .right)
        #expect(turned.size == CGSize(width: 50, height: 100))
        #expect(turned.imageOrientation == .right)
        #expect(turned.cgImage?.width == 200 && turned.cgImage?.height == 100)
        #expect(UIImage(cgImage: pixels).size == CGSize(width: 200, height: 100))
        // Cropping 150…250 × 20.5…60 of a 200 × 100 image: integral 150…250 × 20…60, cut at 200: 50 × 40.
        let cropped = pixels.cropping(to: CGRect(x: 150, y: 20.5, width: 100, height: 39.5))
        #expect(cropped?.width == 50 && cropped?.height == 40)
        #expect(pixels.cropping(to: CGRect(x: 300, y: 0, width: 10, height: 10)) == nil)
        #expect(UIImage(named: "GraphicsTests.unregistered") == nil)
        // The usual fallback: an empty image, zero-sized, one point per pixel, no pixels.
        let empty = UIImage(named: "GraphicsTests.unregistered") ?? UIImage()
        #expect(empty.size == .zero && empty.scale == 1)
        #expect(empty.cgImage == nil)
    }

    @Test func layerRenderCallsDrawWithEachViewsBounds() {
        let root = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let child = RecordingView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let hidden = RecordingView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        root.addSubview(child)
        root.addSubview(hidden)
        var operations: [CGContext.Operation] = []
        var current: CGContext?
        _ = UIGraphicsImageRenderer(size: root.bounds.size).image { context in
            root.layer.render(in: context.cgContext)
            operations = context.cgContext.operations
            current = context.cgContext
        }
        #expect(root.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(child.drawnRects == [CGRect(x: 0, y: 0, width: 30, height: 40)])
        #expect(hidden.drawnRects.isEmpty)
        #expect(child.contextDuringDraw === current)
        // The child draws translated to its frame's origin (10, 20), inside a saved state.
        #expect(operations == [
            .renderLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 80)),
            .fill(CGRect(x: 0, y: 0, width: 100, height: 80)),
            .saveGState, .translate(x: 10, y: 20), .fill(CGRect(x: 0, y: 0, width: 30, height: 40)), .restoreGState,
            .saveGState, .translate(x: 0, y: 0), .restoreGState,
        ])
    }

    @Test func drawHierarchyNeedsACurrentContext() {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        #expect(view.drawnRects.isEmpty)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true))
        }
        #expect(view.drawnRects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }
}
