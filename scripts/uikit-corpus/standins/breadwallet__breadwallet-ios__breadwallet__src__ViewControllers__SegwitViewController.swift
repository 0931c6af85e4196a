#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif


// breadwallet's constants (Constants.swift) and its Auto Layout helpers (UIView+BRWAdditions.swift).
struct Padding {
    var increment: CGFloat

    subscript(multiplier: Int) -> CGFloat {
        return CGFloat(multiplier) * increment
    }
}

struct C {
    static let padding = Padding(increment: 8.0)
    struct Sizes {
        static let buttonHeight: CGFloat = 48.0
        static let headerHeight: CGFloat = 48.0
        static let roundedCornerRadius: CGFloat = 6.0
    }
    static let animationDuration: TimeInterval = 0.3
}

enum Dimension {
    case width
    case height

    var layoutAttribute: NSLayoutConstraint.Attribute {
        switch self {
        case .width:
            return .width
        case .height:
            return .height
        }
    }
}

extension UIView {
    func constrain(toSuperviewEdges: UIEdgeInsets?) {
        guard let view = superview else { assert(false, "Superview cannot be nil when adding contraints"); return}
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
                NSLayoutConstraint(item: self, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
                                   multiplier: 1.0, constant: toSuperviewEdges?.left ?? 0.0),
                NSLayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top,
                                   multiplier: 1.0, constant: toSuperviewEdges?.top ?? 0.0),
                NSLayoutConstraint(item: self, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing,
                                   multiplier: 1.0, constant: toSuperviewEdges?.right ?? 0.0),
                NSLayoutConstraint(item: self, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom,
                                   multiplier: 1.0, constant: toSuperviewEdges?.bottom ?? 0.0)
            ])
    }

    func constrain(_ constraints: [NSLayoutConstraint?]) {
        guard superview != nil else { assert(false, "Superview cannot be nil when adding contraints"); return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(constraints.compactMap { $0 })
    }

    func constraint(_ attribute: NSLayoutConstraint.Attribute, toView: UIView, constant: CGFloat?) -> NSLayoutConstraint? {
        guard superview != nil else { assert(false, "Superview cannot be nil when adding contraints"); return nil}
        translatesAutoresizingMaskIntoConstraints = false
        return NSLayoutConstraint(item: self, attribute: attribute, relatedBy: .equal, toItem: toView, attribute: attribute, multiplier: 1.0, constant: constant ?? 0.0)
    }

    func constraint(_ attribute: NSLayoutConstraint.Attribute, toView: UIView) -> NSLayoutConstraint? {
        guard superview != nil else { assert(false, "Superview cannot be nil when adding contraints"); return nil}
        translatesAutoresizingMaskIntoConstraints = false
        return NSLayoutConstraint(item: self, attribute: attribute, relatedBy: .equal, toItem: toView, attribute: attribute, multiplier: 1.0, constant: 0.0)
    }

    func constraint(_ dimension: Dimension, constant: CGFloat) -> NSLayoutConstraint? {
        guard superview != nil else { assert(false, "Superview cannot be nil when adding contraints"); return nil }
        translatesAutoresizingMaskIntoConstraints = false
        return NSLayoutConstraint(item: self,
                                  attribute: dimension.layoutAttribute,
                                  relatedBy: .equal,
                                  toItem: nil,
                                  attribute: .notAnAttribute,
                                  multiplier: 1.0,
                                  constant: constant)
    }

    func constraint(toBottom: UIView, constant: CGFloat) -> NSLayoutConstraint? {
        guard superview != nil else { assert(false, "Superview cannot be nil when adding contraints"); return nil }
        translatesAutoresizingMaskIntoConstraints = false
        return NSLayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: toBottom, attribute: .bottom, multiplier: 1.0, constant: constant)
    }

    func constrainTopCorners(height: CGFloat) {
        guard let view = superview else { assert(false, "Superview cannot be nil when adding contraints"); return }
        constrain([
                constraint(.leading, toView: view),
                constraint(.top, toView: view),
                constraint(.trailing, toView: view),
                constraint(.height, constant: height)
            ])
    }

    func constrainBottomCorners(sidePadding: CGFloat, bottomPadding: CGFloat) {
        guard let view = superview else { assert(false, "Superview cannot be nil when adding contraints"); return }
        constrain([
                constraint(.leading, toView: view, constant: sidePadding),
                constraint(.bottom, toView: view, constant: -bottomPadding),
                constraint(.trailing, toView: view, constant: -sidePadding)
            ])
    }

    func constrainBottomCorners(height: CGFloat) {
        guard let view = superview else { assert(false, "Superview cannot be nil when adding contraints"); return }
        constrain([
                constraint(.leading, toView: view),
                constraint(.bottom, toView: view),
                constraint(.trailing, toView: view),
                constraint(.height, constant: height)
            ])
    }
}

// UIView+AnimationAdditions.swift: a spring animation; here the end state is applied at once.
extension UIView {
    static func spring(_ duration: TimeInterval, animations: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        animations()
        completion(true)
    }
}

// UIFont+BRWAdditions.swift (the CircularPro faces are not bundled here, so the system fallback).
extension UIFont {
    static func customBold(size: CGFloat) -> UIFont {
        guard let font = UIFont(name: "CircularPro-Bold", size: size) else { return UIFont.systemFont(ofSize: size, weight: .bold) }
        return font
    }
    static func customBody(size: CGFloat) -> UIFont {
        guard let font = UIFont(name: "CircularPro-Book", size: size) else { return UIFont.systemFont(ofSize: size, weight: .regular) }
        return font
    }
}

// UILabel+BRWAdditions.swift.
extension UILabel {
    static func wrapping(font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.font = font
        label.textColor = color
        return label
    }
}

// UIViewController+BRWAdditions.swift.
extension UIViewController {
    var safeTopAnchor: NSLayoutYAxisAnchor {
        return view.safeAreaLayoutGuide.topAnchor
    }

    var safeBottomAnchor: NSLayoutYAxisAnchor {
        return view.safeAreaLayoutGuide.bottomAnchor
    }
}

// Theme.swift (the default theme's colour, #141233).
enum Theme {
    static var primaryBackground: UIColor {
        return UIColor(red: 0x14/255.0, green: 0x12/255.0, blue: 0x33/255.0, alpha: 1.0)
    }
}

// Strings (S).
enum S {
    enum Segwit {
        static let enable = "Enable SegWit"
        static let confirmationInstructionsInstructions = "SegWit support is still a beta feature."
        static let homeButton = "Home"
    }
    enum Button {
        static let cancel = "Cancel"
        static let continueAction = "Continue"
    }
}

// UserDefaults+Additions.swift.
extension UserDefaults {
    static var hasOptedInSegwit: Bool {
        get { return UserDefaults.standard.bool(forKey: "hasOptedInSegwit") }
        set { UserDefaults.standard.set(newValue, forKey: "hasOptedInSegwit") }
    }
}

// SimpleRedux.swift's triggers and the metrics client.
enum TriggerName {
    case optInSegWit
}

enum Store {
    static func trigger(name: TriggerName) {}
}

final class BRAPIClient {
    func sendEnableSegwit() {}
}

enum Backend {
    static var apiClient: BRAPIClient {
        return BRAPIClient()
    }
}

// BRDButton.swift: a control with a rounded container and a centred label. Its `tap` is the app's
// UIControl+Callback.swift (an associated object); here a stored callback run on touch up.
enum ButtonType {
    case primary
    case secondary
    case tertiary
}

class BRDButton: UIControl {
    init(title: String, type: ButtonType) {
        self.title = title
        self.type = type
        super.init(frame: .zero)
        accessibilityLabel = title
        setupViews()
    }

    var tap: (() -> Void)?
    var title: String {
        didSet {
            label.text = title
        }
    }
    private let type: ButtonType
    private let container = UIView()
    private let label = UILabel()
    private let cornerRadius: CGFloat = 2.0

    private func setupViews() {
        addSubview(container)
        container.isUserInteractionEnabled = false
        container.constrain(toSuperviewEdges: nil)
        container.layer.cornerRadius = cornerRadius
        label.text = title
        label.textAlignment = .center
        label.font = UIFont.customBold(size: 16.0)
        container.addSubview(label)
        label.constrain([
            label.constraint(.centerX, toView: container),
            label.constraint(.centerY, toView: container) ])
        addTarget(self, action: #selector(touchUpInside), for: .touchUpInside)
    }

    @objc private func touchUpInside() {
        tap?()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// EnableSegwitView.swift: an explanation over Cancel and Continue buttons.
class EnableSegwitView: UIView {
    private let label = UILabel.wrapping(font: .customBody(size: 13.0), color: .white)
    private let cancel = BRDButton(title: S.Button.cancel, type: .secondary)
    private let continueButton = BRDButton(title: S.Button.continueAction, type: .primary)

    var didCancel: (() -> Void)? {
        didSet { cancel.tap = didCancel }
    }
    var didContinue: (() -> Void)? {
        didSet { continueButton.tap = didContinue }
    }

    init() {
        super.init(frame: .zero)
        addSubview(label)
        addSubview(cancel)
        addSubview(continueButton)
        label.constrain([
            label.topAnchor.constraint(equalTo: topAnchor, constant: C.padding[2]),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: C.padding[2]),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -C.padding[2]) ])
        cancel.constrain([
            cancel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: C.padding[2]),
            cancel.topAnchor.constraint(equalTo: label.bottomAnchor, constant: C.padding[2]),
            cancel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -C.padding[2]),
            cancel.heightAnchor.constraint(equalToConstant: C.Sizes.buttonHeight) ])
        continueButton.constrain([
            continueButton.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: C.padding[2]),
            continueButton.topAnchor.constraint(equalTo: cancel.topAnchor),
            continueButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -C.padding[2]),
            continueButton.widthAnchor.constraint(equalTo: cancel.widthAnchor),
            continueButton.heightAnchor.constraint(equalToConstant: C.Sizes.buttonHeight) ])
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// LinkStatusCircle.swift: an animated circle and check; here the drawing shows at once.
class LinkStatusCircle: UIView {
    private let colour: UIColor
    private(set) var isDrawn = false

    init(colour: UIColor) {
        self.colour = colour
        super.init(frame: .zero)
    }

    func drawCircle() {
        layer.borderColor = colour.cgColor
        layer.borderWidth = 2.0
    }

    func drawCheckBox() {
        isDrawn = true
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// UIColor+BRWAdditions.swift (`UIColor.fromHex("06C441")`).
extension UIColor {
    static var greenCheck: UIColor {
        return UIColor(red: 0x06/255.0, green: 0xC4/255.0, blue: 0x41/255.0, alpha: 1.0)
    }
}

// SegwitEnabledView.swift: a check, two labels and a Home button.
class SegwitEnabledView: UIView {
    private let primaryLabel = UILabel.wrapping(font: .customBody(size: 13.0), color: .white)
    let home = BRDButton(title: S.Segwit.homeButton, type: .primary)
    let checkView = LinkStatusCircle(colour: .greenCheck)

    init() {
        super.init(frame: .zero)
        addSubview(checkView)
        addSubview(primaryLabel)
        addSubview(home)
        checkView.constrain([
            checkView.topAnchor.constraint(equalTo: topAnchor, constant: C.padding[2]),
            checkView.centerXAnchor.constraint(equalTo: centerXAnchor),
            checkView.widthAnchor.constraint(equalToConstant: 40.0),
            checkView.heightAnchor.constraint(equalToConstant: 40.0) ])
        primaryLabel.constrain([
            primaryLabel.topAnchor.constraint(equalTo: checkView.bottomAnchor, constant: C.padding[2]),
            primaryLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: C.padding[2]),
            primaryLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -C.padding[2]) ])
        home.constrain([
            home.topAnchor.constraint(equalTo: primaryLabel.bottomAnchor, constant: C.padding[2]),
            home.leadingAnchor.constraint(equalTo: leadingAnchor, constant: C.padding[2]),
            home.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -C.padding[2]),
            home.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -C.padding[2]),
            home.heightAnchor.constraint(equalToConstant: C.Sizes.buttonHeight) ])
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
