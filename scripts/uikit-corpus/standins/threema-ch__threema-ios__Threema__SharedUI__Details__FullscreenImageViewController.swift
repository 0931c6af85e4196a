#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Threema: its modal navigation controller.
class ModalNavigationController: UINavigationController {
    var showDoneButton = false
    var showFullScreenOnIPad = false
}
