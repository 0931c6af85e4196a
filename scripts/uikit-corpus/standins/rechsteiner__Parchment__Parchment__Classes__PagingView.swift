#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Parchment: the library's options (the part this view reads).
public enum PagingMenuPosition { case top, bottom }
public struct PagingOptions {
    public var menuHeight: CGFloat = 40
    public var menuBackgroundColor: UIColor = .white
    public var menuPosition: PagingMenuPosition = .top
    public init() {}
}
