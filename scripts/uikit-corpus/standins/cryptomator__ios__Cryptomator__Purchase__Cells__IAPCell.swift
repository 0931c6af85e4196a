#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Cryptomator: its label that hides itself while it has no text.
class AutoHidingLabel: UILabel {
    override var text: String? {
        didSet {
            isHidden = text == nil && attributedText == nil
        }
    }

    override var attributedText: NSAttributedString? {
        didSet {
            isHidden = text == nil && attributedText == nil
        }
    }
}
