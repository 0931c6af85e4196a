#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// BulletinBoard: the library's background style.
public class BLTNBackgroundViewStyle: NSObject {
    public enum Style {
        case none
        case dimmed
        case blurred(style: UIBlurEffect.Style, isDark: Bool)
    }
    let rawValue: Style
    init(rawValue: Style) { self.rawValue = rawValue }
    public static let none = BLTNBackgroundViewStyle(rawValue: .none)
    public static let dimmed = BLTNBackgroundViewStyle(rawValue: .dimmed)
    public static func blurred(style: UIBlurEffect.Style, isDark: Bool) -> BLTNBackgroundViewStyle {
        BLTNBackgroundViewStyle(rawValue: .blurred(style: style, isDark: isDark))
    }
}
