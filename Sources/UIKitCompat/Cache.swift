// NSCache for UIKitCompat's value types: in UIKit `UIImage` and `UIColor` are classes, and apps
// keep images in `NSCache<NSString, UIImage>` (focus-ios's FaviIconGenerator, avatar caches).
// Foundation's NSCache takes class objects only. Under its own name this one would make every
// `NSCache` ambiguous beside Foundation's, so it is `ValueCache`, and the UIKitSources rewrite
// turns an app file's `NSCache` into it.
import Foundation

/// NSCache's API for any object type: a thread-safe key-value store whose keys compare as Foundation's do (`isEqual:` and
/// `hash`, so two `NSString`s of one text are one key). Nothing is evicted on its own under test:
/// a scenario is short-lived and deterministic, so only `countLimit` evicts, oldest first.
open class ValueCache<KeyType: AnyObject, ObjectType>: @unchecked Sendable {
    /// A key compared by value where it is an NSObject (NSString, NSNumber), else by identity.
    private struct Key: Hashable {
        let object: KeyType
        static func == (lhs: Key, rhs: Key) -> Bool {
            if let left = lhs.object as? NSObject, let right = rhs.object as? NSObject { return left.isEqual(right) }
            return lhs.object === rhs.object
        }
        func hash(into hasher: inout Hasher) {
            if let object = object as? NSObject { hasher.combine(object.hash) } else { hasher.combine(ObjectIdentifier(object)) }
        }
    }

    private let lock = NSLock()
    private var objects: [Key: ObjectType] = [:]
    /// Insertion order, for `countLimit`'s evictions (never for results).
    private var order: [Key] = []

    public var name = ""
    /// The most objects kept (0: no limit); the oldest go first.
    public var countLimit = 0 { didSet { lock.withLock { evictOverLimit() } } }
    /// Kept for code that sets it; costs do not evict under test.
    public var totalCostLimit = 0
    public var evictsObjectsWithDiscardedContent = true

    public init() {}

    open func object(forKey key: KeyType) -> ObjectType? {
        lock.withLock { objects[Key(object: key)] }
    }

    open func setObject(_ object: ObjectType, forKey key: KeyType) {
        setObject(object, forKey: key, cost: 0)
    }

    open func setObject(_ object: ObjectType, forKey key: KeyType, cost: Int) {
        lock.withLock {
            let wrapped = Key(object: key)
            if objects.updateValue(object, forKey: wrapped) == nil { order.append(wrapped) }
            evictOverLimit()
        }
    }

    open func removeObject(forKey key: KeyType) {
        lock.withLock {
            let wrapped = Key(object: key)
            if objects.removeValue(forKey: wrapped) != nil { order.removeAll { $0 == wrapped } }
        }
    }

    open func removeAllObjects() {
        lock.withLock {
            objects.removeAll()
            order.removeAll()
        }
    }

    private func evictOverLimit() {
        while countLimit > 0 && order.count > countLimit {
            objects.removeValue(forKey: order.removeFirst())
        }
    }
}
