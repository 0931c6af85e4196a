import Testing
@testable import InterfaceBuilder

/// A storyboard on retina4_7 (375 × 667, no home indicator) saved by `tools`: one controller
/// simulating a translucent toolbar (Simulated Metrics: Bottom Bar "Toolbar"), in no navigation
/// controller, whose screen-sized root holds `a`, 30 × 30, 28 from the leading edge, its bottom on
/// the safe area's bottom (appcenter's Sasquatch `Main.storyboard`).
private func toolbarScene(tools: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes><scene sceneID="s"><objects>
        <viewController id="vc">
          <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
              <constraints><constraint firstAttribute="width" constant="30" id="w"/><constraint firstAttribute="height" constant="30" id="h"/></constraints></view></subviews>
            <viewLayoutGuide key="safeArea" id="sa"/>
            <constraints>
              <constraint firstItem="sa" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="b"/>
              <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="28" id="l"/>
            </constraints>
          </view>
          <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        </viewController>
      </objects></scene></scenes>
    </document>
    """
}

@Suite struct SimulatedToolbarTests {
    @Test func xcode10_2DrawsA49PointToolbarOnAHomeButtonPhone() throws {
        // From build 14865 the canvas's toolbar is 49 tall: the safe area ends at 667 − 49 = 618,
        // a.y = 618 − 30 = 588 (Sasquatch's usS-eK-aCf at 15702–21701, googleads at 16097).
        #expect(try layout(toolbarScene(tools: "15702"))["a"] == rect(28, 588, 30, 30))
        #expect(try layout(toolbarScene(tools: "21701"))["a"] == rect(28, 588, 30, 30))
    }

    @Test func olderXcodesAndUIKitHaveA44PointToolbar() throws {
        // Up to build 14490 the toolbar is UIKit's 44: a.y = 667 − 44 − 30 = 593 (Sasquatch at
        // 14460, Rocket.Chat, IBAnimatable). A device given on the command line (the same
        // 375 × 667 iPhone SE) has UIKit's 44 whatever the build: 593.
        #expect(try layout(toolbarScene(tools: "14460"))["a"] == rect(28, 593, 30, 30))
        #expect(try layout(toolbarScene(tools: "15702"), device: "iphone-se-3")["a"] == rect(28, 593, 30, 30))
    }
}
