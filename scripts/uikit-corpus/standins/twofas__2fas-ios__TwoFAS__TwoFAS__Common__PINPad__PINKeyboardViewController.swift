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
    static let deleteCodeButton = ImageAsset(name: "DeleteCodeButton")
}

enum T {
    enum Voiceover {
        static let deleteButton = "Delete button"
    }
}

func + <K, V>(left: [K: V], right: [K: V]) -> [K: V] {
    var tmp = left
    for (k, v) in right {
        tmp[k] = v
    }
    return tmp
}

enum VoiceOver {
    // The app announces through UIAccessibility while VoiceOver runs; nothing here listens.
    static func say(_ str: String) {}
}

extension UIDevice {
    // The app asks DeviceKit for the diagonal and answers false when it is unknown, as here.
    static var isSmallScreen: Bool { false }
}

extension UIView {
    // The app shakes the view with a keyframe animation of its layer; frames do not change.
    func shake() {}
}

// The app's row of PIN dots: a horizontal stack of round views, filled as digits are entered.
final class PINPadCodeDots: UIView {
    private let stack = UIStackView()
    private var dots: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .horizontal
        stack.spacing = Theme.Metrics.PINDotDimension
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor)
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func setDots(number dotCount: Int) {
        dots.forEach { $0.removeFromSuperview() }
        dots = (0..<dotCount).map { _ in
            let dot = UIView()
            dot.widthAnchor.constraint(equalToConstant: Theme.Metrics.PINDotDimension).isActive = true
            dot.heightAnchor.constraint(equalToConstant: Theme.Metrics.PINDotDimension).isActive = true
            return dot
        }
        dots.forEach { stack.addArrangedSubview($0) }
    }

    func fillDots(count: Int, animated: Bool) {
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor = index < count ? Theme.Colors.Fill.theme : nil
        }
    }

    func emptyDots(animated: Bool) {
        fillDots(count: 0, animated: animated)
    }
}

// The app's keypad: calls numberButtonAction with the digit of the key pressed.
final class PINPadKeyboard: UIView {
    var numberButtonAction: ((Int) -> Void)?
}
