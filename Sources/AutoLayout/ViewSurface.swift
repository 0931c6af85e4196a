// The rest of UIView's surface that app code calls: finding views, converting coordinates with
// laid-out frames, the window, subview order, and animations (which run at once: a layout is a
// still picture of the end state).
import Foundation

/// What `view.window` returns: present once an engine hosts the view's tree (a window or the
/// harness lays it out), with that layout's window size, safe area and traits. Also what
/// `UIApplication.shared.windows` lists for the environment in force.
open class ViewWindow {
    private weak var root: View?
    private let fixedEnvironment: Environment?

    init(root: View) {
        self.root = root
        fixedEnvironment = nil
    }

    /// A window standing for `environment` with no view tree (UIApplication's windows).
    public init(environment: Environment) {
        fixedEnvironment = environment
    }

    /// The environment the window lays out in (the hosting engine's latest).
    public var environment: Environment? { fixedEnvironment ?? root?.hostingEngine?.environment }
    /// The view the window hosts (its root view controller's view).
    public var rootView: View? { root }
    public var bounds: Rect { Rect(origin: Point(x: 0, y: 0), size: environment?.windowSize ?? Size(width: 0, height: 0)) }
    public var frame: Rect { bounds }
    public var safeAreaInsets: EdgeInsets { environment?.safeAreaInsets ?? .zero }
    public var traitCollection: TraitCollection { environment.map(TraitCollection.init(environment:)) ?? TraitCollection() }
    /// The one window of a scenario is the key window.
    public var isKeyWindow: Bool { true }
    /// UIWindow.endEditing(_:): the first responder in the window resigns.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { root?.endEditing(force) ?? true }
}

extension View {
    /// UIView.window: non-nil while an engine hosts the tree.
    public var window: ViewWindow? {
        let top = rootView
        return top.hostingEngine != nil ? top.hostWindow : nil
    }

    func willMoveToWindowTree(_ newWindow: ViewWindow?) {
        willMove(toWindow: newWindow)
        for s in subviews { s.willMoveToWindowTree(newWindow) }
    }

    func didMoveToWindowTree() {
        didMoveToWindow()
        for s in subviews { s.didMoveToWindowTree() }
    }

    /// UIView.viewWithTag(_:): this view if its tag matches, else the first match depth-first in subview order.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews {
            if let found = s.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// UIView.center: the frame's midpoint in the superview's coordinates.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame = Rect(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width, height: frame.height) }
    }

    /// UIView.safeAreaInsets: the insets the last layout of the hosting engine gave this view; zero before one.
    public var safeAreaInsets: EdgeInsets {
        rootView.hostingEngine?.viewData[ObjectIdentifier(self)]?.insets.safeArea ?? .zero
    }

    /// UIView.effectiveUserInterfaceLayoutDirection: the direction this view lays out leading and trailing with.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        effectiveLayoutDirection(in: rootView.hostingEngine?.environment ?? TraitContext.environment
            ?? Environment(windowSize: Size(width: 0, height: 0)))
    }

    /// This view's origin in window coordinates: laid-out frames summed up the tree (bounds
    /// origins are zero, transforms are not applied: Auto Layout ignores them too).
    private var originInWindow: Point {
        var x = 0.0, y = 0.0
        var v: View? = self
        while let cur = v {
            x += cur.frame.minX
            y += cur.frame.minY
            v = cur.superview
        }
        return Point(x: x, y: y)
    }

    /// UIView.convert(_:to:) for a point: from this view's coordinates to `view`'s (the window's for nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let from = originInWindow, to = view?.originInWindow ?? Point(x: 0, y: 0)
        return Point(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// UIView.convert(_:from:) for a point: from `view`'s coordinates (the window's for nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let from = view?.originInWindow ?? Point(x: 0, y: 0), to = originInWindow
        return Point(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // MARK: Subview order

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// UIView.insertSubview(_:aboveSubview:): at the end when `sibling` is not a subview, as UIKit does.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let others = subviews.filter { $0 !== view }
        let index = others.firstIndex { $0 === sibling }.map { $0 + 1 } ?? others.count
        insertSubview(view, at: index)
    }

    /// UIView.insertSubview(_:belowSubview:): at the end when `sibling` is not a subview, as UIKit does.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex { $0 === sibling } ?? others.count)
    }

    /// UIView.exchangeSubview(at:withSubviewAt:); indices outside the subviews do nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
    }
}
