#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Gravatar SDK: the crop frame overlay (another view of the module) and the SDK's localisation helper.
class CropFrameOverlayView: UIView {
    var scrollViewFrame: CGRect = .zero
}

func SDKLocalizedString(_ key: String, value: String, comment: String) -> String { value }

// The SDK's design-system spacing.
extension CGFloat {
    enum DS {
        enum Padding {
            static let half: CGFloat = 4
            static let single: CGFloat = 8
            static let double: CGFloat = 16
        }
    }
}
