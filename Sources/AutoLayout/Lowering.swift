// Lowering: constraint attributes become linear rows over each item's minX, minY, width and height
// (window coordinates). Right-to-left items map leading to maxX and mirror the constraint (facts §5).

/// One term of a row.
struct Term: Hashable {
    var variable: Int
    var coefficient: Double
}

/// `Σ terms + constant  R  0` at a priority; what the solver receives.
struct Row: Hashable {
    var terms: [Term]
    var constant: Double
    var relation: LayoutRelation
    var priority: Float

    /// Same variables, relation and priority: only the constant may differ (an in-place update).
    func sameShape(_ other: Row) -> Bool {
        terms == other.terms && relation == other.relation && priority == other.priority
    }
}

/// The four solver variables of an item.
struct ItemVariables {
    let minX: Int, minY: Int, width: Int, height: Int
}

/// A linear expression under construction.
struct Linear {
    var terms: [Term] = []
    var constant: Double = 0

    mutating func add(_ v: Int, _ c: Double) { terms.append(Term(variable: v, coefficient: c)) }
    mutating func add(_ other: Linear, scale: Double) {
        for t in other.terms { add(t.variable, t.coefficient * scale) }
        constant += other.constant * scale
    }

    /// Terms merged per variable, sorted by variable id, zero coefficients dropped.
    func normalized() -> [Term] {
        let sorted = terms.sorted { $0.variable < $1.variable }
        var out: [Term] = []
        for t in sorted {
            if let last = out.last, last.variable == t.variable {
                out[out.count - 1].coefficient += t.coefficient
            } else {
                out.append(t)
            }
        }
        return out.filter { abs($0.coefficient) > 1e-12 }
    }
}

extension LayoutEngine {
    func direction(of item: LayoutItem) -> LayoutDirection {
        item.directionView?.effectiveLayoutDirection(in: environment) ?? environment.layoutDirection
    }

    /// `attribute` of `item` as a linear expression; `direction` overrides the item's own for
    /// leading/trailing. `aligned`: a view's edges and size are those of its alignment rectangle.
    func linear(_ item: LayoutItem, _ attribute: LayoutAttribute, direction forced: LayoutDirection? = nil,
                aligned: Bool = false) -> Linear {
        if let base = attribute.marginBase {
            if let view = item as? View { return linear(view.layoutMarginsGuide, base, direction: forced) }
            return linear(item, base, direction: forced)
        }
        let v = variables(for: item)
        var e = Linear()
        let rtl = (forced ?? direction(of: item)) == .rightToLeft
        switch attribute {
        case .left: e.add(v.minX, 1)
        case .right: e.add(v.minX, 1); e.add(v.width, 1)
        case .leading:
            e.add(v.minX, 1)
            if rtl { e.add(v.width, 1) }
        case .trailing:
            e.add(v.minX, 1)
            if !rtl { e.add(v.width, 1) }
        case .centerX: e.add(v.minX, 1); e.add(v.width, 0.5)
        case .top: e.add(v.minY, 1)
        case .bottom: e.add(v.minY, 1); e.add(v.height, 1)
        case .centerY: e.add(v.minY, 1); e.add(v.height, 0.5)
        case .width: e.add(v.width, 1)
        case .height: e.add(v.height, 1)
        case .firstBaseline, .lastBaseline: return baseline(item, attribute)
        default: break
        }
        if aligned, let view = item as? View, view.alignmentRectInsets != .zero {
            e.constant += Self.alignmentOffset(view.alignmentRectInsets, attribute, rightToLeft: rtl)
        }
        return e
    }

    /// How far an attribute of the alignment rectangle lies from the same attribute of the frame.
    static func alignmentOffset(_ i: EdgeInsets, _ attribute: LayoutAttribute, rightToLeft: Bool) -> Double {
        switch attribute {
        case .left: return i.left
        case .right: return -i.right
        case .leading: return rightToLeft ? -i.right : i.left
        case .trailing: return rightToLeft ? i.left : -i.right
        case .centerX: return (i.left - i.right) / 2
        case .top: return i.top
        case .bottom: return -i.bottom
        case .centerY: return (i.top - i.bottom) / 2
        case .width: return -(i.left + i.right)
        case .height: return -(i.top + i.bottom)
        default: return 0
        }
    }

    /// A baseline: `minY + height/2 + offset` for text; without text the first baseline is the top edge and
    /// the last the bottom edge (UIStackView's fallback); stacks forward to the view they vend.
    func baseline(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Linear {
        let v = variables(for: item)
        var e = Linear()
        e.add(v.minY, 1)
        if attribute == .lastBaseline { e.add(v.height, 1) }
        guard let view = item as? View else { return e }
        let target = attribute == .firstBaseline ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
        if target !== view, target.isDescendant(of: view) { return baseline(target, attribute) }
        guard let offsets = view.baselineOffsets(measureContext(for: view)) else { return e }
        var text = Linear()
        text.add(v.minY, 1)
        text.add(v.height, 0.5)
        text.constant = attribute == .firstBaseline ? offsets.first : offsets.last
        return text
    }

    /// The row for a constraint: `first R m × second + c`, mirrored for right-to-left leading/trailing.
    func lower(_ c: LayoutConstraint) -> Row {
        // Leading and trailing are read in the direction of the view whose content the constraint lays out
        // (the items' common ancestor; the stack for a stack's constraints): a view's semantic content
        // attribute decides how its contents are laid out, so forcing a stack's reverses its arrangement.
        let context = c.layoutContext.map(direction(of:))
        let aligned = c.origin.actsOnAlignmentRects
        let (firstItem, secondItem) = scrollContentItems(c)
        var lhs = linear(firstItem, c.firstAttribute, direction: context, aligned: aligned)
        var rhs = Linear()
        if let second = secondItem, c.secondAttribute != .notAnAttribute {
            rhs.add(linear(second, c.secondAttribute, direction: context, aligned: aligned), scale: c.multiplier)
            if c.addsSecondItemOrigin {
                let sv = variables(for: second)
                rhs.add(c.firstAttribute.axis == .horizontal ? sv.minX : sv.minY, 1)
            } else if c.multiplier != 1, !c.firstAttribute.isDimension, !c.secondAttribute.isDimension,
                      let ancestor = c.installedAncestor {
                // Positions are measured in the coordinate system of the view the constraint is
                // installed on (the items' nearest common ancestor), whose own leading edge is 0 there:
                // `superview.centerX = 1.6 × button.centerX` puts the button at width / 3.2 wherever the
                // superview sits. With A that view's origin in window coordinates,
                // first − A = m × (second − A) + c, so first = m × second + (1 − m) × A + c.
                let a = variables(for: ancestor)
                rhs.add(c.firstAttribute.axis == .horizontal ? a.minX : a.minY, 1 - c.multiplier)
            }
        }
        var constant = c.constant
        var relation = c.relation
        let mirrored = (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
            && (context ?? direction(of: c.firstItem)) == .rightToLeft
        if mirrored {
            constant = -constant
            relation = relation.reversed
        }
        rhs.constant += constant
        lhs.add(rhs, scale: -1)
        return Row(terms: lhs.normalized(), constant: lhs.constant, relation: relation, priority: c.priority.rawValue)
    }

    /// The constraint's items, with a scroll view replaced by its content area where the app relates
    /// one of its edges to a view inside it: "constraints between the edges or margins of the scroll
    /// view and its content attach to the scroll view's content area; constraints between the
    /// height, width, or centers attach to the scroll view's frame" (Apple, Auto Layout Guide,
    /// "Working with Scroll Views"; the Interface Builder importer applies the same rule, xib-format §2).
    /// Only the app's own constraints: autoresizing translations already place subviews in the
    /// scroll view's bounds.
    func scrollContentItems(_ c: LayoutConstraint) -> (LayoutItem, LayoutItem?) {
        guard hasScrollViews, c.origin == .app, let second = c.secondItem else { return (c.firstItem, c.secondItem) }
        func content(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem) -> LayoutItem {
            guard let scroll = item as? ScrollView, attribute.isScrollContentEdge,
                  let inside = (other as? View) ?? other.containerView, inside !== scroll, inside.isDescendant(of: scroll) else { return item }
            return scroll.contentLayoutGuide
        }
        return (content(c.firstItem, c.firstAttribute, other: second), content(second, c.secondAttribute, other: c.firstItem))
    }
}

extension LayoutAttribute {
    /// The edges that mean a scroll view's content area when related to its content.
    var isScrollContentEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }
}
