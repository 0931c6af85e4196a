// NSValue's geometry boxing as app code uses it: a keyboard-tracking view reads the keyboard's
// frame out of a notification's userInfo (SwiftMessages' KeyboardTrackingView does exactly this).
import Testing
import UIKitCompat

@Suite struct GeometryBoxingTests {
    @Test func framesPointsAndSizesRoundTripThroughNSValue() {
        let frame = CGRect(x: 0, y: 510.5, width: 390, height: 333.5)
        let userInfo: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        let boxed = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        #expect(boxed?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: -3.25, y: 8)).cgPointValue == CGPoint(x: -3.25, y: 8))
        #expect(NSValue(cgSize: CGSize(width: 44, height: 0.5)).cgSizeValue == CGSize(width: 44, height: 0.5))
    }

    /// The height the keyboard covers, as a tracking view computes it: an 844-pt-tall window with the
    /// keyboard's frame starting at y = 510.5 loses 844 − 510.5 = 333.5 pt.
    @Test func aTrackingViewComputesTheCoveredHeight() {
        let window = CGRect(x: 0, y: 0, width: 390, height: 844)
        let value = NSValue(cgRect: CGRect(x: 0, y: 510.5, width: 390, height: 333.5))
        #expect(window.maxY - value.cgRectValue.minY == 333.5)
    }
}
