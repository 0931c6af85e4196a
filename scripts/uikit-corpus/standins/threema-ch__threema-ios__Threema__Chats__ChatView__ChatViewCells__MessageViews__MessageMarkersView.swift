#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Threema: the message model and the chat view configuration.
class BaseMessageEntity: NSObject {
    var hasMarkers = false
}
enum ChatViewConfiguration {
    enum MessageMetadata {
        static let symbolConfiguration = UIImage.SymbolConfiguration(textStyle: .caption2)
    }
}
