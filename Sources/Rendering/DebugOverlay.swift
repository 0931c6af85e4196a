import CPangoCairo
import LayoutTypes
import TextLayout

/// The debug overlay: hairline frame outlines, each node's identifier in a small tag at its
/// top-left corner, dashed layout-margin guides per node and a dashed safe-area guide. Drawn
/// after (above) the content, or alone on a transparent image.
struct DebugOverlay {
    let engine: TextLayoutEngine
    let scale: Double

    static let frameColor = Color(red: 1, green: 0, blue: 0.5, alpha: 0.9)
    static let marginColor = Color(red: 0, green: 0.6, blue: 0.2, alpha: 0.9)
    static let safeAreaColor = Color(red: 0, green: 0.4, blue: 1, alpha: 0.9)
    static let tagColor = Color(red: 1, green: 0, blue: 0.5, alpha: 0.8)
    static let tagFont = Font.system(size: 8, weight: .medium)

    func draw(_ tree: RenderTree, _ cr: OpaquePointer) throws {
        cairo_save(cr)
        // One device pixel wide, on pixel centres, whatever the scale.
        cairo_set_line_width(cr, 1 / scale)
        var nodes: [RenderNode] = []
        func collect(_ node: RenderNode) {
            guard !node.isHidden else { return }
            nodes.append(node)
            node.children.forEach(collect)
        }
        tree.nodes.forEach(collect)
        for node in nodes {
            outline(cr, node.frame)
            if let margins = node.layoutMargins { dashed(cr, node.frame.inset(by: margins), Self.marginColor, dash: 3) }
        }
        let safe = Rect(x: 0, y: 0, width: tree.width, height: tree.height).inset(by: tree.safeAreaInsets)
        if tree.safeAreaInsets != .zero { dashed(cr, safe, Self.safeAreaColor, dash: 6) }
        // Tags last, above every outline; a tag that would cover an earlier one (nodes sharing a
        // top-left corner) moves down below it.
        var placed: [Rect] = []
        for node in nodes { try tag(node.identifier, at: node.frame, avoiding: &placed, cr) }
        cairo_restore(cr)
    }

    private func outline(_ cr: OpaquePointer, _ rect: Rect) {
        let half = 0.5 / scale
        cairo_rectangle(cr, rect.minX + half, rect.minY + half, max(0, rect.width - 2 * half), max(0, rect.height - 2 * half))
        setSource(cr, Self.frameColor)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_stroke(cr)
    }

    private func dashed(_ cr: OpaquePointer, _ rect: Rect, _ color: Color, dash: Double) {
        guard rect.width > 0, rect.height > 0 else { return }
        let half = 0.5 / scale
        cairo_rectangle(cr, rect.minX + half, rect.minY + half, max(0, rect.width - 2 * half), max(0, rect.height - 2 * half))
        setSource(cr, color)
        var pattern = [dash, dash]
        cairo_set_dash(cr, &pattern, 2, 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    private func tag(_ identifier: String, at frame: Rect, avoiding placed: inout [Rect], _ cr: OpaquePointer) throws {
        guard !identifier.isEmpty else { return }
        let request = TextRequest(identifier, font: Self.tagFont, numberOfLines: 1, lineBreakMode: .byClipping)
        let size = try engine.measure(request)
        let padding = 1.0
        var box = Rect(x: frame.minX, y: frame.minY, width: size.width + 2 * padding, height: size.height)
        while let below = placed.first(where: { Self.intersects($0, box) }) {
            box.origin.y = below.maxY
        }
        placed.append(box)
        cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
        setSource(cr, Self.tagColor)
        cairo_fill(cr)
        setSource(cr, .white)
        try engine.draw(request, alignment: .left, direction: .leftToRight, in: cr,
                        x: box.minX + padding, y: box.minY, width: size.width + 1, height: size.height)
    }

    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.minX + b.width && b.minX < a.minX + a.width && a.minY < b.minY + b.height && b.minY < a.minY + a.height
    }
}
