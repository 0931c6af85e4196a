// The seed layouts on iPhone SE (3rd gen, 375 × 667 @2x, safe area 20/0, landscape none) and iPhone 15 Pro
// (393 × 852 @3x, safe area 59/34, landscape L59 R59 B21), portrait and landscape, English and Arabic.
// Root margins: 16 pt leading/trailing (compact width) measured from the safe area.
import Testing
import UIKitCompat

/// The four device/orientation cases, in the order expectations are listed.
let seedCases: [(name: String, env: @Sendable (Bool) -> Environment)] = [
    ("SE portrait", { Devices.se(rtl: $0) }),
    ("SE landscape", { Devices.se(landscape: true, rtl: $0) }),
    ("15 Pro portrait", { Devices.pro15(rtl: $0) }),
    ("15 Pro landscape", { Devices.pro15(landscape: true, rtl: $0) }),
]

func layoutSeed(_ env: Environment, _ build: (UIViewController) throws -> Void) throws -> LayoutResult {
    let vc = UIViewController()
    try build(vc)
    return try UIWindow(rootViewController: vc, environment: env, measurer: FixedMetricsMeasurer()).layoutIfNeeded()
}

func close(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

func expectFrames(_ r: LayoutResult, _ expected: [String: Rect], _ context: String,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    for (id, rect) in expected.sorted(by: { $0.key < $1.key }) {
        #expect(close(r.frame(id), rect), "\(context): \(id) is \(r.frame(id).map(\.description) ?? "missing"), expected \(rect)",
                sourceLocation: sourceLocation)
    }
}

@Suite struct SeedLayoutTests {
    /// Seed 1. Buttons at 10 pt: 0.5 × 10 = 5 pt per character, 12 pt tall, heights stretched to the 16-pt
    /// separators by alignAllTop/Bottom. English row: 65 + 8 + 1 + 8 + 80 + 8 + 1 + 8 + 60 = 239 wide;
    /// Arabic (16, 10, 11 characters): 80 + 8 + 1 + 8 + 50 + 8 + 1 + 8 + 55 = 219, first button on the right.
    /// Centred: x = (W − width)/2; y = H − safe bottom − 10 − 16. On the 15 Pro in landscape x = 306.5 (316.5)
    /// snaps to the nearest third: 306⅔ (316⅔).
    @Test(arguments: [false, true]) func centredButtonGroup(arabic: Bool) throws {
        let width: Double = arabic ? 219 : 239
        let xs: [Double] = arabic ? [78, 224, 87, 950.0 / 3] : [68, 214, 77, 920.0 / 3]
        let ys: [Double] = [641, 349, 792, 346]
        for (i, c) in seedCases.enumerated() {
            let r = try layoutSeed(c.env(arabic)) { try Seeds.centredButtons($0, SeedStrings(arabic: arabic)) }
            var expected = ["loginBottomView": rect(xs[i], ys[i], width, 16)]
            if arabic {
                expected.merge(["findPwdButton": rect(139, 0, 80, 16), "separatorLine1": rect(130, 0, 1, 16),
                                "freezeButton": rect(72, 0, 50, 16), "separatorLine2": rect(63, 0, 1, 16),
                                "moreButton": rect(0, 0, 55, 16)]) { a, _ in a }
            } else {
                expected.merge(["findPwdButton": rect(0, 0, 65, 16), "separatorLine1": rect(73, 0, 1, 16),
                                "freezeButton": rect(82, 0, 80, 16), "separatorLine2": rect(170, 0, 1, 16),
                                "moreButton": rect(179, 0, 60, 16)]) { a, _ in a }
            }
            expectFrames(r, expected, c.name)
            #expect(r.diagnostics.isEmpty, "\(c.name): \(r.diagnosticText)")
        }
    }

    /// Seed 2a. Left/right never flip, so Arabic is identical: y = H − safe bottom − 60.
    @Test(arguments: [false, true]) func bottomToolbarOnSafeArea(arabic: Bool) throws {
        let expected = [rect(0, 607, 375, 60), rect(0, 315, 667, 60), rect(0, 758, 393, 60), rect(0, 312, 852, 60)]
        for (i, c) in seedCases.enumerated() {
            let r = try layoutSeed(c.env(arabic)) { Seeds.bottomToolbar($0) }
            expectFrames(r, ["bottomToolbar": expected[i]], c.name)
            #expect(r.diagnostics.isEmpty)
        }
    }

    /// Seed 2b. The toolbar runs from safe bottom − 60 to the window's bottom; its own safe area is its overlap
    /// with the window's safe area. 15 Pro portrait: toolbar 758…852 (94 high), safe part 758…818, so the button's
    /// centre is at 788 (local y = 788 − 20 − 758 = 10) and its right edge at 393 − 12 (x = 261). Landscape:
    /// toolbar 312…393, safe part x 59…793, y 312…372: button right edge 793 − 12 = 781 (x 661), centre 342.
    @Test(arguments: [false, true]) func bottomToolbarUnderHomeIndicator(arabic: Bool) throws {
        let bars = [rect(0, 607, 375, 60), rect(0, 315, 667, 60), rect(0, 758, 393, 94), rect(0, 312, 852, 81)]
        let buttons = [rect(243, 10, 120, 40), rect(535, 10, 120, 40), rect(261, 10, 120, 40), rect(661, 10, 120, 40)]
        for (i, c) in seedCases.enumerated() {
            let r = try layoutSeed(c.env(arabic)) { Seeds.bottomToolbarExtended($0) }
            expectFrames(r, ["bottomToolbar": bars[i], "button": buttons[i]], c.name)
            #expect(r.diagnostics.isEmpty, "\(c.name): \(r.diagnosticText)")
        }
    }

    /// Seed 3. 20-pt text: 10 pt per character, a 24-point line; a borderless field is 1 taller
    /// than its line (25), so the bar is 6 + 25 + 6 = 37 high on the safe bottom. The button's
    /// title line (24) padded 6 above and below makes it 36 tall, centred on the field: 6 + 12.5
    /// − 18 = 0.5 below the bar's top, which on the 15 Pro's @3x grid snaps in window space
    /// (781.5 → 781⅔, 335.5 → 335⅔) to ⅔.
    /// `|-` and `-|` use the bar's margins: 8, plus the bar's safe-area overlap (59 each side on the 15 Pro in
    /// landscape, so 67). The field (hugging 249) takes the rest: W − 2m − 8 − button.
    /// English "Send" is 40 wide; Arabic "إرسال" 50, and right to left the button sits at the leading (left) margin.
    @Test(arguments: [false, true]) func chatInputBar(arabic: Bool) throws {
        let bars = [rect(0, 630, 375, 37), rect(0, 338, 667, 37), rect(0, 781, 393, 37), rect(0, 335, 852, 37)]
        let fields = arabic ? [rect(66, 6, 301, 25), rect(66, 6, 593, 25), rect(66, 6, 319, 25), rect(125, 6, 660, 25)]
            : [rect(8, 6, 311, 25), rect(8, 6, 603, 25), rect(8, 6, 329, 25), rect(67, 6, 670, 25)]
        let y: [Double] = [0.5, 0.5, 2.0 / 3, 2.0 / 3]
        let buttons = arabic ? [rect(8, y[0], 50, 36), rect(8, y[1], 50, 36), rect(8, y[2], 50, 36), rect(67, y[3], 50, 36)]
            : [rect(327, y[0], 40, 36), rect(619, y[1], 40, 36), rect(345, y[2], 40, 36), rect(745, y[3], 40, 36)]
        for (i, c) in seedCases.enumerated() {
            let r = try layoutSeed(c.env(arabic)) { try Seeds.chatInputBar($0, SeedStrings(arabic: arabic)) }
            expectFrames(r, ["bar": bars[i], "textField": fields[i], "button": buttons[i]], c.name)
            #expect(r.diagnostics.isEmpty, "\(c.name): \(r.diagnosticText)")
        }
    }

    /// Seed 3 without hugging 249: field and button both hug at 250, so how the spare width is shared is
    /// undetermined: both views are reported ambiguous on the horizontal axis, not silently resolved.
    @Test func chatInputBarWithoutLowerHuggingIsAmbiguous() throws {
        let r = try layoutSeed(Devices.se()) { try Seeds.chatInputBar($0, SeedStrings(arabic: false), hugging249: false) }
        let ambiguous = r.diagnostics.compactMap { d -> String? in
            if case let .ambiguous(view, _, axis, _) = d, axis == .horizontal { return view }
            return nil
        }
        #expect(ambiguous == ["textField", "button"])
        #expect(r.diagnosticText.contains("AMBIGUOUS LAYOUT for UITextField:textField.width{id: "))
    }

    /// Seed 3 with a long typed text (60 characters, 600 wide): the field resists at 750, the button at 751, so
    /// the button keeps its 40 and the field is squeezed to 375 − 16 − 8 − 40 = 311 (25 tall, the
    /// 36-tall button centred on it at 0.5 as above).
    @Test func chatInputBarLongTextKeepsButton() throws {
        let long = String(repeating: "a", count: 60)
        let r = try layoutSeed(Devices.se()) { try Seeds.chatInputBar($0, SeedStrings(arabic: false), typed: long) }
        expectFrames(r, ["textField": rect(8, 6, 311, 25), "button": rect(327, 0.5, 40, 36)], "long text")
        #expect(r.diagnostics.isEmpty)
    }

    /// Seed 4. The bar spans the safe area's width, 49 high on its bottom; five equal items. Item edges snap to
    /// the pixel grid in window space: on the 15 Pro (78.6 per item) the edges 78.6, 157.2, 235.8, 314.4 become
    /// 236/3, 472/3, 707/3, 943/3, so the middle item is a pixel narrower. Right to left, item 1 is rightmost:
    /// item k takes the left-to-right place of item 6 − k.
    @Test(arguments: [false, true]) func tabBarFillEqually(arabic: Bool) throws {
        let bars = [rect(0, 618, 375, 49), rect(0, 326, 667, 49), rect(0, 769, 393, 49), rect(59, 323, 734, 49)]
        let edges: [[Double]] = [[0, 75, 150, 225, 300, 375], [0, 133.5, 267, 400, 533.5, 667],
                                 [0, 236.0 / 3, 472.0 / 3, 707.0 / 3, 943.0 / 3, 393],
                                 [0, 440.0 / 3, 881.0 / 3, 1321.0 / 3, 1762.0 / 3, 734]]
        for (i, c) in seedCases.enumerated() {
            let r = try layoutSeed(c.env(arabic)) { Seeds.tabBar($0, SeedStrings(arabic: arabic)) }
            var expected = ["tabBar": bars[i]]
            for k in 0..<5 {
                let slot = arabic ? 4 - k : k
                expected["item\(k + 1)"] = rect(edges[i][slot], 0, edges[i][slot + 1] - edges[i][slot], 49)
            }
            expectFrames(r, expected, c.name)
            #expect(r.diagnostics.isEmpty, "\(c.name): \(r.diagnosticText)")
        }
    }

    /// Seed 4, inside one item on the SE in portrait. Caption 2 is 11 pt: "Home" is 4 × 5.5 = 22 wide, 13.2 high,
    /// rounded up to the pixel: 13.5. The centred stack is 25 wide (the icon) and 25 + 13.5 = 38.5 high at
    /// window y 618 + (49 − 38.5)/2 = 623.25, whose edges snap to 623.5 and 662 (local y 5.5). The title is
    /// centred in the stack: x (25 − 22)/2 = 1.5, y 25.
    /// With a long German title (18 × 5.5 = 99 > 75) the title is held inside the item and truncates.
    @Test func tabBarItemContent() throws {
        let r = try layoutSeed(Devices.se()) { Seeds.tabBar($0, SeedStrings(arabic: false), longLastTitle: true) }
        expectFrames(r, ["item1.stack": rect(25, 5.5, 25, 38.5), "item1.icon": rect(0, 0, 25, 25),
                         "item1.title": rect(1.5, 25, 22, 13.5), "item5.title": rect(0, 25, 75, 13.5),
                         "item5.stack": rect(0, 5.5, 75, 38.5)], "SE portrait")
        #expect(r.view("item1.title")?.text?.isTruncated == false)
        #expect(r.view("item5.title")?.text?.isTruncated == true)
    }

    /// Seed 5. Four 12-pt-high labels and the "go" button, whose 12-point title line is padded 6 above
    /// and below (24), with spacing 8: 4 × 12 + 24 + 4 × 8 = 104 high, on the margins (16 from the
    /// safe area's sides) under the safe area's top. Items are centred: x = (width − item)/2.
    @Test(arguments: [false, true]) func verticalLabelStack(arabic: Bool) throws {
        let stacks = [rect(16, 20, 343, 104), rect(16, 0, 635, 104), rect(16, 59, 361, 104), rect(75, 0, 702, 104)]
        for (i, c) in seedCases.enumerated() {
            let r = try layoutSeed(c.env(arabic)) { Seeds.labelStack($0, SeedStrings(arabic: arabic)) }
            expectFrames(r, ["stack": stacks[i]], c.name)
            #expect(r.diagnostics.isEmpty, "\(c.name): \(r.diagnosticText)")
        }
        // SE portrait, 343 wide. English widths 15, 15, 25, 20, 10; Arabic 20, 25, 25, 25, 20.
        let r = try layoutSeed(Devices.se(rtl: arabic)) { Seeds.labelStack($0, SeedStrings(arabic: arabic)) }
        let widths: [Double] = arabic ? [20, 25, 25, 25, 20] : [15, 15, 25, 20, 10]
        let ids = ["label1", "label2", "label3", "label4", "go"]
        var expected: [String: Rect] = [:]
        // Each item starts 12 + 8 = 20 below the last; the custom-type "go" (no 30-point minimum) is 24 tall.
        for (k, id) in ids.enumerated() {
            expected[id] = rect((343 - widths[k]) / 2, Double(k) * 20, widths[k], id == "go" ? 24 : 12)
        }
        expectFrames(r, expected, "SE portrait items")
    }

    /// Seed 5: hiding the third label collapses it and its spacing: 3 × 12 + 24 + 3 × 8 = 84 high, "Four"
    /// moves up to 40 and "go" to 60.
    @Test func verticalLabelStackHiddenItemCollapses() throws {
        let vc = UIViewController()
        let stack = Seeds.labelStack(vc, SeedStrings(arabic: false))
        let window = try UIWindow(rootViewController: vc, environment: Devices.se(), measurer: FixedMetricsMeasurer())
        #expect(close(window.layoutIfNeeded().frame("stack"), rect(16, 20, 343, 104)))
        stack.arrangedSubviews[2].isHidden = true
        let r = window.layoutIfNeeded()
        expectFrames(r, ["stack": rect(16, 20, 343, 84), "label4": rect(161.5, 40, 20, 12), "go": rect(166.5, 60, 10, 24)], "hidden")
        #expect(r.frame("label3")?.height == 0)
    }

    /// Seed 6. Labels at 10 pt (baseline 8 below the top, 12 high), fields at 20 pt: a 24-point
    /// line with baseline 16, in a borderless field 1 taller (25) with the line centred, so the
    /// field's baseline is 16.5 below its top. First-baseline alignment puts each field's top
    /// 16.5 − 8 = 8.5 above its label's. UIKit ties a first-baseline row's top to its first item
    /// (`row.top <= label.top`, pulled tight by canvas-fit @49) and its bottom to the spanner: the
    /// label sits at y 0, the field at −8.5 (overhanging the row), and the row ends at
    /// max(0 + 12, −8.5 + 25) = 16.5. The form is 16.5 + 8 + 16.5 = 41 high, row 2 at y 24.5.
    /// Edges snap to the pixel grid in window space (to nearest, halves away from zero), which on
    /// the 15 Pro's @3x grid moves the halves by a sixth. Labels hug at 251, so fields take
    /// W − label − 8. Right to left the label is on the right.
    @Test(arguments: [false, true]) func formOfNestedStacks(arabic: Bool) throws {
        let forms = [rect(16, 20, 343, 41), rect(16, 0, 635, 41), rect(16, 59, 361, 41), rect(75, 0, 702, 41)]
        for (i, c) in seedCases.enumerated() {
            let r = try layoutSeed(c.env(arabic)) { Seeds.form($0, SeedStrings(arabic: arabic)) }
            let w = forms[i].width, top = forms[i].minY, scale = c.env(arabic).scale
            func pixel(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
            /// A frame at window y `from`…`to` inside a parent whose window top is `parent`.
            func span(_ x: Double, _ width: Double, _ from: Double, _ to: Double, in parent: Double) -> Rect {
                rect(x, pixel(from) - pixel(parent), width, pixel(to) - pixel(from))
            }
            let row2Top = top + 24.5
            var expected = ["form": forms[i], "row1": span(0, w, top, top + 16.5, in: top),
                            "row2": span(0, w, row2Top, row2Top + 16.5, in: top)]
            let l1: Double = arabic ? 25 : 20, l2: Double = arabic ? 30 : 25
            let field1 = (x: arabic ? 0 : l1 + 8, from: top - 8.5), field2 = (x: arabic ? 0 : l2 + 8, from: row2Top - 8.5)
            expected.merge(["label1": rect(arabic ? w - l1 : 0, 0, l1, 12),
                            "field1": span(field1.x, w - l1 - 8, field1.from, field1.from + 25, in: top),
                            "label2": rect(arabic ? w - l2 : 0, 0, l2, 12),
                            "field2": span(field2.x, w - l2 - 8, field2.from, field2.from + 25, in: row2Top)]) { a, _ in a }
            expectFrames(r, expected, c.name)
            #expect(r.diagnostics.isEmpty, "\(c.name): \(r.diagnosticText)")
        }
    }

    /// Seed 7. Under the safe area's top, full width, 44 high; the VFL version against the top layout guide
    /// (whose bottom is the safe area's top) gives the same frames.
    @Test(arguments: [false, true]) func topToolbar(arabic: Bool) throws {
        let expected = [rect(0, 20, 375, 44), rect(0, 0, 667, 44), rect(0, 59, 393, 44), rect(0, 0, 852, 44)]
        for (i, c) in seedCases.enumerated() {
            let anchors = try layoutSeed(c.env(arabic)) { Seeds.topToolbar($0) }
            let vfl = try layoutSeed(c.env(arabic)) { try Seeds.topToolbarVFL($0) }
            expectFrames(anchors, ["topToolbar": expected[i]], c.name + " anchors")
            expectFrames(vfl, ["topToolbar": expected[i]], c.name + " VFL")
            #expect(anchors.diagnostics.isEmpty && vfl.diagnostics.isEmpty, "\(c.name): \(vfl.diagnosticText)")
        }
    }

    /// Autoresizing. Made for a 320 × 480 root: the list (flexible width and height, no margins) follows the
    /// root; the cell (flexible width, 0 margins) becomes W wide; its 110 × 20 label at (200, 20) has only a
    /// flexible left and top margin, so it stays 10 from the right (x = W − 120) and 4 from the bottom (y = 20).
    @Test(arguments: [false, true]) func autoresizingExample(arabic: Bool) throws {
        let sizes = [Size(width: 375, height: 667), Size(width: 667, height: 375), Size(width: 393, height: 852),
                     Size(width: 852, height: 393)]
        for (i, c) in seedCases.enumerated() {
            let r = try layoutSeed(c.env(arabic)) { Seeds.autoresizing($0) }
            let s = sizes[i]
            expectFrames(r, ["list": rect(0, 0, s.width, s.height), "cell": rect(0, 0, s.width, 44),
                             "detail": rect(s.width - 120, 20, 110, 20)], c.name)
            #expect(r.diagnostics.isEmpty, "\(c.name): \(r.diagnosticText)")
        }
    }

    /// Rotation on one engine (edit in place) gives exactly the frames of a fresh layout in landscape.
    @Test func rotationMatchesFreshLayout() throws {
        let vc = UIViewController()
        Seeds.form(vc, SeedStrings(arabic: false))
        Seeds.bottomToolbarExtended(vc)
        let window = try UIWindow(rootViewController: vc, environment: Devices.pro15(), measurer: FixedMetricsMeasurer())
        window.layoutIfNeeded()
        let rotated = try window.setEnvironment(Devices.pro15(landscape: true))
        let fresh = try layoutSeed(Devices.pro15(landscape: true)) {
            Seeds.form($0, SeedStrings(arabic: false))
            Seeds.bottomToolbarExtended($0)
        }
        #expect(rotated.views.map(\.frame) == fresh.views.map(\.frame))
        #expect(close(rotated.frame("button"), rect(661, 10, 120, 40)))
    }
}
