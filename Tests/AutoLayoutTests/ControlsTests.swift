// Views with intrinsic content: defaults per kind, measurement through TextMeasuring, wrapping labels,
// truncation, Dynamic Type, and what results carry for rendering. Text metrics: 10 pt → 5 pt per
// character, 12 pt per line, baseline 8.
import Testing
@testable import AutoLayout

/// A root with one view pinned at (10, 10) by its top-left corner.
func placed(_ v: View, env: Environment = Devices.plain(400, 300), extra: [LayoutConstraint] = []) throws -> LayoutResult {
    let root = View(identifier: "root")
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                               v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)] + extra)
    return try lay(root, env)
}

@Suite struct ControlsTests {
    /// Code-created defaults (facts §1.4): hugging 250 except UISwitch (750); resistance 750 everywhere.
    /// UIKit's default title colours (UIButton documentation, "Specifying the button's type"): a
    /// custom button (`UIButton()`, as the PARD app's HomePardnerShipView makes its "more" button)
    /// titles in white, a system button in its tint, inherited from the nearest ancestor that sets
    /// one; a colour set for the normal state wins either way.
    @Test func titleColourFollowsTheButtonTypeUntilOneIsSet() {
        let custom = Button(frame: .zero), system = Button(type: .system)
        #expect(custom.titleColor == .white)
        #expect(system.titleColor == Color(red: 0, green: 122.0 / 255, blue: 1))  // systemBlue, 0 122 255
        let card = View(identifier: "card")
        card.tintColor = Color(red: 1, green: 0, blue: 0)
        card.addSubview(system)
        #expect(system.titleColor == Color(red: 1, green: 0, blue: 0))
        custom.titleColor = .black
        #expect(custom.titleColor == .black)
    }

    @Test func defaultPrioritiesPerKind() {
        let kinds: [(View, Float)] = [(View(), 250), (Label(), 250), (Button(), 250), (ImageView(), 250), (TextField(), 250),
                                      (Switch(), 750), (StackView(), 250)]
        for (v, hug) in kinds {
            #expect(v.contentHuggingPriority(for: .horizontal).rawValue == hug, "\(v.className)")
            #expect(v.contentHuggingPriority(for: .vertical).rawValue == hug, "\(v.className)")
            #expect(v.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
            #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        }
    }

    /// Switch 51 × 31; button "OK" (10 × 12) plus insets 5/10 → 30 × 22; image 25 × 25; a plain view with a
    /// fixed intrinsic size; a borderless text field sized by its placeholder, then by its text, 1
    /// taller than its 12-point line (13).
    @Test func intrinsicSizes() throws {
        #expect(try placed(Switch(identifier: "s")).frame("s") == rect(10, 10, 51, 31))
        let button = Button(identifier: "b", title: "OK")
        button.titleFont = .system(size: 10)
        button.contentEdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(try placed(button).frame("b") == rect(10, 10, 30, 22))
        #expect(try placed(ImageView(identifier: "i", imageSize: Size(width: 25, height: 25))).frame("i") == rect(10, 10, 25, 25))
        let plain = View(identifier: "p")
        plain.fixedIntrinsicContentSize = Size(width: 33, height: 44)
        #expect(try placed(plain).frame("p") == rect(10, 10, 33, 44))
        let field = TextField(identifier: "f", placeholder: "Search")
        field.font = .system(size: 10)
        #expect(try placed(field).frame("f") == rect(10, 10, 30, 13))
        field.text = "Hi"
        #expect(try placed(field).frame("f") == rect(10, 10, 10, 13))
        #expect(try placed(field).view("f")?.text?.text == "Hi")
    }

    /// Text field heights by border style, with 5 per character and lines of 1.2 em:
    /// - 14 pt: line 16.8. Borderless: ceil 17 + 1 = 18. Rounded rect: max(34, 17 + 8) = 34
    ///   tall since iOS 13, max(30, 25) = 30 before; "Name" 28 wide + 7 + 7 = 42.
    /// - 20 pt: line 24, 24 + 8 = 32 is under the 34 floor; 30 pt: line 36, 36 + 8 = 44 beats
    ///   it ("Name" 60 + 14 = 74 wide).
    /// - `contentInsets` add to the style's: 4 + 4 around the rounded 34 → 42 tall, 50 wide.
    @Test func textFieldBorderStyles() throws {
        func field(_ style: TextFieldBorderStyle, size: Double = 14, floor: Double = 34) -> TextField {
            let f = TextField(identifier: "f", placeholder: "Name")
            f.font = .system(size: size)
            f.borderStyle = style
            f.roundedRectMinimumHeight = floor
            return f
        }
        #expect(try placed(field(.none)).frame("f") == rect(10, 10, 28, 18))
        #expect(try placed(field(.roundedRect)).frame("f") == rect(10, 10, 42, 34))
        #expect(try placed(field(.roundedRect, floor: 30)).frame("f") == rect(10, 10, 42, 30))
        #expect(try placed(field(.roundedRect, size: 20)).frame("f") == rect(10, 10, 54, 34))
        #expect(try placed(field(.roundedRect, size: 30)).frame("f") == rect(10, 10, 74, 44))
        let padded = field(.roundedRect)
        padded.contentInsets = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(try placed(padded).frame("f") == rect(10, 10, 50, 42))
    }

    /// Button sizing, title "OK" in 15 pt: 15 × 18 (5 per character at 7.5 each, lines 1.2 em):
    /// - legacy, insets 6 above and below: whole points, 15 × 30; with the system types' 30
    ///   minimum width, 30 × 30.
    /// - legacy at 17 pt on @2x: "OK" 17 × 20.4 → 17 × 21 + 12 = 33 (not 32.5, pixels).
    /// - configuration: 12 + 15 + 12 = 39 wide, 7 + 18 + 7 = 32 tall; at 17 pt on @2x
    ///   20.4 rounds to the pixel, 20.5 + 14 = 34.5.
    @Test func buttonSizings() throws {
        func button(_ sizing: ButtonSizing, size: Double = 15) -> Button {
            let b = Button(identifier: "b", title: "OK")
            b.titleFont = .system(size: size)
            b.contentEdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
            b.sizing = sizing
            return b
        }
        #expect(try placed(button(.legacy(minimumWidth: 0))).frame("b") == rect(10, 10, 15, 30))
        #expect(try placed(button(.legacy(minimumWidth: 30))).frame("b") == rect(10, 10, 30, 30))
        #expect(try placed(button(.legacy(minimumWidth: 0), size: 17)).frame("b") == rect(10, 10, 17, 33))
        #expect(try placed(button(.configuration)).frame("b") == rect(10, 10, 39, 32))
        #expect(try placed(button(.configuration, size: 17)).frame("b") == rect(10, 10, 41, 34.5))
    }

    /// titleEdgeInsets move a button's title, not its size: "OK" in 10 pt is 10 × 12, padded 6
    /// above and below to 10 × 24 either way, but 10 above and 0 below centre the title 5 lower,
    /// so its baseline is 6 + 8 + 5 = 19 below the button's top at y 10, at 29: a 10-point label
    /// on that baseline (8 below its own top) sits at 29 − 8 = 21.
    @Test func titleEdgeInsetsMoveTheBaselineNotTheSize() throws {
        let button = Button(identifier: "b", title: "OK")
        button.titleFont = .system(size: 10)
        button.titleEdgeInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let label = Label(identifier: "l", text: "Hi", font: .system(size: 10))
        let root = View(identifier: "root")
        for v in [button, label] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   button.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                   label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
                                   label.leadingAnchor.constraint(equalTo: button.trailingAnchor)])
        let r = try lay(root, Devices.plain(400, 300))
        #expect(r.frame("b") == rect(10, 10, 10, 24))
        #expect(r.frame("l") == rect(20, 21, 10, 12))
    }

    /// Fixed controls by release: a stepper 94 × 32 (iOS 13) or 94 × 29 (iOS 12); a large
    /// activity indicator 37 × 37; a segmented control whose 31-point alignment height its frame
    /// passes by 1 (frame 32 tall, 120 wide from its content); a progress view 4 tall from iOS 14
    /// and 2 before, pinned 100 wide.
    @Test func systemControls() throws {
        #expect(try placed(SystemControl(identifier: "c", kind: .stepper, release: IOSRelease(13))).frame("c") == rect(10, 10, 94, 32))
        #expect(try placed(SystemControl(identifier: "c", kind: .stepper, release: IOSRelease(12))).frame("c") == rect(10, 10, 94, 29))
        #expect(try placed(SystemControl(identifier: "c", kind: .activityIndicator(large: true))).frame("c") == rect(10, 10, 37, 37))
        let segmented = SystemControl(identifier: "c", kind: .segmentedControl, release: IOSRelease(14))
        segmented.contentWidth = 120
        #expect(try placed(segmented).frame("c") == rect(10, 10, 120, 32))
        for (major, height) in [(14, 4.0), (13, 2)] {
            let bar = SystemControl(identifier: "c", kind: .progressView, release: IOSRelease(major))
            #expect(try placed(bar, extra: [bar.widthAnchor.constraint(equalToConstant: 100)]).frame("c") == rect(10, 10, 100, height))
        }
        #expect(IOSRelease.of(interfaceBuilderBuild: 12118) == IOSRelease(10))
        #expect(IOSRelease.of(interfaceBuilderBuild: 14868) == IOSRelease(12))
        #expect(IOSRelease.of(interfaceBuilderBuild: 16097) == IOSRelease(13))
        #expect(IOSRelease.of(interfaceBuilderBuild: 17701) == IOSRelease(14))
        #expect(IOSRelease.of(interfaceBuilderBuild: 24127) == IOSRelease(26))
        // Xcode 15 and 16's placeholder build is not Xcode 26.
        #expect(IOSRelease.of(interfaceBuilderBuild: 32700) == IOSRelease(14))
    }

    /// An image view without an image has no intrinsic size: unconstrained, its size is ambiguous on both axes.
    @Test func imageViewWithoutImageIsAmbiguous() throws {
        let r = try placed(ImageView(identifier: "i"))
        #expect(r.diagnostics.count == 2)
        #expect(r.diagnostics.allSatisfy { if case .ambiguous(view: "i", _, _, _) = $0 { return true }; return false })
    }

    /// Multi-line label in a 50-wide box: pass 1 measures unbounded (one line); pass 2 wraps at 50:
    /// "aaaa bbbb" (45) / "cccc" → 24 high, 2 lines; two passes.
    @Test func multiLineLabelIsMeasuredAtItsResolvedWidth() throws {
        let label = Label(identifier: "l", text: "aaaa bbbb cccc", font: .system(size: 10))
        label.numberOfLines = 0
        let r = try placed(label, extra: [label.widthAnchor.constraint(equalToConstant: 50)])
        #expect(r.frame("l") == rect(10, 10, 50, 24))
        #expect(r.view("l")?.text?.lines == 2)
        #expect(r.passes == 2)
        #expect(r.diagnostics.isEmpty)
    }

    /// preferredMaxLayoutWidth 30 wraps each word onto its own line: 20 × 36, in one pass.
    @Test func preferredMaxLayoutWidth() throws {
        let label = Label(identifier: "l", text: "aaaa bbbb cccc", font: .system(size: 10))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 30
        let r = try placed(label)
        #expect(r.frame("l") == rect(10, 10, 20, 36))
        #expect(r.passes == 1)
    }

    /// numberOfLines 2 cuts the third line (truncated); a frame held to 12 high shows one line (truncated);
    /// a single line too wide for its 30-pt frame is truncated.
    @Test func linesAndTruncation() throws {
        let two = Label(identifier: "l", text: "aaaa bbbb cccc", font: .system(size: 10))
        two.numberOfLines = 2
        let r = try placed(two, extra: [two.widthAnchor.constraint(equalToConstant: 30)])
        #expect(r.frame("l") == rect(10, 10, 30, 24))
        #expect(r.view("l")?.text?.lines == 2)
        #expect(r.view("l")?.text?.isTruncated == true)
        let short = Label(identifier: "l", text: "aaaa bbbb cccc", font: .system(size: 10))
        short.numberOfLines = 0
        let s = try placed(short, extra: [short.widthAnchor.constraint(equalToConstant: 30), short.heightAnchor.constraint(equalToConstant: 12)])
        #expect(s.view("l")?.text?.lines == 1)
        #expect(s.view("l")?.text?.isTruncated == true)
        let single = Label(identifier: "l", text: "aaaaaaaaaa", font: .system(size: 10))
        let t = try placed(single, extra: [single.widthAnchor.constraint(equalToConstant: 30)])
        #expect(t.view("l")?.text?.isTruncated == true)
    }

    /// A wrapping label held to height −1e25: finite, but beyond ±10^9, so the constraint is refused
    /// and named (−1e25 / 12 ≈ −8.3e23 whole lines would overflow Int(_:) downstream). The label keeps
    /// its intrinsic height: at width 30 it wraps to 3 lines of 12, nothing hidden.
    @Test func hugeNegativeHeightIsRefused() throws {
        let label = Label(identifier: "l", text: "aaaa bbbb cccc", font: .system(size: 10))
        label.numberOfLines = 0
        let r = try placed(label, extra: [label.widthAnchor.constraint(equalToConstant: 30),
                                          label.heightAnchor.constraint(equalToConstant: -1e25)])
        #expect(r.view("l")?.text?.lines == 3)
        #expect(r.view("l")?.text?.isTruncated == false)
        #expect(r.diagnostics.contains { if case .invalidConstraint = $0 { return true } else { return false } })
    }

    /// Dynamic Type: "ab" in Body is 17 pt at Large (17 × 20.4 → 20.5 on @2x) and 21 pt at
    /// extraExtraLarge (21 × 25.2 → 25.5). A label that adjusts follows the change; one that does not keeps
    /// the size it first had.
    @Test func dynamicTypeFollowsContentSizeCategory() throws {
        let root = View(identifier: "root")
        let adjusting = Label(identifier: "adjusting", text: "ab", font: .preferred(.body))
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = Label(identifier: "fixed", text: "ab", font: .preferred(.body))
        for l in [adjusting, fixed] {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
            LayoutConstraint.activate([l.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        }
        LayoutConstraint.activate([adjusting.topAnchor.constraint(equalTo: root.topAnchor),
                                   fixed.topAnchor.constraint(equalTo: adjusting.bottomAnchor)])
        let engine = try LayoutEngine(root: root, environment: Devices.plain(400, 300), measurer: FixedMetricsMeasurer())
        let large = engine.layout()
        #expect(large.frame("adjusting") == rect(0, 0, 17, 20.5))
        var env = Devices.plain(400, 300)
        env.contentSizeCategory = .extraExtraLarge
        let bigger = try engine.update(environment: env)
        #expect(bigger.frame("adjusting") == rect(0, 0, 21, 25.5))
        #expect(bigger.frame("fixed") == rect(0, 25.5, 17, 20.5))
        #expect(bigger.view("adjusting")?.text?.contentSizeCategory == .extraExtraLarge)
    }

    /// Results carry what rendering needs: hidden, alpha, colours, border, resolved alignment; unnamed views
    /// are named by tree path.
    @Test func resultsCarryRenderingAttributes() throws {
        let root = View(identifier: "root")
        let label = Label(identifier: "", text: "ab", font: .system(size: 10))
        label.alpha = 0.5
        label.backgroundColor = .white
        label.border = Border(width: 1, color: .black, cornerRadius: 4)
        label.isHidden = true
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
        let r = try lay(root, Devices.plain(100, 100, rtl: true))
        let v = try #require(r.view("root.UILabel[0]"))
        // Right to left, leading is the right edge: x = 100 − 10.
        #expect(v.frame == rect(90, 0, 10, 12))
        #expect(v.parent == "root")
        #expect(v.isHidden && v.alpha == 0.5 && v.backgroundColor == .white && v.border?.cornerRadius == 4)
        #expect(v.text?.alignment == .right)
        #expect(v.layoutDirection == .rightToLeft)
    }
}
