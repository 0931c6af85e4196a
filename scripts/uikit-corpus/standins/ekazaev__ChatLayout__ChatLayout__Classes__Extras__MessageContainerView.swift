#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// ChatLayout: the library's alignment enum, static view factory protocol and edge-aligning container.
public enum ChatItemAlignment: Hashable { case fullWidth, leading, center, trailing }
public protocol StaticViewFactory {
    associatedtype View: UIView
    static func buildView(within bounds: CGRect) -> View?
}
public final class EdgeAligningView<CustomView: UIView>: UIView {
    public enum Edge: CaseIterable { case top, leading, trailing, bottom }
    public var flexibleEdges: Set<Edge> = []
    public private(set) lazy var customView: CustomView = CustomView(frame: bounds)
}
