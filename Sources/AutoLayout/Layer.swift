// CALayer: the part of Core Animation that view code writes. A view's own layer shares the
// properties UIKit shares between the two (background, opacity, hidden, frame, border, corner
// radius, masking) with its view, so those reach layout results and drawing; the rest is stored.

/// CALayerCornerCurve.
public struct CornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CornerCurve(rawValue: "circular")
    public static let continuous = CornerCurve(rawValue: "continuous")
}

/// CACornerMask: which corners `cornerRadius` rounds.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
}

/// CALayerContentsGravity: how a layer's `contents` fit its bounds (kept; contents are not drawn).
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = LayerContentsGravity(rawValue: "center")
    public static let top = LayerContentsGravity(rawValue: "top")
    public static let bottom = LayerContentsGravity(rawValue: "bottom")
    public static let left = LayerContentsGravity(rawValue: "left")
    public static let right = LayerContentsGravity(rawValue: "right")
    public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
    public static let topRight = LayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")
    public static let resize = LayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")
}

/// A path's outline (CGPath): the shapes `UIBezierPath` and `CGMutablePath` build, kept for
/// `shadowPath` and shape layers. A class, as Core Graphics' mutable path is a kind of path.
open class ShapePath: Equatable {
    public enum Element: Hashable, Sendable {
        case move(Point), line(Point), curve(Point), close
        case rect(Rect), roundedRect(Rect, radius: Double), oval(Rect)
    }
    public private(set) var elements: [Element]
    public init(elements: [Element] = []) { self.elements = elements }

    /// Adds to the path (CGMutablePath's operations).
    package func append(_ more: [Element]) { elements += more }

    public static func == (l: ShapePath, r: ShapePath) -> Bool { l.elements == r.elements }

    /// CGPath.boundingBox: the smallest rectangle holding every point and shape (control points count).
    public var boundingBox: Rect {
        var rects: [Rect] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p), .curve(let p): rects.append(Rect(origin: p, size: Size(width: 0, height: 0)))
            case .rect(let r), .roundedRect(let r, _), .oval(let r): rects.append(r)
            case .close: break
            }
        }
        guard let first = rects.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = rects.map(\.minX).min() ?? first.minX, y0 = rects.map(\.minY).min() ?? first.minY
        let x1 = rects.map(\.maxX).max() ?? first.maxX, y1 = rects.map(\.maxY).max() ?? first.maxY
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public var isEmpty: Bool { elements.isEmpty }
}

extension ShapePath.Element {
    /// The element moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> ShapePath.Element {
        func moved(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        func moved(_ r: Rect) -> Rect { Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width, height: r.size.height) }
        switch self {
        case .move(let p): return .move(moved(p))
        case .line(let p): return .line(moved(p))
        case .curve(let p): return .curve(moved(p))
        case .close: return .close
        case .rect(let r): return .rect(moved(r))
        case .roundedRect(let r, let radius): return .roundedRect(moved(r), radius: radius)
        case .oval(let r): return .oval(moved(r))
        }
    }
}

/// CATransform3D: a 4 × 4 matrix in Core Animation's row-vector convention (a point is
/// transformed as p × M, the translation in m41…m43). UIKitCompat gives it its functions.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// CATransform3D(): the zero matrix, as the C struct's initializer gives.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The four rows, for code that multiplies or inverts.
    public var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// From four rows of four (`rows`).
    public init(rows r: [[Double]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

/// CALayer. No initialiser is `required`: app subclasses write `override init()` and `override
/// init(layer:)`, or their own initialisers beside them, which a required one would refuse. So a
/// view's `layerClass` is made with `makeBackingLayer()`: UIKitCompat's layer classes override it,
/// and an app's own layer class gets the layer of the nearest class that does.
open class Layer: Hashable {
    /// Identity, as NSObject gives CALayer (`layer != otherLayer`, sets of layers).
    public static func == (l: Layer, r: Layer) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The view this layer backs (nil for a layer made on its own).
    public internal(set) weak var owner: View?
    private var own = Stored()
    private struct Stored {
        var backgroundColor: Color?
        var opacity: Float = 1
        var isHidden = false
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        var masksToBounds = false
        var border = Border(width: 0, color: .black)
        var isOpaque = false
    }

    public init() {}

    /// CALayer(layer:): a copy of `layer`'s own settings.
    public init(layer: Any) {
        if let other = layer as? Layer { copySettings(from: other) }
    }

    /// The layer a view whose `layerClass` is this class gets (see the class's comment).
    open class func makeBackingLayer() -> Layer { Layer() }

    private func copySettings(from other: Layer) {
        // The anchor first: setting it moves the frame, which `own` then replaces.
        anchorPoint = other.anchorPoint
        own = other.own
        cornerCurve = other.cornerCurve; maskedCorners = other.maskedCorners
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset; shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        zPosition = other.zPosition; name = other.name
        contents = other.contents; contentsGravity = other.contentsGravity; ownTransform = other.ownTransform
    }

    private var border: Border {
        get { owner.map { $0.border ?? Border(width: 0, color: .black) } ?? own.border }
        set { if let owner { owner.border = newValue } else { own.border = newValue } }
    }

    open var borderWidth: Double {
        get { border.width }
        set { border.width = newValue }
    }
    /// nil draws no border colour (UIKit's default, opaque black, is what an unset colour gives).
    open var borderColor: Color? {
        get { owner.map { $0.border?.color } ?? own.border.color }
        set { border.color = newValue ?? .black }
    }
    open var cornerRadius: Double {
        get { border.cornerRadius }
        set { border.cornerRadius = newValue }
    }
    open var cornerCurve: CornerCurve = .circular
    /// The corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The same value as the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { owner?.clipsToBounds ?? own.masksToBounds }
        set { if let owner { owner.clipsToBounds = newValue } else { own.masksToBounds = newValue } }
    }
    /// The same value as the view's `backgroundColor`.
    open var backgroundColor: Color? {
        get { owner.map { $0.backgroundColor } ?? own.backgroundColor }
        set { if let owner { owner.backgroundColor = newValue } else { own.backgroundColor = newValue } }
    }
    /// The same value as the view's `alpha`.
    open var opacity: Float {
        get { owner.map { Float($0.alpha) } ?? own.opacity }
        set { if let owner { owner.alpha = Double(newValue) } else { own.opacity = newValue } }
    }
    /// The same value as the view's `isHidden`.
    open var isHidden: Bool {
        get { owner?.isHidden ?? own.isHidden }
        set { if let owner { owner.isHidden = newValue } else { own.isHidden = newValue } }
    }
    /// The view's frame for its own layer (laid out by the engine); stored for others.
    open var frame: Rect {
        get { owner?.frame ?? own.frame }
        set { if let owner { owner.frame = newValue } else { own.frame = newValue } }
    }
    /// A layer of its own keeps its `position` when its bounds change, as Core Animation's does
    /// (`layer.bounds = …` then `anchorPoint = .zero` puts it at the origin); a view's layer
    /// resizes the view as `view.bounds` does.
    open var bounds: Rect {
        get { Rect(origin: Point(x: 0, y: 0), size: frame.size) }
        set {
            if owner != nil {
                frame = Rect(origin: frame.origin, size: newValue.size)
                return
            }
            let keep = position
            own.frame = Rect(x: keep.x - anchorPoint.x * newValue.width, y: keep.y - anchorPoint.y * newValue.height,
                             width: newValue.width, height: newValue.height)
        }
    }

    /// CALayer.anchorPoint, in unit coordinates of the bounds: the point `position` names.
    /// Setting it keeps `position`, so the frame moves, as in Core Animation.
    open var anchorPoint = Point(x: 0.5, y: 0.5) {
        didSet {
            let f = frame
            let shift = Point(x: (anchorPoint.x - oldValue.x) * f.width, y: (anchorPoint.y - oldValue.y) * f.height)
            frame = Rect(x: f.minX - shift.x, y: f.minY - shift.y, width: f.width, height: f.height)
        }
    }
    /// CALayer.position: where `anchorPoint` lies in the superlayer (a view's `center` for its own
    /// layer at the default anchor). Setting it moves the frame, keeping its size.
    open var position: Point {
        get { let f = frame; return Point(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height) }
        set {
            let f = frame
            frame = Rect(x: newValue.x - anchorPoint.x * f.width, y: newValue.y - anchorPoint.y * f.height, width: f.width, height: f.height)
        }
    }
    /// CALayer.contents (a `CGImage` in UIKit): kept, not drawn.
    open var contents: Any?
    /// CALayer.contentsGravity: kept with `contents`.
    open var contentsGravity: LayerContentsGravity = .resize
    /// The same value as the view's `isOpaque` for its own layer; kept for others.
    open var isOpaque: Bool {
        get { owner?.isOpaque ?? own.isOpaque }
        set { if let owner { owner.isOpaque = newValue } else { own.isOpaque = newValue } }
    }
    private var ownTransform: ViewTransform = .identity
    /// CALayer.affineTransform(): the view's `transform` for its own layer, kept for others.
    open func affineTransform() -> ViewTransform { owner?.transform ?? ownTransform }
    /// CALayer.setAffineTransform(_:): sets the view's `transform` for its own layer (layout works on
    /// the untransformed frame, as UIKit's does).
    open func setAffineTransform(_ transform: ViewTransform) {
        if let owner { owner.transform = transform } else { ownTransform = transform }
    }

    /// CALayer.sublayerTransform: kept, not drawn (sublayers are not drawn).
    open var sublayerTransform: Transform3D = .identity
    // CAMediaTiming: kept; nothing plays during a layout.
    open var speed: Float = 1
    open var timeOffset: Double = 0
    open var beginTime: Double = 0

    open var shadowColor: Color? = .black
    open var shadowOpacity: Float = 0
    open var shadowOffset = Size(width: 0, height: -3)
    open var shadowRadius: Double = 3
    open var shadowPath: ShapePath?
    open var zPosition: Double = 0
    open var name: String?
    open var contentsScale: Double = 1
    open var shouldRasterize = false
    open var rasterizationScale: Double = 1
    open var allowsEdgeAntialiasing = false
    open var needsDisplayOnBoundsChange = false
    /// CALayer.mask: kept; masking by another layer is not drawn.
    open var mask: Layer?

    private var children: [Layer]?
    /// Sublayers an app added (gradients, shapes, text), in order; kept, not drawn. Assigning a
    /// list (`layer.sublayers = layers`, as libraries rebuild their drawing) detaches the old
    /// sublayers and moves each new one here from wherever it was.
    open var sublayers: [Layer]? {
        get { children }
        set {
            for old in children ?? [] where !(newValue ?? []).contains(where: { $0 === old }) { old.superlayer = nil }
            var list: [Layer] = []
            for layer in newValue ?? [] where layer !== self && !list.contains(where: { $0 === layer }) {
                if let parent = layer.superlayer, parent !== self { layer.removeFromSuperlayer() }
                layer.superlayer = self
                list.append(layer)
            }
            children = newValue == nil ? nil : list
        }
    }
    public private(set) weak var superlayer: Layer?

    open func addSublayer(_ layer: Layer) { insertSublayer(layer, at: UInt32(children?.count ?? 0)) }
    open func insertSublayer(_ layer: Layer, at index: UInt32) {
        if layer === self { return }
        layer.removeFromSuperlayer()
        var list = children ?? []
        list.insert(layer, at: min(Int(index), list.count))
        children = list
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index = children?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (children?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }
    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = children?.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    open func removeFromSuperlayer() {
        superlayer?.children?.removeAll { $0 === self }
        superlayer = nil
    }
    /// Layers draw from each layout's result, so there is nothing to mark.
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() { owner?.layoutIfNeeded() }
    open func layoutSublayers() {}
    /// Animations kept after finishing (`isRemovedOnCompletion = false`), by key, in the order added.
    private var keptAnimations: [(key: String?, animation: Animation)] = []

    /// CALayer.add(_:forKey:): nothing plays during a layout, so the animation starts and finishes at
    /// once (its delegate hears both, finished); like Core Animation, it never changes the layer's own
    /// values. One that is not removed on completion stays listed under its key.
    open func add(_ animation: Animation, forKey key: String?) {
        if let key { keptAnimations.removeAll { $0.key == key } }
        animation.delegate?.animationDidStart(animation)
        animation.delegate?.animationDidStop(animation, finished: true)
        if !animation.isRemovedOnCompletion { keptAnimations.append((key, animation)) }
    }
    open func animation(forKey key: String) -> Animation? { keptAnimations.last { $0.key == key }?.animation }
    open func animationKeys() -> [String]? {
        let keys = keptAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    open func removeAnimation(forKey key: String) { keptAnimations.removeAll { $0.key == key } }
    open func removeAllAnimations() { keptAnimations.removeAll() }
}
