// The Interface Builder document model: pure data read from a .xib or .storyboard, before any
// layout. Names follow the XML (xib-format.md); defaults are applied where the format defines them.
import DeviceCatalog
import LayoutTypes

/// A rectangle in points as IB stores it (superview bounds coordinates).
public struct IBRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A `<size>` as stored (resource sizes, freeform sizes, designable sizes), in points.
public struct IBSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// `<autoresizingMask>`: each flag YES when present (xib-format §3).
public struct IBAutoresizingMask: Sendable, Hashable {
    public var flexibleMinX = false
    public var widthSizable = false
    public var flexibleMaxX = false
    public var flexibleMinY = false
    public var heightSizable = false
    public var flexibleMaxY = false

    public init(flexibleMinX: Bool = false, widthSizable: Bool = false, flexibleMaxX: Bool = false,
                flexibleMinY: Bool = false, heightSizable: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.widthSizable = widthSizable
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.heightSizable = heightSizable
        self.flexibleMaxY = flexibleMaxY
    }
}

/// Layout attributes as IB spells them (xib-format §4). `baseline` is the last baseline.
public enum IBAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
}

/// A constraint's `relation` attribute; absent in the file means `equal`.
public enum IBRelation: String, Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// A constraint with IB's defaults applied (xib-format §4).
public struct IBConstraint: Sendable, Hashable {
    public var id: String
    /// The first item; when the XML omits it, the view whose `<constraints>` holds the constraint.
    public var firstItem: String
    public var firstItemWasOmitted: Bool
    public var firstAttribute: IBAttribute
    public var relation: IBRelation
    /// nil for a constant constraint (`width = 32`).
    public var secondItem: String?
    public var secondAttribute: IBAttribute?
    /// Scales the second item; `0.5`, `375:229` and `1/3` are all read.
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// "Standard" spacing chosen in IB; `constant` holds the value IB solved with.
    public var symbolic: Bool
    /// "Remove at build time": kept, because IB's stored frames include it.
    public var placeholder: Bool
    public var identifier: String?
    /// The view whose `<constraints>` element holds this constraint.
    public var owner: String
    /// Size-class overrides of the constant, in document order.
    public var constantVariations: [IBConstantVariation]
    public var location: IBLocation
}

/// `<variation key="…" constant="…"/>` inside a constraint.
public struct IBConstantVariation: Sendable, Hashable {
    public var key: IBTraitKey
    public var constant: Double
}

/// One `name=value` requirement of a trait key.
public struct IBTraitRequirement: Sendable, Hashable {
    public var trait: String
    public var value: String
}

/// A size-class trait key such as `widthClass=regular` or `heightClass=regular-widthClass=compact`.
public struct IBTraitKey: Sendable, Hashable, CustomStringConvertible {
    /// `default` (any/any) has no requirements.
    public var raw: String
    /// Required trait values, e.g. ["widthClass": "regular"].
    public var requirements: [IBTraitRequirement]

    public init(_ raw: String) {
        self.raw = raw
        if raw == "default" {
            requirements = []
        } else {
            // Keys join `name=value` pairs with "-"; values never contain "-" or "=".
            requirements = raw.split(separator: "-").compactMap { part in
                let pieces = part.split(separator: "=", maxSplits: 1)
                guard pieces.count == 2, let name = pieces.first, let value = pieces.last else { return nil }
                return IBTraitRequirement(trait: String(name), value: String(value))
            }
        }
    }

    public var description: String { raw }
}

/// A `<variation>` of a view: subview/constraint masks and property overrides for some traits.
public struct IBVariation: Sendable, Hashable {
    public var key: IBTraitKey
    public var includedSubviews: [String]
    public var excludedSubviews: [String]
    public var includedConstraints: [String]
    public var excludedConstraints: [String]
    /// Attribute overrides written on the `<variation>` element (`spacing`, `axis`, …).
    public var attributes: [String: String]
    /// A font override (`<fontDescription>` inside the variation).
    public var font: IBFont?
    public var location: IBLocation
}

/// `<fontDescription>` (xib-format §7).
public enum IBFont: Sendable, Hashable {
    /// `type="system"` with an optional weight (`regular`, `semibold`, …).
    case system(size: Double, weight: String)
    case boldSystem(size: Double)
    case italicSystem(size: Double)
    /// A Dynamic Type style (`UICTFontTextStyleBody`), laid out at the default size (Large).
    case textStyle(String)
    /// A named face (`Avenir-Medium`).
    case custom(name: String, family: String?, size: Double)

    /// The point size IB used; text styles at the Large content size (xib-format §7).
    public var pointSize: Double {
        switch self {
        case .system(let size, _), .boldSystem(let size), .italicSystem(let size), .custom(_, _, let size):
            return size
        case .textStyle(let style):
            return IBFont.textStyleSizes.first { $0.style == style }?.size ?? 17
        }
    }

    /// The weight name used for measuring (`regular`, `semibold`, `bold`, …).
    public var weight: String {
        switch self {
        case .system(_, let weight): return weight
        case .boldSystem: return "bold"
        case .italicSystem: return "regular"
        case .textStyle(let style): return style == "UICTFontTextStyleHeadline" ? "semibold" : "regular"
        case .custom: return "regular"
        }
    }

    /// Default (Large) Dynamic Type sizes; Title0 is Large Title.
    static let textStyleSizes: [(style: String, size: Double)] = [
        ("UICTFontTextStyleTitle0", 34), ("UICTFontTextStyleLargeTitle", 34),
        ("UICTFontTextStyleTitle1", 28), ("UICTFontTextStyleTitle2", 22), ("UICTFontTextStyleTitle3", 20),
        ("UICTFontTextStyleHeadline", 17), ("UICTFontTextStyleBody", 17), ("UICTFontTextStyleCallout", 16),
        ("UICTFontTextStyleSubhead", 15), ("UICTFontTextStyleFootnote", 13),
        ("UICTFontTextStyleCaption1", 12), ("UICTFontTextStyleCaption2", 11),
    ]
}

/// Text content of labels, text fields, text views and button titles.
public struct IBText: Sendable, Hashable {
    public var text: String?
    public var font: IBFont?
    /// 1 when absent; 0 = unlimited.
    public var numberOfLines: Int
    public var lineBreakMode: String?
    public var textAlignment: String?
    public var preferredMaxLayoutWidth: Double?
    public var placeholder: String?
}

/// Insets in left/right terms.
public struct IBInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = IBInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A button's content (xib-format §7).
public struct IBButton: Sendable, Hashable {
    public var title: String?
    public var image: String?
    /// contentEdgeInsets as (top, left, bottom, right) from minY, minX, maxY, maxX.
    public var contentInsets: IBInsets
    /// iOS 15 configuration style (`plain`, `filled`, …) when the button uses one.
    public var configurationStyle: String?
    /// `symbolScale` of an SF Symbol image (`small`, `medium`, `large`).
    public var symbolScale: String?
    /// `buttonType` (`system`, `custom`, `infoLight`, …); nil when IB wrote none (custom).
    public var buttonType: String? = nil
    /// `titleEdgeInsets`: they move the title (and so its baselines) inside the button without
    /// changing its intrinsic size. UIButton's documentation says so of both title and image
    /// insets ("The button does not use this property to determine intrinsicContentSize"); the
    /// image's move nothing a layout sees, so they are not read.
    public var titleInsets: IBInsets = .zero

    /// The types UIKit draws as a fixed-size glyph (the info and add buttons), whatever the title.
    public var isSystemGlyph: Bool { ["infoLight", "infoDark", "contactAdd", "detailDisclosure"].contains(buttonType ?? "") }
}

/// The attributes that choose a control's intrinsic metrics (see `ControlMetrics`), as written;
/// nil when absent.
public struct IBControl: Sendable, Hashable {
    /// UITextField `borderStyle`: `none` (absent), `line`, `bezel`, `roundedRect`.
    public var borderStyle: String?
    /// UIActivityIndicatorView `style` (`medium`, `large`, `gray`, `white`, `whiteLarge`).
    public var style: String?
    /// UIDatePicker `datePickerMode` and `style` (`wheels`, `compact`, `inline`, `automatic`).
    public var datePickerMode: String?
    public var datePickerStyle: String?
    /// UINavigationBar `largeTitles="YES"`.
    public var prefersLargeTitles = false
    /// What a switch, slider, progress view, segmented control, stepper, page control or activity
    /// indicator shows as stored (`on`, `value`, `progress`, its segments, `numberOfPages`): drawn only.
    public var appearance: ControlAppearance?

    public init() {}
}

/// `<stackView>` attributes with IB's defaults (xib-format §10). A vertical stack's `top` and
/// `bottom` alignment are kept as written; they mean leading and trailing.
public struct IBStack: Sendable, Hashable {
    public var axis: String = "horizontal"
    public var distribution: String = "fill"
    public var alignment: String = "fill"
    public var spacing: Double = 0
    /// `spacingType="standard"`: system spacing (8 between views).
    public var standardSpacing = false
    public var baselineRelativeArrangement = false
    public var layoutMarginsRelativeArrangement = false
}

/// Layout margins as written: directional (leading/trailing) or absolute (left/right).
public enum IBMargins: Sendable, Hashable {
    case directional(top: Double, leading: Double, bottom: Double, trailing: Double)
    case absolute(top: Double, left: Double, bottom: Double, right: Double)
}

/// `placeholderIntrinsicWidth`/`Height`: a number, or `infinite` (no intrinsic metric).
public enum IBPlaceholderDimension: Sendable, Hashable {
    case value(Double)
    case none
}

/// A layout guide that constraints may name: safe area, scroll-view guides, keyboard, and the
/// legacy top/bottom layout guides of a controller.
public struct IBLayoutGuide: Sendable, Hashable {
    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, `keyboard`, `top`, `bottom`.
    public var key: String
    public var id: String
    /// The view the guide belongs to.
    public var owner: String
    public var location: IBLocation
}

/// One view (element name = UIKit class, xib-format §2).
public struct IBView: Sendable, Hashable {
    /// The name a user knows the view by, for messages, reports and baselines: the label the
    /// designer gave it in Interface Builder's outline, else its accessibility identifier, else
    /// its class and IB id (`UILabel-Xy1-ab-cd3`).
    public var displayName: String {
        if let label = userLabel?.trimmingCharacters(in: .whitespaces), !label.isEmpty { return label }
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { return identifier }
        return "\(customClass ?? ViewTreeBuilder.uikitClass(elementName))-\(id)"
    }

    /// The XML element name: `view`, `label`, `stackView`, `tableViewCellContentView`, …
    public var elementName: String
    public var id: String
    /// The `key` attribute (`view`, `contentView`) when the view fills a slot of its parent.
    public var key: String?
    public var customClass: String?
    public var userLabel: String?
    /// `<accessibility key="accessibilityConfiguration" identifier="…"/>`: the app's own name for the view.
    public var accessibilityIdentifier: String?
    public var frame: IBRect?
    /// nil when the element is absent.
    public var autoresizingMask: IBAutoresizingMask?
    /// YES unless the attribute says NO (xib-format §3).
    public var translatesAutoresizingMaskIntoConstraints: Bool
    public var hidden: Bool
    /// `alpha="0"`: 1 when absent. A view at 0 is not drawn (nor is its content), as UIKit's.
    public var alpha: Double = 1
    public var fixedFrame: Bool
    public var horizontalHugging: Double?
    public var verticalHugging: Double?
    public var horizontalCompressionResistance: Double?
    public var verticalCompressionResistance: Double?
    public var placeholderIntrinsicWidth: IBPlaceholderDimension?
    public var placeholderIntrinsicHeight: IBPlaceholderDimension?
    public var margins: IBMargins?
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var preservesSuperviewLayoutMargins: Bool
    public var layoutMarginsFollowReadableWidth: Bool
    /// `forceLeftToRight`, `forceRightToLeft`, …; nil = unspecified.
    public var semanticContentAttribute: String?
    public var guides: [IBLayoutGuide]
    public var subviews: [IBView]
    public var constraints: [IBConstraint]
    public var variations: [IBVariation]
    public var text: IBText?
    public var button: IBButton?
    /// Style attributes of controls (text field, activity indicator, progress view, …).
    public var control = IBControl()
    /// Image name of an image view (size from the document's resources).
    public var image: String?
    /// `symbolScale` of an SF Symbol image (`small`, `medium`, `large`).
    public var symbolScale: String?
    public var stack: IBStack?
    /// `scrollEnabled` of text views and scroll views (YES when absent).
    public var scrollEnabled: Bool
    /// Whether a scroll view's content inset takes its safe area: every
    /// `contentInsetAdjustmentBehavior` but `never` (automatic when absent).
    public var adjustsContentInsetForSafeArea = true
    public var location: IBLocation
    /// What Xcode itself says of the stored frame (`misplaced`: it does not follow the
    /// constraints; `ambiguous`: the constraints do not determine it), in that order.
    public var xcodeFlags: [String] = []

    /// Hugging priority per axis with UIKit's default (250) when IB wrote none.
    public func hugging(horizontal: Bool) -> Double {
        (horizontal ? horizontalHugging : verticalHugging) ?? 250
    }

    /// Compression resistance per axis with UIKit's default (750) when IB wrote none.
    public func compressionResistance(horizontal: Bool) -> Double {
        (horizontal ? horizontalCompressionResistance : verticalCompressionResistance) ?? 750
    }

    /// This view and all its descendants, depth first in document order.
    public var allViews: [IBView] {
        var out: [IBView] = [self]
        for sub in subviews { out += sub.allViews }
        return out
    }
}

/// A view controller around a storyboard scene's root view.
public struct IBController: Sendable, Hashable {
    public var elementName: String
    public var id: String
    public var customClass: String?
    public var storyboardIdentifier: String?
    /// Legacy `<viewControllerLayoutGuide type="top|bottom">` guides.
    public var topLayoutGuide: IBLayoutGuide?
    public var bottomLayoutGuide: IBLayoutGuide?
    /// Simulated bars: a top bar (navigation bar) or a bottom bar (tab bar, toolbar) was shown.
    public var simulatesTopBar: Bool
    public var simulatesBottomBar: Bool
    /// The simulated navigation bar shows a prompt (30 points more; `ContainerBars.simulatedNavigationBarHeight`).
    public var simulatedTopBarPrompted = false
    /// The simulated navigation bar is opaque (`translucent="NO"`).
    public var simulatedTopBarOpaque = false
    /// Height of the simulated bottom bar above the home indicator: 49 for a tab bar, 44 for a
    /// toolbar (0 when none); a toolbar is 49 on a home-indicator phone (`bottomBarIsToolbar`).
    public var bottomBarHeight: Double = 0
    /// The simulated bottom bar is a toolbar (`simulatedToolbarMetrics`), whose height depends on
    /// the device (`ContainerBars.toolbarHeight`).
    public var bottomBarIsToolbar: Bool { simulatesBottomBar && bottomBarHeight == 44 }
    /// The simulated bottom bar is opaque (`translucent="NO"`).
    public var simulatedBottomBarOpaque = false
    public var freeformSize: IBSize?
    /// Simulated Metrics' "Status Bar: None" (`<nil key="simulatedStatusBarMetrics"/>`): the
    /// scene runs without a status bar (a widget, an app that hides it).
    public var hidesStatusBar = false
    /// Bars the controller gets from its containers when it simulates none itself (Xcode's
    /// "Inferred" metrics): see `ContainerBars`.
    public var inferredBars = IBInferredBars()
    /// A storyboard segue presents the controller modally (`presentation`, `popoverPresentation`
    /// or the legacy `modal`): on a phone it may be drawn as a sheet (`ContainerBars.presented`).
    public var presentedModally = false
    /// A container view embeds the controller (an `embed` segue points at it): its root takes the
    /// container's size, not the window's (`IBLayoutOptions.controllerRootsFillTheWindow`).
    public var isEmbedded = false
    /// `edgesForExtendedLayout` (`<extendedEdge>`; all four when absent) and
    /// `extendedLayoutIncludesOpaqueBars`: whether the root extends under a bar.
    public var extendsUnderTopBar = true
    public var extendsUnderBottomBar = true
    public var extendsUnderOpaqueBars = false
}

/// The bars a storyboard controller sits between because of its containers.
public struct IBInferredBars: Sendable, Hashable {
    /// A navigation controller's bar above the controller (its stack, bar not hidden).
    public var navigationBar = false
    public var navigationBarOpaque = false
    /// The navigation bar shows a large title: 52 points taller where the height is regular.
    public var navigationBarLargeTitle = false
    /// The navigation controller is presented as a phone sheet (its stored bar at y 0, 56 tall):
    /// no status bar above the bar, which is 56 tall (xib-format §11).
    public var sheet = false
    /// A navigation controller's toolbar (`toolbarHidden="NO"`) below it.
    public var toolbar = false
    public var toolbarOpaque = false
    /// A tab bar controller's bar below it (a child, or in a child navigation controller's stack).
    public var tabBar = false
    public var tabBarOpaque = false

    public init() {}

    public var isEmpty: Bool { !navigationBar && !toolbar && !tabBar }
}

/// One laid-out unit: a top-level view of a xib, or the root view of a storyboard scene.
public struct IBScene: Sendable, Hashable {
    /// A readable name: the scene comment, storyboard id, custom class or id.
    public var name: String
    /// sceneID for storyboards; the top-level view's id for xibs.
    public var id: String
    public var controller: IBController?
    public var root: IBView
    /// The root is a view controller's view (a storyboard scene, or a xib view connected to
    /// File's Owner's `view` outlet): it gets the system minimum layout margins.
    public var isViewControllerRoot: Bool
    /// Where the root is shown: on the screen, or (views laid out beside a storyboard scene, never
    /// screens) in its controller's navigation bar or in the scene's dock.
    public var placement: IBPlacement = .screen
    /// The scene's other views with a stored frame: its navigation item's title view and the
    /// views of its dock, each laid out as the root of a scene of its own (`placement`).
    public var auxiliaryViews: [IBView] = []
    /// Custom views of its navigation item's single left or right bar button item, laid out as
    /// roots of their own in the navigation bar (`IBPlacement.barButtonCustomView`).
    public var barButtonCustomViews: [IBBarButtonCustomView] = []
}

/// A bar button item's custom view (`<barButtonItem key="rightBarButtonItem">` holding a view
/// with `key="customView"`).
public struct IBBarButtonCustomView: Sendable, Hashable {
    public var view: IBView
    /// The right item (trailing in a left-to-right layout); false for the left one.
    public var trailing: Bool
}

/// Where a scene's root is shown.
public enum IBPlacement: Sendable, Hashable {
    case screen
    /// A navigation item's title view: centred in the navigation bar at its stored size.
    case titleView
    /// A bar button item's custom view, at its stored size on the bar's side margin, centred in
    /// the bar's height (`IBDocument.rootOrigin`). `barWidth`: the controller's root is
    /// narrower or wider than the document's screen (a freeform scene), so the bar is too;
    /// `sheet`: the bar is a phone sheet's 56-point one.
    case barButtonCustomView(trailing: Bool, barWidth: Double?, sheet: Bool)

    /// Shown inside a navigation bar rather than on a screen or in the dock.
    public var isInNavigationBar: Bool {
        switch self {
        case .titleView, .barButtonCustomView: return true
        case .screen, .dock: return false
        }
    }
    /// A view in a storyboard scene's dock, outside the controller's view: at its stored size and
    /// origin, drawn as a xib's free top-level view (its overlap with the screen's unsafe edges).
    case dock
}

/// A size with a name: an image resource, or a designable's intrinsic size by view id.
public struct IBNamedSize: Sendable, Hashable {
    public var name: String
    public var size: IBSize
}

/// A whole `.xib` or `.storyboard`.
public struct IBDocument: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case xib, storyboard }

    public var file: String
    public var kind: Kind
    public var toolsVersion: String?
    /// `<device id>`; nil in pre-Xcode-8 files.
    public var deviceID: String?
    /// `portrait` or `landscape` as stored.
    public var orientation: String?
    public var useAutolayout: Bool
    public var useSafeAreas: Bool
    public var useTraitCollections: Bool
    public var scenes: [IBScene]
    /// `<resources><image name width height>` in document order.
    public var images: [IBNamedSize]
    /// Names of the images that are SF Symbols (`catalog="system"`); their resource size is a
    /// 128-point rendering, not the size they are shown at.
    public var systemSymbols: [String]
    /// `<designables>`: the intrinsic size an IBDesignable reported, by view id.
    public var designables: [IBNamedSize]
    /// Things read but approximated or ignored.
    public var notes: [IBNote]
    /// The line of the `<device>` element (for errors about it).
    public var deviceLine: Int
    /// `targetRuntime="iOS.CocoaTouch.iPad"`: a document Xcode created for the iPad alone (same
    /// UIKit; only the device it is drawn on without a `<device>` differs).
    public var padOnly: Bool = false
    /// For a `<device id>` LayoutCheck does not know: the device its canvas stands for
    /// (`DeviceCatalog.canvasDevice`), which `documentDevice()` answers instead of an error.
    public var canvasDevice: Device? = nil
    /// Navigation and tab bar controller scenes, which have bars but no root view: laid out by
    /// `layout` beside the scenes (`containerBarFrames`), never screens of their own.
    public var containers: [IBContainerScene] = []
    /// Elements with a stored frame that no scene or container lays out, with the reason.
    public var unplaced: [IBAbsentView] = []

    /// The `<image>` resource's stored size (an image view's intrinsic size), nil for an unlisted name.
    public func imageSize(_ name: String) -> IBSize? { images.first { $0.name == name }?.size }

    /// The size an image is shown at by default: its resource size, or for an SF Symbol that
    /// size scaled to the default (body, 17-point, medium) configuration: × 0.1523, from the one
    /// unconstrained symbol in the conformance set (arrow.right: 128 × 98 stored as 19.5 × 15).
    /// Symbol scales and point-size configurations are not modelled (`symbolScale` is kept).
    public func displayedImageSize(_ name: String, symbolScale: String?) -> IBSize? {
        guard let size = imageSize(name) else { return nil }
        guard systemSymbols.contains(name) else { return size }
        let scale = 0.1523
        return IBSize(width: size.width * scale, height: size.height * scale)
    }
    /// The intrinsic size Xcode recorded for an IBDesignable view (its code does not run here).
    public func designableSize(_ id: String) -> IBSize? { designables.first { $0.name == id }?.size }
}
