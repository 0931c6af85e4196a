import CPangoCairo
import LayoutTypes
import Testing
@testable import TextLayout

/// Drawing reuses the Pango layouts of earlier equal requests (`PangoSlot.laidOut`), each made
/// in a context of its own language and direction: a label drawn again after text of other
/// languages and directions must come out pixel for pixel as the first time.
@Suite struct LayoutReuseTests {
    /// `text` drawn in black on a white 160 × 40 ARGB32 surface at 2×: its pixel bytes.
    func draw(_ engine: TextLayoutEngine, _ text: String, language: String, direction: LayoutDirection) throws -> [UInt8] {
        // Cairo only under the process's lock, as the renderer uses it.
        try CairoSerialization.run { try drawLocked(engine, text, language: language, direction: direction) }
    }

    private func drawLocked(_ engine: TextLayoutEngine, _ text: String, language: String, direction: LayoutDirection) throws -> [UInt8] {
        try textPixels(width: 160, height: 40) { cr in
            let request = TextRequest(text, font: .system(size: 17), numberOfLines: 0,
                                      writingDirection: direction == .rightToLeft ? .rightToLeft : .natural, language: language)
            try engine.draw(request, alignment: .natural, direction: direction, in: cr, x: 0, y: 0, width: 80, height: 20)
        }
    }

    @Test func aLayoutDrawnAgainAfterOtherLanguagesGivesTheSamePixels() throws {
        let engine = try TextLayoutEngine.shared()
        let first = try draw(engine, "Wi-Fi settings", language: "en", direction: .leftToRight)
        #expect(first.contains { $0 != 255 }, "text was drawn")
        // Other languages and a right-to-left base direction in between.
        _ = try draw(engine, "إعدادات Wi-Fi", language: "ar", direction: .rightToLeft)
        _ = try draw(engine, "WLAN-Einstellungen", language: "de", direction: .leftToRight)
        let again = try draw(engine, "Wi-Fi settings", language: "en", direction: .leftToRight)
        #expect(again == first)
        // And a fresh engine, whose slot has drawn nothing before, draws it the same.
        #expect(try draw(try TextLayoutEngine(), "Wi-Fi settings", language: "en", direction: .leftToRight) == first)
        // The Arabic text too, drawn again after the others.
        let arabic = try draw(engine, "إعدادات Wi-Fi", language: "ar", direction: .rightToLeft)
        #expect(try draw(try TextLayoutEngine(), "إعدادات Wi-Fi", language: "ar", direction: .rightToLeft) == arabic)
    }
}
