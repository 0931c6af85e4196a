#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Go Map!!: its closure-taking button and font helper.
class ButtonClosure: UIButton {
    var onTap: ((UIButton) -> Void)?
}
extension UIFont {
    func bold() -> UIFont {
        UIFont(descriptor: fontDescriptor.withSymbolicTraits(.traitBold) ?? fontDescriptor, size: 0)
    }
}
