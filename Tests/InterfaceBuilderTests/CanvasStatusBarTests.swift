import Testing
import AutoLayout
import DeviceCatalog
@testable import InterfaceBuilder

@Suite struct CanvasStatusBarTests {
    @Test func thePlusPhoneHasNoStatusBarFromXcode10_2To14_2() throws {
        // retina5_5 (414 × 736) follows the 4.7-inch rule (xib-format §11): the 20-point status
        // bar up to build 14490, none for 14868–21507, 20 again from 21701. a.y = top + 8:
        // 14490 → 28; 19455 → 8 (COVIDSafe's Main.storyboard stores its scroll views at y 0);
        // 21701 → 28.
        func a(_ tools: String) throws -> IBRect? {
            try layout(Snippet.safeAreaBoxScene(device: "retina5_5", tools: tools, width: 414, height: 736, edge: .top))["a"]
        }
        #expect(try a("14490") == rect(28, 28, 30, 30))
        #expect(try a("19455") == rect(28, 8, 30, 30))
        #expect(try a("21507") == rect(28, 8, 30, 30))
        #expect(try a("21701") == rect(28, 28, 30, 30))
    }

    @Test func iPadsHaveNoStatusBarFromXcode10_2To12_5() throws {
        // ipad9_7 (768 × 1024, status bar 20): 14490 → a.y = 20 + 8 = 28; 16096 and 18122 → 8;
        // 19455 (Xcode 13) → 28 again.
        func a(_ tools: String) throws -> IBRect? {
            try layout(Snippet.safeAreaBoxScene(device: "ipad9_7", tools: tools, width: 768, height: 1024, edge: .top))["a"]
        }
        #expect(try a("14490") == rect(28, 28, 30, 30))
        #expect(try a("16096") == rect(28, 8, 30, 30))
        #expect(try a("18122") == rect(28, 8, 30, 30))
        #expect(try a("19455") == rect(28, 28, 30, 30))
    }

    @Test func aRoundedIPadKeepsItsHomeIndicatorInset() throws {
        // ipad12_9rounded (1024 × 1366, top 24, bottom 20) at build 16096: top 0, bottom 20, so
        // a = (0, 0, 1024, 1366 − 20) = (0, 0, 1024, 1346), as Alfresco's AccountPicker stores
        // la7-vx-QG3. At 14460 the status bar is there: (0, 24, 1024, 1366 − 24 − 20 = 1322).
        #expect(try layout(Snippet.safeAreaSpanningXib(device: "ipad12_9rounded", tools: "16096", width: 1024, height: 1366, ownersView: true))["a"] == rect(0, 0, 1024, 1346))
        #expect(try layout(Snippet.safeAreaSpanningXib(device: "ipad12_9rounded", tools: "14460", width: 1024, height: 1366, ownersView: true))["a"] == rect(0, 24, 1024, 1322))
    }

    @Test func theDeviceTableFollowsTheBuild() throws {
        func top(_ id: String, _ tools: String) throws -> Double {
            try DeviceCatalog.interfaceBuilderDevice(id: id, toolsVersion: tools).safeArea(.portrait).top
        }
        #expect(try top("retina5_5", "14490") == 20)
        #expect(try top("retina5_5", "14868") == 0)
        #expect(try top("retina5_5", "21701") == 20)
        #expect(try top("ipad12_9rounded", "14868") == 0)
        #expect(try top("ipad12_9rounded", "19455") == 24)
        // The bottom inset and an iPad's landscape top follow (iPads keep their insets both ways).
        let pad = try DeviceCatalog.interfaceBuilderDevice(id: "ipad12_9rounded", toolsVersion: "17701")
        #expect(pad.safeArea(.portrait) == EdgeInsets(top: 0, bottom: 20))
        #expect(pad.safeArea(.landscape).top == 0)
    }
}
