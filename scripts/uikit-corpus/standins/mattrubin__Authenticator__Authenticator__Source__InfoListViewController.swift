#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Authenticator: its info-list model, its colours and its reusable-cell helper, as the app declares them.
struct InfoList {
    struct ViewModel {
        let title: String
        let rowModels: [RowModel]
    }

    struct RowModel {
        let title: String
        let description: String
        let callToAction: String
        let action: Effect
    }

    enum Effect {
        case showDisplayOptions
        case showBackupInfo
        case showLicenseInfo
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

extension UITableView {
    func dequeueReusableCell<Cell: UITableViewCell>(withClass cellClass: Cell.Type) -> Cell {
        let reuseIdentifier = NSStringFromClass(cellClass)
        if let cell = dequeueReusableCell(withIdentifier: reuseIdentifier) as? Cell {
            return cell
        } else {
            return Cell(style: .default, reuseIdentifier: reuseIdentifier)
        }
    }
}
