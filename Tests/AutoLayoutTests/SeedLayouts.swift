// The seven seed layouts and the autoresizing example (docs/reference/seed-layouts.md), written with
// UIKitCompat as close to the UIKit originals as Swift allows. Differences from UIKit code: views get
// identifiers, VFL and the item/attribute initialiser need `try`, fonts are set so that test metrics
// give round numbers (the fixed measurer: 0.5 × size per character, 1.2 × size per line).
import UIKitCompat
import Foundation

/// Localised strings for the seeds: English, or Arabic (with right-to-left layout from the environment).
struct SeedStrings {
    let arabic: Bool
    func pick(_ en: String, _ ar: String) -> String { arabic ? ar : en }
}

enum Seeds {
    /// 1. Centred group of buttons (VFL), 10 pt above the bottom of the safe area.
    static func centredButtons(_ vc: UIViewController, _ s: SeedStrings) throws {
        let view: UIView = vc.view
        let loginBottomView = UIView(identifier: "loginBottomView")
        loginBottomView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(loginBottomView)
        func button(_ id: String, _ title: String) -> UIButton {
            let b = UIButton(identifier: id)
            b.setTitle(title, for: .normal)
            b.titleFont = .systemFont(ofSize: 10)
            return b
        }
        let findPwdButton = button("findPwdButton", s.pick("Find password", "نسيت كلمة المرور"))
        let separatorLine1 = UIView(identifier: "separatorLine1")
        let freezeButton = button("freezeButton", s.pick("Emergency freeze", "تجميد طارئ"))
        let separatorLine2 = UIView(identifier: "separatorLine2")
        let moreButton = button("moreButton", s.pick("More options", "خيارات أخرى"))
        for v in [findPwdButton, separatorLine1, freezeButton, separatorLine2, moreButton] {
            v.translatesAutoresizingMaskIntoConstraints = false
            loginBottomView.addSubview(v)
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

    /// 2a. Bottom toolbar on the safe area.
    static func bottomToolbar(_ vc: UIViewController) {
        let view: UIView = vc.view
        let bottomToolbar = UIView(identifier: "bottomToolbar")
        bottomToolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bottomToolbar)
        bottomToolbar.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
        bottomToolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        bottomToolbar.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
        bottomToolbar.heightAnchor.constraint(equalToConstant: 60).isActive = true
    }

    /// 2b. Toolbar background under the home indicator, its button in the toolbar's own safe area.
    static func bottomToolbarExtended(_ vc: UIViewController) {
        let view: UIView = vc.view
        let bottomToolbar = UIView(identifier: "bottomToolbar")
        let button = UIButton(identifier: "button")
        bottomToolbar.translatesAutoresizingMaskIntoConstraints = false
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bottomToolbar)
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

    /// 3. Chat input bar: the field hugs at 249 and stretches, the button resists at 751.
    @discardableResult
    static func chatInputBar(_ vc: UIViewController, _ s: SeedStrings, hugging249: Bool = true,
                             resistance751: Bool = true, typed: String = "") throws -> (UITextField, UIButton) {
        let view: UIView = vc.view
        let bar = UIView(identifier: "bar")
        let textField = UITextField(identifier: "textField", placeholder: s.pick("Message", "رسالة"))
        textField.text = typed
        textField.font = .systemFont(ofSize: 20)
        let button = UIButton(identifier: "button")
        button.setTitle(s.pick("Send", "إرسال"), for: .normal)
        button.titleFont = .systemFont(ofSize: 20)
        for v in [bar, textField, button] { v.translatesAutoresizingMaskIntoConstraints = false }
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
        if hugging249 { textField.setContentHuggingPriority(UILayoutPriority(rawValue: 249), for: .horizontal) }
        if resistance751 { button.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 751), for: .horizontal) }
        bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        return (textField, button)
    }

    /// 4. Tab bar: five items in a fill-equally stack on the safe area, 49 pt high.
    final class BottomTabBarItemView: UIView {
        required init?(coder: NSCoder) { nil }

        init(identifier: String, title: String) {
            super.init(frame: .zero)
            self.identifier = identifier
            let icon = UIImageView(image: UIImage(named: "tab", size: CGSize(width: 25, height: 25)))
            icon.identifier = identifier + ".icon"
            let titleLabel = UILabel(identifier: identifier + ".title", text: title, font: .preferredFont(forTextStyle: .caption2))
            let stack = UIStackView(arrangedSubviews: [icon, titleLabel])
            stack.identifier = identifier + ".stack"
            stack.axis = .vertical
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: centerYAnchor),
                titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
                titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            ])
        }
    }

    static func tabBar(_ vc: UIViewController, _ s: SeedStrings, longLastTitle: Bool = false) {
        let view: UIView = vc.view
        let stackView = UIStackView()
        stackView.identifier = "tabBar"
        stackView.axis = .horizontal
        stackView.distribution = .fillEqually
        stackView.alignment = .fill
        stackView.spacing = 0
        let titles = [s.pick("Home", "الرئيسية"), s.pick("Find", "بحث"), s.pick("Add", "أضف"), s.pick("Chat", "دردشة"),
                      longLastTitle ? "Benachrichtigungen" : s.pick("Me", "أنا")]
        for i in 1...5 { stackView.addArrangedSubview(BottomTabBarItemView(identifier: "item\(i)", title: titles[i - 1])) }
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            stackView.heightAnchor.constraint(equalToConstant: 49),
        ])
    }

    /// 5. A vertical stack of four labels and a button, centred, on the margins under the safe area.
    @discardableResult
    static func labelStack(_ vc: UIViewController, _ s: SeedStrings) -> UIStackView {
        let view: UIView = vc.view
        let texts = [s.pick("One", "واحد"), s.pick("Two", "اثنان"), s.pick("Three", "ثلاثة"), s.pick("Four", "أربعة")]
        var items: [UIView] = texts.enumerated().map { i, t in
            UILabel(identifier: "label\(i + 1)", text: t, font: .systemFont(ofSize: 10))
        }
        let button = UIButton(identifier: "go")
        button.setTitle(s.pick("Go", "اذهب"), for: .normal)
        button.titleFont = .systemFont(ofSize: 10)
        items.append(button)
        let stackView = UIStackView(arrangedSubviews: items)
        stackView.identifier = "stack"
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.alignment = .center
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
        return stackView
    }

    /// 6. A form: a vertical stack of two first-baseline rows, each a label (hugging 251) and a field.
    static func form(_ vc: UIViewController, _ s: SeedStrings) {
        let view: UIView = vc.view
        func row(_ n: Int, _ caption: String, _ placeholder: String) -> UIStackView {
            let label = UILabel(identifier: "label\(n)", text: caption, font: .systemFont(ofSize: 10))
            label.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
            let field = UITextField(identifier: "field\(n)", placeholder: placeholder)
            field.font = .systemFont(ofSize: 20)
            let row = UIStackView(arrangedSubviews: [label, field])
            row.identifier = "row\(n)"
            row.axis = .horizontal
            row.spacing = 8
            row.distribution = .fill
            row.alignment = .firstBaseline
            return row
        }
        let form = UIStackView(arrangedSubviews: [row(1, s.pick("Name", "الاسم"), s.pick("Your name", "اسمك")),
                                                   row(2, s.pick("Email", "البريد"), s.pick("Your email", "بريدك"))])
        form.identifier = "form"
        form.axis = .vertical
        form.spacing = 8
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }

    /// 7. Top toolbar under the safe area, with anchors.
    static func topToolbar(_ vc: UIViewController) {
        let view: UIView = vc.view
        let topToolbar = UIView(identifier: "topToolbar")
        topToolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(topToolbar)
        topToolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        topToolbar.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
        topToolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
        topToolbar.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
    }

    /// 7, written in VFL against the top layout guide.
    static func topToolbarVFL(_ vc: UIViewController) throws {
        let view: UIView = vc.view
        let topToolbar = UIView(identifier: "topToolbar")
        topToolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(topToolbar)
        let views: [String: Any] = ["topLayoutGuide": vc.topLayoutGuide, "topToolbar": topToolbar]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:[topLayoutGuide][topToolbar(44)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|[topToolbar]|", options: [], metrics: nil, views: views))
    }

    /// Autoresizing: a full-screen list follows the root view; a cell made 320 × 44 grows with it, and its
    /// label pinned to the bottom-right corner keeps its distances to the right and bottom edges.
    static func autoresizing(_ vc: UIViewController) {
        let view: UIView = vc.view
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let list = UIView(identifier: "list", frame: view.frame)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let cell = UIView(identifier: "cell", frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.autoresizingMask = [.flexibleWidth]
        let label = UIView(identifier: "detail", frame: CGRect(x: 200, y: 20, width: 110, height: 20))
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        view.addSubview(list)
        list.addSubview(cell)
        cell.addSubview(label)
    }
}
