import Testing
import AutoLayout
@testable import InterfaceBuilder

/// Views of other frameworks — WebKit's, MapKit's, SceneKit's — keep UIView's intrinsic size,
/// none: Xcode asks for their width and height as for a plain view. Read with their stored size
/// as intrinsic size, a 300-pt web view hugged its stored height against a weaker constraint.
/// Seen in WSDOT/wsdot-ios-app's MyRoute.storyboard (a map view), among 51 files from 34
/// repositories of the corpus folders holding such views, none of which moved the other way.
@Suite struct SizelessViewTests {
    /// On retina4_7 (375 × 667, no insets) a web view stored 375 × 300, pinned top, leading and
    /// trailing, its bottom to the root's at priority 200. With no intrinsic size nothing opposes
    /// the bottom constraint: 0, 0, 375 × 667. (Had the stored 300 been intrinsic, hugging at 250
    /// would beat the 200 and keep it 300 tall.)
    @Test(arguments: ["wkWebView", "mapView", "webView", "sceneKitView"])
    func aFrameworkViewHasNoIntrinsicSize(element: String) throws {
        for sizes in [IBIntrinsicSizes.fromDocument, .measured] {
            let f = try layout(plainXib("""
                <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                  <subviews><\(element) translatesAutoresizingMaskIntoConstraints="NO" id="w">
                    <rect key="frame" x="0" y="0" width="375" height="300"/>
                  </\(element)></subviews>
                  <constraints>
                    <constraint firstItem="w" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="w" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="w" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="w" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" priority="200" id="c4"/>
                  </constraints>
                </view>
                """), sizes: sizes)
            #expect(f["w"] == rect(0, 0, 375, 667), "\(element) \(sizes)")
        }
    }
}

/// What an Interface Builder file stores about its controls' state reaches the layout result,
/// for drawing: a switch's `on`, a slider's value in its range, a progress view's progress, a
/// segmented control's segment titles and selection, a page control's pages.
@Suite struct StoredControlStateTests {
    @Test func controlsKeepTheirStoredState() throws {
        let doc = try Snippet.read(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <subviews>
                <switch opaque="NO" contentHorizontalAlignment="center" on="YES" id="sw"><rect key="frame" x="10" y="10" width="51" height="31"/></switch>
                <slider opaque="NO" value="30" minValue="10" maxValue="90" id="sl"><rect key="frame" x="10" y="50" width="200" height="31"/></slider>
                <progressView opaque="NO" progress="0.25" id="pr"><rect key="frame" x="10" y="90" width="200" height="4"/></progressView>
                <segmentedControl opaque="NO" segmentControlStyle="plain" selectedSegmentIndex="1" id="sg">
                  <rect key="frame" x="10" y="100" width="200" height="32"/>
                  <segments><segment title="Day"/><segment title="Week"/><segment title="Month"/></segments>
                </segmentedControl>
                <pageControl opaque="NO" numberOfPages="4" currentPage="2" id="pc"><rect key="frame" x="10" y="140" width="100" height="26"/></pageControl>
              </subviews>
            </view>
            """))
        let tree = try doc.viewTree(doc.scenes[0], options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        let result = try LayoutEngine(root: tree.layoutRoot, environment: tree.environment, measurer: ApproximateTextMeasurer()).layout()
        func control(_ id: String) -> ControlAppearance? { result.views.first { $0.identifier.hasSuffix(id) }?.control }
        #expect(control("sw") == .toggle(isOn: true, onTint: nil, thumbTint: nil))
        // (30 − 10) / (90 − 10) = 0.25.
        #expect(control("sl") == .slider(fraction: 0.25, minimumTrackTint: nil, maximumTrackTint: nil, thumbTint: nil))
        #expect(control("pr") == .progress(fraction: 0.25, progressTint: nil, trackTint: nil))
        #expect(control("sg") == .segmented(titles: ["Day", "Week", "Month"], selected: 1))
        #expect(control("pc") == .pageControl(pages: 4, current: 2, indicatorTint: nil, currentTint: nil))
    }
}
