import CPangoCairo
import LayoutTypes
import Testing
@testable import TextLayout

/// Text that fits a width unwrapped is measured and drawn from its unlimited layout
/// (`TextLayoutEngine.naturalFit`): at every width it fits, Pango's own layout at that width
/// must give the same measurement and the same pixels.
@Suite struct NaturalFitTests {
    /// SF Pro's tracking is positive at 11 pt and negative at 34 pt; Arabic and Japanese fall
    /// back to other fonts; two paragraphs make two lines; Helvetica is a stand-in.
    static let requests: [TextRequest] = [
        TextRequest("Wi-Fi settings", font: .system(size: 11)),
        TextRequest("Wi-Fi settings", font: .system(size: 17), numberOfLines: 0),
        TextRequest("Large Title", font: .system(size: 34, weight: .bold)),
        TextRequest("إعدادات Wi-Fi", font: .system(size: 17), writingDirection: .rightToLeft, language: "ar"),
        TextRequest("設定を開く", font: .system(size: 17), language: "ja"),
        TextRequest("First line\nSecond, longer line", font: .system(size: 15), numberOfLines: 0, lineBreakMode: .byWordWrapping),
        TextRequest("Helvetica text", font: Font(family: .named("Helvetica"), pointSize: 14)),
    ]

    /// The request laid out by Pango at `width` (nil: unlimited), with no cache in between.
    static func laidOut(_ engine: TextLayoutEngine, _ request: TextRequest, width: Double?, justify: Bool = false,
                        _ body: (LaidOutText) throws -> Void) throws {
        var request = request
        request.maxWidth = width
        try engine.pool.withSlot { slot in try body(LaidOutText(request, justify: justify, maxLines: nil, slot: slot)) }
    }

    /// The lines of `text` drawn as `TextLayoutEngine.draw` places them, black on white: pixel bytes.
    static func pixels(_ text: LaidOutText) throws -> [UInt8] {
        try textPixels(width: 420, height: 120) { cr in
            for line in text.lines {
                cairo_move_to(cr, 5 - line.logicalX, 5 + line.baselineY)
                pango_cairo_show_layout_line(cr, line.line)
            }
        }
    }

    @Test(arguments: requests)
    func widthsTheTextFitsGiveTheUnlimitedLayout(request: TextRequest) throws {
        let engine = try TextLayoutEngine()
        var natural: (measurement: TextMeasurement, pixels: [UInt8])?
        try CairoSerialization.run {
            try Self.laidOut(engine, request, width: nil) { natural = ($0.measurement, try Self.pixels($0)) }
        }
        let unlimited = try #require(natural)
        #expect(unlimited.pixels.contains { $0 != 255 }, "text was drawn")
        let fit = unlimited.measurement.width + TextLayoutEngine.fitMargin
        for width in [fit, fit + 0.3, fit + 25, 1_000] {
            try CairoSerialization.run {
                try Self.laidOut(engine, request, width: width) { text in
                    #expect(text.measurement == unlimited.measurement, "\(request.text) at \(width) pt")
                    let pixels = try Self.pixels(text)
                    #expect(pixels == unlimited.pixels, "\(request.text) drawn at \(width) pt")
                }
            }
            var limited = request
            limited.maxWidth = width
            #expect(try engine.naturalFit(limited) == unlimited.measurement)
            #expect(try engine.measure(limited) == unlimited.measurement)
        }
        // Narrower than that, the width may matter: measured at the width itself.
        var narrow = request
        narrow.maxWidth = fit - 0.5
        #expect(try engine.naturalFit(narrow) == nil)
    }

    @Test func truncatedOrWrappedTextIsMeasuredAtItsWidth() throws {
        let engine = try TextLayoutEngine()
        // Two paragraphs on one line: truncated even unlimited, so never shared.
        let twoParagraphs = TextRequest("One\nTwo", font: .system(size: 17), maxWidth: 500)
        #expect(try engine.naturalFit(twoParagraphs) == nil)
        // A wrapping label at a width below its unwrapped width.
        let wrapping = TextRequest("The quick brown fox jumps over the lazy dog", font: .system(size: 17), maxWidth: 120, numberOfLines: 0)
        #expect(try engine.naturalFit(wrapping) == nil)
        #expect(try engine.measure(wrapping).lineCount > 1)
    }
}
