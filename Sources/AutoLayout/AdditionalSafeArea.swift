// Additional safe-area insets: what UIViewController.additionalSafeAreaInsets and a container's
// bars add to a view's safe area (facts §6: "the root view takes the window's insets plus
// `additionalSafeAreaInsets`; any other view's insets cover only the portion of it that the unsafe
// area overlaps"). Held by a guide of the view (`GuideRole.additionalSafeArea`), which the engine reads.

extension View {
    /// The insets added to this view's own safe area (zero when none were set).
    package var additionalSafeAreaInsets: EdgeInsets {
        get { LayoutEngine.additionalSafeAreaInsets(self) ?? .zero }
        set {
            if newValue == additionalSafeAreaInsets { return }
            if let old = layoutGuides.first(where: { if case .additionalSafeArea = $0.role { true } else { false } }) {
                removeLayoutGuide(old)
            }
            guard newValue != .zero else { return }
            addLayoutGuide(LayoutGuide(role: .additionalSafeArea(newValue), owner: self, identifier: identifier + ".additionalSafeArea"))
        }
    }
}

extension LayoutEngine {
    /// The additional insets a view carries, if any.
    static func additionalSafeAreaInsets(_ v: View) -> EdgeInsets? {
        for g in v.layoutGuides { if case .additionalSafeArea(let insets) = g.role { return insets } }
        return nil
    }

    /// `safe` (the window's unsafe strips the view overlaps), widened by the part of the nearest
    /// ancestor's enlarged unsafe area the view overlaps, plus the view's own additional insets.
    /// Parents come first in `treeViews`, so the ancestor's insets are this pass's.
    func withAdditionalSafeArea(_ v: View, _ safe: EdgeInsets) -> EdgeInsets {
        var out = safe
        var cur = v === root ? nil : v.superview
        while let a = cur {
            if Self.additionalSafeAreaInsets(a) != nil {
                let outer = data(a).frame, inner = MarginRules.inset(outer, data(a).insets.safeArea), f = data(v).frame
                func covered(_ lo: Double, _ hi: Double, _ stripLo: Double, _ stripHi: Double) -> Double {
                    max(0, min(hi, stripHi) - max(lo, stripLo))
                }
                out = out.maximum(EdgeInsets(top: covered(f.minY, f.maxY, outer.minY, inner.minY),
                                             left: covered(f.minX, f.maxX, outer.minX, inner.minX),
                                             bottom: covered(f.minY, f.maxY, inner.maxY, outer.maxY),
                                             right: covered(f.minX, f.maxX, inner.maxX, outer.maxX)))
                break
            }
            if a === root { break }
            cur = a.superview
        }
        if let own = Self.additionalSafeAreaInsets(v) { out = out + own }
        return out
    }
}
