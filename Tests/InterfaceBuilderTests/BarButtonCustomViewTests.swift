import Testing
import DeviceCatalog
@testable import InterfaceBuilder

/// A navigation item's single left or right bar button item's custom view (issue 28, item 1),
/// placed in its bar as UINavigationBar places it. Stored origins in the snippets are wrong on
/// purpose (7, 7) so the frames come from the rule.
@Suite struct BarButtonCustomViewTests {
    /// A controller scene (root `width` × 896 on retina6_1 unless `device` says otherwise) whose
    /// navigation item holds `item`.
    private func scene(_ item: String, width: Double = 414, tools: String = "21225", device: String = "retina6_1") -> String {
        Snippet.scenes("""
            <scene sceneID="s1"><objects>
              <viewController id="vc"><view key="view" id="root"><rect key="frame" x="0" y="0" width="\(width)" height="896"/></view>
                <navigationItem key="navigationItem" id="item">\(item)</navigationItem>
              </viewController>
            </objects></scene>
            """, tools: tools, device: device)
    }

    private func frames(_ text: String, device: String? = nil) throws -> IBLayoutResult {
        try Snippet.read(text, file: "items.storyboard").layout(options: IBLayoutOptions(
            device: try device.map { try DeviceCatalog.device($0) }, intrinsicSizes: .fromDocument))
    }

    private let rightButton = """
        <barButtonItem key="rightBarButtonItem" id="bbi">
          <view key="customView" id="custom"><rect key="frame" x="7" y="7" width="92" height="34"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="dot"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
            <constraints>
              <constraint firstItem="dot" firstAttribute="trailing" secondItem="custom" secondAttribute="trailing" constant="-4" id="c1"/>
              <constraint firstItem="dot" firstAttribute="centerY" secondItem="custom" secondAttribute="centerY" id="c2"/>
              <constraint firstItem="dot" firstAttribute="width" constant="10" id="c3"/>
              <constraint firstItem="dot" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
          </view>
        </barButtonItem>
        """

    @Test func aRightItemsCustomViewSitsOnTheBarsTrailingMarginCentredInItsHeight() throws {
        // retina6_1, build 21225: a 414 × 44 bar, side margin 20 (414 ≥ 394). The 92 × 34 view:
        // x = 414 − 20 − 92 = 302, y = (44 − 34) / 2 = 5. Its 10 × 10 subview, 4 in from its
        // trailing edge and centred: x = 92 − 4 − 10 = 78, y = (34 − 10) / 2 = 12.
        let r = try frames(scene(rightButton))
        let views = Dictionary(r.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(views["custom"]?.frame == rect(302, 5, 92, 34))
        #expect(views["dot"]?.frame == rect(78, 12, 10, 10))
        #expect(!r.absent.contains { $0.id == "custom" || $0.id == "dot" })
        // On the 375-point iPhone SE the margin is 16: x = 375 − 16 − 92 = 267, y still 5.
        let se = Dictionary(try frames(scene(rightButton), device: "iphone-se-3").views.map { ($0.id, $0) },
                            uniquingKeysWith: { a, _ in a })
        #expect(se["custom"]?.frame == rect(267, 5, 92, 34))
        // A 34.5-tall view: (44 − 34.5) / 2 = 4.75, on retina6_1's 0.5-point pixels 5 (9.5 px rounds up).
        let taller = rightButton.replacingOccurrences(of: "height=\"34\"", with: "height=\"34.5\"")
        #expect(try frames(scene(taller)).views.first { $0.id == "custom" }?.frame == rect(302, 5, 92, 34.5))
    }

    @Test func aLeftItemsCustomViewSitsOnTheLeadingMarginAndAFreeformSceneWidensTheBar() throws {
        // A 113 × 33 segmented control as the left item on retina4_7 (375 wide, margin 16):
        // x = 16, y = (44 − 33) / 2 = 5.5.
        let left = """
            <barButtonItem key="leftBarButtonItem" id="l">
              <segmentedControl key="customView" segmentControlStyle="bar" selectedSegmentIndex="0" id="seg">
                <rect key="frame" x="7" y="7" width="113" height="33"/>
                <segments><segment title="A"/><segment title="B"/></segments>
              </segmentedControl>
            </barButtonItem>
            """
        let phone = try frames(scene(left, width: 375, device: "retina4_7"))
        #expect(phone.views.first { $0.id == "seg" }?.frame == rect(16, 5.5, 113, 33))
        // A freeform 600-point scene on retina6_1 has a 600-point bar (margin 20): the right item's
        // 92 × 34 view at x = 600 − 20 − 92 = 488, y = 5.
        let freeform = try frames(scene(rightButton, width: 600))
        #expect(freeform.views.first { $0.id == "custom" }?.frame == rect(488, 5, 92, 34))
    }

    @Test func otherBuildsKeepTheViewUnplacedWithItsReason() throws {
        // Xcode 26 (24506) and Xcode 8 (11762) canvases are not modelled: absent, with the reason.
        for tools in ["24506", "11762"] {
            let r = try frames(scene(rightButton, tools: tools))
            #expect(!r.views.contains { $0.id == "custom" })
            #expect(r.absent.first { $0.id == "custom" }?.reason.contains("navigation item") == true)
        }
    }
}
