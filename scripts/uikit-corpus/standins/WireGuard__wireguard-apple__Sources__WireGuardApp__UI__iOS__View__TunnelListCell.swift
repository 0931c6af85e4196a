#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// WireGuard: its localisation function.
func tr(_ key: String) -> String { key }
func tr(format: String, _ arguments: CVarArg...) -> String { String(format: format, arguments: arguments) }
// The tunnel model, observed with key-value observing as in the app.
@objc enum TunnelStatus: Int { case inactive, activating, active, deactivating, reasserting, restarting, waiting }
class TunnelContainer: NSObject {
    @objc dynamic var name: String = ""
    @objc dynamic var status: TunnelStatus = .inactive
    @objc dynamic var isActivateOnDemandEnabled = false
    @objc dynamic var hasOnDemandRules = false
}
