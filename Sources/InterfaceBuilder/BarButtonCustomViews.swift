// A navigation item's single left or right bar button item with a custom view (a button, a
// segmented control, a plain view): UINavigationBar places the view at its own size on the bar's
// side margin, centred in the bar's height (xib-format §11). Laid out as a root of its own, as a
// title view is; its stored frame is in the bar's coordinates.
import AutoLayout
import DeviceCatalog

extension ContainerBars {
    /// The builds whose canvas places such views as `IBDocument.barButtonCustomViewOrigin` says: from
    /// Xcode 9 (build 13000, iOS 11's bar margins) up to Xcode 16. Every single left or right
    /// item's custom view in the folders and the mirrors' newest snapshots of those builds
    /// (`scripts/ib-barcustom-evidence.tsv`, docs/ib-round-cells3.md) sits 16 from its bar's
    /// edge on the 375-point phone (SwiftMessages, WSDOT, QuickBlox, AltStore, SwiftEntryKit),
    /// 20 on a 414-point phone or a 600-point freeform scene (AgoraIO, MarqueeLabel).
    /// Xcode 26's only one (NetNewsWire, 24506) stores 24 on a 414-point bar, and Xcode 8
    /// and earlier's (QuickBlox's device-less documents) stale 594 and 604 on 600: both left
    /// unplaced, with the reason, until more evidence says what those canvases do.
    static let barButtonCustomViewBuilds = 13000..<24000
}

extension IBDocument {
    /// The custom views of `scene`'s bar button items as scenes of their own, placed in the bar.
    func barButtonCustomViewScenes(_ scene: IBScene) -> [IBScene] {
        guard !scene.barButtonCustomViews.isEmpty else { return [] }
        // A freeform controller's root (MarqueeLabel's 600-point scene on a 414-point phone) has
        // a bar as wide as itself; a root of the screen's width, the target screen's.
        var barWidth: Double?
        if let stored = scene.root.frame, let device = try? documentDevice() {
            let screen = device.size(Orientation(rawValue: orientation ?? "portrait") ?? .portrait)
            if abs(stored.width - screen.width) >= 0.01 { barWidth = stored.width }
        }
        let sheet = scene.controller?.inferredBars.sheet ?? false
        return scene.barButtonCustomViews.map { item in
            IBScene(name: scene.name, id: item.view.id, controller: nil, root: item.view, isViewControllerRoot: false,
                    placement: .barButtonCustomView(trailing: item.trailing, barWidth: barWidth, sheet: sheet))
        }
    }

    /// A bar button item's custom view in its navigation bar: on the side margin (16 in a bar up
    /// to 393 points wide, 20 from 394 on, as a controller's root view's, xib-format §6), centred
    /// in the bar's height (the release's standard height, a phone sheet's 56): SwiftEntryKit's
    /// 113 × 33 segmented control at (16, 5.5) and SwiftMessages' 125 × 44 view at (234, 0) on a
    /// 375 × 44 bar, WSDOT's 50 × 34 button at (309, 11) in a 56-point sheet bar.
    func barButtonCustomViewOrigin(trailing: Bool, barWidth: Double?, sheet: Bool, stored: IBRect,
                                   device: Device, orientation: Orientation) -> Point {
        let compact = device.sizeClasses(orientation).vertical == .compact
        let pad = device.idiom == .pad
        let release = IOSRelease.of(interfaceBuilderBuild: DeviceCatalog.interfaceBuilderBuild(toolsVersion: toolsVersion))
        let height = sheet && !pad && !compact
            ? 56 : BarMetrics.navigationBarHeight(pad: pad, compactHeight: compact, release: release)
        let width = barWidth ?? device.size(orientation).width
        let margin: Double = width >= 394 ? 20 : 16
        // The bar puts its items on whole pixels: AgoraIO's two 34.5-tall buttons in 44-point bars
        // (retina6_1, @2x) are stored at y 5, not (44 − 34.5) / 2 = 4.75.
        let pixel = { (v: Double) in (v * device.scale).rounded() / device.scale }
        return Point(x: pixel(trailing ? width - margin - stored.width : margin), y: pixel((height - stored.height) / 2))
    }
}
