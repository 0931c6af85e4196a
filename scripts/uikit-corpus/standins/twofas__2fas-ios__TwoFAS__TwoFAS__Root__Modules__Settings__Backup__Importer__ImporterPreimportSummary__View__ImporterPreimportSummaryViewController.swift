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
    static let gaImport1 = ImageAsset(name: "GaImport1")
    static let gaImport2 = ImageAsset(name: "GaImport2")
}

enum T {
    enum Backup {
        static let `import` = "Import"
        static let servicesMergeTitle = "Services from the file will be merged with the ones in your app"
        static func newServices(_ p1: Int) -> String { String(format: "%d new services", p1) }
    }
    enum Tokens {
        static let googleAuthImportSubtitleEnd = "Importing Tokens"
        static func googleAuthOutOfTitle(_ p1: Int, _ p2: Int) -> String { String(format: "%d out of %d", p1, p2) }
    }
    enum Commons {
        static let cancel = "Cancel"
    }
}

// The module's presenter: the import's counts and texts, and the user's two choices.
final class ImporterPreimportSummaryPresenter {
    weak var view: ImporterPreimportSummaryViewControlling?
    var countNew = 0
    var countTotal = 0
    var isBackupFile = true
    var additionalIcon: UIImage?
    var title = "Import"
    var subtitle = ""
    private(set) var choice: Bool?

    func handleImport() {
        view?.showImporting()
        choice = true
    }

    func handleCancel() {
        choice = false
    }
}

// The app's container screen, built from generated top, middle and bottom content.
protocol MainContainerContentGeneratable {
    func generate() -> UIView
}

protocol MainContainerBarConfigurable {
    var title: String? { get }
}

enum MainContainerTextStyling {
    case content
    case boldContent
    case title

    func apply(to label: UILabel) {
        label.textAlignment = .center
        label.numberOfLines = 0
        label.textColor = Theme.Colors.Text.main
        switch self {
        case .content: label.font = Theme.Fonts.Text.content
        case .boldContent: label.font = Theme.Fonts.Text.boldContent
        case .title: label.font = Theme.Fonts.Text.title
        }
    }
}

enum MainContainerContentGenerator {
    enum Element {
        case extraSpacing
        case text(text: String, style: MainContainerTextStyling, created: ((UILabel) -> Void)? = nil, accessibilityLabel: String? = nil)
        case image(name: String, size: CGSize, allowCenter: Bool = false)
        case view(view: UIView)
    }

    static func generate(from elements: [Element]) -> UIView {
        let container = UIView()
        var prevTop = container.topAnchor
        var spacing = Theme.Metrics.standardMargin
        for element in elements {
            let view: UIView
            switch element {
            case .extraSpacing:
                spacing = 2 * Theme.Metrics.doubleMargin
                continue
            case .text(let text, let style, let created, _):
                let label = UILabel()
                label.text = text
                style.apply(to: label)
                created?(label)
                view = label
            case .image(let name, let size, _):
                let imageView = UIImageView(image: UIImage(named: name))
                imageView.widthAnchor.constraint(equalToConstant: size.width).isActive = true
                imageView.heightAnchor.constraint(equalToConstant: size.height).isActive = true
                view = imageView
            case .view(let content):
                view = content
            }
            container.addSubview(view, with: [
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                view.topAnchor.constraint(equalTo: prevTop, constant: spacing)
            ])
            prevTop = view.bottomAnchor
            spacing = Theme.Metrics.standardMargin
        }
        container.bottomAnchor.constraint(equalTo: prevTop, constant: Theme.Metrics.standardMargin).isActive = true
        return container
    }
}

// The app's button that can show a spinner in place of its title; it calls action when tapped.
final class LoadingContentButton: UIButton {
    var action: Callback?
}

enum MainContainerBottomNavigationGenerator {
    enum Element {
        case filledButton(text: String, isEnabled: Bool = true, callback: Callback, created: ((LoadingContentButton) -> Void)? = nil)
        case textButton(text: String, callback: Callback, created: ((LoadingContentButton) -> Void)? = nil)
    }

    static func generate(from elements: [Element]) -> UIView {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = Theme.Metrics.standardSpacing
        for element in elements {
            let button = LoadingContentButton()
            switch element {
            case .filledButton(let text, let isEnabled, let callback, let created):
                button.setTitle(text, for: .normal)
                button.isEnabled = isEnabled
                button.backgroundColor = Theme.Colors.Fill.theme
                button.action = callback
                created?(button)
            case .textButton(let text, let callback, let created):
                button.setTitle(text, for: .normal)
                button.action = callback
                created?(button)
            }
            stack.addArrangedSubview(button)
        }
        return stack
    }
}

struct MainContainerBarConfiguration: MainContainerBarConfigurable {
    let title: String?
    let left: MainContainerViewController.LeftBarButton?
    let right: MainContainerViewController.RightBarButton?
    let hideTabBar: Bool?
    let hideNavigationBar: Bool?
    let statusBar: MainContainerViewController.StatusBar?
}

struct MainContainerMiddleContentGenerator: MainContainerContentGeneratable {
    let placement: MainContainerViewController.ViewPlacement
    let elements: [MainContainerContentGenerator.Element]

    func generate() -> UIView { MainContainerContentGenerator.generate(from: elements) }
}

struct MainContainerBottomContentGenerator: MainContainerContentGeneratable {
    let placement: MainContainerViewController.ViewPlacement = .centerHorizontallyLimitWidth
    let elements: [MainContainerBottomNavigationGenerator.Element]

    func generate() -> UIView { MainContainerBottomNavigationGenerator.generate(from: elements) }
}

final class MainContainerViewController: UIViewController {
    enum ViewPlacement {
        case fullWidth
        case centerHorizontallyLimitWidth
    }

    enum LeftBarButton {
        case close(callback: Callback)
    }

    enum RightBarButton {
        case text(title: String, callback: Callback)
    }

    enum StatusBar {
        case light
        case dark
    }

    struct Configuration {
        let barConfiguration: MainContainerBarConfigurable?
        let contentTop: MainContainerContentGeneratable?
        let contentMiddle: MainContainerContentGeneratable?
        let contentBottom: MainContainerContentGeneratable?
    }

    func configure(with configuration: Configuration) {
        title = configuration.barConfiguration?.title
        let parts = [configuration.contentTop, configuration.contentMiddle, configuration.contentBottom]
        var prevTop = view.safeAreaLayoutGuide.topAnchor
        for part in parts.compactMap({ $0 }) {
            let content = part.generate()
            view.addSubview(content, with: [
                content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: prevTop)
            ])
            prevTop = content.bottomAnchor
        }
        view.safeBottomAnchor.constraint(greaterThanOrEqualTo: prevTop).isActive = true
    }
}
