// Reads a .xib or .storyboard into the IBDocument model (xib-format.md, sections noted inline).
import DeviceCatalog
import Foundation
import LayoutTypes

/// Reads Interface Builder files into `IBDocument`s.
public enum IBDocumentReader {
    /// Reads the file at `path`; errors name `path` and the line.
    public static func read(contentsOf path: String) throws(IBError) -> IBDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw IBError(IBLocation(file: path, line: 0, column: 0), "cannot read file: \(error.localizedDescription)")
        }
        return try read(data: data, file: path)
    }

    /// Reads XML text; `file` is only used to name places in errors and notes.
    public static func read(data: Data, file: String) throws(IBError) -> IBDocument {
        let root = try XMLTreeBuilder.parse(data, file: file)
        var reader = Reader(file: file)
        return try reader.document(root)
    }
}

/// The stateful part of reading: notes collected along the way.
struct Reader {
    let file: String
    var notes: [IBNote] = []

    init(file: String) { self.file = file }

    // MARK: Document (§1)

    mutating func document(_ root: XMLNode) throws(IBError) -> IBDocument {
        guard root.name == "document" else {
            if root.name == "archive", (root["type"] ?? "").hasPrefix("com.apple.InterfaceBuilder3") {
                // Xcode 4's keyed-archive xib (IB 3.x): no frames or constraints by name to read.
                throw IBError(root.location, "an Xcode 4 (Interface Builder 3) archive-format file, which is not read: "
                              + "open it in Xcode 5 or later and save it to convert it to the <document> format")
            }
            throw IBError(root.location, "not an Interface Builder document: root element is <\(root.name)>, expected <document>")
        }
        let type = root["type"] ?? ""
        let kind: IBDocument.Kind
        if type.hasSuffix("Storyboard.XIB") {
            kind = .storyboard
        } else if type.hasSuffix("XIB") {
            kind = .xib
        } else {
            throw IBError(root.location, "unsupported document type '\(type)'")
        }
        // `iOS.CocoaTouch.iPad` is the runtime Xcode writes for a document created for the iPad
        // only (type `com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB`): the same UIKit objects.
        let runtime = root["targetRuntime"]
        if let runtime, runtime != "iOS.CocoaTouch" && runtime != "iOS.CocoaTouch.iPad" {
            throw IBError(root.location, "unsupported targetRuntime '\(runtime)': only iOS.CocoaTouch (UIKit) documents are read")
        }
        let device = root.child("device")
        var scenes: [IBScene] = []
        if let objects = root.child("objects") {
            // File's Owner's `view` outlet marks the top-level view a controller owns.
            let owner = objects.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownerView = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
            let topLevel = objects.children.filter(isTopLevelView)
            // Unnamed top-level views per element name, counted once (per view it made reading quadratic).
            var unnamedOfKind: [String: Int] = [:]
            for node in topLevel where node["customClass"] == nil && node["userLabel"] == nil {
                unnamedOfKind[node.name, default: 0] += 1
            }
            for node in topLevel {
                let view = try self.view(node)
                let isControllerView = view.id == ownerView
                // A controller's view in a xib may simulate bars as a storyboard controller does (the
                // same inspector writes the same elements on the view): File's Owner is its controller.
                var controller: IBController?
                if isControllerView {
                    var owned = IBController(elementName: "viewController", id: owner?["id"] ?? view.id,
                                             customClass: owner?["customClass"], storyboardIdentifier: nil,
                                             topLayoutGuide: nil, bottomLayoutGuide: nil,
                                             simulatesTopBar: false, simulatesBottomBar: false, freeformSize: nil)
                    Self.readSimulatedBars(node, into: &owned)
                    if owned.simulatesTopBar || owned.simulatesBottomBar { controller = owned }
                }
                // Named as the outline shows it, else by what it is: the controller owning it, or
                // its class when it is the file's only view of that class; the id comes last.
                let kind = unnamedOfKind[node.name] == 1 ? ViewTreeBuilder.uikitClass(node.name) : nil
                let name = node["customClass"] ?? node["userLabel"] ?? (isControllerView ? owner?["customClass"] : nil) ?? kind ?? view.id
                scenes.append(IBScene(name: name, id: view.id,
                                      controller: controller, root: view, isViewControllerRoot: isControllerView))
            }
        }
        let sceneNodes = root.child("scenes")?.children("scene") ?? []
        let sheets = ContainerBars.presentedAsSheets(sceneNodes)
        let splitMasters = ContainerBars.splitMasters(sceneNodes)
        var containers: [IBContainerScene] = []
        for sceneNode in sceneNodes {
            if let container = containerScene(sceneNode, sheets: sheets, splitMasters: splitMasters) {
                containers.append(container)
            } else if let scene = try scene(sceneNode) {
                scenes.append(scene)
            }
        }
        let inferred = ContainerBars.infer(sceneNodes)
        for i in scenes.indices {
            if let id = scenes[i].controller?.id, let bars = inferred[id] { scenes[i].controller?.inferredBars = bars }
        }
        let presented = ContainerBars.presented(sceneNodes)
        for i in scenes.indices {
            if let id = scenes[i].controller?.id, presented.contains(id) { scenes[i].controller?.presentedModally = true }
        }
        let embedded = ContainerBars.embedded(sceneNodes)
        for i in scenes.indices {
            if let id = scenes[i].controller?.id, embedded.contains(id) { scenes[i].controller?.isEmbedded = true }
        }
        var images: [IBNamedSize] = []
        var symbols: [String] = []
        for image in root.child("resources")?.children("image") ?? [] {
            guard let name = image["name"] else { continue }
            let size = IBSize(width: try number(image, "width", default: 0), height: try number(image, "height", default: 0))
            if image["catalog"] == "system" {
                symbols.append(name)
            }
            images.append(IBNamedSize(name: name, size: size))
        }
        var designables: [IBNamedSize] = []
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let name = designable["name"], let sizeNode = designable.child("size", key: "intrinsicContentSize") else { continue }
            designables.append(IBNamedSize(name: name, size: try size(sizeNode)))
        }
        if !ContainerBars.barButtonCustomViewBuilds.contains(DeviceCatalog.interfaceBuilderBuild(toolsVersion: root["toolsVersion"])) {
            // Outside the builds whose bar margins are known, such views stay unplaced, with the reason.
            for i in scenes.indices { scenes[i].barButtonCustomViews = [] }
        }
        let canvas = unknownDeviceCanvas(device, scenes: scenes)
        var document = IBDocument(file: file, kind: kind, toolsVersion: root["toolsVersion"], deviceID: device?["id"],
                          orientation: device?["orientation"], useAutolayout: root["useAutolayout"] == "YES",
                          useSafeAreas: root["useSafeAreas"] == "YES",
                          useTraitCollections: root["useTraitCollections"] == "YES",
                          scenes: scenes, images: images, systemSymbols: symbols, designables: designables, notes: notes,
                          deviceLine: device?.location.line ?? root.location.line,
                          padOnly: runtime == "iOS.CocoaTouch.iPad", canvasDevice: canvas)
        document.containers = containers
        var placed: Set<String> = []
        for scene in scenes {
            for view in scene.root.allViews + scene.auxiliaryViews.flatMap(\.allViews)
                + scene.barButtonCustomViews.flatMap(\.view.allViews) { placed.insert(view.id) }
        }
        for container in containers { for bar in container.bars { placed.insert(bar.id) } }
        var sceneNames: [String: String] = [:]
        for scene in scenes where sceneNames[scene.id] == nil { sceneNames[scene.id] = scene.name }
        for container in containers where sceneNames[container.id] == nil { sceneNames[container.id] = container.name }
        document.unplaced = unplacedElements(root, placed: placed, sceneName: { sceneNames[$0] })
        return document
    }

    /// For a `<device id>` the catalogue does not know (a newer Xcode's), the device its canvas
    /// stands for, with a note naming the id once for the file: the document still carries the
    /// screen it was drawn on, the stored size of its screen-sized controller roots (the largest;
    /// freeform ones excluded). Nil for a known id or no `<device>`.
    private mutating func unknownDeviceCanvas(_ device: XMLNode?, scenes: [IBScene]) -> Device? {
        guard let device, let id = device["id"], DeviceCatalog.isUnknownInterfaceBuilderID(id) else { return nil }
        let roots = scenes.filter { $0.isViewControllerRoot && $0.controller?.freeformSize == nil }.compactMap(\.root.frame)
        let largest = roots.filter { $0.width > 0 && $0.height > 0 && $0.width.isFinite && $0.height.isFinite }
            .max { ($0.width, $0.height) < ($1.width, $1.height) }
        let canvas = largest.map { Size(width: $0.width, height: $0.height) }
        let (chosen, exact) = DeviceCatalog.canvasDevice(forUnknownInterfaceBuilderID: id, canvas: canvas)
        let size = "\(DeviceCatalog.points(chosen.portraitSize.width)) × \(DeviceCatalog.points(chosen.portraitSize.height))"
        let how: String
        if exact {
            how = "its canvas, \(size), is the \(chosen.name)'s screen: laid out on that device"
        } else if canvas != nil {
            how = "laid out on its own canvas, \(size), with the scale and safe areas of the nearest known device ("
                + "\(chosen.id))"
        } else {
            how = "no screen-sized root gives its canvas: laid out on \(chosen.name) (\(size))"
        }
        notes.append(IBNote(device.location, "unknown device id '\(id)' (newer than LayoutCheck's table of Interface Builder "
                            + "devices): \(how); give a device to lay it out on another"))
        return chosen
    }

    /// A top-level object of a xib that is a view: it has a frame (placeholders, gesture
    /// recognizers and custom objects do not).
    private func isTopLevelView(_ node: XMLNode) -> Bool {
        node.name != "placeholder" && Self.hasFrame(node)
    }

    /// Why a scene has no root view to lay out: a storyboard reference's scenes are laid out
    /// in the storyboard it names, a hosting controller's content is SwiftUI.
    static func rootlessSceneReason(_ objects: XMLNode?) -> String {
        let members = objects?.children ?? []
        if let reference = members.first(where: { $0.name == "viewControllerPlaceholder" }) {
            let name = reference["storyboardName"] ?? "?"
            return "is a reference to storyboard '\(name)'" + (reference["referencedIdentifier"].map { " (scene '\($0)')" } ?? "")
                + ", laid out from that file"
        }
        if members.contains(where: { $0.name == "hostingController" }) {
            return "is a SwiftUI hosting controller, whose content is not in the document"
        }
        return "has no controller with a root view"
    }

    /// A storyboard scene: its controller and the controller's root view (`key="view"`).
    private mutating func scene(_ node: XMLNode) throws(IBError) -> IBScene? {
        let sceneID = node["sceneID"] ?? "scene"
        guard let objects = node.child("objects"),
              let controllerNode = objects.children.first(where: { !Self.hasFrame($0) && $0.children.contains { $0["key"] == "view" } })
        else {
            notes.append(IBNote(node.location, "scene '\(sceneID)' " + Self.rootlessSceneReason(node.child("objects")) + "; skipped"))
            return nil
        }
        guard let rootNode = controllerNode.children.first(where: { $0["key"] == "view" }) else { return nil }
        let root = try view(rootNode)
        var controller = IBController(elementName: controllerNode.name, id: controllerNode["id"] ?? sceneID,
                                      customClass: controllerNode["customClass"],
                                      storyboardIdentifier: controllerNode["storyboardIdentifier"],
                                      topLayoutGuide: nil, bottomLayoutGuide: nil,
                                      simulatesTopBar: false, simulatesBottomBar: false, freeformSize: nil)
        for guide in controllerNode.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"] else { continue }
            let g = IBLayoutGuide(key: guide["type"] ?? "top", id: id, owner: root.id, location: guide.location)
            if g.key == "bottom" { controller.bottomLayoutGuide = g } else { controller.topLayoutGuide = g }
        }
        Self.readSimulatedBars(controllerNode, into: &controller)
        if let freeform = controllerNode.child("size", key: "freeformSize") { controller.freeformSize = try size(freeform) }
        if let edges = controllerNode.child("extendedEdge", key: "edgesForExtendedLayout") {
            controller.extendsUnderTopBar = edges["top"] == "YES"
            controller.extendsUnderBottomBar = edges["bottom"] == "YES"
        }
        controller.extendsUnderOpaqueBars = controllerNode["extendedLayoutIncludesOpaqueBars"] == "YES"
        // Xcode writes the scene's name in the comment before it (the controller's label, else its
        // navigation item's title, else its class); a file written without the comments is named
        // the same way where it can be.
        let label = controllerNode["userLabel"] ?? controllerNode.child("navigationItem", key: "navigationItem")?["title"]
        let name = node.precedingComment ?? label.flatMap { $0.isEmpty ? nil : $0 }
            ?? controller.storyboardIdentifier ?? controller.customClass ?? sceneID
        var scene = IBScene(name: name, id: sceneID, controller: controller, root: root, isViewControllerRoot: true)
        // The title view of the controller's navigation item, then the scene dock's views.
        for item in controllerNode.children where item.name == "navigationItem" && item["key"] == "navigationItem" {
            for child in item.children where child["key"] == "titleView" && Self.hasFrame(child) {
                scene.auxiliaryViews.append(try view(child))
            }
            // Only a single left or right item's custom view sits on the bar's margin; one in an
            // array of items sits beside the others, whose widths are not known.
            for barItem in item.children where barItem.name == "barButtonItem" {
                let trailing: Bool
                switch barItem["key"] {
                case "rightBarButtonItem"?: trailing = true
                case "leftBarButtonItem"?: trailing = false
                default: continue
                }
                for child in barItem.children where child["key"] == "customView" && Self.hasFrame(child) {
                    scene.barButtonCustomViews.append(IBBarButtonCustomView(view: try view(child), trailing: trailing))
                }
            }
        }
        for object in objects.children where object["id"] != controllerNode["id"] && Self.hasFrame(object) {
            scene.auxiliaryViews.append(try view(object))
        }
        return scene
    }

    /// Simulated metrics (a navigation bar above; a tab bar or toolbar below) written on a
    /// storyboard controller or on a xib controller's view.
    private static func readSimulatedBars(_ node: XMLNode, into controller: inout IBController) {
        for child in node.children {
            let bar = child["key"]
            if bar == "simulatedStatusBarMetrics" && child.name == "nil" { controller.hidesStatusBar = true }
            if bar == "simulatedTopBarMetrics" && child.name == "simulatedNavigationBarMetrics" {
                controller.simulatesTopBar = true
                controller.simulatedTopBarOpaque = child["translucent"] == "NO"
                controller.simulatedTopBarPrompted = child["prompted"] == "YES"
            }
            if bar == "simulatedBottomBarMetrics" && child.name != "nil" {
                controller.simulatesBottomBar = true
                controller.simulatedBottomBarOpaque = child["translucent"] == "NO"
                controller.bottomBarHeight = child.name == "simulatedTabBarMetrics" ? 49
                    : child.name == "simulatedToolbarMetrics" ? 44 : 0
            }
        }
    }

    // MARK: Views (§2, §3, §6, §7, §10)

    /// Child elements (besides `<subviews>`) that are views in their own right.
    /// Whether an element stores a frame: `<rect key="frame">`, or Xcode 8's `<frame key="frameInset">`.
    static func hasFrame(_ node: XMLNode) -> Bool {
        node.child("rect", key: "frame") != nil || node.child("frame", key: "frameInset") != nil
    }

    /// A collection view's section header and footer (`collectionReusableView`) keep the frame its
    /// layout gave them, as its cells do; their content is laid out inside them.
    private static let viewSlots: Set<String> = ["contentView", "tableHeaderView", "tableFooterView",
                                                 "sectionHeaderView", "sectionFooterView"]

    /// `slotOwner`: the id of the cell whose id-less `contentView` this is (older files write
    /// none); it is named after its owner, `OWNER.contentView`, which no IB id can be.
    mutating func view(_ node: XMLNode, slotOwner: String? = nil) throws(IBError) -> IBView {
        guard let id = node["id"] ?? slotOwner.map({ "\($0).\(node["key"] ?? "view")" }) else {
            throw IBError(node.location, "<\(node.name)> has no id")
        }
        var view = IBView(elementName: node.name, id: id, key: node["key"], customClass: node["customClass"],
                          userLabel: node["userLabel"],
                          accessibilityIdentifier: node.child("accessibility", key: "accessibilityConfiguration")?["identifier"],
                          frame: nil, autoresizingMask: nil,
                          translatesAutoresizingMaskIntoConstraints: node["translatesAutoresizingMaskIntoConstraints"] != "NO",
                          hidden: node["hidden"] == "YES", fixedFrame: node["fixedFrame"] == "YES",
                          horizontalHugging: try optionalNumber(node, "horizontalHuggingPriority"),
                          verticalHugging: try optionalNumber(node, "verticalHuggingPriority"),
                          horizontalCompressionResistance: try optionalNumber(node, "horizontalCompressionResistancePriority"),
                          verticalCompressionResistance: try optionalNumber(node, "verticalCompressionResistancePriority"),
                          placeholderIntrinsicWidth: try placeholderDimension(node, "placeholderIntrinsicWidth"),
                          placeholderIntrinsicHeight: try placeholderDimension(node, "placeholderIntrinsicHeight"),
                          margins: nil, insetsLayoutMarginsFromSafeArea: node["insetsLayoutMarginsFromSafeArea"] != "NO",
                          preservesSuperviewLayoutMargins: node["preservesSuperviewLayoutMargins"] == "YES",
                          layoutMarginsFollowReadableWidth: node["layoutMarginsFollowReadableWidth"] == "YES",
                          semanticContentAttribute: node["semanticContentAttribute"],
                          guides: [], subviews: [], constraints: [], variations: [], text: nil, button: nil,
                          image: nil, symbolScale: nil, stack: nil, scrollEnabled: node["scrollEnabled"] != "NO", location: node.location)
        view.xcodeFlags = ["misplaced", "ambiguous"].filter { node[$0] == "YES" }
        // UIKit clamps alpha to 0…1; the audits treat a transparent view as not drawn.
        if let alpha = try optionalNumber(node, "alpha") { view.alpha = min(max(alpha, 0), 1) }
        view.adjustsContentInsetForSafeArea = node["contentInsetAdjustmentBehavior"] != "never"
        var slotViews: [IBView] = []
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("rect", "frame"?):
                view.frame = IBRect(x: try number(child, "x", default: 0), y: try number(child, "y", default: 0),
                                    width: try number(child, "width", default: 0),
                                    height: try number(child, "height", default: 0))
            case ("frame", "frameInset"?):
                // Xcode 8 wrote some frames as insets in the superview: minX/minY and a size.
                // Insets from the far edges (maxX/maxY) need the superview's size; they are not read.
                if child["maxX"] == nil, child["maxY"] == nil, child["width"] != nil, child["height"] != nil {
                    view.frame = IBRect(x: try number(child, "minX", default: 0), y: try number(child, "minY", default: 0),
                                        width: try number(child, "width", default: 0),
                                        height: try number(child, "height", default: 0))
                } else {
                    notes.append(IBNote(child.location, "'\(id)': a frameInset from the far edges (maxX/maxY) is not read; the view has no stored frame"))
                }
            case ("autoresizingMask", _):
                view.autoresizingMask = IBAutoresizingMask(
                    flexibleMinX: child["flexibleMinX"] == "YES", widthSizable: child["widthSizable"] == "YES",
                    flexibleMaxX: child["flexibleMaxX"] == "YES", flexibleMinY: child["flexibleMinY"] == "YES",
                    heightSizable: child["heightSizable"] == "YES", flexibleMaxY: child["flexibleMaxY"] == "YES")
            case ("subviews", _):
                for sub in child.children { view.subviews.append(try self.view(sub)) }
            case ("prototypes", _), ("cells", _):
                // Table prototypes and collection cells: placed by their container through their frames.
                for sub in child.children where Self.hasFrame(sub) {
                    view.subviews.append(try self.view(sub))
                }
            case ("sections", _):
                // A static table's cells, section by section: placed by the table through their frames.
                for section in child.children("tableViewSection") {
                    for cells in section.children("cells") {
                        for sub in cells.children where Self.hasFrame(sub) {
                            view.subviews.append(try self.view(sub))
                        }
                    }
                }
            case ("constraints", _):
                for c in child.children("constraint") { view.constraints.append(try constraint(c, owner: id)) }
            case ("viewLayoutGuide", let key?), ("keyboardLayoutGuide", let key?):
                guard let guideID = child["id"] else { throw IBError(child.location, "<\(child.name)> has no id") }
                view.guides.append(IBLayoutGuide(key: key, id: guideID, owner: id, location: child.location))
            case ("directionalEdgeInsets", "directionalLayoutMargins"?):
                view.margins = .directional(top: try number(child, "top", default: 0),
                                            leading: try number(child, "leading", default: 0),
                                            bottom: try number(child, "bottom", default: 0),
                                            trailing: try number(child, "trailing", default: 0))
            case ("edgeInsets", "layoutMargins"?):
                view.margins = .absolute(top: try number(child, "top", default: 0),
                                         left: try number(child, "left", default: 0),
                                         bottom: try number(child, "bottom", default: 0),
                                         right: try number(child, "right", default: 0))
            case ("variation", _):
                view.variations.append(try variation(child))
            case (_, let key?) where Reader.viewSlots.contains(key) && (child["id"] != nil || key == "contentView"):
                slotViews.append(try self.view(child, slotOwner: id))
            default:
                break
            }
        }
        // A cell's content view lies behind the cell's other subviews.
        view.subviews = slotViews + view.subviews
        try readContent(node, into: &view)
        return view
    }

    /// Text, font, image, button and stack attributes (§7, §10).
    private mutating func readContent(_ node: XMLNode, into view: inout IBView) throws(IBError) {
        let font = try node.child("fontDescription", key: "fontDescription").map { (f) throws(IBError) in try self.font(f) }
        switch node.name {
        case "label", "textField", "textView":
            // Long or multi-line texts are written as a `<string key="text">` child.
            var text = node["text"] ?? node.child("string", key: "text")?.text
            if text == nil, let attributed = node.child("attributedString", key: "attributedText") {
                text = attributed.children("fragment").map { $0["content"] ?? $0.child("string", key: "content").map(stringContent) ?? "" }.joined()
            }
            var attributedFont: IBFont?
            if let first = node.child("attributedString", key: "attributedText")?.child("fragment")?
                .child("attributes")?.child("font", key: "NSFont") {
                attributedFont = try self.font(first)
            }
            view.text = IBText(text: text, font: font ?? attributedFont,
                               numberOfLines: try lineCount(node),
                               lineBreakMode: node["lineBreakMode"], textAlignment: node["textAlignment"],
                               preferredMaxLayoutWidth: try optionalNumber(node, "preferredMaxLayoutWidth"),
                               placeholder: node["placeholder"])
            if node.name == "textField" { view.control.borderStyle = node["borderStyle"] }
        case "button":
            let state = node.children("state").first { $0["key"] == "normal" }
            let configuration = node.child("buttonConfiguration", key: "configuration")
            let titleFont = try (node.child("fontDescription", key: "titleFontDescription")
                ?? configuration?.child("fontDescription", key: "titleFontDescription"))
                .map { (f) throws(IBError) in try self.font(f) }
            func insets(_ key: String) throws(IBError) -> IBInsets {
                try node.children("inset").first { $0["key"] == key }.map { (n) throws(IBError) in
                    IBInsets(top: try number(n, "minY", default: 0), left: try number(n, "minX", default: 0),
                             bottom: try number(n, "maxY", default: 0), right: try number(n, "maxX", default: 0))
                } ?? .zero
            }
            let imageReference = state?.child("imageReference", key: "image")
                ?? configuration?.child("imageReference", key: "image")
            let image = state?["image"] ?? imageReference?["image"]
            // A title is plain (`title=`) or attributed (fragments, with the first fragment's font).
            let attributedTitle = state?.child("attributedString", key: "attributedTitle")
            let plainTitle = attributedTitle.map(fragmentText)
            let attributedFont = try attributedTitle?.child("fragment")?.child("attributes")?
                .child("font", key: "NSFont").map { (f) throws(IBError) in try self.font(f) }
            // A configured button shows its configuration's title and image; the `<state>` IB
            // still writes beside it keeps the library's placeholder ("Button") and is not drawn.
            let title = configuration.map { $0["title"] ?? $0.child("attributedString", key: "attributedTitle").map(fragmentText) }
                ?? state?["title"] ?? plainTitle
            let shownImage = configuration.map { $0["image"] ?? $0.child("imageReference", key: "image")?["image"] } ?? image
            view.button = IBButton(title: title ?? nil, image: shownImage ?? nil,
                                   contentInsets: try insets("contentEdgeInsets"), configurationStyle: configuration?["style"],
                                   symbolScale: imageReference?["symbolScale"], buttonType: node["buttonType"],
                                   titleInsets: try insets("titleEdgeInsets"))
            view.text = IBText(text: view.button?.title, font: titleFont ?? attributedFont ?? font, numberOfLines: 1,
                               lineBreakMode: node["lineBreakMode"], textAlignment: nil,
                               preferredMaxLayoutWidth: nil, placeholder: nil)
        case "activityIndicatorView":
            view.control.style = node["style"]
            view.control.appearance = .activityIndicator(large: ["large", "whiteLarge"].contains(node["style"] ?? ""), color: nil)
        case "switch":
            view.control.appearance = .toggle(isOn: node["on"] == "YES", onTint: nil, thumbTint: nil)
        case "slider":
            let value = Double(node["value"] ?? "") ?? 0, minimum = Double(node["minValue"] ?? "") ?? 0
            let maximum = Double(node["maxValue"] ?? "") ?? 1
            view.control.appearance = .slider(fraction: ControlAppearance.fraction(value, from: minimum, to: maximum),
                                              minimumTrackTint: nil, maximumTrackTint: nil, thumbTint: nil)
        case "progressView":
            let progress = Double(node["progress"] ?? "") ?? 0
            view.control.appearance = .progress(fraction: ControlAppearance.fraction(progress, from: 0, to: 1), progressTint: nil, trackTint: nil)
        case "segmentedControl":
            let titles = node.child("segments")?.children.filter { $0.name == "segment" }.map { $0["title"] } ?? []
            let selected = Int(node["selectedSegmentIndex"] ?? "").flatMap { titles.indices.contains($0) ? $0 : nil }
            view.control.appearance = .segmented(titles: titles, selected: selected)
        case "stepper":
            view.control.appearance = .stepper
        case "pageControl":
            view.control.appearance = .pageControl(pages: max(0, min(1_000, Int(node["numberOfPages"] ?? "") ?? 0)),
                                                   current: Int(node["currentPage"] ?? "") ?? 0, indicatorTint: nil, currentTint: nil)
        case "datePicker":
            view.control.datePickerMode = node["datePickerMode"]
            view.control.datePickerStyle = node["style"]
        case "navigationBar":
            view.control.prefersLargeTitles = node["largeTitles"] == "YES"
        case "imageView":
            view.image = node["image"] ?? node.child("imageReference", key: "image")?["image"]
            view.symbolScale = node.child("imageReference", key: "image")?["symbolScale"]
        case "stackView":
            var stack = IBStack()
            stack.axis = node["axis"] ?? "horizontal"
            stack.distribution = node["distribution"] ?? "fill"
            stack.alignment = node["alignment"] ?? "fill"
            stack.spacing = try number(node, "spacing", default: 0)
            stack.standardSpacing = node["spacingType"] == "standard"
            stack.baselineRelativeArrangement = node["baselineRelativeArrangement"] == "YES"
            // IB writes no attribute for "arrange relative to margins": a stack view with its own
            // margins arranges inside them (the conformance files' stored frames show it).
            stack.layoutMarginsRelativeArrangement = node["layoutMarginsRelativeArrangement"] == "YES"
                || view.margins != nil
            view.stack = stack
        default:
            break
        }
    }

    private func stringContent(_ node: XMLNode) -> String { node["content"] ?? node.text }

    /// The text of an `<attributedString>`: its fragments' contents in order.
    private func fragmentText(_ node: XMLNode) -> String {
        node.children("fragment").map { $0["content"] ?? $0.child("string", key: "content").map(stringContent) ?? "" }.joined()
    }

    // MARK: Constraints (§4)

    mutating func constraint(_ node: XMLNode, owner: String) throws(IBError) -> IBConstraint {
        guard let id = node["id"] else { throw IBError(node.location, "<constraint> has no id") }
        let first = try attribute(node, "firstAttribute")
        guard let firstAttribute = first else {
            throw IBError(node.location, "constraint '\(id)' has no firstAttribute")
        }
        let relation: IBRelation
        switch node["relation"] {
        case nil: relation = .equal
        case let raw?:
            guard let r = IBRelation(rawValue: raw) else {
                throw IBError(node.location, "constraint '\(id)': unknown relation '\(raw)'")
            }
            relation = r
        }
        let secondAttribute = try attribute(node, "secondAttribute")
        if node["secondItem"] != nil && secondAttribute == nil {
            throw IBError(node.location, "constraint '\(id)' names a secondItem but no secondAttribute")
        }
        var variations: [IBConstantVariation] = []
        for v in node.children("variation") {
            guard let key = v["key"] else { continue }
            if v["constant"] != nil {
                variations.append(IBConstantVariation(key: IBTraitKey(key), constant: try number(v, "constant", default: 0)))
            }
        }
        return IBConstraint(id: id, firstItem: node["firstItem"] ?? owner, firstItemWasOmitted: node["firstItem"] == nil,
                            firstAttribute: firstAttribute, relation: relation,
                            secondItem: secondAttribute == nil ? nil : (node["secondItem"] ?? owner),
                            secondAttribute: secondAttribute,
                            multiplier: try multiplier(node, id: id), constant: try number(node, "constant", default: 0),
                            priority: try number(node, "priority", default: 1000),
                            symbolic: node["symbolic"] == "YES", placeholder: node["placeholder"] == "YES",
                            identifier: node["identifier"], owner: owner, constantVariations: variations,
                            location: node.location)
    }

    private func attribute(_ node: XMLNode, _ name: String) throws(IBError) -> IBAttribute? {
        guard let raw = node[name] else { return nil }
        if raw == "notAnAttribute" { return nil }
        guard let attribute = IBAttribute(rawValue: raw) else {
            throw IBError(node.location, "constraint '\(node["id"] ?? "?")': unknown \(name) '\(raw)'")
        }
        return attribute
    }

    /// `0.5`, `375:229` (a ÷ b) or `1/3` (a ÷ b); never strtod's reading of the prefix.
    private func multiplier(_ node: XMLNode, id: String) throws(IBError) -> Double {
        guard let raw = node["multiplier"] else { return 1 }
        if let value = Reader.parseMultiplier(raw) { return value }
        throw IBError(node.location, "constraint '\(id)': unreadable multiplier '\(raw)' (a number or a ratio a:b, between 1e-6 and 1e6 in size, or 0)")
    }

    /// Multipliers beyond this scale lengths past `largestLength`; IB's own are ratios near 1.
    static let largestMultiplier = 1_000_000.0

    static func parseMultiplier(_ raw: String) -> Double? {
        for separator in [":", "/"] where raw.contains(separator) {
            let parts = raw.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0,
                  a.isFinite, b.isFinite else { return nil }
            return plausible(a / b)
        }
        guard let value = Double(raw) else { return nil }
        return plausible(value)
    }

    private static func plausible(_ multiplier: Double) -> Double? {
        guard multiplier.isFinite, abs(multiplier) <= largestMultiplier,
              multiplier == 0 || abs(multiplier) >= 1 / largestMultiplier else { return nil }
        return multiplier
    }

    // MARK: Variations (§9)

    private mutating func variation(_ node: XMLNode) throws(IBError) -> IBVariation {
        let key = IBTraitKey(node["key"] ?? "default")
        var v = IBVariation(key: key, includedSubviews: [], excludedSubviews: [], includedConstraints: [],
                            excludedConstraints: [], attributes: node.attributes.filter { $0.key != "key" },
                            font: nil, location: node.location)
        for mask in node.children("mask") {
            let included = mask.children("include").compactMap { $0["reference"] }
            let excluded = mask.children("exclude").compactMap { $0["reference"] }
            if mask["key"] == "subviews" {
                v.includedSubviews += included
                v.excludedSubviews += excluded
            } else if mask["key"] == "constraints" {
                v.includedConstraints += included
                v.excludedConstraints += excluded
            }
        }
        if let f = node.child("fontDescription") { v.font = try font(f) }
        return v
    }

    // MARK: Values

    /// `<fontDescription>` or an attributed string's `<font key="NSFont">` (§7).
    func font(_ node: XMLNode) throws(IBError) -> IBFont {
        if let style = node["style"] { return .textStyle(style) }
        if let symbolic = node["size"], node["pointSize"] == nil, Double(symbolic) == nil {
            // Pre-Xcode-8 symbolic sizes: UIFont's system/label/button/small sizes (xib-format §7).
            let sizes = ["system": 14.0, "label": 17, "button": 14, "small": 12]
            return .system(size: sizes[symbolic] ?? 17, weight: "regular")
        }
        let key = node["pointSize"] != nil ? "pointSize" : "size"
        var size = try number(node, key, default: 17)
        if size == 0 {
            // pointSize="0.0" occurs in saved files; Core Text, which UIFont is built on, documents
            // a size of 0 as "the default font size of 12.0" (CTFontCreateWithName).
            size = 12
        }
        guard size > 0, size <= 4096 else {
            throw IBError(node.location, "<\(node.name)> \(key)=\"\(node[key] ?? "")\" is not a font size (0 < size ≤ 4096)")
        }
        switch node["type"] {
        case "system"?: return .system(size: size, weight: node["weight"] ?? "regular")
        case "boldSystem"?: return .boldSystem(size: size)
        case "italicSystem"?: return .italicSystem(size: size)
        default:
            if let name = node["name"] { return .custom(name: name, family: node["family"], size: size) }
            return .system(size: size, weight: node["weight"] ?? "regular")
        }
    }

    /// `numberOfLines`: a whole number from 0 (unlimited) up.
    private func lineCount(_ node: XMLNode) throws(IBError) -> Int {
        guard let raw = node["numberOfLines"] else { return 1 }
        guard let value = Double(raw), value >= 0, value <= 1_000_000, value == value.rounded() else {
            throw IBError(node.location, "<\(node.name)> numberOfLines=\"\(node["numberOfLines"] ?? "")\" is not a line count")
        }
        return Int(value)
    }

    private func size(_ node: XMLNode) throws(IBError) -> IBSize {
        IBSize(width: try number(node, "width", default: 0), height: try number(node, "height", default: 0))
    }

    func number(_ node: XMLNode, _ name: String, default value: Double) throws(IBError) -> Double {
        try optionalNumber(node, name) ?? value
    }

    func optionalNumber(_ node: XMLNode, _ name: String) throws(IBError) -> Double? {
        guard let raw = node[name] else { return nil }
        guard let value = Double(raw), value.isFinite else {
            throw IBError(node.location, "<\(node.name)> \(name)=\"\(raw)\" is not a finite number")
        }
        // No screen is within orders of magnitude of this; beyond it sums overflow to infinity.
        guard abs(value) <= Self.largestLength else {
            throw IBError(node.location, "<\(node.name)> \(name)=\"\(raw)\" is beyond ±\(Int(Self.largestLength)) points")
        }
        return value
    }

    /// The largest coordinate, length or constant a document may hold.
    static let largestLength = 10_000_000.0

    private func placeholderDimension(_ node: XMLNode, _ name: String) throws(IBError) -> IBPlaceholderDimension? {
        guard let raw = node[name] else { return nil }
        if raw == "infinite" { return IBPlaceholderDimension.none }
        return .value(try number(node, name, default: 0))
    }
}
