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
