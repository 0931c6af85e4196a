#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// CardParts: the library's theme (the rest of the library this file is one of).
public protocol CardPartsTheme {
    var cardPartMargins: UIEdgeInsets { get }
    var leftTitleFont: UIFont { get }
    var leftDescriptionFont: UIFont { get }
    var rightTitleFont: UIFont { get }
    var rightDescriptionFont: UIFont { get }
    var leftTitleColor: UIColor { get }
    var leftDescriptionColor: UIColor { get }
    var rightTitleColor: UIColor { get }
    var rightDescriptionColor: UIColor { get }
}
public struct CardPartsMintTheme: CardPartsTheme {
    public var cardPartMargins = UIEdgeInsets(top: 9, left: 14, bottom: 12, right: 14)
    public var leftTitleFont: UIFont = .systemFont(ofSize: 16)
    public var leftDescriptionFont: UIFont = .systemFont(ofSize: 12)
    public var rightTitleFont: UIFont = .systemFont(ofSize: 16)
    public var rightDescriptionFont: UIFont = .systemFont(ofSize: 12)
    public var leftTitleColor: UIColor = .black
    public var leftDescriptionColor: UIColor = .gray
    public var rightTitleColor: UIColor = .black
    public var rightDescriptionColor: UIColor = .gray
}
public enum CardParts {
    public static var theme: CardPartsTheme = CardPartsMintTheme()
}
public enum CardPartTitleCompression { case left, right }
extension UIColor {
    static var Gray2: UIColor { UIColor(white: 0.6, alpha: 1) }
    static var Gray6: UIColor { UIColor(white: 0.95, alpha: 1) }
}
