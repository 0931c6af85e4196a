#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Lightbox: its configuration, info label, colour and gradient helpers and layout protocol.
public enum LightboxConfig {
    public enum PageIndicator {
        public static var enabled = true
        public static var separatorColor = UIColor(hex: "3D4757")
        public static var textAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white]
    }
    public enum CloseButton {
        public static var enabled = true
        public static var size: CGSize?
        public static var text = "Close"
        public static var image: UIImage?
        public static var textAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.white]
    }
    public enum DeleteButton {
        public static var enabled = false
        public static var size: CGSize?
        public static var text = "Delete"
        public static var image: UIImage?
        public static var textAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.red]
    }
    public enum InfoLabel {
        public static var enabled = true
        public static var textColor = UIColor.white
    }
}
protocol LayoutConfigurable: AnyObject {
    func configureLayout()
}
extension UIColor {
    convenience init(hex string: String) {
        var value: UInt64 = 0
        Scanner(string: string).scanHexInt64(&value)
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}
extension UIView {
    @discardableResult func addGradientLayer(_ colors: [UIColor]) -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.colors = colors.map { $0.cgColor }
        layer.insertSublayer(gradient, at: 0)
        return gradient
    }
    func removeGradientLayer() -> CAGradientLayer? {
        let gradient = layer.sublayers?.first as? CAGradientLayer
        gradient?.removeFromSuperlayer()
        return gradient
    }
    func resizeGradientLayer() {
        layer.sublayers?.first?.frame = bounds
    }
}
public protocol InfoLabelDelegate: AnyObject {
    func infoLabel(_ infoLabel: InfoLabel, didExpand expanded: Bool)
}
open class InfoLabel: UILabel {
    open weak var delegate: InfoLabelDelegate?
    open var fullText: String
    open private(set) var expanded = false
    public init(text: String, expanded: Bool = false) {
        self.fullText = text
        self.expanded = expanded
        super.init(frame: .zero)
    }
    public required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func expand() { expanded = true; text = fullText }
    func collapse() { expanded = false }
    func configureLayout() {}
}
