#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Zotero's SwiftGen strings (structured-swift5 from Zotero/Assets/en.lproj/Localizable.strings).
internal enum L10n {
    internal enum Items {
        /// Downloaded %d / %d
        internal static func toolbarDownloaded(_ p1: Int, _ p2: Int) -> String {
            return L10n.tr("Localizable", "items.toolbar_downloaded", p1, p2, fallback: "Downloaded %d / %d")
        }
    }
}

extension L10n {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}

// Zotero's SwiftGen colour assets (Colors.xcassets); the light appearance's value, fixed.
internal final class ColorAsset {
    internal fileprivate(set) var name: String
    internal let color: UIColor

    fileprivate init(name: String, color: UIColor) {
        self.name = name
        self.color = color
    }
}

internal enum Asset {
    internal enum Colors {
        internal static let zoteroBlueWithDarkMode = ColorAsset(
            name: "zoteroBlueWithDarkMode",
            color: UIColor(red: 0x40 / 255.0, green: 0x71 / 255.0, blue: 0xE6 / 255.0, alpha: 1.0)
        )
    }
}
