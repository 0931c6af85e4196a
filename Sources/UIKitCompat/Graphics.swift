// Core Graphics and UIKit drawing as view code writes it: image renderers, the UIGraphics image
// context functions, CGContext and CGImage. UIKitCompat sits below the Cairo renderer (Package.swift),
// so a context here records what is drawn into it rather than painting pixels; images it makes have
// the size and scale UIKit would give them, which is what layout reads.
import Foundation

/// CGImage: a bitmap's pixel size. No pixels are kept (layout and the renderer never read them).
public final class CGImage: Hashable {
    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static func == (l: CGImage, r: CGImage) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// CGImage.cropping(to:): the part inside `rect` (in pixels, made integral as Core Graphics
    /// does), or nil when it does not overlap the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
        let overlap = rect.integral.intersection(bounds)
        guard !overlap.isNull, !overlap.isEmpty else { return nil }
        return CGImage(width: Int(overlap.width), height: Int(overlap.height))
    }
}

/// CGBlendMode (the modes app code names; drawing here records them).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop,
         destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// CGLineCap and CGLineJoin (AutoLayout's, which `UIBezierPath` carries).
public typealias CGLineCap = LineCap
public typealias CGLineJoin = LineJoin

/// CGInterpolationQuality.
public enum CGInterpolationQuality: Int32, Sendable { case `default` = 0, none, low, medium, high }

/// CGContext: a drawing destination that records each call, in order, in `operations`, with the
/// current transform applied to nothing (the calls are kept as written, so a test reads them back).
public final class CGContext {
    /// One drawing call, as app code made it.
    public enum Operation: Hashable {
        case saveGState, restoreGState
        case translate(x: Double, y: Double), scale(x: Double, y: Double), rotate(Double), concatenate(CGAffineTransform)
        case setFillColor(Color), setStrokeColor(Color), setLineWidth(Double), setAlpha(Double), setBlendMode(CGBlendMode)
        case setLineCap(CGLineCap), setLineJoin(CGLineJoin), setShadow(offset: CGSize, blur: Double, color: Color?)
        case fill(CGRect), stroke(CGRect), clear(CGRect), fillEllipse(CGRect), strokeEllipse(CGRect), clip(CGRect)
        case addPath([ShapePath.Element]), fillPath, strokePath, clipToPath
        /// An image drawn: a `CGImage`'s pixel size or a `UIImage`'s name, in `rect`.
        case drawImage(name: String, in: CGRect)
        /// Text drawn with `draw(in:withAttributes:)` or `draw(at:withAttributes:)`.
        case drawText(String, in: CGRect)
        /// `layer.render(in:)`: the layer's bounds; its view's `draw(_:)` calls follow.
        case renderLayer(bounds: CGRect)
    }

    /// The calls made so far.
    public private(set) var operations: [Operation] = []
    /// The size in points, and the pixels per point, of what is drawn into.
    public let size: CGSize
    public let scale: Double
    /// The path being built (`move(to:)`, `addRect`, …) until a fill, stroke or clip uses it.
    private var path: [ShapePath.Element] = []
    /// CGContext.interpolationQuality: recorded, nothing is resampled.
    public var interpolationQuality: CGInterpolationQuality = .default

    init(size: CGSize, scale: Double) {
        self.size = size
        self.scale = scale
    }

    /// Width and height in pixels, as Core Graphics reports a bitmap context's.
    public var width: Int { Int((size.width * scale).rounded()) }
    public var height: Int { Int((size.height * scale).rounded()) }

    func record(_ operation: Operation) { operations.append(operation) }

    public func saveGState() { record(.saveGState) }
    public func restoreGState() { record(.restoreGState) }
    public func translateBy(x: CGFloat, y: CGFloat) { record(.translate(x: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { record(.scale(x: x, y: y)) }
    public func rotate(by angle: CGFloat) { record(.rotate(angle)) }
    public func concatenate(_ transform: CGAffineTransform) { record(.concatenate(transform)) }
    public func setFillColor(_ color: CGColor) { record(.setFillColor(color)) }
    public func setStrokeColor(_ color: CGColor) { record(.setStrokeColor(color)) }
    public func setLineWidth(_ width: CGFloat) { record(.setLineWidth(width)) }
    public func setLineCap(_ cap: CGLineCap) { record(.setLineCap(cap)) }
    public func setLineJoin(_ join: CGLineJoin) { record(.setLineJoin(join)) }
    public func setAlpha(_ alpha: CGFloat) { record(.setAlpha(alpha)) }
    public func setBlendMode(_ mode: CGBlendMode) { record(.setBlendMode(mode)) }
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { record(.setShadow(offset: offset, blur: blur, color: color)) }
    public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3)) }
    public func fill(_ rect: CGRect) { record(.fill(rect)) }
    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }
    public func stroke(_ rect: CGRect) { record(.stroke(rect)) }
    public func stroke(_ rect: CGRect, width: CGFloat) { setLineWidth(width); stroke(rect) }
    public func clear(_ rect: CGRect) { record(.clear(rect)) }
    public func fillEllipse(in rect: CGRect) { record(.fillEllipse(rect)) }
    public func strokeEllipse(in rect: CGRect) { record(.strokeEllipse(rect)) }
    public func clip(to rect: CGRect) { record(.clip(rect)) }
    public func clip(to rects: [CGRect]) { rects.forEach { clip(to: $0) } }

    public func beginPath() { path = [] }
    public func move(to point: CGPoint) { path.append(.move(point)) }
    public func addLine(to point: CGPoint) { path.append(.line(point)) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        path.append(.move(first))
        path += points.dropFirst().map { .line($0) }
    }
    public func addRect(_ rect: CGRect) { path.append(.rect(rect)) }
    public func addEllipse(in rect: CGRect) { path.append(.oval(rect)) }
    public func addPath(_ shape: CGPath) { path += shape.elements }
    /// CGContext.addArc(center:radius:startAngle:endAngle:clockwise:), kept as CGMutablePath keeps
    /// an arc: the square its circle fills.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = CGMutablePath()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        path += arc.elements
    }
    /// CGContext.addArc(tangent1End:tangent2End:radius:): the rounded corner between two lines.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let arc = CGMutablePath()
        arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        path += arc.elements
    }
    public func closePath() { path.append(.close) }
    /// The path built since the last fill, stroke or clip.
    public var isPathEmpty: Bool { path.isEmpty }
    public func fillPath() { usePath(.fillPath) }
    public func strokePath() { usePath(.strokePath) }
    public func drawPath(using mode: CGPathDrawingMode) { usePath(mode == .stroke ? .strokePath : .fillPath) }
    public func clip() { usePath(.clipToPath) }

    private func usePath(_ operation: Operation) {
        record(.addPath(path))
        record(operation)
        path = []
    }

    /// CGContext.draw(_:in:): the image's pixel size stands for it.
    public func draw(_ image: CGImage, in rect: CGRect) { record(.drawImage(name: "CGImage \(image.width)x\(image.height)", in: rect)) }

    /// CGContext.makeImage(): an image of the context's pixel size.
    public func makeImage() -> CGImage? { CGImage(width: width, height: height) }
}

/// CGPathDrawingMode.
public enum CGPathDrawingMode: Int32, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }

// MARK: The current context (UIGraphicsGetCurrentContext)

/// The contexts pushed on this thread, innermost last: renderers and `UIGraphicsBeginImageContext`
/// push one, and `draw(_:)` runs with its view's context current, as UIKit's drawing does.
enum GraphicsContextStack {
    private static let key = "LayoutCheck.UIGraphicsContextStack"

    final class Stack { var contexts: [CGContext] = [] }

    static var stack: Stack {
        if let existing = Thread.current.threadDictionary[key] as? Stack { return existing }
        let made = Stack()
        Thread.current.threadDictionary[key] = made
        return made
    }

    static var current: CGContext? { stack.contexts.last }
    static func push(_ context: CGContext) { stack.contexts.append(context) }
    static func pop() { _ = stack.contexts.popLast() }

    /// Runs `body` with `context` current.
    static func with<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        push(context)
        defer { pop() }
        return try body()
    }
}

/// UIGraphicsGetCurrentContext(): the innermost context pushed on this thread, nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

extension Color {
    /// UIColor.setFill(): the current context's fill colour (nothing outside drawing, as in UIKit).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }
    /// UIColor.setStroke(): the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
    /// UIColor.set(): both.
    public func set() { setFill(); setStroke() }
}
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

/// UIGraphicsBeginImageContextWithOptions(_:_:_:): a scale of 0 is the main screen's, as in UIKit.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContextStack.push(CGContext(size: size, scale: scale > 0 ? scale : UIScreen.main.scale))
}

/// UIGraphicsBeginImageContext(_:): scale 1, as UIKit's.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// UIGraphicsGetImageFromCurrentImageContext(): an image of the current context's size and scale;
/// nil when no image context is current.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = GraphicsContextStack.current else { return nil }
    return UIImage.rendered(size: context.size, scale: context.scale)
}

/// UIGraphicsEndImageContext(): removes the current context (nothing when none is current).
public func UIGraphicsEndImageContext() { GraphicsContextStack.pop() }

// MARK: UIGraphicsImageRenderer

/// UIGraphicsImageRendererFormat: the scale, opacity and colour range of the images a renderer makes.
open class UIGraphicsImageRendererFormat {
    /// UIGraphicsImageRendererFormat.Range.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }

    /// Pixels per point: the main screen's by default, as UIKit's `default()` format.
    open var scale: CGFloat
    /// Opaque images have no alpha channel; drawing only.
    open var opaque = false
    open var preferredRange: Range = .automatic
    /// Whether an `.extended` range was asked for (deprecated in UIKit for `preferredRange`).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    public init() { scale = UIScreen.main.scale }

    /// UIGraphicsImageRendererFormat(for:): the trait collection's display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// UIGraphicsImageRendererContext: what `image { context in … }` draws with.
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image drawn so far: the renderer's size and scale.
    open var currentImage: UIImage { UIImage.rendered(size: cgContext.size, scale: format.scale) }
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// UIGraphicsImageRenderer: runs drawing actions against a fresh context (current while they run,
/// so `UIImage.draw(in:)` and `UIGraphicsGetCurrentContext()` reach it) and returns an image of
/// the renderer's size in points at its format's scale.
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn into, in points (origin zero for `init(size:)`).
    public let bounds: CGRect
    public var allowsImageOutput: Bool { true }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format
        bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        self.bounds = bounds
    }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// UIGraphicsImageRenderer.image(actions:). A bounds renderer's origin is translated away first,
    /// as UIKit's is, so drawing at `bounds.origin` lands at the image's corner.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(cgContext: CGContext(size: bounds.size, scale: format.scale), format: format)
        if bounds.origin != CGPoint(x: 0, y: 0) { context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY) }
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        return context.currentImage
    }
}

// MARK: UIImage's Core Graphics surface

/// UIImage.Orientation.
public typealias UIImageOrientation = ImageOrientation

extension ImageSource {
    public typealias Orientation = ImageOrientation

    /// An image a renderer or image context made: named for where it came from, `size` in points.
    static func rendered(size: CGSize, scale: Double) -> UIImage {
        var image = UIImage(name: "UIGraphicsImageRenderer", size: size)
        image.scale = scale
        return image
    }

    /// UIImage(): an empty image, zero-sized, as UIKit's (the usual fallback of `UIImage(named:) ?? UIImage()`).
    public init() { self.init(name: "", size: CGSize(width: 0, height: 0)) }

    /// UIImage(cgImage:): one point per pixel.
    public init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// UIImage(cgImage:scale:orientation:): `size` is the pixel size over `scale`, turned by the
    /// orientation (width and height swap for the left and right ones), as UIKit reports it.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let w = Double(cgImage.width) / s, h = Double(cgImage.height) / s
        self.init(name: "CGImage \(cgImage.width)x\(cgImage.height)",
                  size: orientation.swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h))
        self.scale = s
        self.orientation = orientation
    }

    /// UIImage.imageOrientation.
    public var imageOrientation: Orientation { orientation }

    /// UIImage.cgImage: a bitmap of the image's pixel size, unturned (before `imageOrientation`);
    /// nil for an empty image, as `UIImage()` has none.
    public var cgImage: CGImage? {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w > 0, h > 0 else { return nil }
        return orientation.swapsAxes ? CGImage(width: h, height: w) : CGImage(width: w, height: h)
    }

    /// UIImage.draw(in:) and friends: recorded in the current context; nothing without one, as UIKit
    /// draws nothing (and logs) outside a context.
    public func draw(in rect: CGRect) { GraphicsContextStack.current?.record(.drawImage(name: name, in: rect)) }
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = GraphicsContextStack.current else { return }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
    }
    /// UIImage.draw(at:): at the image's own size.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}

// MARK: Drawing views and layers into a context

extension Layer {
    /// CALayer.render(in:): records the layer's bounds, then, for a view's layer, runs `draw(_:)` of
    /// the view and its visible subviews in order, each with its own bounds and the context current,
    /// translated to where the view sits.
    public func render(in context: CGContext) {
        context.record(.renderLayer(bounds: bounds))
        if let owner { GraphicsContextStack.with(context) { owner.drawTree(in: context) } }
    }
}

extension View {
    /// Calls `draw(_:)` on this view and its subviews, front-most last.
    func drawTree(in context: CGContext) {
        guard !isHidden else { return }
        draw(bounds)
        for subview in subviews {
            context.saveGState()
            context.translateBy(x: subview.frame.minX - bounds.minX, y: subview.frame.minY - bounds.minY)
            subview.drawTree(in: context)
            context.restoreGState()
        }
    }

    /// UIView.drawHierarchy(in:afterScreenUpdates:): the view's tree drawn into the current context
    /// (its `draw(_:)` calls), placed at `rect`; false when no context is current.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = GraphicsContextStack.current else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0, rect.size != bounds.size {
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        }
        drawTree(in: context)
        context.restoreGState()
        return true
    }
}
