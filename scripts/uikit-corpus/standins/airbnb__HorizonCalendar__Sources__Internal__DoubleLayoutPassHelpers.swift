#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// HorizonCalendar: the calendar view this file extends (its sizing label and width-dependent height).
public final class CalendarView: UIView, WidthDependentIntrinsicContentHeightProviding {
    lazy var doubleLayoutPassSizingLabel = DoubleLayoutPassSizingLabel(provider: self)
    func intrinsicContentSize(forHorizontallyInsetWidth width: CGFloat) -> CGSize {
        CGSize(width: width, height: 300)
    }
}
