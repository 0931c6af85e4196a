#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Home Assistant: its configuration helper (`with`).
@discardableResult
func with<T>(_ value: T, _ configure: (inout T) throws -> Void) rethrows -> T {
    var value = value
    try configure(&value)
    return value
}
