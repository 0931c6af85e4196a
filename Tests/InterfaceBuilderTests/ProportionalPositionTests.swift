import Testing
@testable import InterfaceBuilder

/// Multiplied position constraints ("proportional positioning") are measured in the coordinate
/// system of the view the constraint is installed on, whose own leading edge is 0 there: Pocket
/// Casts' VideoViewController.xib places a skip button with `superview.centerX = 1.6 × button.centerX`
/// inside a container that does not start at the window's left edge.
@Suite struct ProportionalPositionTests {
    @Test func aMultipliedCenterIsMeasuredInTheHoldersCoordinates() throws {
        // c: 200 × 100 at x = 100 in a 320-wide root. In c's own coordinates c.centerX = 200 / 2 = 100,
        // so 100 = 1.6 × b.centerX gives b.centerX = 62.5 and, b being 20 wide, b.x = 52.5 (in c).
        // The same constraint in window coordinates would give 15. b.top = c.top + 10.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="20" id="bw"/><constraint firstAttribute="height" constant="20" id="bh"/></constraints></view></subviews>
                  <constraints>
                    <constraint firstAttribute="width" constant="200" id="cw"/>
                    <constraint firstAttribute="height" constant="100" id="ch"/>
                    <constraint firstAttribute="centerX" secondItem="b" secondAttribute="centerX" multiplier="1.6" id="p"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="c" secondAttribute="top" constant="10" id="bt"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="cl"/>
                <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" id="ct"/>
              </constraints>
            </view>
            """))
        #expect(f["c"] == rect(100, 0, 200, 100))
        #expect(f["b"] == rect(52.5, 10, 20, 20))
    }
}
