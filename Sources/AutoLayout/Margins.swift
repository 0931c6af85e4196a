// Safe-area insets, layout margins and the readable content guide, computed from solved frames (facts §6).

/// The system minimum margins of a view controller's root view: 16 pt leading/trailing in compact
/// width, 20 pt in regular width; 0 top and bottom.
public func systemMinimumLayoutMargins(_ environment: Environment) -> DirectionalEdgeInsets {
    let side: Double = environment.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
}

/// The readable content width for a content size category: 672 pt at Large (measured on iPad, facts §6),
/// scaled with the Body size for other categories. Only the Large value is measured; the scaling is ours.
public func readableContentWidth(_ category: ContentSizeCategory) -> Double {
    (672 * DynamicType.spec(.body, category).pointSize / DynamicType.spec(.body, .large).pointSize).rounded()
}

/// Derived insets of one view's system guides, relative to the view's bounds.
struct GuideInsets: Equatable {
    var safeArea = EdgeInsets.zero
    var margins = EdgeInsets.zero
    var readable = EdgeInsets.zero
}

enum MarginRules {
    /// A view's safe-area insets: on each edge, how much of the view the window's unsafe strip on that
    /// edge covers (facts §6, DLM: "the portion of the view that is covered"). The strip lies inside the
    /// window, so the part of a view beyond the window's edge is not covered and an inset never exceeds
    /// the window's own inset. Measuring to the safe edge instead made an inset grow with a view that
    /// hangs off the window; through `insetsLayoutMarginsFromSafeArea` a margins-relative stack then grew
    /// by its overhang every pass and never settled.
    static func safeArea(frame f: Rect, environment env: Environment) -> EdgeInsets {
        let w = env.windowSize.width, h = env.windowSize.height, s = env.safeAreaInsets
        /// Length of [lo, hi] ∩ [stripLo, stripHi].
        func covered(_ lo: Double, _ hi: Double, _ stripLo: Double, _ stripHi: Double) -> Double {
            max(0, min(hi, stripHi) - max(lo, stripLo))
        }
        return EdgeInsets(top: covered(f.minY, f.maxY, 0, s.top),
                          left: covered(f.minX, f.maxX, 0, s.left),
                          bottom: covered(f.minY, f.maxY, h - s.bottom, h),
                          right: covered(f.minX, f.maxX, w - s.right, w))
    }

    /// A view's own margins: the root view's are at least the system minimum (and default to it).
    static func ownMargins(_ view: View, isRoot: Bool, direction: LayoutDirection, environment env: Environment) -> EdgeInsets {
        guard isRoot else { return view.resolvedMargins(direction) }
        let minimum = systemMinimumLayoutMargins(env).resolved(direction)
        if !view.marginsWereSet { return minimum }
        let own = view.resolvedMargins(direction)
        return view.viewRespectsSystemMinimumLayoutMargins ? own.maximum(minimum) : own
    }

    /// Margins as the guide uses them: measured from the safe area when `insetsLayoutMarginsFromSafeArea`,
    /// and at least the superview's margins where they overlap when `preservesSuperviewLayoutMargins`.
    static func effectiveMargins(own: EdgeInsets, safeArea: EdgeInsets, view: View, frame f: Rect,
                                 superMarginRect: Rect?) -> EdgeInsets {
        var m = view.insetsLayoutMarginsFromSafeArea ? own + safeArea : own
        if view.preservesSuperviewLayoutMargins, let s = superMarginRect {
            let overlap = EdgeInsets(top: max(0, s.minY - f.minY), left: max(0, s.minX - f.minX),
                                     bottom: max(0, f.maxY - s.maxY), right: max(0, f.maxX - s.maxX))
            m = m.maximum(overlap)
        }
        return m
    }

    /// The readable guide: at most the readable width, centred in the margins.
    static func readable(margins m: EdgeInsets, frame f: Rect, environment env: Environment) -> EdgeInsets {
        let available = f.width - m.left - m.right
        let width = min(max(available, 0), readableContentWidth(env.contentSizeCategory))
        let extra = max(available - width, 0) / 2
        return EdgeInsets(top: m.top, left: m.left + extra, bottom: m.bottom, right: m.right + extra)
    }

    static func inset(_ f: Rect, _ e: EdgeInsets) -> Rect {
        Rect(x: f.minX + e.left, y: f.minY + e.top, width: f.width - e.left - e.right, height: f.height - e.top - e.bottom)
    }
}
