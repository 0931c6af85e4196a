import Testing
import DeviceCatalog
@testable import InterfaceBuilder

@Suite struct ContainerBarTests {
    @Test func navigationStackGetsTheBarAsUnsafeArea() throws {
        // A translucent navigation bar (the default) over its root controller and over the
        // controller the root shows: both roots fill the 896-point screen and extend under the
        // bar, so their safe area starts at 48 (status bar) + 44 (bar) = 92 and ends at 896 − 34 = 862:
        // a is 0, 92, 100 × (862 − 92 = 770) in both.
        let text = Snippet.scenes("""
            \(Snippet.navigationScene(root: "root"))
            \(Snippet.controllerScene("root", height: 896, extra: """
              <connections><segue destination="pushed" kind="show" id="p1"/></connections>
              """))
            \(Snippet.controllerScene("pushed", height: 896))
            """)
        let f = try layout(text)
        #expect(f["a-root"] == rect(0, 92, 100, 770))
        #expect(f["a-pushed"] == rect(0, 92, 100, 770))
    }

    @Test func opaqueBarsShortenTheRootAndLeaveNoUnsafeArea() throws {
        // Inside a tab bar controller, a navigation controller with an opaque bar and an opaque tab
        // bar: UIKit places the root below the navigation bar (48 + 44 = 92) and above the tab bar
        // (34 + 49 = 83), so it is 896 − 92 − 83 = 721 tall, as Xcode stores it, with no unsafe
        // area of its own: a is 0, 0, 100 × 721.
        let text = Snippet.scenes("""
            <scene sceneID="s-tab"><objects>
              <tabBarController id="tab"><tabBar key="tabBar" translucent="NO" id="tb"><rect key="frame" x="0" y="813" width="414" height="83"/></tabBar>
                <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="v1"/></connections>
              </tabBarController>
            </objects></scene>
            \(Snippet.navigationScene(root: "root", opaque: true))
            \(Snippet.controllerScene("root", height: 721))
            """)
        let f = try layout(text)
        #expect(f["root-root"] == rect(0, 0, 414, 721))
        #expect(f["a-root"] == rect(0, 0, 100, 721))
    }

    @Test func edgesForExtendedLayoutKeepsTheRootOffATranslucentBar() throws {
        // edgesForExtendedLayout without .top: the root starts below a translucent bar too
        // (y = 92, 896 − 92 = 804 tall, stored so); it still reaches the screen's bottom, so its
        // safe area ends 34 above it: a is 0, 0, 100 × 770.
        let text = Snippet.scenes("""
            \(Snippet.navigationScene(root: "root"))
            \(Snippet.controllerScene("root", height: 804, extra: """
              <extendedEdge key="edgesForExtendedLayout" bottom="YES"/>
              """))
            """)
        let f = try layout(text)
        #expect(f["a-root"] == rect(0, 0, 100, 770))
    }

    @Test func aControllerOutsideAnyStackGetsNoBar() throws {
        // Shown from a controller in no navigation controller: no bar is inferred, the safe
        // area is the device's: a is 0, 48, 100 × (862 − 48 = 814).
        let text = Snippet.scenes("""
            \(Snippet.controllerScene("first", height: 896, extra: """
              <connections><segue destination="second" kind="show" id="p1"/></connections>
              """))
            \(Snippet.controllerScene("second", height: 896))
            """)
        let f = try layout(text)
        #expect(f["a-second"] == rect(0, 48, 100, 814))
    }

    @Test func aStoredRootTheBarsDoNotExplainKeepsTheDevicesInsets() throws {
        // In a stack with a translucent bar but stored 850 tall, which no modelled bar layout
        // gives (896 with the bar translucent): the bars are not assumed; the root keeps its
        // bottom-edge share of the screen (896 − 46 = 850) at y 0, under the status bar only:
        // a is 0, 48, 100 × (850 − 48 = 802).
        let text = Snippet.scenes("""
            \(Snippet.navigationScene(root: "root"))
            \(Snippet.controllerScene("root", height: 850))
            """)
        let f = try layout(text)
        #expect(f["a-root"] == rect(0, 48, 100, 802))
    }

    @Test func aSimulatedToolbarKeepsTheStacksNavigationBar() throws {
        // The root simulates a toolbar only (Simulated Metrics: Bottom Bar "Toolbar", Top Bar
        // inferred): the navigation controller's translucent bar is still above it. The root fills
        // the screen (896) under both bars; on this home-indicator phone the toolbar is 49 tall
        // (xib-format §11), so its safe area runs from 48 + 44 = 92 to 896 − 34 − 49 = 813:
        // a is 0, 92, 100 × 721.
        let text = Snippet.scenes("""
            \(Snippet.navigationScene(root: "root"))
            \(Snippet.controllerScene("root", height: 896, extra: """
              <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
              """))
            """)
        #expect(try layout(text)["a-root"] == rect(0, 92, 100, 721))
    }

    @Test func aSimulatedToolbarUnderAnOpaqueNavigationBar() throws {
        // The same with the navigation bar opaque: UIKit starts the root below it, so Xcode stores
        // it 896 − 92 = 804 tall; the translucent toolbar (49 tall here) still covers its bottom:
        // a is 0, 0, 100 × (804 − 34 − 49 = 721), siskin-im's 808-tall roots' container ending
        // 83 above their bottom.
        let text = Snippet.scenes("""
            \(Snippet.navigationScene(root: "root", opaque: true))
            \(Snippet.controllerScene("root", height: 804, extra: """
              <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
              """))
            """)
        let f = try layout(text)
        #expect(f["root-root"] == rect(0, 0, 414, 804))
        #expect(f["a-root"] == rect(0, 0, 100, 721))
    }

    @Test func aNavigationControllerPresentedAsASheetHasNoStatusBar() throws {
        // A navigation controller presented as a phone sheet: Xcode stores its bar at the sheet's
        // top, y 0 and 56 tall, and no status bar. On retina5_9 (375 × 812, top 44, bottom 34) the
        // sheet starts 44 + 10 below the screen's top, so its root is stored 812 − 54 = 758 tall
        // (Eureka's). Translucent bar: the safe area runs from the bar's 56 to 758 − 34 = 724,
        // a is 0, 56, 100 × 668 (the status bar's 44 would put it at 44). Opaque bar on retina4_7
        // (375 × 667, no home indicator; the sheet 667 − 20 = 647 tall, the root below the bar
        // 647 − 56 = 591, DuckDuckGo's Bookmarks): no unsafe area, a is 0, 0, 100 × 591.
        func text(opaque: Bool, device: String, width: Double, height: Double, tools: String) -> String {
            Snippet.scenes("""
                <scene sceneID="s-nav"><objects>
                  <navigationController id="nav"><navigationBar key="navigationBar" \(opaque ? "translucent=\"NO\" " : "")id="bar"><rect key="frame" x="0" y="0" width="\(width)" height="56"/></navigationBar>
                    <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                  </navigationController>
                </objects></scene>
                \(Snippet.controllerScene("root", height: height, width: width))
                """, tools: tools, device: device)
        }
        let translucent = try layout(text(opaque: false, device: "retina5_9", width: 375, height: 758, tools: "15505"))
        #expect(translucent["root-root"] == rect(0, 0, 375, 758))
        #expect(translucent["a-root"] == rect(0, 56, 100, 668))
        let opaque = try layout(text(opaque: true, device: "retina4_7", width: 375, height: 591, tools: "22155"))
        #expect(opaque["a-root"] == rect(0, 0, 100, 591))
    }

    @Test func aToolbarIs49TallOnAHomeIndicatorPhone() throws {
        // A navigation controller showing its toolbar (`toolbarHidden="NO"`, translucent) over its
        // root, which fills the screen under both bars. On retina6_1 (414 × 896, top 48, bottom
        // 34) the toolbar is 49 tall, like a tab bar (siskin-im stores it at y 813 = 896 − 34 − 49):
        // the safe area runs from 48 + 44 = 92 to 813, a is 0, 92, 100 × 721. On retina4_7
        // (375 × 667, status bar 20 in build 22155, no home indicator) it is 44:
        // 20 + 44 = 64 to 667 − 44 = 623, a is 0, 64, 100 × 559.
        func text(_ device: String, width: Double, height: Double, tools: String = "21225") -> String {
            Snippet.scenes("""
                <scene sceneID="s-nav"><objects>
                  <navigationController toolbarHidden="NO" id="nav">
                    <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                  </navigationController>
                </objects></scene>
                \(Snippet.controllerScene("root", height: height, width: width))
                """, tools: tools, device: device)
        }
        #expect(try layout(text("retina6_1", width: 414, height: 896))["a-root"] == rect(0, 92, 100, 721))
        #expect(try layout(text("retina4_7", width: 375, height: 667, tools: "22155"))["a-root"] == rect(0, 64, 100, 559))
    }

    @Test func aSimulatedToolbarOutsideAStackIs49TallOnAHomeIndicatorPhone() throws {
        // A controller in no container simulating a translucent toolbar: the root fills the
        // 896-point screen of retina6_1 and extends under the toolbar, 49 tall on this
        // home-indicator phone (AdGuard's and DuckDuckGo's roots above such a toolbar are stored
        // 896 − 34 − 49 = 813 tall), so the safe area runs from the status bar's 48 to 813:
        // a is 0, 48, 100 × (813 − 48 = 765).
        let text = Snippet.scenes(Snippet.controllerScene("root", height: 896, extra: """
              <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
              """))
        #expect(try layout(text)["a-root"] == rect(0, 48, 100, 765))
    }
}

@Suite struct Xcode26CanvasTests {
    @Test func xcode26StoresTwiceTheNotchedPhonesInsets() throws {
        // Xcode 26 builds (24127, 24765) store retina6_1's portrait safe area as top 96 = 2 × 48,
        // bottom 68 = 2 × 34, and retina6_12's top as 118 = 2 × 59; the landscape insets stay the
        // device's (left = right = 48 on retina6_1). A home-button phone (retina4_7) keeps 20 / 0,
        // and the placeholder build 32700.99.1234 keeps the catalogue's 48.
        let r61 = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_1", toolsVersion: "24127")
        #expect(r61.safeArea(.portrait).top == 96)
        #expect(r61.safeArea(.portrait).bottom == 68)
        #expect(r61.safeArea(.landscape).left == 48)
        #expect(try DeviceCatalog.interfaceBuilderDevice(id: "retina6_12", toolsVersion: "24765").safeArea(.portrait).top == 118)
        let r47 = try DeviceCatalog.interfaceBuilderDevice(id: "retina4_7", toolsVersion: "24127").safeArea(.portrait)
        #expect(r47.top == 20 && r47.bottom == 0)
        #expect(try DeviceCatalog.interfaceBuilderDevice(id: "retina6_1", toolsVersion: "32700.99.1234").safeArea(.portrait).top == 48)
    }

    @Test func aControllerSavedByXcode26IsLaidOutOnItsCanvas() throws {
        // The same scene as ContainerBarTests' with no container, saved by build 24127: a spans
        // the stored safe area, 96 … 896 − 68 = 828: (0, 96, 100, 732).
        let text = Snippet.storyboard("""
              <scenes>
            \(Snippet.controllerScene("vc", height: 896))
              </scenes>
            """, tools: "24127", device: "retina6_1")
        #expect(try layout(text)["a-vc"] == rect(0, 96, 100, 732))
    }

    @Test func retina5_9IsTheMiniFromXcode14() throws {
        // retina5_9 (375 × 812) is drawn with the iPhone 12/13 mini's insets from Xcode 14 (build
        // 21225) on: top 50 where the iPhone X's was 44, bottom 34 (xib-format §11); Xcode 26
        // doubles them. A controller root 812 tall, `a` spanning its safe area, 100 wide:
        // - 19529 (Xcode 13): 44 … 812 − 34 = 778: (0, 44, 100, 734);
        // - 22505 (Xcode 15) and the placeholder 32700.99.1234: 50 … 778: (0, 50, 100, 728);
        // - 24127 (Xcode 26): 2 × 50 = 100 … 812 − 2 × 34 = 744: (0, 100, 100, 644).
        func a(_ tools: String) throws -> IBRect? {
            try layout(Snippet.scenes(Snippet.controllerScene("vc", height: 812, width: 375), tools: tools, device: "retina5_9"))["a-vc"]
        }
        #expect(try a("19529") == rect(0, 44, 100, 734))
        #expect(try a("22505") == rect(0, 50, 100, 728))
        #expect(try a("32700.99.1234") == rect(0, 50, 100, 728))
        #expect(try a("24127") == rect(0, 100, 100, 644))
    }
}

@Suite struct Xcode26NavigationBarTests {
    @Test func aSimulatedNavigationBarIs54TallInXcode26() throws {
        // Saved by Xcode 26 (build 24127) on retina6_1: its canvas's top inset 96 and bottom 68
        // (Xcode26CanvasTests), and a navigation bar simulated on the controller (no container),
        // 54 tall as the inferred one (ContainerBarTests.xcode26NavigationBarIs54Tall): the safe
        // area runs from 96 + 54 = 150 to 896 − 68 = 828: a is 0, 150, 100 × 678.
        let text = Snippet.scenes("""
            \(Snippet.controllerScene("vc", height: 896, extra: """
              <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
              """))
            """, tools: "24127")
        #expect(try layout(text)["a-vc"] == rect(0, 150, 100, 678))
    }
}

@Suite struct LargeTitleBarTests {
    @Test func largeTitlesAdd52PointsUnlessTheItemOptsOut() throws {
        // A translucent bar with "Prefers Large Titles": the root's bar is 44 + 52 = 96 tall, so its
        // safe area runs from 48 + 96 = 144 to 896 − 34 = 862: a is 0, 144, 100 × 718. The pushed
        // controller's item says largeTitleDisplayMode="never": a standard 44 bar, 48 + 44 = 92:
        // a is 0, 92, 100 × 770.
        let text = Snippet.scenes("""
            \(Snippet.navigationScene(root: "root", largeTitles: true))
            \(Snippet.controllerScene("root", height: 896, extra: """
              <connections><segue destination="pushed" kind="show" id="p1"/></connections>
              """))
            \(Snippet.controllerScene("pushed", height: 896, extra: """
              <navigationItem key="navigationItem" largeTitleDisplayMode="never" id="item"/>
              """))
            """)
        let f = try layout(text)
        #expect(f["a-root"] == rect(0, 144, 100, 718))
        #expect(f["a-pushed"] == rect(0, 92, 100, 770))
    }
}

@Suite struct OpaqueSimulatedBarTests {
    @Test func aRootUnderAnOpaqueSimulatedBarStartsBelowIt() throws {
        // Simulated Metrics: an opaque navigation bar (translucent="NO"), no container. UIKit lays
        // the root out below the status bar and the bar, 48 + 44 = 92 down, and Xcode stores it at
        // y 0 and 896 − 92 = 804 tall. On the screen it runs from 92 to 896, so it has no top unsafe
        // area and the home indicator's 34 at its bottom: a is 0, 0, 100 × (804 − 34 = 770).
        let text = Snippet.scenes("""
            \(Snippet.controllerScene("vc", height: 804, extra: """
              <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
              """))
            """)
        let f = try layout(text)
        #expect(f["root-vc"] == rect(0, 0, 414, 804))
        #expect(f["a-vc"] == rect(0, 0, 100, 770))
    }
}

@Suite struct ShortRootTests {
    @Test func aShortRootLongerThanTheTargetScreenKeepsItsHeight() throws {
        // A notification extension's controller root, stored 400 tall on retina6_1 (896): its
        // 496-point shortfall is no bars' share a 375-point landscape iPhone SE could keep
        // (375 − 496 < 0), so the root stays 400 tall. The SE in landscape has no status bar or
        // side insets; the 25 points of the root below the screen's bottom edge are unsafe, so a
        // (pinned to the safe area's top, bottom and leading) is 0, 0, 100 × 375.
        let text = Snippet.storyboard("""
              <scenes>
            \(Snippet.controllerScene("vc", height: 400))
              </scenes>
            """, tools: "21225", device: "retina6_1")
        let f = try layout(text, device: "iphone-se-3", orientation: .landscape)
        #expect(f["root-vc"] == rect(0, 0, 667, 400))
        #expect(f["a-vc"] == rect(0, 0, 100, 375))
    }
    @Test func xcode26NavigationBarIs54Tall() throws {
        // retina4_7 (375 × 667, status bar 20, no bottom inset) under a translucent navigation bar:
        // the root fills the screen and extends under the bar. Saved by Xcode 26 (build 24506,
        // iOS 26) the bar is 54 tall (twilio's, firebase's and xdripswift's Xcode 26 storyboards
        // store it so), so the safe area starts at 20 + 54 = 74: a is 0, 74, 100 × (667 − 74 = 593).
        // Saved by build 22155 (iOS 17) the bar is 44: a is 0, 64, 100 × 603.
        func text(_ tools: String) -> String {
            Snippet.scenes("""
                \(Snippet.navigationScene(root: "root", barY: 20, barWidth: 375, barHeight: 54))
                \(Snippet.controllerScene("root", height: 667, width: 375))
                """, tools: tools, device: "retina4_7")
        }
        #expect(try layout(text("24506"))["a-root"] == rect(0, 74, 100, 593))
        #expect(try layout(text("22155"))["a-root"] == rect(0, 64, 100, 603))
    }
}

/// Simulated Metrics' Size "Freeform" at the given size, as a controller element's children.
private func freeform(_ width: Double, _ height: Double) -> String {
    """
    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
    <size key="freeformSize" width="\(width)" height="\(height)"/>
    """
}

@Suite struct OwnCanvasRootTests {
    @Test func aFreeformRootInAStackHasTheBarAtItsTop() throws {
        // retina4_7 saved by build 14460 (375 × 667, status bar 20, no bottom inset). A pushed
        // controller's freeform root, 400 × 600: not the screen's width, so Xcode draws it on a
        // canvas of its own size with the status bar and the translucent navigation bar over its
        // top: its safe area starts at 20 + 44 = 64. It ends at the root's bottom (600 < 667, no
        // inset): a is 0, 64, 100 × (600 − 64 = 536).
        // Under an opaque bar the root starts below it: no top unsafe area, a is 0, 0, 100 × 600.
        func text(opaque: Bool) -> String {
            Snippet.scenes("""
                \(Snippet.navigationScene(root: "root", opaque: opaque))
                \(Snippet.controllerScene("root", height: 600, width: 400, extra: freeform(400, 600)))
                """, tools: "14460.31", device: "retina4_7")
        }
        let translucent = try layout(text(opaque: false))
        #expect(translucent["root-root"] == rect(0, 0, 400, 600))
        #expect(translucent["a-root"] == rect(0, 64, 100, 536))
        #expect(try layout(text(opaque: true))["a-root"] == rect(0, 0, 100, 600))
    }

    @Test func aRootTallerThanTheScreenHasItsBottomInsetAtItsOwnBottom() throws {
        // retina6_1 at build 21225 (414 × 896, top 48, bottom 34). A freeform root 414 × 1200 in no
        // container: its safe area runs from the status bar's 48 to 34 above its own bottom,
        // 1200 − 34 = 1166 (not to 862, the screen's): a is 0, 48, 100 × (1166 − 48 = 1118).
        let text = Snippet.scenes(Snippet.controllerScene("vc", height: 1200, extra: freeform(414, 1200)))
        #expect(try layout(text)["a-vc"] == rect(0, 48, 100, 1118))
    }

    @Test func aTallRootInAStackHasTheBarsAtItsEdges() throws {
        // retina6_1 at build 21225. A navigation controller (translucent bar) inside a tab bar
        // controller (translucent tab bar); its root is freeform, 375 × 1000. The navigation bar
        // is over the root's top, 48 + 44 = 92; the tab bar (49) and the home indicator (34) over
        // its bottom, 1000 − 83 = 917: a is 0, 92, 100 × (917 − 92 = 825).
        let text = Snippet.scenes("""
            <scene sceneID="s-tab"><objects>
              <tabBarController id="tab"><tabBar key="tabBar" id="tb"><rect key="frame" x="0" y="813" width="414" height="83"/></tabBar>
                <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="v1"/></connections>
              </tabBarController>
            </objects></scene>
            \(Snippet.navigationScene(root: "root"))
            \(Snippet.controllerScene("root", height: 1000, width: 375, extra: freeform(375, 1000)))
            """)
        let f = try layout(text)
        #expect(f["root-root"] == rect(0, 0, 375, 1000))
        #expect(f["a-root"] == rect(0, 92, 100, 825))
    }

    @Test func aRootStoredShorterThanItsFreeformSizeIsNotOnItsOwnCanvas() throws {
        // The same 1200-tall freeform size, but the root stored 1141 tall: Xcode drew it some other
        // way, so the screen's reading stays: status bar 48 at the top, and the part of the root
        // below 896 − 34 = 862 unsafe at the bottom: a is 0, 48, 100 × (862 − 48 = 814).
        let text = Snippet.scenes(Snippet.controllerScene("vc", height: 1141, extra: freeform(414, 1200)))
        #expect(try layout(text)["a-vc"] == rect(0, 48, 100, 814))
    }
}

@Suite struct SimulatedTabBarOfANavigationControllerTests {
    /// A navigation controller (translucent bar) simulating a tab bar in its own scene, whose
    /// root shows `pushed`; `tabBarAttributes` go on the simulated tab bar.
    private func text(rootHeight: Double, tabBarAttributes: String = "") -> String {
        Snippet.scenes("""
            <scene sceneID="s-nav"><objects>
              <navigationController id="nav">
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics" \(tabBarAttributes)/>
                <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0" y="48" width="414" height="44"/></navigationBar>
                <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
              </navigationController>
            </objects></scene>
            \(Snippet.controllerScene("root", height: rootHeight, extra: """
              <connections><segue destination="pushed" kind="show" id="p1"/></connections>
              """))
            \(Snippet.controllerScene("pushed", height: 896, attributes: "hidesBottomBarWhenPushed=\"YES\""))
            """)
    }

    @Test func itsStackSitsAboveTheTabBar() throws {
        // retina6_1 at build 21225 (top 48, bottom 34). The root fills the screen under the
        // translucent navigation bar and tab bar: its safe area runs from 48 + 44 = 92 to
        // 896 − 34 − 49 = 813: a is 0, 92, 100 × 721. The pushed controller hides the bottom bar
        // when pushed: 92 … 896 − 34 = 862, a is 0, 92, 100 × 770.
        let f = try layout(text(rootHeight: 896))
        #expect(f["a-root"] == rect(0, 92, 100, 721))
        #expect(f["a-pushed"] == rect(0, 92, 100, 770))
    }

    @Test func anOpaqueSimulatedTabBarShortensTheRoot() throws {
        // The same with the simulated tab bar opaque: UIKit lays the root out above it, so Xcode
        // stores it 896 − 34 − 49 = 813 tall, with no bottom unsafe area: a is 0, 92, 100 × (813 − 92 = 721).
        let f = try layout(text(rootHeight: 813, tabBarAttributes: "translucent=\"NO\""))
        #expect(f["root-root"] == rect(0, 0, 414, 813))
        #expect(f["a-root"] == rect(0, 92, 100, 721))
    }
}

@Suite struct TabBarControllerUnderANavigationBarTests {
    /// A tab bar controller (translucent tab bar) whose one tab is the controller `child`;
    /// `extra` goes inside the tab bar controller element.
    private func tabScene(extra: String = "") -> String {
        """
        <scene sceneID="s-tab"><objects>
          <tabBarController id="tab">\(extra)<tabBar key="tabBar" id="tb"><rect key="frame" x="0" y="813" width="414" height="83"/></tabBar>
            <connections><segue destination="child" kind="relationship" relationship="viewControllers" id="v1"/></connections>
          </tabBarController>
        </objects></scene>
        """
    }

    @Test func aTabBarControllerPushedOnAStackShowsItsChildrenUnderTheBar() throws {
        // UIKit shows a tab bar controller pushed on a navigation stack with its children under
        // the stack's bar. retina6_1 at build 21225 (top 48, bottom 34): the child's root fills the
        // screen under the translucent navigation bar and tab bar, so its safe area runs from
        // 48 + 44 = 92 to 896 − 34 − 49 = 813: a is 0, 92, 100 × 721.
        let text = Snippet.scenes("""
            \(Snippet.navigationScene(root: "root"))
            \(Snippet.controllerScene("root", height: 896, extra: """
              <connections><segue destination="tab" kind="show" id="p1"/></connections>
              """))
            \(tabScene())
            \(Snippet.controllerScene("child", height: 896))
            """)
        #expect(try layout(text)["a-child"] == rect(0, 92, 100, 721))
    }

    @Test func aTabBarControllerSimulatingANavigationBarStandsForItsStack() throws {
        // The tab bar controller's own scene simulates the navigation bar of a stack that is not
        // in the document (Catrobat/Catty's explore tabs): its children are drawn under that bar as
        // above, a is 0, 92, 100 × 721; without the simulated bar only the status bar and the tab
        // bar: 48 … 813, a is 0, 48, 100 × 765.
        let simulated = Snippet.scenes("""
            \(tabScene(extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
            \(Snippet.controllerScene("child", height: 896))
            """)
        #expect(try layout(simulated)["a-child"] == rect(0, 92, 100, 721))
        let plain = Snippet.scenes("""
            \(tabScene())
            \(Snippet.controllerScene("child", height: 896))
            """)
        #expect(try layout(plain)["a-child"] == rect(0, 48, 100, 765))
    }

    @Test func aDocumentWithoutADeviceInfersTheBarsToo() throws {
        // An Xcode 7 storyboard (build 9531, no <device>: the 600 × 600 "any" canvas, status bar
        // 20): a navigation controller's root fills the canvas under its translucent bar, so its
        // top layout guide is at 20 + 44 = 64 and its bottom at 600 (amitburst/HackerNews'
        // segmented control stored 10 below 64): a is 0, 64, 100 × 536.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
              <scenes>
                <scene sceneID="s-nav"><objects>
                  <navigationController id="nav"><navigationBar key="navigationBar" id="bar"><rect key="frame" x="0" y="0" width="320" height="44"/></navigationBar>
                    <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                  </navigationController>
                </objects></scene>
                <scene sceneID="s-root"><objects>
                  <viewController id="root">
                    <layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>
                    <view key="view" id="v"><rect key="frame" x="0" y="0" width="600" height="600"/>
                      <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                        <constraints><constraint firstAttribute="width" constant="100" id="w"/></constraints></view></subviews>
                      <constraints>
                        <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                        <constraint firstItem="a" firstAttribute="leading" secondItem="v" secondAttribute="leading" id="l"/>
                        <constraint firstItem="bottom" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="b"/>
                      </constraints>
                    </view>
                  </viewController>
                </objects></scene>
              </scenes>
            </document>
            """
        #expect(try layout(text)["a"] == rect(0, 64, 100, 536))
    }
}
