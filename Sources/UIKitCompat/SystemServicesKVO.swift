// Key-value observing as app code writes it (`observe(\.keyPath, options:)`, `addObserver(_:forKeyPath:…)`).
// Foundation on Linux has no KVO: no setter announces its changes. So observations are kept (and
// invalidated, and removed) as on Darwin, the `.initial` callback of a key-path observation runs
// at once with the current value (it reads the key path, needing no setter), and no later change
// is ever reported. Code that relies on hearing a change must be driven by its own setters.
import Foundation

/// NSKeyValueChangeKey.
public typealias NSKeyValueChangeKey = KeyValueChangeKey

/// NSKeyValueObservingOptions.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// NSKeyValueChange.
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion, removal, replacement }

/// NSKeyValueObservedChange: what a key-path observation's handler is told.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// Present when the options asked for `.new`.
    public let newValue: Value?
    /// Present when the options asked for `.old` (never for the initial callback).
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// NSKeyValueObservation: keeps an observation alive until it is invalidated or released.
public final class NSKeyValueObservation {
    /// The key path observed, as `\Root.property` spells it.
    public let keyPath: AnyKeyPath
    public private(set) var isValid = true

    init(keyPath: AnyKeyPath) { self.keyPath = keyPath }

    /// NSKeyValueObservation.invalidate(): the handler is never called afterwards.
    public func invalidate() { isValid = false }
}

/// The objects `observe(_:options:changeHandler:)` is offered on: NSObject, as on Darwin, and
/// UIKitCompat's layers (views are NSObjects already), which are NSObjects in UIKit.
public protocol _KeyValueCodingAndObserving: AnyObject {}
extension NSObject: _KeyValueCodingAndObserving {}
extension Layer: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// observe(_:options:changeHandler:): with `.initial`, the handler runs now with the current
    /// value (as `newValue` when `.new` is asked for); no later change is reported (see the file's head).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation(keyPath: keyPath)
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }

    /// addObserver(_:forKeyPath:options:context:): registered, so that `removeObserver` finds it;
    /// nothing is delivered (a string key cannot be read without Objective-C's key-value coding).
    public func addObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        KeyValueRegistrations.shared.add(observed: self, observer: observer, keyPath: keyPath)
    }

    /// removeObserver(_:forKeyPath:): removes one registration. Foundation raises for one that was
    /// never added; here that is a no-op, since no change would have reached it either.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        KeyValueRegistrations.shared.remove(observed: self, observer: observer, keyPath: keyPath)
    }

    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObserver(observer, forKeyPath: keyPath)
    }

    /// The key paths `observer` is registered for on this object, in the order added (a key
    /// added twice is listed twice, as Foundation counts it).
    public func observedKeyPaths(by observer: AnyObject) -> [String] {
        KeyValueRegistrations.shared.keyPaths(observed: self, observer: observer)
    }
}

/// String-keyed registrations by object identity. Entries hold neither object strongly; a
/// registration outliving its objects is inert (it is only ever read back by identity).
final class KeyValueRegistrations: @unchecked Sendable {
    static let shared = KeyValueRegistrations()

    private struct Entry {
        weak var observed: AnyObject?
        weak var observer: AnyObject?
        let keyPath: String
    }
    // Guarded by `lock`; kept in registration order.
    private var entries: [Entry] = []
    private let lock = NSLock()

    func add(observed: AnyObject, observer: AnyObject, keyPath: String) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.observed == nil || $0.observer == nil }
        entries.append(Entry(observed: observed, observer: observer, keyPath: keyPath))
    }

    func remove(observed: AnyObject, observer: AnyObject, keyPath: String) {
        lock.lock()
        defer { lock.unlock() }
        if let index = entries.firstIndex(where: { $0.observed === observed && $0.observer === observer && $0.keyPath == keyPath }) {
            entries.remove(at: index)
        }
    }

    func keyPaths(observed: AnyObject, observer: AnyObject) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.filter { $0.observed === observed && $0.observer === observer }.map(\.keyPath)
    }
}
