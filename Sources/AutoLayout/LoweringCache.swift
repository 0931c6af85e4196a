// What a constraint's row was lowered from, so a re-layout (a rotation: ~7,500 rows for 1,000 views,
// nearly all unchanged) re-lowers only the constraints whose inputs moved.

/// The inputs of `LayoutEngine.lower(_:)` that can change between passes for a constraint whose
/// items, attributes, relation and multiplier are fixed (they are `let`): its constant and priority,
/// the layout directions its leading/trailing are read in, and its views' alignment insets. Equal
/// inputs give the same row, bit for bit.
struct LoweringInputs: Equatable {
    var constant: Double
    var priority: Float
    /// Two bits each (0 none, 1 left-to-right, 2 right-to-left): the layout context's direction, the
    /// first item's and the second item's; 0 when no attribute is directional.
    var directions: UInt8
    var firstInsets: EdgeInsets
    var secondInsets: EdgeInsets
}

extension LayoutEngine {
    /// The inputs `lower(c)` reads, or nil when it also reads what these do not hold: baseline offsets
    /// (measured text), a scroll view's content area (the tree around it) or, for a multiplied position,
    /// the view the constraint is installed on. Those constraints are lowered every pass.
    ///
    /// `first` and `second` are the constraint's items, held by its `Entry` (the engine retains every
    /// item it made variables for): reading them through the constraint's weak references cost more
    /// than the rest of this check.
    func loweringInputs(_ c: LayoutConstraint, first: LayoutItem, second: LayoutItem?) -> LoweringInputs? {
        let a1 = c.firstAttribute, a2 = c.secondAttribute
        if a1 == .firstBaseline || a1 == .lastBaseline || a2 == .firstBaseline || a2 == .lastBaseline { return nil }
        if second != nil, hasScrollViews, c.origin == .app { return nil }
        if a2 != .notAnAttribute, c.multiplier != 1, !a1.isDimension, !a2.isDimension { return nil }
        var directions: UInt8 = 0
        if a1.isDirectional || a2.isDirectional {
            directions = Self.code(c.layoutContext.map(direction(of:)))
                | Self.code(direction(of: first)) << 2
                | Self.code(second.map(direction(of:))) << 4
        }
        var firstInsets = EdgeInsets.zero, secondInsets = EdgeInsets.zero
        if c.origin.actsOnAlignmentRects {
            firstInsets = Self.alignmentInsets(first)
            if let second { secondInsets = Self.alignmentInsets(second) }
        }
        return LoweringInputs(constant: c.constant, priority: c.priority.rawValue, directions: directions,
                              firstInsets: firstInsets, secondInsets: secondInsets)
    }

    private static func code(_ d: LayoutDirection?) -> UInt8 {
        switch d {
        case nil: return 0
        case .leftToRight?: return 1
        case .rightToLeft?: return 2
        }
    }

    /// A view's alignment insets (`linear(_:_:aligned:)` reads them); a guide has none.
    private static func alignmentInsets(_ item: LayoutItem) -> EdgeInsets {
        guard let view = item.directionView, view === item else { return .zero }
        return view.alignmentRectInsets
    }
}

extension LayoutEngine {
    /// Whether what `loweringInputs` reads outside a constraint moved since the last layout: the
    /// environment's direction, whether the tree holds scroll views, and any tree view's semantic
    /// content attribute or alignment insets (a view new to the tree counts as moved). Read once
    /// per view here instead of once per constraint (7,500 for 1,000 views, each a weak load).
    func loweringContextMoved() -> Bool {
        var moved = environment.layoutDirection != loweredDirection || hasScrollViews != loweredWithScrollViews
        loweredDirection = environment.layoutDirection
        loweredWithScrollViews = hasScrollViews
        forEachTreeView { _, v, d in
            let semantic = v.semanticContentAttribute, alignment = v.alignmentRectInsets
            if d.loweredSemantic != semantic || d.loweredAlignment != alignment {
                moved = true
                d.loweredSemantic = semantic
                d.loweredAlignment = alignment
            }
        }
        return moved
    }
}
