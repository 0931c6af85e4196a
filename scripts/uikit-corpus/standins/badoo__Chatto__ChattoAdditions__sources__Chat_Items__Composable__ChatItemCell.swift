#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// ChattoAdditions' composable-cell keys and indexed subviews (BindingKey.swift, IndexedSubviews.swift),
// the type-erased key reduced to its identity and view type.
public struct AnyBindingKey: Hashable, CustomStringConvertible {
    let uuid: UUID
    private let viewType: Any.Type

    public init(uuid: UUID = UUID(), viewType: Any.Type) {
        self.uuid = uuid
        self.viewType = viewType
    }

    public var description: String { "BindingKey<\(self.viewType)>" }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.uuid)
        hasher.combine(ObjectIdentifier(self.viewType))
    }

    public static func == (lhs: AnyBindingKey, rhs: AnyBindingKey) -> Bool {
        return lhs.viewType == rhs.viewType && lhs.uuid == rhs.uuid
    }
}

public struct IndexedSubviews<Key: Hashable> {
    let rootKey: Key
    let subviews: [Key: UIView]

    var root: UIView { self.subviews[self.rootKey]! }
}

public typealias AnyIndexedSubviews = IndexedSubviews<AnyBindingKey>
