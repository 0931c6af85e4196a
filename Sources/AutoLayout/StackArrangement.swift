// UIStackView's constraint generation: the constraints UIKit makes, with its names and priorities (facts §3).

/// UISV-hiding's priority in current iOS (float 0x4479FFF0).
let stackHidingPriority = LayoutPriority(999.999)

/// Builds one stack view's constraint set.
struct StackArrangement {
    let stack: StackView
    let scale: Double
    let intrinsic: (View) -> Size
    /// The fitting length along the axis of an item without an intrinsic one (fill proportionally).
    var fitting: (View) -> Double = { _ in 0 }
    var out: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []

    // Along-axis and across-axis attribute names.
    var lead: LayoutAttribute { stack.axis == .horizontal ? .leading : .top }
    var trail: LayoutAttribute { stack.axis == .horizontal ? .trailing : .bottom }
    var size: LayoutAttribute { stack.axis == .horizontal ? .width : .height }
    var center: LayoutAttribute { stack.axis == .horizontal ? .centerX : .centerY }
    var crossLead: LayoutAttribute { stack.axis == .horizontal ? .top : .leading }
    var crossTrail: LayoutAttribute { stack.axis == .horizontal ? .bottom : .trailing }
    var crossSize: LayoutAttribute { stack.axis == .horizontal ? .height : .width }
    var crossCenter: LayoutAttribute { stack.axis == .horizontal ? .centerY : .centerX }
    var canvas: LayoutItem { stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack }

    init(stack: StackView, scale: Double, intrinsic: @escaping (View) -> Size) {
        self.stack = stack; self.scale = scale; self.intrinsic = intrinsic
    }

    /// The signature of everything generation reads.
    /// Writes into `out`, reusing its storage: a re-layout compares one signature per stack.
    static func signature(_ stack: StackView, scale: Double, intrinsic: (View) -> Size,
                          fitting: (View) -> Double, into out: inout StackSignature) {
        out.items.removeAll(keepingCapacity: true)
        out.hidden.removeAll(keepingCapacity: true)
        out.numbers.removeAll(keepingCapacity: true)
        out.flags.removeAll(keepingCapacity: true)
        out.numbers.append(scale)
        out.numbers.append(stack.spacing)
        // One walk of the items (each read of a view retains it through its side table, as views
        // are weakly referenced): the vended baseline views follow each item's own entries.
        // The items are read without retaining each (the list holds them), as `View.forEachSubview`.
        let items = stack.arrangedSubviews
        items.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { v in
                    out.numbers.append(stack.customSpacing(after: v))
                    // Every alignment reads intrinsic sizes: a horizontal stack vends its tallest item's
                    // baselines, and items without a length across get ambiguity suppression.
                    let s = intrinsic(v)
                    out.numbers.append(s.width); out.numbers.append(s.height)
                    if stack.distribution == .fillProportionally, !v.isHidden,
                       (stack.axis == .horizontal ? s.width : s.height) < 0 {
                        out.numbers.append(fitting(v))
                    }
                    out.items.append(ObjectIdentifier(v))
                    // The views an item vends for baselines (an inner stack's change with its own
                    // arrangement). Only a stack vends another view among the built-in kinds; asking a
                    // label or an image returned itself, retained.
                    if Self.vendsItselfForBaselines(v) {
                        out.items.append(ObjectIdentifier(v))
                        out.items.append(ObjectIdentifier(v))
                    } else {
                        out.items.append(ObjectIdentifier(v.viewForFirstBaselineLayout))
                        out.items.append(ObjectIdentifier(v.viewForLastBaselineLayout))
                    }
                    out.hidden.append(v.isHidden)
                }
            }
        }
        out.flags.append(stack.axis.rawValue)
        out.flags.append(stack.distribution.rawValue)
        out.flags.append(stack.alignment.rawValue)
        out.flags.append(stack.isBaselineRelativeArrangement ? 1 : 0)
        out.flags.append(stack.isLayoutMarginsRelativeArrangement ? 1 : 0)
    }

    /// Whether `v` is of a built-in kind that keeps UIView's `viewForFirstBaselineLayout` and
    /// `viewForLastBaselineLayout` (itself); an app's subclass may override them.
    static func vendsItselfForBaselines(_ v: View) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: v))
        return type == ObjectIdentifier(Label.self) || type == ObjectIdentifier(ImageView.self)
            || type == ObjectIdentifier(Button.self) || type == ObjectIdentifier(View.self)
    }

    mutating func add(_ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?,
                      _ ba: LayoutAttribute = .notAnAttribute, m: Double = 1, c: Double = 0,
                      p: LayoutPriority = .required, _ id: String) {
        let con = LayoutConstraint(anchor: a, aa, r, b, b == nil ? .notAnAttribute : ba, m, c)
        con.identifier = id
        con.origin = .stackView
        con.directionContext = stack
        con.setInitialPriority(p)
        out.append(con)
    }

    mutating func makeGuide(_ name: String, _ index: Int) -> LayoutGuide {
        let g = LayoutGuide(role: .stackInternal(name), owner: stack, identifier: "\(stack.identifier).\(name).\(index)")
        guides.append(g)
        return g
    }

    mutating func generate() {
        let items = stack.arrangedSubviews
        let visible = items.filter { !$0.isHidden }
        var alignment = stack.alignment
        if stack.axis == .vertical {
            if alignment == .firstBaseline { alignment = .leading }
            if alignment == .lastBaseline { alignment = .trailing }
        }
        vendBaselines(visible)
        generateHidden(items)
        guard let first = visible.first, let last = visible.last else { return }
        generateAlong(visible, first: first, last: last)
        generateAcross(visible, first: first, alignment: alignment)
    }

    /// Horizontal stacks vend their tallest item's baselines; vertical ones their first and last item's.
    mutating func vendBaselines(_ visible: [View]) {
        if stack.axis == .vertical {
            stack.vendedFirstBaselineView = visible.first.map { $0.viewForFirstBaselineLayout }
            stack.vendedLastBaselineView = visible.last.map { $0.viewForLastBaselineLayout }
            return
        }
        var tallest: View?
        var best = -Double.infinity
        for v in visible where intrinsic(v).height > best {
            best = intrinsic(v).height
            tallest = v
        }
        stack.vendedFirstBaselineView = tallest.map { $0.viewForFirstBaselineLayout }
        stack.vendedLastBaselineView = tallest.map { $0.viewForLastBaselineLayout }
    }

    /// Hidden items collapse to zero along the axis and sit at half spacing from their neighbours, weakly.
    mutating func generateHidden(_ items: [View]) {
        var previous: View?
        for v in items {
            if v.isHidden {
                add(v, size, .equal, nil, .notAnAttribute, p: stackHidingPriority, "UISV-hiding")
                let half = stack.effectiveSpacing(after: previous, scale: scale) / 2
                if let p = previous {
                    add(v, lead, .equal, p, trail, c: half, p: 50, "UISV-spacing")
                } else {
                    add(canvas, lead, .equal, v, lead, p: 50, "UISV-canvas-connection")
                }
            }
            previous = v
        }
    }

    mutating func generateAlong(_ visible: [View], first: View, last: View) {
        let equalTypes = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        add(canvas, lead, .equal, first, lead, "UISV-canvas-connection")
        add(canvas, trail, .equal, last, trail, "UISV-canvas-connection")
        for (prev, next) in zip(visible, visible.dropFirst()) {
            let s = stack.effectiveSpacing(after: prev, scale: scale)
            let rel: LayoutRelation = equalTypes ? .greaterThanOrEqual : .equal
            if stack.isBaselineRelativeArrangement, stack.axis == .vertical {
                add(next, .firstBaseline, rel, prev, .lastBaseline, c: s, "UISV-spacing")
            } else {
                add(next, lead, rel, prev, trail, c: s, "UISV-spacing")
            }
        }
        if stack.axis == .horizontal { disambiguateTextWidths(visible) }
        switch stack.distribution {
        case .fill: break
        case .fillEqually: fillEqually(visible, first: first)
        case .fillProportionally: fillProportionally(visible, first: first)
        case .equalSpacing: distribute(visible, from: trail, to: lead, name: "UISV-distributing-edge", centering: false)
        case .equalCentering: distribute(visible, from: center, to: center, name: "UISV-distributing-edge", centering: true)
        }
    }

    /// Several wrapping labels side by side would share the width ambiguously; UIKit gives each an equal
    /// share, `width == canvas.width/n − spacing·(n−1)/n`, at min(max(CR, CH) + 10, 999) (the legacy form, 760).
    mutating func disambiguateTextWidths(_ visible: [View]) {
        let wrapping = visible.filter { $0.intrinsicHeightDependsOnWidth }
        guard wrapping.count > 1 else { return }
        let n = Double(visible.count)
        let s = stack.effectiveSpacing(after: nil, scale: scale)
        for v in wrapping {
            let p = min(max(v.contentCompressionResistancePriority(for: .horizontal).rawValue,
                            v.contentHuggingPriority(for: .horizontal).rawValue) + 10, 999)
            add(v, .width, .equal, canvas, .width, m: 1 / n, c: -s * (n - 1) / n, p: LayoutPriority(p), "UISV-text-width-disambiguation")
        }
    }

    mutating func fillEqually(_ visible: [View], first: View) {
        for v in visible.dropFirst() { add(v, size, .equal, first, size, "UISV-fill-equally") }
    }

    /// `item.size == L_i / (ΣL + spacing·(n−1)) × canvas.size` at 999 − i (not below 751), where L_i is
    /// the intrinsic length, or the fitting length for an item without one.
    mutating func fillProportionally(_ visible: [View], first: View) {
        let lengths = visible.map { v -> Double in
            let s = intrinsic(v)
            let length = stack.axis == .horizontal ? s.width : s.height
            return max(length < 0 ? fitting(v) : length, 0)
        }
        let s = stack.effectiveSpacing(after: nil, scale: scale)
        let gaps = s * Double(visible.count - 1)
        let total = lengths.filter { $0 > 0 }.reduce(0, +) + gaps
        guard total > max(gaps, 1) else { return fillEqually(visible, first: first) }
        for (i, v) in visible.enumerated() {
            if lengths[i] <= 0 {
                add(v, size, .equal, nil, .notAnAttribute, "UISV-fill-proportionally")
                continue
            }
            let m = lengths[i] / total
            let p: LayoutPriority = m == 1 ? .required : LayoutPriority(Float(max(999 - i, 751)))
            add(v, size, .equal, canvas, size, m: m, p: p, "UISV-fill-proportionally")
        }
    }

    /// Equal spacing: gap guides between neighbours made equal (required); equal centering: guides between
    /// centres made equal at 150 − index (not below 50). Both keep the stack tight at 49.
    mutating func distribute(_ visible: [View], from: LayoutAttribute, to: LayoutAttribute, name: String, centering: Bool) {
        var firstGuide: LayoutGuide?
        for (k, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let g = makeGuide(centering ? "UISV-centering-guide" : "UISV-gap-guide", k)
            add(g, lead, .equal, pair.0, from, name)
            add(g, trail, .equal, pair.1, to, name)
            if let g0 = firstGuide {
                let p: LayoutPriority = centering ? LayoutPriority(Float(max(150 - k, 50))) : .required
                add(g, size, .equal, g0, size, p: p, "UISV-fill-equally")
            } else {
                firstGuide = g
            }
            add(g, crossLead, .equal, stack, crossLead, name)
            add(g, crossSize, .equal, nil, .notAnAttribute, name)
        }
        add(canvas, size, .equal, nil, .notAnAttribute, p: 49, "UISV-canvas-fit")
    }

    mutating func generateAcross(_ visible: [View], first: View, alignment: StackView.Alignment) {
        if alignment == .fill {
            add(canvas, crossLead, .equal, first, crossLead, "UISV-canvas-connection")
            add(canvas, crossTrail, .equal, first, crossTrail, "UISV-canvas-connection")
            for v in visible.dropFirst() {
                add(first, crossLead, .equal, v, crossLead, "UISV-alignment")
                add(first, crossTrail, .equal, v, crossTrail, "UISV-alignment")
            }
            return
        }
        let aligned: LayoutAttribute
        switch alignment {
        case .leading: aligned = crossLead
        case .trailing: aligned = crossTrail
        case .center: aligned = crossCenter
        case .firstBaseline: aligned = .firstBaseline
        default: aligned = .lastBaseline
        }
        for v in visible.dropFirst() { add(first, aligned, .equal, v, aligned, "UISV-alignment") }
        let spanner = makeGuide("UISV-alignment-spanner", 0)
        for v in visible {
            if alignment == .leading {
                add(spanner, crossLead, .equal, v, crossLead, p: 999.5, "UISV-spanning-boundary")
            } else {
                add(spanner, crossLead, .lessThanOrEqual, v, crossLead, "UISV-spanning-boundary")
            }
            if alignment == .trailing {
                add(spanner, crossTrail, .equal, v, crossTrail, p: 999.5, "UISV-spanning-boundary")
            } else {
                add(spanner, crossTrail, .greaterThanOrEqual, v, crossTrail, "UISV-spanning-boundary")
            }
        }
        add(spanner, crossSize, .equal, nil, .notAnAttribute, p: 51, "UISV-spanning-fit")
        let acrossPosition: LayoutAttribute = stack.axis == .horizontal ? .leading : .top
        add(spanner, acrossPosition, .equal, canvas, acrossPosition, "UISV-alignment-spanner")
        add(spanner, size, .equal, canvas, size, "UISV-alignment-spanner")
        switch alignment {
        case .leading:
            add(canvas, crossLead, .equal, first, crossLead, "UISV-canvas-connection")
            add(canvas, crossTrail, .equal, spanner, crossTrail, "UISV-canvas-connection")
        case .trailing:
            add(canvas, crossLead, .equal, spanner, crossLead, "UISV-canvas-connection")
            add(canvas, crossTrail, .equal, first, crossTrail, "UISV-canvas-connection")
        case .center:
            add(canvas, crossLead, .equal, spanner, crossLead, "UISV-canvas-connection")
            add(canvas, crossTrail, .equal, spanner, crossTrail, "UISV-canvas-connection")
            add(canvas, crossCenter, .equal, first, crossCenter, "UISV-canvas-connection")
        case .firstBaseline:
            // The canvas's top goes to the first item's top as an inequality (UIKit's arrangement picks
            // item 0 for the top when aligning first baselines, and a non-top alignment makes that
            // connection `<=`); its bottom to the spanner. canvas-fit @49 then pulls the top down to the
            // first item, so a taller later item overhangs the stack's top (IB stores such a button at
            // y −4.5 in a 25.5-tall stack).
            add(canvas, crossLead, .lessThanOrEqual, first, crossLead, "UISV-canvas-connection")
            add(canvas, crossTrail, .equal, spanner, crossTrail, "UISV-canvas-connection")
            add(canvas, crossSize, .equal, nil, .notAnAttribute, p: 49, "UISV-canvas-fit")
        default:
            // Last baselines mirror it: the top to the spanner, the bottom `>=` the first item's bottom.
            add(canvas, crossLead, .equal, spanner, crossLead, "UISV-canvas-connection")
            add(canvas, crossTrail, .greaterThanOrEqual, first, crossTrail, "UISV-canvas-connection")
            add(canvas, crossSize, .equal, nil, .notAnAttribute, p: 49, "UISV-canvas-fit")
        }
        for v in visible {
            let s = intrinsic(v)
            if (stack.axis == .horizontal ? s.height : s.width) < 0 {
                add(v, crossSize, .equal, nil, .notAnAttribute, p: 25, "UISV-ambiguity-suppression")
            }
        }
    }
}
