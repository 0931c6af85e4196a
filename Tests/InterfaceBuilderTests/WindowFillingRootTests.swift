import DeviceCatalog
import Testing
@testable import InterfaceBuilder

/// A storyboard on retina6_1 with two freeform controllers: `vc`, 600 × 600 (Xcode 6's "any"
/// canvas saved forward, as PhoneNumberKit's CustomCountryPickerCells sample stores its main
/// scene), and `child`, 300 × 200, which `host`'s container view embeds.
private let freeformStoryboard = Snippet.scenes(
    Snippet.controllerScene("vc", height: 600, width: 600, extra: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="600" height="600"/>
        """)
    + """
    <scene sceneID="s-host"><objects>
      <viewController id="host"><view key="view" id="root-host">
        <rect key="frame" x="0" y="0" width="414" height="896"/>
        <subviews><containerView translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="57" y="348" width="300" height="200"/>
          <connections><segue destination="child" kind="embed" id="embed-1"/></connections>
        </containerView></subviews>
      </view></viewController>
    </objects></scene>
    """
    + Snippet.controllerScene("child", height: 200, width: 300, extra: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="300" height="200"/>
        """))

/// Lays the storyboard out on the iPhone SE (3rd generation), 375 × 667 with a 20-point status
/// bar and no bottom inset, as a scenario does or as `frames` does.
private func framesOnSE(fillingTheWindow: Bool) throws -> [String: IBRect] {
    let doc = try Snippet.read(freeformStoryboard)
    var options = IBLayoutOptions(device: try DeviceCatalog.device("iphone-se-3"), intrinsicSizes: .fromDocument)
    options.controllerRootsFillTheWindow = fillingTheWindow
    var frames: [String: IBRect] = [:]
    for view in try doc.layout(options: options, measurer: ApproximateTextMeasurer()).views { frames[view.id] = view.frame }
    return frames
}

@Suite struct WindowFillingRootTests {
    @Test func aScenarioLaysAFreeformControllerOutInTheWindow() throws {
        // UIKit sizes a window's root controller's view to the window, whatever size the canvas
        // drew it at: root-vc = (0, 0, 375, 667); `a-vc`, pinned to the safe area's top, leading
        // and bottom, runs from the status bar's 20 to the screen's bottom: (0, 20, 100, 667 − 20).
        let f = try framesOnSE(fillingTheWindow: true)
        #expect(f["root-vc"] == rect(0, 0, 375, 667))
        #expect(f["a-vc"] == rect(0, 20, 100, 647))
    }

    @Test func anEmbeddedControllerKeepsItsContainersSize() throws {
        // `child` is a container view's: its size is the container's, not the window's, so the
        // root keeps its 300 × 200; at the screen's top left it overlaps the 20-point status bar,
        // so a-child = (0, 20, 100, 200 − 20).
        let f = try framesOnSE(fillingTheWindow: true)
        #expect(f["root-child"] == rect(0, 0, 300, 200))
        #expect(f["a-child"] == rect(0, 20, 100, 180))
    }

    @Test func framesKeepsTheCanvasSize() throws {
        // Without the option (`layoutcheck frames`, the canvas): the freeform root stays 600 × 600
        // and a-vc = (0, 20, 100, 600 − 20).
        let f = try framesOnSE(fillingTheWindow: false)
        #expect(f["root-vc"] == rect(0, 0, 600, 600))
        #expect(f["a-vc"] == rect(0, 20, 100, 580))
    }
}
