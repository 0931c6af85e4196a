// UIControl: the superclass of buttons, switches and fields, whose state app subclasses override.
import Foundation

/// UIControl.ContentHorizontalAlignment.
public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
    case center = 0, left, right, fill, leading, trailing
}

/// UIControl.ContentVerticalAlignment.
public enum ContentVerticalAlignment: Int, Sendable, Hashable {
    case center = 0, top, bottom, fill
}

/// UIControl: a view with enabled, selected and highlighted states. None of them changes layout;
/// they are `open` because app subclasses override them (`override var isHighlighted { didSet … }`).
open class Control: View {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// Where the content sits when the control is wider than it (drawing only: the intrinsic size is the content's).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// UIControl(frame:).
    override public init(frame: Rect) { super.init(frame: frame) }
    /// UIControl(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UIControl" }
}
