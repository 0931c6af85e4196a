import Foundation
import Raster
import LayoutTypes
import Rendering
import Testing
import TextLayout

/// Pixel arithmetic pinned by hand: shapes whose edges fall on pixel boundaries have no
/// anti-aliasing, so their pixels are exact colours.
@Suite struct RenderingTests {
    let renderer: Renderer
    init() throws { renderer = Renderer(engine: try TextLayoutEngine.shared()) }

    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    func box(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color?,
             children: [RenderNode] = []) -> RenderNode {
        RenderNode(identifier: id, frame: Rect(x: x, y: y, width: w, height: h), backgroundColor: color, children: children)
    }

    @Test func sizeIsPointsTimesScaleRoundedUp() throws {
        let tree = RenderTree(width: 10.5, height: 7, nodes: [])
        for scale in 1...3 {
            let image = try renderer.render(tree, scale: scale)
            // ⌈10.5 × s⌉ × 7s: 11×7, 21×14, 32×21.
            #expect(image.width == [11, 21, 32][scale - 1] && image.height == 7 * scale)
        }
        #expect(throws: RenderError.self) { try renderer.render(tree, scale: 4) }
        #expect(throws: RenderError.self) { try renderer.render(RenderTree(width: 0, height: 5, nodes: []), scale: 1) }
        #expect(throws: RenderError.self) { try renderer.render(RenderTree(width: .infinity, height: 5, nodes: []), scale: 1) }
    }

    @Test func framesAreWindowPointsTimesScale() throws {
        // A red 4×4 pt box at (2, 2) on @2x covers pixels 4…11 on both axes exactly.
        let image = try renderer.render(RenderTree(width: 10, height: 10, nodes: [box("r", 2, 2, 4, 4, Self.red)]), scale: 2)
        #expect(image.pixel(x: 4, y: 4) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 11, y: 11) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 3, y: 4) == Self.white)
        #expect(image.pixel(x: 12, y: 11) == Self.white)
        #expect(image.pixel(x: 4, y: 12) == Self.white)
    }

    @Test func translucentColoursAreUnpremultiplied() throws {
        // Red at alpha 0.5 on a clear window: Cairo stores alpha 0.5 as 128 (0.5 × 255 rounded
        // half up) and red premultiplied as 128; unpremultiplied (128·255 + 64) / 128 = 255.
        let tree = RenderTree(width: 2, height: 2, backgroundColor: .clear,
                              nodes: [box("r", 0, 0, 1, 2, Color(red: 1, green: 0, blue: 0, alpha: 0.5))])
        let image = try renderer.render(tree, scale: 1)
        #expect(image.pixel(x: 0, y: 0) == RGBA(r: 255, g: 0, b: 0, a: 128))
        // Untouched pixels of a clear window are transparent black.
        #expect(image.pixel(x: 1, y: 1) == RGBA(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func alphaAppliesToTheGroup() throws {
        // Two overlapping opaque children of a parent at alpha 0.5: UIKit composites the group,
        // so where they overlap the result is the top child's colour at 50 %, the same as where
        // it does not overlap — not the blend of two 50 % layers. Blue at 50 % over white:
        // 255 − 128 = 127 in red and green (alpha 0.5 is 128/255), 255 in blue.
        let parent = RenderNode(identifier: "p", frame: Rect(x: 0, y: 0, width: 6, height: 2), alpha: 0.5, children: [
            box("a", 0, 0, 4, 2, Self.red), box("b", 2, 0, 4, 2, Self.blue),
        ])
        let image = try renderer.render(RenderTree(width: 6, height: 2, nodes: [parent]), scale: 1)
        let overlap = image.pixel(x: 3, y: 0)
        #expect(overlap == image.pixel(x: 5, y: 0))
        #expect(overlap == RGBA(r: 127, g: 127, b: 255))
    }

    @Test func borderIsInsideTheBoundsAboveChildren() throws {
        // 10×10 box, 2 pt red border, child filling the box in blue: columns 0–1 and 8–9 red
        // (the border is drawn inside the bounds and above sublayers), 2–7 blue.
        let node = RenderNode(identifier: "b", frame: Rect(x: 0, y: 0, width: 10, height: 10), borderWidth: 2,
                              borderColor: Self.red, children: [box("c", 0, 0, 10, 10, Self.blue)])
        let image = try renderer.render(RenderTree(width: 10, height: 10, nodes: [node]), scale: 1)
        for x in [0, 1, 8, 9] { #expect(image.pixel(x: x, y: 5) == RGBA(r: 255, g: 0, b: 0), "x \(x)") }
        for x in 2...7 { #expect(image.pixel(x: x, y: 5) == RGBA(r: 0, g: 0, b: 255), "x \(x)") }
    }

    @Test func cornerRadiusRoundsBackgroundAndClip() throws {
        // 20×20 box, radius 10: a circle. Pixel (1,1) has its centre (1.5, 1.5) 12.0 pt from the
        // circle's centre (10, 10), wholly outside even counting its half-diagonal (0.71 pt):
        // pure window white. The centre pixel is pure fill.
        var round = box("r", 0, 0, 20, 20, Self.red)
        round.cornerRadius = 10
        let image = try renderer.render(RenderTree(width: 20, height: 20, nodes: [round]), scale: 1)
        #expect(image.pixel(x: 1, y: 1) == Self.white)
        #expect(image.pixel(x: 10, y: 10) == RGBA(r: 255, g: 0, b: 0))
        // Pixel (2, 3) straddles the circle: its corner (2, 3) is √113 ≈ 10.6 pt from the centre,
        // its corner (3, 4) √85 ≈ 9.2 pt. Partly covered: a mix of red and white.
        let edge = try #require(image.pixel(x: 2, y: 3))
        #expect(edge.r == 255 && edge.g > 0 && edge.g < 255)
    }

    @Test func clipsToBoundsClipsChildren() throws {
        // A child sticking out 4 pt to the right of its 6×6 parent.
        func render(clips: Bool) throws -> RGBAImage {
            var parent = box("p", 0, 0, 6, 6, nil, children: [box("c", 2, 2, 8, 2, Self.red)])
            parent.clipsToBounds = clips
            return try renderer.render(RenderTree(width: 10, height: 6, nodes: [parent]), scale: 1)
        }
        #expect(try render(clips: true).pixel(x: 8, y: 2) == Self.white)
        #expect(try render(clips: false).pixel(x: 8, y: 2) == RGBA(r: 255, g: 0, b: 0))
        #expect(try render(clips: true).pixel(x: 5, y: 2) == RGBA(r: 255, g: 0, b: 0))
    }

    @Test func badFramesAreErrorsNamingTheNode() throws {
        let bad = box("broken-label", .nan, 0, 4, 4, Self.red)
        let parent = box("parent", 0, 0, 10, 10, nil, children: [bad])
        #expect {
            try renderer.render(RenderTree(width: 10, height: 10, nodes: [parent]), scale: 1)
        } throws: { error in
            "\(error)".contains("broken-label")
        }
        #expect(throws: RenderError.self) {
            try renderer.render(RenderTree(width: 10, height: 10, nodes: [box("negative", 0, 0, -1, 4, Self.red)]), scale: 1)
        }
    }

    @Test func hiddenAndTransparentNodesDrawNothing() throws {
        var hidden = box("h", 0, 0, 4, 4, Self.red)
        hidden.isHidden = true
        var invisible = box("i", 0, 0, 4, 4, Self.red)
        invisible.alpha = 0
        let blank = try renderer.render(RenderTree(width: 4, height: 4, nodes: []), scale: 1)
        #expect(try renderer.render(RenderTree(width: 4, height: 4, nodes: [hidden, invisible]), scale: 1) == blank)
    }

    /// Columns holding dark (text) pixels: the ink's horizontal extent in pixels.
    func inkColumns(_ image: RGBAImage, rows: Range<Int>) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<image.width {
            if rows.contains(where: { y in (image.pixel(x: x, y: y)?.r ?? 255) < 128 }) { columns.append(x) }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    func label(_ text: String, alignment: TextAlignment, direction: LayoutDirection) -> RenderTree {
        let node = RenderNode(identifier: "l", frame: Rect(x: 10, y: 0, width: 200, height: 30), layoutDirection: direction,
                              content: .text(TextContent(text, font: .system(size: 17), alignment: alignment)))
        return RenderTree(width: 220, height: 30, nodes: [node])
    }

    @Test func alignmentHonoursTheLayoutDirection() throws {
        // The label spans x 10…210 pt. The ink of a left-aligned line starts within a glyph's
        // side bearing (< 2 pt) of 10; a right-aligned one ends within 2 pt of 210; natural is
        // left in a left-to-right view and right in a right-to-left one, whatever the script.
        func ink(_ text: String, _ alignment: TextAlignment, _ direction: LayoutDirection) throws -> ClosedRange<Double> {
            let image = try renderer.render(label(text, alignment: alignment, direction: direction), scale: 1)
            let columns = try #require(inkColumns(image, rows: 0..<30))
            return Double(columns.lowerBound)...Double(columns.upperBound + 1)
        }
        let left = try ink("Settings", .left, .rightToLeft)
        #expect(left.lowerBound >= 10 && left.lowerBound < 12)
        let right = try ink("Settings", .right, .leftToRight)
        #expect(right.upperBound <= 210 && right.upperBound > 208)
        let natural = try ink("Settings", .natural, .leftToRight)
        #expect(natural.lowerBound >= 10 && natural.lowerBound < 12)
        let arabic = try ink("مرحبا بالعالم", .natural, .rightToLeft)
        #expect(arabic.upperBound <= 210 && arabic.upperBound > 208)
        // Centred: the empty space left and right of the ink differs by side bearings only.
        let centre = try ink("Settings", .center, .leftToRight)
        #expect(abs((centre.lowerBound - 10) - (210 - centre.upperBound)) <= 3)
    }

    @Test func singleLineIsCentredVertically() throws {
        // A 17 pt line (20.57 pt tall) in a 60 pt label: text box from 19.7 to 40.3 pt. Ink of
        // "Settings" (cap height to baseline, no descender) lies within it.
        let node = RenderNode(identifier: "l", frame: Rect(x: 0, y: 0, width: 100, height: 60),
                              content: .text(TextContent("Settings", font: .system(size: 17))))
        let image = try renderer.render(RenderTree(width: 100, height: 60, nodes: [node]), scale: 1)
        var rows: [Int] = []
        for y in 0..<60 where (0..<100).contains(where: { (image.pixel(x: $0, y: y)?.r ?? 255) < 200 }) { rows.append(y) }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        #expect(top >= 19 && bottom <= 40)
    }

    @Test func overlayIsOnlyInTheOverlayLayer() throws {
        let tree = RenderTree(width: 40, height: 40, nodes: [box("box", 10, 10, 20, 20, nil)])
        let content = try renderer.render(tree, scale: 2)
        let withOverlay = try renderer.render(tree, scale: 2, layers: [.content, .debugOverlay])
        let overlayOnly = try renderer.render(tree, scale: 2, layers: .debugOverlay)
        // A node with no background draws nothing: the content is the blank window.
        #expect(content == (try renderer.render(RenderTree(width: 40, height: 40, nodes: []), scale: 2)))
        #expect(withOverlay != content)
        // The frame outline is one device pixel on the frame's edge: pixel row 20 (10 pt × 2),
        // away from the identifier tag at the top-left, is outline-coloured and opaque-ish in the
        // overlay alone; a pixel far from any frame stays transparent there.
        let outline = try #require(overlayOnly.pixel(x: 50, y: 20))
        #expect(outline.r == 255 && outline.g == 0 && outline.a > 200)
        #expect(overlayOnly.pixel(x: 4, y: 70) == RGBA(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func parallelRendersAreIdentical() throws {
        // The harness renders on all cores: eight renders of the text-heavy scenes at once must
        // equal the serial render byte for byte.
        let trees = [RenderingScenes.labels, RenderingScenes.rightToLeft]
        let shared = renderer
        let serial = try trees.map { try shared.render($0, scale: 2) }
        let results = ImageBox(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.set(index, try? shared.render(trees[index % 2], scale: 2))
        }
        for index in 0..<8 { #expect(results.get(index) == serial[index % 2], "render \(index)") }
    }
}

private final class ImageBox: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [RGBAImage?]
    init(count: Int) { images = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ image: RGBAImage?) { lock.lock(); images[index] = image; lock.unlock() }
    func get(_ index: Int) -> RGBAImage? { lock.lock(); defer { lock.unlock() }; return images[index] }
}
