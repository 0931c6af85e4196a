// Core Animation and fitting-size names view code writes beside layers: shape layers' line styles,
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
