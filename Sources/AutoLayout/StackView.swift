// UIStackView's model: arranged subviews and arrangement properties.
import Foundation

/// UIStackView: arranges its arranged subviews along an axis with UIKit's generated constraints.
open class StackView: View {
    /// UIStackView.Distribution.
    public enum Distribution: Int, Sendable, Hashable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIStackView.Alignment (`top` is `leading`, `bottom` is `trailing`).
    public enum Alignment: Int, Sendable, Hashable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// Spacing value meaning "use `spacing`" (UIStackView.spacingUseDefault, FLT_MAX).
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// Spacing value meaning "use the system spacing" (UIStackView.spacingUseSystem, FLT_MIN).
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    public private(set) var arrangedSubviews: [View] = []
    public var axis: LayoutAxis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    /// Exact spacing for fill distributions, minimum for the equal ones; `spacingUseDefault` gives 0.
    public var spacing: Double = 0
    public var isBaselineRelativeArrangement = false
    public var isLayoutMarginsRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: Double] = [:]

    /// The constraints and guides generated for the current arrangement, and the inputs they were made from.
    var generated: [LayoutConstraint] = []
    var generatedGuides: [LayoutGuide] = []
    var generatedSignature: StackSignature?
    var vendedFirstBaselineView: View?
    var vendedLastBaselineView: View?

    /// UIStackView(frame:).
    override public init(frame: Rect) { super.init(frame: frame) }
    /// UIStackView(coder:): as `init(frame: .zero)`.
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    /// UIStackView(arrangedSubviews:), named `identifier`.
    public convenience init(identifier: String = "", arrangedSubviews: [View]) {
        self.init(frame: .zero)
        self.identifier = identifier
        for v in arrangedSubviews { addArrangedSubview(v) }
    }

    override open var className: String { "UIStackView" }

    /// Appends to the arrangement and to the subviews if needed; the view stops translating its mask.
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Moves or inserts `view` in the arrangement. An index out of range is clamped where UIKit
    /// raises: bad input never traps here.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// Removes from the arrangement only; the view stays a subview (as UIKit does).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    func subviewWasRemoved(_ view: View) { removeArrangedSubview(view) }

    /// The spacing after `view` only, replacing `spacing` there; forgotten when the view leaves the arrangement.
    public func setCustomSpacing(_ spacing: Double, after view: View) { customSpacings[ObjectIdentifier(view)] = spacing }

    /// The spacing after `view`, or `spacingUseDefault` when none was set.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    override open var viewForFirstBaselineLayout: View { vendedFirstBaselineView ?? self }
    override open var viewForLastBaselineLayout: View { vendedLastBaselineView ?? self }

    /// Spacing after an item as UIKit applies it: custom, else `spacing`; system spacing is 8; rounded to pixels.
    func effectiveSpacing(after view: View?, scale: Double) -> Double {
        var s = spacing == StackView.spacingUseDefault ? 0 : spacing
        if let v = view {
            let custom = customSpacing(after: v)
            if custom != StackView.spacingUseDefault { s = custom }
        }
        if s == StackView.spacingUseSystem { s = standardSiblingSpacing }
        return (s * scale).rounded() / scale
    }
}

/// The inputs a stack's generated constraints depend on; regenerated only when it changes.
struct StackSignature: Equatable {
    var items: [ObjectIdentifier] = []
    var hidden: [Bool] = []
    var numbers: [Double] = []
    var flags: [Int] = []
}
