#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// LoopUI's colour palette (LoopUI/Extensions/UIColor.swift), as the app writes it.
extension UIColor {
    @nonobjc static let glucose = UIColor(named: "glucose") ?? systemTeal

    @nonobjc public static let glucoseTintColor = glucose
}
