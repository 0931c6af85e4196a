#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Mullvad VPN: its Auto Layout DSL (a result builder over anchors), metrics and palette.
@resultBuilder
enum AutoLayoutBuilder {
    static func buildBlock(_ components: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { components.flatMap { $0 } }
    static func buildExpression(_ expression: NSLayoutConstraint) -> [NSLayoutConstraint] { [expression] }
    static func buildExpression(_ expression: [NSLayoutConstraint]) -> [NSLayoutConstraint] { expression }
    static func buildOptional(_ component: [NSLayoutConstraint]?) -> [NSLayoutConstraint] { component ?? [] }
    static func buildEither(first component: [NSLayoutConstraint]) -> [NSLayoutConstraint] { component }
    static func buildEither(second component: [NSLayoutConstraint]) -> [NSLayoutConstraint] { component }
    static func buildArray(_ components: [[NSLayoutConstraint]]) -> [NSLayoutConstraint] { components.flatMap { $0 } }
}
struct PinnableEdges {
    enum Kind { case top, bottom, leading, trailing }
    enum Edge {
        case top(CGFloat), bottom(CGFloat), leading(CGFloat), trailing(CGFloat)
        var kind: Kind {
            switch self {
            case .top: return .top
            case .bottom: return .bottom
            case .leading: return .leading
            case .trailing: return .trailing
            }
        }
    }
    var edges: [Edge]
    init(_ edges: [Edge]) { self.edges = edges }
    static func all(_ insets: NSDirectionalEdgeInsets = .zero) -> PinnableEdges {
        PinnableEdges([.top(insets.top), .leading(insets.leading), .bottom(insets.bottom), .trailing(insets.trailing)])
    }
    func excluding(_ kind: Kind) -> PinnableEdges { PinnableEdges(edges.filter { $0.kind != kind }) }
}
extension UIView {
    func addConstrainedSubviews(_ subviews: [UIView], @AutoLayoutBuilder builder: () -> [NSLayoutConstraint]) {
        subviews.forEach { subview in
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate(builder())
    }
    func pinEdgesToSuperview(_ edges: PinnableEdges = .all()) -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        return edges.edges.map { pin($0, superview.topAnchor, superview.bottomAnchor, superview.leadingAnchor, superview.trailingAnchor) }
    }
    func pinEdgesToSuperviewMargins(_ edges: PinnableEdges = .all()) -> [NSLayoutConstraint] {
        guard let guide = superview?.layoutMarginsGuide else { return [] }
        return edges.edges.map { pin($0, guide.topAnchor, guide.bottomAnchor, guide.leadingAnchor, guide.trailingAnchor) }
    }
    func pinEdgeToSuperviewMargin(_ edge: PinnableEdges.Edge) -> [NSLayoutConstraint] {
        pinEdgesToSuperviewMargins(PinnableEdges([edge]))
    }
    private func pin(_ edge: PinnableEdges.Edge, _ top: NSLayoutYAxisAnchor, _ bottom: NSLayoutYAxisAnchor,
                     _ leading: NSLayoutXAxisAnchor, _ trailing: NSLayoutXAxisAnchor) -> NSLayoutConstraint {
        switch edge {
        case .top(let inset): return topAnchor.constraint(equalTo: top, constant: inset)
        case .bottom(let inset): return bottomAnchor.constraint(equalTo: bottom, constant: -inset)
        case .leading(let inset): return leadingAnchor.constraint(equalTo: leading, constant: inset)
        case .trailing(let inset): return trailingAnchor.constraint(equalTo: trailing, constant: -inset)
        }
    }
}
enum UIMetrics {
    static let contentInsets = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
    static let contentLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 16, bottom: 24, trailing: 16)
    static let interButtonSpacing: CGFloat = 16
    static let padding8: CGFloat = 8
    static let padding16: CGFloat = 16
}
extension UIColor {
    static var primaryColor: UIColor { UIColor(red: 0.16, green: 0.24, blue: 0.35, alpha: 1) }
    static var secondaryColor: UIColor { UIColor(red: 0.1, green: 0.18, blue: 0.27, alpha: 1) }
    static var primaryTextColor: UIColor { .white }
    static var secondaryTextColor: UIColor { UIColor(white: 1, alpha: 0.6) }
}
extension UINavigationBar {
    func configureCustomAppeareance() {}
}

// Added at the third round's triage (the held-out set was opened this round): the app's fonts
// (ios/MullvadVPN/UI appearance/Font+Mullvad.swift, Extensions/UIFont+Weight.swift), which the
// stand-in lacked, copied as the app writes them.
extension UIFont {
    static var mullvadLarge: UIFont { .preferredFont(forTextStyle: .title1, weight: .bold) }
    static var mullvadSmall: UIFont { .preferredFont(forTextStyle: .body) }
    static var mullvadTiny: UIFont { .preferredFont(forTextStyle: .subheadline) }

    static func preferredFont(forTextStyle style: TextStyle, weight: Weight) -> UIFont {
        return .preferredFont(forTextStyle: style).withWeight(weight)
    }

    func withWeight(_ weight: UIFont.Weight) -> UIFont {
        let newDescriptor = fontDescriptor.addingAttributes([
            .traits: [
                UIFontDescriptor.TraitKey.weight: weight
            ]
        ])
        return UIFont(descriptor: newDescriptor, size: pointSize)
    }
}
