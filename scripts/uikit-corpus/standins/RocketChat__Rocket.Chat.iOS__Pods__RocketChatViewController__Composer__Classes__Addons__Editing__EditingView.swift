#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// RocketChatViewController (the composer pod): its configuration helper and assets.
@discardableResult
func tap<Object>(_ object: Object, _ closure: (Object) throws -> Void) rethrows -> Object {
    try closure(object)
    return object
}
enum ComposerAssets {
    static var cancelReplyButtonImage: UIImage? { nil }
}
enum ComposerLocalizableKey: String { case editingViewTitle = "composer.editingView.title" }
protocol ComposerLocalizable {}
func localized(_ key: ComposerLocalizableKey) -> String { key.rawValue }
