import LayoutTypes
import Raster
@testable import Rendering
import Testing
import TextLayout

/// A reused surface repaints only what the last render drew over its background, a root that
/// covers the window replaces the window background, and the rows the renderer knows it did
/// not draw are marked as repeats without being compared. Each render must give the bytes a
/// new surface gives, and every row it marks must equal the row above.
@Suite(.serialized) struct SurfaceRepaintTests {
    static let white = Color.white
    static let gray = Color(r: 242, g: 242, b: 247)

    /// A size no other test renders (the pool is shared by the process): 61 × 47 points.
    static func tree(_ nodes: [RenderNode], background: Color = white) -> RenderTree {
        RenderTree(width: 61, height: 47, backgroundColor: background, nodes: nodes)
    }

    static func box(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color?,
                    alpha: Double = 1, radius: Double = 0, children: [RenderNode] = []) -> RenderNode {
        RenderNode(identifier: id, frame: Rect(x: x, y: y, width: w, height: h), backgroundColor: color,
                   cornerRadius: radius, alpha: alpha, children: children)
    }

    static func label(_ text: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> RenderNode {
        RenderNode(identifier: "label", frame: Rect(x: x, y: y, width: w, height: h),
                   content: .text(TextContent(text, font: .system(size: 11), numberOfLines: 0, lineBreakMode: .byWordWrapping)))
    }

    /// A sequence of trees of one size, each drawing somewhere the others do not.
    static let sequence: [RenderTree] = [
        // Fractional edges (antialiased), text, a group with alpha, a rounded box.
        tree([box("a", 2.5, 3.25, 20, 9.5, RenderingScenes.red), label("Hello world, wrapped", 30.3, 1.7, 28, 30),
              box("group", 5, 20, 30, 20, nil, alpha: 0.5, children: [box("g1", 5, 20, 20, 20, RenderingScenes.blue)]),
              box("round", 40, 36, 18, 10, RenderingScenes.green, radius: 4)]),
        // Nothing drawn at all: the last render's boxes must be gone.
        tree([]),
        // A root covering the window, with children; then plain trees on the same surface.
        tree([box("root", 0, 0, 61, 47, gray, children: [box("child", 10.5, 30.5, 11, 7, RenderingScenes.yellow),
                                                         label("Covered", 3, 3, 40, 14)])]),
        // The same root colour again: its fill is restored, not repainted.
        tree([box("root", 0, 0, 61, 47, gray, children: [label("Other text", 20, 20, 30, 14)])]),
        tree([box("b", 0, 40, 61, 7, RenderingScenes.blue)]),
        // A root covering the window in the window's own colour: the next render fills only its children.
        tree([box("root", -1, -1, 70, 60, white, children: [box("c", 20, 10, 5, 30, RenderingScenes.red)])]),
        tree([label("Second label", 1, 25, 58, 20)]),
        // A translucent window background (cleared, never assumed), then an opaque one again.
        tree([box("d", 10, 10, 10, 10, RenderingScenes.green)], background: Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
        tree([box("e", 0.2, 0.2, 60.6, 46.6, RenderingScenes.red, radius: 3)]),
        // A rounded or inset root does not cover; nor does one with alpha.
        tree([box("root", 0, 0, 61, 47, gray, radius: 2)]),
        tree([box("root", 0, 0, 61, 47, gray, alpha: 0.99)]),
        tree([box("root", 0.5, 0, 60.5, 47, gray)]),
    ]

    /// The same tree drawn on a new surface (the pool emptied first).
    static func fresh(_ tree: RenderTree, scale: Int, layers: RenderLayers) throws -> RGBAImage {
        CairoSerialization.run { SurfacePool.shared.removeAll() }
        ImagePool.shared.removeAll()
        return try Renderer(engine: try TextLayoutEngine.shared()).render(tree, scale: scale, layers: layers)
    }

    static func checkMarks(_ image: RGBAImage, _ context: String) {
        guard let marks = image.repeatedRows else { return }
        let rowBytes = image.width * 4
        if let background = image.backgroundRows {
            image.bytes.withUnsafeBytes { raw in
                for y in 0..<image.height where background.rows[y] {
                    let uniform = (0..<image.width).allSatisfy { raw.load(fromByteOffset: y * rowBytes + $0 * 4, as: UInt32.self) == background.pixel }
                    #expect(uniform, "\(context): row \(y) is marked as background but holds other pixels")
                }
            }
        }
        for y in 1..<image.height where marks[y] {
            let same = image.bytes[(y * rowBytes)..<((y + 1) * rowBytes)] == image.bytes[((y - 1) * rowBytes)..<(y * rowBytes)]
            #expect(same, "\(context): row \(y) is marked as a repeat but differs from the row above")
        }
    }

    @Test(arguments: [1, 2])
    func reusedSurfacesGiveTheBytesOfNewOnes(scale: Int) throws {
        let renderer = Renderer(engine: try TextLayoutEngine.shared())
        let expected = try Self.sequence.map { try Self.fresh($0, scale: scale, layers: .content) }
        CairoSerialization.run { SurfacePool.shared.removeAll() }
        // Twice through, so every tree is drawn over every kind of predecessor's state.
        for round in 0..<2 {
            for (index, tree) in Self.sequence.enumerated() {
                let image = try renderer.render(tree, scale: scale, layers: .content)
                #expect(image == expected[index], "round \(round), tree \(index) at @\(scale)x differs from a new surface's render")
                Self.checkMarks(image, "round \(round), tree \(index) at @\(scale)x")
                // The second round overwrites each image's bytes in the next render (`ImagePool`).
                if round == 1 { Renderer.recycle(image) }
            }
        }
        // The overlay draws outside the nodes: nothing is assumed after it.
        let overlaid = try renderer.render(Self.sequence[0], scale: scale, layers: [.content, .debugOverlay])
        #expect(overlaid == (try Self.fresh(Self.sequence[0], scale: scale, layers: [.content, .debugOverlay])))
        CairoSerialization.run { SurfacePool.shared.removeAll() }
        _ = try renderer.render(Self.sequence[0], scale: scale, layers: [.content, .debugOverlay])
        #expect(try renderer.render(Self.sequence[1], scale: scale, layers: .content) == expected[1])
    }

    @Test func onlyAnOpaqueSquareRootOverEveryPixelCovers() {
        func covers(_ node: RenderNode, scale: Double = 2) -> Bool {
            Renderer.covers(node, width: 122, height: 94, scale: scale) != nil
        }
        #expect(covers(Self.box("root", 0, 0, 61, 47, Self.gray)))
        #expect(covers(Self.box("root", -5, -5, 100, 100, Self.gray)))
        // 60.75 pt at @2x is 121.5 px: the last column is only half covered.
        #expect(!covers(Self.box("root", 0, 0, 60.75, 47, Self.gray)))
        #expect(!covers(Self.box("root", 0, 0.25, 61, 47, Self.gray)))
        #expect(!covers(Self.box("root", 0, 0, 61, 47, Self.gray, radius: 1)))
        #expect(!covers(Self.box("root", 0, 0, 61, 47, Self.gray, alpha: 0.5)))
        #expect(!covers(Self.box("root", 0, 0, 61, 47, nil)))
        #expect(!covers(Self.box("root", 0, 0, 61, 47, Color(red: 1, green: 1, blue: 1, alpha: 0.9))))
        var hidden = Self.box("root", 0, 0, 61, 47, Self.gray)
        hidden.isHidden = true
        #expect(!covers(hidden))
    }

    @Test func aRecycledImageStillHeldElsewhereIsCopiedNotOverwritten() throws {
        let renderer = Renderer(engine: try TextLayoutEngine.shared())
        let first = try renderer.render(Self.sequence[0], scale: 1, layers: .content)
        let kept = first
        Renderer.recycle(first)
        // The next render of that size takes the bytes back; `kept` shares them and must not change.
        let second = try renderer.render(Self.sequence[3], scale: 1, layers: .content)
        #expect(kept == (try Self.fresh(Self.sequence[0], scale: 1, layers: .content)))
        #expect(second == (try Self.fresh(Self.sequence[3], scale: 1, layers: .content)))
    }

    @Test func onlyNodesThatPaintMarkRows() {
        // A container without a background paints nothing itself; its child box (y 10…14 pt at
        // @1x, rows 9..<15 with the antialiasing row each side) and a bordered box (y 30…32, rows
        // 29..<33) do; a hidden node does not.
        var hidden = Self.box("hidden", 0, 40, 61, 5, Self.gray)
        hidden.isHidden = true
        var bordered = Self.box("bordered", 5, 30, 10, 2, nil)
        bordered.borderWidth = 1
        var painted = Renderer.Painted(width: 61, height: 47, scale: 1)
        for node in [Self.box("container", 0, 0, 61, 47, nil, children: [Self.box("child", 4, 10, 10, 4, Self.gray)]), bordered, hidden] {
            painted.add(node)
        }
        #expect(painted.rows.indices.filter { painted.rows[$0] } == Array(9..<15) + Array(29..<33))
        let box = painted.box
        #expect(box.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [3, 9, 16, 33])
    }

    @Test func pixelBoxesTakeFramesOutToWholePixelsAndOneMore() throws {
        // x 2.5…22.5 pt at @2x is pixels 5…45, then one more each side: 4..<46; y 3.25…12.75 → 6.5…25.5 px → 5..<27.
        let box = try #require(PixelBox(frame: Rect(x: 2.5, y: 3.25, width: 20, height: 9.5), scale: 2, width: 122, height: 94))
        #expect([box.minX, box.minY, box.maxX, box.maxY] == [4, 5, 46, 27])
        // Clamped to the surface; nothing on it is nil.
        let edge = try #require(PixelBox(frame: Rect(x: -10, y: 90, width: 20, height: 20), scale: 1, width: 122, height: 94))
        #expect([edge.minX, edge.minY, edge.maxX, edge.maxY] == [0, 89, 11, 94])
        #expect(PixelBox(frame: Rect(x: 200, y: 0, width: 5, height: 5), scale: 1, width: 122, height: 94) == nil)
    }
}
