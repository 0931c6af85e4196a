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

// UIColor+BRWAdditions.swift.
extension UIColor {
    static var secondaryShadow: UIColor {
        return UIColor(red: 213.0/255.0, green: 218.0/255.0, blue: 224.0/255.0, alpha: 1.0)
    }
    static var blueButtonText: UIColor {
        return UIColor(red: 127.0/255.0, green: 181.0/255.0, blue: 255.0/255.0, alpha: 1.0)
    }
}

// Strings (S) and help-centre article ids.
enum S {
    enum TransactionDetails {
        static let showDetails = "Show Details"
        static let hideDetails = "Hide Details"
    }
}

enum ArticleIds {
    static let transactionDetails = "transaction-details"
}

// The wallet model: a currency, its rate, a transaction and its view model.
final class Currency: Hashable {
    let code: String
    init(code: String) { self.code = code }
    static func == (lhs: Currency, rhs: Currency) -> Bool { return lhs.code == rhs.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

struct Rate: Equatable {
    let rate: Double
}

struct WalletState {
    var currentRate: Rate?
}

enum TransactionStatus {
    case pending
    case confirmed
    case complete
    case invalid
}

class Transaction {
    let currency: Currency
    let status: TransactionStatus
    init(currency: Currency, status: TransactionStatus) {
        self.currency = currency
        self.status = status
    }
}

struct TxDetailViewModel {
    let tx: Transaction
    var currency: Currency { return tx.currency }
    var status: TransactionStatus { return tx.status }
    var title: String { return tx.status == .complete ? "Sent" : "Sending" }
    init(tx: Transaction) { self.tx = tx }
}

class TxDetailDataSource: NSObject {
    let viewModel: TxDetailViewModel
    init(viewModel: TxDetailViewModel) {
        self.viewModel = viewModel
    }

    func registerCells(forTableView tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TxDetailCell")
    }
}

extension TxDetailDataSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 4
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return tableView.dequeueReusableCell(withIdentifier: "TxDetailCell", for: indexPath)
    }
}

// SimpleRedux.swift: the app's store, as it declares it (including its own `Selector`).
struct State {
    var wallets: [Currency: WalletState] = [:]
    subscript(currency: Currency) -> WalletState? {
        return wallets[currency]
    }
}

protocol Subscriber: class {}

typealias Selector = (_ oldState: State, _ newState: State) -> Bool

enum Store {
    private static var subscriptions: [ObjectIdentifier: (Selector, (State) -> Void)] = [:]

    static func lazySubscribe(_ subscriber: Subscriber, selector: @escaping Selector, callback: @escaping (State) -> Void) {
        subscriptions[ObjectIdentifier(subscriber)] = (selector, callback)
    }

    static func unsubscribe(_ subscriber: Subscriber) {
        subscriptions[ObjectIdentifier(subscriber)] = nil
    }
}

// ModalHeaderView.swift: a title centred over a bottom border, with a close button.
enum ModalHeaderViewStyle {
    case light
    case dark
    case transaction
}

class ModalHeaderView: UIView {
    var closeCallback: (() -> Void)?

    init(title: String, style: ModalHeaderViewStyle, faqInfo: String? = nil, currency: Currency? = nil) {
        self.titleLabel.text = title
        self.style = style
        super.init(frame: .zero)
        setupSubviews()
    }

    func setTitle(_ title: String) {
        self.titleLabel.text = title
    }

    private let titleLabel = UILabel()
    private let border = UIView()
    private let style: ModalHeaderViewStyle

    private func setupSubviews() {
        titleLabel.font = .customBold(size: 17.0)
        addSubview(titleLabel)
        addSubview(border)
        titleLabel.constrain([
            titleLabel.constraint(.centerX, toView: self, constant: 0.0),
            titleLabel.constraint(.centerY, toView: self, constant: 0.0) ])
        border.constrainBottomCorners(height: 1.0)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// ModalTransitionDelegate.swift.
class ModalTransitionDelegate: NSObject, Subscriber {
    var shouldDismissInteractively = true
    private var isInteractive = false

    func reset() {
        isInteractive = false
    }
}
