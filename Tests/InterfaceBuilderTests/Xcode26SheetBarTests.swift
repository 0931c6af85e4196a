import Testing
import DeviceCatalog
@testable import InterfaceBuilder

/// Xcode 26's phone sheets (issue 28, item 4): a navigation controller presented as a sheet has its
/// bar 16 below the sheet's top, at iOS 26's 54-point height. The stored bar is wrong on purpose
/// (1 × 1 at 7, 7) so the frame comes from the rule.
@Suite struct Xcode26SheetBarTests {
    /// A controller presenting a navigation controller through a segue with `segue` attributes.
    private func presented(_ segue: String, tools: String, device: String) throws -> IBRect? {
        let text = Snippet.scenes("""
            <scene sceneID="s-first"><objects>
              <viewController id="first"><view key="view" id="root-first"><rect key="frame" x="0" y="0" width="393" height="852"/></view>
                <connections><segue destination="nav" \(segue) id="p"/></connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s-nav"><objects>
              <navigationController id="nav">
                <navigationBar key="navigationBar" id="bar"><rect key="frame" x="7" y="7" width="1" height="1"/></navigationBar>
              </navigationController>
            </objects></scene>
            """, tools: tools, device: device)
        let result = try Snippet.read(text, file: "sheet.storyboard").layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        return result.views.first { $0.id == "bar" }?.frame
    }

    @Test func anXcode26SheetsBarIs16BelowItsTopAnd54Tall() throws {
        // retina6_12 (393 wide), build 24765, a `modal` segue (GoMap's): 0, 16, 393 × 54.
        #expect(try presented(#"kind="modal""#, tools: "24765", device: "retina6_12") == rect(0, 16, 393, 54))
        // retina4_7 (375 wide), build 24128, a default-style `presentation` (Delta's): 0, 16, 375 × 54.
        #expect(try presented(#"kind="presentation""#, tools: "24128", device: "retina4_7") == rect(0, 16, 375, 54))
        // Full screen is no sheet: below Xcode 26's doubled status bar of retina6_12, 2 × 59 = 118
        // (xib-format §11), 54 tall.
        #expect(try presented(#"kind="presentation" modalPresentationStyle="fullScreen""#, tools: "24765", device: "retina6_12")
                == rect(0, 118, 393, 54))
        // Xcode 15 (build 22505) draws its sheet's bar at the top, 56 tall, as before.
        #expect(try presented(#"kind="modal""#, tools: "22505", device: "retina6_12") == rect(0, 0, 393, 56))
    }
}
