// UIScrollView: content and frame layout guides, the content inset UIKit adjusts for the safe area,
// and the content offset at rest (facts §15).
import Foundation

/// UIScrollView.ContentInsetAdjustmentBehavior: which safe-area insets join `contentInset`.
public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    /// As `scrollableAxes`, and top and bottom always when the scroll view is a navigation or tab
    /// bar controller's content (UIKit's header).
    case automatic = 0
    /// Only on the axes that scroll (content larger than the frame, or `alwaysBounce…` set).
    case scrollableAxes
    case never
    case always
}

/// UIScrollView.KeyboardDismissMode (no keyboard is shown here; stored for code that sets it).
public enum KeyboardDismissMode: Int, Sendable, Hashable { case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

/// UIScrollView.IndicatorStyle (drawing only).
public enum ScrollIndicatorStyle: Int, Sendable, Hashable { case `default` = 0, black, white }

/// UIScrollViewDelegate: nothing scrolls here, so no method is ever called; the protocol exists so
/// a controller that adopts it compiles. Every method has an empty default, as UIKit's are optional.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    func scrollViewDidZoom(_ scrollView: ScrollView)
    func viewForZooming(in scrollView: ScrollView) -> View?
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

/// UIScrollView. Its subviews are laid out in content coordinates shown at the current offset:
/// `contentLayoutGuide` is the content area (its size is `contentSize`), `frameLayoutGuide` the
/// scroll view's frame. Frames in results are the window's, so a subview's `frame` reads its place
/// as shown (content origin at the adjusted inset), where UIKit's `frame` keeps the content origin
/// at 0 and moves `bounds.origin` instead.
open class ScrollView: View {
    /// UIScrollView.contentLayoutGuide: constrain content to it; its size becomes `contentSize`.
    public let contentLayoutGuide = LayoutGuide(identifier: "")
    /// UIScrollView.frameLayoutGuide: the scroll view's frame, for content that must not scroll
    /// (a width equal to the frame's makes a vertical-only scroll view).
    public let frameLayoutGuide = LayoutGuide(identifier: "")

    /// UIScrollView.panGestureRecognizer: the scroll view's own pan recognizer, its `view` the
    /// scroll view; code adds targets to it. Not listed in `gestureRecognizers` here, which keep
    /// only what the app added.
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = {
        let pan = PanGestureRecognizer()
        pan.view = self
        return pan
    }()

    /// UIScrollView.contentInset, before the safe area is added.
    open var contentInset: EdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// UIScrollView.automaticallyAdjustsScrollIndicatorInsets (drawing only).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// `contentInset` plus the safe-area insets the adjustment behaviour takes, as of the last layout.
    public private(set) var adjustedContentInset: EdgeInsets = .zero
    /// UIScrollView.contentSize: what the code set, and after a layout the content guide's size.
    open var contentSize: Size = .zero
    private var assignedContentOffset: Point?
    /// UIScrollView.contentOffset: at rest, `-adjustedContentInset` (top-left of the content shown
    /// below the inset), until the code sets one.
    open var contentOffset: Point {
        get { assignedContentOffset ?? Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
        set { assignedContentOffset = newValue }
    }
    /// UIScrollView.setContentOffset(_:animated:): moves at once.
    open func setContentOffset(_ offset: Point, animated: Bool) { contentOffset = offset }
    open var isScrollEnabled = true
    /// UIScrollView's gesture states: a screen under test is never touched, so always at rest.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: ScrollIndicatorStyle = .default
    open var scrollIndicatorInsets: EdgeInsets = .zero
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var scrollsToTop = true
    open var isDirectionalLockEnabled = false
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var decelerationRate: Double = 0.998
    open var minimumZoomScale: Double = 1
    open var maximumZoomScale: Double = 1
    open var zoomScale: Double = 1
    open var bouncesZoom = true
    open func setZoomScale(_ scale: Double, animated: Bool) { zoomScale = scale }
    /// UIScrollView.delegate; never called (nothing scrolls), kept weak as UIKit keeps it.
    open weak var delegate: (any ScrollViewDelegate)?
    /// UIScrollView.refreshControl: shown above the content only while pulled, so it is not laid out.
    open var refreshControl: RefreshControl?

    /// Whether the adjusted inset took the horizontal safe area in the last layout: the content
    /// then has no left or right safe-area inset (read by the engine).
    package private(set) var adjustsHorizontalContentInset = false

    /// Set by a navigation or tab bar controller on its child's scroll view: `automatic` then takes
    /// the top and bottom safe area whether or not the content scrolls (UIKit's header).
    package var isContainerContent = false

    /// UIScrollView(frame:).
    override public init(frame: Rect) {
        super.init(frame: frame)
        attachGuides()
    }

    /// UIScrollView(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachGuides()
    }

    override open var className: String { "UIScrollView" }

    private func attachGuides() {
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
    }

    /// UIScrollView.scrollRectToVisible(_:animated:): nothing is shown off the window here, so the
    /// offset is left where layout puts it.
    open func scrollRectToVisible(_ rect: Rect, animated: Bool) {}
    /// UIScrollView.flashScrollIndicators(): drawing only.
    open func flashScrollIndicators() {}

    // MARK: Layout (called by the engine)

    private var generated: [LayoutConstraint] = []

    /// The guides' constraints for this pass: the content guide's origin at the scroll view's
    /// origin less the offset, its size the content size where nothing inside decides it (lowest
    /// priority, so any content constraint wins), and the frame guide on the frame.
    func guideConstraints() -> [LayoutConstraint] {
        if generated.isEmpty {
            let c = contentLayoutGuide, f = frameLayoutGuide
            generated = [
                LayoutConstraint(anchor: c, .left, .equal, self, .left, 1, 0),
                LayoutConstraint(anchor: c, .top, .equal, self, .top, 1, 0),
                LayoutConstraint(anchor: c, .width, .equal, nil, .notAnAttribute, 1, 0),
                LayoutConstraint(anchor: c, .height, .equal, nil, .notAnAttribute, 1, 0),
                LayoutConstraint(anchor: f, .left, .equal, self, .left, 1, 0),
                LayoutConstraint(anchor: f, .top, .equal, self, .top, 1, 0),
                LayoutConstraint(anchor: f, .width, .equal, self, .width, 1, 0),
                LayoutConstraint(anchor: f, .height, .equal, self, .height, 1, 0),
            ]
            let names = ["contentLayoutGuide-left", "contentLayoutGuide-top", "contentLayoutGuide-width", "contentLayoutGuide-height",
                         "frameLayoutGuide-left", "frameLayoutGuide-top", "frameLayoutGuide-width", "frameLayoutGuide-height"]
            for (c, name) in zip(generated, names) {
                c.origin = .guideBinding
                c.identifier = "UIScrollView-" + name
            }
            generated[2].setInitialPriority(LayoutPriority(1))
            generated[3].setInitialPriority(LayoutPriority(1))
        }
        let offset = contentOffset
        generated[0].setEngineConstant(-offset.x)
        generated[1].setEngineConstant(-offset.y)
        generated[2].setEngineConstant(max(0, contentSize.width))
        generated[3].setEngineConstant(max(0, contentSize.height))
        return generated
    }

    /// Whether the content scrolls vertically: taller than the frame, or bouncing regardless
    /// (UIKit's header for `scrollableAxes`). A table bounces vertically by default.
    open var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > frame.height + 1e-6 }
    /// Whether the content scrolls horizontally.
    open var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > frame.width + 1e-6 }

    /// The safe-area edges the adjusted inset takes for `behavior` (facts §15).
    func takesSafeArea(scrollsVertically v: Bool, scrollsHorizontally h: Bool) -> (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (v, h)
        case .automatic: return (v || isContainerContent, h)
        }
    }

    /// After each solve: the content size from the content guide, then the adjusted inset from the
    /// scroll view's own safe area; true when either changed (the guides' constants move).
    func refresh(contentSize solved: Size?, frame: Rect, safeArea: EdgeInsets) -> Bool {
        var changed = false
        if let solved, solved != contentSize {
            contentSize = solved
            changed = true
        }
        let v = alwaysBounceVertical || contentSize.height > frame.height + 1e-6
        let h = alwaysBounceHorizontal || contentSize.width > frame.width + 1e-6
        let taken = takesSafeArea(scrollsVertically: v, scrollsHorizontally: h)
        var adjusted = contentInset
        if taken.vertical { adjusted.top += safeArea.top; adjusted.bottom += safeArea.bottom }
        if taken.horizontal { adjusted.left += safeArea.left; adjusted.right += safeArea.right }
        if adjusted != adjustedContentInset {
            adjustedContentInset = adjusted
            changed = changed || assignedContentOffset == nil
        }
        if contentInsetTakesVerticalSafeArea != taken.vertical || adjustsHorizontalContentInset != taken.horizontal {
            contentInsetTakesVerticalSafeArea = taken.vertical
            adjustsHorizontalContentInset = taken.horizontal
            changed = true
        }
        return changed
    }
}

extension LayoutEngine {
    /// A scroll view's state after a solve (`ScrollView.refresh`); its safe area is this pass's,
    /// as the engine computes a view's insets before its subviews'.
    func refreshScrollState(_ scroll: ScrollView, _ d: ViewData) -> Bool {
        var solved: Size?
        if let vars = itemVariables[ObjectIdentifier(scroll.contentLayoutGuide)] {
            let s = environment.scale
            solved = Size(width: roundToPixel(solver.value(vars.width), scale: s), height: roundToPixel(solver.value(vars.height), scale: s))
        }
        return scroll.refresh(contentSize: solved, frame: d.frame, safeArea: d.insets.safeArea)
    }
}
