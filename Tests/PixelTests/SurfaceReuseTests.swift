import CPangoCairo
import LayoutTypes
import Raster
@testable import Rendering
import Testing
import TextLayout

/// Renders reuse Cairo surfaces of the same size (`SurfacePool`): what the last render left on a
/// surface must never show in the next one.
@Suite struct SurfaceReuseTests {
    let renderer: Renderer
    init() throws { renderer = Renderer(engine: try TextLayoutEngine.shared()) }

    static let red = Color(red: 1, green: 0, blue: 0)
    static let white = RGBA(r: 255, g: 255, b: 255)

    /// A window size no other test renders (so the first render below gets a new surface).
    func tree(background: Color, box: Color?) -> RenderTree {
        RenderTree(width: 37, height: 23, backgroundColor: background, nodes: box.map {
            [RenderNode(identifier: "box", frame: Rect(x: 0, y: 0, width: 37, height: 23), backgroundColor: $0)]
        } ?? [])
    }

    @Test func reusedSurfaceGivesTheSamePixelsAsANewOne() throws {
        let plain = tree(background: .white, box: nil)
        let clear = tree(background: .clear, box: nil)
        let first = try renderer.render(plain, scale: 1)
        // A red window, then the same plain and clear windows again on (probably) reused surfaces.
        let red = try renderer.render(tree(background: .white, box: Self.red), scale: 1)
        #expect(red.pixel(x: 36, y: 22) == RGBA(r: 255, g: 0, b: 0))
        let again = try renderer.render(plain, scale: 1)
        #expect(again == first)
        #expect(again.pixel(x: 36, y: 22) == Self.white)
        _ = try renderer.render(tree(background: .white, box: Self.red), scale: 1)
        // A clear window starts transparent, as a new surface: every byte 0.
        let transparent = try renderer.render(clear, scale: 1)
        #expect(transparent.bytes.allSatisfy { $0 == 0 })
        // The overlay alone (the box's outline and tag, no content), after a red content render:
        // transparent inside the box, as on a new surface, and the same image every time.
        let overlayTree = tree(background: .white, box: Self.red)
        let overlay = try renderer.render(overlayTree, scale: 1, layers: .debugOverlay)
        _ = try renderer.render(tree(background: .white, box: Self.red), scale: 1)
        #expect(try renderer.render(overlayTree, scale: 1, layers: .debugOverlay) == overlay)
        #expect(overlay.pixel(x: 30, y: 20)?.a == 0)
        #expect(overlay.pixel(x: 36, y: 22)?.a ?? 0 > 0)  // the outline's last pixel
    }

    @Test func poolKeepsFewSurfaces() throws {
        let pool = SurfacePool()
        let surfaces = try (0..<6).map { _ in try CairoSurface(width: 3, height: 2) }
        for surface in surfaces { pool.give(surface) }
        // Four kept (capacity); the most recently given comes back first.
        for index in [5, 4, 3, 2] { #expect(pool.take(width: 3, height: 2) === surfaces[index]) }
        #expect(pool.take(width: 3, height: 2) == nil)
        // A 4,096 × 4,096 surface is 64 MiB, past the 40 MiB the pool may hold: not kept.
        pool.give(try CairoSurface(width: 4_096, height: 4_096))
        #expect(pool.take(width: 4_096, height: 4_096) == nil)
    }

    @Test func conversionOfOpaqueAndTranslucentRows() throws {
        // Row 0 opaque (the reordering fast path): A·R·G·B 0xFF102030 is R 0x10, G 0x20, B 0x30.
        // Row 1 mixes alpha 128 (premultiplied 0x40 → (0x40·255 + 64) / 128 = 128) and alpha 0.
        let surface = try CairoSurface(width: 2, height: 2)
        defer { surface.release() }
        try surface.draw { _ in }
        guard let data = cairo_image_surface_get_data(surface.surface) else { throw RenderError.cairoFailed("no data") }
        let stride = Int(cairo_image_surface_get_stride(surface.surface))
        let words: [[UInt32]] = [[0xFF10_2030, 0xFF00_00FF], [0x8040_4040, 0x0000_0000]]
        for y in 0..<2 {
            for x in 0..<2 { UnsafeMutableRawPointer(data).storeBytes(of: words[y][x], toByteOffset: y * stride + x * 4, as: UInt32.self) }
        }
        let image = try surface.image()
        #expect(image.bytes == [0x10, 0x20, 0x30, 255, 0, 0, 255, 255, 128, 128, 128, 128, 0, 0, 0, 0])
    }
}
