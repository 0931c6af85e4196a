#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// DuckDuckGo: its strings and theme manager.
enum UserText {
    static let autofillSearchNoResultTitle = "No Results"
    static func autofillSearchNoResultSubtitle(for query: String) -> String { "for \(query)" }
}
struct Theme {
    var autofillEmptySearchViewTextColor: UIColor = .gray
}
final class ThemeManager {
    static let shared = ThemeManager()
    var currentTheme = Theme()
}
