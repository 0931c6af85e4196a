#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Squawk: the library's configuration and the view's delegate.
public enum Squawk {
    public struct Configuration {
        public var text: String = ""
        public var textColor: UIColor = .white
        public var backgroundColor: UIColor = .black
        public var borderColor: UIColor = .clear
        public var cornerRadius: CGFloat = 6
        public var insets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        public var maxWidth: CGFloat = 300
        public var buttonVisible = false
        public var buttonLeftMargin: CGFloat = 8
        public var hintSize = CGSize(width: 30, height: 4)
        public var hintMargin: CGFloat = 4
    }
}
protocol SquawkViewDelegate: AnyObject {
    func didTapInfo(for view: SquawkView)
}
