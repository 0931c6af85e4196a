#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Aidoku's bounds-checked subscript (Shared/Extensions/Collection.swift).
extension Collection {
    subscript (safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
