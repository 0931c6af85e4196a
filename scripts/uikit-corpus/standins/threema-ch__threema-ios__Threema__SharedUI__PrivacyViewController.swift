#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Threema: the image symbol Xcode generates from the app's asset catalog.
extension ImageResource {
    static let lockCover = ImageResource(name: "LockCover", bundle: .main)
}
