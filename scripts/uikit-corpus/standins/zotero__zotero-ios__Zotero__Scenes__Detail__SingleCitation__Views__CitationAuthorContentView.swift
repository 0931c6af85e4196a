#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Zotero's SwiftGen strings (structured-swift5 from Zotero/Assets/en.lproj/Localizable.strings).
internal enum L10n {
    internal enum Citation {
        /// Omit Author
        internal static let omitAuthor = L10n.tr("Localizable", "citation.omit_author", fallback: "Omit Author")
    }
}

extension L10n {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}
