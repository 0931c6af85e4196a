import AutoLayout
import Foundation
import Raster
import Rendering
import TextLayout

/// Turns AutoLayout's layout results into Rendering's render trees, and draws them.
///
/// The two modules do not know each other: AutoLayout reports window frames, colours, borders
/// and text per view; Rendering draws a plain tree of nodes. Hidden views are kept (Rendering
/// skips them with their subviews, as UIKit does).
package enum RenderTreeConversion {
    /// `engine` resolves font names as the measurer did (the app's own fonts).
    package static func tree(_ result: LayoutResult, engine: TextLayoutEngine? = nil) -> RenderTree {
        var children: [String: [AutoLayout.ViewFrame]] = [:]
        var roots: [AutoLayout.ViewFrame] = []
        for view in result.views {
            if let parent = view.parent { children[parent, default: []].append(view) } else { roots.append(view) }
        }
        func node(_ view: AutoLayout.ViewFrame) -> RenderNode {
            let frame = view.windowFrame
            var content = NodeContent.none
            if let text = view.text, !text.text.isEmpty {
                content = .text(TextContent(text.text, font: PangoTextMeasurer.font(text.font, category: text.contentSizeCategory, engine: engine),
                                            color: text.color, alignment: text.alignment,
                                            numberOfLines: view.className == "UILabel" ? text.lines : 1,
                                            lineBreakMode: text.lineBreakMode,
                                            linePitch: view.className == "UILabel" ? text.font.linePitch(category: text.contentSizeCategory) : nil))
            } else if view.className == "UIImageView" {
                content = .image(ImagePlaceholder())
            } else if let control = view.control {
                content = .control(control)
            }
            // Auto Layout legitimately produces negative sizes (a constraint that demands one);
            // UIKit draws such a view empty, and the negativeSize audit reports it.
            return RenderNode(identifier: view.identifier,
                              frame: Rect(x: frame.minX, y: frame.minY, width: max(frame.width, 0), height: max(frame.height, 0)),
                              backgroundColor: view.backgroundColor, borderWidth: view.border?.width ?? 0,
                              borderColor: view.border?.color ?? .black,
                              cornerRadius: view.border?.cornerRadius ?? 0, alpha: view.alpha, isHidden: view.isHidden,
                              layoutDirection: view.layoutDirection, content: content,
                              children: (children[view.identifier] ?? []).map(node))
        }
        let size = result.environment.windowSize
        return RenderTree(width: size.width, height: size.height, backgroundColor: .white,
                          safeAreaInsets: result.environment.safeAreaInsets, nodes: roots.map(node))
    }

    /// Hands a rendered image back once a scenario is done with it (`Renderer.recycle`).
    package static func recycle(_ image: RGBAImage) {
        Renderer.recycle(image)
    }

    /// Draws a layout result at an integer render scale (1, 2 or 3).
    package static func render(_ result: LayoutResult, engine: TextLayoutEngine, scale: Double) throws -> RGBAImage {
        try Renderer(engine: engine).render(tree(result, engine: engine), scale: Int(scale.rounded()))
    }
}
