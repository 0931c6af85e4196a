import Testing
import Foundation
import DeviceCatalog
@testable import InterfaceBuilder

/// Document forms the wider corpus (scripts/ib-corpus.tsv) showed the reader refusing.
@Suite struct CorpusReaderTests {
    @Test func aZeroPointSizeIsCoreTextsDefaultTwelve() throws {
        // blink's Settings.storyboard has a label with pointSize="0.0"; Core Text reads a size of 0
        // as its default, 12 points (CTFontCreateWithName).
        let doc = try Snippet.read(Snippet.xib("""
            <label text="Open Gallery" id="l"><rect key="frame" x="0" y="0" width="100" height="44"/>
              <fontDescription key="fontDescription" type="system" pointSize="0.0"/></label>
            """))
        #expect(doc.scenes.first?.root.text?.font?.pointSize == 12)
    }

    @Test func anIPadOnlyDocumentIsReadAndDrawnOnAnIPad() throws {
        // seafile-iOS's cells are `iOS.CocoaTouch.iPad` documents. Without a <device> such a
        // document is laid out on the 768 × 1024 iPad of its era (ipad-9-7), its root's stored
        // size standing for the screen. a: leading 10, top 10, 100 × 10 → (10, 10, 100, 10).
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="3.0" toolsVersion="9059" targetRuntime="iOS.CocoaTouch.iPad" useAutolayout="YES">
              <objects>
                <view id="root"><rect key="frame" x="0" y="0" width="320" height="68"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="100" id="aw"/><constraint firstAttribute="height" constant="10" id="ah"/></constraints></view></subviews>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """
        let doc = try Snippet.read(text)
        #expect(doc.padOnly)
        let result = try doc.layout(options: IBLayoutOptions(device: nil, orientation: nil, intrinsicSizes: .fromDocument))
        #expect(result.device.id == "ipad-9-7")
        #expect(result.views.first { $0.id == "a" }?.frame == rect(10, 10, 100, 10))
    }

    @Test func ipad10_9roundedIsTheTenthGenerationIPad() throws {
        // Xcode's ipad10_9rounded (zotero, AdguardForiOS) is the 820 × 1180 iPad without a home
        // button: status bar 24, home indicator 20. A controller's a, pinned to the safe area's top
        // and bottom: y = 24, height = 1180 − 20 − 24 = 1136.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
              <device id="ipad10_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc"><view key="view" id="root"><rect key="frame" x="0" y="0" width="820" height="1180"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="100" id="aw"/></constraints></view></subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="1"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="2"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="3"/>
                  </constraints>
                </view></viewController>
              </objects></scene></scenes>
            </document>
            """
        let doc = try Snippet.read(text)
        #expect(try doc.documentDevice().id == "ipad-10")
        #expect(try layout(text)["a"] == rect(0, 24, 100, 1136))
    }
}

@Suite struct XibSimulatedBarTests {
    @Test func aXibControllerViewSimulatingANavigationBarHasItAsUnsafeArea() throws {
        // Pocket Casts' PlaylistViewController.xib: File's Owner's view simulates a navigation bar.
        // retina4_7 saved by 21507 has no status-bar inset (xib-format §11), so the safe area starts
        // below the 44-point bar: a, pinned to its top and leading, is at 0, 44, 100 × 10.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
              <device id="retina4_7" orientation="portrait" appearance="light"/>
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PlaylistViewController">
                  <connections><outlet property="view" destination="root" id="o"/></connections>
                </placeholder>
                <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="100" id="aw"/><constraint firstAttribute="height" constant="10" id="ah"/></constraints></view></subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="1"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="2"/>
                  </constraints>
                  <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </view>
              </objects>
            </document>
            """
        #expect(try layout(text)["a"] == rect(0, 44, 100, 10))
    }
}
