// The constraint model (NSLayoutConstraint): build, validate, activate, mutate.

import Foundation

/// Who made a constraint; decides how UIKit would print it.
public enum ConstraintOrigin: Sendable, Hashable {
    /// Made by the app (anchors, the item/attribute initialiser, VFL).
    case app
    /// Content hugging (`<=`) or compression resistance (`>=`) on one axis (NSContentSizeLayoutConstraint).
    case contentSize(LayoutAxis)
    /// Autoresizing-mask translation; the tag reads `h=--&` or `v=&-&`.
    case autoresizing(String)
    /// Made by a stack view (identified `UISV-…`).
    case stackView
    /// The root view's window size (`UIView-Encapsulated-Layout-…`).
    case encapsulated
    /// Binds a system guide (safe area, margins, readable content) to its view.
    case guideBinding

    /// Made by the engine for the window and guides (never the one broken when an app constraint can be).
    var isSystem: Bool { self == .encapsulated || self == .guideBinding }

    /// Whether the constraint acts on its views' alignment rectangles (UIView.alignmentRectInsets)
    /// or on their frames: the window's size, the guides' bindings and the autoresizing mask
    /// describe frames.
    var actsOnAlignmentRects: Bool {
        switch self {
        case .app, .contentSize, .stackView: return true
        case .autoresizing, .encapsulated, .guideBinding: return false
        }
    }
}

/// A refused activation or change, reported by the next layout.
public struct ConstraintProblem {
    public let constraint: LayoutConstraint
    public let error: LayoutError
}

/// One linear relation between two item attributes: `first.attr R multiplier × second.attr + constant`.
/// Open, as NSLayoutConstraint is: libraries subclass it (SnapKit's `LayoutConstraint` carries its
/// label and owner) and make their subclass with the item/attribute initialiser. Its members are
/// not `open`, so whole-module optimisation still calls them directly.
open class LayoutConstraint: NSObject {
    public var firstItem: LayoutItem { first.item ?? ItemReference.freed }
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public var secondItem: LayoutItem? { second.map { $0.item ?? ItemReference.freed } }
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    public var identifier: String?
    /// Where the constraint was declared (`file:line:column`), for reports; never part of its
    /// description, so UIKit's text stays as UIKit prints it.
    public var sourceLocation: String?
    public internal(set) var origin: ConstraintOrigin = .app
    /// Autoresizing constraints are measured from the superview's origin: `first = super.origin + m × super.size + c`.
    var addsSecondItemOrigin = false
    /// The view whose direction decides leading/trailing for both items: the stack for stack-made
    /// constraints, else the view the constraint is installed on (the items' nearest common ancestor).
    weak var directionContext: View? { didSet { loweringRevision &+= 1 } }
    var layoutContext: View? { directionContext ?? installedOn }
    /// The view the constraint is installed on: the items' nearest common ancestor.
    var installedAncestor: View? { installedOn }
    /// Hidden stack items pinned at half spacing and similar helpers print like ordinary constraints.
    private var storedConstant: Double { didSet { loweringRevision &+= 1 } }
    private var storedPriority: LayoutPriority = .required { didSet { loweringRevision &+= 1 } }
    private weak var installedOn: View? { didSet { loweringRevision &+= 1 } }
    /// Moves whenever something of the constraint's own that lowering reads does (constant,
    /// priority, the view it is installed on, its direction context), so a re-layout skips
    /// `LayoutEngine.loweringInputs` for the thousands that did not.
    private(set) var loweringRevision = 0
    private let first: ItemReference
    /// Why UIKit would have refused to make this constraint (item/attribute initialiser only).
    private var invalidity: LayoutError?
    private let second: ItemReference?

    /// Anchors produce constraints whose attribute pairing is right by construction.
    init(anchor first: LayoutItem, _ a1: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
         _ a2: LayoutAttribute, _ multiplier: Double, _ constant: Double) {
        self.first = ItemReference(first); firstAttribute = a1; self.relation = relation
        self.second = second.map(ItemReference.init); secondAttribute = a2; self.multiplier = multiplier; storedConstant = constant
    }

    /// The item/attribute initialiser, as UIKit spells it (not throwing), with UIKit's `Any` items:
    /// library code passes views and guides typed as its own protocols. A pairing UIKit refuses
    /// (it raises), or an item that is neither a view nor a layout guide, is kept as a problem:
    /// activating the constraint records it on the first view and layout reports it;
    /// `validated(item:…)` throws it instead. Designated, so a subclass that declares no
    /// initialiser of its own inherits it.
    public init(item: Any, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: Any?, attribute secondAttribute: LayoutAttribute,
                multiplier: Double, constant: Double) {
        let firstItem = item as? LayoutItem
        let secondItem = toItem.flatMap { $0 as? LayoutItem }
        let resolvedSecond = secondItem == nil ? LayoutAttribute.notAnAttribute : secondAttribute
        first = ItemReference(firstItem ?? ItemReference.freed); firstAttribute = attribute; self.relation = relation
        second = secondItem.map(ItemReference.init); self.secondAttribute = resolvedSecond
        self.multiplier = multiplier; storedConstant = constant
        super.init()
        if firstItem == nil || ((toItem.map { !Self.isAbsent($0) } ?? false) && secondItem == nil) {
            invalidity = .notAnItem(Self.describeItem(firstItem == nil ? item : toItem as Any))
            return
        }
        do {
            try Self.validate(self.firstItem, attribute, secondItem, resolvedSecond, multiplier, constant)
        } catch let error as LayoutError {
            invalidity = error
        } catch {}
    }

    /// A nil wrapped in `Any` (an optional item passed through untyped code) stands for no item.
    private static func isAbsent(_ value: Any) -> Bool {
        if case Optional<Any>.none = value { return true }
        return false
    }

    private static func describeItem(_ value: Any) -> String { String(describing: type(of: value)) }

    /// A constraint standing for a call UIKit would have refused (it raises), such as a bad
    /// visual format: activating it records `error` on `item`'s view and layout reports it.
    public static func refused(_ error: LayoutError, on item: LayoutItem) -> LayoutConstraint {
        let c = LayoutConstraint(anchor: item, .width, .equal, nil, .notAnAttribute, 1, 0)
        c.invalidity = error
        return c
    }

    /// The item/attribute initialiser that throws for pairings UIKit refuses, for callers
    /// that report bad input at its place (Interface Builder documents).
    public static func validated(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                                 toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                                 multiplier: Double, constant: Double) throws -> LayoutConstraint {
        try validate(item, attribute, toItem, secondAttribute, multiplier, constant)
        return LayoutConstraint(anchor: item, attribute, relation, toItem, toItem == nil ? .notAnAttribute : secondAttribute,
                                multiplier, constant)
    }

    static func validate(_ item: LayoutItem, _ a1: LayoutAttribute, _ item2: LayoutItem?, _ a2: LayoutAttribute,
                         _ multiplier: Double, _ constant: Double) throws {
        let first = "\(item.debugName).\(a1.name)"
        try checkFinite(multiplier, "the multiplier of \(first)")
        try checkFinite(constant, "the constant of \(first)")
        guard let k1 = a1.kind else {
            throw LayoutError.incompatibleAttributes(first: first, second: a2.name, reason: "the first attribute must be an attribute")
        }
        guard let other = item2, a2 != .notAnAttribute else {
            if case .dimension = k1 { return }
            throw LayoutError.locationEqualToConstant(item: first)
        }
        let second = "\(other.debugName).\(a2.name)"
        guard let k2 = a2.kind else {
            throw LayoutError.incompatibleAttributes(first: first, second: second, reason: "the second attribute must be an attribute")
        }
        switch (k1, k2) {
        case (.x, .x), (.y, .y), (.dimension, .dimension): break
        case (.dimension, _), (_, .dimension):
            throw LayoutError.incompatibleAttributes(first: first, second: second, reason: "a size cannot be related to a location")
        default:
            throw LayoutError.incompatibleAttributes(first: first, second: second,
                                                     reason: "a horizontal location cannot be related to a vertical one")
        }
        if (a1.isDirectional && a2.isAbsoluteHorizontal) || (a1.isAbsoluteHorizontal && a2.isDirectional) {
            throw LayoutError.incompatibleAttributes(first: first, second: second,
                                                     reason: "a leading/trailing attribute cannot be related to a left/right attribute")
        }
        if multiplier == 0, !a1.isDimension {
            throw LayoutError.locationEqualToConstant(item: first)
        }
    }

    // MARK: Mutable properties

    /// The constant; a non-finite value is refused (use `setConstant` to get the error).
    public var constant: Double {
        get { storedConstant }
        set { record { try setConstant(newValue) } }
    }

    /// The throwing form of `constant`'s setter, for callers that report bad input themselves
    /// (the property records the error for layout's diagnostics instead, as UIKit logs and goes on).
    public func setConstant(_ value: Double) throws {
        try checkFinite(value, "the constant of \(debugSummary)")
        storedConstant = value
    }

    /// The priority; switching between required and optional after activation is refused (see `setPriority`).
    public var priority: LayoutPriority {
        get { storedPriority }
        set { record { try setPriority(newValue) } }
    }

    /// The throwing form of `priority`'s setter: refuses a priority outside 1...1000 and, once
    /// active, a switch between required and optional (UIKit raises for both).
    public func setPriority(_ value: LayoutPriority) throws {
        guard value.isValid else { throw LayoutError.invalidPriority(place: debugSummary, value: value.rawValue) }
        if isActive, value.isRequired != storedPriority.isRequired {
            throw LayoutError.requiredPriorityChange(constraint: debugSummary, from: storedPriority.rawValue, to: value.rawValue)
        }
        storedPriority = value
    }

    /// Engine-made constraints set their priority before they are ever active.
    func setInitialPriority(_ value: LayoutPriority) {
        if value.rawValue.bitPattern != storedPriority.rawValue.bitPattern { storedPriority = value }
    }
    /// Engine-made constraints are given their constant again every pass; only a new one counts as a change.
    func setEngineConstant(_ value: Double) { if value.bitPattern != storedConstant.bitPattern { storedConstant = value } }

    private func record(_ body: () throws -> Void) {
        do { try body() } catch let error as LayoutError {
            problemHost?.constraintProblems.append(ConstraintProblem(constraint: self, error: error))
        } catch {}
    }

    private var problemHost: View? { (firstItem as? View) ?? firstItem.containerView }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting true installs it on the items' common
    /// ancestor; a failure is kept on the first view and reported by layout (`activateChecked` throws it).
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { record { try activateChecked() } } else { deactivate() }
        }
    }

    /// Activates, throwing when the items share no ancestor or a number is not finite.
    public func activateChecked() throws {
        if installedOn != nil { return }
        if let invalidity { throw invalidity }
        try checkFinite(storedConstant, "the constant of \(debugSummary)")
        try checkFinite(multiplier, "the multiplier of \(debugSummary)")
        guard let host = try commonAncestor() else { return }
        host.install(self)
        installedOn = host
    }

    /// `isActive = false`: uninstalls from the view it was installed on; the next layout removes its row.
    public func deactivate() {
        installedOn?.uninstall(self)
        installedOn = nil
    }

    func commonAncestor() throws -> View? {
        let v1 = (firstItem as? View) ?? firstItem.containerView
        guard let other = secondItem else { return v1 }
        let v2 = (other as? View) ?? other.containerView
        if let a = v1, let b = v2 {
            var cur: View? = a
            while let c = cur {
                if b.isDescendant(of: c) { return c }
                cur = c.superview
            }
        }
        throw LayoutError.noCommonAncestor(first: anchorDescription(firstItem, firstAttribute),
                                           second: anchorDescription(other, secondAttribute))
    }

    /// Activates each in order (NSLayoutConstraint.activate); failures are reported by layout.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Activates each in order, stopping at the first failure with its error.
    public static func activateChecked(_ constraints: [LayoutConstraint]) throws {
        for c in constraints { try c.activateChecked() }
    }

    /// NSLayoutConstraint.deactivate: each in order; deactivating an inactive one does nothing.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    // MARK: Tree queries

    func references(subtreeOf view: View) -> Bool {
        func inside(_ item: LayoutItem?) -> Bool {
            guard let item else { return false }
            guard let v = (item as? View) ?? item.containerView else { return false }
            return v.isDescendant(of: view)
        }
        return inside(firstItem) || inside(secondItem)
    }

    func isContained(in view: View) -> Bool {
        func inside(_ item: LayoutItem?) -> Bool {
            guard let item else { return true }
            guard let v = (item as? View) ?? item.containerView else { return false }
            return v.isDescendant(of: view)
        }
        return inside(firstItem) && inside(secondItem)
    }

    /// `UILabel:title.leading == UIView:root.leadingMargin + 20` (no address or flags).
    public var debugSummary: String {
        var s = "\(firstItem.debugName).\(firstAttribute.name) \(relation.symbol) "
        if let other = secondItem {
            if multiplier != 1 { s += "\(ConstraintText.number(multiplier))*" }
            s += "\(other.debugName).\(secondAttribute.name)"
            if storedConstant > 0 { s += " + \(ConstraintText.number(storedConstant))" }
            if storedConstant < 0 { s += " - \(ConstraintText.number(-storedConstant))" }
            if storedConstant.isNaN { s += " + nan" }
        } else {
            s += ConstraintText.number(storedConstant)
        }
        return s
    }
}

/// How a constraint holds its items: views without retaining them, as UIKit's constraints do
/// (`firstItem` is `assign` in NSLayoutConstraint.h, `unowned(unsafe)` in Swift), because a view holds its installed constraints
/// and a constraint pinning a view to its own edges would otherwise keep both alive for ever.
/// Guides are held strongly: they hold nothing strongly themselves (`owningView` is weak), so
/// no cycle goes through them, and a stack view's internal guides live only in its constraints.
struct ItemReference {
    private weak var view: View?
    private let guide: LayoutItem?

    init(_ item: LayoutItem) {
        if let view = item as? View {
            self.view = view
            guide = nil
        } else {
            guide = item
        }
    }

    var item: LayoutItem? { view ?? guide }

    /// Stands in for a view freed while a constraint naming it is still held (UIKit's would be
    /// nil); a fresh item, so it matches nothing and describes itself as freed, never traps.
    static var freed: LayoutItem { LayoutItem(identifier: "freed") }
}
