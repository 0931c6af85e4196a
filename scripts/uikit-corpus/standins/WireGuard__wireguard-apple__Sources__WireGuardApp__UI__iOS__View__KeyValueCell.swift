#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// WireGuard: its localisation function.
func tr(_ key: String) -> String { key }
func tr(format: String, _ arguments: CVarArg...) -> String { String(format: format, arguments: arguments) }
