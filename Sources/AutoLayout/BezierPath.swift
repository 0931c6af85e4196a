// Paths built step by step: Core Graphics' mutable path and UIKit's UIBezierPath. They live here,
// beside the view, because a view's own accessibility outline (`accessibilityPath`) is one, and
// app code overrides that property, which only a member of the view's class body allows.

import Foundation

/// CGMutablePath: a path built step by step (Core Graphics' mutable path), usable wherever a CGPath is.
public final class MutableShapePath: ShapePath {
    public func move(to point: Point, transform: ViewTransform = .identity) { append([.move(point.applying(transform))]) }
    public func addLine(to point: Point, transform: ViewTransform = .identity) { append([.line(point.applying(transform))]) }
    public func addLines(between points: [Point], transform: ViewTransform = .identity) {
        guard let first = points.first else { return }
        append([.move(first.applying(transform))] + points.dropFirst().map { .line($0.applying(transform)) })
    }
    public func addRect(_ rect: Rect, transform: ViewTransform = .identity) { append([.rect(rect.applying(transform))]) }
    public func addRects(_ rects: [Rect], transform: ViewTransform = .identity) { rects.forEach { addRect($0, transform: transform) } }
    public func addEllipse(in rect: Rect, transform: ViewTransform = .identity) { append([.oval(rect.applying(transform))]) }
    public func addRoundedRect(in rect: Rect, cornerWidth: Double, cornerHeight: Double, transform: ViewTransform = .identity) {
        append([.roundedRect(rect.applying(transform), radius: max(cornerWidth, cornerHeight))])
    }
    /// A curve: its control points count in the bounding box, as Core Graphics' `boundingBox` counts them.
    public func addCurve(to end: Point, control1: Point, control2: Point, transform: ViewTransform = .identity) {
        append([.curve(control1.applying(transform)), .curve(control2.applying(transform)), .line(end.applying(transform))])
    }
    public func addQuadCurve(to end: Point, control: Point, transform: ViewTransform = .identity) {
        append([.curve(control.applying(transform)), .line(end.applying(transform))])
    }
    /// An arc, kept as the square its circle fills.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
                       transform: ViewTransform = .identity) {
        append([.oval(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).applying(transform))])
    }
    /// CGMutablePath.addArc(tangent1End:tangent2End:radius:): the corner's rounding stays within
    /// the lines to the two points, so the path's bounds are the points'.
    public func addArc(tangent1End: Point, tangent2End: Point, radius: Double, transform: ViewTransform = .identity) {
        append([.line(tangent1End.applying(transform)), .line(tangent2End.applying(transform))])
    }
    public func addPath(_ path: ShapePath, transform: ViewTransform = .identity) { append(path.elements) }
    public func closeSubpath() { append([.close]) }
}

/// CGLineCap: how a stroked path's open ends are drawn.
public enum LineCap: Int32, Sendable { case butt = 0, round, square }
/// CGLineJoin: how a stroked path's corners are drawn.
public enum LineJoin: Int32, Sendable { case miter = 0, round, bevel }

/// UIBezierPath: the outline a shadow path, shape layer or accessibility element takes (`.cgPath`);
/// its bounds are exact for rectangles, ovals and lines, and include curves' control points.
open class BezierPath: NSObject {
    let path: MutableShapePath
    /// A snapshot of the path, as UIKit's `cgPath` is.
    open var cgPath: ShapePath { ShapePath(elements: path.elements) }
    open var lineWidth: Double = 1
    /// The stroke attributes view code sets before `stroke()` in `draw(_:)`; kept as set (custom
    /// drawing is not rendered, see `stroke()`).
    open var lineCapStyle: LineCap = .butt
    open var lineJoinStyle: LineJoin = .miter
    open var miterLimit: Double = 10
    open var flatness: Double = 0.6
    open var usesEvenOddFillRule = false
    /// UIBezierPath.setLineDash(_:count:phase:): the first `count` lengths of the pattern.
    public private(set) var lineDash: (pattern: [Double], phase: Double) = ([], 0)
    open func setLineDash(_ pattern: UnsafePointer<Double>?, count: Int, phase: Double) {
        guard let pattern, count > 0 else { lineDash = ([], phase); return }
        lineDash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    public override init() { path = MutableShapePath() }
    public init(cgPath: ShapePath) { path = MutableShapePath(elements: cgPath.elements) }
    public convenience init(rect: Rect) { self.init(cgPath: ShapePath(elements: [.rect(rect)])) }
    public convenience init(ovalIn rect: Rect) { self.init(cgPath: ShapePath(elements: [.oval(rect)])) }
    public convenience init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(cgPath: ShapePath(elements: [.roundedRect(rect, radius: cornerRadius)]))
    }
    /// A circular arc, kept as the square its circle fills (its bounding box when it is a full circle).
    public convenience init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open var bounds: Rect { path.boundingBox }
    open var isEmpty: Bool { path.isEmpty }
    open func move(to point: Point) { path.move(to: point) }
    open func addLine(to point: Point) { path.addLine(to: point) }
    open func addCurve(to end: Point, controlPoint1: Point, controlPoint2: Point) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to end: Point, controlPoint: Point) { path.addQuadCurve(to: end, control: controlPoint) }
    open func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open func close() { path.closeSubpath() }
    open func append(_ other: BezierPath) { path.addPath(other.path) }
    /// Strokes and fills draw nothing: the renderer draws views from layout results.
    open func stroke() {}
    open func fill() {}
}
