import Testing
import DeviceCatalog
@testable import InterfaceBuilder

// The insets round (docs/ib-round-insets.md): build 23727 already draws the doubled insets of
// Xcode 26, and a modally presented controller on a phone is drawn as a page sheet.

/// A controller scene whose root (`width` × `height`) holds a navigation bar placed by hand,
/// pinned to the safe area's top, leading and trailing edges (its height its own), and below it
/// `a`, 100 wide, down to the safe area's bottom. Stored frames are deliberately (0, 0, 1, 1).
private func barScene(_ id: String, width: Double, height: Double) -> String {
    """
    <scene sceneID="s-\(id)"><objects>
      <viewController id="\(id)"><view key="view" id="root-\(id)">
        <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
        <subviews>
          <navigationBar contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bar-\(id)">
            <rect key="frame" x="0" y="0" width="1" height="1"/>
            <items><navigationItem title="Settings" id="item-\(id)"/></items>
          </navigationBar>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="a-\(id)"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <constraints><constraint firstAttribute="width" constant="100" id="w-\(id)"/></constraints></view>
        </subviews>
        <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
        <constraints>
          <constraint firstItem="bar-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" id="bt-\(id)"/>
          <constraint firstItem="bar-\(id)" firstAttribute="leading" secondItem="safe-\(id)" secondAttribute="leading" id="bl-\(id)"/>
          <constraint firstItem="safe-\(id)" firstAttribute="trailing" secondItem="bar-\(id)" secondAttribute="trailing" id="br-\(id)"/>
          <constraint firstItem="a-\(id)" firstAttribute="top" secondItem="bar-\(id)" secondAttribute="bottom" id="t-\(id)"/>
          <constraint firstItem="a-\(id)" firstAttribute="leading" secondItem="safe-\(id)" secondAttribute="leading" id="l-\(id)"/>
          <constraint firstItem="safe-\(id)" firstAttribute="bottom" secondItem="a-\(id)" secondAttribute="bottom" id="b-\(id)"/>
        </constraints>
      </view></viewController>
    </objects></scene>
    """
}

/// A controller `source` (full screen) whose button-less connection is a segue of `kind` to `destination`.
private func presenter(_ destination: String, kind: String, width: Double, height: Double) -> String {
    Snippet.controllerScene("source", height: height, width: width, extra: """
      <connections><segue destination="\(destination)" kind="\(kind)" id="seg"/></connections>
      """)
}

@Suite struct DoubledInsetsFromBuild23727Tests {
    @Test func build23727StoresTwiceTheNotchedPhonesInsets() throws {
        // Build 23727 already stores Xcode 26's doubled insets: retina6_1 top 96 = 2 × 48 and
        // bottom 68 = 2 × 34 (ruuvi, threema, Blockstream green), retina6_12 top 118 = 2 × 59
        // (GoMap, KeePassium, four SeSAC repositories), retina5_9 100 = 2 × 50 (GoMap, junil1030).
        // Build 23504 keeps the device's 48 / 34; a home-button phone keeps 20 / 0.
        let r61 = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_1", toolsVersion: "23727").safeArea(.portrait)
        #expect(r61.top == 96 && r61.bottom == 68)
        let before = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_1", toolsVersion: "23504").safeArea(.portrait)
        #expect(before.top == 48 && before.bottom == 34)
        #expect(try DeviceCatalog.interfaceBuilderDevice(id: "retina6_12", toolsVersion: "23727").safeArea(.portrait).top == 118)
        #expect(try DeviceCatalog.interfaceBuilderDevice(id: "retina5_9", toolsVersion: "23727").safeArea(.portrait).top == 100)
        let r47 = try DeviceCatalog.interfaceBuilderDevice(id: "retina4_7", toolsVersion: "23727").safeArea(.portrait)
        #expect(r47.top == 20 && r47.bottom == 0)
    }

    @Test func build23727KeepsThe44PointNavigationBar() throws {
        // A root in a navigation controller's stack (translucent bar) on retina6_1 saved by 23727:
        // the doubled status inset 96 plus iOS 18's 44-point bar (Xcode 26's 54 comes with build
        // 24000): the safe area runs from 96 + 44 = 140 (ruuvi's About scroll view, stored at 140)
        // to 896 − 68 = 828: a is 0, 140, 100 × 688. Saved by 23504: 48 + 44 = 92 to 862: a is
        // 0, 92, 100 × 770.
        func text(_ tools: String) -> String {
            Snippet.scenes("""
                \(Snippet.navigationScene(root: "root"))
                \(Snippet.controllerScene("root", height: 896, width: 414))
                """, tools: tools, device: "retina6_1")
        }
        #expect(try layout(text("23727"))["a-root"] == rect(0, 140, 100, 688))
        #expect(try layout(text("23504"))["a-root"] == rect(0, 92, 100, 770))
    }
}

@Suite struct PresentedPhoneSheetTests {
    @Test func aPresentedControllerIsASheetWithoutAStatusBarAndA56PointBar() throws {
        // WSDOT's Ferries settings (build 23727, retina4_7 375 × 667, status bar 20): a controller
        // presented modally is stored as a page sheet, 667 − 20 = 647 tall, its hand-placed
        // navigation bar at the sheet's top. The sheet has no status bar: the safe area starts
        // at 0, and the bar there is 56 tall: bar (0, 0, 375, 56); a below it down to the safe
        // area's bottom (no home indicator): (0, 56, 100, 647 − 56 = 591). The same for a
        // popover (adapted to a sheet on a phone) and for the legacy `modal` segue.
        for kind in ["presentation", "popoverPresentation", "modal"] {
            let text = Snippet.scenes("""
                \(presenter("sheet", kind: kind, width: 375, height: 667))
                \(barScene("sheet", width: 375, height: 647))
                """, tools: "23727", device: "retina4_7")
            let f = try layout(text)
            #expect(f["root-sheet"] == rect(0, 0, 375, 647))
            #expect(f["bar-sheet"] == rect(0, 0, 375, 56))
            #expect(f["a-sheet"] == rect(0, 56, 100, 591))
        }
    }

    @Test func aNotchedPhonesSheetKeepsTheHomeIndicator() throws {
        // retina6_1 (414 × 896, top 44 before build 21225, bottom 34) saved by 17156: the sheet
        // starts 44 + 10 below the screen's top, so its root is stored 896 − 54 = 842 tall
        // (Simple-Login, raivo-otp, Monal, nihp-public), and reaches the screen's bottom: the safe
        // area runs from 0 to 842 − 34 = 808, a is 0, 0, 100 × 808 (the model gave the status
        // bar's 44 and no bottom inset before: 0, 44, 100 × 798).
        let text = Snippet.scenes("""
            \(presenter("sheet", kind: "presentation", width: 414, height: 896))
            \(Snippet.controllerScene("sheet", height: 842, width: 414))
            """, tools: "17156", device: "retina6_1")
        #expect(try layout(text)["a-sheet"] == rect(0, 0, 100, 808))
    }

    @Test func onlyPresentedControllersAreSheets() throws {
        // The same 647-tall root shown with a `show` segue (no navigation controller, so not a
        // push) is no sheet: the status bar's 20 stays above a (0, 20, 100, 627), and a placed
        // bar keeps UIKit's 44: bar (0, 20, 375, 44), a (0, 64, 100, 583).
        let shown = Snippet.scenes("""
            \(presenter("vc", kind: "show", width: 375, height: 667))
            \(Snippet.controllerScene("vc", height: 647, width: 375))
            """, tools: "23727", device: "retina4_7")
        #expect(try layout(shown)["a-vc"] == rect(0, 20, 100, 627))
        let bar = try layout(Snippet.scenes("""
            \(presenter("vc", kind: "show", width: 375, height: 667))
            \(barScene("vc", width: 375, height: 647))
            """, tools: "23727", device: "retina4_7"))
        #expect(bar["bar-vc"] == rect(0, 20, 375, 44))
        #expect(bar["a-vc"] == rect(0, 64, 100, 583))
    }

    @Test func notchedPhonesFromXcode14AndXcode26AreLeftOut() throws {
        // From build 21225 a notched phone's sheet is not known (GoMap's one such scene stores it
        // both with and without the status bar), and Xcode 26 draws another canvas: the root keeps
        // the status bar as before. retina6_1 at 21507 (top 48): a 838-tall root, a from 48 to
        // the root's bottom (it ends 58 above the screen's, clear of the home indicator):
        // (0, 48, 100, 790). A presented full-screen root (896, fullScreen style) is no sheet
        // either; at 17156 (top 44): (0, 44, 100, 896 − 44 − 34 = 818).
        let text = Snippet.scenes("""
            \(presenter("sheet", kind: "presentation", width: 414, height: 896))
            \(Snippet.controllerScene("sheet", height: 838, width: 414))
            """, tools: "21507", device: "retina6_1")
        #expect(try layout(text)["a-sheet"] == rect(0, 48, 100, 790))
        let full = Snippet.scenes("""
            \(presenter("full", kind: "presentation", width: 414, height: 896))
            \(Snippet.controllerScene("full", height: 896, width: 414))
            """, tools: "17156", device: "retina6_1")
        #expect(try layout(full)["a-full"] == rect(0, 44, 100, 818))
    }
}
