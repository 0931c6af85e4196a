import DeviceCatalog
import LayoutTypes
import ProjectFiles
import TextLayout

extension ContentSizeCategory {
    /// The HIG's short names (xSmall … xxxLarge, AX1 … AX5), accepted in `layoutcheck.yml`.
    public var shortName: String {
        switch self {
        case .extraSmall: return "xSmall"
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        case .extraLarge: return "xLarge"
        case .extraExtraLarge: return "xxLarge"
        case .extraExtraExtraLarge: return "xxxLarge"
        case .accessibilityMedium: return "AX1"
        case .accessibilityLarge: return "AX2"
        case .accessibilityExtraLarge: return "AX3"
        case .accessibilityExtraExtraLarge: return "AX4"
        case .accessibilityExtraExtraExtraLarge: return "AX5"
        }
    }

    /// Accepts the Swift case name or the short name, case-insensitively.
    public static func parse(_ name: String) -> ContentSizeCategory? {
        let lowered = name.lowercased()
        return allCases.first { $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered }
    }
}

extension Device {
    /// A custom device from `layoutcheck.yml`; its id (and so its baseline folder) is the
    /// sanitized, lowercased name.
    package static func custom(name: String, width: Double, height: Double, scale: Double,
                       portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                       portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses) -> Device {
        Device(id: PathSanitizer.component(name).lowercased(), name: name,
               idiom: portraitSizeClasses.horizontal == .regular ? .pad : .phone,
               portraitSize: Size(width: width, height: height), scale: scale,
               portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
               portraitSizeClasses: portraitSizeClasses, landscapeSizeClasses: landscapeSizeClasses,
               hasHomeIndicator: portraitSafeArea.bottom > 0, sensorHousing: portraitSafeArea.top > 20 ? .notch : .none)
    }
}
