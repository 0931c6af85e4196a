#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Corona-Warn-App: its persistent store, colour palette and compatibility colours.
final class Store {
    var onboardingVersion: String = ""
    var finishedDeltaOnboardings: [String: [String]] = [:]
}
enum ColorCompatibility {
    static var systemBackground: UIColor { .white }
}
extension UIColor {
    enum ENAColor { case background, buttonPrimary, textPrimary1 }
    static func enaColor(for style: ENAColor) -> UIColor { .black }
}
