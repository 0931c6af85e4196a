// Controls' intrinsic metrics by style and by the Xcode that saved the file. Every control is
// stored 1 × 1 at (0, 0), so its frame comes from the metric and the constraints alone.
import Testing
import AutoLayout
@testable import InterfaceBuilder

/// A 320 × 400 root whose subviews `controls` are each pinned by their top-left corner at
/// x 10 and y = 10, 110, 210, … in order (`ids`); `extra` constraints are added.
private func pinned(_ controls: String, ids: [String], extra: String = "") -> String {
    let pins = ids.enumerated().map { i, id in
        """
        <constraint firstItem="\(id)" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="l\(i)"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(10 + 100 * i)" id="t\(i)"/>
        """
    }.joined(separator: "\n")
    return """
        <view id="root"><rect key="frame" x="0" y="0" width="320" height="1000"/>
          <subviews>\(controls)</subviews>
          <constraints>\(pins)\(extra)</constraints>
        </view>
        """
}

/// A 20 × 20 view `id` (its size constraints `<id>w`, `<id>h`), to place beside a control.
private func square(_ id: String) -> String {
    """
    <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"><rect key="frame" x="0" y="0" width="20" height="20"/>
      <constraints><constraint firstAttribute="width" constant="20" id="\(id)w"/><constraint firstAttribute="height" constant="20" id="\(id)h"/></constraints></view>
    """
}

@Suite struct ControlMetricsTests {
    @Test func textFieldsByBorderStyle() throws {
        // TenPerCharacter: 10 per character, lines of size + 3. Saved by Xcode 14 (iOS 14+):
        // - a rounded-rect field in 14 pt, placeholder "Name": 40 + 7 + 7 = 54 wide; its 17-point
        //   line + 8 = 25 is under the 34 floor: 34 tall.
        // - a borderless field in 17 pt, "Hello": 50 wide, 20 + 1 = 21 tall.
        // - a rounded-rect field in 24 pt, "Hi": 20 + 14 = 34 wide, 27 + 8 = 35 tall.
        let fields = """
            <textField borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="r">
              <rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="14"/></textField>
            <textField text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="n">
              <rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="17"/></textField>
            <textField borderStyle="roundedRect" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="big">
              <rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="24"/></textField>
            """
        let f = try layout(plainXib(pinned(fields, ids: ["r", "n", "big"])), sizes: .measured, measurer: TenPerCharacter())
        #expect(f["r"] == rect(10, 10, 54, 34))
        #expect(f["n"] == rect(10, 110, 50, 21))
        #expect(f["big"] == rect(10, 210, 34, 35))
        // Saved by Xcode 8 (iOS 10): the rounded-rect floor is 30, above 17 + 8 = 25: 54 × 30.
        let old = try layout(Snippet.xib(pinned(fields, ids: ["r", "n", "big"]), device: "retina4_7", tools: "11542"),
                             sizes: .measured, measurer: TenPerCharacter())
        #expect(old["r"] == rect(10, 10, 54, 30))
    }

    @Test func buttonsByTypeAndConfiguration() throws {
        // TenPerCharacter, lines of size + 3:
        // - system type, "OK" in 15 pt: 20 × 18 in whole points, + 6 above and below = 30 tall;
        //   the system types' 30-point minimum makes it 30 wide.
        // - custom type, "OK": no minimum, 20 × 30.
        // - configured (filled): the configuration's title "Save", not the state's "Button", in
        //   body style (17 pt): 40 + 12 + 12 = 64 wide, 20 + 7 + 7 = 34 tall.
        // - configured, plain, contentEdgeInsets written but replaced by the configuration's:
        //   "Go" 20 + 24 = 44 × 34.
        // - titleEdgeInsets and imageEdgeInsets move the title, not the size: "Hey" 30 × 30;
        //   the title insets are kept for the title's baselines.
        let buttons = """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sys">
              <rect key="frame" x="0" y="0" width="1" height="1"/><state key="normal" title="OK"/></button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="cus">
              <rect key="frame" x="0" y="0" width="1" height="1"/><state key="normal" title="OK"/></button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="fil">
              <rect key="frame" x="0" y="0" width="1" height="1"/><state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="filled" title="Save"/></button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="pla">
              <rect key="frame" x="0" y="0" width="1" height="1"/>
              <inset key="contentEdgeInsets" minX="30" minY="30" maxX="30" maxY="30"/>
              <buttonConfiguration key="configuration" style="plain" title="Go"/></button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="edg">
              <rect key="frame" x="0" y="0" width="1" height="1"/>
              <inset key="titleEdgeInsets" minX="10" minY="0.0" maxX="0.0" maxY="0.0"/>
              <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="10" maxY="0.0"/>
              <state key="normal" title="Hey"/></button>
            """
        let f = try layout(plainXib(pinned(buttons, ids: ["sys", "cus", "fil", "pla", "edg"])), sizes: .measured, measurer: TenPerCharacter())
        #expect(f["sys"] == rect(10, 10, 30, 30))
        #expect(f["cus"] == rect(10, 110, 20, 30))
        #expect(f["fil"] == rect(10, 210, 64, 34))
        #expect(f["pla"] == rect(10, 310, 44, 34))
        #expect(f["edg"] == rect(10, 410, 30, 30))
        let doc = try Snippet.read(plainXib(pinned(buttons, ids: ["sys", "cus", "fil", "pla", "edg"])))
        let edges = doc.scenes.first?.root.subviews.last?.button
        #expect(edges?.titleInsets == IBInsets(top: 0, left: 10, bottom: 0, right: 0))
    }

    @Test func configuredButtonsWithImages() throws {
        // The configuration's image "star" (24 × 24 in <resources>) beside its title "Go" in
        // body text (TenPerCharacter: 20 × 20): 24 + 20 + 12 + 12 = 68 wide, max(24, 20) + 7 + 7
        // = 38 tall. Image only (no configuration title; the <state> title is IB's leftover):
        // 24 + 24 = 48 × 38.
        let buttons = """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="both">
              <rect key="frame" x="0" y="0" width="1" height="1"/><state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="tinted" image="star" title="Go"/></button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
              <rect key="frame" x="0" y="0" width="1" height="1"/><state key="normal" title="Button"/>
              <buttonConfiguration key="configuration" style="gray" image="star"/></button>
            """
        let f = try layout(plainXib(pinned(buttons, ids: ["both", "icon"]), resources: #"<image name="star" width="24" height="24"/>"#),
                           sizes: .measured, measurer: TenPerCharacter())
        #expect(f["both"] == rect(10, 10, 68, 38))
        #expect(f["icon"] == rect(10, 110, 48, 38))
    }

    /// The controls of `fixedControls`, laid out as a file saved with `tools`.
    private func fixedControls(tools: String) throws -> [String: IBRect] {
        let controls = """
            <stepper maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="step"><rect key="frame" x="0" y="0" width="1" height="1"/></stepper>
            <activityIndicatorView style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spin"><rect key="frame" x="0" y="0" width="1" height="1"/></activityIndicatorView>
            <activityIndicatorView style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="gray"><rect key="frame" x="0" y="0" width="1" height="1"/></activityIndicatorView>
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
              <rect key="frame" x="0" y="0" width="150" height="1"/>
              <segments><segment title="First"/><segment title="Second"/></segments></segmentedControl>
            <progressView progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="prog"><rect key="frame" x="0" y="0" width="1" height="1"/></progressView>
            <searchBar translatesAutoresizingMaskIntoConstraints="NO" id="search"><rect key="frame" x="0" y="0" width="1" height="1"/></searchBar>
            <navigationBar largeTitles="YES" translatesAutoresizingMaskIntoConstraints="NO" id="nav"><rect key="frame" x="0" y="0" width="1" height="1"/></navigationBar>
            <tabBar translatesAutoresizingMaskIntoConstraints="NO" id="tab"><rect key="frame" x="0" y="0" width="1" height="1"/></tabBar>
            <datePicker datePickerMode="countDownTimer" translatesAutoresizingMaskIntoConstraints="NO" id="date"><rect key="frame" x="0" y="0" width="1" height="1"/></datePicker>
            <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info"><rect key="frame" x="0" y="0" width="25" height="25"/></button>
            """
        // The bars, the progress view, the search bar and the date picker have no intrinsic
        // width: each is 200 wide by a constraint.
        let widths = ["prog", "search", "nav", "tab", "date"].map { id in
            #"<constraint firstItem="\#(id)" firstAttribute="width" constant="200" id="w-\#(id)"/>"#
        }.joined()
        let ids = ["step", "spin", "gray", "seg", "prog", "search", "nav", "tab", "date", "info"]
        return try layout(Snippet.xib(pinned(controls, ids: ids, extra: widths), device: "retina4_7", tools: tools))
    }

    @Test func fixedControlsSinceXcode12() throws {
        // Saved by Xcode 14 (iOS 14+): stepper 94 × 32; large indicator 37 × 37, gray 20 × 20;
        // segmented control 150 wide (its stored width stands in for its segments) and 32 tall
        // (31 + the 1-point bottom inset); progress view 4 tall; search bar 56; navigation bar
        // with large titles 96; tab bar 49; count-down date picker 216. The info button is a
        // symbol whose stored 25 × 25 stays its size.
        let f = try fixedControls(tools: "21507")
        #expect(f["step"] == rect(10, 10, 94, 32))
        #expect(f["spin"] == rect(10, 110, 37, 37))
        #expect(f["gray"] == rect(10, 210, 20, 20))
        #expect(f["seg"] == rect(10, 310, 150, 32))
        #expect(f["prog"] == rect(10, 410, 200, 4))
        #expect(f["search"] == rect(10, 510, 200, 56))
        #expect(f["nav"] == rect(10, 610, 200, 96))
        #expect(f["tab"] == rect(10, 710, 200, 49))
        #expect(f["date"] == rect(10, 810, 200, 216))
        #expect(f["info"] == rect(10, 910, 25, 25))
    }

    @Test func fixedControlsBeforeXcode9() throws {
        // Saved by Xcode 8 (iOS 10): stepper 94 × 29; segmented control 28 + 1 = 29 tall;
        // progress view 2; search bar 44; no large titles yet, so the navigation bar is 44; the
        // info button is UIKit's 22 × 22 glyph.
        let f = try fixedControls(tools: "11542")
        #expect(f["step"] == rect(10, 10, 94, 29))
        #expect(f["seg"] == rect(10, 310, 150, 29))
        #expect(f["prog"] == rect(10, 410, 200, 2))
        #expect(f["search"] == rect(10, 510, 200, 44))
        #expect(f["nav"] == rect(10, 610, 200, 44))
        #expect(f["info"] == rect(10, 910, 22, 22))
    }

    @Test func switchesByRelease() throws {
        // A switch pinned at (10, 10); `after` is 10 right of its trailing edge and `below` 5
        // under its bottom, each 20 × 20. Layout acts on the alignment rectangle, which leaves
        // out the frame's last 2 points on the right.
        // - Xcode 26 (iOS 26's switch): 61 × 28 aligned, so the frame is (10, 10, 63, 28);
        //   after.x = 10 + 61 + 10 = 81, below.y = 10 + 28 + 5 = 43.
        // - Xcode 14, and the `32700.99.1234` constant older Xcodes write: 49 × 31 aligned,
        //   frame (10, 10, 51, 31); after.x = 10 + 49 + 10 = 69, below.y = 10 + 31 + 5 = 46.
        let views = """
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
              <rect key="frame" x="0" y="0" width="1" height="1"/></switch>
            \(square("after"))
            \(square("below"))
            """
        let extra = """
            <constraint firstItem="after" firstAttribute="leading" secondItem="sw" secondAttribute="trailing" constant="10" id="x1"/>
            <constraint firstItem="after" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="x2"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="sw" secondAttribute="bottom" constant="5" id="x3"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="x4"/>
            """
        let doc = pinned(views, ids: ["sw"], extra: extra)
        let new = try layout(Snippet.xib(doc, device: "retina4_7", tools: "24127"))
        #expect(new["sw"] == rect(10, 10, 63, 28))
        #expect(new["after"] == rect(81, 10, 20, 20))
        #expect(new["below"] == rect(10, 43, 20, 20))
        for tools in ["21507", "32700.99.1234"] {
            let old = try layout(Snippet.xib(doc, device: "retina4_7", tools: tools))
            #expect(old["sw"] == rect(10, 10, 51, 31))
            #expect(old["after"] == rect(69, 10, 20, 20))
            #expect(old["below"] == rect(10, 46, 20, 20))
        }
    }

    @Test func slidersByRelease() throws {
        // A slider stored 100 × 31, pinned at x 10, y 10 and 10 from the 320-wide root's right;
        // `below` is 5 under its bottom (20 × 20). A slider has only an intrinsic height, the
        // stored height less its alignment insets; layout acts on the alignment rectangle.
        // - Xcode 26 (iOS 26's slider, no insets): aligned = frame = (10, 10, 300, 31);
        //   below.y = 10 + 31 + 5 = 46.
        // - Xcode 14, and the `32700.99.1234` constant: insets 2 left and right, 1 below, so
        //   the aligned height is 31 − 1 = 30 and the aligned rectangle (10, 10, 300, 30); the
        //   frame is (10 − 2, 10, 300 + 4, 30 + 1) = (8, 10, 304, 31); below.y = 10 + 30 + 5 = 45.
        let views = """
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
              <rect key="frame" x="0" y="0" width="100" height="31"/></slider>
            \(square("below"))
            """
        let extra = """
            <constraint firstAttribute="right" secondItem="sl" secondAttribute="right" constant="10" id="x1"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="sl" secondAttribute="bottom" constant="5" id="x3"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="x4"/>
            """
        let doc = pinned(views, ids: ["sl"], extra: extra)
        for tools in ["24127", "24765"] {
            let new = try layout(Snippet.xib(doc, device: "retina4_7", tools: tools))
            #expect(new["sl"] == rect(10, 10, 300, 31))
            #expect(new["below"] == rect(10, 46, 20, 20))
        }
        for tools in ["21507", "32700.99.1234"] {
            let old = try layout(Snippet.xib(doc, device: "retina4_7", tools: tools))
            #expect(old["sl"] == rect(8, 10, 304, 31))
            #expect(old["below"] == rect(10, 45, 20, 20))
        }
    }

    @Test func searchBarsByRelease() throws {
        // Two search bars with no height constraint, each 200 wide by a constraint and pinned at
        // x 10: `plain` (default style) at y 10 and `minimal` at y 110; `below` is 5 under the
        // minimal bar (20 × 20). A search bar's height is its intrinsic height.
        // - Xcode 26 (24127, 24765): 64 for both styles; below.y = 110 + 64 + 5 = 179.
        // - Xcode 16's 23727 and the `32700.99.1234` constant: 56; below.y = 110 + 56 + 5 = 171.
        let views = """
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
              <rect key="frame" x="0" y="0" width="1" height="1"/></searchBar>
            <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="minimal">
              <rect key="frame" x="0" y="0" width="1" height="1"/></searchBar>
            \(square("below"))
            """
        let extra = """
            <constraint firstItem="plain" firstAttribute="width" constant="200" id="w1"/>
            <constraint firstItem="minimal" firstAttribute="width" constant="200" id="w2"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="minimal" secondAttribute="bottom" constant="5" id="x1"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="x2"/>
            """
        let doc = pinned(views, ids: ["plain", "minimal"], extra: extra)
        for tools in ["24127", "24765"] {
            let new = try layout(Snippet.xib(doc, device: "retina4_7", tools: tools))
            #expect(new["plain"] == rect(10, 10, 200, 64))
            #expect(new["minimal"] == rect(10, 110, 200, 64))
            #expect(new["below"] == rect(10, 179, 20, 20))
        }
        for tools in ["23727", "32700.99.1234"] {
            let old = try layout(Snippet.xib(doc, device: "retina4_7", tools: tools))
            #expect(old["plain"] == rect(10, 10, 200, 56))
            #expect(old["minimal"] == rect(10, 110, 200, 56))
            #expect(old["below"] == rect(10, 171, 20, 20))
        }
    }
}
