// The view tree (UIView's layout-relevant surface).
import Foundation

/// UIView.noIntrinsicMetric: an axis without intrinsic size.
public let noIntrinsicMetric: Double = -1

/// UISemanticContentAttribute: decides whether a view flips under right-to-left layout.
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// UIView.AutoresizingMask.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// What a view needs to compute its intrinsic content size.
public struct MeasureContext {
    public let measurer: any TextMeasuring
    public let environment: Environment
    /// The width layout last gave the view, for content that wraps (nil on the first pass).
    public let resolvedWidth: Double?
}

/// A rectangle in the tree (UIView): subviews, guides, margins, intrinsic size, installed constraints.
open class View: Responder {
    public private(set) weak var superview: View?
    public internal(set) var subviews: [View] = []
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// Constraints installed on this view (their common ancestor), in activation order.
    public private(set) var constraints: [LayoutConstraint] = []
    /// Failed activations and refused changes, kept so layout can report them (UIKit raises instead).
    public internal(set) var constraintProblems: [ConstraintProblem] = []

    /// Where the view was declared (`file:line:column`), for reports.
    public var sourceLocation: String?
    /// `open` (as every property below that apps observe with `override … { didSet … }`).
    open var isHidden = false
    /// Drawn: the view and its subviews at this opacity (the same value as `layer.opacity`).
    open var alpha: Double = 1
    open var backgroundColor: Color?
    public var border: Border?
    /// What a view standing in for a system control shows (an Interface Builder file's slider or
    /// segmented control, read with its stored state); the control classes report their own.
    public var drawnControl: ControlAppearance?
    /// Whether the frame and autoresizing mask become constraints (true for views made in code).
    public var translatesAutoresizingMaskIntoConstraints = true
    public var autoresizingMask: AutoresizingMask = []
    /// The superview sets this view's width to its own after its own layout, as a table sets its
    /// cells' (a required `UIView-Encapsulated-Layout-Width` constant, facts §6): nothing inside the
    /// view can widen its superview. With `translatesAutoresizingMaskIntoConstraints` only.
    package var widthSetBySuperviewLayout = false
    /// A table cell's content view as Interface Builder's canvas lays out a top-level cell: when the
    /// content's required constraints need less height than the cell, the content view's height
    /// gives way first and the content is laid out from the top at the height it needs; it never
    /// grows past the cell (then the newest constraint breaks, as anywhere). Its frame stays the
    /// cell's bounds: UITableViewCell sets its content view's frame itself.
    package var heightGivesWayToContent = false
    /// A scroll view whose adjusted content inset takes the top and bottom unsafe area, as a table's
    /// does (UIScrollView `contentInsetAdjustmentBehavior`, automatic by default): the inset keeps its
    /// content clear of those edges, so the views inside it have no top or bottom safe-area inset.
    /// Their left and right insets are the overlap as for any view.
    package var contentInsetTakesVerticalSafeArea = false
    /// The frame in the superview's coordinates: what code assigned until a layout runs, then
    /// the laid-out frame (pixel-snapped), as UIKit's `frame` reads after `layoutIfNeeded()`.
    /// Assigning it sets the frame autoresizing translates, as in UIKit.
    open var frame: Rect {
        get { laidOutFrame ?? assignedFrame }
        set { assignedFrame = newValue; laidOutFrame = nil; laidOutSize = nil }
    }
    /// The view's own coordinate space: the frame's size at the origin (UIView.bounds, no scrolling);
    /// under a transform, the size layout gave it, which the frame's bounding box is not.
    open var bounds: Rect {
        get { Rect(origin: .zero, size: laidOutSize ?? frame.size) }
        // UIKit keeps the centre: a view given new bounds grows or shrinks about its middle.
        set {
            let old = frame
            frame = Rect(x: old.midX - newValue.width / 2, y: old.midY - newValue.height / 2,
                         width: newValue.width, height: newValue.height)
        }
    }
    /// The frame code assigned, which autoresizing translation reads; layout never changes it,
    /// so re-laying out (rotation, another device) starts from the same input.
    var assignedFrame: Rect = .zero
    /// Written by each layout of the tree (`LayoutEngine`), read through `frame`.
    var laidOutFrame: Rect?
    /// The untransformed size of the last layout (`bounds`), beside `laidOutFrame`.
    var laidOutSize: Size?
    /// The engine that lays out the tree this view is the root of (a window, the harness), so
    /// `layoutIfNeeded()` anywhere in the tree can re-run it.
    /// Hosting is being in a window: the tree hears `willMove(toWindow:)` and `didMoveToWindow()`.
    weak var hostingEngine: LayoutEngine? {
        willSet {
            if hostingEngine == nil, newValue != nil {
                hostWindow = ViewWindow(root: self)
                willMoveToWindowTree(hostWindow)
            }
        }
        didSet {
            if oldValue == nil, hostingEngine != nil { didMoveToWindowTree() }
        }
    }
    /// The window a hosted root stands in (one object per hosting, so `window === window` holds).
    var hostWindow: ViewWindow?
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    public var preservesSuperviewLayoutMargins = false
    public var insetsLayoutMarginsFromSafeArea = true
    /// For a root view: keep its margins at least the system minimum (16/20 pt leading and trailing).
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// A fixed intrinsic size for a plain view; `noIntrinsicMetric` (−1) per axis means none.
    public var fixedIntrinsicContentSize = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)
    /// UIView.alignmentRectInsets: constraints (and the intrinsic size) act on the frame inset by
    /// these, so ornaments outside the content (a switch's or slider's track shadow) do not count
    /// in alignment. Left and right are absolute, as in UIKit.
    open var alignmentRectInsets: EdgeInsets = .zero

    enum Margins: Hashable { case directional(DirectionalEdgeInsets), absolute(EdgeInsets) }
    var marginStorage: Margins = .directional(DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    /// Whether margins were set explicitly (a root view otherwise uses its system minimum).
    var marginsWereSet = false
    var hugging: (h: LayoutPriority, v: LayoutPriority) = (.defaultLow, .defaultLow)
    var resistance: (h: LayoutPriority, v: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The direction the engine last resolved for this view (for the `layoutMargins` getter).
    var lastEffectiveDirection: LayoutDirection = .leftToRight

    /// UIView(frame:), one of UIKit's two designated initialisers: an app's subclass overrides it
    /// (`override init(frame: CGRect)`) and inherits `init()` and the other convenience initialisers.
    public init(frame: Rect) {
        self.assignedFrame = frame
        super.init(identifier: "")
    }

    /// UIView(coder:), UIKit's other designated initialiser. Nothing is unarchived on Linux (there
    /// are no nibs to decode here): a view made this way starts as `init(frame: .zero)`'s does.
    public required init?(coder: NSCoder) {
        super.init(identifier: "")
    }

    /// NSCoding's encode(with:), which app views override to archive their state: nothing is
    /// archived here (no nib or state restoration), so UIView's own does nothing.
    open func encode(with coder: NSCoder) {}

    /// UIView(): a view with a zero frame, as UIKit's `init()` calls `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }

    /// A view named `identifier` in results and baselines (its `accessibilityIdentifier`).
    public convenience init(identifier: String, frame: Rect = .zero) {
        self.init(frame: frame)
        self.identifier = identifier
    }

    /// UIView.accessibilityIdentifier, which is the view's name in results and baselines
    /// (the same storage as `identifier`; nil when empty).
    public var accessibilityIdentifier: String? {
        get { identifier.isEmpty ? nil : identifier }
        set { identifier = newValue ?? "" }
    }

    /// What an unnamed view is called in results: UIKit's class name for the built-in views
    /// (`UILabel`), the Swift type name for an app's own subclass (`BottomTabBarItemView`).
    public var kindName: String {
        String(reflecting: type(of: self)).hasPrefix("AutoLayout.") ? className : String(describing: type(of: self))
    }

    /// The object besides this view whose stored properties name its descendants in results
    /// (PropertyNames); weak, as a view does not keep its controller alive.
    weak var propertyNamesOwner: AnyObject?

    /// The top of the tree this view belongs to.
    public var rootView: View {
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }

    /// UIView.layoutIfNeeded(): lays out the whole tree now when a window or the harness hosts
    /// it (a `LayoutEngine` on its root, for as long as something holds the engine), after
    /// which every view's `frame` and `bounds` hold the result. A tree
    /// no engine hosts has no window size or text measurer to lay out with; it is laid out when
    /// one hosts it.
    open func layoutIfNeeded() { _ = rootView.hostingEngine?.layout() }
    /// Layout is computed from the whole tree on every pass, so there is nothing to mark.
    open func setNeedsLayout() {}
    /// An app's view is measured on every pass and a built-in one whenever an input of its size
    /// moves (`intrinsicRevision`), so there is nothing to invalidate.
    open func invalidateIntrinsicContentSize() {}
    /// Constraints are collected from the whole tree on every pass, so there is nothing to mark.
    open func setNeedsUpdateConstraints() {}
    /// UIView.updateConstraintsIfNeeded(): the next layout calls `updateConstraints()` anyway.
    open func updateConstraintsIfNeeded() {}

    override var containerView: View? { superview }
    override var directionView: View? { self }

    // MARK: Appearance and interaction (stored; drawn where the result carries them)

    /// The tint set on this view; nil inherits the superview's (UIKit resolves `tintColor` up the tree).
    private var explicitTintColor: Color?
    /// UIView.tintColor: this view's own tint, else the nearest ancestor's, else the system blue,
    /// as UIKit resolves it. Assigning nil goes back to inheriting. Views that inherit hear
    /// `tintColorDidChange()` when it changes.
    open var tintColor: Color! {
        get {
            var v: View? = self
            while let cur = v {
                if let tint = cur.explicitTintColor { return tint }
                v = cur.superview
            }
            return .systemBlue
        }
        set {
            let before = tintColor
            explicitTintColor = newValue
            if tintColor != before { tintDidChangeInTree() }
        }
    }
    /// UIView.tintAdjustmentMode; `.automatic` takes the superview's, the root's is `.normal`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if explicitTintAdjustmentMode != .automatic { return explicitTintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            explicitTintAdjustmentMode = newValue
            tintDidChangeInTree()
        }
    }
    private var explicitTintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Tells this view and the subviews that inherit its tint, as UIKit does on a tint change.
    func tintDidChangeInTree() {
        tintColorDidChange()
        for s in subviews where s.explicitTintColor == nil { s.tintDidChangeInTree() }
    }

    /// How content is laid out in the bounds (images); the intrinsic size does not depend on it.
    open var contentMode: ContentMode = .scaleToFill
    /// UIView.tag: an app's number for finding the view (`viewWithTag(_:)`).
    open var tag = 0
    /// UIView.transform. Auto Layout works on the untransformed frame, as UIKit's does.
    open var transform: ViewTransform = .identity
    /// UIView.clipsToBounds, the same value as `layer.masksToBounds`.
    open var clipsToBounds = false
    open var isOpaque = true
    /// UIView.mask: kept; masking by another view's alpha is not drawn.
    open var mask: View?
    private var explicitUserInteractionEnabled: Bool?
    /// UIView.isUserInteractionEnabled: true by default, false for labels and image views, as in UIKit.
    open var isUserInteractionEnabled: Bool {
        get { explicitUserInteractionEnabled ?? !(self is Label || self is ImageView) }
        set { explicitUserInteractionEnabled = newValue }
    }
    open var isExclusiveTouch = false
    open var isMultipleTouchEnabled = false
    /// UIView.overrideUserInterfaceStyle: the style this view and its subviews' trait collections say.
    open var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified
    /// UIView.gestureRecognizers: kept in the order added (nothing delivers touches to them here).
    open var gestureRecognizers: [GestureRecognizer]?
    /// The traits the last layout reported to `traitCollectionDidChange(_:)`.
    var reportedTraits: TraitCollection?

    /// UIView.layerClass: a subclass returns a `Layer` subclass (`CAGradientLayer.self`) and its
    /// `layer` is one, so `layer as? CAGradientLayer` succeeds as in UIKit.
    open class var layerClass: AnyClass { Layer.self }
    /// UIView.layer: the view's backing layer; the properties UIKit shares between the two (background,
    /// opacity, hidden, border, corner radius, masking) are the view's own, so they reach drawing.
    public private(set) lazy var layer: Layer = {
        let made = (Self.layerClass as? Layer.Type)?.makeBackingLayer() ?? Layer()
        made.owner = self
        return made
    }()

    // MARK: Hooks an app's subclass overrides (UIKit's names; called where UIKit calls them)

    /// Called on every view of a hosted tree before a layout whose traits differ from the last one's.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    open func willMove(toSuperview newSuperview: View?) {}
    open func didMoveToSuperview() {}
    /// Called when the view's tree becomes (or stops being) hosted by an engine, its window here.
    open func willMove(toWindow newWindow: ViewWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: View) {}
    open func willRemoveSubview(_ subview: View) {}
    /// Custom drawing. The renderer draws views from layout results and does not call it;
    /// `layer.render(in:)` and `drawHierarchy(in:afterScreenUpdates:)` (UIKitCompat) do.
    open func draw(_ rect: Rect) {}
    /// Nothing is unarchived from nibs here, so it is not called; `super` calls are harmless.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    open func tintColorDidChange() {}
    /// Declared for overrides; not called (an override that changes constraints there would need
    /// the layout run again, which the engine does not do for it).
    open func safeAreaInsetsDidChange() {}
    /// Called when code sets `layoutMargins` or `directionalLayoutMargins`.
    open func layoutMarginsDidChange() {}
    /// Called for the view's own layer's layout, which nothing separate from the view's drives here.
    open func layoutSublayers(of layer: Layer) {}

    /// UIView.endEditing(_:): the first responder in this view's subtree resigns.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { return resignFirstResponder() || force }
        return subviews.allSatisfy { $0.endEditing(force) }
    }
    /// UIView.setNeedsDisplay(): drawing comes from each layout's result, so there is nothing to mark.
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: Rect) {}

    // MARK: Responder and touches (hit-testing works on laid-out frames; no touches arrive)

    /// UIView.point(inside:with:): whether `point`, in this view's coordinates, is in its bounds.
    open func point(inside point: Point, with event: Event?) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < bounds.width && point.y < bounds.height
    }

    /// UIView.hitTest(_:with:): the frontmost visible, interactive descendant containing `point`.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for s in subviews.reversed() {
            let local = Point(x: point.x - s.frame.minX, y: point.y - s.frame.minY)
            if let hit = s.hitTest(local, with: event) { return hit }
        }
        return self
    }

    override var isAccessibilityElementByDefault: Bool {
        switch self {
        case is Control, is Label: return true
        case let image as ImageView: return image.imageSize != nil
        default: return false
        }
    }

    override var accessibilityLabelByDefault: String? {
        switch self {
        case let label as Label: return label.text
        case let button as Button: return button.title.isEmpty ? nil : button.title
        default: return nil
        }
    }

    /// UIView.gestureRecognizerShouldBegin(_:): true, as UIKit's default (no gesture begins here).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// UIView.accessibilityFrame: the laid-out frame in window coordinates, unless the app sets one.
    open var accessibilityFrame: Rect {
        get { explicitAccessibilityFrame ?? convert(bounds, to: nil) }
        set { explicitAccessibilityFrame = newValue }
    }
    private var explicitAccessibilityFrame: Rect?

    /// The superview is next in the responder chain, as in UIKit.
    override open var next: Responder? { superview }

    /// One first responder per tree: the previous one resigns.
    override func willBecomeFirstResponder() {
        rootView.clearFirstResponder()
    }

    private func clearFirstResponder() {
        if isFirstResponder { _ = resignFirstResponder() }
        for s in subviews { s.clearFirstResponder() }
    }

    // MARK: Tree

    open func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts at `index`, clamped to the valid range as UIKit does. The hooks run in UIKit's
    /// order: `willMove(toSuperview:)`, `willMove(toWindow:)` (when the window changes),
    /// `didMoveToWindow()`, `didMoveToSuperview()`, then this view's `didAddSubview(_:)`.
    /// A view moving from another superview leaves it (whose `willRemoveSubview(_:)` runs first)
    /// without hearing of a nil superview.
    open func insertSubview(_ view: View, at index: Int) {
        if view === self || isDescendant(of: view) { return }
        if view.superview === self {
            // Reordering among siblings: no move, so no hooks (UIKit's bringSubviewToFront).
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        let newWindow = window
        let windowChanges = view.window !== newWindow
        let tintBefore = view.tintColor
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if windowChanges { view.willMoveToWindowTree(newWindow) }
        if view.superview != nil { view.detachFromSuperview() }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        if windowChanges { view.didMoveToWindowTree() }
        view.didMoveToSuperview()
        didAddSubview(view)
        if view.tintColor != tintBefore { view.tintDidChangeInTree() }
    }

    /// Detaches the view; constraints between it (or its subviews) and views outside it are
    /// removed, as UIKit does. Hooks in UIKit's order: the superview's `willRemoveSubview(_:)`,
    /// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` (when hosted), `didMoveToWindow()`,
    /// `didMoveToSuperview()`.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let windowChanges = window != nil
        let tintBefore = tintColor
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if windowChanges { willMoveToWindowTree(nil) }
        detachFromSuperview()
        if windowChanges { didMoveToWindowTree() }
        didMoveToSuperview()
        if tintColor != tintBefore { tintDidChangeInTree() }
    }

    /// The removal itself, after the superview heard `willRemoveSubview(_:)`.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        if isFirstResponder { _ = resignFirstResponder() }
        var ancestor: View? = parent
        while let a = ancestor {
            a.constraints.removeAll { c in
                c.references(subtreeOf: self) && !c.isContained(in: self)
            }
            ancestor = a.superview
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        (parent as? StackView)?.subviewWasRemoved(self)
    }

    /// Calls `body` with each subview as the list stands now, without retaining each one: views are
    /// weakly referenced (superviews, constraint items), so their retains go through side tables,
    /// and the engine's walks of the tree retained every view several times a layout. The copy of
    /// the list holds them, so `body` may change the tree (an app's `layoutSubviews`).
    final func forEachSubview(_ body: (View) -> Void) {
        let list = subviews
        list.withUnsafeBufferPointer { buffer in
            for i in buffer.indices { Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef(body) }
        }
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    /// Adds a guide the view owns; a guide has one owner, so it leaves its previous one first.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.attach(to: self)
        guidesRevision &+= 1
    }

    /// Moves with every guide added or removed, so the engine knows its check that constraints'
    /// items are in the tree still holds (`LayoutEngine.treeGeneration`).
    private(set) var guidesRevision = 0

    /// Detaches the guide; constraints that still name it are reported as outside the hierarchy.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.attach(to: nil)
        guidesRevision &+= 1
    }

    // MARK: System guides

    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(role: .safeArea, owner: self, identifier: identifier + ".safeArea")
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(role: .layoutMargins, owner: self, identifier: identifier + ".margins")
    public private(set) lazy var readableContentGuide = LayoutGuide(role: .readableContent, owner: self, identifier: identifier + ".readable")
    public private(set) lazy var keyboardLayoutGuide = KeyboardLayoutGuide(role: .keyboard, owner: self, identifier: identifier + ".keyboard")

    // MARK: Margins

    /// Margins by reading direction (UIView.directionalLayoutMargins).
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch marginStorage {
            case .directional(let d): return d
            case .absolute(let e):
                return lastEffectiveDirection == .leftToRight
                    ? DirectionalEdgeInsets(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right)
                    : DirectionalEdgeInsets(top: e.top, leading: e.right, bottom: e.bottom, trailing: e.left)
            }
        }
        set {
            marginStorage = .directional(newValue)
            marginsWereSet = true
            layoutMarginsDidChange()
        }
    }

    /// Margins by absolute edge (UIView.layoutMargins).
    open var layoutMargins: EdgeInsets {
        get { resolvedMargins(lastEffectiveDirection) }
        set {
            marginStorage = .absolute(newValue)
            marginsWereSet = true
            layoutMarginsDidChange()
        }
    }

    func resolvedMargins(_ direction: LayoutDirection) -> EdgeInsets {
        switch marginStorage {
        case .directional(let d): return d.resolved(direction)
        case .absolute(let e): return e
        }
    }

    // MARK: Hugging and compression resistance

    /// How strongly the view resists growing past its intrinsic size on `axis` (`size <= intrinsic`).
    /// Content priorities are stored as given (there is no error path for them, unlike a constraint's):
    /// 1000 and above make the row required, and the solver puts anything below 1 at its lowest level.
    open func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { axis == .horizontal ? hugging.h : hugging.v }
    open func setContentHuggingPriority(_ p: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { hugging.h = p } else { hugging.v = p }
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (`size >= intrinsic`).
    open func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? resistance.h : resistance.v
    }
    open func setContentCompressionResistancePriority(_ p: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { resistance.h = p } else { resistance.v = p }
    }

    // MARK: Content

    /// The natural size of the content; −1 on an axis means none. The built-in views measure their
    /// content here; an app's subclass overrides the `intrinsicContentSize` property instead, as in UIKit.
    open func intrinsicContentSize(_ context: MeasureContext) -> Size { fixedIntrinsicContentSize }

    /// The measurement under way, so the UIKit-shaped property below can measure text when the
    /// engine (or an app's override calling `super`) reads it.
    private var measuring: MeasureContext?
    /// The environment of the measurement under way (for `traitCollection` read inside it).
    var measuringEnvironment: Environment? { measuring?.environment }

    /// UIView.intrinsicContentSize, the size an app's subclass overrides (`override var
    /// intrinsicContentSize: CGSize`, often `super`'s plus padding); the engine reads it on every pass.
    /// Read outside a layout, it measures with the hosting engine's context, and is
    /// `noIntrinsicMetric` on both axes for text in a tree nothing hosts yet.
    open var intrinsicContentSize: Size {
        guard let context = measuring ?? rootView.hostingEngine?.measureContext(for: self) else { return fixedIntrinsicContentSize }
        return intrinsicContentSize(context)
    }

    /// Moves whenever an input of a built-in label's or image view's own intrinsic size changes
    /// (its text, font, line limit, image…), so the engine reads those again only then
    /// (`LayoutEngine.intrinsicSize`); an app's subclass may read anything and is read every pass.
    var intrinsicRevision = 0

    /// The engine's read of `intrinsicContentSize`, with `context` in force.
    final func measuredIntrinsicSize(_ context: MeasureContext) -> Size {
        let saved = measuring
        measuring = context
        defer { measuring = saved }
        return intrinsicContentSize
    }

    /// UIView.systemLayoutSizeFitting(_:): both axes pulled at `fittingSizeLevel`. Declared in the
    /// class body, as app views override it (a title view answering its stack's size).
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:):
    /// `.required` on an axis keeps the target's length there (a cell fitted at its table's width).
    open func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                      verticalFittingPriority vertical: LayoutPriority) -> Size {
        constraintsFittingSize(targetSize, horizontal: horizontal, vertical: vertical)
    }

    /// UIView.sizeThatFits(_:): the intrinsic size where the view has one on an axis, its current
    /// size on the others (UIView's own answer is its bounds). Content that wraps (a multi-line
    /// label) is measured at the width asked for, as UILabel answers `sizeThatFits`.
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic: Size
        if intrinsicHeightDependsOnWidth, let context = fittingContext(width: size.width) {
            intrinsic = measuredIntrinsicSize(context)
        } else {
            intrinsic = intrinsicContentSize
        }
        return Size(width: intrinsic.width == noIntrinsicMetric ? bounds.width : intrinsic.width,
                    height: intrinsic.height == noIntrinsicMetric ? bounds.height : intrinsic.height)
    }

    /// The measuring context of this view's layout with `width` as the width its content wraps
    /// at; nil outside a layout (no measurer) or for a width that is not a length.
    final func fittingContext(width: Double) -> MeasureContext? {
        guard width.isFinite, width > 0,
              let base = measuring ?? rootView.hostingEngine?.measureContext(for: self) else { return nil }
        return MeasureContext(measurer: base.measurer, environment: base.environment, resolvedWidth: width)
    }

    /// UIView.sizeToFit(): resizes the frame to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        frame = Rect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    // MARK: Layout pass hooks (called by the engine, in UIKit's order)

    /// UIView.updateConstraints(): called on every view, bottom-up, before each layout's constraint pass;
    /// an override changes its constraints here and calls `super`.
    open func updateConstraints() {}

    /// UIView.layoutSubviews(): called on every view, top-down, after the constraint pass, with every
    /// frame and bounds holding its result. Frames an override assigns are what results record: the
    /// engine solves the tree again with them, as UIKit's layout loop does (`LayoutEngine.layoutSubviewsRounds`).
    open func layoutSubviews() {}

    /// The view controller whose view this is, told before and after its view lays out its
    /// subviews (viewWillLayoutSubviews, viewDidLayoutSubviews).
    package var willLayoutSubviews: (() -> Void)?
    /// The view controller whose view this is, told when its traits change (traitCollectionDidChange).
    package var didChangeTraits: ((TraitCollection?) -> Void)?
    package var didLayoutSubviews: (() -> Void)?

    /// Whether the intrinsic height depends on the width layout gives (wrapping text).
    open var intrinsicHeightDependsOnWidth: Bool { false }

    /// Baselines relative to the vertical centre
    /// (nil: the view has no text and its baselines are its bottom edge).
    open func baselineOffsets(_ context: MeasureContext) -> BaselineOffsets? { nil }

    /// The view that supplies this view's first baseline (UIView.viewForFirstBaselineLayout).
    open var viewForFirstBaselineLayout: View { viewForLastBaselineLayout }
    /// The view that supplies this view's last baseline (UIView.viewForLastBaselineLayout).
    open var viewForLastBaselineLayout: View { self }

    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }

    // MARK: Installed constraints (UIView.addConstraint)

    func install(_ c: LayoutConstraint) { constraints.append(c) }
    func uninstall(_ c: LayoutConstraint) { constraints.removeAll { $0 === c } }

    /// UIView.addConstraint: activates the constraint (the receiver must be an ancestor of its items).
    public func addConstraint(_ c: LayoutConstraint) { c.isActive = true }
    public func addConstraints(_ cs: [LayoutConstraint]) { LayoutConstraint.activate(cs) }
    public func removeConstraint(_ c: LayoutConstraint) { c.isActive = false }
    public func removeConstraints(_ cs: [LayoutConstraint]) { LayoutConstraint.deactivate(cs) }

    /// The effective direction this view lays out leading and trailing with.
    public func effectiveLayoutDirection(in environment: Environment) -> LayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return environment.layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
