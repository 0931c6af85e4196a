#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Nextcloud Talk: its models (Realm objects in the app), the media page controller, the chat view
// controllers and navigation controllers, the share item provider, branding and utilities.
class TalkAccount: NSObject {}
class NCRoom: NSObject {
    var supportsMessageContext = true
}
class NCMessageFileParameter: NSObject {
    var path: String?
    var mimetype: String?
}
class RLMResults<ObjectType: AnyObject>: NSObject {
    func objects(with predicate: NSPredicate) -> RLMResults<ObjectType> { self }
    func sortedResults(usingKeyPath keyPath: String, ascending: Bool) -> RLMResults<ObjectType> { self }
    func firstObject() -> ObjectType? { nil }
    func lastObject() -> ObjectType? { nil }
}
class NCChatMessage: NSObject {
    var account: TalkAccount?
    var accountId: String?
    var token: String = ""
    var messageId: Int = 0
    func file() -> NCMessageFileParameter! { nil }
    static func objects(with predicate: NSPredicate) -> RLMResults<AnyObject> { RLMResults<AnyObject>() }
}
protocol NCMediaViewerPageViewControllerDelegate: AnyObject {
    func mediaViewerPageZoomDidChange(_ controller: NCMediaViewerPageViewController, _ scale: Double)
    func mediaViewerPageStateDidChange(_ controller: NCMediaViewerPageViewController)
}
class NCMediaViewerPageViewController: UIViewController {
    weak var delegate: NCMediaViewerPageViewControllerDelegate?
    let message: NCChatMessage
    var expectedFileURL: URL?
    var displayedImage: UIImage?
    init(message: NCChatMessage, account: TalkAccount) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func requestSharableFile(completion: @escaping (URL?) -> Void) { completion(nil) }
    func didBecomeCurrentPage() {}
    func didResignCurrentPage() {}
}
class MediaShareItemProvider: UIActivityItemProvider {
    var didFail = false
    init(placeholderURL: URL, thumbnail: UIImage?, fileRequest: @escaping (@escaping (URL?) -> Void) -> Void) {
        super.init(placeholderItem: placeholderURL)
    }
}
class ContextChatViewController: UIViewController {
    init?(forRoom room: NCRoom, withAccount account: TalkAccount, withMessage messages: [NCChatMessage], withHighlightId highlightId: Int) {
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func showContext(ofMessageId messageId: Int, withLimit limit: Int, withCloseButton closeButton: Bool) {}
}
class NCNavigationController: UINavigationController {}
class CustomPresentableNavigationController: UINavigationController {
    var dismissalGestureEnabled = true
}
enum NCAppBranding {
    static func styleViewController(_ controller: UIViewController) {}
}
enum NCUtils {
    static func isImage(fileType: String) -> Bool { fileType.hasPrefix("image/") }
    static func isVideo(fileType: String) -> Bool { fileType.hasPrefix("video/") }
}
enum VLCKitVideoViewController {
    static let supportedFileExtensions: [String] = ["mkv", "webm"]
}
final class AllocationTracker {
    static let shared = AllocationTracker()
    func addAllocation(_ name: String) {}
    func removeAllocation(_ name: String) {}
}
extension UIPageViewController {
    func enableSwipeGesture() {}
    func disableSwipeGesture() {}
}
