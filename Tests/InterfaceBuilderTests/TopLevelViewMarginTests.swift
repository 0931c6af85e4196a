import Testing
@testable import InterfaceBuilder

/// A free top-level view (no File's Owner outlet) `width` wide and 200 tall: `a` 32 after its
/// leading margin, `b` at its trailing margin, both 20 × 20 at y 10; and a 200-wide subview `c`
/// at y 100 holding `d` at its own leading margin.
private func freeView(width: Double) -> String {
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
          </constraints>
        </view>
        """)
}

@Suite struct TopLevelViewMarginTests {
    @Test func wideFreeViewsHaveTwentyPointSideMargins() throws {
        // 428 wide (> 375): side margins 20. a.x = 20 + 32 = 52; b.x = 428 − 20 − 20 = 388.
        // The subview c keeps UIView's 8: d.x = 0 + 8 = 8, at c's y 100.
        let f = try layout(freeView(width: 428))
        #expect(f["a"] == rect(52, 10, 20, 20))
        #expect(f["b"] == rect(388, 10, 20, 20))
        #expect(f["d"] == rect(8, 0, 20, 20))
        #expect(f["c"] == rect(0, 100, 200, 50))
    }

    @Test func narrowFreeViewsHaveSixteenPointSideMargins() throws {
        // 371 wide (≤ 375): side margins 16. a.x = 16 + 32 = 48; b.x = 371 − 16 − 20 = 335.
        let f = try layout(freeView(width: 371))
        #expect(f["a"] == rect(48, 10, 20, 20))
        #expect(f["b"] == rect(335, 10, 20, 20))
        #expect(f["d"] == rect(8, 0, 20, 20))
    }
}
