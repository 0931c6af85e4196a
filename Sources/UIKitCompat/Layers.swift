// Core Animation and fitting-size names view code writes beside layers: shape layers' line styles, text layers, CGFont,
// UIView's fitting targets, MAXFLOAT, and snapshots of a view.
import Foundation

/// CAShapeLayerLineCap.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// CAShapeLayerLineJoin.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// CAShapeLayerFillRule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// MAXFLOAT (math.h's largest Float), which Glibc does not export to Swift; code writes it for an
/// endless `repeatCount` or an unbounded text height.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// UILayoutFittingCompressedSize and UILayoutFittingExpandedSize, the Objective-C spellings.
public let UILayoutFittingCompressedSize = CGSize(width: 0, height: 0)
public let UILayoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

extension View {
    /// UIView.layoutFittingExpandedSize: the largest size as a fitting target, 10,000 points square
    /// (UIKit's value, so a fitted width or height pulled towards it stops there).
    public static var layoutFittingExpandedSize: CGSize { UILayoutFittingExpandedSize }

    /// UIView.snapshotView(afterScreenUpdates:): a view of this view's size standing for its
    /// picture (no pixels are kept), its layer's contents an image of that size.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        snapshot(of: bounds)
    }

    /// UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:): a view of `rect`'s size;
    /// nil for an empty or non-finite rectangle, as UIKit gives for a rectangle it cannot draw.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> View? {
        snapshot(of: rect)
    }

    private func snapshot(of rect: CGRect) -> View? {
        let r = rect.standardized
        guard !r.isNull, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return nil }
        let view = View(frame: CGRect(x: 0, y: 0, width: r.width, height: r.height))
        let scale = TraitContext.currentEnvironment?.scale ?? UIScreen.main.scale
        view.layer.contents = CGImage(width: Int((r.width * scale).rounded()), height: Int((r.height * scale).rounded()))
        return view
    }
}

/// CATextLayer: a layer that shows a string; kept (its string, font and colour), not drawn. Code
/// sizes it itself, usually from `size(withAttributes:)`, which measures as labels do.
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`, as Core Animation takes it.
    open var string: Any?
    /// A `UIFont`, a `CGFont` or a font name, as Core Animation takes it.
    open var font: Any?
    open var fontSize: CGFloat = 36
    /// Opaque white by default, as in Core Animation.
    open var foregroundColor: CGColor? = .white
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    open var allowsFontSubpixelQuantization = false
    override open class func makeBackingLayer() -> Layer { CATextLayer() }
}

/// CATextLayerTruncationMode.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// CATextLayerAlignmentMode.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// CALayerContentsGravity.
public typealias CALayerContentsGravity = LayerContentsGravity

/// CFString: on Apple platforms `String` bridges to it with `as CFString`; here it is `String`, so
/// that spelling compiles and keeps its value.
public typealias CFString = String

/// CGFont: a font by name, for `CATextLayer.font`. Like Core Graphics, a name no font answers to
/// gives nil; the names are those `UIFont(name:size:)` resolves.
public final class CGFont: Hashable, Sendable {
    /// The name it was made with (`CGFont.postScriptName` and `fullName` answer it).
    public let name: String

    public init?(_ name: CFString) {
        guard UIFont(name: name, size: 12) != nil else { return nil }
        self.name = name
    }

    public var postScriptName: CFString? { name }
    public var fullName: CFString? { name }

    public static func == (l: CGFont, r: CGFont) -> Bool { l.name == r.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
