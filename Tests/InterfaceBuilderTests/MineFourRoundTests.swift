import Foundation
import Testing
import DeviceCatalog
@testable import InterfaceBuilder

/// The rules of the mine4 round (issue 28, docs/ib-round-mine4.md): a device-free document's
/// container navigation bar on the 320-point canvas, and a pre-Xcode 9 controller root's top and
/// bottom margins at its own edges. Stored frames of the laid-out views are wrong on purpose
/// (1 × 1 at 7, 7) so the frames come from the rules.
@Suite struct MineFourRoundTests {
    /// A storyboard saved by `tools` with no `<device>` unless `device` names one.
    private func storyboard(_ scenes: String, tools: String, device: String?) -> String {
        let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
              \(deviceElement)
              <scenes>\(scenes)</scenes>
            </document>
            """
    }

    private func frames(_ text: String, device: String? = nil) throws -> [String: IBRect] {
        let doc = try IBDocumentReader.read(data: Data(text.utf8), file: "mine4.storyboard")
        let result = try doc.layout(options: IBLayoutOptions(device: try device.map { try DeviceCatalog.device($0) },
                                                             intrinsicSizes: .fromDocument))
        var out: [String: IBRect] = [:]
        for v in result.views { out[v.id] = v.frame }
        return out
    }

    /// A navigation controller scene whose root controller's view is 600 × 600 (a size-class
    /// document's "any" canvas).
    private let navigationScenes = """
        <scene sceneID="s-nav"><objects>
          <navigationController id="nav">
            <navigationBar key="navigationBar" id="bar"><rect key="frame" x="7" y="7" width="1" height="1"/></navigationBar>
            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s-vc"><objects>
          <viewController id="vc"><view key="view" id="root"><rect key="frame" x="0" y="0" width="600" height="600"/></view></viewController>
        </objects></scene>
        """

    @Test func aDeviceFreeDocumentsContainerBarIsOnThe320PointCanvas() throws {
        // Build 6254 (Xcode 6), no <device>: the Retina 4-inch canvas's width, 320; y 0, where
        // Xcode 8 and earlier stored the bar (no status bar above it); iOS 10's 44-point bar.
        // The root's 600-point width does not widen it.
        #expect(try frames(storyboard(navigationScenes, tools: "6254", device: nil))["bar"] == rect(0, 0, 320, 44))
        // Build 11201 (Xcode 8) saved without a device: the same.
        #expect(try frames(storyboard(navigationScenes, tools: "11201", device: nil))["bar"] == rect(0, 0, 320, 44))
    }

    @Test func aDocumentsDeviceOrAGivenDeviceKeepsTheScreensWidth() throws {
        // With <device id="retina4_7"> (375 × 667) at build 11201 the bar is the screen's width:
        // 0, 0, 375 × 44 (Xcode 8 stored it at the top).
        #expect(try frames(storyboard(navigationScenes, tools: "11201", device: "retina4_7"))["bar"] == rect(0, 0, 375, 44))
        // A device-free document laid out on a given iPhone SE (375 wide, 20-point status bar):
        // UIKit's bar below the status bar, 0, 20, 375 × 44.
        #expect(try frames(storyboard(navigationScenes, tools: "6254", device: nil), device: "iphone-se-3")["bar"]
                == rect(0, 20, 375, 44))
    }

    /// One controller whose 375 × 667 root holds `a` (30 × 30) 15 from its leading edge, its top
    /// on the root's top margin plus `top`, and `b` (30 × 30) on the root's bottom margin.
    private func marginScene(top: Double) -> String {
        """
        <scene sceneID="s"><objects>
          <viewController id="vc"><view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="7" y="7" width="1" height="1"/>
                <constraints><constraint firstAttribute="width" constant="30" id="aw"/><constraint firstAttribute="height" constant="30" id="ah"/></constraints></view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="7" y="7" width="1" height="1"/>
                <constraints><constraint firstAttribute="width" constant="30" id="bw"/><constraint firstAttribute="height" constant="30" id="bh"/></constraints></view>
            </subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="\(top)" id="at"/>
              <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="al"/>
              <constraint firstAttribute="bottomMargin" secondItem="b" secondAttribute="bottom" id="bb"/>
              <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="bl"/>
            </constraints>
          </view></viewController>
        </objects></scene>
        """
    }

    @Test func anXcode8RootsTopAndBottomMarginsAreAtItsEdges() throws {
        // Build 12121 on retina4_7: the top margin is the root's top, 0, so a is at 0 + 0 and
        // 0 + 74 (peppermint's 74); b's bottom on the bottom margin, 667: y 667 − 30 = 637.
        let f = try frames(storyboard(marginScene(top: 0), tools: "12121", device: "retina4_7"))
        #expect(f["a"] == rect(15, 0, 30, 30))
        #expect(f["b"] == rect(15, 637, 30, 30))
        #expect(try frames(storyboard(marginScene(top: 74), tools: "12121", device: "retina4_7"))["a"] == rect(15, 74, 30, 30))
    }

    @Test func fromXcode9AndOnAGivenDeviceTheMarginsAreInsetFromTheSafeArea() throws {
        // Build 13771 (Xcode 9) on retina4_7: the top margin is the safe area's top, below the
        // 20-point status bar: a at 20 + 0 = 20; no bottom inset on a home-button phone: b at 637.
        let f = try frames(storyboard(marginScene(top: 0), tools: "13771", device: "retina4_7"))
        #expect(f["a"] == rect(15, 20, 30, 30))
        #expect(f["b"] == rect(15, 637, 30, 30))
        // The Xcode 8 document laid out on a given iPhone SE keeps UIKit's safe area: a at 20.
        #expect(try frames(storyboard(marginScene(top: 0), tools: "12121", device: "retina4_7"), device: "iphone-se-3")["a"]
                == rect(15, 20, 30, 30))
    }

    /// A controller `src` (with `sourceExtras`, e.g. a simulated navigation bar) showing `dst`,
    /// whose 375 × 667 root holds `a` (100 × 30) 28 below its top layout guide.
    private func shownScenes(sourceExtras: String, kind: String = "show") -> String {
        """
        <scene sceneID="s-src"><objects>
          <viewController id="src">
            <view key="view" id="src-root"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
            \(sourceExtras)
            <connections><segue destination="dst" kind="\(kind)" id="go"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="s-dst"><objects>
          <viewController id="dst">
            <layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>
            <view key="view" id="dst-root"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="7" y="7" width="1" height="1"/>
                <constraints><constraint firstAttribute="width" constant="100" id="aw"/><constraint firstAttribute="height" constant="30" id="ah"/></constraints></view></subviews>
              <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="28" id="at"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="dst-root" secondAttribute="leading" constant="16" id="al"/>
              </constraints>
            </view>
          </viewController>
        </objects></scene>
        """
    }

    @Test func aControllerShownByOneSimulatingANavigationBarIsDrawnUnderIt() throws {
        // Build 11762 on retina4_7: the source simulates a translucent navigation bar and is in no
        // navigation stack; the shown controller's top guide is below the status bar and the bar,
        // 20 + 44 = 64, so a is at 64 + 28 = 92 (Overplay's SetupDevice scenes).
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try frames(storyboard(shownScenes(sourceExtras: bar), tools: "11762", device: "retina4_7"))["a"]
                == rect(16, 92, 100, 30))
        // A push segue (the pre-Xcode 6 kind) likewise: 92.
        #expect(try frames(storyboard(shownScenes(sourceExtras: bar, kind: "push"), tools: "11762", device: "retina4_7"))["a"]
                == rect(16, 92, 100, 30))
    }

    @Test func aControllerShownByOneWithoutABarHasOnlyTheStatusBar() throws {
        // No bar on the source: the top guide is the status bar's bottom, 20; a at 20 + 28 = 48.
        #expect(try frames(storyboard(shownScenes(sourceExtras: ""), tools: "11762", device: "retina4_7"))["a"]
                == rect(16, 48, 100, 30))
    }

    @Test func anXcode8iPadBarIs44Tall() throws {
        // Build 12118 on ipad9_7 (768 × 1024 portrait): iOS 10's 44-point bar, at y 0 where
        // Xcode 8 stored it: 0, 0, 768 × 44.
        #expect(try frames(storyboard(navigationScenes, tools: "12118", device: "ipad9_7"))["bar"] == rect(0, 0, 768, 44))
        // Build 15705 (Xcode 10.2): iOS 12's 50-point iPad bar, at y 0 as builds 14868–21700 draw
        // home-button devices without a status bar (Senior-Design-App's 15705 iPad bars, stored at
        // 0, 50 tall): 0, 0, 768 × 50.
        #expect(try frames(storyboard(navigationScenes, tools: "15705", device: "ipad9_7"))["bar"] == rect(0, 0, 768, 50))
        // A device-free iPad-only document of build 6250 (`iOS.CocoaTouch.iPad`, tvheadend's): the
        // 320-point canvas, 44 tall: 0, 0, 320 × 44.
        let pad = storyboard(navigationScenes, tools: "6250", device: nil)
            .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
        #expect(try frames(pad)["bar"] == rect(0, 0, 320, 44))
    }
}
