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

/// UIControl: a view with enabled, selected and highlighted states and target-action. None of the
/// states changes layout; they are `open` because app subclasses override them (`override var
/// isHighlighted { didSet … }`). Targets are kept; nothing is tapped, so only `sendActions(for:)`
/// (from app or test code) sends anything, and only closures can run (see `Selector`).
open class Control: View {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// Where the content sits when the control is wider than it (drawing only: the intrinsic size is the content's).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// UIControl.isTracking / isTouchInside: no touch is ever tracked here.
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }

    /// The (target, action) pairs, in the order added.
    public private(set) var targetActions: [TargetAction] = []
    /// Closure actions (UIAction), in the order added, with the object that identifies them.
    private var handlers: [(events: ControlEvents, key: AnyObject, run: (Control) -> Void)] = []

    /// UIControl(frame:).
    override public init(frame: Rect) { super.init(frame: frame) }
    /// UIControl(coder:): as `init(frame: .zero)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override open var className: String { "UIControl" }

    /// UIControl.state, from `isEnabled`, `isSelected` and `isHighlighted` (read through their
    /// getters, so a subclass's overrides count).
    open var state: ControlState {
        var state: ControlState = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// UIControl.addTarget(_:action:for:). Adding the same pair again for the same events is ignored, as in UIKit.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: ControlEvents) {
        let pair = TargetAction(target: target, action: action, events: controlEvents)
        if targetActions.contains(where: { $0.events == controlEvents && $0.matches(target: target, action: action)
            && ($0.target == nil) == (target == nil) }) { return }
        targetActions.append(pair)
    }

    /// UIControl.removeTarget(_:action:for:): nil target or action match any.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: ControlEvents) {
        targetActions.removeAll { !$0.events.isDisjoint(with: controlEvents) && $0.matches(target: target, action: action) }
    }

    /// UIControl.allControlEvents: the union of every pair's and closure's events.
    public var allControlEvents: ControlEvents {
        (targetActions.map(\.events) + handlers.map(\.events)).reduce(into: []) { $0.formUnion($1) }
    }

    /// UIControl.actions(forTarget:forControlEvent:): the selectors' names, nil when none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: ControlEvents) -> [String]? {
        let names = targetActions.filter { $0.events.contains(controlEvent) && $0.matches(target: target, action: nil) }
            .map { String(describing: $0.action) }
        return names.isEmpty ? nil : names
    }

    /// Registers a closure for `controlEvents`, identified by `key` (UIAction's `addAction`).
    package func addHandler(key: AnyObject, for controlEvents: ControlEvents, _ run: @escaping (Control) -> Void) {
        handlers.append((controlEvents, key, run))
    }

    /// Removes the closures identified by `key` for any of `controlEvents`.
    package func removeHandlers(key: AnyObject, for controlEvents: ControlEvents) {
        handlers.removeAll { $0.key === key && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Whether a closure identified by `key` is registered.
    package func hasHandler(key: AnyObject) -> Bool { handlers.contains { $0.key === key } }

    /// UIControl.sendActions(for:): runs the closures registered for any of `controlEvents`, in
    /// the order added. Selector targets are not performed (no Objective-C runtime on Linux).
    open func sendActions(for controlEvents: ControlEvents) {
        for handler in handlers where !handler.events.isDisjoint(with: controlEvents) { handler.run(self) }
    }
}
