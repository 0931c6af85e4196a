import LayoutTypes
import TextLayout

/// A render tree: what a laid-out screen looks like, as plain values. The harness converts
/// layout results into it; nothing here knows about Auto Layout.

/// A label's text as UILabel draws it: wrapped at the node's width, at most `numberOfLines`
/// lines and at most as many as fit the node's height, centred vertically.
public struct TextContent: Sendable, Hashable, Codable {
    public var text: String
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    /// Language or locale identifier for line breaking and glyph forms (`TextRequest.language`).
    public var language: String
    /// The distance between baselines of a text style's wrapped lines, when it sets one
    /// (`TextLayoutEngine.draw`'s `linePitch`).
    public var linePitch: Double?

    public init(_ text: String, font: Font, color: Color = .black, alignment: TextAlignment = .natural,
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail, language: String = "en",
                linePitch: Double? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.language = language
        self.linePitch = linePitch
    }
}

/// Stands in for an image view's picture: a filled box with both diagonals, so layout shows
/// without depending on image assets.
public struct ImagePlaceholder: Sendable, Hashable, Codable {
    public var fill: Color
    public var stroke: Color

    public init(fill: Color = Color(r: 218, g: 218, b: 222),
                stroke: Color = Color(r: 142, g: 142, b: 147)) {
        self.fill = fill
        self.stroke = stroke
    }
}

/// What a node draws inside its bounds, above its background.
public enum NodeContent: Sendable, Hashable, Codable {
    case none
    case text(TextContent)
    case image(ImagePlaceholder)
    /// A system control's track, thumb, segments or dots (`ControlDrawing`).
    case control(ControlAppearance)
}

/// One view. Frames are in window points for every node, children included.
public struct RenderNode: Sendable, Hashable, Codable {
    public var identifier: String
    public var frame: Rect
    public var backgroundColor: Color?
    public var borderWidth: Double
    public var borderColor: Color
    public var cornerRadius: Double
    /// Group opacity, as UIKit composites a view and its subviews (`allowsGroupOpacity`).
    public var alpha: Double
    public var isHidden: Bool
    /// Clips content and children to the bounds (rounded by `cornerRadius`), like `masksToBounds`.
    public var clipsToBounds: Bool
    /// The view's effective layout direction: decides `.natural` and `.justified` alignment.
    public var layoutDirection: LayoutDirection
    public var content: NodeContent
    /// Layout margins, drawn by the debug overlay only.
    public var layoutMargins: EdgeInsets?
    public var children: [RenderNode]

    public init(identifier: String, frame: Rect, backgroundColor: Color? = nil, borderWidth: Double = 0,
                borderColor: Color = .black, cornerRadius: Double = 0, alpha: Double = 1,
                isHidden: Bool = false, clipsToBounds: Bool = false, layoutDirection: LayoutDirection = .leftToRight,
                content: NodeContent = .none, layoutMargins: EdgeInsets? = nil, children: [RenderNode] = []) {
        self.identifier = identifier
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.cornerRadius = cornerRadius
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.layoutDirection = layoutDirection
        self.content = content
        self.layoutMargins = layoutMargins
        self.children = children
    }
}

/// A window's worth of nodes.
public struct RenderTree: Sendable, Hashable, Codable {
    /// Window size in points.
    public var width: Double
    public var height: Double
    /// Drawn under everything (the window's background).
    public var backgroundColor: Color
    /// The window's safe area, drawn by the debug overlay only.
    public var safeAreaInsets: EdgeInsets
    public var nodes: [RenderNode]

    public init(width: Double, height: Double, backgroundColor: Color = .white,
                safeAreaInsets: EdgeInsets = .zero, nodes: [RenderNode]) {
        self.width = width
        self.height = height
        self.backgroundColor = backgroundColor
        self.safeAreaInsets = safeAreaInsets
        self.nodes = nodes
    }
}
