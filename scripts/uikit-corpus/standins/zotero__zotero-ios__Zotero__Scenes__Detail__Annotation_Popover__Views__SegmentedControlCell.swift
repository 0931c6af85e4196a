#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif


