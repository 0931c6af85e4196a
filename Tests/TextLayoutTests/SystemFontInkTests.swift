import CPangoCairo
import Foundation
import Testing
import LayoutTypes
@testable import TextLayout

/// The derived system faces draw Inter's outlines with San Francisco's fitted advances, so an
/// advance below a glyph's ink draws it over its neighbour ("Rate this recipe" at 22 pt once drew
/// as "Rat e t his recipe"). scripts/sf-fit bounds every advance below by the ink's right edge;
/// these tests read what the derived files and the shaped text actually hold.
@Suite struct SystemFontInkTests {
    /// Basic Latin, Latin-1, Latin Extended-A and the common punctuation block's marks.
    static let checkedScalars: [UInt32] = Array(0x21...0x7E) + Array(0xA1...0xFF) + Array(0x100...0x17F)
        + Array(0x2010...0x2027) + Array(0x2030...0x203A)

    /// Every derived face (Text and Display, every weight): no checked glyph's advance in `hmtx`
    /// is below the right edge of its outline's ink, both read by HarfBuzz from the file's bytes.
    @Test func noDerivedGlyphAdvancesLessThanItsInk() throws {
        let faces = try SystemFontFaces.faces()
        #expect(faces.count == 18)
        for face in faces {
            var overlapping: [String] = []
            var checked = 0
            let blob = hb_blob_create_from_file(face.path)
            defer { hb_blob_destroy(blob) }
            #expect(hb_blob_get_length(blob) > 0, "\(face.path) is unreadable")
            let hbFace = hb_face_create(blob, 0)
            defer { hb_face_destroy(hbFace) }
            let font = hb_font_create(hbFace)
            defer { hb_font_destroy(font) }
            // Font units: the advances and extents as the file stores them.
            let upem = Int32(hb_face_get_upem(hbFace))
            hb_font_set_scale(font, upem, upem)
            for scalar in Self.checkedScalars {
                var glyph: hb_codepoint_t = 0
                guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 else { continue }
                var extents = hb_glyph_extents_t()
                guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.width > 0 else { continue }
                checked += 1
                let advance = hb_font_get_glyph_h_advance(font, glyph)
                let inkRight = extents.x_bearing + extents.width
                if advance < inkRight {
                    overlapping.append(String(format: "U+%04X advance %d < ink %d", scalar, advance, inkRight))
                }
            }
            // Inter has every one of these but the few the blocks leave unassigned.
            #expect(checked > 300, "\(face.path): only \(checked) glyphs with ink")
            #expect(overlapping.isEmpty, "\(face.path): \(overlapping.joined(separator: ", "))")
        }
    }

    struct Shaped: Sendable, CustomStringConvertible {
        let text: String
        let weight: FontWeight
        var description: String { "'\(text)' \(weight)" }
    }

    /// "Rate this recipe" at 22 pt regular (the trial's PNG), and texts whose pairs overlapped in
    /// the faces fitted before the ink bound ('k' before 's', 'a' after 'T', 'b' before 'a', at
    /// regular or bold), at every fitted weight.
    static let shaped: [Shaped] = ["Rate this recipe", "Take a break", "Add to bookmarks", "Welcome back", "Your workout"]
        .flatMap { text in [FontWeight.regular, .medium, .semibold, .bold].map { Shaped(text: text, weight: $0) } }

    /// Each text at 22 pt, shaped as a label draws it (SF Pro Display's band, tracking −0.26 pt
    /// plus sf-fit's Display correction, −0.0410 at 22 pt):
    /// each glyph's ink starts at or after the previous glyph's ink ends.
    ///
    /// Tolerance: 2/1024 pt. Pango holds positions and ink rectangles in its units of 1/1024 pt,
    /// rounding a glyph's position and its ink's left and right edges each once; two such
    /// roundings can meet at one edge. The overlaps this replaces were 100 to 1,000 times that
    /// ("Take a break" regular 0.28 pt, "Add to bookmarks" bold 1.03 pt).
    @Test(arguments: shaped)
    func at22PointsNoGlyphIsDrawnOverAnother(_ sample: Shaped) throws {
        let engine = try TextLayoutEngine.shared()
        let request = TextRequest(sample.text, font: .system(size: 22, weight: sample.weight), numberOfLines: 1)
        let scale = Double(PANGO_SCALE)
        struct Ink { let start: Double, end: Double }
        let (inks, families) = try engine.pool.withSlot { slot -> ([Ink], Set<String>) in
            let laidOut = try slot.laidOut(request, justify: false, maxLines: nil)
            var inks: [Ink] = []
            var families = Set<String>()
            guard let line = laidOut.lines.first?.line else { return (inks, families) }
            var x: Int32 = 0
            var node = line.pointee.runs
            while let current = node {
                if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee,
                   let glyphs = run.glyphs?.pointee, let font = run.item?.pointee.analysis.font {
                    if let description = pango_font_describe(font) {
                        families.insert(String(cString: pango_font_description_get_family(description)))
                        pango_font_description_free(description)
                    }
                    for index in 0..<Int(glyphs.num_glyphs) {
                        let info = glyphs.glyphs[index]
                        var ink = PangoRectangle()
                        pango_font_get_glyph_extents(font, info.glyph, &ink, nil)
                        if ink.width > 0 {
                            let left = x + info.geometry.x_offset + ink.x
                            inks.append(Ink(start: Double(left) / scale, end: Double(left + ink.width) / scale))
                        }
                        x += info.geometry.width
                    }
                }
                node = current.pointee.next
            }
            return (inks, families)
        }
        #expect(families == [PinnedFonts.systemDisplayFamily])
        // One inked glyph per character but the spaces: no ligature or kerning merges any.
        #expect(inks.count == sample.text.filter { $0 != " " }.count)
        let tolerance = 2.0 / scale
        for index in inks.indices.dropFirst() {
            let gap = inks[index].start - inks[index - 1].end
            #expect(gap >= -tolerance, "\(sample): inked glyph \(index) starts \(-gap) pt inside the one before")
        }
    }
}
