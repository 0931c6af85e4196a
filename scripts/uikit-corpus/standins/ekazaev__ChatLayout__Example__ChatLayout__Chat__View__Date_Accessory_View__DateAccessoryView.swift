#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// ChatLayout example app: the controller that supplies the date text.
final class DateAccessoryController {
    let accessoryText: String
    init(accessoryText: String) { self.accessoryText = accessoryText }
}
