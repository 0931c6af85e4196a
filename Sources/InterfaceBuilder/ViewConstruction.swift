// IB views → AutoLayout views: class, content, intrinsic size, margins, flags.
import AutoLayout
import Foundation
import DeviceCatalog

/// A UIKit view whose intrinsic size comes from the document (its stored frame, a designable's
/// reported size, or a placeholder intrinsic size) rather than from measuring its content.
public final class DocumentSizedView: View {
    /// The UIKit class this view stands for (`UILabel`, `UITableView`, …).
    public let standsFor: String
    /// −1 (`noIntrinsicMetric`) on an axis means none.
    public let documentIntrinsicSize: Size
    let baselines: BaselineOffsets?

    init(identifier: String, standsFor: String, intrinsicSize: Size, baselines: BaselineOffsets?) {
        self.standsFor = standsFor
        documentIntrinsicSize = intrinsicSize
        self.baselines = baselines
        super.init(frame: .zero)
        self.identifier = identifier
    }

    /// Made from Interface Builder documents only, never from an archive.
    public required init?(coder: NSCoder) { return nil }

    override public var className: String { standsFor }
    override public func intrinsicContentSize(_ context: MeasureContext) -> Size { documentIntrinsicSize }
    override public func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? { baselines }
}

/// A scroll view, table or collection view: a container whose content scrolls, so its subviews
/// may lie beyond its frame and the window by design. Laid out as a plain view (its constraints
/// to the content already mean the content area); the class says what it is in results.
public final class ScrollingContainerView: View {
    /// `UIScrollView`, `UITableView` or `UICollectionView`.
    public let standsFor: String

    init(identifier: String, standsFor: String) {
        self.standsFor = standsFor
        super.init(frame: .zero)
        self.identifier = identifier
    }

    /// Made from Interface Builder documents only, never from an archive.
    public required init?(coder: NSCoder) { return nil }

    override public var className: String { standsFor }
}

extension ViewTreeBuilder {
    /// Element names whose content scrolls.
    static let scrollingContainers: Set<String> = ["scrollView", "tableView", "collectionView"]

    /// Element names read as containers without content of their own.
    static let containers: Set<String> = [
        "view", "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "scrollView", "stackView", "visualEffectView", "containerView", "tableView", "collectionView",
    ]
    /// Controls whose intrinsic size UIKit fixes; the stored frame is that size.
    static let fixedSizeControls: Set<String> = [
        "activityIndicatorView", "segmentedControl", "pageControl", "stepper", "datePicker", "pickerView",
    ]
    /// Controls with an intrinsic height only.
    static let heightOnlyControls: Set<String> = ["slider", "progressView"]
    /// Views of other frameworks (WebKit, MapKit, SceneKit, SpriteKit, GLKit, MetalKit, ARKit)
    /// that keep UIView's intrinsic size, none: Xcode asks for their width and height
    /// ("Needs constraints for: width, height") as for a plain view, so their stored size is
    /// no intrinsic size.
    static let sizelessViews: Set<String> = [
        "wkWebView", "webView", "mapView", "sceneKitView", "skView", "glkView", "mtkView", "arscnView", "arskView",
    ]

    mutating func makeView(_ ib: IBView, superviewID: String?, arranged: Bool, superElement: String?) throws(IBError) -> View {
        if let existing = items[ib.id] {
            throw IBError(ib.location, "duplicate id '\(ib.id)' (also used by \(existing.debugName))")
        }
        let view = makeContentView(ib)
        view.isHidden = ib.hidden
        view.alpha = ib.alpha
        view.drawnControl = ib.control.appearance
        view.translatesAutoresizingMaskIntoConstraints = ib.translatesAutoresizingMaskIntoConstraints
        if ib.fixedFrame && !ib.translatesAutoresizingMaskIntoConstraints {
            // IB keeps a fixed frame that no constraint places (xib-format §2); UIKit would not.
            view.translatesAutoresizingMaskIntoConstraints = true
            notes.append(IBNote(ib.location, "'\(ib.id)' has a fixed frame and no placing constraints: its stored frame is kept"))
        }
        if let f = ib.frame { view.frame = Rect(x: f.x, y: f.y, width: f.width, height: f.height) }
        view.autoresizingMask = Self.mask(ib.autoresizingMask)
        if ib.elementName == "tableViewCell" && superElement == "tableView" {
            // A table sizes its cells to its width once it has its own, so a cell's content
            // never widens its table (facts §6).
            view.autoresizingMask.insert(.flexibleWidth)
            view.widthSetBySuperviewLayout = true
        }
        view.contentInsetTakesVerticalSafeArea = tableContentTakesNoVerticalSafeArea(ib)
        if ib.elementName == "tableViewCellContentView" || ib.elementName == "collectionViewCellContentView"
            || (ib.key == "contentView" && superElement == "collectionViewCell") {
            // A cell keeps its content view the size of its bounds.
            view.autoresizingMask.formUnion([.flexibleWidth, .flexibleHeight])
            // A xib's top-level table cell: when its content needs less height than the cell, the canvas lays
            // the content out at the height it needs and keeps the cell's stored size; when it needs more, the
            // content view keeps the cell's height and the content's newest constraint breaks
            // (docs/ib-round-cellconflicts.md, scripts/ib-cellconflicts-evidence.tsv).
            let topLevelTableCell = ib.elementName == "tableViewCellContentView" && superviewID == scene.root.id
            view.heightGivesWayToContent = topLevelTableCell
            if ib.frame == nil, let cell = superviewID.flatMap({ items[$0] }) as? View {
                // Xcode 6 to 8 wrote content views without a frame: the cell's bounds are its
                // frame, less the separator's point below a xib's top-level table cell in a
                // document of Xcode 7 or earlier without a device (their canvas drew at 1x): of
                // the 11 such cells with a stored content view in the folders (builds 4514–10117),
                // 9 are 1 point shorter than the cell (Eureka, rainmachine, cyclestreets, owncloud,
                // seafile, R.swift) and rainmachine's other 2 are stale (43 in cells of 64 and 138);
                // habitica's device-less documents of build 19162 have none. A canvas fact: a
                // device given on the command line keeps the cell's bounds.
                let separator = topLevelTableCell && document.deviceID == nil && options.device == nil
                    && DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) < 11000 ? 1.0 : 0
                view.frame = Rect(x: 0, y: 0, width: cell.frame.width, height: max(0, cell.frame.height - separator))
            }
        }
        if let h = ib.horizontalHugging { view.setContentHuggingPriority(LayoutPriority(Float(h)), for: .horizontal) }
        if let v = ib.verticalHugging { view.setContentHuggingPriority(LayoutPriority(Float(v)), for: .vertical) }
        if let h = ib.horizontalCompressionResistance {
            view.setContentCompressionResistancePriority(LayoutPriority(Float(h)), for: .horizontal)
        }
        if let v = ib.verticalCompressionResistance {
            view.setContentCompressionResistancePriority(LayoutPriority(Float(v)), for: .vertical)
        }
        switch ib.margins {
        case .directional(let top, let leading, let bottom, let trailing)?:
            view.directionalLayoutMargins = DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
        case .absolute(let top, let left, let bottom, let right)?:
            view.layoutMargins = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        case nil:
            if let defaults = defaultMargins(ib) { view.directionalLayoutMargins = defaults }
        }
        view.insetsLayoutMarginsFromSafeArea = ib.insetsLayoutMarginsFromSafeArea
        view.preservesSuperviewLayoutMargins = (ib.preservesSuperviewLayoutMargins && !drawsPreXcode9CellMargins(ib))
            || contentViewPreservesCellMargins(ib)
        if ib.layoutMarginsFollowReadableWidth {
            notes.append(IBNote(ib.location, "'\(ib.id)': layoutMarginsFollowReadableWidth is not modelled"))
        }
        switch ib.semanticContentAttribute {
        case "playback"?: view.semanticContentAttribute = .playback
        case "spatial"?: view.semanticContentAttribute = .spatial
        case "forceLeftToRight"?: view.semanticContentAttribute = .forceLeftToRight
        case "forceRightToLeft"?: view.semanticContentAttribute = .forceRightToLeft
        default: break
        }
        // Audit findings about the view point at its element, as errors about the file do.
        view.sourceLocation = ib.location.description
        items[ib.id] = view
        elementOf[ib.id] = ib.elementName
        if let s = superviewID { superviewOf[ib.id] = s }
        built.append(IBBuiltView(ib: ib, view: view, superviewID: superviewID, isArranged: arranged))
        for sub in ib.subviews {
            let child = try makeView(sub, superviewID: ib.id, arranged: view is StackView, superElement: ib.elementName)
            if let stack = view as? StackView {
                stack.addArrangedSubview(child)
                proportionalLengthFromDocument(child, sub, in: stack)
            } else {
                view.addSubview(child)
            }
        }
        return view
    }

    /// A table's cells, header and footer views have no top or bottom safe-area inset: its adjusted
    /// content inset keeps them clear of the status bar and the home indicator (UIScrollView
    /// `contentInsetAdjustmentBehavior`, automatic unless the file says `never`), and Interface
    /// Builder stores its cells with their plain margins wherever they sit on the canvas. Without
    /// this the model gave a cell at y 17.5 under a 20-point status bar a 2.5-point inset, a cell
    /// straddling a notched phone's home indicator 34 points less height, and the cells of a
    /// 1200-point freeform table below the screen negative heights. Evidence, the 2,957 table
    /// storyboards of the mirrors' histories with a cell near an unsafe edge, laid out with and
    /// without it (docs/ib-round-cells2.md, `scripts/ib-cells2-evidence.tsv`): 524 views in 32
    /// repositories newly matched (Strongbox, Catty, siskin-im, SwiftMessages, Loop, …; 12 of them
    /// in header and footer views of Zebra, Hackers and threema), none newly missed.
    func tableContentTakesNoVerticalSafeArea(_ ib: IBView) -> Bool {
        ib.elementName == "tableView" && ib.adjustsContentInsetForSafeArea
    }

    /// A fill-proportionally stack sizes items by their length along the axis; for an item without
    /// intrinsic content UIKit (and AutoLayout) uses its fitting size. With sizes from the document
    /// that cannot be recovered: the content's stored frames were already stretched by the stack (in
    /// LedgerTableViewCell one-line labels are stored 50–88 tall), so the item's stored length stands
    /// in for it, as stored frames stand in for text sizes. This is a document input: such items'
    /// lengths are not checked in this mode (26 of LedgerTableViewCell's 31 views depend on it).
    func proportionalLengthFromDocument(_ child: View, _ ib: IBView, in stack: StackView) {
        guard options.intrinsicSizes == .fromDocument, stack.distribution == .fillProportionally,
              type(of: child) == View.self, let frame = ib.frame else { return }
        if stack.axis == .horizontal {
            child.fixedIntrinsicContentSize.width = frame.width
        } else {
            child.fixedIntrinsicContentSize.height = frame.height
        }
    }

    /// Margins UIKit gives some classes instead of the 8-point default, as IB's stored frames show
    /// them (xib-format §6, and stack views measured in the conformance files): a stack view's are
    /// zero; a table cell has the system side margins, and its content view 11 on top and bottom
    /// (15 in iOS 26).
    func defaultMargins(_ ib: IBView) -> DirectionalEdgeInsets? {
        switch ib.elementName {
        case "stackView":
            return DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        case "tableViewCell" where drawsPreXcode9CellMargins(ib):
            // Before Xcode 9 a cell that preserves its table's margins is drawn with 15-point
            // side margins whatever the device (xib-format §6: blink, ChatSecure, Eureka
            // at 320–600 points, SwipeCellKit on the 414-wide retina5_5).
            return DirectionalEdgeInsets(top: 8, leading: 15, bottom: 8, trailing: 15)
        case "tableViewCell" where DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) >= 13000:
            // The cell itself has the system side margins its content view defaults to (iOS 11
            // and later), which is what a content view that preserves its superview's margins
            // keeps when its own are smaller (xib-format §6: Loop's content view, margins 15
            // written, is laid out at 16). Top and bottom stay UIView's.
            let side = xcode9_2To10_1CanvasWidensWideCellMargins(ib) ? 20 : cellSideMargin(cellWidth: ib.frame?.width)
            return DirectionalEdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
        case "tableViewCellContentView":
            if DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) < 13000 {
                // Xcode 8 and earlier (iOS 10 SDKs, before the system minimum margins of iOS 11)
                // drew a cell's content view with UIView's 8-point margins: a view at
                // leadingMargin + 57 is stored at x 65 in a toolsVersion-10116 cell.
                return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            }
            // Its own sides are UIView's 8; the cell's system side margins reach it through
            // `contentViewPreservesCellMargins`, on the edges where the content view meets the cell.
            let vertical = cellContentViewVerticalMargin
            return DirectionalEdgeInsets(top: vertical, leading: 8, bottom: vertical, trailing: 8)
        default:
            return nil
        }
    }

    /// A table cell content view's top and bottom margins (iOS 11 and later): 11 points, and 15 in
    /// iOS 26 (Xcode 26, builds 24000 up to the `32700.99.1234` placeholder; docs/ib-round-cells2.md). Every
    /// Xcode 26 cell in the mirrors' histories with a subview pinned to its content view's top or
    /// bottom margin stores 15 (`scripts/ib-cells2-evidence.tsv`): NetNewsWire, WSDOT's wsdot-ios-app,
    /// firebase's quickstart-ios, canvas-ios, GoMap, SideStore, Delta and ruuvi's station app, on
    /// retina4_7, 6_1, 6_3 and 6_12; every earlier build stores 11. canvas-ios's two cells at 11 start
    /// below their 317-point table, where Xcode 26 did not redraw them: they keep the 11 their
    /// Xcode 15 version stored, exactly.
    var cellContentViewVerticalMargin: Double {
        release >= IOSRelease(26) ? 15 : 11
    }

    /// Xcode 8 and earlier (builds below 13000, iOS 10 SDKs and older) draw a table cell that
    /// preserves its superview's margins with 15-point side margins whatever the device or the
    /// margins of the table's superview (a canvas fact, xib-format §6), so nothing reaches it from
    /// the table; a cell that does not preserve them keeps UIView's 8. Written margins win.
    func drawsPreXcode9CellMargins(_ ib: IBView) -> Bool {
        ib.elementName == "tableViewCell" && ib.preservesSuperviewLayoutMargins && ib.margins == nil
            && DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) < 13000
    }

    /// A table cell's content view takes the cell's side margins only where it reaches the cell's
    /// edge, whether or not the file says it preserves them (iOS 11 and later): beside an accessory
    /// its trailing margin is UIView's 8 (Monal's MLContactCell: a 293.5-wide content view in a
    /// 320-wide cell has 16 leading and 8 trailing), filling the cell both sides are the cell's.
    func contentViewPreservesCellMargins(_ ib: IBView) -> Bool {
        ib.elementName == "tableViewCellContentView" && ib.margins == nil
            && DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion) >= 13000
    }

    static func mask(_ m: IBAutoresizingMask?) -> AutoresizingMask {
        guard let m else { return [] }
        var out: AutoresizingMask = []
        if m.flexibleMinX { out.insert(.flexibleLeftMargin) }
        if m.widthSizable { out.insert(.flexibleWidth) }
        if m.flexibleMaxX { out.insert(.flexibleRightMargin) }
        if m.flexibleMinY { out.insert(.flexibleTopMargin) }
        if m.heightSizable { out.insert(.flexibleHeight) }
        if m.flexibleMaxY { out.insert(.flexibleBottomMargin) }
        return out
    }

    /// The AutoLayout class for an element, with its content.
    mutating func makeContentView(_ ib: IBView) -> View {
        let stored = Size(width: ib.frame?.width ?? noIntrinsicMetric, height: ib.frame?.height ?? noIntrinsicMetric)
        let fromDocument = options.intrinsicSizes == .fromDocument
        // The app says what its class's code computes; a stack or a cell is sized by its content
        // or its table, never by an intrinsic size.
        if let name = ib.customClass, let stated = options.classIntrinsicSizes[name],
           !["stackView", "tableViewCell", "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView"].contains(ib.elementName) {
            if stated.fromStoredFrame { return documentSized(ib, stored) }
            return documentSized(ib, Size(width: stated.width ?? noIntrinsicMetric, height: stated.height ?? noIntrinsicMetric))
        }
        // A designable reported its own intrinsic size (xib-format §8); IB solved with it. With
        // sizes from the document, content views take their stored frames instead (a designable
        // label can be stored 0 tall when its runtime text was empty).
        if let size = document.designableSize(ib.id), !(fromDocument && Self.isContentElement(ib.elementName)) {
            return documentSized(ib, Size(width: size.width, height: size.height))
        }
        if ib.placeholderIntrinsicWidth != nil || ib.placeholderIntrinsicHeight != nil {
            return documentSized(ib, placeholderSize(ib, natural: naturalDocumentSize(ib, stored: stored)))
        }
        switch ib.elementName {
        case "stackView":
            return makeStack(ib)
        case "label":
            return fromDocument ? documentSized(ib, stored) : makeLabel(ib)
        case "button":
            if let glyph = systemGlyphButton(ib, stored: stored) { return glyph }
            return fromDocument ? documentSized(ib, stored) : makeButton(ib)
        case "textField":
            return fromDocument ? documentSized(ib, stored) : makeTextField(ib)
        case "activityIndicatorView", "stepper", "segmentedControl", "progressView", "searchBar",
             "navigationBar", "toolbar", "tabBar", "datePicker":
            if let control = makeSystemControl(ib, stored: stored) { return control }
        case "imageView":
            if fromDocument { return documentSized(ib, ib.image == nil ? Self.none : stored) }
            let image = ImageView(identifier: ib.id)
            image.imageName = ib.image
            if let name = ib.image {
                if let size = document.displayedImageSize(name, symbolScale: ib.symbolScale) {
                    image.imageSize = Size(width: size.width, height: size.height)
                } else {
                    notes.append(IBNote(ib.location, "'\(ib.id)': image '\(name)' has no size in <resources>; no intrinsic size"))
                }
            }
            return image
        case "switch":
            let toggle = Switch(identifier: ib.id)
            toggle.release = release
            return toggle
        case "textView":
            if !ib.scrollEnabled {
                if !fromDocument {
                    notes.append(IBNote(ib.location, "'\(ib.id)': text view content is not measured; its stored size is its intrinsic size"))
                }
                return documentSized(ib, stored)
            }
            return View(identifier: ib.id)
        default:
            break
        }
        if Self.scrollingContainers.contains(ib.elementName) {
            return ScrollingContainerView(identifier: ib.id, standsFor: Self.uikitClass(ib.elementName))
        }
        if Self.containers.contains(ib.elementName) { return View(identifier: ib.id) }
        if Self.sizelessViews.contains(ib.elementName) { return documentSized(ib, Self.none) }
        if Self.fixedSizeControls.contains(ib.elementName) { return documentSized(ib, stored) }
        if Self.heightOnlyControls.contains(ib.elementName) {
            guard ib.elementName == "slider" else {
                return documentSized(ib, Size(width: noIntrinsicMetric, height: stored.height))
            }
            // The stored frame is the frame, so the intrinsic (alignment) height is the slider's
            // alignment insets less (`SystemControl.sliderAlignmentInsets`, xib-format §7).
            let insets = SystemControl.sliderAlignmentInsets(release: release)
            let slider = documentSized(ib, Size(width: noIntrinsicMetric, height: max(0, stored.height - insets.top - insets.bottom)))
            slider.alignmentRectInsets = insets
            return slider
        }
        notes.append(IBNote(ib.location, "unsupported class '\(ib.elementName)' ('\(ib.id)'): laid out as a plain view with its stored size as intrinsic size"))
        return documentSized(ib, stored)
    }

    static func isContentElement(_ element: String) -> Bool {
        ["label", "button", "textField", "textView", "imageView", "switch"].contains(element)
            || fixedSizeControls.contains(element) || heightOnlyControls.contains(element)
    }

    static let none = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)

    /// The intrinsic size the document implies for an element before placeholders.
    func naturalDocumentSize(_ ib: IBView, stored: Size) -> Size {
        switch ib.elementName {
        case _ where Self.containers.contains(ib.elementName) || Self.sizelessViews.contains(ib.elementName):
            return Self.none
        case "imageView":
            return ib.image.flatMap { document.displayedImageSize($0, symbolScale: ib.symbolScale) }
                .map { Size(width: $0.width, height: $0.height) } ?? Self.none
        default:
            return stored
        }
    }

    /// `placeholderIntrinsicWidth`/`Height` replace the intrinsic size per axis (xib-format §7).
    func placeholderSize(_ ib: IBView, natural: Size) -> Size {
        func axis(_ p: IBPlaceholderDimension?, _ natural: Double) -> Double {
            switch p {
            case .value(let v)?: return v
            case .none?: return noIntrinsicMetric
            case nil: return natural
            }
        }
        return Size(width: axis(ib.placeholderIntrinsicWidth, natural.width),
                    height: axis(ib.placeholderIntrinsicHeight, natural.height))
    }

    func documentSized(_ ib: IBView, _ size: Size) -> View {
        DocumentSizedView(identifier: ib.id, standsFor: Self.uikitClass(ib.elementName), intrinsicSize: size,
                          baselines: Self.approximateBaselines(ib, height: size.height))
    }

    /// Baselines of text shown in a box of `height`, centred, from SF Pro's ascender (0.952 em)
    /// and descender (0.241 em); relative to the box centre as AutoLayout expects.
    static func approximateBaselines(_ ib: IBView, height: Double) -> BaselineOffsets? {
        let buttonDefault: IBFont? = ib.elementName == "button" ? defaultTitleFont(ib) : nil
        guard let font = ib.text?.font ?? buttonDefault, height > 0 else { return nil }
        let size = font.pointSize
        let ascender = 0.952 * size, descender = 0.241 * size
        let line = ascender + descender
        let firstFromTop = (height - line) / 2 + ascender
        let lines = max(1, ib.text?.numberOfLines ?? 1)
        let lastFromTop = lines == 1 ? firstFromTop : height - descender
        return BaselineOffsets(first: firstFromTop - height / 2, last: lastFromTop - height / 2)
    }

    static func uikitClass(_ element: String) -> String {
        switch element {
        case "tableViewCellContentView": return "UITableViewCellContentView"
        case "collectionViewCellContentView": return "UICollectionViewCellContentView"
        case "wkWebView": return "WKWebView"
        case "webView": return "UIWebView"
        case "mapView": return "MKMapView"
        case "sceneKitView": return "SCNView"
        case "skView": return "SKView"
        case "glkView": return "GLKView"
        case "mtkView": return "MTKView"
        case "arscnView": return "ARSCNView"
        case "arskView": return "ARSKView"
        default:
            guard let first = element.first else { return "UIView" }
            return "UI" + first.uppercased() + element.dropFirst()
        }
    }

    // MARK: Content classes

    func makeStack(_ ib: IBView) -> StackView {
        let stack = StackView(identifier: ib.id)
        let s = ib.stack ?? IBStack()
        stack.axis = s.axis == "vertical" ? .vertical : .horizontal
        switch s.distribution {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: stack.distribution = .fill
        }
        // A vertical stack's `top`/`bottom` mean leading/trailing: the same UIKit values (xib-format §10).
        switch s.alignment {
        case "leading", "top": stack.alignment = .leading
        case "trailing", "bottom": stack.alignment = .trailing
        case "center": stack.alignment = .center
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline": stack.alignment = .lastBaseline
        default: stack.alignment = .fill
        }
        stack.spacing = s.standardSpacing ? StackView.spacingUseSystem : s.spacing
        stack.isBaselineRelativeArrangement = s.baselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = s.layoutMarginsRelativeArrangement
        return stack
    }

    mutating func makeLabel(_ ib: IBView) -> Label {
        let label = Label(identifier: ib.id, text: ib.text?.text ?? "", font: font(ib.text?.font, of: ib))
        label.numberOfLines = ib.text?.numberOfLines ?? 1
        label.lineBreakMode = Self.lineBreakMode(ib.text?.lineBreakMode)
        label.textAlignment = Self.alignment(ib.text?.textAlignment)
        if let p = ib.text?.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = p }
        return label
    }

    /// The font an element's text is measured in. An app's own font (`Lato-Bold`) is measured
    /// in that font when the project ships it (`IBLayoutOptions.appFontNames`); a font iOS
    /// ships (`HelveticaNeue-Bold`, `Menlo-Regular`) in its stand-in (`IOSFonts`); any other
    /// in the system font at the same size and weight, with a note, rather than not at all.
    mutating func font(_ f: IBFont?, of ib: IBView) -> Font {
        var resolved = Self.font(f)
        if case .textStyle? = f, let style = resolved.textStyle, options.textStylesAtCanvasSize,
           options.contentSizeCategory == .large,
           IBTextStyleCanvas.drawsExtraSmall(build: DeviceCatalog.interfaceBuilderBuild(toolsVersion: document.toolsVersion)) {
            return IBTextStyleCanvas.font(style)
        }
        guard case .custom(let name, let family, _)? = f, !Self.isSystemFontName(name), !Self.isSystemFontName(family ?? "") else {
            return resolved
        }
        if options.appFontNames.contains(name.lowercased()) {
            resolved.family = name
        } else if let family, options.appFontNames.contains(family.lowercased()) {
            resolved.family = family
        } else if let face = IOSFonts.face(named: name) {
            // A font iOS ships: measured in its stand-in, which the run names once (`IOSFonts`).
            resolved.family = name
            resolved.weight = face.weight
            resolved.traits.isItalic = face.isItalic
        } else {
            notes.append(IBNote(ib.location, "'\(ib.id)': font '\(name)' is not available; its text is measured in the system font at \(Self.points(resolved.size)) pt \(resolved.weight.rawValue)"))
        }
        return resolved
    }

    /// The weight in a face's PostScript name (`Avenir-Heavy`, `HelveticaNeue-Bold`,
    /// `Lato-ExtraBoldItalic`); none named is regular.
    static func weight(postScriptName name: String) -> FontWeight {
        guard name.contains("-"), let suffix = name.split(separator: "-").last?.lowercased() else { return .regular }
        // Longer names first: "extrabold" is not bold, "semibold" is not bold.
        let names: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("regular", .regular), ("book", .regular), ("medium", .medium), ("semibold", .semibold),
            ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("bold", .bold),
            ("heavy", .heavy), ("black", .black),
        ]
        return names.first { suffix.hasPrefix($0.0) }?.1 ?? .regular
    }

    /// The names iOS documents use for the system font (`.SFUI-Regular`, `.AppleSystemUIFont`,
    /// `SF Pro Text`, …): the same prefixes TextLayout's `FontFamily(iOSName:)` reads.
    static func isSystemFontName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return [".sfui", ".sf ns", ".applesystemui", "sf pro", "sfpro", "sf-pro", "sf ui", "sfui", "system"]
            .contains { lowered.hasPrefix($0) }
    }

    static func points(_ size: Double) -> String {
        size == size.rounded() && abs(size) < 1e9 ? String(Int(size)) : String(size)
    }

    static func font(_ f: IBFont?) -> Font {
        switch f {
        case nil: return .system(size: 17)
        case .system(let size, let weight)?: return .system(size: size, weight: FontWeight(rawValue: weight) ?? .regular)
        case .boldSystem(let size)?: return .system(size: size, weight: .bold)
        case .italicSystem(let size)?: return .system(size: size)
        case .textStyle(let style)?:
            // UIKit's raw names (`TextStyle.uiKitName`); some files spell Large Title by its name.
            let textStyle = style == "UICTFontTextStyleLargeTitle" ? .largeTitle : TextStyle(name: style)
            return .preferred(textStyle ?? .body)
        case .custom(let name, _, let size)?:
            return .system(size: size, weight: weight(postScriptName: name))
        }
    }

    static func lineBreakMode(_ raw: String?) -> LineBreakMode {
        switch raw {
        case "wordWrap"?: return .byWordWrapping
        case "characterWrap"?: return .byCharWrapping
        case "clip"?: return .byClipping
        case "headTruncation"?: return .byTruncatingHead
        case "middleTruncation"?: return .byTruncatingMiddle
        default: return .byTruncatingTail
        }
    }

    static func alignment(_ raw: String?) -> TextAlignment {
        switch raw {
        case "left"?: return .left
        case "center"?: return .center
        case "right"?: return .right
        case "justified"?: return .justified
        default: return .natural
        }
    }
}
