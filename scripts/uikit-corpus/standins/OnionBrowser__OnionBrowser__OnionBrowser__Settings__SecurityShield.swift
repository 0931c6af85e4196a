#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Onion Browser: its security presets and the asset-catalogue colours Xcode generates for it
// (light appearance; the values of Resources/Media.xcassets/colors).
enum SecurityPreset: Int, CustomStringConvertible {
    case custom = -1
    case insecure = 0
    case medium = 1
    case secure = 2

    var description: String {
        switch self {
        case .insecure: return NSLocalizedString("Bronze", comment: "Security level")
        case .medium: return NSLocalizedString("Silver", comment: "Security level")
        case .secure: return NSLocalizedString("Gold", comment: "Security level")
        default: return NSLocalizedString("Custom", comment: "Security level")
        }
    }

    var shortcode: String {
        switch self {
        case .insecure: return "3"
        case .medium: return "2"
        case .secure: return "1"
        default: return description.first?.uppercased() ?? "C"
        }
    }

    var color: UIColor? {
        switch self {
        case .insecure: return .bronze
        case .medium: return .silver
        case .secure: return .gold
        default: return .accent
        }
    }
}

extension UIColor {
    static var ok: UIColor { UIColor(red: 0.494, green: 0.827, blue: 0.129, alpha: 1) }
    static var accent: UIColor { UIColor(red: 0.247, green: 0.169, blue: 0.310, alpha: 1) }
    static var bronze: UIColor { UIColor(red: 0.890, green: 0.486, blue: 0, alpha: 1) }
    static var silver: UIColor { UIColor(red: 0.812, green: 0.812, blue: 0.812, alpha: 1) }
    static var gold: UIColor { UIColor(red: 1, green: 0.827, blue: 0, alpha: 1) }
}
