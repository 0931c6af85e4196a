#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// The Blue Alliance: its Reusable protocol and palette, and the PureLayout calls it makes (a
// third-party library, not UIKit), written over anchors.
protocol Reusable {
    static var reuseIdentifier: String { get }
}
extension Reusable {
    static var reuseIdentifier: String { String(describing: self) }
}
enum ALDimension { case width, height }
extension UIView {
    private func anchor(_ dimension: ALDimension) -> NSLayoutDimension {
        dimension == .width ? widthAnchor : heightAnchor
    }
    @discardableResult
    func autoPinEdgesToSuperviewEdges(with insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        return autoPin(to: superview.leadingAnchor, superview.trailingAnchor, superview.topAnchor, superview.bottomAnchor, insets)
    }
    @discardableResult
    func autoPinEdgesToSuperviewSafeArea(with insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        guard let guide = superview?.safeAreaLayoutGuide else { return [] }
        return autoPin(to: guide.leadingAnchor, guide.trailingAnchor, guide.topAnchor, guide.bottomAnchor, insets)
    }
    @discardableResult
    func autoPinEdgesToSuperviewMargins() -> [NSLayoutConstraint] {
        guard let guide = superview?.layoutMarginsGuide else { return [] }
        return autoPin(to: guide.leadingAnchor, guide.trailingAnchor, guide.topAnchor, guide.bottomAnchor, .zero)
    }
    private func autoPin(to leading: NSLayoutXAxisAnchor, _ trailing: NSLayoutXAxisAnchor, _ top: NSLayoutYAxisAnchor,
                         _ bottom: NSLayoutYAxisAnchor, _ insets: UIEdgeInsets) -> [NSLayoutConstraint] {
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            leadingAnchor.constraint(equalTo: leading, constant: insets.left),
            trailingAnchor.constraint(equalTo: trailing, constant: -insets.right),
            topAnchor.constraint(equalTo: top, constant: insets.top),
            bottomAnchor.constraint(equalTo: bottom, constant: -insets.bottom)
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
    @discardableResult
    func autoSetDimension(_ dimension: ALDimension, toSize size: CGFloat, relation: NSLayoutConstraint.Relation = .equal) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let constraint: NSLayoutConstraint
        switch relation {
        case .greaterThanOrEqual: constraint = anchor(dimension).constraint(greaterThanOrEqualToConstant: size)
        case .lessThanOrEqual: constraint = anchor(dimension).constraint(lessThanOrEqualToConstant: size)
        default: constraint = anchor(dimension).constraint(equalToConstant: size)
        }
        constraint.isActive = true
        return constraint
    }
    @discardableResult
    func autoMatch(_ dimension: ALDimension, to toDimension: ALDimension, of view: UIView, withMultiplier multiplier: CGFloat = 1) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let constraint = anchor(dimension).constraint(equalTo: view.anchor(toDimension), multiplier: multiplier)
        constraint.isActive = true
        return constraint
    }
}
extension UIColor {
    static var tableViewHeaderColor: UIColor { .lightGray }
    static var redAllianceBackgroundColor: UIColor { .red }
    static var blueAllianceBackgroundColor: UIColor { .blue }
    static var redAllianceScoreBackgroundColor: UIColor { .red }
    static var blueAllianceScoreBackgroundColor: UIColor { .blue }
}
enum BreakdownRow {
    enum BreakdownRowType { case normal, subtotal, total }
}
extension UIFont {
    func bold() -> UIFont {
        UIFont(descriptor: fontDescriptor.withSymbolicTraits(.traitBold) ?? fontDescriptor, size: 0)
    }
}
