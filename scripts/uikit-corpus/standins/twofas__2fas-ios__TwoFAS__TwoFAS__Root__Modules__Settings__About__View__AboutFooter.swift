#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// 2FAS: its theme (its asset-catalogue colours as fixed light-appearance values, its fonts and
// metrics as the app declares them), its SwiftGen images and strings, and its layout helpers.
typealias Callback = () -> Void

enum Theme {
    enum Colors {
        enum Controls {
            static let active = UIColor(red: 0.929, green: 0.110, blue: 0.141, alpha: 1)
            static let highlighed = UIColor(red: 0.706, green: 0.086, blue: 0.106, alpha: 1)
            static let inactive = UIColor(red: 0.600, green: 0.600, blue: 0.600, alpha: 1)
        }
        enum Text {
            static let main = UIColor(red: 0.133, green: 0.133, blue: 0.133, alpha: 1)
            static let subtitle = UIColor(red: 0.400, green: 0.400, blue: 0.400, alpha: 1)
            static let theme = UIColor(red: 0.929, green: 0.110, blue: 0.141, alpha: 1)
            static let inactive = UIColor(red: 0.600, green: 0.600, blue: 0.600, alpha: 1)
        }
        enum Fill {
            static let theme = UIColor(red: 0.929, green: 0.110, blue: 0.141, alpha: 1)
            static let background = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        }
    }

    enum Fonts {
        private static let title = UIFont.systemFont(ofSize: 32, weight: .light)
        private static let boldTitle = UIFont.systemFont(ofSize: 32, weight: .semibold)
        private static let header = UIFont.systemFont(ofSize: 17, weight: .semibold)
        private static let content = UIFont.systemFont(ofSize: 17, weight: .regular)

        enum Text {
            static let title = Fonts.title
            static let boldTitle = Fonts.boldTitle
            static let content = Fonts.content
            static let boldContent = Fonts.header
        }

        enum Controls {
            static let title = header
        }

        static let introContentSmall = UIFont.systemFont(ofSize: 13, weight: .regular)
    }

    enum Alpha {
        static let disabledElement: CGFloat = 0.5
    }

    enum Metrics {
        static let standardSpacing: CGFloat = 10
        static let doubleSpacing: CGFloat = 2 * standardSpacing
        static let standardMargin: CGFloat = 8
        static let doubleMargin: CGFloat = 2 * 8
        static let PINButtonDimensionLarge: CGFloat = 70
        static let PINDotDimension: CGFloat = 13
    }
}

struct ImageAsset {
    let name: String

    var image: UIImage {
        guard let image = UIImage(named: name) else {
            fatalError("Unable to load image asset named \(name).")
        }
        return image
    }
}

extension UIView {
    func pinToParent(flexibleBottom: Bool = false) {
        guard let s = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: s.topAnchor),
            leftAnchor.constraint(equalTo: s.leftAnchor),
            rightAnchor.constraint(equalTo: s.rightAnchor)
        ])
        if flexibleBottom {
            bottomAnchor.constraint(lessThanOrEqualTo: s.bottomAnchor).isActive = true
        } else {
            bottomAnchor.constraint(equalTo: s.bottomAnchor).isActive = true
        }
    }

    func pinToParentCenter() {
        guard let s = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            centerXAnchor.constraint(equalTo: s.centerXAnchor),
            centerYAnchor.constraint(equalTo: s.centerYAnchor)
        ])
    }

    static func prepareViewsForAutoLayout(withViews views: [UIView], superview: UIView?) {
        views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        guard let s = superview else { return }
        views.forEach { s.addSubview($0) }
    }

    func addSubview(_ v: UIView, with constraints: [NSLayoutConstraint]) {
        v.translatesAutoresizingMaskIntoConstraints = false
        addSubview(v)
        NSLayoutConstraint.activate(constraints)
    }

    var safeBottomAnchor: NSLayoutYAxisAnchor { self.safeAreaLayoutGuide.bottomAnchor }
}

enum Asset {
    static let aboutLogo = ImageAsset(name: "AboutLogo")
}
