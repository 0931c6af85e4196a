#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// IVPN: its theme names, map constants, device/window/app helpers, settings and view models.
enum Theme {
    static let ivpnLightYellow = "ivpnLightYellow", ivpnDarkYellow = "ivpnDarkYellow"
    static let ivpnLightNavy = "ivpnLightNavy", ivpnDarkNavy = "ivpnDarkNavy"
}
enum MapConstants {
    enum Container {
        static let iPadLandscapeLeftAnchor: CGFloat = 375
        static let bottomAnchorA: CGFloat = 200, bottomAnchorB: CGFloat = 250, bottomAnchorC: CGFloat = 300
    }
}
extension UIDevice { var hasNotch: Bool { false } }
extension UIWindow { static var isLandscape: Bool { false } }
extension UIApplication { var isSplitOrSlideOver: Bool { false } }
extension UserDefaults {
    static let shared = UserDefaults.standard
    var isMultiHop: Bool { bool(forKey: "isMultiHop") }
}
enum TunnelType { case wireguard, openvpn, ipsec }
struct ConnectionSettings { func tunnelType() -> TunnelType { .wireguard } }
struct Settings { var connectionProtocol = ConnectionSettings() }
enum ConnectionStatus { case connected, disconnected; func isDisconnected() -> Bool { self == .disconnected } }
final class ConnectionManager { var status = ConnectionStatus.disconnected }
final class Application {
    static let shared = Application()
    var settings = Settings()
    var connectionManager = ConnectionManager()
}
struct GeoLookup { func isEqualLocation(to other: GeoLookup) -> Bool { true } }
struct ProofsViewModel { var model: GeoLookup? }
