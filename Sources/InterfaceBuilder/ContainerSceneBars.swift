// The bars of a navigation or tab bar controller scene itself: the `navigationBar`, `toolbar` and
// `tabBar` Xcode stores with a frame in the container's scene, which has no root view of its own
// (xib-format §11). They are placed as UIKit places a container's bars on the screen: the
// navigation bar below the status bar, the toolbar and tab bar above the bottom safe area.
import AutoLayout
import DeviceCatalog

/// A navigation or tab bar controller scene: no root view, only its bars.
public struct IBContainerScene: Sendable, Hashable {
    /// The scene comment, else the controller's label or title, else the scene id.
    public var name: String
    public var id: String
    /// `navigationController` or `tabBarController`.
    public var elementName: String
    public var controllerID: String
    /// A segue presents the controller modally as a sheet (`ContainerBars.presentedAsSheets`).
    public var presentedAsSheet: Bool
    /// The controller is a split view controller's master (`ContainerBars.splitMasters`).
    public var splitMaster: Bool = false
    public var bars: [IBContainerBar]
}

/// One bar of a container scene, as stored.
public struct IBContainerBar: Sendable, Hashable {
    /// `navigationBar`, `toolbar` or `tabBar`.
    public var elementName: String
    public var id: String
    public var customClass: String?
    public var frame: IBRect?
    /// The container hides it (`navigationBarHidden="YES"`; a toolbar unless `toolbarHidden="NO"`).
    public var hidden: Bool
    /// The navigation bar prefers large titles (`largeTitles="YES"`).
    public var largeTitles: Bool
    public var xcodeFlags: [String]
    public var location: IBLocation
}

extension Reader {
    /// A scene whose controller is a navigation or tab bar controller, with the bars it stores;
    /// nil for any other scene. `sheets`: controllers presented as sheets.
    func containerScene(_ node: XMLNode, sheets: Set<String>, splitMasters: Set<String> = []) -> IBContainerScene? {
        guard let objects = node.child("objects"),
              let controller = objects.children.first(where: { ["navigationController", "tabBarController"].contains($0.name) }),
              !controller.children.contains(where: { $0["key"] == "view" }) else { return nil }
        let sceneID = node["sceneID"] ?? "scene"
        let controllerID = controller["id"] ?? sceneID
        var bars: [IBContainerBar] = []
        for child in controller.children where ["navigationBar", "toolbar", "tabBar"].contains(child.name) && child["key"] == child.name {
            guard let id = child["id"] else { continue }
            var frame: IBRect?
            if let rect = child.child("rect", key: "frame"),
               let x = Double(rect["x"] ?? "0"), let y = Double(rect["y"] ?? "0"),
               let w = Double(rect["width"] ?? "0"), let h = Double(rect["height"] ?? "0"),
               [x, y, w, h].allSatisfy({ $0.isFinite && abs($0) <= Self.largestLength }) {
                frame = IBRect(x: x, y: y, width: w, height: h)
            }
            let hidden: Bool
            switch child.name {
            case "navigationBar": hidden = controller["navigationBarHidden"] == "YES"
            case "toolbar": hidden = controller["toolbarHidden"] != "NO"
            default: hidden = false
            }
            bars.append(IBContainerBar(elementName: child.name, id: id, customClass: child["customClass"], frame: frame,
                                       hidden: hidden, largeTitles: child["largeTitles"] == "YES",
                                       xcodeFlags: ["misplaced", "ambiguous"].filter { child[$0] == "YES" },
                                       location: child.location))
        }
        let label = controller["userLabel"] ?? controller["title"]
        let name = node.precedingComment ?? label.flatMap { $0.isEmpty ? nil : $0 }
            ?? controller["storyboardIdentifier"] ?? controller["customClass"] ?? sceneID
        return IBContainerScene(name: name, id: sceneID, elementName: controller.name, controllerID: controllerID,
                                presentedAsSheet: sheets.contains(controllerID), splitMaster: splitMasters.contains(controllerID),
                                bars: bars)
    }
}

extension ContainerBars {
    /// The controllers a segue presents modally in a style a phone shows as a sheet: every
    /// `presentation`, `popoverPresentation` or `modal` segue but those whose presentation style
    /// (the segue's, else the destination's own) covers the screen or is custom.
    static func presentedAsSheets(_ scenes: [XMLNode]) -> Set<String> {
        let fullScreen: Set<String> = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"]
        var styleOf: [String: String] = [:]
        for scene in scenes {
            for node in scene.child("objects")?.children ?? [] where node.name.hasSuffix("Controller") {
                if let id = node["id"], let style = node["modalPresentationStyle"], styleOf[id] == nil { styleOf[id] = style }
            }
        }
        var out: Set<String> = []
        for (_, segue) in controllerSegues(scenes) where ["presentation", "popoverPresentation", "modal"].contains(segue["kind"] ?? "") {
            guard let dest = segue["destination"] else { continue }
            let style = segue["modalPresentationStyle"] ?? styleOf[dest] ?? "automatic"
            if !fullScreen.contains(style) { out.insert(dest) }
        }
        return out
    }

    /// The controllers a split view controller shows as its master (`relationship="masterViewController"`).
    static func splitMasters(_ scenes: [XMLNode]) -> Set<String> {
        Set(controllerSegues(scenes).compactMap { controller, segue in
            controller.name == "splitViewController" && segue["relationship"] == "masterViewController" ? segue["destination"] : nil
        })
    }

    /// Every segue of every scene's controllers, with the controller it belongs to, in document order.
    private static func controllerSegues(_ scenes: [XMLNode]) -> [(controller: XMLNode, segue: XMLNode)] {
        var out: [(controller: XMLNode, segue: XMLNode)] = []
        for scene in scenes {
            for node in scene.child("objects")?.children ?? [] where node.name.hasSuffix("Controller") {
                var stack: [XMLNode] = [node]
                while let n = stack.popLast() {
                    if n.name == "segue" { out.append((node, n)) }
                    stack.append(contentsOf: n.children.reversed())
                }
            }
        }
        return out
    }
}

extension IBDocument {
    /// The frames of a container scene's bars on the layout's device (`options.device`, else the
    /// document's), in screen coordinates, each beside its stored frame.
    func containerBarFrames(_ container: IBContainerScene, options: IBLayoutOptions) throws(IBError) -> [IBViewFrame] {
        let device: Device
        if let given = options.device {
            device = given
        } else if deviceID == nil, let era = try? DeviceCatalog.device(eraDevice) {
            device = era
        } else {
            device = try documentDevice()
        }
        let orientation = options.orientation ?? Orientation(rawValue: self.orientation ?? "portrait") ?? .portrait
        let build = DeviceCatalog.interfaceBuilderBuild(toolsVersion: toolsVersion)
        let screen = device.size(orientation)
        let safe = device.safeArea(orientation)
        let pad = device.idiom == .pad
        let compact = device.sizeClasses(orientation).vertical == .compact
        var out: [IBViewFrame] = []
        for bar in container.bars {
            let frame: IBRect
            var stale: String?
            switch bar.elementName {
            case "navigationBar":
                frame = navigationBarFrame(bar, container: container, build: build, canvas: options.device == nil,
                                           screen: canvasWithoutDevice(options, container: container, build: build) ?? screen,
                                           top: safe.top, pad: pad, compact: compact)
            case "toolbar":
                let h = BarMetrics.toolbarHeight(pad: pad, compactHeight: compact, homeIndicator: device.hasHomeIndicator)
                frame = IBRect(x: 0, y: screen.height - safe.bottom - h, width: screen.width, height: h)
            default:
                // UIKit's tab bar reaches down under the home indicator (`BarMetrics.tabBarHeight`).
                let h = BarMetrics.tabBarHeight(pad: pad, compactHeight: compact) + safe.bottom
                frame = IBRect(x: 0, y: screen.height - h, width: screen.width, height: h)
                // Every tab bar controller's tabBar in the three folders (34, 20 repositories, builds
                // 9531–24412) is stored at a placeholder, never where the canvas draws it: 1000 ×
                // 1000 at the origin, 768 × 49 at y 975, 163 × 49 at (129, 330), 320 × 49 at 0.
                stale = "Xcode stores a tab bar controller's tab bar at a placeholder frame, not where it draws it"
            }
            let className = bar.customClass ?? ViewTreeBuilder.uikitClass(bar.elementName)
            var view = IBViewFrame(id: bar.id, name: "\(className)-\(bar.id)", className: className,
                                   scene: container.name, frame: frame, stored: bar.frame, hidden: bar.hidden,
                                   hiddenInStack: false, xcodeFlags: bar.xcodeFlags)
            view.storedFrameStale = stale
            out.append(view)
        }
        return out
    }

    /// The canvas of a container scene in a document without a `<device>` (saved before Xcode 8,
    /// or never upgraded): Xcode 5 to 8 drew it on the 320-point Retina 4-inch phone whatever its
    /// children's stored sizes (600 × 600 roots of size-class documents included), and stored its
    /// navigation bar 320 wide. The evidence is `scripts/ib-mine4-evidence.tsv`: 36 bars of 14
    /// repositories (builds 2844 to 11201), e.g. AndrewSB/Sup `Sup/Login.storyboard`
    /// (blob e1fba12a), peppermintcom/peppermint-iphone `Peppermint/Base.lproj/Main.storyboard`
    /// (blob 44bba8d6), slackhq/SlackTextViewController and JSQMessagesViewController's examples,
    /// tvheadend-iphone-client's iPad document; against: hitenkmr/Soundify's one 375-wide bar and
    /// wheelmap-iphone2's 768-wide iPad bar (hidden, stored beside a 600-wide toolbar). Nil when the
    /// document names a device or one is given.
    ///
    /// Before size classes (Xcode 5 and earlier, builds below 6000) an iPad-only document's canvas
    /// was the iPad's: a navigation controller's bar is stored 768 wide, but for a split view's
    /// master, drawn in the master's 320-point column. The evidence: anothercookiecrumbles/Photomania
    /// `Base.lproj/Main_iPad.storyboard` (4514: the detail's bar 768, the master's 320) and
    /// bryandunbar/SexyBack-Consultant `Base.lproj/Main_iPad.storyboard` (5056: a login controller's
    /// bar 768), both of the first measure-once set (docs/ib-corpus-triage.md); from build 6250 the
    /// iPad document's bars are 320 like every other (tvheadend-iphone-client's detail included).
    private func canvasWithoutDevice(_ options: IBLayoutOptions, container: IBContainerScene, build: Int) -> Size? {
        guard deviceID == nil, options.device == nil else { return nil }
        if padOnly && build < 6000 && !container.splitMaster { return nil }
        return Size(width: 320, height: 568)
    }

    /// Xcode 26's builds (24000 up to the `32700.99.1234` placeholder of older betas).
    static let xcode26SheetBuilds = 24000..<32700

    /// A navigation controller's bar: at the sheet's top, 56 tall, when the controller is presented
    /// as a phone sheet by the builds that draw sheets (16 below its top, 54 tall, in Xcode 26);
    /// else below the status bar (at 0 in documents of Xcode 8 and earlier, whose canvas stored it
    /// so), the release's standard height, 52 more with large titles where the height is regular
    /// (xib-format §11).
    private func navigationBarFrame(_ bar: IBContainerBar, container: IBContainerScene, build: Int, canvas: Bool,
                                    screen: Size, top: Double, pad: Bool, compact: Bool) -> IBRect {
        let sheetBuilds = ViewTreeBuilder.phoneSheetBuilds.contains(build) || build >= 32700
        if container.presentedAsSheet && !pad && !compact && sheetBuilds {
            return IBRect(x: 0, y: 0, width: screen.width, height: 56)
        }
        if container.presentedAsSheet && !pad && !compact && Self.xcode26SheetBuilds.contains(build) {
            // Xcode 26 draws iOS 26's sheet: its bar 16 below the sheet's top, at iOS 26's 54
            // (GoMap's two modal navigation controllers on retina6_12, 24765; Delta's presented one
            // on retina4_7, 24128; every Xcode 26 phone sheet in the folders and the mirrors'
            // newest snapshots, `scripts/ib-x26sheet-evidence.tsv`).
            return IBRect(x: 0, y: 16, width: screen.width, height: 54)
        }
        let release = IOSRelease.of(interfaceBuilderBuild: build)
        // iOS 12 made the iPad's bar 50 tall; Xcode 8 and earlier drew iOS 10's 44 (zipleen's
        // tvheadend-iphone-client, 4 bars at 6250 in `TvhClient/en.lproj/MainStoryboard_iPad.storyboard`,
        // blob 35f5bde0; artsy/eidolon's `Kiosk/Storyboards/Auction.storyboard`, 2 bars at 12118;
        // `scripts/ib-mine4-evidence.tsv`).
        let standard = pad && build < 13000 ? 44
            : BarMetrics.navigationBarHeight(pad: pad, compactHeight: compact, release: release)
        let h = standard + (bar.largeTitles && !compact ? BarMetrics.largeTitleExtra : 0)
        let y = canvas && build < 13000 ? 0 : top
        return IBRect(x: 0, y: y, width: screen.width, height: h)
    }
}
