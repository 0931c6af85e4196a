#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Element: the bubble layout constants and the timestamp protocol.
enum BubbleRoomCellLayoutConstants {
    static let bubbleCornerRadius: CGFloat = 12
    static let bubbleTimestampViewMargins = UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 8)
}
protocol TimestampDisplayable: AnyObject {
    func addTimestampView(_ timestampView: UIView)
    func removeTimestampView()
}
