import CPangoCairo
import LayoutTypes
import Raster
import TextLayout

/// The layers a render can contain. Content is what a baseline stores; the debug overlay is
/// drawn on top only when asked, so the same tree gives a baseline with or without it.
public struct RenderLayers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The window background and every node.
    public static let content = RenderLayers(rawValue: 1)
    /// Frame outlines, identifiers, safe-area and margin guides (see `DebugOverlay`).
    public static let debugOverlay = RenderLayers(rawValue: 2)
}

/// Why a render failed.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidScale(Int)
    case invalidSize(width: Double, height: Double, scale: Int)
    case cairoFailed(String)
    case node(String, underlying: String)

    public var description: String {
        switch self {
        case .invalidScale(let scale): return "display scale \(scale) is not 1, 2 or 3"
        case .invalidSize(let width, let height, let scale):
            return "window \(width)×\(height) pt at @\(scale)x is not a drawable size (1…16384 px per side)"
        case .cairoFailed(let what): return "Cairo failed: \(what)"
        case .node(let identifier, let underlying): return "node '\(identifier)': \(underlying)"
        }
    }
}

/// Draws render trees with Cairo. Stateless and thread-safe: every call draws into its own
/// surface; text goes through the given `TextLayoutEngine` (which is thread-safe itself).
public struct Renderer: Sendable {
    public let engine: TextLayoutEngine

    public init(engine: TextLayoutEngine) {
        self.engine = engine
    }

    /// The tree at a display scale (1, 2 or 3) as an RGBA image of
    /// ⌈width × scale⌉ × ⌈height × scale⌉ pixels.
    public func render(_ tree: RenderTree, scale: Int, layers: RenderLayers = .content) throws -> RGBAImage {
        guard (1...3).contains(scale) else { throw RenderError.invalidScale(scale) }
        let s = Double(scale)
        let pixelWidth = (tree.width * s).rounded(.up)
        let pixelHeight = (tree.height * s).rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite, (1...16_384).contains(pixelWidth), (1...16_384).contains(pixelHeight) else {
            throw RenderError.invalidSize(width: tree.width, height: tree.height, scale: scale)
        }
        // Cairo's font caches are not safe across threads here (CairoSerialization): drawing
        // and handing the surface back hold the lock; reading this thread's own pixels out does
        // not, so the other thread draws meanwhile.
        let width = Int(pixelWidth), height = Int(pixelHeight)
        let content = layers.contains(.content)
        // A first root whose opaque, square background covers every pixel hides the window
        // background: painting that too filled the whole surface twice.
        let coveringRoot = content ? tree.nodes.first.flatMap { Self.covers($0, width: width, height: height, scale: s) } : nil
        let background = coveringRoot ?? tree.backgroundColor
        let opaque = content && background.alpha.isFinite && background.alpha >= 1
        let surface = try CairoSerialization.run {
            let reused = SurfacePool.shared.take(width: width, height: height)
            let surface = try reused ?? CairoSurface(width: width, height: height)
            // Only the pixels the last render painted over this same opaque background differ
            // from it: a pixel-aligned opaque fill of their box restores the rest of the surface.
            var restored = false
            do {
                try surface.draw { cr in
                    // A reused surface holds the last render's pixels: an opaque background
                    // painted over them replaces every one (as it would cover a new surface's
                    // zeros); anything else starts from transparent, as a new surface does.
                    if reused != nil, !opaque {
                        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                        cairo_paint(cr)
                        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                    }
                    if opaque, reused != nil, let last = surface.background, last.color == background {
                        if let box = last.painted {
                            cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.maxX - box.minX), Double(box.maxY - box.minY))
                            setSource(cr, background)
                            cairo_fill(cr)
                        }
                        restored = true
                    } else if content, coveringRoot == nil {
                        setSource(cr, tree.backgroundColor)
                        cairo_paint(cr)
                    }
                    cairo_scale(cr, s, s)
                    if content {
                        for (index, node) in tree.nodes.enumerated() {
                            // The covering root's fill is the background just restored.
                            try draw(node, cr, skipBackground: index == 0 && coveringRoot != nil && restored)
                        }
                    }
                    if layers.contains(.debugOverlay) {
                        try DebugOverlay(engine: engine, scale: s).draw(tree, cr)
                    }
                }
            } catch {
                surface.release()
                throw error
            }
            // What the next render of this surface, and the pixel read-out, may rely on. Unknown
            // with the overlay (it draws outside the nodes) or without an opaque background.
            guard opaque, !layers.contains(.debugOverlay) else {
                surface.background = nil
                return (surface, nil as [Bool]?)
            }
            var painted = Painted(width: width, height: height, scale: s)
            var nodes = tree.nodes[...]
            if coveringRoot != nil, let root = nodes.popFirst() {
                // The covering root's own fill is the background; what it draws above that is not.
                painted.addOwn(root, includingBackground: false)
                for child in root.children { painted.add(child) }
            }
            for node in nodes { painted.add(node) }
            surface.background = (background, painted.box)
            return (surface, painted.rows)
        }
        defer { CairoSerialization.run { SurfacePool.shared.give(surface.0) } }
        var recycled = surface.1 == nil ? nil : ImagePool.shared.take(width: width, height: height)
        return try surface.0.image(paintedRows: surface.1, reusing: &recycled)
    }

    /// Hands back an image this renderer made, once its user is done with it: the next render
    /// of its size overwrites its bytes (copy-on-write keeps that safe if a copy is still held,
    /// at the cost of the copy).
    package static func recycle(_ image: consuming RGBAImage) {
        guard image.backgroundRows != nil else { return }
        ImagePool.shared.give(image)
    }

    /// The background colour of `node` when it is opaque, square, drawn without a group and
    /// covers every pixel of a `width` × `height` surface at `scale`; nil otherwise.
    static func covers(_ node: RenderNode, width: Int, height: Int, scale: Double) -> Color? {
        guard !node.isHidden, node.alpha.isFinite, node.alpha >= 1, let color = node.backgroundColor,
              color.alpha.isFinite, color.alpha >= 1, node.cornerRadius.isFinite, node.cornerRadius <= 0 else { return nil }
        let frame = node.frame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
              frame.minX * scale <= 0, frame.minY * scale <= 0,
              (frame.minX + frame.width) * scale >= Double(width), (frame.minY + frame.height) * scale >= Double(height) else { return nil }
        return color
    }

    /// Where a render painted over its background: the box of every pixel it may have touched,
    /// and which rows those are. Everything `draw` paints for a node (background, clipped
    /// content, border; a group adds nothing of its own) lies inside the node's frame, so only
    /// nodes that paint something count, each out to whole pixels and one more for antialiasing.
    struct Painted {
        let width: Int, height: Int, scale: Double
        private(set) var box: PixelBox?
        private(set) var rows: [Bool]

        init(width: Int, height: Int, scale: Double) {
            self.width = width
            self.height = height
            self.scale = scale
            rows = [Bool](repeating: false, count: height)
        }

        /// A drawn node and its subviews (hidden ones and those of alpha 0 are not drawn).
        mutating func add(_ node: RenderNode) {
            guard !node.isHidden, node.alpha > 0 else { return }
            addOwn(node, includingBackground: true)
            for child in node.children { add(child) }
        }

        /// What `node` paints itself.
        mutating func addOwn(_ node: RenderNode, includingBackground: Bool) {
            let paints = (includingBackground && node.backgroundColor != nil) || node.content != .none || node.borderWidth > 0
            guard paints, let own = PixelBox(frame: node.frame, scale: scale, width: width, height: height) else { return }
            box = box.map { $0.union(own) } ?? own
            for y in own.minY..<own.maxY { rows[y] = true }
        }
    }

    /// `skipBackground`: the node's background is already on the surface (a covering root).
    private func draw(_ node: RenderNode, _ cr: OpaquePointer, skipBackground: Bool = false) throws {
        guard !node.isHidden, node.alpha > 0 else { return }
        let frame = node.frame
        let numbers = [frame.minX, frame.minY, frame.width, frame.height, node.borderWidth, node.cornerRadius, node.alpha]
        guard numbers.allSatisfy(\.isFinite), frame.width >= 0, frame.height >= 0 else {
            throw RenderError.node(node.identifier, underlying: "frame \(frame), border width, corner radius and alpha must be finite, sizes ≥ 0")
        }
        let radius = max(0, min(node.cornerRadius, frame.width / 2, frame.height / 2))
        let group = node.alpha < 1
        if group { cairo_push_group(cr) }

        if let background = node.backgroundColor, !skipBackground {
            roundedRect(cr, frame, radius: radius)
            setSource(cr, background)
            cairo_fill(cr)
        }

        // A view's own drawing is clipped to its bounds (its backing store); rounded only
        // when it masks to bounds.
        cairo_save(cr)
        if node.clipsToBounds { roundedRect(cr, frame, radius: radius) } else { roundedRect(cr, frame, radius: 0) }
        cairo_clip(cr)
        do {
            try drawContent(node, cr)
        } catch {
            cairo_restore(cr)
            throw RenderError.node(node.identifier, underlying: "\(error)")
        }
        if !node.clipsToBounds {
            cairo_restore(cr)
            cairo_save(cr)
        }
        for child in node.children { try draw(child, cr) }
        cairo_restore(cr)

        // Core Animation draws the border above the sublayers, inside the bounds, following
        // the corner radius: the ring between the outer and the inset rounded rectangles.
        let width = min(node.borderWidth, frame.width / 2, frame.height / 2)
        if width > 0, node.borderColor.alpha > 0 {
            cairo_save(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            roundedRect(cr, frame, radius: radius)
            let inner = Rect(x: frame.minX + width, y: frame.minY + width, width: frame.width - 2 * width,
                             height: frame.height - 2 * width)
            roundedRect(cr, inner, radius: max(0, radius - width))
            setSource(cr, node.borderColor)
            cairo_fill(cr)
            cairo_restore(cr)
        }

        if group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, node.alpha)
        }
    }

    private func drawContent(_ node: RenderNode, _ cr: OpaquePointer) throws {
        let frame = node.frame
        switch node.content {
        case .none:
            return
        case .text(let content):
            guard !content.text.isEmpty, content.color.alpha > 0 else { return }
            setSource(cr, content.color)
            let request = TextRequest(content.text, font: content.font, maxWidth: frame.width,
                                      numberOfLines: content.numberOfLines, lineBreakMode: content.lineBreakMode,
                                      language: content.language)
            try engine.draw(request, alignment: content.alignment, direction: node.layoutDirection, linePitch: content.linePitch, in: cr,
                            x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        case .image(let placeholder):
            cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
            setSource(cr, placeholder.fill)
            cairo_fill(cr)
            cairo_move_to(cr, frame.minX, frame.minY)
            cairo_line_to(cr, frame.minX + frame.width, frame.minY + frame.height)
            cairo_move_to(cr, frame.minX + frame.width, frame.minY)
            cairo_line_to(cr, frame.minX, frame.minY + frame.height)
            cairo_set_line_width(cr, 1)
            setSource(cr, placeholder.stroke)
            cairo_stroke(cr)
        case .control(let appearance):
            try ControlDrawing(engine: engine).draw(appearance, in: frame, direction: node.layoutDirection, cr)
        }
    }
}

/// A rectangle of whole pixels, `minX..<maxX` × `minY..<maxY`, never empty.
struct PixelBox: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// `frame` (points) at `scale`, out to whole pixels plus one on each side, within the surface;
    /// nil when nothing of it is on the surface or a coordinate is not finite.
    init?(frame: Rect, scale: Double, width: Int, height: Int) {
        let x0 = (frame.minX * scale).rounded(.down) - 1, y0 = (frame.minY * scale).rounded(.down) - 1
        let x1 = ((frame.minX + frame.width) * scale).rounded(.up) + 1, y1 = ((frame.minY + frame.height) * scale).rounded(.up) + 1
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let minX = Int(max(0, min(x0, Double(width)))), maxX = Int(max(0, min(x1, Double(width))))
        let minY = Int(max(0, min(y0, Double(height)))), maxY = Int(max(0, min(y1, Double(height))))
        guard minX < maxX, minY < maxY else { return nil }
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    func union(_ other: PixelBox) -> PixelBox {
        var box = self
        box.minX = min(minX, other.minX); box.minY = min(minY, other.minY)
        box.maxX = max(maxX, other.maxX); box.maxY = max(maxY, other.maxY)
        return box
    }
}

/// Sets the Cairo source to a colour; components are clamped to 0…1 (a non-finite one is 0).
func setSource(_ cr: OpaquePointer, _ color: Color) {
    func unit(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
    cairo_set_source_rgba(cr, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
}

/// Adds a rectangle with circular corners of `radius` (already clamped to half the shorter side).
func roundedRect(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
    guard radius > 0 else {
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        return
    }
    let right = rect.minX + rect.width, bottom = rect.minY + rect.height
    cairo_new_sub_path(cr)
    cairo_arc(cr, right - radius, rect.minY + radius, radius, -Double.pi / 2, 0)
    cairo_arc(cr, right - radius, bottom - radius, radius, 0, Double.pi / 2)
    cairo_arc(cr, rect.minX + radius, bottom - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cr, rect.minX + radius, rect.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
}
