import Foundation
import LayoutTypes
import Raster
import Rendering
import Testing
import TextLayout

/// Wrapped lines drawn as far apart as they were measured (`TextContent.linePitch`): a text
/// style's leading is more than the font's line height, and the box layout gives the label
/// holds the taller block, so drawing at the plain height left the lines cramped in its middle.
@Suite struct LinePitchDrawingTests {
    /// The first and last rows holding ink darker than mid-grey.
    static func inkRows(_ image: RGBAImage) -> (first: Int, last: Int)? {
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { x in (image.pixel(x: x, y: y)?.r ?? 255) < 128 } }
        return rows.first.map { ($0, rows[rows.count - 1]) }
    }

    /// "Mm Mm" in 17-pt system text wrapped at 40 pt: two lines of height h each (2h measured).
    /// With a pitch of h + 10 the gap grows by 10: the block, 10 taller, stays centred in the
    /// 100-pt node, so the first line's ink rises 5 pixels and the second's falls 5 (scale 1).
    @Test func linesAreDrawnAtTheMeasuredPitch() throws {
        let engine = try TextLayoutEngine.shared()
        let font = Font(pointSize: 17)
        let m = try engine.measure(TextRequest("Mm Mm", font: font, maxWidth: 40, numberOfLines: 0))
        #expect(m.lineCount == 2)
        let lineHeight = m.height / 2
        func render(_ pitch: Double?) throws -> RGBAImage {
            let text = TextContent("Mm Mm", font: font, alignment: .left, numberOfLines: 0, linePitch: pitch)
            let node = RenderNode(identifier: "l", frame: Rect(x: 0, y: 0, width: 40, height: 100), content: .text(text))
            return try Renderer(engine: engine).render(RenderTree(width: 40, height: 100, nodes: [node]), scale: 1)
        }
        let plain = try #require(Self.inkRows(try render(nil)))
        let spaced = try #require(Self.inkRows(try render(lineHeight + 10)))
        #expect(spaced.first == plain.first - 5 && spaced.last == plain.last + 5, "\(plain) → \(spaced)")
        // A pitch no more than the line height changes nothing.
        #expect(try #require(Self.inkRows(try render(lineHeight - 1))) == plain)
    }
}
