#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// HorizonCalendar: the protocol its item views conform to.
public protocol CalendarItemViewRepresentable {
    associatedtype ViewType: UIView
    associatedtype InvariantViewProperties: Hashable
    associatedtype Content: Equatable
    static func makeView(withInvariantViewProperties invariantViewProperties: InvariantViewProperties) -> ViewType
    static func setContent(_ content: Content, on view: ViewType)
}
