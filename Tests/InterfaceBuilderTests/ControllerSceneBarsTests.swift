import Testing
import DeviceCatalog
@testable import InterfaceBuilder

/// The bars of navigation and tab bar controller scenes (issue 28, item 1), placed on the screen as
/// UIKit places a container's bars. Stored frames in the snippets are deliberately wrong (1 × 1 at
/// 7, 7) so the frames come from the rules.
@Suite struct ControllerSceneBarsTests {
    /// A navigation controller scene with a bar (`barAttributes`) and a toolbar, and `attributes` on
    /// the controller; `presenter` adds a controller scene presenting it with `segue` attributes.
    private func navigation(attributes: String = "", barAttributes: String = "", presenter: String? = nil,
                            tools: String = "21225", device: String = "retina6_1") -> String {
        let presenting = presenter.map { segue in """
            <scene sceneID="s-first"><objects>
              <viewController id="first"><view key="view" id="root-first"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
                <connections><segue destination="nav" \(segue) id="p"/></connections>
              </viewController>
            </objects></scene>
            """ } ?? ""
        return Snippet.scenes("""
            \(presenting)
            <scene sceneID="s-nav"><objects>
              <navigationController id="nav" \(attributes)>
                <navigationBar key="navigationBar" \(barAttributes) id="bar"><rect key="frame" x="7" y="7" width="1" height="1"/></navigationBar>
                <toolbar key="toolbar" id="tool"><rect key="frame" x="7" y="7" width="1" height="1"/></toolbar>
              </navigationController>
            </objects></scene>
            """, tools: tools, device: device)
    }

    private func frames(_ text: String, device: String? = nil) throws -> [String: IBViewFrame] {
        let doc = try Snippet.read(text, file: "bars.storyboard")
        let result = try doc.layout(options: IBLayoutOptions(device: try device.map { try DeviceCatalog.device($0) },
                                                             intrinsicSizes: .fromDocument))
        var out: [String: IBViewFrame] = [:]
        for v in result.views { out[v.id] = v }
        return out
    }

    @Test func navigationBarBelowTheStatusBarAndToolbarAboveTheHomeIndicator() throws {
        // retina6_1 of build 21225: 414 × 896, safe area top 48, bottom 34 (xib-format §11). The bar
        // is at the status bar's 48, 44 tall; the shown toolbar 49 tall (home-indicator phone) at
        // 896 − 34 − 49 = 813.
        let f = try frames(navigation(attributes: #"toolbarHidden="NO""#))
        #expect(f["bar"]?.frame == rect(0, 48, 414, 44))
        #expect(f["bar"]?.stored == rect(7, 7, 1, 1))
        #expect(f["tool"]?.frame == rect(0, 813, 414, 49))
        #expect(f["tool"]?.hidden == false)
    }

    @Test func aHiddenToolbarIsReportedHidden() throws {
        // toolbarHidden is YES by default: the toolbar keeps its place (813) but is hidden.
        let f = try frames(navigation())
        #expect(f["tool"]?.frame == rect(0, 813, 414, 49))
        #expect(f["tool"]?.hidden == true)
    }

    @Test func largeTitlesAdd52() throws {
        // 44 + 52 = 96 tall, at 48.
        let f = try frames(navigation(barAttributes: #"largeTitles="YES""#))
        #expect(f["bar"]?.frame == rect(0, 48, 414, 96))
    }

    @Test func xcode26BarIs54BelowTheDoubledInset() throws {
        // retina6_12 (393 × 852, top 59) of build 24765 (Xcode 26): the canvas doubles the inset to
        // 2 × 59 = 118 and the bar is iOS 26's 54; with large titles 54 + 52 = 106.
        let f = try frames(navigation(tools: "24765", device: "retina6_12"))
        #expect(f["bar"]?.frame == rect(0, 118, 393, 54))
        let large = try frames(navigation(barAttributes: #"largeTitles="YES""#, tools: "24765", device: "retina6_12"))
        #expect(large["bar"]?.frame == rect(0, 118, 393, 106))
    }

    @Test func homeButtonPhoneOfXcode10_2To14_2HasNoStatusBar() throws {
        // retina4_7 (375 × 667) of build 17701: no status bar on the canvas (top 0), bar 44 at 0;
        // the toolbar 44 tall (home-button phone) at 667 − 44 = 623.
        let f = try frames(navigation(attributes: #"toolbarHidden="NO""#, tools: "17701", device: "retina4_7"))
        #expect(f["bar"]?.frame == rect(0, 0, 375, 44))
        #expect(f["tool"]?.frame == rect(0, 623, 375, 44))
        // Build 22505 draws the 20-point status bar again: the bar at 20.
        #expect(try frames(navigation(tools: "22505", device: "retina4_7"))["bar"]?.frame == rect(0, 20, 375, 44))
    }

    @Test func xcode8StoredTheBarAtTheTop() throws {
        // Build 12121 (Xcode 8) on retina4_7: its status bar top is 20, yet the canvas stored the
        // navigation controller's bar at y 0 (DZNEmptyDataSet, Hero, firebase, SwipeCellKit): 0, 0,
        // 375 × 44. A device given on the command line places it below its status bar (20).
        let text = navigation(tools: "12121", device: "retina4_7")
        #expect(try frames(text)["bar"]?.frame == rect(0, 0, 375, 44))
        #expect(try frames(text, device: "iphone-se-3")["bar"]?.frame == rect(0, 20, 375, 44))
    }

    @Test func aPresentedNavigationControllerIsAPhoneSheet() throws {
        // Presented by a `presentation` segue in the default style on a phone, build 21225: a page
        // sheet, whose bar is 56 tall at the sheet's top: 0, 0, 414 × 56.
        let f = try frames(navigation(presenter: #"kind="presentation""#))
        #expect(f["bar"]?.frame == rect(0, 0, 414, 56))
        // Presented full screen: no sheet, the bar below the status bar again (48, 44 tall).
        let full = try frames(navigation(presenter: #"kind="presentation" modalPresentationStyle="fullScreen""#))
        #expect(full["bar"]?.frame == rect(0, 48, 414, 44))
        // Pushed (`show`) is not presented: 48 as well.
        #expect(try frames(navigation(presenter: #"kind="show""#))["bar"]?.frame == rect(0, 48, 414, 44))
    }

    @Test func aTabBarReachesUnderTheHomeIndicatorAndItsPlaceholderIsNotCompared() throws {
        // 49 + 34 = 83 tall at 896 − 83 = 813; the stored 1000 × 1000 is Xcode's placeholder, so the
        // view is left out of the tally (compared 0).
        let text = Snippet.scenes("""
            <scene sceneID="s-tab"><objects>
              <tabBarController id="tab"><tabBar key="tabBar" id="tb"><rect key="frame" x="0" y="0" width="1000" height="1000"/></tabBar></tabBarController>
            </objects></scene>
            """)
        let result = try Snippet.read(text, file: "tabs.storyboard").layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        let bar = try #require(result.views.first { $0.id == "tb" })
        #expect(bar.frame == rect(0, 813, 414, 83))
        #expect(bar.className == "UITabBar")
        #expect(bar.storedFrameStale != nil)
        #expect(result.storedFrameTally.compared == 0)
        // A container scene is no screen of its own, and no note calls it skipped.
        let doc = try Snippet.read(text, file: "tabs.storyboard")
        #expect(doc.screens.isEmpty)
        #expect(!doc.notes.contains { $0.message.contains("skipped") })
    }
}

/// Views beside a scene's root: its navigation item's title view, its dock's views, and elements
/// reported without a frame (issue 28, item 1).
@Suite struct SceneAuxiliaryViewsTests {
    private func scene(_ controllerExtra: String, objects: String = "", rootExtra: String = "") -> String {
        Snippet.scenes("""
            <scene sceneID="s1"><objects>
              <viewController id="vc"><view key="view" id="root"><rect key="frame" x="0" y="0" width="414" height="896"/>\(rootExtra)</view>
                \(controllerExtra)
              </viewController>
              \(objects)
            </objects></scene>
            """)
    }

    private func result(_ text: String, device: String? = nil) throws -> IBLayoutResult {
        try Snippet.read(text, file: "aux.storyboard").layout(options: IBLayoutOptions(
            device: try device.map { try DeviceCatalog.device($0) }, intrinsicSizes: .fromDocument))
    }

    @Test func aTitleViewIsCentredInTheBarAndItsContentLaidOut() throws {
        // A 200 × 30 title view (stored at 7, 7) in the 414 × 44 bar of retina6_1, build 21225:
        // centred at (414 − 200) / 2 = 107, (44 − 30) / 2 = 7. Its label is pinned 10 from its
        // leading edge and centred vertically: 10, (30 − 20) / 2 = 5, 50 × 20.
        let text = scene("""
            <navigationItem key="navigationItem" id="item">
              <view key="titleView" id="title"><rect key="frame" x="7" y="7" width="200" height="30"/>
                <subviews><label text="T" translatesAutoresizingMaskIntoConstraints="NO" id="lab"><rect key="frame" x="0" y="0" width="50" height="20"/></label></subviews>
                <constraints>
                  <constraint firstItem="lab" firstAttribute="leading" secondItem="title" secondAttribute="leading" constant="10" id="c1"/>
                  <constraint firstItem="lab" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="c2"/>
                </constraints>
              </view>
            </navigationItem>
            """)
        let views = Dictionary(try result(text).views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(views["title"]?.frame == rect(107, 7, 200, 30))
        #expect(views["lab"]?.frame == rect(10, 5, 50, 20))
        // The title view is no screen of its own.
        #expect(try Snippet.read(text, file: "aux.storyboard").screens.count == 1)
        // On the iPhone SE (375 wide): (375 − 200) / 2 = 87.5.
        #expect(Dictionary(try result(text, device: "iphone-se-3").views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })["title"]?.frame
                == rect(87.5, 7, 200, 30))
    }

    @Test func aDockViewKeepsItsStoredFrameAndLaysOutItsContent() throws {
        // A 300 × 100 view in the scene's dock at its stored origin (0, 0), drawn as a xib's free
        // view: its top 48 is under retina6_1's status bar, so a subview pinned 6 below its safe
        // area's top is at 48 + 6 = 54, and 20 tall.
        let text = scene("", objects: """
            <view contentMode="scaleToFill" id="dock"><rect key="frame" x="0" y="0" width="300" height="100"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
              <viewLayoutGuide key="safeArea" id="dsa"/>
              <constraints>
                <constraint firstItem="in" firstAttribute="top" secondItem="dsa" secondAttribute="top" constant="6" id="d1"/>
                <constraint firstItem="in" firstAttribute="leading" secondItem="dock" secondAttribute="leading" id="d2"/>
                <constraint firstItem="in" firstAttribute="width" constant="40" id="d3"/>
                <constraint firstItem="in" firstAttribute="height" constant="20" id="d4"/>
              </constraints>
            </view>
            """)
        let views = Dictionary(try result(text).views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(views["dock"]?.frame == rect(0, 0, 300, 100))
        #expect(views["in"]?.frame == rect(0, 54, 40, 20))
    }

    @Test func unplacedElementsAndUninstalledViewsAreReportedWithAReason() throws {
        // The custom view of one of several right bar button items is not laid out (its place
        // depends on the other items'); a view that a compact-width variation uninstalls is absent
        // on a phone (compact width in portrait). Neither is compared.
        let text = scene("""
            <navigationItem key="navigationItem" id="item">
              <rightBarButtonItems><barButtonItem id="bbi">
                <view key="customView" id="custom"><rect key="frame" x="300" y="0" width="100" height="44"/></view>
              </barButtonItem></rightBarButtonItems>
            </navigationItem>
            """, rootExtra: """
              <subviews><view id="gone"><rect key="frame" x="1" y="2" width="3" height="4"/></view></subviews>
              <variation key="widthClass=compact"><mask key="subviews"><exclude reference="gone"/></mask></variation>
            """)
        let r = try result(text)
        #expect(!r.views.contains { $0.id == "custom" || $0.id == "gone" })
        let custom = try #require(r.absent.first { $0.id == "custom" })
        #expect(custom.stored == rect(300, 0, 100, 44))
        #expect(custom.reason.contains("navigation item"))
        let gone = try #require(r.absent.first { $0.id == "gone" })
        #expect(gone.reason.contains("not installed for compact width"))
        #expect(gone.stored == rect(1, 2, 3, 4))
        // On an iPad (regular width) the variation does not apply: laid out, not absent.
        let pad = try result(text, device: "ipad-10")
        #expect(pad.views.contains { $0.id == "gone" })
        #expect(!pad.absent.contains { $0.id == "gone" })
    }
}

@Suite struct CollectionSectionHeaderTests {
    @Test func aSectionHeaderKeepsItsStoredFrameAndLaysOutItsContent() throws {
        // A collection view's section header stored at 0, 0, 414 × 50 is placed by the collection
        // view's layout: it keeps that frame. Its label, pinned 10 from its leading edge and centred
        // vertically, is 10, (50 − 20) / 2 = 15, 60 × 20.
        let text = Snippet.scenes("""
            <scene sceneID="s1"><objects>
              <collectionViewController id="cvc">
                <collectionView key="view" id="cv"><rect key="frame" x="0" y="0" width="414" height="896"/>
                  <collectionViewFlowLayout key="collectionViewLayout" id="fl"/>
                  <collectionReusableView key="sectionHeaderView" id="head"><rect key="frame" x="0" y="0" width="414" height="50"/>
                    <subviews><label text="H" translatesAutoresizingMaskIntoConstraints="NO" id="hl"><rect key="frame" x="0" y="0" width="60" height="20"/></label></subviews>
                    <constraints>
                      <constraint firstItem="hl" firstAttribute="leading" secondItem="head" secondAttribute="leading" constant="10" id="h1"/>
                      <constraint firstItem="hl" firstAttribute="centerY" secondItem="head" secondAttribute="centerY" id="h2"/>
                    </constraints>
                  </collectionReusableView>
                </collectionView>
              </collectionViewController>
            </objects></scene>
            """)
        let f = try layout(text)
        #expect(f["head"] == rect(0, 0, 414, 50))
        #expect(f["hl"] == rect(10, 15, 60, 20))
    }
}

@Suite struct UnplacedReasonTests {
    @Test func aRefreshControlIsReportedAsAPlaceholder() throws {
        // A table controller's refresh control is stored 1000 × 1000 at 0, 0 (AdGuard, habitica):
        // no frame, with the reason.
        let text = Snippet.scenes("""
            <scene sceneID="s1"><objects>
              <tableViewController id="tvc">
                <tableView key="view" id="tv"><rect key="frame" x="0" y="0" width="414" height="896"/></tableView>
                <refreshControl key="refreshControl" id="rc"><rect key="frame" x="0" y="0" width="1000" height="1000"/></refreshControl>
              </tableViewController>
            </objects></scene>
            """)
        let result = try Snippet.read(text, file: "r.storyboard").layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        let rc = try #require(result.absent.first { $0.id == "rc" })
        #expect(rc.reason.hasPrefix("a refresh control"))
        #expect(rc.className == "UIRefreshControl")
    }
}
