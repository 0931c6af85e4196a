import Foundation
import LayoutTypes
import Raster
import Rendering
import Testing
import TextLayout

/// System controls drawn from their state (`ControlAppearance`). Pixels are read where the
/// shapes are solid (away from anti-aliased edges), at scale 1 on a white window, so each
/// expected colour follows from the geometry in the comment.
@Suite struct ControlDrawingTests {
    let renderer: Renderer
    init() throws { renderer = Renderer(engine: try TextLayoutEngine.shared()) }

    static let white = RGBA(r: 255, g: 255, b: 255)
    static let green = RGBA(r: 52, g: 199, b: 89)
    static let gray5 = RGBA(r: 229, g: 229, b: 234)
    static let blue = RGBA(r: 0, g: 122, b: 255)

    func render(_ control: ControlAppearance, _ frame: Rect, rtl: Bool = false, window: (Double, Double) = (120, 40)) throws -> RGBAImage {
        let node = RenderNode(identifier: "c", frame: frame, layoutDirection: rtl ? .rightToLeft : .leftToRight, content: .control(control))
        return try renderer.render(RenderTree(width: window.0, height: window.1, nodes: [node]), scale: 1)
    }

    /// A 51 × 31 switch at (10, 5): the track is the frame with 15.5-pt round ends; the thumb a
    /// circle of radius 13.5, 2 pt inside, centred at x 10 + 51 − 2 − 13.5 = 45.5 when on,
    /// 10 + 2 + 13.5 = 25.5 when off, y 20.5. Pixel (20, 20) is 25 pt left of the on-thumb's
    /// centre, outside it (25 > 13.5): green track; (45, 20) is inside it: white.
    @Test func aSwitchShowsItsStateAndTint() throws {
        let on = try render(.toggle(isOn: true, onTint: nil, thumbTint: nil), Rect(x: 10, y: 5, width: 51, height: 31))
        #expect(on.pixel(x: 20, y: 20) == Self.green)
        #expect(on.pixel(x: 45, y: 20) == Self.white)
        // Off: the thumb at 25.5 covers (25, 20); the track right of it, (50, 20), is systemGray5.
        let off = try render(.toggle(isOn: false, onTint: nil, thumbTint: nil), Rect(x: 10, y: 5, width: 51, height: 31))
        #expect(off.pixel(x: 25, y: 20) == Self.white)
        #expect(off.pixel(x: 50, y: 20) == Self.gray5)
        // Outside the rounded end: (10, 6) is past the arc of radius 15.5 centred at (25.5, 20.5).
        #expect(off.pixel(x: 10, y: 6) == Self.white)
        // On in a right-to-left layout the thumb is at the left end, the track green on the right.
        let mirrored = try render(.toggle(isOn: true, onTint: Color(r: 255, g: 0, b: 0), thumbTint: nil),
                                  Rect(x: 10, y: 5, width: 51, height: 31), rtl: true)
        #expect(mirrored.pixel(x: 25, y: 20) == Self.white)
        #expect(mirrored.pixel(x: 50, y: 20) == RGBA(r: 255, g: 0, b: 0))
    }

    /// A slider 100 × 30 at (10, 5) at 25%: thumb radius 14, its centre 10 + 14 + 0.25 × (100 − 28)
    /// = 42; the 4-pt track runs at y 18…22. Left of the thumb (15, 20) is the minimum tint (blue);
    /// right of it (100, 20) systemGray5; the thumb's centre white; above the track (100, 10) white.
    @Test func aSliderFillsToItsThumb() throws {
        let image = try render(.slider(fraction: 0.25, minimumTrackTint: nil, maximumTrackTint: nil, thumbTint: nil),
                               Rect(x: 10, y: 5, width: 100, height: 30))
        #expect(image.pixel(x: 15, y: 20) == Self.blue)
        #expect(image.pixel(x: 100, y: 20) == Self.gray5)
        #expect(image.pixel(x: 42, y: 20) == Self.white)
        #expect(image.pixel(x: 100, y: 10) == Self.white)
    }

    /// A progress bar 100 × 4 at (10, 18) at 60%: blue over x 10…70, then systemGray5; in a
    /// right-to-left layout blue from the right, x 50…110.
    @Test func aProgressBarFillsFromItsLeadingEdge() throws {
        let frame = Rect(x: 10, y: 18, width: 100, height: 4)
        let image = try render(.progress(fraction: 0.6, progressTint: nil, trackTint: nil), frame)
        #expect(image.pixel(x: 40, y: 19) == Self.blue)
        #expect(image.pixel(x: 90, y: 19) == Self.gray5)
        let mirrored = try render(.progress(fraction: 0.6, progressTint: nil, trackTint: nil), frame, rtl: true)
        #expect(mirrored.pixel(x: 40, y: 19) == Self.gray5)
        #expect(mirrored.pixel(x: 90, y: 19) == Self.blue)
    }

    /// Two segments of 50 in a 100 × 32 control at (10, 4), the second selected: its white plate
    /// is 2 pt inside, x 62…108; the first segment shows the background, tertiarySystemFill
    /// (118, 118, 128 at 12%) over white: 255 − 0.12 × (255 − 118) = 238.56 → 239 in red and green,
    /// 255 − 0.12 × 127 = 239.76 → 240 in blue (Cairo rounds). A corner (13, 32) below the plate is background.
    @Test func aSegmentedControlShowsTheSelectedSegment() throws {
        let image = try render(.segmented(titles: [nil, nil], selected: 1), Rect(x: 10, y: 4, width: 100, height: 32))
        #expect(image.pixel(x: 80, y: 8) == Self.white)
        let background = try #require(image.pixel(x: 30, y: 8))
        #expect(abs(Int(background.r) - 239) <= 1 && abs(Int(background.g) - 239) <= 1 && abs(Int(background.b) - 240) <= 1, "\(background)")
        // With titles, the selected one's text darkens pixels inside its plate, where a title-less one stays white.
        let titled = try render(.segmented(titles: ["Day", "Week"], selected: 1), Rect(x: 10, y: 4, width: 100, height: 32))
        let dark = (62..<108).flatMap { x in (12..<28).compactMap { y in titled.pixel(x: x, y: y) } }.filter { $0.r < 128 }
        #expect(!dark.isEmpty)
    }

    /// Three pages centred in a 120-wide control: dots 16 apart at x 44, 60, 76, radius 3.5; the
    /// current (1) in its tint, the others in theirs.
    @Test func aPageControlDrawsADotPerPage() throws {
        let image = try render(.pageControl(pages: 3, current: 1, indicatorTint: Color(r: 0, g: 0, b: 0),
                                            currentTint: Color(r: 255, g: 0, b: 0)), Rect(x: 0, y: 10, width: 120, height: 20))
        #expect(image.pixel(x: 44, y: 20) == RGBA(r: 0, g: 0, b: 0))
        #expect(image.pixel(x: 60, y: 20) == RGBA(r: 255, g: 0, b: 0))
        #expect(image.pixel(x: 76, y: 20) == RGBA(r: 0, g: 0, b: 0))
        #expect(image.pixel(x: 52, y: 20) == Self.white)
    }

    /// A 94 × 32 stepper at (10, 4): a minus 2 pt thick at the left half's centre (33.5, 20), a
    /// plus at the right's (80.5, 20), whose vertical bar covers (80, 15); the left half has none there.
    @Test func aStepperHasAMinusAndAPlus() throws {
        let image = try render(.stepper, Rect(x: 10, y: 4, width: 94, height: 32))
        #expect(image.pixel(x: 33, y: 19) == RGBA(r: 0, g: 0, b: 0))
        #expect(image.pixel(x: 80, y: 15) == RGBA(r: 0, g: 0, b: 0))
        #expect(image.pixel(x: 33, y: 15) != RGBA(r: 0, g: 0, b: 0))
    }

    /// Same appearance, same bytes.
    @Test func drawingIsDeterministic() throws {
        let control = ControlAppearance.activityIndicator(large: false, color: nil)
        let a = try render(control, Rect(x: 50, y: 10, width: 20, height: 20))
        let b = try render(control, Rect(x: 50, y: 10, width: 20, height: 20))
        #expect(a == b)
        // The top spoke is drawn: (60, 4…8) holds a darker pixel than white.
        #expect((11..<16).contains { y in (a.pixel(x: 60, y: y)?.r ?? 255) < 230 })
    }
}
