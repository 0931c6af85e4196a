// The steps of building an AutoLayout tree from an IB scene: root geometry, views, guides,
// constraints. Each IB rule is cited from xib-format.md.
import AutoLayout
import DeviceCatalog

struct ViewTreeBuilder {
    let document: IBDocument
    let options: IBLayoutOptions
    /// The scene as read, to tell an unknown id from one a variation removed.
    let originalScene: IBScene
    var scene: IBScene
    let device: Device
    let documentDevice: Device
    let orientation: Orientation
    let documentOrientation: Orientation
    var notes: [IBNote] = []
    var built: [IBBuiltView] = []
    /// Views and guides by IB id.
    var items: [String: LayoutItem] = [:]
    var superviewOf: [String: String] = [:]
    var elementOf: [String: String] = [:]
    /// Scroll view id → the guide standing for its content area.
    var contentGuides: [String: LayoutGuide] = [:]
    /// Without a usable `<device>` (files from before Xcode 8 use a 600×600 any/any canvas), a
    /// controller's root is taken to fill the screen whatever its stored size.
    var screenFromStoredRoot = false
    /// A document without a `<device>` laid out without a target device: the root's stored
    /// size is the screen, so the stored frames are reproduced where they were made.
    var storedRootIsTheScreen = false
    /// Scroll view id → its content area inset by the scroll view's margins.
    var contentMarginGuides: [String: LayoutGuide] = [:]
    /// IB-canvas emulation: views (IB id) to pull to their stored frame on the given axes.
    var storedFrameTies: [String: [LayoutAxis]] = [:]

    init(document: IBDocument, scene: IBScene, options: IBLayoutOptions) throws(IBError) {
        self.document = document
        self.options = options
        originalScene = scene
        var notes: [IBNote] = []
        do {
            documentDevice = try document.documentDevice()
        } catch {
            // An unknown <device> is an error unless a device is given; then the stored frames are
            // taken as laid out for that device. A document older than Xcode 8 names none at all:
            // its canvas was the root's stored size (600 × 600 for size classes), so that size
            // stands for the screen, on a home-button phone of its era unless a device is given.
            let fallback: Device
            if let given = options.device {
                fallback = given
            } else if document.deviceID == nil, let era = try? DeviceCatalog.device(document.eraDevice) {
                fallback = era
            } else {
                throw error
            }
            if options.device == nil {
                notes.append(IBNote(error.location, "the document names no <device>: each root's stored size is taken as "
                                    + "its screen, at the scale of \(fallback.id); give a device to lay it out on one"))
            } else if document.deviceID == nil {
                // The same words on every device, so a run says it once per file.
                notes.append(IBNote(error.location, "the document names no <device> (saved before Xcode 8, or freeform): each root's "
                                    + "stored size is read as the screen it was designed on, and laid out on the device given"))
            } else {
                notes.append(IBNote(error.location, "\(error.message): the root's stored size is read as the screen it was "
                                    + "laid out for, and laid out on the device given"))
            }
            documentDevice = fallback
            screenFromStoredRoot = true
            storedRootIsTheScreen = options.device == nil
        }
        self.notes = notes
        device = options.device ?? documentDevice
        documentOrientation = Orientation(rawValue: document.orientation ?? "portrait") ?? .portrait
        orientation = options.orientation ?? documentOrientation
        self.scene = scene.applyingVariations(IBTraits(device: device, orientation: orientation))
    }

    mutating func build() throws(IBError) -> IBViewTree {
        let geometry = rootGeometry()
        let ibRoot = scene.root
        let root = try makeView(ibRoot, superviewID: nil, arranged: false, superElement: nil)
        // The stored size is the reference its subviews' autoresizing masks were set against;
        // the window (or the container) then resizes the root to the target screen.
        let storedSize = ibRoot.frame.map { Size(width: $0.width, height: $0.height) } ?? geometry.size
        root.frame = Rect(x: 0, y: 0, width: storedSize.width, height: storedSize.height)
        root.translatesAutoresizingMaskIntoConstraints = true
        var layoutRoot = root
        if scene.isViewControllerRoot && ibRoot.margins == nil {
            // AutoLayout keeps at least its size-class minimum; the root's own width decides it, not
            // the device's (a freeform or sheet-sized root, xib-format §6).
            let side = rootSideMargin(ibRoot, width: geometry.size.width)
            root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            if rootMarginsIgnoreTheSafeArea { root.insetsLayoutMarginsFromSafeArea = false }
        }
        if !scene.isViewControllerRoot && topLevelViewIsDrawnAsARoot(ibRoot) {
            // A free top-level view, collection cell or reusable view of a xib is drawn as a root
            // too: its side margins are 16 or 20 by its own width (`rootSideMargin`, xib-format §6),
            // its top and bottom 0 beyond the safe area (xib-format §6). Written side margins below
            // that minimum are raised to it, as a controller's root keeps at least the system
            // minimum (`viewRespectsSystemMinimumLayoutMargins`, YES by default): of the top-level
            // views with side margins written below it in the mirrors' histories (dashwallet,
            // covpass: 16 written on 414-wide canvases), 127 of 131 file versions store their
            // content on the minimum's 20, 2 on the written 16.
            let side = rootSideMargin(ibRoot, width: ibRoot.frame?.width ?? 0)
            switch ibRoot.margins {
            case nil:
                root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            case .directional(let top, let leading, let bottom, let trailing)?:
                root.directionalLayoutMargins = DirectionalEdgeInsets(top: top, leading: max(leading, side),
                                                                      bottom: bottom, trailing: max(trailing, side))
            case .absolute(let top, let left, let bottom, let right)?:
                root.layoutMargins = EdgeInsets(top: top, left: max(left, side), bottom: bottom, right: max(right, side))
            }
        }
        if !scene.isViewControllerRoot {
            // Any top-level view but a controller's is laid out inside a plain window-sized container.
            let window = View(identifier: "layoutcheck.window", frame: root.frame)
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(root)
            layoutRoot = window
        }
        try makeGuides()
        try makeConstraints(ibRoot)
        if !storedFrameTies.isEmpty { try makeStoredFrameTieBreakers() }
        let environment = Environment(
            windowSize: geometry.size, scale: device.scale, safeAreaInsets: geometry.safeArea,
            horizontalSizeClass: device.sizeClasses(orientation).horizontal,
            verticalSizeClass: device.sizeClasses(orientation).vertical,
            layoutDirection: options.layoutDirection, contentSizeCategory: options.contentSizeCategory,
            localeIdentifier: options.localeIdentifier)
        return IBViewTree(scene: scene, layoutRoot: layoutRoot, environment: environment, device: device,
                          orientation: orientation, views: built, notes: document.notes + notes, isComponent: rootIsComponent)
    }

    /// A xib's top-level view that Interface Builder draws with a root's margins (xib-format §6;
    /// reusable views: docs/ib-round-cells2.md): a free view, and from Xcode 9 (build 13000, the
    /// system minimum margins of iOS 11) a collection cell or reusable view. Evidence for reusable views, every top-level one in the mirrors'
    /// histories with a subview on its margins (`scripts/ib-cells2-evidence.tsv`): the About Patreon
    /// header that rileytestut's Delta and AltStore, SideStore and Provenance ship (one file: 18
    /// versions 375 wide, builds 14490–24506, side margins 16; one 390 wide, 21507, also 16, where
    /// the width rule gives 20) and Rocket.Chat's ReusableViewText (13771, 343 wide: sides 16, top
    /// and bottom 0); none stores 8. Table cells have their own (`defaultMargins`).
    func topLevelViewIsDrawnAsARoot(_ root: IBView) -> Bool {
        // A title view is a plain view (UIKit's 8-point margins), not a root; a scene-dock view is
        // drawn on the canvas as a xib's free view is.
        guard !scene.placement.isInNavigationBar else { return false }
        switch root.elementName {
        case "view": return true
        case "collectionViewCell", "collectionReusableView":
            return DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) >= 13000
        default: return false
        }
    }

    /// A cell or reusable view laid out on its own, as a xib holds it.
    var rootIsCell: Bool { ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(scene.root.elementName) }

    /// See `IBViewTree.isComponent`.
    var rootIsComponent: Bool {
        if scene.isViewControllerRoot { return false }
        if rootIsCell { return true }
        guard let stored = scene.root.frame else { return false }
        let screen = documentDevice.size(.portrait)
        let matches = { (w: Double, h: Double) in abs(stored.width - w) < 0.01 && abs(stored.height - h) < 0.01 }
        return !matches(screen.width, screen.height) && !matches(screen.height, screen.width)
    }

    /// The side margin of controller root views and table cells' content views as IB's stored
    /// frames show it (xib-format §6): 16 on screens up to 375 points wide, 20 on wider ones.
    var systemSideMargin: Double { device.size(orientation).width > 375 ? 20 : 16 }

    /// A root's side margin by its own width (xib-format §6): for a plain view (a controller's
    /// root view, a free top-level view of a xib) 16 below 394 points and 20 from 394 on, as UIKit
    /// gives a root view 16 on the 375- to 393-wide phones (iPhone 12 to 16) and 20 on the 414-wide
    /// and larger ones. Every plain root 376 to 393 wide in the mirrors' histories with a subview on
    /// a side margin and no margins of its own stores 16 (383: WordPressAuthenticator's freeform
    /// scenes on retina4_7, 14109–22154; 390: dashwallet and a SeSAC repository; 393:
    /// LNPopupController, dashwallet, xdripswift, googleads, GoMap, LoopFollow, Catty, Meoworld and
    /// three SeSAC repositories, 21507–25094); 394 and wider store 20 (IBAnimatable's and
    /// SkyFloatingLabelTextField's 400-wide scenes, every 414-wide root;
    /// `scripts/ib-margins-evidence.tsv`). Other roots (a table or
    /// collection view, a collection cell) keep 20 above 375 points: LNPopupController's 393-wide
    /// table roots store the content of their margin-preserving header at 20 (23727–25094), as
    /// table cells store 20 at 393 (xib-format §6).
    func rootSideMargin(_ root: IBView, width: Double) -> Double {
        if root.elementName == "view" { return width >= 394 ? 20 : 16 }
        return width > 375 ? 20 : 16
    }

    /// A table cell's side margin: the wide phones' 20 only for a cell wider than
    /// the 320-point default a cell is drawn at on its own (stored frames: 320-wide cells on
    /// 414-wide devices have 16, a 331-wide one 20; on 375-wide devices every width has 16).
    func cellSideMargin(cellWidth: Double?) -> Double {
        if xcode10_2To11CanvasCellMargins { return 15 }
        guard let width = cellWidth, width <= 320 else {
            return xcode16CanvasNarrowsCellMargins ? 16 : systemSideMargin
        }
        return 16
    }

    /// Xcode 9.2 to 10.1 (builds 13529 to 14490) draw a xib's top-level table cell wider than the
    /// 375-point 4.7-inch canvas (retina4_7) with the 20-point side margins of its own width, not the
    /// device's 16 (xib-format §6). Evidence, every such cell in the history of 175 mirrored
    /// repositories with a subview on a content-view side margin (`scripts/ib-third-evidence.tsv`):
    /// element-ios (600 wide, 13771–14490, 36 files), Jami's ring-client-ios (510, 13771–14460, 21),
    /// Zebra (414 and 416, 14113 and 14490, 15), rileylink_ios (600, 13529 and 14092), habitica
    /// (898, 14490) and openfoodfacts (387, 14460) store 20; none stores 16. Prototype cells in a
    /// storyboard's wider freeform scene are left out: there siskin-im stores 20 and 15 and
    /// BookPlayer 15. Before 13529 such cells keep stale Xcode 8 frames (8); Xcode 10.2's betas
    /// (Zebra, 14835 and 14845) already store 15, and from 17156 on they are drawn at 16
    /// (pocket-casts, ProtonVPN, element-ios). A canvas fact: a device given on the command line
    /// keeps the width rule.
    func xcode9_2To10_1CanvasWidensWideCellMargins(_ cell: IBView) -> Bool {
        guard let width = cell.frame?.width, document.kind == .xib, cell.id == scene.root.id else { return false }
        let build = DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion)
        let screen = documentDevice.size(.portrait)
        return options.device == nil && (13529...14490).contains(build)
            && screen.width == 375 && screen.height == 667 && width > screen.width
    }

    /// Xcode 10.2 to 11 (builds 14868 up to 17156, where Xcode 12 draws 16 again) draw a table cell
    /// on the 4.7-inch iPhone canvas (retina4_7) with 15-point side margins, whatever the cell's
    /// width (xib-format §6: Monal, woocommerce, ProtonVPN, element-ios). A canvas fact: a device
    /// given on the command line keeps the width rule.
    var xcode10_2To11CanvasCellMargins: Bool {
        let build = DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion)
        let screen = documentDevice.size(.portrait)
        return options.device == nil && (14868..<17156).contains(build)
            && screen.width == 375 && screen.height == 667
    }

    /// Xcode 16 and later (builds 23000 and up, below the `32700.99.1234` placeholder Xcode 15
    /// writes) draw a table cell on the 390-point iPhone canvas (retina6_0) with 16-point side
    /// margins where Xcode 15 drew 20 (xib-format §6: OsmAnd-iOS's 414-wide cells, xdripswift's
    /// 750-wide prototype cell). A canvas fact, like the Xcode 26 insets: a device given on the command line
    /// keeps the width rule.
    var xcode16CanvasNarrowsCellMargins: Bool {
        let build = DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion)
        return options.device == nil && (23000..<32700).contains(build)
            && documentDevice.size(.portrait).width == 390
    }

    // MARK: Root geometry (xib-format §2, §11)

    /// The root's size on the target device and its safe-area insets. A root with the document
    /// device's screen size takes the target screen's size; a freeform root keeps its stored size
    /// on each axis that does not match the screen.
    func rootGeometry() -> (size: Size, safeArea: EdgeInsets) {
        if scene.placement.isInNavigationBar, let stored = scene.root.frame {
            // A title view or bar item's custom view: at its stored size, in its bar, on no screen edge.
            return (Size(width: stored.width, height: stored.height), .zero)
        }
        var docScreen = documentDevice.size(documentOrientation)
        var screen = device.size(orientation)
        let stored = scene.root.frame ?? IBRect(x: 0, y: 0, width: docScreen.width, height: docScreen.height)
        if screenFromStoredRoot && scene.isViewControllerRoot && scene.controller?.freeformSize == nil {
            // A freeform controller's root keeps its own size; any other was the screen.
            docScreen = Size(width: stored.width, height: stored.height)
        }
        if let freeform = windowFillingFreeformSize {
            // The canvas's freeform size stands where the screen was: the root fills the window.
            docScreen = Size(width: freeform.width, height: freeform.height)
        }
        if storedRootIsTheScreen {
            screen = Size(width: stored.width, height: stored.height)
        }
        let fullWidth = abs(stored.width - docScreen.width) < 0.01
        let fullHeight = abs(stored.height - docScreen.height) < 0.01
        // Without a <device> (Xcode 6 and 7's "any" canvas) the bars are inferred as on a device:
        // in 51 of the 64 repositories whose histories hold such a navigation child, its top
        // guide is stored at 20 + 44 = 64 (translucent bar) or its root at y 64 (opaque), e.g.
        // RxSwift, element-ios, Eureka; most others are later documents saved without a device.
        if let controller = scene.controller, fullWidth,
           let placed = inferredBarGeometry(controller, storedHeight: stored.height, docScreen: docScreen, screen: screen) {
            return placed
        }
        if let controller = scene.controller, !screenFromStoredRoot,
           let placed = ownCanvasBarGeometry(controller, stored: stored, docScreen: docScreen, screen: screen) {
            return placed
        }
        if isPresentedAsPhoneSheet,
           let sheet = presentedSheetGeometry(storedHeight: stored.height, docScreen: docScreen, screen: screen) {
            return sheet
        }
        let width = fullWidth ? screen.width : stored.width
        var height = fullHeight ? screen.height : stored.height
        // A scene root shortened by simulated bars keeps the bars' share of the screen; a share the
        // target screen cannot hold (an extension's 400-point root on a landscape phone) is no
        // bars' share, and the root keeps its stored height.
        if scene.controller != nil && fullWidth && !fullHeight && stored.height < docScreen.height
            && screen.height - (docScreen.height - stored.height) > 0 {
            height = screen.height - (docScreen.height - stored.height)
        }
        let safe = device.safeArea(orientation)
        if rootIsCell
            && !xibCollectionCellIsDrawnAsAFreeView {
            return (Size(width: width, height: height), .zero)
        }
        // Otherwise the overlap of the root, at its stored origin (a freeform view at the screen's
        // top left), with the screen's unsafe edges: a 180-point bar gets the top inset only.
        // Simulated bars the root extends under add to the unsafe edges (a root shortened by an
        // opaque bar starts below it and is not covered).
        var y = stored.y
        // Old Xcode's canvas gave a freeform top-level view no status bar; a device given to lay
        // the document out on has its own insets whatever the document's age.
        var statusBar = fullWidth && fullHeight || scene.isViewControllerRoot || options.device != nil
            || DeviceCatalog.interfaceBuilderInsetsFreeformViews(toolsVersion: document.toolsVersion)
            || documentDevice.portraitSafeArea.bottom > 0
        if let drawn = xcode9To10_1StatusBarOnAShortRoot(fullScreen: fullWidth && fullHeight, storedHeight: stored.height) {
            statusBar = drawn
        }
        if scene.controller?.hidesStatusBar == true && !document.useSafeAreas && !device.hasHomeIndicator {
            // A scene without a status bar has its top layout guide at 0 (xib-format §6); a
            // home-indicator phone's inset is its sensor housing, which stays.
            statusBar = false
        }
        if !scene.isViewControllerRoot && (width > screen.width || height > screen.height) {
            // A freeform view larger than the screen gets the device's insets as they are (a
            // 468×360 card on a 390-wide phone: top 47, bottom 34 in its stored frames), but for
            // the status bar old Xcode did not draw on free views (xib-format §11).
            return (Size(width: width, height: height),
                    EdgeInsets(top: statusBar ? safe.top : 0, left: safe.left, bottom: safe.bottom, right: safe.right))
        }
        // A simulated navigation bar is the release's standard bar on the target device; the stored
        // frames were made with the document device's (xib-format §11).
        func simulatedTopBar(on device: Device, _ orientation: Orientation) -> Double {
            guard let controller = scene.controller, controller.simulatesTopBar else { return 0 }
            return ContainerBars.simulatedNavigationBarHeight(prompted: controller.simulatedTopBarPrompted, device: device,
                                                              orientation: orientation, release: release)
        }
        let topBar = simulatedTopBar(on: device, orientation)
        let documentTopBar = simulatedTopBar(on: documentDevice, documentOrientation)
        var storedBottom = stored.y + stored.height
        if let controller = scene.controller, controller.simulatesTopBar, controller.simulatedTopBarOpaque,
           !controller.extendsUnderOpaqueBars, fullWidth, stored.y == 0,
           docScreen.height - stored.height >= documentDevice.safeArea(documentOrientation).top + documentTopBar - 0.5 {
            // An opaque simulated navigation bar: UIKit lays the root out below the status bar and
            // the bar (UIViewController `extendedLayoutIncludesOpaqueBars`), and Xcode stores it
            // shortened by both, at y 0 since Xcode 9 (at y 64 before): it starts there on the
            // screen and has no top unsafe area (xib-format §11).
            y = (statusBar ? safe.top : 0) + topBar
            storedBottom += documentDevice.safeArea(documentOrientation).top + documentTopBar
        }
        let topUnsafe = (statusBar ? safe.top : 0) + (y == 0 ? topBar : 0)
        let reachesBottom = abs(storedBottom - docScreen.height) < 0.01
        // A simulated toolbar is the target device's (49 on a home-indicator phone, xib-format §11).
        let bottomBar = scene.controller.map { $0.bottomBarIsToolbar ? simulatedToolbarHeight() : $0.bottomBarHeight } ?? 0
        let bottomUnsafe = safe.bottom + (reachesBottom ? bottomBar : 0)
        var bottomInset = max(0, y + height - (screen.height - bottomUnsafe))
        if rootIsTallerThanTheScreen(stored: stored, height: height, screen: screen) {
            bottomInset = safe.bottom + bottomBar
        }
        if freeformXibRootTakesTheBottomInset(fullWidth: fullWidth, fullHeight: fullHeight) {
            // Xcode 14.3 and later draw a xib's freeform top-level view (free, or File's Owner's
            // `view`) with the device's bottom inset whatever its height, as a view larger than the
            // screen: 34 on a home-indicator phone below a 72-, 122-, 363- or 488-point view
            // (simplenote, ProtonVPN, OsmAnd-iOS, pocket-casts), where Xcode 14.2 and earlier stored
            // 0 for the same views (docs/ib-corpus-triage.md, "Eighth session: mining round").
            bottomInset = max(bottomInset, safe.bottom)
        }
        let insets = EdgeInsets(top: max(0, topUnsafe - y), left: safe.left, bottom: bottomInset, right: safe.right)
        return (Size(width: width, height: height), insets)
    }

    /// Xcode 8 and earlier (builds below 13000, iOS 10 SDKs) drew a controller's root with its top
    /// and bottom layout margins at its own edges: iOS 10 had no safe area for them to be inset
    /// from, the status bar and bars being the layout guides' business. A subview on the root's
    /// top margin is stored at the constant, not 20 (or 64) below it. Every such subview of a root
    /// at y 0 in the folders and this round's set stores it (`scripts/ib-mine4-evidence.tsv`, 9
    /// constraints of 5 repositories, none against): microsoft/EmbeddedSocial-iOS-SDK's
    /// `Report.storyboard` (12121, blob 1fb04b21), peppermintcom/peppermint-iphone (10117, without a
    /// device), bonzoq/hniosreader (7706), artsy/eidolon and Automattic/pocket-casts-ios (below a
    /// simulated bar). A canvas fact: a device given on the command line keeps UIKit's safe area.
    var rootMarginsIgnoreTheSafeArea: Bool {
        options.device == nil && DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) < 13000
    }

    /// A simulated toolbar's height: UIKit's (`ContainerBars.simulatedToolbarHeight`), but 49 on a
    /// home-button phone's canvas in portrait from Xcode 10.2 on (build 14865), where UIKit's
    /// toolbar is 44. Every translucent simulated toolbar on retina4_7 or retina4_0 in the mirrors'
    /// histories with a subview on the bottom guide stores 44 up to build 14490 (googleads,
    /// Rocket.Chat, canvas, IBAnimatable, firebase, appcenter, NetNewsWire, passepartout) and 49 from
    /// 14865 (passepartout 14865–15505, appcenter 15702–21701, siskin-im 15705, googleads 16097 and
    /// 17701, WSDOT 23727; owntracks' toolbar above a tab bar 93 = 44 + 49 at 14490 and 98 = 49 + 49
    /// from 14868). Strongbox's opaque toolbars that the root extends under store 49 already at
    /// 14313–14490 and are left as they were (`scripts/ib-margins-evidence.tsv`). A canvas fact: a
    /// device given on the command line keeps UIKit's 44.
    func simulatedToolbarHeight() -> Double {
        let uikit = ContainerBars.simulatedToolbarHeight(device: device, orientation: orientation)
        let build = DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion)
        guard options.device == nil, build >= 14865, device.idiom == .phone, !device.hasHomeIndicator,
              device.sizeClasses(orientation).vertical != .compact else { return uikit }
        return 49
    }

    /// From Xcode 10.2 (build 14868) a xib's top-level collection cell or reusable view is drawn on
    /// the document's device as a free top-level view is: the screen's unsafe edges it overlaps at
    /// its stored origin (the status bar's top inset at the top left), the device's insets when it
    /// is larger than the screen, and from Xcode 14.3 the bottom inset whatever its height
    /// (xib-format §6, "Collection cells in xibs"). Table cells stay without a safe area. Evidence,
    /// every top-level collection cell or reusable view in the history of 175 mirrored repositories
    /// with a subview on its safe area's top or bottom (`scripts/ib-third-evidence.tsv`): AdGuard's
    /// five, 449–660 wide on retina6_1 (17701: top 44, bottom 34), pocket-casts' ThemeAbstractCell
    /// (124 × 200, 21701: 48 / 34), and two SeSAC course repositories' header views on retina6_12
    /// (alexcho617 445 × 96 and kimkyuchul 320 × 50, 21701: bottom 34); consistent with it (and
    /// with none): raivo-otp's 75 × 100 cell (18122: bottom 0, clear of the home indicator), vlc-ios,
    /// habitica, Sileo and Strongbox on retina4_7 (top and bottom 0). Before 14868 the cells disagree
    /// (pocket-casts 14490 stores 44 / 34 on a 200-point notched-phone cell) and keep none, but for
    /// the Xcode 9 to 10.1 canvas's status bar over a view 480 points tall or taller on retina4_7
    /// (`xcode9To10_1StatusBarOnAShortRoot`): Rocket.Chat's SEComposeFileCell (13771) stores its
    /// table at the safe area's 0 in its 419-, 428- and 432-point versions and at 20 in its 547-point
    /// one. A canvas fact: a device given on the command line keeps none.
    var xibCollectionCellIsDrawnAsAFreeView: Bool {
        guard document.kind == .xib, options.device == nil,
              ["collectionViewCell", "collectionReusableView"].contains(scene.root.elementName) else { return false }
        if DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) >= 14868 { return true }
        return xcode9To10_1StatusBarOnAShortRoot(fullScreen: false, storedHeight: scene.root.frame?.height ?? 0) == true
    }

    /// A canvas fact of the document's own device (a device given on the command line keeps the
    /// overlap with the screen's unsafe edges): the root of a xib, not screen-sized, simulating no
    /// bar; or a storyboard controller's freeform root drawn at its freeform size, as wide as the
    /// document's phone and shorter than its screen. The storyboard roots agree with the xibs from
    /// the same build: Blockstream's LTFlow (414 × 838, builds 22155–24765) and xdripswift's
    /// notification root (393 × 400, 32700) store 34 at their bottom, and no such root of 21701 or
    /// later stores 0 (docs/ib-round-freeform.md; dashwallet's page sheet, stored smaller than
    /// its freeform size, is drawn as a sheet).
    func freeformXibRootTakesTheBottomInset(fullWidth: Bool, fullHeight: Bool) -> Bool {
        guard options.device == nil, !(fullWidth && fullHeight),
              DeviceCatalog.interfaceBuilderGivesFreeformViewsTheBottomInset(toolsVersion: document.toolsVersion)
        else { return false }
        guard let controller = scene.controller else { return document.kind == .xib }
        let noBars = !controller.simulatesTopBar && !controller.simulatesBottomBar && controller.inferredBars.isEmpty
        if document.kind == .xib { return noBars }
        guard noBars, scene.isViewControllerRoot, !isPresentedAsPhoneSheet, documentDevice.idiom == .phone,
              let freeform = controller.freeformSize, let stored = scene.root.frame else { return false }
        let docScreen = documentDevice.size(documentOrientation)
        return abs(freeform.width - stored.width) < 0.5 && abs(freeform.height - stored.height) < 0.5
            && abs(stored.width - docScreen.width) < 0.01 && stored.height < docScreen.height
    }

    /// The root of a controller between inferred container bars (`ContainerBars`), when it
    /// simulates no bar itself and its stored height is the one those bars leave on the document's
    /// device: UIKit extends the root under a bar only if `edgesForExtendedLayout` includes that
    /// edge and the bar is translucent or `extendedLayoutIncludesOpaqueBars` is set (UIViewController
    /// documentation); a bar the root extends under adds to its safe area instead.
    func inferredBarGeometry(_ controller: IBController, storedHeight: Double, docScreen: Size,
                             screen: Size) -> (size: Size, safeArea: EdgeInsets)? {
        var bars = controller.inferredBars
        guard !bars.isEmpty, !controller.simulatesTopBar else { return nil }
        if controller.simulatesBottomBar {
            // Only the bottom bar simulated: the container's navigation bar is still drawn above
            // it, and the simulated bar stands for the containers' bottom bars (xib-format §11).
            guard bars.navigationBar else { return nil }
            bars.toolbar = controller.bottomBarIsToolbar
            bars.toolbarOpaque = controller.simulatedBottomBarOpaque
            bars.tabBar = controller.bottomBarHeight == 49
            bars.tabBarOpaque = controller.simulatedBottomBarOpaque
        }
        // A table or collection view as the root moves its content clear of the bars by its
        // adjusted content inset, which is not modelled: its cells must not take the bars as
        // unsafe area.
        guard !["tableView", "collectionView", "scrollView"].contains(scene.root.elementName) else { return nil }
        func place(_ device: Device, _ orientation: Orientation, _ screen: Size) -> (y: Double, height: Double, safeArea: EdgeInsets) {
            let h = ContainerBars.heights(pad: device.idiom == .pad, compactHeight: device.sizeClasses(orientation).vertical == .compact,
                                          homeIndicator: device.hasHomeIndicator,
                                          release: release)
            let safe = device.safeArea(orientation)
            let compactHeight = device.sizeClasses(orientation).vertical == .compact
            let (top, bottom, topExcluded, bottomExcluded) = Self.barsKeptOff(controller, bars, h, compactHeight: compactHeight)
            let y = topExcluded ? safe.top + top : 0
            let height = screen.height - y - (bottomExcluded ? safe.bottom + bottom : 0)
            let insets = EdgeInsets(top: max(0, safe.top + top - y), left: safe.left,
                                    bottom: max(0, y + height - (screen.height - safe.bottom - bottom)), right: safe.right)
            return (y, height, insets)
        }
        if bars.sheet {
            return sheetGeometry(controller, bars: bars, storedHeight: storedHeight, docScreen: docScreen, screen: screen)
        }
        // Xcode drew the document with these bars only if its stored root has the height they leave.
        guard abs(place(documentDevice, documentOrientation, docScreen).height - storedHeight) < 0.5 else { return nil }
        let target = place(device, orientation, screen)
        return (Size(width: screen.width, height: target.height), target.safeArea)
    }

    /// A controller's root drawn on a canvas of its own size: a freeform root (Simulated Metrics'
    /// Size "Freeform", or a stored size the controller's container gave it) that is not as wide
    /// as the document's phone, or taller than it, and fills its freeform size when it has one.
    /// Xcode draws the status bar and the inferred container bars at that canvas's edges, not the
    /// screen's (xib-format §11). Phones in regular height only: every measurement is one.
    func rootHasItsOwnCanvas(stored: IBRect, docScreen: Size) -> Bool {
        guard scene.isViewControllerRoot, documentDevice.idiom == .phone,
              documentDevice.sizeClasses(documentOrientation).vertical != .compact,
              device.idiom == .phone, device.sizeClasses(orientation).vertical != .compact else { return false }
        if let freeform = scene.controller?.freeformSize,
           abs(freeform.width - stored.width) >= 0.5 || abs(freeform.height - stored.height) >= 0.5 {
            // Stored smaller than its freeform size: drawn some other way (Blockstream's
            // 1641-tall root of a 1700-point freeform size has its safe area at 59 and 1641).
            return false
        }
        return abs(stored.width - docScreen.width) >= 0.01 || stored.height > docScreen.height + 0.01
    }

    /// A controller's root taller than the screen (on its own canvas, `rootHasItsOwnCanvas`) has
    /// its bottom unsafe area at its own bottom: the device's bottom inset and the bars below it,
    /// as a free top-level view larger than the screen has, not the part of the root over the
    /// screen's bottom edge. Evidence (`scripts/ib-roots-evidence.tsv`), subviews pinned to the
    /// safe area's bottom or the bottom layout guide: stopp-corona (414 × 1896, 34 on retina6_1),
    /// dashwallet's CrowdNode (390 × 1844, 34), Blockstream green_ios (ReceiveFlow 393 × 1922 and
    /// Wallet 425 × 967 at the doubled 68 of Xcode 26, OnBoard 375 × 967 at 34, and its freeform
    /// roots of 1213–1700 points since build 18122), JTAppleCalendar (375 × 1000, 34),
    /// Skyscanner's SkyFloatingLabelTextField (400 × 1000) and canvas-ios (375 × 3000) and
    /// WordPressAuthenticator (383 × 676) at 0 on home-button phones, parkinghun's SeSAC (414 ×
    /// 800 on retina5_5 above a tab bar, 49); none stores the part over the screen's edge.
    func rootIsTallerThanTheScreen(stored: IBRect, height: Double, screen: Size) -> Bool {
        rootHasItsOwnCanvas(stored: stored, docScreen: documentDevice.size(documentOrientation))
            && height > screen.height + 0.01
    }

    /// The inferred bars' heights above and below a root, and whether the root is kept off each
    /// side (UIKit's `edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`): shared by the
    /// screen-sized and the own-canvas roots.
    static func barsKeptOff(_ controller: IBController, _ bars: IBInferredBars, _ h: (navigation: Double, toolbar: Double, tabBar: Double),
                            compactHeight: Bool) -> (top: Double, bottom: Double, topExcluded: Bool, bottomExcluded: Bool) {
        let top = bars.navigationBar ? h.navigation + (bars.navigationBarLargeTitle && !compactHeight ? 52 : 0) : 0
        let bottom = (bars.tabBar ? h.tabBar : 0) + (bars.toolbar ? h.toolbar : 0)
        let topExcluded = bars.navigationBar
            && (!controller.extendsUnderTopBar || bars.navigationBarOpaque && !controller.extendsUnderOpaqueBars)
        let bottomOpaque = (!bars.tabBar || bars.tabBarOpaque) && (!bars.toolbar || bars.toolbarOpaque)
        let bottomExcluded = bottom > 0
            && (!controller.extendsUnderBottomBar || bottomOpaque && !controller.extendsUnderOpaqueBars)
        return (top, bottom, topExcluded, bottomExcluded)
    }

    /// The root of a controller in a container's stack drawn on its own canvas
    /// (`rootHasItsOwnCanvas`): it keeps its stored size and has the inferred bars at the canvas's
    /// edges, the navigation bar below the status bar at its top (UIKit's `edgesForExtendedLayout`
    /// as in `inferredBarGeometry`: a root that does not extend under the bar starts below it) and
    /// the bottom bars at its bottom when it is taller than the screen (`rootIsTallerThanTheScreen`;
    /// a shorter one keeps the part of it over the screen's bottom bars). Evidence
    /// (`scripts/ib-roots-evidence.tsv`), subviews pinned to the top layout guide or the safe area's
    /// top under a translucent bar: Skyscanner's SkyFloatingLabelTextField (400 × 600 and
    /// 400 × 1000 pushed scenes on retina4_7: 20 + 44), JTAppleCalendar (375 × 1000 on retina6_1:
    /// 44 + 44 at build 15702, 48 + 44 at 22154), HackingWithSwift's project19 extension (320 × 528:
    /// 64), Blockstream green_ios (375 × 967, 425 × 967 and 353–414 × 1213–1700 roots since build
    /// 18122: 44 + 44, 48 + 44, and 0 + 44 on the 4-inch canvases of 14868–21507), parkinghun's SeSAC
    /// (414 × 800 on retina5_5: 64), ruuvi's About (414 × 1124: 2 × 48 + 44 at build 23727),
    /// WordPressAuthenticator (383 × 676: 64), FSCalendar (600 × 800: 64), MarqueeLabel (600 × 600 in
    /// a tab bar controller's stack: 48 + 44); roots below an opaque bar or not extending under it
    /// store 0 (AssistoLab's DropDown 600 × 636, WWDCScholars' Blog 375 × 887).
    func ownCanvasBarGeometry(_ controller: IBController, stored: IBRect, docScreen: Size,
                              screen: Size) -> (size: Size, safeArea: EdgeInsets)? {
        var bars = controller.inferredBars
        guard !bars.isEmpty, !bars.sheet, !controller.simulatesTopBar,
              rootHasItsOwnCanvas(stored: stored, docScreen: docScreen) else { return nil }
        if controller.simulatesBottomBar {
            // The simulated bottom bar stands for the containers' bottom bars, as in `inferredBarGeometry`.
            bars.toolbar = controller.bottomBarIsToolbar
            bars.toolbarOpaque = controller.simulatedBottomBarOpaque
            bars.tabBar = controller.bottomBarHeight == 49
            bars.tabBarOpaque = controller.simulatedBottomBarOpaque
        }
        // A table or collection view as the root moves its content clear of the bars by its
        // adjusted content inset, which is not modelled (as in `inferredBarGeometry`).
        guard !["tableView", "collectionView", "scrollView"].contains(scene.root.elementName) else { return nil }
        let width = abs(stored.width - docScreen.width) < 0.01 ? screen.width : stored.width
        let height = abs(stored.height - docScreen.height) < 0.01 ? screen.height : stored.height
        let h = ContainerBars.heights(pad: false, compactHeight: false, homeIndicator: device.hasHomeIndicator, release: release)
        let safe = device.safeArea(orientation)
        let (top, bottom, topExcluded, bottomExcluded) = Self.barsKeptOff(controller, bars, h, compactHeight: false)
        let y = topExcluded ? safe.top + top : 0
        let bottomInset: Double
        if height > screen.height + 0.01 {
            bottomInset = bottomExcluded ? 0 : safe.bottom + bottom
        } else {
            bottomInset = max(0, y + height - (screen.height - safe.bottom - bottom))
        }
        return (Size(width: width, height: height),
                EdgeInsets(top: topExcluded ? 0 : safe.top + top, left: safe.left, bottom: bottomInset, right: safe.right))
    }

    /// Builds whose canvas draws a modally presented controller on a phone as iOS 13's page sheet:
    /// from 14810 (the first build storing sheet-sized roots: Monal's 647 on retina4_7, raivo-otp's
    /// 842 on retina6_1 at 14854) up to Xcode 26, whose one such scene (GoMap's, 848 tall with the
    /// status bar's 48 above a 54-point bar) is a different canvas (docs/ib-round-insets.md).
    static let phoneSheetBuilds = 14810..<24000

    /// A controller that a segue presents modally (`IBController.presentedModally`), on a phone in a
    /// regular-height environment, whose stored root is the screen's width and shorter than the
    /// screen: Xcode drew it as a page sheet. A sheet sits below the status bar, so its safe area has
    /// no top inset, and it reaches the screen's bottom, so it keeps the home indicator's inset.
    /// Evidence, every such root in the mirrored repositories' histories with a subview on its safe
    /// area's top or bottom (`scripts/ib-insets-evidence.tsv`): top 0 and bottom 34 on retina6_1 and
    /// retina6_5 (842 tall: nihp-public COVID-19, Simple-Login, raivo-otp, Monal, ScheduleManager,
    /// Esri, GoMap, corona-warn-app, dd-sdk-ios) and retina5_9 (758: Strongbox); top 0 on the
    /// home-button phones (647 / 548 / 460 tall: WSDOT up to build 23727, SideMenu, Esri, GoMap,
    /// nihp-public), where other roots have the status bar's 20 (builds before 14868 and from 21701).
    /// On notched phones from Xcode 14 (build 21225) the only such scene, GoMap's, stores the sheet
    /// 838 tall below the status bar's 48 in three versions and 886 tall without it in three others,
    /// so the rule stops there. A controller with bars of its own (inferred or simulated) is left to
    /// those rules. A canvas fact like the sheet-presented navigation controller's
    /// (`sheetGeometry`), kept as a share of the screen on another phone.
    /// The freeform canvas size of a controller whose root fills the window in this layout
    /// (`IBLayoutOptions.controllerRootsFillTheWindow`); nil when the canvas size stands.
    var windowFillingFreeformSize: IBSize? {
        guard options.controllerRootsFillTheWindow, scene.placement == .screen, scene.isViewControllerRoot,
              let controller = scene.controller, !controller.isEmbedded,
              let freeform = controller.freeformSize, freeform.width > 0, freeform.height > 0 else { return nil }
        return freeform
    }

    var isPresentedAsPhoneSheet: Bool {
        guard let controller = scene.controller, scene.isViewControllerRoot, controller.presentedModally,
              controller.inferredBars.isEmpty, !controller.simulatesTopBar, !controller.simulatesBottomBar,
              !screenFromStoredRoot, let stored = scene.root.frame else { return false }
        let docScreen = documentDevice.size(documentOrientation)
        guard abs(stored.width - docScreen.width) < 0.01, stored.height < docScreen.height - 0.01,
              documentDevice.idiom == .phone, device.idiom == .phone,
              documentDevice.sizeClasses(documentOrientation).vertical != .compact,
              device.sizeClasses(orientation).vertical != .compact else { return false }
        let build = DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion)
        return Self.phoneSheetBuilds.contains(build) && (documentDevice.sensorHousing == .none || build < 21225)
    }

    /// A presented phone sheet's root (`isPresentedAsPhoneSheet`): the stored height, kept as a share
    /// of the screen on another device, with no top inset and the device's bottom and side insets.
    func presentedSheetGeometry(storedHeight: Double, docScreen: Size, screen: Size) -> (size: Size, safeArea: EdgeInsets)? {
        let height = screen.height - (docScreen.height - storedHeight)
        guard height > 0 else { return nil }
        let safe = device.safeArea(orientation)
        return (Size(width: screen.width, height: height), EdgeInsets(top: 0, left: safe.left, bottom: safe.bottom, right: safe.right))
    }

    /// A navigation bar placed directly in the root of a presented phone sheet
    /// (`isPresentedAsPhoneSheet`), where UIKit draws it 56 tall (`SystemControlKind.navigationBar`).
    func placedInPresentedSheet(_ ib: IBView) -> Bool {
        ib.elementName == "navigationBar" && scene.root.subviews.contains(where: { $0.id == ib.id }) && isPresentedAsPhoneSheet
    }

    /// The root of a controller in the stack of a navigation controller presented as a phone sheet
    /// (`IBInferredBars.sheet`): the sheet has no status bar, its navigation bar is 56 tall at its
    /// top, and its bottom is the screen's, above the home indicator. The sheet's height is the
    /// stored root's (plus the bar when the root starts below an opaque one), kept as a share of
    /// the screen on another device. Only on phones in a regular-height environment, where UIKit
    /// shows a sheet (xib-format §11).
    private func sheetGeometry(_ controller: IBController, bars: IBInferredBars, storedHeight: Double,
                               docScreen: Size, screen: Size) -> (size: Size, safeArea: EdgeInsets)? {
        guard documentDevice.idiom == .phone, device.idiom == .phone,
              documentDevice.sizeClasses(documentOrientation).vertical != .compact,
              device.sizeClasses(orientation).vertical != .compact else { return nil }
        let bar = 56.0
        let topExcluded = !controller.extendsUnderTopBar || bars.navigationBarOpaque && !controller.extendsUnderOpaqueBars
        let height = screen.height - (docScreen.height - storedHeight)
        guard height > 0 else { return nil }
        let safe = device.safeArea(orientation)
        let h = ContainerBars.heights(pad: false, compactHeight: false, homeIndicator: device.hasHomeIndicator, release: release)
        let bottom = (bars.tabBar ? h.tabBar : 0) + (bars.toolbar ? h.toolbar : 0)
        return (Size(width: screen.width, height: height),
                EdgeInsets(top: topExcluded ? 0 : bar, left: safe.left, bottom: safe.bottom + bottom, right: safe.right))
    }
}
