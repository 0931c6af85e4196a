#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// An app's view as UIKit code builds it: a 40 pt icon 16 below the safe area's top on the
/// leading margin, and an 8 pt bar `spacing` after it to the trailing margin, centred on it.
func makeBadgeView(spacing: CGFloat) -> UIView {
    let view = UIView()
    view.backgroundColor = .systemBackground
    let icon = UIView()
    icon.accessibilityIdentifier = "icon"
    icon.backgroundColor = .systemBlue
    let bar = UIView()
    bar.accessibilityIdentifier = "bar"
    bar.backgroundColor = .systemGray4
    for subview in [icon, bar] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
        icon.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        icon.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        icon.widthAnchor.constraint(equalToConstant: 40),
        icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
        bar.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: spacing),
        bar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        bar.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        bar.heightAnchor.constraint(equalToConstant: 8),
    ])
    return view
}

/// The badge as a view controller builds it in `viewDidLoad`.
final class BadgeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let badge = makeBadgeView(spacing: 8)
        badge.accessibilityIdentifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.topAnchor),
            badge.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            badge.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
