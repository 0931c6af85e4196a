// The traits a device and an orientation give a window: shared by the device catalogue, layout
// and the harness's matrix, with UIKit's raw values where UIKit has them.

/// A screen orientation. Face-up/face-down do not change layout, so only these two exist.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait
    case landscape
}

/// A size class (`UIUserInterfaceSizeClass`, UIKit's raw values). A device's window is always
/// compact or regular on each axis; `unspecified` is a trait collection that does not say.
public enum SizeClass: Int, Sendable, Hashable, Codable {
    case unspecified = 0
    case compact = 1
    case regular = 2

    /// The name Interface Builder's trait variations (`widthClass="compact"`) and
    /// `layoutcheck.yml` use.
    public var name: String {
        switch self {
        case .unspecified: return "unspecified"
        case .compact: return "compact"
        case .regular: return "regular"
        }
    }
}
