#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Pocket Casts: its TimeInterval helpers.
extension TimeInterval {
    var localizedTimeDescription: String? { "\(Int(self)) seconds" }
}
extension Int {
    var minute: TimeInterval { TimeInterval(self) * 60 }
    var minutes: TimeInterval { TimeInterval(self) * 60 }
    var hour: TimeInterval { TimeInterval(self) * 3600 }
    var hours: TimeInterval { TimeInterval(self) * 3600 }
}
