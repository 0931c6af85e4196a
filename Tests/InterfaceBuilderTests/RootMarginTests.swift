import Testing
@testable import InterfaceBuilder

/// A storyboard on `device` saved by toolsVersion 21507 with one freeform controller scene whose
/// root is `width` × 400: `a` 45 after the root's leading margin and `b` at its trailing margin,
/// both 20 × 20 at y 10 (no safe-area guide involved).
private func freeformScene(device: String, width: Double) -> String {
    func box(_ id: String) -> String {
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <constraints><constraint firstAttribute="width" constant="20" id="\(id)w"/><constraint firstAttribute="height" constant="20" id="\(id)h"/></constraints></view>
        """
    }
    return Snippet.storyboard("""
      <scenes><scene sceneID="s1"><objects>
        <viewController id="vc"><view key="view" id="root">
          <rect key="frame" x="0" y="0" width="\(width)" height="400"/>
          <subviews>\(box("a"))\(box("b"))</subviews>
          <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="45" id="a1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="a2"/>
            <constraint firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" id="b1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b2"/>
          </constraints>
        </view>
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="\(width)" height="400"/>
        </viewController>
      </objects></scene></scenes>
    """, tools: "21507", device: device)
}

@Suite struct RootMarginTests {
    @Test func aWideFreeformRootOnANarrowPhoneHasTwentyPointMargins() throws {
        // An 815-wide root on the 375-wide retina4_7 (eidolon's form-sheet scenes): the root's width
        // decides, side margins 20: a.x = 20 + 45 = 65; b.x = 815 − 20 − 20 = 775.
        let f = try layout(freeformScene(device: "retina4_7", width: 815))
        #expect(f["a"] == rect(65, 10, 20, 20))
        #expect(f["b"] == rect(775, 10, 20, 20))
    }

    @Test func aNarrowFreeformRootOnAWidePhoneHasSixteenPointMargins() throws {
        // A 320-wide root on the 393-wide retina6_12 (woocommerce's notification extension): side margins 16,
        // not the wide phone's 20: a.x = 16 + 45 = 61; b.x = 320 − 16 − 20 = 284.
        let f = try layout(freeformScene(device: "retina6_12", width: 320))
        #expect(f["a"] == rect(61, 10, 20, 20))
        #expect(f["b"] == rect(284, 10, 20, 20))
    }

    @Test func rootsUpTo393PointsWideHaveSixteenPointMargins() throws {
        // The iPhone 15's 393-point root (LNPopupController's Testing scene, build 25094): side
        // margins 16, not 20: a.x = 16 + 45 = 61; b.x = 393 − 16 − 20 = 357 (its DxD-7y-6Na, 14
        // beyond the trailing margin, is stored ending at 391 = 393 − 16 + 14).
        let f = try layout(freeformScene(device: "retina6_12", width: 393))
        #expect(f["a"] == rect(61, 10, 20, 20))
        #expect(f["b"] == rect(357, 10, 20, 20))
        // From 394 on, 20: a.x = 20 + 45 = 65; b.x = 394 − 20 − 20 = 354.
        let wide = try layout(freeformScene(device: "retina6_12", width: 394))
        #expect(wide["a"] == rect(65, 10, 20, 20))
        #expect(wide["b"] == rect(354, 10, 20, 20))
    }
}
