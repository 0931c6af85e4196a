import Testing
import AutoLayout
@testable import InterfaceBuilder

/// A storyboard on retina4_7 (375 × 667) saved by `tools` with one controller whose root is
/// `width` × `height` (`freeform`: a freeform simulated size, as an extension's root has; else a
/// root not the screen's size, as an embedded controller's is), holding `a` 8 below the safe
/// area's top and 28 from the leading edge, 30 × 30 (appcenter's SasquatchSwift-Extension).
private func shortScene(tools: String, width: Double, height: Double, freeform: Bool) -> String {
    let metrics = freeform
        ? "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/><size key=\"freeformSize\" width=\"\(width)\" height=\"\(height)\"/>"
        : ""
    return Snippet.safeAreaBoxScene(device: "retina4_7", tools: tools, width: width, height: height, edge: .top,
                                    controllerExtras: metrics)
}

/// A xib on retina4_7 saved by `tools` whose free top-level view (no File's Owner outlet) is
/// 375 × `height`, freeform, with `a` as above (Rocket.Chat's SubscriptionsSortingView.xib).
private func freeView(tools: String, height: Double) -> String {
    Snippet.xib("""
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="\(height)"/>
          <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <constraints><constraint firstAttribute="width" constant="30" id="w"/><constraint firstAttribute="height" constant="30" id="h"/></constraints></view></subviews>
          <viewLayoutGuide key="safeArea" id="sa"/>
          <constraints>
            <constraint firstItem="a" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="t"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="28" id="l"/>
          </constraints>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """, device: "retina4_7", tools: tools)
}

@Suite struct ShortRootStatusBarTests {
    @Test func xcode9To10_1DrawsNoStatusBarOverAControllerRootShorterThan480() throws {
        // a.y = top + 8. Build 14460: a 320 × 228 freeform root (appcenter's extension) has no
        // status bar → 8; a 375 × 403 root that is not the screen's size (Instructions' embedded
        // controller) → 8; a 320 × 528 freeform root (HackingWithSwift's action extension, 13196) has the 20 → 28.
        // Build 12121 (Xcode 8) keeps the status bar on every controller root → 28; build 14868
        // (Xcode 10.2) draws none on this phone at all → 8.
        func a(_ tools: String, _ w: Double, _ h: Double, freeform: Bool = true) throws -> IBRect? {
            try layout(shortScene(tools: tools, width: w, height: h, freeform: freeform))["a"]
        }
        #expect(try a("14460", 320, 228) == rect(28, 8, 30, 30))
        #expect(try a("13196", 375, 403, freeform: false) == rect(28, 8, 30, 30))
        #expect(try a("14460", 320, 528) == rect(28, 28, 30, 30))
        #expect(try a("12121", 320, 228) == rect(28, 28, 30, 30))
        #expect(try a("14868", 320, 528) == rect(28, 8, 30, 30))
    }

    @Test func xcode9To10_1DrawsTheStatusBarOverAFreeViewFrom480() throws {
        // A free view had no status bar before Xcode 10.2 unless the screen's size; from Xcode 9 a
        // view 480 tall or taller has it: 375 × 570 at 14460 → a.y = 20 + 8 = 28 (Rocket.Chat);
        // 375 × 450 → 8 (ContainerViewInUICollectionView's header); at 12121 → 8.
        #expect(try layout(freeView(tools: "14460", height: 570))["a"] == rect(28, 28, 30, 30))
        #expect(try layout(freeView(tools: "14460", height: 450))["a"] == rect(28, 8, 30, 30))
        #expect(try layout(freeView(tools: "12121", height: 570))["a"] == rect(28, 8, 30, 30))
    }

    @Test func aDeviceGivenOnTheCommandLineKeepsItsStatusBar() throws {
        // The rule is the canvas's: laid out on retina4_7 given explicitly, the 228-point root is
        // placed at its stored origin under the device's 20 → 28.
        #expect(try layout(shortScene(tools: "14460", width: 320, height: 228, freeform: true), device: "retina4_7")["a"]
            == rect(28, 28, 30, 30))
    }
}

/// A xib on retina4_7 saved by build 13771 whose top-level collection cell is 370 × `height`,
/// its content view holding `t` on the cell's safe area's top, leading and trailing edges and its
/// bottom, with a 100-point height (Rocket.Chat's SEComposeFileCell.xib, simplified).
private func collectionCell(height: Double) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <collectionViewCell contentMode="center" id="cell"><rect key="frame" x="0" y="0" width="370" height="\(height)"/>
          <view key="contentView" contentMode="center"><rect key="frame" x="0" y="0" width="370" height="\(height)"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="0" y="0" width="370" height="100"/>
              <constraints><constraint firstAttribute="height" constant="100" id="h"/></constraints></view></subviews>
          </view>
          <constraints>
            <constraint firstItem="t" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
            <constraint firstItem="t" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c2"/>
            <constraint firstItem="sa" firstAttribute="trailing" secondItem="t" secondAttribute="trailing" id="c3"/>
          </constraints>
          <viewLayoutGuide key="safeArea" id="sa"/>
          <size key="customSize" width="370" height="\(height)"/>
        </collectionViewCell>
      </objects>
    </document>
    """
}

@Suite struct ShortCollectionCellStatusBarTests {
    @Test func xcode9To10_1DrawsTheStatusBarOverACollectionCellFrom480() throws {
        // 547 tall: the cell is drawn as a free view under the 20-point status bar → t at y 20;
        // 428 tall: no status bar, and a cell has no safe area of its own → t at y 0.
        #expect(try layout(collectionCell(height: 547))["t"] == rect(0, 20, 370, 100))
        #expect(try layout(collectionCell(height: 428))["t"] == rect(0, 0, 370, 100))
    }
}
