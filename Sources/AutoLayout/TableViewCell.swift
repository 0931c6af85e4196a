// UITableViewCell and UITableViewHeaderFooterView: a content view with UIKit's margins by width,
// the built-in labels of the cell styles, and the room an accessory takes (facts §15).
import Foundation

/// UITableViewCell.CellStyle.
public enum TableViewCellStyle: Int, Sendable, Hashable { case `default` = 0, value1, value2, subtitle }
/// UITableViewCell.AccessoryType.
public enum TableViewCellAccessoryType: Int, Sendable, Hashable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
/// UITableViewCell.SelectionStyle (drawing only).
public enum TableViewCellSelectionStyle: Int, Sendable, Hashable { case none = 0, blue, gray, `default` }
/// UITableViewCell.EditingStyle.
public enum TableViewCellEditingStyle: Int, Sendable, Hashable { case none = 0, delete, insert }
/// UITableViewCell.FocusStyle.
public enum TableViewCellFocusStyle: Int, Sendable, Hashable { case `default` = 0, custom }

/// A view UIKit makes for its own containers (a cell's content view, a navigation controller's
/// transition view), named as UIKit names it in results.
public final class SystemContainerView: View {
    let uikitName: String
    /// Called first in `updateConstraints`: the container updates what follows the environment.
    package var onUpdateConstraints: (() -> Void)?

    package init(uikitName: String, frame: Rect = .zero) {
        self.uikitName = uikitName
        super.init(frame: frame)
        // Not a controller's root view: no system minimum when measured on its own.
        viewRespectsSystemMinimumLayoutMargins = false
    }
    /// Made by its container only.
    public required init?(coder: NSCoder) { return nil }
    override public var className: String { uikitName }

    override public func updateConstraints() {
        onUpdateConstraints?()
        super.updateConstraints()
    }
}

/// The table cell's side margin by width, as UIKit gives a cell's content view (xib-format §6,
/// `ViewTreeBuilder.systemSideMargin`): 16 on cells up to 375 points wide, 20 on wider ones.
public func tableCellSideMargin(width: Double) -> Double { width > 375 ? 20 : 16 }

/// A table cell content view's top and bottom margins: 11 (15 from iOS 26), as
/// `ViewTreeBuilder.cellContentViewVerticalMargin` measured on Interface Builder's stored cells.
public func tableCellVerticalMargin(release: IOSRelease = .current) -> Double { release >= IOSRelease(26) ? 15 : 11 }

/// The width an accessory takes from the content view at the cell's trailing edge (facts §15,
/// from stored content-view frames of Xcode 12–16 cells): a disclosure indicator the side margin
/// plus 10.5 (26.5 at 375, 30.5 at 414), a checkmark or detail button the side margin plus 24
/// (44 at 414); a detail disclosure button is taken as the detail button (not measured); a custom
/// accessory view its own width plus the side margin (not measured).
public func tableCellAccessoryWidth(_ type: TableViewCellAccessoryType, customWidth: Double?, sideMargin: Double) -> Double {
    if let customWidth { return customWidth + sideMargin }
    switch type {
    case .none: return 0
    case .disclosureIndicator: return sideMargin + 10.5
    case .checkmark, .detailButton, .detailDisclosureButton: return sideMargin + 24
    }
}

/// UITableViewCell: app subclasses add their views to `contentView` and constrain them to its
/// margins (`|-[label]-|` is 16 or 20 from the cell's edge, as in UIKit); the table sets the
/// cell's frame and sizes it to its content when its row height is `automaticDimension`.
open class TableViewCell: View {
    /// UITableViewCell.contentView: the cell's bounds less the accessory and the separator.
    public let contentView: View
    public let style: TableViewCellStyle
    public let reuseIdentifier: String?
    open var accessoryType: TableViewCellAccessoryType = .none
    /// A custom accessory, laid out at the trailing edge (its frame's width, else its intrinsic width).
    open var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = accessoryView { addSubview(v) }
        }
    }
    open var editingAccessoryType: TableViewCellAccessoryType = .none
    open var editingAccessoryView: View?
    open var selectionStyle: TableViewCellSelectionStyle = .default
    open var focusStyle: TableViewCellFocusStyle = .default
    /// Where the separator is drawn (drawing only); UIKit's default starts at the text's leading edge.
    open var separatorInset: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: Double = 10
    open var shouldIndentWhileEditing = true
    open var showsReorderControl = false
    open var isEditing = false
    open var backgroundView: View?
    open var selectedBackgroundView: View?
    open var multipleSelectionBackgroundView: View?
    open var isSelected = false
    open var isHighlighted = false

    private var builtTextLabel: Label?
    private var builtDetailLabel: Label?
    private var builtImageView: ImageView?
    /// The margins this class last gave the content view; other values were set by the app and stay.
    private var defaultContentMargins: DirectionalEdgeInsets?

    /// UITableViewCell(style:reuseIdentifier:), the initialiser app subclasses override.
    public init(style: TableViewCellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        let initial = Rect(x: 0, y: 0, width: 320, height: 44)
        contentView = SystemContainerView(uikitName: "UITableViewCellContentView", frame: initial)
        super.init(frame: initial)
        setUpContentView()
    }

    /// UITableViewCell(frame:): a default-style cell. A convenience initialiser, as UIKit's
    /// (`initWithStyle:reuseIdentifier:` and `initWithCoder:` are the designated ones): an app cell
    /// that overrides those two inherits `init(frame:)` and `init()`, so `Cell()` compiles.
    override public convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        contentView.frame = Rect(origin: .zero, size: frame.size)
    }

    /// UITableViewCell(coder:): as `init(style: .default, reuseIdentifier: nil)`.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = SystemContainerView(uikitName: "UITableViewCellContentView", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        frame = Rect(x: 0, y: 0, width: 320, height: 44)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        applyDefaultMargins(width: frame.width, accessory: false)
        addSubview(contentView)
    }

    override open var className: String { "UITableViewCell" }

    /// UITableViewCell.textLabel: made on first use, in the content view (styles other than custom ones).
    open var textLabel: Label? {
        if let l = builtTextLabel { return l }
        let l = Label(frame: .zero)
        l.font = .preferred(.body)
        builtTextLabel = l
        contentView.addSubview(l)
        return l
    }

    /// UITableViewCell.detailTextLabel: nil for the default style, as in UIKit.
    open var detailTextLabel: Label? {
        if style == .default { return nil }
        if let l = builtDetailLabel { return l }
        let l = Label(frame: .zero)
        l.font = style == .subtitle ? .preferred(.subheadline) : .preferred(.body)
        builtDetailLabel = l
        contentView.addSubview(l)
        return l
    }

    /// UITableViewCell.imageView: made on first use, at the leading margin.
    open var imageView: ImageView? {
        if let v = builtImageView { return v }
        let v = ImageView(frame: .zero)
        builtImageView = v
        contentView.addSubview(v)
        return v
    }

    /// A cell laid out on its own (the root of a layout, as a cell's snapshot test lays it out)
    /// takes the margins of its width, the window's; in a table the table sets them before sizing it.
    override open func updateConstraints() {
        if superview == nil, let width = hostingEnvironment?.windowSize.width {
            applyDefaultMargins(width: width, accessory: accessoryType != .none || accessoryView != nil)
        }
        super.updateConstraints()
    }

    /// Called before the table hands the cell out again (nothing is reused here, but subclasses reset state in it).
    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Layout

    /// The content view's margins UIKit gives a cell of `width`: the side margin by width (8 on the
    /// trailing side beside an accessory, xib-format §6) and 11 on top and bottom. Margins the app
    /// set on the content view stay.
    func applyDefaultMargins(width: Double, accessory: Bool) {
        let side = tableCellSideMargin(width: width), vertical = tableCellVerticalMargin()
        let wanted = DirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: accessory ? 8 : side)
        if let last = defaultContentMargins, contentView.directionalLayoutMargins != last { return }
        contentView.directionalLayoutMargins = wanted
        defaultContentMargins = wanted
    }

    /// The content view's frame in a cell of `size`: less the accessory at the trailing edge and
    /// the separator's `separator` points at the bottom.
    func contentFrame(size: Size, separator: Double, direction: LayoutDirection) -> Rect {
        let custom = accessoryView.map { v -> Double in
            let w = v.frame.width
            if w > 0 { return w }
            let intrinsic = v.intrinsicContentSize.width
            return intrinsic > 0 ? intrinsic : 0
        }
        let taken = min(size.width, tableCellAccessoryWidth(accessoryType, customWidth: custom, sideMargin: tableCellSideMargin(width: size.width)))
        let x = direction == .rightToLeft ? taken : 0
        return Rect(x: x, y: 0, width: size.width - taken, height: max(0, size.height - separator))
    }

    /// Whether the cell shows its built-in labels or image (the styles' content).
    var usesBuiltInContent: Bool {
        (builtTextLabel?.text.map { !$0.isEmpty } ?? false) || (builtDetailLabel?.text.map { !$0.isEmpty } ?? false)
            || builtImageView?.imageSize != nil
    }

    /// The built-in content's height at `contentWidth`: its labels one above the other in the
    /// subtitle style, side by side otherwise, between the vertical margins (not measured in UIKit;
    /// at least UIKit's standard 44).
    func builtInContentHeight() -> Double {
        let margin = tableCellVerticalMargin()
        let title = builtTextLabel.map { $0.text?.isEmpty == false ? $0.intrinsicContentSize.height : 0 } ?? 0
        let detail = builtDetailLabel.map { $0.text?.isEmpty == false ? $0.intrinsicContentSize.height : 0 } ?? 0
        let image = builtImageView?.imageSize?.height ?? 0
        let text = style == .subtitle ? title + detail : max(title, detail)
        return max(44, max(text, image) + 2 * margin)
    }

    /// UIKit's cell lays its built-in labels and image out by frame, in its own `layoutSubviews`,
    /// from the leading margin (mirrored under right-to-left layout).
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard usesBuiltInContent else { return }
        layOutBuiltInContent()
        guard let environment = rootView.hostingEngine?.environment,
              contentView.effectiveLayoutDirection(in: environment) == .rightToLeft else { return }
        let width = contentView.bounds.width
        for v in [builtImageView, builtTextLabel, builtDetailLabel].compactMap({ $0 }) {
            let f = v.frame
            v.frame = Rect(x: width - f.maxX, y: f.minY, width: f.width, height: f.height)
        }
    }

    /// The built-in content's frames, left to right.
    private func layOutBuiltInContent() {
        let bounds = contentView.bounds
        let m = contentView.directionalLayoutMargins
        var x = m.leading
        if let image = builtImageView, let size = image.imageSize {
            image.frame = Rect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x += size.width + m.leading
        }
        let available = max(0, bounds.width - x - m.trailing)
        let title = builtTextLabel, detail = builtDetailLabel
        let titleSize = title?.intrinsicContentSize ?? .zero
        let detailSize = detail?.intrinsicContentSize ?? .zero
        let hasDetail = detail?.text?.isEmpty == false
        if style == .subtitle && hasDetail {
            let top = ((bounds.height - titleSize.height - detailSize.height) / 2).rounded()
            title?.frame = Rect(x: x, y: top, width: min(available, titleSize.width), height: titleSize.height)
            detail?.frame = Rect(x: x, y: top + titleSize.height, width: min(available, detailSize.width), height: detailSize.height)
        } else {
            let titleWidth = hasDetail ? min(available, titleSize.width) : available
            title?.frame = Rect(x: x, y: ((bounds.height - titleSize.height) / 2).rounded(), width: titleWidth, height: titleSize.height)
            if hasDetail {
                let w = min(available - titleWidth, detailSize.width)
                detail?.frame = Rect(x: bounds.width - m.trailing - w, y: ((bounds.height - detailSize.height) / 2).rounded(),
                                     width: max(0, w), height: detailSize.height)
            }
        }
    }
}

/// UITableViewHeaderFooterView: a section header or footer with a content view.
open class TableViewHeaderFooterView: View {
    public let contentView: View
    public let reuseIdentifier: String?
    private var builtTextLabel: Label?
    private var builtDetailLabel: Label?
    open var backgroundView: View?

    /// UITableViewHeaderFooterView(reuseIdentifier:), the initialiser app subclasses override.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = SystemContainerView(uikitName: "_UITableViewHeaderFooterContentView", frame: .zero)
        super.init(frame: .zero)
        setUp()
    }

    /// UITableViewHeaderFooterView(frame:): a convenience initialiser, as UIKit's (the designated
    /// ones are `init(reuseIdentifier:)` and `init(coder:)`).
    override public convenience init(frame: Rect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
        contentView.frame = Rect(origin: .zero, size: frame.size)
    }

    /// UITableViewHeaderFooterView(coder:): as `init(reuseIdentifier: nil)`.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = SystemContainerView(uikitName: "_UITableViewHeaderFooterContentView", frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override open var className: String { "UITableViewHeaderFooterView" }

    open var textLabel: Label? {
        if let l = builtTextLabel { return l }
        let l = Label(frame: .zero)
        l.font = .preferred(.footnote)
        builtTextLabel = l
        contentView.addSubview(l)
        return l
    }

    open var detailTextLabel: Label? {
        if let l = builtDetailLabel { return l }
        let l = Label(frame: .zero)
        l.font = .preferred(.footnote)
        builtDetailLabel = l
        contentView.addSubview(l)
        return l
    }

    open func prepareForReuse() {}
}
