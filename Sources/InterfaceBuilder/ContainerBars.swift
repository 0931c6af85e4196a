// The bars a storyboard scene's controller sits between because of its containers, as Xcode
// infers them for a controller whose simulated metrics are "Inferred" (the default): a
// navigation controller's bar (and toolbar when shown) over every controller of its stack, and a
// tab bar controller's bar under its children, including a child navigation controller's stack.
// Stored frames agree across repositories: Eureka's 16 pushed scenes on retina5_9 have their
// safe area 88 down (44 status + 44 bar), XLPagerTabStrip's roots are 667 − 64 − 49 tall under an
// opaque navigation bar and tab bar, siskin-im's are 896 − 88 below an opaque bar.
import AutoLayout
import DeviceCatalog

enum ContainerBars {
    /// Controller id → the bars its containers give it. `scenes`: the storyboard's `<scene>` elements.
    static func infer(_ scenes: [XMLNode]) -> [String: IBInferredBars] {
        // Controllers in document order, each with the segues found anywhere in its scene object.
        var controllers: [XMLNode] = []
        for scene in scenes {
            for node in scene.child("objects")?.children ?? [] where node["id"] != nil && node.name.hasSuffix("Controller") {
                controllers.append(node)
            }
        }
        var byID: [String: XMLNode] = [:]
        for c in controllers { if let id = c["id"], byID[id] == nil { byID[id] = c } }

        // navOf: the navigation controller whose stack holds a controller; tabOf: likewise.
        var navOf: [String: String] = [:]
        var tabOf: [String: String] = [:]
        // A navigation controller simulating a tab bar stands for the tab bar controller its stack
        // sits in (`simulatesTabBar`); a real one in the document is preferred.
        let tabChildren = Set(controllers.filter { $0.name == "tabBarController" }.flatMap(segues)
            .filter { $0["kind"] == "relationship" && $0["relationship"] == "viewControllers" }.compactMap { $0["destination"] })
        for nav in controllers where simulatesTabBar(nav) {
            if let id = nav["id"], !tabChildren.contains(id) { tabOf[id] = id }
        }
        // Likewise a tab bar controller simulating a navigation bar stands for the navigation
        // controller it is pushed on: its children are drawn under that bar (Catrobat/Catty's
        // explore tabs store their top guide at the status bar + 44 in 13 of the 23 build and
        // device pairs of its history, 8191–21701; WSDOT's tabs sit below an opaque one, their
        // roots 667 − 64 tall; scripts/ib-bars11-evidence.tsv).
        for tab in controllers where simulatesNavigationBar(tab) {
            if let id = tab["id"] { navOf[id] = id }
        }
        // A fixpoint over the segues, in document order; each pass that changes something assigns
        // a new entry, so there are at most as many passes as controllers.
        func propagate() {
            var changed = true
            var passes = 0
            while changed && passes <= controllers.count {
                changed = false
                passes += 1
                for source in controllers {
                    guard let sourceID = source["id"] else { continue }
                    for segue in segues(source) {
                        guard let dest = segue["destination"], let destNode = byID[dest] else { continue }
                        let isNavigation = destNode.name == "navigationController"
                        switch (segue["kind"], segue["relationship"]) {
                        case ("relationship"?, "rootViewController"?) where source.name == "navigationController":
                            if navOf[dest] == nil { navOf[dest] = sourceID; changed = true }
                            if let tab = tabOf[sourceID], tabOf[dest] == nil { tabOf[dest] = tab; changed = true }
                        case ("relationship"?, "viewControllers"?) where source.name == "tabBarController":
                            if tabOf[dest] == nil { tabOf[dest] = sourceID; changed = true }
                            // A tab bar controller in a navigation stack shows its children under that
                            // stack's bar (a child navigation controller draws its own instead):
                            // nRF-Toolbox (below an opaque bar, 667 − 64 − 49), QuickBlox, sentry-cocoa
                            // and a SeSAC repository (status bar + 44) in the mirrors' histories.
                            if !isNavigation, let nav = navOf[sourceID], navOf[dest] == nil { navOf[dest] = nav; changed = true }
                        case ("show"?, _), ("push"?, _):
                            // A pushed controller joins its source's stack (a navigation controller
                            // shown this way is presented, not pushed).
                            guard !isNavigation, let nav = navOf[sourceID] else { continue }
                            if navOf[dest] == nil { navOf[dest] = nav; changed = true }
                            if let tab = tabOf[sourceID], tabOf[dest] == nil,
                               destNode["hidesBottomBarWhenPushed"] != "YES" {
                                tabOf[dest] = tab; changed = true
                            }
                        default:
                            continue
                        }
                    }
                }
            }
        }
        propagate()
        // A controller in no navigation stack that simulates a navigation bar stands for the stack
        // it is shown in: the controllers it shows or pushes are drawn under that bar too (Xcode
        // infers their top bar from their source's). Every such shown controller in the folders
        // and the mine4 set with a subview on its top guide stores it 64 below its root's top on
        // retina4_7 (`scripts/ib-mine4-evidence.tsv`, none against): Overplay/Bourbon-iOS's
        // `SetupDevice.storyboard` (11762, blob 3e96214b), Catfeeds/gmat-ios-app's
        // `Community.storyboard` (13196, blob 22113d15) and IBAnimatable's example (14113). The
        // source keeps its own simulated bar (its entry is dropped below).
        var standIns: Set<String> = []
        for c in controllers where c.name != "navigationController" && c.name != "tabBarController"
            && c.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
            if let id = c["id"], navOf[id] == nil { navOf[id] = id; standIns.insert(id) }
        }
        if !standIns.isEmpty { propagate() }

        var out: [String: IBInferredBars] = [:]
        for c in controllers {
            guard let id = c["id"], c.name != "navigationController", c.name != "tabBarController" else { continue }
            var bars = IBInferredBars()
            if !standIns.contains(id), let navID = navOf[id], let nav = byID[navID], nav["navigationBarHidden"] != "YES" {
                bars.navigationBar = true
                bars.navigationBarOpaque = nav.name != "navigationController"
                    ? nav.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")?["translucent"] == "NO"
                    : nav.child("navigationBar", key: "navigationBar")?["translucent"] == "NO"
                // A navigation controller presented as a phone sheet: Xcode stores its bar at the
                // sheet's top, y 0 and 56 tall, with no status bar above it (xib-format §11).
                if let frame = nav.child("navigationBar", key: "navigationBar")?.child("rect", key: "frame"),
                   frame["y"].flatMap(Double.init) == 0, frame["height"].flatMap(Double.init) == 56 {
                    bars.sheet = true
                }
                // Large titles (the bar's "Prefers Large Titles") unless the controller's item
                // opts out with `largeTitleDisplayMode="never"` (xib-format §11).
                bars.navigationBarLargeTitle = nav.child("navigationBar", key: "navigationBar")?["largeTitles"] == "YES"
                    && c.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] != "never"
                if nav["toolbarHidden"] == "NO" {
                    bars.toolbar = true
                    bars.toolbarOpaque = nav.child("toolbar", key: "toolbar")?["translucent"] == "NO"
                }
            }
            if let tabID = tabOf[id], let tab = byID[tabID] {
                bars.tabBar = true
                bars.tabBarOpaque = tab.name == "navigationController"
                    ? tab.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics")?["translucent"] == "NO"
                    : tab.child("tabBar", key: "tabBar")?["translucent"] == "NO"
            }
            if !bars.isEmpty { out[id] = bars }
        }
        return out
    }

    /// A navigation controller whose scene simulates a tab bar below it
    /// (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`, set when its tab bar
    /// controller lives in another storyboard or is created in code): Xcode draws its stack's
    /// controllers above that tab bar, as a tab bar controller's children (xib-format §11). Their
    /// roots' safe area ends 49 above the home indicator: WWDCScholars' `Scholars` (a container
    /// pinned to the bottom layout guide stored 896 − 34 − 49 = 813 down on retina6_1) and `Blog`
    /// (retina4_7, 667 − 49), camosss' and luboolu's SeSAC `Home` and `Search` (83 above the
    /// bottom, retina6_1), ddudios' and hjaeho95's SeSAC scenes (117 = 2 × 34 + 49 on the
    /// retina6_12 canvas of build 23727); `scripts/ib-roots-evidence.tsv`.
    private static func simulatesTabBar(_ node: XMLNode) -> Bool {
        node.name == "navigationController"
            && node.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil
    }

    /// A tab bar controller whose scene simulates a navigation bar above it
    /// (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"/>`).
    private static func simulatesNavigationBar(_ node: XMLNode) -> Bool {
        node.name == "tabBarController"
            && node.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil
    }

    /// The ids of the controllers a segue presents modally: `presentation`, `popoverPresentation`
    /// (a popover is adapted to a sheet on a phone) and the pre-Xcode 7 `modal`, whatever the
    /// presentation style the segue or the controller asks for: the stored root's size says
    /// whether Xcode drew a sheet (`ViewTreeBuilder.presentedSheetGeometry`).
    static func presented(_ scenes: [XMLNode]) -> Set<String> {
        segueDestinations(scenes, kinds: ["presentation", "popoverPresentation", "modal"])
    }

    /// The ids of the controllers a container view embeds (`<segue kind="embed">`).
    static func embedded(_ scenes: [XMLNode]) -> Set<String> {
        segueDestinations(scenes, kinds: ["embed"])
    }

    /// The destinations of the segues of these kinds from any controller of the scenes.
    private static func segueDestinations(_ scenes: [XMLNode], kinds: Set<String>) -> Set<String> {
        var out: Set<String> = []
        for scene in scenes {
            for node in scene.child("objects")?.children ?? [] where node.name.hasSuffix("Controller") {
                for segue in segues(node) where kinds.contains(segue["kind"] ?? "") {
                    if let dest = segue["destination"] { out.insert(dest) }
                }
            }
        }
        return out
    }

    /// Every `<segue>` below a controller element (its own connections, its views', its bar items').
    private static func segues(_ node: XMLNode) -> [XMLNode] {
        var out: [XMLNode] = []
        var stack: [XMLNode] = [node]
        while let n = stack.popLast() {
            if n.name == "segue" { out.append(n) }
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }

    /// UIKit's standard bar heights: 44 for a navigation bar or toolbar and 49 for a tab bar on a
    /// phone, 32 for each on a phone in a compact-height (landscape) environment, 50 for each on an
    /// iPad (iOS 12 and later; zotero's iPad storyboard stores its root 1180 − 24 − 50 tall).
    /// iOS 26 (Xcode 26 documents) draws a phone's navigation bar 54 tall in a regular-height
    /// environment; a navigation controller's toolbar is 49 tall, like the tab bar, on a
    /// home-indicator phone in a regular-height environment (xib-format §11).
    static func heights(pad: Bool, compactHeight: Bool, homeIndicator: Bool = false, release: IOSRelease = .current)
        -> (navigation: Double, toolbar: Double, tabBar: Double) {
        if pad { return (50, 50, 50) }
        if compactHeight { return (32, 32, 32) }
        return (navigationBarHeight(pad: pad, compactHeight: compactHeight, release: release),
                toolbarHeight(pad: pad, compactHeight: compactHeight, homeIndicator: homeIndicator), 49)
    }

    /// A navigation controller's toolbar (or a simulated one): `BarMetrics.toolbarHeight`.
    static func toolbarHeight(pad: Bool, compactHeight: Bool, homeIndicator: Bool) -> Double {
        BarMetrics.toolbarHeight(pad: pad, compactHeight: compactHeight, homeIndicator: homeIndicator)
    }

    /// A simulated navigation bar (Simulated Metrics) on `device` in `orientation`: on a phone in
    /// regular height the release's standard bar (`navigationBarHeight`: 44, 54 from iOS 26),
    /// elsewhere 44, as Xcode stores it; a prompt adds 30 (74 in all, UIKit's prompted bar).
    static func simulatedNavigationBarHeight(prompted: Bool, device: Device, orientation: Orientation, release: IOSRelease) -> Double {
        if prompted { return 74 }
        guard device.idiom == .phone && device.sizeClasses(orientation).vertical != .compact else { return 44 }
        return navigationBarHeight(pad: false, compactHeight: false, release: release)
    }

    /// A simulated toolbar (Simulated Metrics) on `device` in `orientation`: the navigation
    /// controller's toolbar on a phone in regular height (`toolbarHeight`: 49 with a home
    /// indicator), elsewhere 44, as Xcode stores it.
    static func simulatedToolbarHeight(device: Device, orientation: Orientation) -> Double {
        guard device.idiom == .phone && device.sizeClasses(orientation).vertical != .compact else { return 44 }
        return toolbarHeight(pad: false, compactHeight: false, homeIndicator: device.hasHomeIndicator)
    }

    /// The standard navigation bar's height (`BarMetrics.navigationBarHeight`).
    static func navigationBarHeight(pad: Bool, compactHeight: Bool, release: IOSRelease) -> Double {
        BarMetrics.navigationBarHeight(pad: pad, compactHeight: compactHeight, release: release)
    }
}
