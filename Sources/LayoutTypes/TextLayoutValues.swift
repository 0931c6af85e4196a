// Reading direction and the paragraph settings UILabel passes to text layout, with UIKit's case
// names and raw values (UIKit's headers: `UIUserInterfaceLayoutDirection`, `NSTextAlignment`,
// `NSLineBreakMode`), so layout, measurement and drawing speak one vocabulary.

/// The user-interface layout direction (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: Int, Sendable, Hashable, CaseIterable, Codable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// Horizontal text alignment (`NSTextAlignment`, iOS raw values). `.natural` and the last line
/// of `.justified` text align to the leading edge of the view's layout direction.
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable, Codable {
    case left = 0, center, right, justified, natural
}

/// `NSLineBreakMode`. For labels with more than one line, the truncating and clipping modes
/// wrap at word boundaries and apply only to the last visible line, as UILabel does.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable, Codable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Insets by reading direction: leading/trailing become left/right per the view's effective direction.
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = DirectionalEdgeInsets()

    /// The absolute insets for a layout direction.
    public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
    package var isFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}
