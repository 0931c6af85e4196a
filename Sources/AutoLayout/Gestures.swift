// Touches, events and gesture recognizers: app code creates and attaches them, and subclasses
// override the touch methods; nothing is tapped during layout, so none of them ever fires.

import Foundation

/// UITouch.Phase.
public enum TouchPhase: Int, Sendable, Hashable {
    case began = 0, moved, stationary, ended, cancelled
}

/// UITouch: one finger, at a point in a view.
public final class Touch: Hashable {
    public let phase: TouchPhase
    public let tapCount: Int
    public private(set) weak var view: View?
    private let locationInView: Point

    /// A touch at `location` in `view`'s coordinates (for tests that call an override directly).
    public init(location: Point, in view: View?, phase: TouchPhase = .began, tapCount: Int = 1) {
        self.locationInView = location
        self.view = view
        self.phase = phase
        self.tapCount = tapCount
    }

    /// UITouch.location(in:): the touch in `other`'s coordinates (the window's for nil).
    public func location(in other: View?) -> Point {
        guard let view else { return locationInView }
        return view.convert(locationInView, to: other)
    }

    public static func == (l: Touch, r: Touch) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIEvent: the touches of one event.
public final class Event {
    public let allTouches: Set<Touch>?
    public init(touches: Set<Touch>? = nil) { allTouches = touches }
}

/// UIGestureRecognizer.State.
public enum GestureRecognizerState: Int, Sendable, Hashable {
    case possible = 0, began, changed, ended, cancelled, failed
    public static let recognized = GestureRecognizerState.ended
}

/// UIGestureRecognizerDelegate: every method optional, as in UIKit (defaults below).
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}

/// UIGestureRecognizer: kept on its view with its targets and settings, never fired (no touches
/// arrive during layout), so a screen's gesture set-up compiles and can be inspected.
open class GestureRecognizer: NSObject {
    /// The (target, action) pairs, in the order added.
    public private(set) var targetActions: [TargetAction] = []
    public internal(set) weak var view: View?
    open var state: GestureRecognizerState = .possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// The recognizers this one waits for (`require(toFail:)`), in order.
    public private(set) var failureRequirements: [GestureRecognizer] = []

    /// UIGestureRecognizer(target:action:).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target, action: action) }
    }

    /// UIGestureRecognizer(): no target yet.
    public override convenience init() { self.init(target: nil, action: nil) }

    public func addTarget(_ target: Any, action: Selector) { addTarget(Optional(target), action: action) }
    private func addTarget(_ target: Any?, action: Selector) {
        targetActions.append(TargetAction(target: target, action: action, events: []))
    }
    /// Removes the pairs matching `target` (any target when nil) and `action` (any when nil).
    public func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { $0.matches(target: target, action: action) }
    }
    public func require(toFail other: GestureRecognizer) { failureRequirements.append(other) }
    /// UIGestureRecognizer.location(in:): no touch happens here, so the view's origin in `view`'s coordinates.
    public func location(in other: View?) -> Point {
        guard let view else { return .zero }
        return view.convert(Point(x: 0, y: 0), to: other)
    }
    public var numberOfTouches: Int { 0 }
}

/// UITapGestureRecognizer.
open class TapGestureRecognizer: GestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// UILongPressGestureRecognizer.
open class LongPressGestureRecognizer: GestureRecognizer {
    open var minimumPressDuration = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: Double = 10
}

/// UIPanGestureRecognizer: translation and velocity stay zero (nothing moves).
open class PanGestureRecognizer: GestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translationValue = Point(x: 0, y: 0)
    public func translation(in view: View?) -> Point { translationValue }
    public func setTranslation(_ translation: Point, in view: View?) { translationValue = translation }
    public func velocity(in view: View?) -> Point { Point(x: 0, y: 0) }
}

/// UISwipeGestureRecognizer.Direction.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = SwipeDirection(rawValue: 1 << 0)
    public static let left = SwipeDirection(rawValue: 1 << 1)
    public static let up = SwipeDirection(rawValue: 1 << 2)
    public static let down = SwipeDirection(rawValue: 1 << 3)
}

/// UISwipeGestureRecognizer.
open class SwipeGestureRecognizer: GestureRecognizer {
    public typealias Direction = SwipeDirection
    open var direction: SwipeDirection = .right
    open var numberOfTouchesRequired = 1
}

/// UIPinchGestureRecognizer.
open class PinchGestureRecognizer: GestureRecognizer {
    open var scale: Double = 1
    public var velocity: Double { 0 }
}

extension View {
    /// UIView.addGestureRecognizer(_:): a recognizer belongs to one view; it leaves its previous one.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
