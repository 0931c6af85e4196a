import Testing
@testable import InterfaceBuilder

/// A free top-level view (no File's Owner outlet) `width` wide and 200 tall: `a` 32 after its
/// leading margin, `b` at its trailing margin, both 20 × 20 at y 10; and a 200-wide subview `c`
/// at y 100 holding `d` at its own leading margin. `extra` goes inside the top-level view after
/// its constraints (written margins).
private func freeView(width: Double, extra: String = "") -> String {
    func box(_ id: String) -> String {
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <constraints><constraint firstAttribute="width" constant="20" id="\(id)w"/><constraint firstAttribute="height" constant="20" id="\(id)h"/></constraints></view>
        """
    }
    return plainXib("""
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="\(width)" height="200"/>
          <subviews>\(box("a"))\(box("b"))
            <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/>
              <subviews>\(box("d"))</subviews>
              <constraints>
                <constraint firstItem="d" firstAttribute="leading" secondItem="c" secondAttribute="leadingMargin" id="d1"/>
                <constraint firstItem="d" firstAttribute="top" secondItem="c" secondAttribute="top" id="d2"/>
                <constraint firstAttribute="width" constant="200" id="cw"/><constraint firstAttribute="height" constant="50" id="ch"/>
              </constraints></view>
          </subviews>
          <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="32" id="a1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="a2"/>
            <constraint firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" id="b1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b2"/>
            <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
          </constraints>\(extra)
        </view>
        """)
}

@Suite struct TopLevelViewMarginTests {
    @Test func writtenSideMarginsBelowTheRootMinimumAreRaisedToIt() throws {
        // 414 wide with 16 written on each side (dashwallet's SyncView): drawn as a controller's
        // root, which keeps at least its 20, so a.x = 20 + 32 = 52 and b.x = 414 − 20 − 20 = 374.
        // Written margins above the minimum stay: 30 gives a.x = 30 + 32 = 62, b.x = 414 − 30 − 20 = 364.
        let low = try layout(freeView(width: 414, extra: #"<edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="16"/>"#))
        #expect(low["a"] == rect(52, 10, 20, 20))
        #expect(low["b"] == rect(374, 10, 20, 20))
        let high = try layout(freeView(width: 414, extra: #"<edgeInsets key="layoutMargins" top="0.0" left="30" bottom="0.0" right="30"/>"#))
        #expect(high["a"] == rect(62, 10, 20, 20))
        #expect(high["b"] == rect(364, 10, 20, 20))
    }

    @Test func wideFreeViewsHaveTwentyPointSideMargins() throws {
        // 428 wide (≥ 394): side margins 20. a.x = 20 + 32 = 52; b.x = 428 − 20 − 20 = 388.
        // The subview c keeps UIView's 8: d.x = 0 + 8 = 8, at c's y 100.
        let f = try layout(freeView(width: 428))
        #expect(f["a"] == rect(52, 10, 20, 20))
        #expect(f["b"] == rect(388, 10, 20, 20))
        #expect(f["d"] == rect(8, 0, 20, 20))
        #expect(f["c"] == rect(0, 100, 200, 50))
    }

    @Test func narrowFreeViewsHaveSixteenPointSideMargins() throws {
        // 371 wide (< 394): side margins 16. a.x = 16 + 32 = 48; b.x = 371 − 16 − 20 = 335.
        let f = try layout(freeView(width: 371))
        #expect(f["a"] == rect(48, 10, 20, 20))
        #expect(f["b"] == rect(335, 10, 20, 20))
        #expect(f["d"] == rect(8, 0, 20, 20))
        // 391 wide, still 16 (below 394): b.x = 391 − 16 − 20 = 355.
        #expect(try layout(freeView(width: 391))["b"] == rect(355, 10, 20, 20))
    }

    /// A top-level collection cell `width` × 100 saved by `tools` whose content view holds `a`,
    /// 55 after the cell's leading margin, and `b` at its trailing margin, both 20 × 20 at y 10
    /// (the constraints on the cell, as Xcode 10 wrote them).
    private func cell(width: Double, tools: String) -> String {
        Snippet.xib("""
            <collectionViewCell opaque="NO" contentMode="center" id="cell"><rect key="frame" x="0" y="0" width="\(width)" height="100"/>
              <view key="contentView" opaque="NO" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                <rect key="frame" x="0" y="0" width="\(width)" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="20" id="aw"/><constraint firstAttribute="height" constant="20" id="ah"/></constraints></view>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="20" id="bw"/><constraint firstAttribute="height" constant="20" id="bh"/></constraints></view>
                </subviews>
              </view>
              <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" constant="55" id="a1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="10" id="a2"/>
                <constraint firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" id="b1"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="10" id="b2"/>
              </constraints>
            </collectionViewCell>
            """, device: "retina4_7", tools: tools)
    }

    @Test func topLevelCollectionCellsHaveARootsSideMargins() throws {
        // Saved by Xcode 10 (build 14460): 402 wide (≥ 394) → margins 20: a.x = 20 + 55 = 75,
        // b.x = 402 − 20 − 20 = 362. 375 wide → 16: a.x = 16 + 55 = 71, b.x = 375 − 16 − 20 = 339.
        let wide = try layout(cell(width: 402, tools: "14460.31"))
        #expect(wide["a"] == rect(75, 10, 20, 20))
        #expect(wide["b"] == rect(362, 10, 20, 20))
        let narrow = try layout(cell(width: 375, tools: "14460.31"))
        #expect(narrow["a"] == rect(71, 10, 20, 20))
        #expect(narrow["b"] == rect(339, 10, 20, 20))
        // Xcode 8 (build 11762), before the system minimum margins: UIView's 8, a.x = 8 + 55 = 63.
        let old = try layout(cell(width: 375, tools: "11762"))
        #expect(old["a"] == rect(63, 10, 20, 20))
    }
    /// A free freeform top-level view 414 × 200 of a `device` document saved by `tools`, holding
    /// `v` pinned to its top and bottom margins (and its sides).
    private func freeViewPinnedTopAndBottom(device: String, tools: String) -> String {
        Snippet.xib("""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="414" height="200"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
              </subviews>
              <viewLayoutGuide key="safeArea" id="sa"/>
              <constraints>
                <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="1"/>
                <constraint firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="2"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="3"/>
                <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="4"/>
              </constraints>
              <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: device, tools: tools)
    }

    @Test func freeViewsHaveARootsTopAndBottomMargins() throws {
        // xib-format §6: a free top-level view's top and bottom margins are a root's, 0 beyond the
        // safe area. retina4_7 at build 21507 has no insets (§11): v fills the view, (0, 0, 414, 200)
        // (UIView's 8 would give y 8, height 184).
        let plain = try layout(freeViewPinnedTopAndBottom(device: "retina4_7", tools: "21507"))
        #expect(plain["v"] == rect(0, 0, 414, 200))
        // retina6_1 at build 20037 (Xcode 13): the view's top is under the 44-point safe-area inset,
        // so v starts at y 44 (zotero's ItemDetail content views store their top-margin labels at
        // y 44; UIView's 8 would give 52). Whether the canvas also insets a short freeform view's
        // bottom differs between files (xib-format §6), so only the top is asserted here.
        let notched = try layout(freeViewPinnedTopAndBottom(device: "retina6_1", tools: "20037"))
        #expect(notched["v"]?.y == 44)
    }
    @Test func topLevelCollectionCellsHaveARootsTopAndBottomMargins() throws {
        // xib-format §6: a top-level collection cell (build ≥ 13000) is drawn as a root, so its top
        // and bottom margins are 0 as well as its sides 16 (200 ≤ 375). `v`, pinned to the cell's
        // top and bottom margins and its leading margin + 4, 30 wide: (16 + 4 = 20, 0, 30, 50)
        // (UIView's 8 would give y 8, height 34; Rocket.Chat's LoaderCell stores its loader so).
        let f = try layout(Snippet.xib("""
            <collectionViewCell opaque="NO" contentMode="center" id="cell"><rect key="frame" x="0" y="0" width="200" height="50"/>
              <view key="contentView" opaque="NO" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                <rect key="frame" x="0" y="0" width="200" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="30" id="vw"/></constraints></view>
                </subviews>
              </view>
              <constraints>
                <constraint firstItem="v" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" constant="4" id="1"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="2"/>
                <constraint firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="3"/>
              </constraints>
            </collectionViewCell>
            """, device: "retina4_7", tools: "14460.31"))
        #expect(f["v"] == rect(20, 0, 30, 50))
    }

    @Test func freeViewsHaveARootsZeroTopAndBottomMarginsBesideTheSafeArea() throws {
        // A 600 × 154 free view on retina6_1 (safe area top 44, bottom 34; the view wider than
        // the screen takes the device's insets as they are), `a` pinned to all four margins.
        // Drawn as a root: sides 20 (600 > 375), top 44 + 0, bottom 34 + 0, so a = (20, 44,
        // 600 − 40, 154 − 44 − 34) = (20, 44, 560, 76) (SwiftMessages' MessageView.xib stores its
        // stack so). With UIView's 8 on top and bottom it would be (20, 52, 560, 60).
        let f = try layout(Snippet.xib("""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="600" height="154"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="a1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="a2"/>
                <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="a3"/>
                <constraint firstAttribute="bottomMargin" secondItem="a" secondAttribute="bottom" id="a4"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="sa"/>
            </view>
            """, device: "retina6_1", tools: "17156"))
        #expect(f["a"] == rect(20, 44, 560, 76))
    }
}
