import Testing
@testable import InterfaceBuilder

/// A storyboard on retina4_7 (375 × 667, no home indicator) saved by `tools`: one controller
/// simulating a translucent toolbar (Simulated Metrics: Bottom Bar "Toolbar"), in no navigation
/// controller, whose screen-sized root holds `a`, 30 × 30, 28 from the leading edge, its bottom on
/// the safe area's bottom (appcenter's Sasquatch `Main.storyboard`).
private func toolbarScene(tools: String) -> String {
    Snippet.safeAreaBoxScene(device: "retina4_7", tools: tools, width: 375, height: 667, edge: .bottom,
                             controllerExtras: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
}

@Suite struct SimulatedToolbarTests {
    @Test func xcode10_2DrawsA49PointToolbarOnAHomeButtonPhone() throws {
        // From build 14865 the canvas's toolbar is 49 tall: the safe area ends at 667 − 49 = 618,
        // a.y = 618 − 30 = 588 (Sasquatch's usS-eK-aCf at 15702–21701, googleads at 16097).
        #expect(try layout(toolbarScene(tools: "15702"))["a"] == rect(28, 588, 30, 30))
        #expect(try layout(toolbarScene(tools: "21701"))["a"] == rect(28, 588, 30, 30))
    }

    @Test func olderXcodesAndUIKitHaveA44PointToolbar() throws {
        // Up to build 14490 the toolbar is UIKit's 44: a.y = 667 − 44 − 30 = 593 (Sasquatch at
        // 14460, Rocket.Chat, IBAnimatable). A device given on the command line (the same
        // 375 × 667 iPhone SE) has UIKit's 44 whatever the build: 593.
        #expect(try layout(toolbarScene(tools: "14460"))["a"] == rect(28, 593, 30, 30))
        #expect(try layout(toolbarScene(tools: "15702"), device: "iphone-se-3")["a"] == rect(28, 593, 30, 30))
    }
}
