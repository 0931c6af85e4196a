import Testing
@testable import InterfaceBuilder

/// A storyboard on retina4_7 (375 × 667, a 20-point status bar) saved by toolsVersion 14313,
/// holding one 320 × `height` freeform controller whose view `a` is 8 below the top layout guide
/// (or the safe area's top with `safeAreas`), 28 from the left, 30 × 30. `metrics` goes inside
/// the controller element. The height is 528 (an action extension's shape) by default: a freeform
/// root shorter than 480 has no status bar on this canvas whatever its metrics
/// (`ShortRootStatusBarTests`), so a Today widget's 300 would not tell the metrics apart.
private func widget(metrics: String, safeAreas: Bool = false, height: Double = 528) -> String {
    let guides = safeAreas ? "" : """
        <layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>
        """
    let safe = safeAreas ? "<viewLayoutGuide key=\"safeArea\" id=\"top\"/>" : ""
    let topAttribute = safeAreas ? "top" : "bottom"
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")>
          <device id="retina4_7" orientation="portrait"/>
          <scenes><scene sceneID="s"><objects>
            <viewController id="vc">\(guides)
              <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="\(height)"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <constraints><constraint firstAttribute="width" constant="30" id="w"/><constraint firstAttribute="height" constant="30" id="h"/></constraints></view></subviews>
                \(safe)
                <constraints>
                  <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="\(topAttribute)" constant="8" id="t"/>
                  <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="28" id="l"/>
                </constraints>
              </view>
              \(metrics)
              <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              <size key="freeformSize" width="320" height="\(height)"/>
            </viewController>
          </objects></scene></scenes>
        </document>
        """
}

@Suite struct SimulatedStatusBarTests {
    @Test func statusBarNonePutsTheTopLayoutGuideAtZero() throws {
        // "Status Bar: None": no status bar above the root, so the top guide is at 0 and a is at
        // y 0 + 8 = 8 (FSCalendar's Today extension stores its buttons so).
        let none = try layout(widget(metrics: #"<nil key="simulatedStatusBarMetrics"/>"#))
        #expect(none["a"] == rect(28, 8, 30, 30))
        // Inferred metrics: the 20-point status bar, a at 20 + 8 = 28.
        let inferred = try layout(widget(metrics: ""))
        #expect(inferred["a"] == rect(28, 28, 30, 30))
    }

    @Test func safeAreaDocumentsKeepTheStatusBarInset() throws {
        // With safe areas the device's inset stays whatever the simulated status bar: 20 + 8 = 28.
        let f = try layout(widget(metrics: #"<nil key="simulatedStatusBarMetrics"/>"#, safeAreas: true))
        #expect(f["a"] == rect(28, 28, 30, 30))
    }
}
