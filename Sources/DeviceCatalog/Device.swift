// A device as the layout engine sees it: a screen in points, a display scale, the safe area
// and the size classes, per orientation. Pure data; see DeviceCatalog for the built-in set.
import LayoutTypes

/// The size classes of a device in one orientation.
public struct SizeClasses: Sendable, Hashable, Codable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// wC hR: every iPhone in portrait.
    public static let compactWidthRegularHeight = SizeClasses(horizontal: .compact, vertical: .regular)
    /// wC hC: most iPhones in landscape.
    public static let compactWidthCompactHeight = SizeClasses(horizontal: .compact, vertical: .compact)
    /// wR hC: the wide ("Plus"/"Max") iPhones in landscape.
    public static let regularWidthCompactHeight = SizeClasses(horizontal: .regular, vertical: .compact)
    /// wR hR: iPads at full screen in either orientation.
    public static let regularWidthRegularHeight = SizeClasses(horizontal: .regular, vertical: .regular)
}

/// Phone or pad: decides the landscape status-bar rule and the family of size classes.
public enum Idiom: String, Sendable, Hashable, Codable {
    case phone
    case pad
}

/// What occupies the top of the screen, for the record (the inset numbers are what layout uses).
public enum SensorHousing: String, Sendable, Hashable, Codable {
    /// A status bar only (home-button devices, rounded-corner iPads).
    case none
    /// The notch of the iPhone X to iPhone 14.
    case notch
    /// The Dynamic Island of the iPhone 14 Pro and later.
    case dynamicIsland
}

/// One device configuration: what a layout needs to know about a screen.
public struct Device: Sendable, Hashable, Codable {
    /// Stable identifier, lowercase with dashes (`iphone-15-pro`); used in baseline paths.
    public var id: String
    /// Human-readable name (`iPhone 15 Pro`).
    public var name: String
    /// Other marketing names for the same screen (`iPhone 15`, `iPhone 16`).
    public var alsoKnownAs: [String]
    public var idiom: Idiom
    /// Screen size in points, portrait.
    public var portraitSize: Size
    /// Display scale (2 or 3): frames snap to multiples of 1/scale.
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    public var portraitSizeClasses: SizeClasses
    public var landscapeSizeClasses: SizeClasses
    /// True when the device has no home button (a home indicator takes the bottom inset).
    public var hasHomeIndicator: Bool
    public var sensorHousing: SensorHousing

    /// A device; use this for custom devices as well as the catalogue's.
    public init(id: String, name: String, alsoKnownAs: [String] = [], idiom: Idiom,
                portraitSize: Size, scale: Double,
                portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
                hasHomeIndicator: Bool, sensorHousing: SensorHousing) {
        self.id = id
        self.name = name
        self.alsoKnownAs = alsoKnownAs
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
        self.hasHomeIndicator = hasHomeIndicator
        self.sensorHousing = sensorHousing
    }

    /// Screen size in points for an orientation (landscape swaps width and height).
    public func size(_ orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: return portraitSize
        case .landscape: return Size(width: portraitSize.height, height: portraitSize.width)
        }
    }

    /// The safe-area insets UIKit reports for a full-screen window in `orientation`.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The window's size classes in `orientation` (a full-screen app, not split view).
    public func sizeClasses(_ orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }

    /// The same device with other portrait top and bottom insets only (an Interface Builder
    /// canvas's stored ones), the landscape insets left as they are.
    public func withPortraitVerticalInsets(top: Double, bottom: Double) -> Device {
        var copy = self
        copy.portraitSafeArea.top = top
        copy.portraitSafeArea.bottom = bottom
        return copy
    }

    /// The same device with another portrait top inset, deriving the landscape insets the way
    /// the catalogue does (Face ID iPhones: left = right = portrait top). Interface Builder's
    /// canvas used different top insets in different Xcode versions (xib-format §11).
    public func withPortraitTopInset(_ top: Double) -> Device {
        var copy = self
        copy.portraitSafeArea.top = top
        if idiom == .phone && sensorHousing != .none {
            copy.landscapeSafeArea.left = top
            copy.landscapeSafeArea.right = top
        } else if idiom == .pad {
            copy.landscapeSafeArea.top = top
        }
        return copy
    }
}
