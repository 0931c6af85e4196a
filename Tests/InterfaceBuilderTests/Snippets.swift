import Foundation
@testable import InterfaceBuilder

/// Small hand-written IB documents for the tests.
enum Snippet {
    /// A xib with `objects` as its top-level objects, on `device` saved by `tools`.
    static func xib(_ objects: String, device: String = "retina6_1", tools: String = "21507", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
        \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// A storyboard on `device` (portrait) saved by `tools` whose content after `<device>` is
    /// `content` (its `<scenes>`).
    static func storyboard(_ content: String, tools: String, device: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="\(device)" orientation="portrait" appearance="light"/>
        \(content)
        </document>
        """
    }

    /// A storyboard on `device` saved by `tools` with one controller whose screen-sized root
    /// (`width` × `height`) holds `a`, 30 × 30, 28 from the root's leading edge and `edge`:
    /// `.top` puts it 8 below the safe area's top, `.bottom` on the safe area's bottom.
    /// `controllerExtras` go inside the controller after its view (simulated metrics).
    static func safeAreaBoxScene(device: String, tools: String, width: Double, height: Double,
                                 edge: SafeAreaEdge, controllerExtras: String = "") -> String {
        let pin = switch edge {
        case .top: #"<constraint firstItem="a" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="t"/>"#
        case .bottom: #"<constraint firstItem="sa" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="b"/>"#
        }
        return storyboard("""
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc">
                  <view key="view" id="root"><rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
                    <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                      <constraints><constraint firstAttribute="width" constant="30" id="w"/><constraint firstAttribute="height" constant="30" id="h"/></constraints></view></subviews>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                    <constraints>
                      \(pin)
                      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="28" id="l"/>
                    </constraints>
                  </view>\(controllerExtras)
                </viewController>
              </objects></scene></scenes>
            """, tools: tools, device: device)
    }

    enum SafeAreaEdge { case top, bottom }

    /// A xib on `device` saved by `tools` whose top-level view (`width` × `height`, File's Owner's
    /// `view` when `ownersView`) holds `a` across its full width from the safe area's top to its bottom.
    static func safeAreaSpanningXib(device: String, tools: String, width: Double, height: Double,
                                    ownersView: Bool) -> String {
        let owner = ownersView
            ? #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="view" destination="root" id="o"/></connections></placeholder>"#
            : #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
              <device id="\(device)" orientation="portrait" appearance="light"/>
              <objects>
                \(owner)
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
                  <viewLayoutGuide key="safeArea" id="sa"/>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a1"/>
                    <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="a2"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="sa" secondAttribute="top" id="a3"/>
                    <constraint firstItem="sa" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="a4"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """
    }

    static func read(_ text: String, file: String = "snippet.xib") throws -> IBDocument {
        try IBDocumentReader.read(data: Data(text.utf8), file: file)
    }
}

/// Storyboard scenes the container-bar and insets tests share.
extension Snippet {
    /// A storyboard on `device` (retina6_1 unless given) saved by toolsVersion `tools` (21225
    /// unless given: 414 × 896, safe area top 48 and bottom 34, xib-format §11) with `scenes`.
    static func scenes(_ scenes: String, tools: String = "21225", device: String = "retina6_1") -> String {
        storyboard("""
          <scenes>
        \(scenes)
          </scenes>
        """, tools: tools, device: device)
    }

    /// A controller scene whose root (stored `width` × `height`) holds `a-ID`, 100 wide, pinned to
    /// the safe area's top, leading and bottom edges; `extra` goes inside the controller element,
    /// `attributes` on it.
    static func controllerScene(_ id: String, height: Double, width: Double = 414, extra: String = "",
                                attributes: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
          <viewController id="\(id)" \(attributes)><view key="view" id="root-\(id)">
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

    /// A navigation controller scene (its bar stored at `barY`, `barWidth` × `barHeight`: 48, 414 ×
    /// 44 unless given; translucent unless `opaque`, with large titles if `largeTitles`) whose
    /// stack's root is the controller `root`.
    static func navigationScene(root: String, opaque: Bool = false, largeTitles: Bool = false,
                                barY: Double = 48, barWidth: Double = 414, barHeight: Double = 44) -> String {
        """
        <scene sceneID="s-nav"><objects>
          <navigationController id="nav"><navigationBar key="navigationBar" \(opaque ? "translucent=\"NO\" " : "")\(largeTitles ? "largeTitles=\"YES\" " : "")id="bar"><rect key="frame" x="0" y="\(barY)" width="\(barWidth)" height="\(barHeight)"/></navigationBar>
            <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r1"/></connections>
          </navigationController>
        </objects></scene>
        """
    }
}
