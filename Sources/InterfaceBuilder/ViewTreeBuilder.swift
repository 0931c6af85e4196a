// IB document model → AutoLayout view tree: one screen (a xib top-level view or a storyboard
// scene) for one device and orientation.
import AutoLayout
import DeviceCatalog

/// Where intrinsic content sizes come from.
public enum IBIntrinsicSizes: String, Sendable, Hashable {
    /// Text and image views (and other content views) take their stored frame's size, so that
    /// constraints, stacks, margins and the safe area are checked apart from font metrics.
    case fromDocument
    /// Measured from the content: text through the `TextMeasuring` given to layout, images from
    /// the document's resources, controls from UIKit's fixed sizes.
    case measured
}

/// An intrinsic content size stated for a class; nil on an axis is `noIntrinsicMetric`.
public struct IBClassSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    /// Each view of the class takes its stored frame's size as its intrinsic size: what Xcode
    /// stores for an `@IBDesignable` class it rendered with the class's own code.
    public var fromStoredFrame: Bool

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
        fromStoredFrame = false
    }

    /// The size each view was stored with (`intrinsicSizes: {RatingView: stored}`).
    public static let stored: IBClassSize = {
        var size = IBClassSize(width: nil, height: nil)
        size.fromStoredFrame = true
        return size
    }()
}

/// How to lay out an IB screen.
public struct IBLayoutOptions: Sendable, Hashable {
    /// nil: the document's own `<device>` (with the safe areas of the Xcode that saved it).
    public var device: Device?
    /// nil: the document's orientation.
    public var orientation: Orientation?
    public var intrinsicSizes: IBIntrinsicSizes
    public var layoutDirection: LayoutDirection
    public var contentSizeCategory: ContentSizeCategory
    public var localeIdentifier: String
    /// IB-canvas emulation, not UIKit (off by default): `IBDocument.layout` first lays each scene out
    /// with UIKit's constraints only, then pulls every view whose position or size came out ambiguous,
    /// or is settled only by a stack's ambiguity suppression, on that axis, to its stored frame
    /// (`IB-stored-frame` constraints at priority 52) and lays it out again. UIKit has no such rule:
    /// a harness laying a file out on another device must leave this off, or frames drift toward the
    /// document device's.
    public var resolvesAmbiguityWithStoredFrames: Bool
    /// PostScript and family names of the fonts the app ships (any case), which the measurer
    /// can measure in; text in any other non-system font is measured in the system font, with a note.
    public var appFontNames: Set<String>
    /// The intrinsic sizes of the app's own classes (`customClass`), which their code sets and
    /// the document does not hold; they take the place of whatever the document implies.
    public var classIntrinsicSizes: [String: IBClassSize] = [:]
    /// UIKit at run time, not the canvas: a storyboard controller's root fills the window whatever
    /// freeform size the canvas drew it at (Xcode 6's 600 × 600 "any" canvas, saved forward, or a
    /// size picked to design a long screen), unless a container view embeds it, whose frame sets
    /// its size. Off for `frames`, which reproduces the canvas; a scenario sets it.
    public var controllerRootsFillTheWindow = false
    /// The canvas, not UIKit at run time: Xcode 12.5 to 13.4 draw text styles at the extra-small
    /// size (`IBTextStyleCanvas`), so `frames` reproduces their stored frames only with it on.
    /// On by default (the canvas, as `frames` lays out); a scenario turns it off.
    public var textStylesAtCanvasSize = true

    public init(device: Device? = nil, orientation: Orientation? = nil, intrinsicSizes: IBIntrinsicSizes = .measured,
                layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
                localeIdentifier: String = "en", resolvesAmbiguityWithStoredFrames: Bool = false,
                appFontNames: Set<String> = []) {
        self.resolvesAmbiguityWithStoredFrames = resolvesAmbiguityWithStoredFrames
        self.appFontNames = Set(appFontNames.map { $0.lowercased() })
        self.device = device
        self.orientation = orientation
        self.intrinsicSizes = intrinsicSizes
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.localeIdentifier = localeIdentifier
    }
}

/// One IB view and the AutoLayout view made for it.
public struct IBBuiltView {
    public let ib: IBView
    public let view: View
    /// The IB id of the superview (nil for the screen's root).
    public let superviewID: String?
    /// Inside a stack view's arrangement (its stored frame may be stale when hidden).
    public let isArranged: Bool
}

/// An IB screen as an AutoLayout view tree, ready to lay out in `environment`.
public final class IBViewTree {
    /// The scene after size-class variations were applied.
    public let scene: IBScene
    /// The view to lay out: the IB root, or a window-sized container around it.
    public let layoutRoot: View
    public let environment: Environment
    public let device: Device
    public let orientation: Orientation
    /// Every IB view in document order (depth first).
    public let views: [IBBuiltView]
    /// What could not be reproduced exactly.
    public let notes: [IBNote]
    /// The root is part of a screen, not a whole one: a cell, or a xib's free view smaller than
    /// the document's screen. A controller's view, or a free view the screen's size, is a screen.
    public let isComponent: Bool

    init(scene: IBScene, layoutRoot: View, environment: Environment, device: Device, orientation: Orientation,
         views: [IBBuiltView], notes: [IBNote], isComponent: Bool) {
        self.isComponent = isComponent
        self.scene = scene
        self.layoutRoot = layoutRoot
        self.environment = environment
        self.device = device
        self.orientation = orientation
        self.views = views
        self.notes = notes
    }

    /// The view made for an IB object id (for string tables keyed by object id).
    public func view(id: String) -> View? { views.first { $0.ib.id == id }?.view }
}

extension IBDocument {
    /// Documents saved before Xcode 8 (and some freeform ones) name no `<device>`; they are laid out on this @2x
    /// home-button phone, with their roots' stored sizes as the screen.
    public static let deviceForDocumentsWithoutOne = "iphone-se-3"
    /// The same for an iPad-only document (`iOS.CocoaTouch.iPad`): the 768 × 1024 iPad of its era.
    public static let padForDocumentsWithoutOne = "ipad-9-7"

    /// The device a document without a `<device>` is laid out on.
    public var eraDevice: String { padOnly ? Self.padForDocumentsWithoutOne : Self.deviceForDocumentsWithoutOne }

    /// The device the document was laid out for (`<device id>` and the tools version).
    public func documentDevice() throws(IBError) -> Device {
        guard let id = deviceID else {
            throw IBError(IBLocation(file: file, line: 1, column: 1),
                          "the document names no <device> (older and some freeform documents do not); choose a device")
        }
        do {
            return try DeviceCatalog.interfaceBuilderDevice(id: id, toolsVersion: toolsVersion)
        } catch {
            // A document read by IBDocumentReader has one (and a note saying so).
            if let canvasDevice { return canvasDevice }
            throw IBError(IBLocation(file: file, line: deviceLine, column: 1), error.description)
        }
    }

    /// Builds the view tree of one scene with UIKit's constraints (stored-frame tie-breakers are
    /// added only by `layout(scenes:options:measurer:)`, which needs a first layout to find them).
    public func viewTree(_ scene: IBScene, options: IBLayoutOptions = IBLayoutOptions()) throws(IBError) -> IBViewTree {
        try viewTree(scene, options: options, storedFrameTies: [:])
    }

    /// The view tree with `IB-stored-frame` constraints for the given views (IB id → axes).
    func viewTree(_ scene: IBScene, options: IBLayoutOptions,
                  storedFrameTies: [String: [LayoutAxis]]) throws(IBError) -> IBViewTree {
        var builder = try ViewTreeBuilder(document: self, scene: scene, options: options)
        builder.storedFrameTies = storedFrameTies
        return try builder.build()
    }

    /// The scene whose name, id, root view id, storyboard id or custom class is `name`.
    public func scene(named name: String) throws(IBError) -> IBScene {
        let hit = scenes.first { s in
            s.name == name || s.id == name || s.root.id == name || s.controller?.storyboardIdentifier == name
                || s.controller?.customClass == name || s.controller?.id == name || s.root.customClass == name
        }
        guard let scene = hit else {
            throw IBError(IBLocation(file: file, line: 1, column: 1),
                          "no scene named '\(name)'; scenes: \(scenes.map(\.name).joined(separator: ", "))")
        }
        return scene
    }
}

// MARK: - Screens and strings for the harness

extension IBDocument {
    /// Every `customClass` a view of the document's screens has.
    public var customClasses: Set<String> {
        var found: Set<String> = []
        var pending = scenes.map(\.root)
        while let view = pending.popLast() {
            if let name = view.customClass { found.insert(name) }
            pending += view.subviews
        }
        return found
    }
}

/// One screen of an IB file: a xib's top-level view or a storyboard scene.
public struct IBScreen: Sendable {
    /// `File/Scene` (the file name without its extension; the scene's name).
    public var name: String
    public var scene: IBScene
}

extension IBDocument {
    /// Every screen of the file, in document order, named `File/Scene`. Scenes of one name (two
    /// storyboard scenes Xcode both calls "View Controller") each take their id after it, as views
    /// of one name do, so every screen has a baseline folder of its own whatever the order.
    public var screens: [IBScreen] {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let stem = base.split(separator: ".").dropLast().joined(separator: ".")
        var counts: [String: Int] = [:]
        for scene in scenes { counts[scene.name, default: 0] += 1 }
        return scenes.map { scene in
            let name = counts[scene.name, default: 0] > 1 ? "\(scene.name)-\(scene.id)" : scene.name
            return IBScreen(name: "\(stem.isEmpty ? base : stem)/\(name)", scene: scene)
        }
    }
}

/// A localizable string of an IB file, keyed as Xcode's `.strings` for IB files key them.
public struct IBLocalizableString: Sendable, Hashable {
    /// `<object id>.<property>`: `abc-12-xyz.text`, `.normalTitle`, `.placeholder`.
    public var key: String
    public var objectID: String
    /// The text stored in the document (the development language).
    public var text: String
}

extension IBViewTree {
    /// The texts a strings table can replace: labels' and text views' `text`, buttons'
    /// `normalTitle`, text fields' `text` and `placeholder` (attributed text is not localized
    /// through strings tables, as in Xcode).
    public var localizableStrings: [IBLocalizableString] {
        var out: [IBLocalizableString] = []
        for entry in views {
            let ib = entry.ib
            switch ib.elementName {
            case "label", "textView", "textField":
                if let t = ib.text?.text { out.append(IBLocalizableString(key: "\(ib.id).text", objectID: ib.id, text: t)) }
                if let p = ib.text?.placeholder {
                    out.append(IBLocalizableString(key: "\(ib.id).placeholder", objectID: ib.id, text: p))
                }
            case "button":
                if let t = ib.button?.title {
                    out.append(IBLocalizableString(key: "\(ib.id).normalTitle", objectID: ib.id, text: t))
                }
            default:
                break
            }
        }
        return out
    }

    /// Replaces texts by key (`<object id>.<property>`); keys `lookup` has no string for keep the
    /// document's text. Returns the keys that were missing, for the harness to report. Views
    /// sized from the document (`.fromDocument`) have no text to replace.
    @discardableResult
    public func applyStrings(_ lookup: (String) -> String?) -> [String] {
        var missing: [String] = []
        for item in localizableStrings {
            guard let value = lookup(item.key) else {
                missing.append(item.key)
                continue
            }
            let view = self.view(id: item.objectID)
            if let label = view as? Label, item.key.hasSuffix(".text") {
                label.text = value
            } else if let button = view as? Button {
                button.title = value
            } else if let field = view as? TextField {
                if item.key.hasSuffix(".placeholder") { field.placeholder = value } else { field.text = value }
            }
        }
        return missing
    }
}
