#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Authenticator: its display-options model and its colours, as the app declares them.
struct DisplayOptions {
    struct ViewModel {
        let digitGroupSize: Int
    }

    func viewModel(digitGroupSize: Int) -> ViewModel {
        return ViewModel(digitGroupSize: digitGroupSize)
    }

    enum Effect {
        case setDigitGroupSize(Int)
        case done
    }
}

extension UIColor {
    private convenience init(red: Int, green: Int, blue: Int) {
        let divisor: CGFloat = 255
        self.init(
            red: CGFloat(red) / divisor,
            green: CGFloat(green) / divisor,
            blue: CGFloat(blue) / divisor,
            alpha: 1
        )
    }

    private enum OTP {
        static let darkColor = UIColor(red: 35, green: 35, blue: 50)
        static let lightColor = UIColor(red: 250, green: 248, blue: 240)
    }

    class var otpBackgroundColor: UIColor { return OTP.darkColor }
    class var otpForegroundColor: UIColor { return OTP.lightColor }
}
