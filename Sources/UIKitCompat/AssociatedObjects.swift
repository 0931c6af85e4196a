import Foundation

// The Objective-C runtime's associated objects, which view code uses to give a class stored
// properties from an extension (a toast queue on every UIView, a timer on a toast). Swift on
// Linux has no Objective-C runtime, so the associations live in one table beside the objects:
// each entry holds its object weakly, so a value is never answered for another object that
// reuses a dead one's address, and the values of dead objects are dropped as the table grows.
// The UIKitSources plugin drops `import ObjectiveC`, since these names come from here.

/// objc_AssociationPolicy, with the runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static variable, as code
/// passes `&Keys.queue`); nil removes the association. `ASSIGN` holds a class instance weakly.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociationTable.shared.set(object as AnyObject, key, value, weakly: policy == .OBJC_ASSOCIATION_ASSIGN)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.get(object as AnyObject, key)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(object as AnyObject)
}

final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private enum Held {
        case strong(Any)
        case weak(Weak)

        var value: Any? {
            switch self {
            case let .strong(value): value
            case let .weak(box): box.object
            }
        }
    }

    private struct Entry {
        let owner: Weak
        var values: [UnsafeRawPointer: Held]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size after the last sweep: sweeping again once it doubles keeps the cost of
    /// dropping dead objects' values proportional to the associations made.
    private var sweptSize = 64

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, weakly: Bool) {
        let id = ObjectIdentifier(object)
        lock.withLock {
            var entry = live(id, object) ?? Entry(owner: Weak(object), values: [:])
            if let value {
                if weakly, let instance = value as AnyObject?, type(of: value) is AnyClass {
                    entry.values[key] = .weak(Weak(instance))
                } else {
                    entry.values[key] = .strong(value)
                }
            } else {
                entry.values[key] = nil
            }
            entries[id] = entry.values.isEmpty ? nil : entry
            if entries.count > 2 * sweptSize { sweep() }
        }
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.withLock { live(ObjectIdentifier(object), object)?.values[key]?.value }
    }

    func removeAll(_ object: AnyObject) {
        lock.withLock { entries[ObjectIdentifier(object)] = nil }
    }

    /// The entry of `object` itself: one left by a dead object at the same address is dropped.
    private func live(_ id: ObjectIdentifier, _ object: AnyObject) -> Entry? {
        guard let entry = entries[id] else { return nil }
        if entry.owner.object === object { return entry }
        entries[id] = nil
        return nil
    }

    private func sweep() {
        entries = entries.filter { $0.value.owner.object != nil }
        sweptSize = max(64, entries.count)
    }
}
