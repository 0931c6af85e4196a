import Testing
@testable import InterfaceBuilder

/// A xib top-level view 376 × 122 on retina6_1 saved by `tools`, shorter and narrower than the
/// 414 × 896 screen: `a` fills its width and runs from the safe area's top to its bottom
/// (ProtonVPN's FeatureView.xib: a label between those two guides). With File's Owner's `view`
/// outlet on it when `controller` is set.
private func shortView(tools: String, controller: Bool = false) -> String {
    Snippet.safeAreaSpanningXib(device: "retina6_1", tools: tools, width: 376, height: 122, ownersView: controller)
}

@Suite struct FreeformBottomInsetTests {
    @Test func xcode14_3GivesAFreeformXibViewTheDevicesBottomInset() throws {
        // Build 21701 (Xcode 14.3): the 122-point view is drawn with retina6_1's insets as they
        // are, top 48 and bottom 34, though it ends 774 points above the home indicator. So
        // a = (0, 48, 376, 122 − 48 − 34) = (0, 48, 376, 40), as FeatureView.xib stores its label
        // (56, 48, 296, 40) at that build.
        #expect(try layout(shortView(tools: "21701"))["a"] == rect(0, 48, 376, 40))
        // The placeholder constant of Xcode 15 and 16 (`32700.99.1234`) is no Xcode 26: the same
        // (simplenote's BannerView.xib, 390 × 72, stores its content 34 above the safe bottom).
        #expect(try layout(shortView(tools: "32700.99.1234"))["a"] == rect(0, 48, 376, 40))
    }

    @Test func xcode14_2AndEarlierGaveOnlyTheOverlapWithTheHomeIndicator() throws {
        // Build 21507 (Xcode 14.2): the view at the screen's top left does not reach the home
        // indicator (122 < 896 − 34), so its bottom inset is 0: a = (0, 48, 376, 122 − 48) =
        // (0, 48, 376, 74), as FeatureView.xib stores the label at build 20037 and zotero's
        // PDFSettingsSegmentedCellContentView.xib at 21507.
        #expect(try layout(shortView(tools: "21507"))["a"] == rect(0, 48, 376, 74))
    }

    @Test func aXibControllersFreeformViewTakesItToo() throws {
        // File's Owner's `view`, 376 × 122 at build 22505 (pocket-casts' SleepTimerViewController,
        // OsmAnd-iOS's OAPlanningPopupBaseViewController): as the free view, a = (0, 48, 376, 40).
        #expect(try layout(shortView(tools: "22505", controller: true))["a"] == rect(0, 48, 376, 40))
    }

    @Test func aDeviceGivenOnTheCommandLineKeepsTheOverlap() throws {
        // A canvas fact of the document's own device: laid out on the iPhone 11 (the same 414 × 896,
        // top 48, bottom 34) the view at the screen's top left stays clear of the home indicator,
        // so a = (0, 48, 376, 74) whatever the build.
        #expect(try layout(shortView(tools: "21701"), device: "iphone-11")["a"] == rect(0, 48, 376, 74))
    }
}

/// A storyboard on retina6_1 saved by `tools` whose one controller has a freeform size of 414 ×
/// `freeformHeight` and a root stored 414 × 400 holding `a-vc` between its safe area's top and
/// bottom (xdripswift's notification-content root: a container between its margins).
private func freeformScene(tools: String, freeformHeight: Double = 400) -> String {
    Snippet.scenes(Snippet.controllerScene("vc", height: 400, extra: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="414" height="\(freeformHeight)"/>
        """), tools: tools)
}

@Suite struct FreeformStoryboardRootBottomInsetTests {
    @Test func xcode14_3GivesAFreeformControllerRootTheBottomInsetToo() throws {
        // Build 21701: the 400-point root fills its freeform size, is the phone's width and
        // shorter than its screen; drawn as the xib's free views are, with the status bar's 48 at
        // its top and the home indicator's 34 at its bottom: a = (0, 48, 100, 400 − 48 − 34) =
        // (0, 48, 100, 318), as xdripswift stores its container 34 above the root's bottom.
        #expect(try layout(freeformScene(tools: "21701"))["a-vc"] == rect(0, 48, 100, 318))
    }

    @Test func beforeXcode14_3OrOffItsFreeformSizeTheRootKeepsTheOverlap() throws {
        // Build 21507, or a root stored shorter than its freeform size (drawn some other way): the
        // root at the screen's top left ends clear of the home indicator, a = (0, 48, 100, 352).
        #expect(try layout(freeformScene(tools: "21507"))["a-vc"] == rect(0, 48, 100, 352))
        #expect(try layout(freeformScene(tools: "21701", freeformHeight: 500))["a-vc"] == rect(0, 48, 100, 352))
    }
}
