// UIButton's legacy metrics as code-made buttons get them (ButtonMetrics.swift): 6 points above
// and below a title when contentEdgeInsets are zero, whatever the type; the system type's 30-point
// minimum width; none of it for explicit insets or configurations. Text metrics are
// FixedMetricsMeasurer's: 0.5 × size per character, 1.2 × size per line, baseline 0.8 × size;
// `placed` pins the button's top-left corner at (10, 10) on a 400 × 300 @2x window.
import Testing
@testable import AutoLayout

@Suite struct ButtonMetricsTests {
    private func button(_ type: Button.ButtonType, _ title: String, size: Double = 10) -> Button {
        let b = Button(type: type)
        b.identifier = "b"
        b.title = title
        b.titleFont = .system(size: size)
        return b
    }

    /// A custom-type titled button is padded but has no minimum width: "OK" at 15 pt is
    /// 2 × 7.5 = 15 wide, 18 tall, so 15 × (6 + 18 + 6) = 15 × 30; "Go" at 10 pt 10 × (6 + 12 + 6) = 10 × 24.
    @Test func customTypeIsPaddedAboveAndBelowItsTitle() throws {
        #expect(try placed(button(.custom, "OK", size: 15)).frame("b") == rect(10, 10, 15, 30))
        #expect(try placed(button(.custom, "Go")).frame("b") == rect(10, 10, 10, 24))
        // `Button(identifier:title:)` and `Button()` are the custom type, as UIButton(frame:).
        let plain = Button(identifier: "b", title: "Go")
        plain.titleFont = .system(size: 10)
        #expect(plain.buttonType == .custom)
        #expect(try placed(plain).frame("b") == rect(10, 10, 10, 24))
    }

    /// The system type keeps short titles 30 wide: "Go" at 10 pt, 10 wide, becomes max(10, 30)
    /// = 30 × 24; "OK" at 15 pt max(15, 30) = 30 × 30 (IB's "OK" buttons); "Continue" at 10 pt,
    /// 8 × 5 = 40 wide, passes the minimum: 40 × 24. `roundedRect` is the same type.
    @Test func systemTypeKeepsShortTitlesThirtyWide() throws {
        #expect(try placed(button(.system, "Go")).frame("b") == rect(10, 10, 30, 24))
        #expect(try placed(button(.system, "OK", size: 15)).frame("b") == rect(10, 10, 30, 30))
        #expect(try placed(button(.system, "Continue")).frame("b") == rect(10, 10, 40, 24))
        #expect(Button.ButtonType.roundedRect == .system)
        // Given the type after creation, as the Interface Builder importer may: the same 30 × 24.
        let later = button(.custom, "Go")
        later.buttonType = .system
        #expect(try placed(later).frame("b") == rect(10, 10, 30, 24))
        // 17 pt on @2x: "OK" 17 × 20.4, whole points 17 × 21, padded 21 + 12 = 33, at least 30 wide.
        #expect(try placed(button(.system, "OK", size: 17)).frame("b") == rect(10, 10, 30, 33))
    }

    /// Any non-zero contentEdgeInsets replace the padding: "Go" at 10 pt (10 × 12) with 2 above
    /// and below, 4 on each side, is 4 + 10 + 4 = 18 by 2 + 12 + 2 = 16; a system "Go" with
    /// only 1 on each side, 1 + 10 + 1 = 12 wide, still meets the 30 minimum: 30 × (12 + 0) = 30 × 12.
    @Test func explicitInsetsReplaceThePadding() throws {
        let custom = button(.custom, "Go")
        custom.contentEdgeInsets = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        #expect(try placed(custom).frame("b") == rect(10, 10, 18, 16))
        let system = button(.system, "Go")
        system.contentEdgeInsets = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        #expect(try placed(system).frame("b") == rect(10, 10, 30, 12))
    }

    /// An image alone is not padded: a 16 × 16 image in a custom button is 16 × 16. With a
    /// title beside it the content is padded: "Save" at 10 pt (20 × 12) beside the image is
    /// 20 + 16 = 36 wide, max(12, 16) = 16 tall, so 36 × (6 + 16 + 6) = 36 × 28.
    @Test func imageOnlyButtonsAreNotPadded() throws {
        let icon = ImageSource(name: "icon", size: Size(width: 16, height: 16))
        let imageOnly = button(.custom, "")
        imageOnly.image = icon
        #expect(try placed(imageOnly).frame("b") == rect(10, 10, 16, 16))
        let titled = button(.custom, "Save")
        titled.image = icon
        #expect(try placed(titled).frame("b") == rect(10, 10, 36, 28))
    }

    /// A configuration keeps its own insets and pixel rounding whatever the type: "Go" in body
    /// (17 pt) is 17 × 20.4, 20.5 on the @2x grid; 12 + 17 + 12 = 41 wide, 7 + 20.5 + 7 = 34.5
    /// tall. Neither padding nor the 30 minimum applies.
    @Test func configurationButtonsKeepTheirInsets() throws {
        let b = Button(type: .system)
        b.identifier = "b"
        var configuration = Button.Configuration.plain()
        configuration.title = "Go"
        b.configuration = configuration
        #expect(b.sizing == .configuration)
        #expect(try placed(b).frame("b") == rect(10, 10, 41, 34.5))
    }
}
