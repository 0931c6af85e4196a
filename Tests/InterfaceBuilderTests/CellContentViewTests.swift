import Testing
@testable import InterfaceBuilder

@Suite struct CellContentViewTests {
    @Test func contentViewWithoutAFrameFillsItsCell() throws {
        // Xcode 6 wrote a cell's content view with no frame; UIKit sizes it to the cell's bounds,
        // 300 × 100. A view 10 in from its leading, trailing and top edges, 20 tall, is then
        // (10, 10, 300 − 10 − 10 = 280, 20) in the content view.
        let f = try layout(plainXib("""
            <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0" y="0" width="300" height="100"/>
              <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints></view>
                </subviews>
                <constraints>
                  <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="1"/>
                  <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="10" id="2"/>
                  <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="3"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
            """))
        #expect(f["cv"] == rect(0, 0, 300, 100))
        #expect(f["v"] == rect(10, 10, 280, 20))
    }
}
