import Foundation

/// Device orientation of a scenario.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait, landscape
}

/// A size class, per axis.
public enum SizeClass: String, Sendable, Hashable, Codable {
    case compact, regular
}

/// Insets in points, in physical directions (the window's safe area).
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Everything a scenario needs to know about a device: a built-in catalogue entry or a
/// custom device declared in `layoutcheck.yml`.
public struct DeviceProfile: Sendable, Hashable {
    public var name: String
    /// Width and height in points, portrait.
    public var portraitWidth: Double
    public var portraitHeight: Double
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// (horizontal, vertical) size classes per orientation.
    public var portraitSizeClasses: (horizontal: SizeClass, vertical: SizeClass)
    public var landscapeSizeClasses: (horizontal: SizeClass, vertical: SizeClass)

    public init(name: String, portraitWidth: Double, portraitHeight: Double, scale: Double,
                portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                portraitSizeClasses: (horizontal: SizeClass, vertical: SizeClass),
                landscapeSizeClasses: (horizontal: SizeClass, vertical: SizeClass)) {
        self.name = name
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
    }

    /// The window size in points for an orientation.
    public func windowSize(_ orientation: Orientation) -> (width: Double, height: Double) {
        orientation == .portrait ? (portraitWidth, portraitHeight) : (portraitHeight, portraitWidth)
    }

    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    public func sizeClasses(_ orientation: Orientation) -> (horizontal: SizeClass, vertical: SizeClass) {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }

    /// The name as a path component: `iPhone SE (3rd generation)` → `iPhone-SE-3rd-generation`.
    public var slug: String { PathSanitizer.component(name) }

    public static func == (a: DeviceProfile, b: DeviceProfile) -> Bool {
        a.name == b.name && a.portraitWidth == b.portraitWidth && a.portraitHeight == b.portraitHeight
            && a.scale == b.scale && a.portraitSafeArea == b.portraitSafeArea && a.landscapeSafeArea == b.landscapeSafeArea
            && a.portraitSizeClasses == b.portraitSizeClasses && a.landscapeSizeClasses == b.landscapeSizeClasses
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

/// UIKit's content size categories (Dynamic Type), by their UIKit names.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

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

    /// Accepts the UIKit name or the short name, case-insensitively.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered })
        else { return nil }
        self = match
    }
}
