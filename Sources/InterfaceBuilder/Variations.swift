// Size-class variations (xib-format §9): apply `default`, then every variation whose traits
// match, from the least to the most specific, to get the canvas IB laid out for a device.
import DeviceCatalog
import LayoutTypes

/// The traits a variation key is matched against.
public struct IBTraits: Sendable, Hashable {
    public var horizontal: SizeClass
    public var vertical: SizeClass
    /// `phone` or `pad` (UIUserInterfaceIdiom as IB writes it).
    public var idiom: String

    public init(horizontal: SizeClass, vertical: SizeClass, idiom: String) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.idiom = idiom
    }

    public init(device: Device, orientation: Orientation) {
        let classes = device.sizeClasses(orientation)
        self.init(horizontal: classes.horizontal, vertical: classes.vertical, idiom: device.idiom.rawValue)
    }
}

extension IBTraitKey {
    /// Whether every requirement holds; an unknown trait never matches.
    public func matches(_ traits: IBTraits) -> Bool {
        requirements.allSatisfy { r in
            switch r.trait {
            case "widthClass": return r.value == traits.horizontal.name
            case "heightClass": return r.value == traits.vertical.name
            case "userInterfaceIdiom": return r.value == traits.idiom
            default: return false
            }
        }
    }
}

extension IBScene {
    /// The scene as IB shows it for `traits`: masked subviews and constraints removed, constants
    /// and stack/font properties overridden.
    public func applyingVariations(_ traits: IBTraits) -> IBScene {
        var excludedViews: Set<String> = []
        var excludedConstraints: Set<String> = []
        collectMasks(root, traits, &excludedViews, &excludedConstraints)
        var copy = self
        copy.root = Self.apply(root, traits, excludedViews, excludedConstraints)
        return copy
    }

    private func collectMasks(_ view: IBView, _ traits: IBTraits, _ views: inout Set<String>, _ constraints: inout Set<String>) {
        for v in Self.matching(view.variations, traits) {
            views.subtract(v.includedSubviews)
            views.formUnion(v.excludedSubviews)
            constraints.subtract(v.includedConstraints)
            constraints.formUnion(v.excludedConstraints)
        }
        for sub in view.subviews { collectMasks(sub, traits, &views, &constraints) }
    }

    /// Matching variations, `default` first, then by the number of traits they name (stable).
    static func matching(_ variations: [IBVariation], _ traits: IBTraits) -> [IBVariation] {
        variations.enumerated()
            .filter { $0.element.key.matches(traits) }
            .sorted { ($0.element.key.requirements.count, $0.offset) < ($1.element.key.requirements.count, $1.offset) }
            .map(\.element)
    }

    private static func apply(_ view: IBView, _ traits: IBTraits, _ excludedViews: Set<String>,
                              _ excludedConstraints: Set<String>) -> IBView {
        var view = view
        for v in matching(view.variations, traits) {
            if var stack = view.stack {
                if let axis = v.attributes["axis"] { stack.axis = axis }
                if let d = v.attributes["distribution"] { stack.distribution = d }
                if let a = v.attributes["alignment"] { stack.alignment = a }
                if let s = v.attributes["spacing"].flatMap(Double.init), s.isFinite { stack.spacing = s }
                view.stack = stack
            }
            if let hidden = v.attributes["hidden"] { view.hidden = hidden == "YES" }
            if let font = v.font { view.text?.font = font }
        }
        view.constraints = view.constraints.filter { !excludedConstraints.contains($0.id) }.map { c in
            var c = c
            let overrides = c.constantVariations.enumerated()
                .filter { $0.element.key.matches(traits) }
                .sorted { ($0.element.key.requirements.count, $0.offset) < ($1.element.key.requirements.count, $1.offset) }
            if let last = overrides.last { c.constant = last.element.constant }
            return c
        }
        view.subviews = view.subviews.filter { !excludedViews.contains($0.id) }
            .map { apply($0, traits, excludedViews, excludedConstraints) }
        return view
    }
}
