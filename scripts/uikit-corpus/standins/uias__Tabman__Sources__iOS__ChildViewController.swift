#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Uses no type of its app or library besides UIKit.
