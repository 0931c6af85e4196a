#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// The seed layouts (docs/reference/seed-layouts.md) as an app writes them against UIKit.
// Nothing below this line may use anything UIKit lacks: the file must compile unchanged in an
// iOS target, with only the import above deciding which module it builds against.

/// Seed 1: "Find password | Emergency freeze | More options", centred 10 pt above the safe area.
func installSignInFooter(in view: UIView) {
    let loginBottomView = UIView()
    loginBottomView.accessibilityIdentifier = "loginBottomView"
    loginBottomView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(loginBottomView)

    let findPwdButton = UIButton(type: .system)
    findPwdButton.setTitle("Find password", for: .normal)
    findPwdButton.accessibilityIdentifier = "findPwdButton"
    let freezeButton = UIButton(type: .system)
    freezeButton.setTitle("Emergency freeze", for: .normal)
    freezeButton.accessibilityIdentifier = "freezeButton"
    let moreButton = UIButton(type: .system)
    moreButton.setTitle("More options", for: .normal)
    moreButton.accessibilityIdentifier = "moreButton"
    let separatorLine1 = UIView()
    let separatorLine2 = UIView()
    for button in [findPwdButton, freezeButton, moreButton] {
        button.titleLabel?.font = UIFont.systemFont(ofSize: 12)
        button.setTitleColor(.secondaryLabel, for: .normal)
    }
    for line in [separatorLine1, separatorLine2] { line.backgroundColor = .separator }
    for subview in [findPwdButton, separatorLine1, freezeButton, separatorLine2, moreButton] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        loginBottomView.addSubview(subview)
    }

    let views = ["findPwdButton": findPwdButton, "separatorLine1": separatorLine1,
                 "freezeButton": freezeButton, "separatorLine2": separatorLine2,
                 "moreButton": moreButton]
    let metrics = ["separatorHeight": 16]
    NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[findPwdButton]-[separatorLine1(1)]-[freezeButton]-[separatorLine2(1)]-[moreButton]|",
            options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views) +
        NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[separatorLine1(separatorHeight)]|",
            options: [], metrics: metrics, views: views))
    loginBottomView.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    loginBottomView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -10).isActive = true
}

/// Seed 2, second variant: the toolbar's background runs under the home indicator, its button
/// stays in the toolbar's own safe area.
func installBottomToolbar(in view: UIView) {
    let bottomToolbar = UIView()
    bottomToolbar.accessibilityIdentifier = "bottomToolbar"
    bottomToolbar.backgroundColor = .secondarySystemBackground
    bottomToolbar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bottomToolbar)
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "doneButton"
    button.setTitle("Done", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    bottomToolbar.addSubview(button)

    bottomToolbar.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
    bottomToolbar.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
    bottomToolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
    bottomToolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -60).isActive = true
    button.centerYAnchor.constraint(equalTo: bottomToolbar.safeAreaLayoutGuide.centerYAnchor).isActive = true
    button.rightAnchor.constraint(equalTo: bottomToolbar.safeAreaLayoutGuide.rightAnchor, constant: -12).isActive = true
    button.widthAnchor.constraint(equalToConstant: 120).isActive = true
    button.heightAnchor.constraint(equalToConstant: 40).isActive = true
}

/// Seed 3: the chat input bar; the field gives way (hugging 249), the Send button does not (751).
func installChatInputBar(in view: UIView) {
    let bar = UIView()
    bar.accessibilityIdentifier = "bar"
    bar.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
    let textField = UITextField()
    textField.accessibilityIdentifier = "textField"
    textField.placeholder = "Message"
    textField.text = nil
    textField.font = UIFont.systemFont(ofSize: 16)
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "sendButton"
    button.setTitle("Send", for: .normal)
    button.titleLabel?.font = UIFont.systemFont(ofSize: 16, weight: .semibold)
    for subview in [bar, textField, button] { subview.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(bar)
    bar.addSubview(textField)
    bar.addSubview(button)

    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[textField]-[button]-|", options: [.alignAllCenterY],
        metrics: nil, views: ["textField": textField, "button": button]))
    NSLayoutConstraint(item: textField, attribute: .top, relatedBy: .equal, toItem: bar,
                       attribute: .top, multiplier: 1, constant: 6).isActive = true
    NSLayoutConstraint(item: textField, attribute: .bottom, relatedBy: .equal, toItem: bar,
                       attribute: .bottom, multiplier: 1, constant: -6).isActive = true
    textField.setContentHuggingPriority(UILayoutPriority(rawValue: 249), for: .horizontal)
    button.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 751), for: .horizontal)
    bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
}

/// Seed 4: one tab of the tab bar, an icon above a caption, the pair centred.
final class BottomTabBarItemView: UIView {
    let iconView = UIImageView()
    let titleLabel = UILabel()

    convenience init(title: String) {
        self.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        let content = UIStackView(arrangedSubviews: [iconView, titleLabel])
        content.axis = .vertical
        content.alignment = .center
        content.spacing = 2
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 25),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor, multiplier: 1),
            content.centerXAnchor.constraint(equalTo: centerXAnchor),
            content.centerYAnchor.constraint(equalTo: centerYAnchor),
            content.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 4),
            content.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -4),
        ])
    }
}

/// Seed 4: the tab bar, a fill-equally stack on the safe area's bottom.
func installTabBar(in view: UIView, titles: [String]) {
    let stackView = UIStackView()
    stackView.accessibilityIdentifier = "tabBar"
    stackView.axis = .horizontal
    stackView.distribution = .fillEqually
    stackView.alignment = .fill
    stackView.spacing = 0
    for title in titles { stackView.addArrangedSubview(BottomTabBarItemView(title: title)) }
    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)
    NSLayoutConstraint.activate([
        stackView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
        stackView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        stackView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        stackView.heightAnchor.constraint(equalToConstant: 49),
    ])
}

/// Seed 5: a vertical stack that grows with its content; a hidden item takes its spacing with it.
func installWelcomeStack(in view: UIView) {
    func makeLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        label.textColor = .label
        return label
    }
    let welcome = makeLabel("Welcome")
    let subtitle = makeLabel("Sign in to continue")
    let beta = makeLabel("Beta")
    beta.isHidden = true
    let terms = makeLabel("Terms apply")
    let start = UIButton(type: .system)
    start.setTitle("Start", for: .normal)
    start.titleLabel?.font = .systemFont(ofSize: 20)
    let stack = UIStackView(arrangedSubviews: [welcome, subtitle, beta, terms, start])
    stack.accessibilityIdentifier = "welcomeStack"
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .center
    stack.setCustomSpacing(16, after: terms)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
    ])
}

/// Seed 6: a form of nested stacks; labels keep their width (hugging 251), fields take the rest.
func installForm(in view: UIView) {
    func makeRow(_ title: String, placeholder: String) -> UIStackView {
        let label = UILabel()
        label.text = title
        label.font = UIFont.systemFont(ofSize: 16)
        label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let field = UITextField()
        field.placeholder = placeholder
        field.font = UIFont.systemFont(ofSize: 16)
        let row = UIStackView(arrangedSubviews: [label, field])
        row.axis = .horizontal
        row.spacing = 8
        row.distribution = .fill
        row.alignment = .firstBaseline
        return row
    }
    let form = UIStackView(arrangedSubviews: [makeRow("Name", placeholder: "Jane Appleseed"),
                                              makeRow("Email", placeholder: "name@example.com")])
    form.accessibilityIdentifier = "form"
    form.axis = .vertical
    form.spacing = 8
    form.isLayoutMarginsRelativeArrangement = true
    form.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)
    NSLayoutConstraint.activate([
        form.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
        form.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
}

/// Seed 7: the top toolbar under the safe area, with a title, a close button, a switch and a
/// progress line half the toolbar's width.
func installTopToolbar(in view: UIView) {
    let topToolbar = UIView()
    topToolbar.accessibilityIdentifier = "topToolbar"
    topToolbar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(topToolbar)
    let titleLabel = UILabel()
    titleLabel.text = "Inbox"
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    let closeButton = UIButton(type: .system)
    closeButton.setTitle("Close", for: .normal)
    closeButton.titleLabel?.font = .systemFont(ofSize: 16)
    let toggle = UISwitch()
    toggle.setOn(true, animated: false)
    let progress = UIView()
    progress.backgroundColor = .systemBlue
    for subview in [titleLabel, closeButton, toggle, progress] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        topToolbar.addSubview(subview)
    }
    let low = UILayoutPriority.defaultHigh - 1
    let trailingGap = titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8)
    trailingGap.priority = low
    topToolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
    topToolbar.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
    topToolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
    topToolbar.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
    NSLayoutConstraint.activate([
        titleLabel.centerXAnchor.constraint(equalTo: topToolbar.centerXAnchor),
        titleLabel.centerYAnchor.constraint(equalTo: topToolbar.centerYAnchor),
        trailingGap,
        closeButton.leadingAnchor.constraint(equalToSystemSpacingAfter: topToolbar.layoutMarginsGuide.leadingAnchor, multiplier: 2),
        closeButton.centerYAnchor.constraint(equalTo: topToolbar.centerYAnchor),
        toggle.trailingAnchor.constraint(equalTo: topToolbar.layoutMarginsGuide.trailingAnchor),
        toggle.centerYAnchor.constraint(equalTo: topToolbar.centerYAnchor),
        progress.leadingAnchor.constraint(equalTo: topToolbar.leadingAnchor),
        progress.bottomAnchor.constraint(equalTo: topToolbar.bottomAnchor),
        progress.widthAnchor.constraint(equalTo: topToolbar.widthAnchor, multiplier: 0.5),
        progress.heightAnchor.constraint(equalToConstant: 2),
    ])
}

/// Seed 7 again, as a view controller writes it with the Visual Format Language against the
/// top layout guide; it must give the anchors' frames.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let topToolbar = UIView()
        topToolbar.accessibilityIdentifier = "topToolbar"
        topToolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(topToolbar)
        let views: [String: Any] = ["topLayoutGuide": topLayoutGuide, "topToolbar": topToolbar]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:[topLayoutGuide][topToolbar(44)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|[topToolbar]|", options: [], metrics: nil, views: views))
    }
}
