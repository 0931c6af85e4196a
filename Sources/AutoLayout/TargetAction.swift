// Target-action: `Selector`, control events and states, and the (target, action) pairs controls and
// gesture recognizers keep. Swift on Linux has no Objective-C runtime, so a selector is its name
// and is never sent to its target; closures (`UIAction`) are run by `sendActions(for:)`.
import Foundation

#if canImport(ObjectiveC)
public typealias Selector = ObjectiveC.Selector
#else
/// Selector: a method's Objective-C name (`Selector("didTap:")`), as `#selector(didTap(_:))`
/// becomes where the Objective-C runtime is missing. Kept, compared and printed; never performed.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

/// NSStringFromSelector(_:).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// NSSelectorFromString(_:).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
#endif

/// UIControl.Event, with UIKit's raw values.
public struct ControlEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)
}

/// UIControl.State, with UIKit's raw values; `.normal` is the empty set.
public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = ControlState([])
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
    public static let focused = ControlState(rawValue: 1 << 3)
    public static let application = ControlState(rawValue: 0x00FF_0000)
    public static let reserved = ControlState(rawValue: 0xFF00_0000)
}

/// One (target, action) pair a control or gesture recognizer keeps. Like UIKit, it does not
/// keep an object target alive; a nil target means the responder chain.
public struct TargetAction {
    private weak var object: AnyObject?
    private let value: Any?
    public let action: Selector
    /// The events it was added for (empty for a gesture recognizer's).
    public let events: ControlEvents

    init(target: Any?, action: Selector, events: ControlEvents) {
        if let target, type(of: target) is AnyClass {
            object = target as AnyObject
            value = nil
        } else {
            object = nil
            value = target
        }
        self.action = action
        self.events = events
    }

    /// The target, or nil when it was nil (or an object that has gone).
    public var target: Any? { object ?? value }

    /// Whether `target` (any when nil) and `action` (any when nil) name this pair.
    func matches(target other: Any?, action: Selector?) -> Bool {
        if let action, action != self.action { return false }
        guard let other else { return true }
        if type(of: other) is AnyClass, let object { return object === (other as AnyObject) }
        return false
    }
}
