import LayoutTypes
import Rendering
import TextLayout

/// Small scenes for the rendering fixtures, each exercising one group of features.
enum RenderingScenes {
    static let blue = Color(r: 0, g: 122, b: 255)
    static let red = Color(r: 255, g: 59, b: 48)
    static let yellow = Color(r: 255, g: 204, b: 0)
    static let green = Color(r: 52, g: 199, b: 89)
    static let gray = Color(r: 242, g: 242, b: 247)

    /// Rounded bordered box, clipping, group alpha, an image placeholder.
    static let boxes = RenderTree(width: 160, height: 100, nodes: [
        RenderNode(identifier: "card", frame: Rect(x: 8, y: 8, width: 70, height: 50), backgroundColor: yellow,
                   borderWidth: 3, borderColor: blue, cornerRadius: 12),
        RenderNode(identifier: "clipper", frame: Rect(x: 90, y: 8, width: 60, height: 40), backgroundColor: gray,
                   cornerRadius: 10, clipsToBounds: true, children: [
                       RenderNode(identifier: "overflow", frame: Rect(x: 120, y: 28, width: 50, height: 40), backgroundColor: red),
                   ]),
        RenderNode(identifier: "faded", frame: Rect(x: 8, y: 66, width: 70, height: 28), alpha: 0.5, children: [
            RenderNode(identifier: "a", frame: Rect(x: 8, y: 66, width: 45, height: 28), backgroundColor: green),
            RenderNode(identifier: "b", frame: Rect(x: 33, y: 66, width: 45, height: 28), backgroundColor: blue),
        ]),
        RenderNode(identifier: "photo", frame: Rect(x: 90, y: 60, width: 60, height: 34), content: .image(ImagePlaceholder())),
    ])

    static func label(_ id: String, _ text: String, _ frame: Rect, font: Font = .system(size: 15),
                      alignment: TextAlignment = .natural, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail,
                      direction: LayoutDirection = .leftToRight) -> RenderNode {
        RenderNode(identifier: id, frame: frame, backgroundColor: gray, layoutDirection: direction,
                   content: .text(TextContent(text, font: font, alignment: alignment, numberOfLines: lines,
                                              lineBreakMode: mode)))
    }

    /// Latin and German labels: alignments, tail truncation, wrapping, justification, CJK.
    static let labels = RenderTree(width: 220, height: 250, nodes: [
        label("left", "Settings", Rect(x: 10, y: 10, width: 200, height: 22), alignment: .left),
        label("center", "Settings", Rect(x: 10, y: 36, width: 200, height: 22), alignment: .center),
        label("right", "Settings", Rect(x: 10, y: 62, width: 200, height: 22), alignment: .right),
        label("truncated", "Datenschutzeinstellungen verwalten", Rect(x: 10, y: 88, width: 150, height: 22),
              font: .preferred(.headline)),
        label("wrapped", "The quick brown fox jumps over the lazy dog near the riverbank",
              Rect(x: 10, y: 114, width: 200, height: 40), lines: 2),
        label("justified", "Justified text spreads the words of every line but the last across the width.",
              Rect(x: 10, y: 158, width: 200, height: 58), font: .system(size: 13), alignment: .justified, lines: 0),
        label("cjk", "你好世界，欢迎使用", Rect(x: 10, y: 220, width: 200, height: 24), font: .system(size: 17)),
    ])

    /// Right-to-left: Arabic and Hebrew labels in RTL views (natural = right), a truncated
    /// Arabic title, and mixed-direction text.
    static let rightToLeft = RenderTree(width: 220, height: 180, nodes: [
        label("arabic", "مرحبا بالعالم", Rect(x: 10, y: 10, width: 200, height: 30), font: .system(size: 17),
              direction: .rightToLeft),
        label("arabic-truncated", "الإعدادات المتقدمة للخصوصية والأمان", Rect(x: 10, y: 44, width: 140, height: 30),
              font: .system(size: 17), direction: .rightToLeft),
        label("hebrew", "שלום עולם", Rect(x: 10, y: 78, width: 200, height: 26), font: .system(size: 17),
              direction: .rightToLeft),
        label("mixed-rtl", "עדכון iOS 17 זמין", Rect(x: 10, y: 108, width: 200, height: 26), font: .system(size: 15),
              direction: .rightToLeft),
        label("mixed-ltr", "Open مرحبا now", Rect(x: 10, y: 138, width: 200, height: 34), font: .system(size: 15)),
    ])

    /// Every line-break mode at its limit: clipping, head/middle/tail truncation (centred tail),
    /// a clipped second line, a limit at a paragraph break, a label too short for its text,
    /// wrapped Hebrew in an RTL view and head-truncated Arabic (ellipsis on the right, where
    /// the text starts).
    static let truncation: RenderTree = {
        let pangram = "The quick brown fox jumps over the lazy dog"
        func row(_ id: String, _ text: String, _ y: Double, _ height: Double, lines: Int = 1, _ mode: LineBreakMode,
                 alignment: TextAlignment = .natural, direction: LayoutDirection = .leftToRight) -> RenderNode {
            label(id, text, Rect(x: 10, y: y, width: 150, height: height), alignment: alignment, lines: lines,
                  mode: mode, direction: direction)
        }
        return RenderTree(width: 170, height: 330, nodes: [
            row("clip", pangram, 5, 20, .byClipping),
            row("head", pangram, 30, 20, .byTruncatingHead),
            row("middle", pangram, 55, 20, .byTruncatingMiddle),
            row("tail-center", pangram, 80, 20, .byTruncatingTail, alignment: .center),
            row("clip-2", pangram, 105, 40, lines: 2, .byClipping),
            row("paragraphs", "First paragraph\nSecond one\nThird", 150, 40, lines: 2, .byTruncatingTail),
            row("too-short", pangram, 195, 30, lines: 0, .byTruncatingTail),
            row("hebrew-wrapped", "שלום עולם, זהו טקסט ארוך שנשבר לשורות", 230, 60, lines: 0, .byWordWrapping,
                direction: .rightToLeft),
            row("arabic-head", "الإعدادات المتقدمة للخصوصية والأمان", 295, 30, .byTruncatingHead, direction: .rightToLeft),
        ])
    }()

    /// The boxes scene with a safe area and margins, for the debug overlay.
    static let overlay: RenderTree = {
        var tree = boxes
        tree.safeAreaInsets = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        tree.nodes[0].layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        return tree
    }()
}
