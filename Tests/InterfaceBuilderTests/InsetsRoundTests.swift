import Testing
import DeviceCatalog
@testable import InterfaceBuilder

// The insets round (docs/ib-round-insets.md): build 23727 already draws the doubled insets of
// Xcode 26.

/// A storyboard on `device` saved by toolsVersion `tools`, with `scenes` as its scenes.
private func storyboard(_ scenes: String, tools: String, device: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="\(device)" orientation="portrait" appearance="light"/>
      <scenes>
    \(scenes)
      </scenes>
    </document>
    """
}

/// A controller scene whose root (`width` × `height`) holds `a`, 100 wide, pinned to the safe
/// area's top, leading and bottom edges; `extra` goes inside the controller element.
private func controllerScene(_ id: String, width: Double, height: Double, extra: String = "") -> String {
    """
    <scene sceneID="s-\(id)"><objects>
      <viewController id="\(id)"><view key="view" id="root-\(id)">
        <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a-\(id)"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <constraints><constraint firstAttribute="width" constant="100" id="w-\(id)"/></constraints></view></subviews>
        <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
        <constraints>
          <constraint firstItem="a-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" id="t-\(id)"/>
          <constraint firstItem="a-\(id)" firstAttribute="leading" secondItem="safe-\(id)" secondAttribute="leading" id="l-\(id)"/>
          <constraint firstItem="safe-\(id)" firstAttribute="bottom" secondItem="a-\(id)" secondAttribute="bottom" id="b-\(id)"/>
        </constraints>
      </view>\(extra)</viewController>
    </objects></scene>
    """
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
            storyboard("""
                <scene sceneID="s-nav"><objects>
                  <navigationController id="nav"><navigationBar key="navigationBar" id="bar"><rect key="frame" x="0" y="48" width="414" height="44"/></navigationBar>
                    <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                  </navigationController>
                </objects></scene>
                \(controllerScene("root", width: 414, height: 896))
                """, tools: tools, device: "retina6_1")
        }
        #expect(try layout(text("23727"))["a-root"] == rect(0, 140, 100, 688))
        #expect(try layout(text("23504"))["a-root"] == rect(0, 92, 100, 770))
    }
}
