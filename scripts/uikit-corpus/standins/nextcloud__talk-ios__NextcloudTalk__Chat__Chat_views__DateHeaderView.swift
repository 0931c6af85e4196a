#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Nextcloud Talk: its padded label.
class PaddedLabel: UILabel {
    static let textInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
}
