// Gathering the constraints of one pass, in tree order: the root's window size, autoresizing
// translations, intrinsic content size, stack views, installed constraints, then system-guide bindings.

extension LayoutEngine {
    func collectConstraints() -> [LayoutConstraint] {
        collectionRound += 1
        var out = ConstraintList(previous: lastCollected)
        let sizes = [0, 0, environment.windowSize.width, environment.windowSize.height]
        for (c, value) in zip(encapsulated, sizes) { c.setEngineConstant(value) }
        out.add(contentsOf: encapsulated)
        // Reverse tree order reaches every stack after all its descendants: inner stacks first.
        for stack in treeStacks.reversed() { generateStack(stack) }
        forEachTreeView { _, v, d in
            if v !== root, v.translatesAutoresizingMaskIntoConstraints, let s = v.superview {
                out.add(contentsOf: autoresizing(v, superview: s, d))
            }
            appendContentSize(v, d, to: &out)
            if let stack = v as? StackView { out.add(contentsOf: stack.generated) }
            if hasScrollViews, let scroll = v as? ScrollView { out.add(contentsOf: scroll.guideConstraints()) }
            let installed = v.constraints
            if d.installedInsideGeneration == treeGeneration, Self.sameReferences(installed, d.installedInside) {
                out.add(contentsOf: installed)
            } else {
                var inside = true
                for c in installed {
                    if let outside = outsideItem(c) {
                        diagnostics.append(.outsideHierarchy(constraint: c.debugSummary, view: outside))
                        inside = false
                    } else {
                        out.add(c)
                    }
                }
                d.installedInside = inside ? installed : []
                d.installedInsideGeneration = inside ? treeGeneration : -1
            }
            for p in v.constraintProblems {
                diagnostics.append(.invalidConstraint(constraint: p.constraint.debugSummary, message: p.error.description))
            }
        }
        out.add(contentsOf: guideBindings(for: out))
        lastCollected = out.finish()
        return lastCollected
    }

    /// The view's intrinsic size, read once per collection: nothing it depends on (the text, the width
    /// it is measured at) moves between the stacks' reads and the content-size rows.
    func intrinsicSize(_ v: View) -> Size { intrinsicSize(v, data(v)) }

    /// `intrinsicSize(_:)` for a view whose data the caller holds (no table lookup).
    ///
    /// A plain view's or stack's is its fixed size; a built-in label's or image view's is read again
    /// only when its `intrinsicRevision` or what it is measured in moved (a rotation re-reads none:
    /// each read built a text request and swapped the view's measuring context, a tenth of a
    /// re-layout). An app's subclass may read anything (traits, sizes) and is read every pass.
    func intrinsicSize(_ v: View, _ d: ViewData) -> Size {
        if d.intrinsicRound == collectionRound { return d.intrinsic }
        d.intrinsicRound = collectionRound
        let type = ObjectIdentifier(Swift.type(of: v))
        if type == ObjectIdentifier(View.self) || type == ObjectIdentifier(StackView.self) {
            // UIView's own answer (`View.intrinsicContentSize(_:)`), which neither class overrides.
            d.intrinsic = v.fixedIntrinsicContentSize
            return d.intrinsic
        }
        // A label's attributed text is an object the app may still mutate: read every pass.
        let revised = type == ObjectIdentifier(ImageView.self)
            || type == ObjectIdentifier(Label.self) && (v as? Label)?.attributedStorage == nil
        guard revised else {
            d.intrinsic = v.measuredIntrinsicSize(measureContext(for: v))
            d.intrinsicKey = nil
            return d.intrinsic
        }
        let key = IntrinsicKey(revision: v.intrinsicRevision, category: environment.contentSizeCategory, scale: environment.scale,
                               locale: environment.localeIdentifier,
                               resolvedWidth: v.intrinsicHeightDependsOnWidth ? d.measuredWidth : nil)
        if d.intrinsicKey != key {
            d.intrinsic = v.measuredIntrinsicSize(measureContext(for: v))
            d.intrinsicKey = key
        }
        return d.intrinsic
    }

    /// The name of an item of `c` that is not in this tree, if any.
    func outsideItem(_ c: LayoutConstraint) -> String? {
        for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
            guard let v = (item as? View) ?? item.containerView, inTree.contains(ObjectIdentifier(v)) else {
                return item.debugName
            }
        }
        return nil
    }

    /// Stacks regenerate only when an input changed; inner stacks first, so outer ones see vended baselines.
    func generateStack(_ stack: StackView) {
        // Only a fill-proportionally stack measures items by fitting (a cache and two closures each).
        let fitting = stack.distribution == .fillProportionally ? proportionalFitting(stack) : { _ in 0 }
        StackArrangement.signature(stack, scale: environment.scale, intrinsic: intrinsicSize, fitting: fitting, into: &signatureScratch)
        if stack.generatedSignature == signatureScratch { return }
        var signature = StackSignature()
        swap(&signature, &signatureScratch)
        if let old = stack.generatedSignature { signatureScratch = old }
        var arrangement = StackArrangement(stack: stack, scale: environment.scale, intrinsic: { [unowned self] v in self.intrinsicSize(v) })
        arrangement.fitting = fitting
        arrangement.generate()
        stack.generated = arrangement.out
        stack.generatedGuides = arrangement.guides
        stack.generatedSignature = signature
    }

    /// The fitting length of a fill-proportionally stack's items (UIKit's
    /// `_proportionalFillLengthForOrderedArrangement:` falls back to `systemLayoutSizeFittingSize:` for an
    /// item without an intrinsic length): a vertical, fill-aligned stack fits items at its current
    /// width (from the previous pass); otherwise they are compressed on both axes.
    func proportionalFitting(_ stack: StackView) -> (View) -> Double {
        let across: Double? = stack.axis == .vertical && stack.alignment == .fill ? data(stack).frame.width : nil
        let environment = self.environment, measurer = self.measurer, axis = stack.axis
        let cache = FittingCache()
        return { v in
            if let known = cache.lengths[ObjectIdentifier(v)] { return known }
            let length = LayoutEngine.fittingLength(of: v, axis: axis, across: across, environment: environment, measurer: measurer)
            cache.lengths[ObjectIdentifier(v)] = length
            return length
        }
    }

    /// A view's autoresizing constraints, rebuilt only when its frame or mask changes. The superview size
    /// they are relative to is the superview's frame as set, else (for the root) the window size, else its last solved size.
    /// A `widthSetBySuperviewLayout` view's width is a required constant: its superview's solved
    /// width from the previous pass (its assigned width in the first), so its content never widens
    /// the superview, and a content that needs more breaks inside it (facts §6).
    func autoresizing(_ v: View, superview s: View, _ d: ViewData) -> [LayoutConstraint] {
        var superSize = s.assignedFrame.size
        if superSize == .zero { superSize = s === root ? environment.windowSize : data(s).frame.size }
        var encapsulatedWidth: Double?, superWidthUsed: Double?
        if v.widthSetBySuperviewLayout {
            // The mask's width relation, evaluated once at the superview's width: an inset-grouped
            // table's cells keep their insets.
            let superWidth = d.encapsulatedSuperWidth == nil ? superSize.width : data(s).frame.width
            superWidthUsed = superWidth
            let mask = v.autoresizingMask
            let h = Autoresizing.axis(start: v.assignedFrame.minX, length: v.assignedFrame.width, superLength: superSize.width,
                                      flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                                      flexibleEnd: mask.contains(.flexibleRightMargin))
            encapsulatedWidth = h.sm * superWidth + h.sc
        }
        let key = [v.assignedFrame.minX, v.assignedFrame.minY, v.assignedFrame.width, v.assignedFrame.height,
                   Double(v.autoresizingMask.rawValue), encapsulatedWidth ?? -1]
        if key == d.autoresizingKey, d.autoresizingSuperview === s, !d.autoresizing.isEmpty { return d.autoresizing }
        var made = Autoresizing.constraints(for: v, superview: s, superSize: superSize)
        if let w = encapsulatedWidth, made.count == 4 {
            let c = LayoutConstraint(anchor: v, .width, .equal, nil, .notAnAttribute, 1, w)
            c.identifier = "UIView-Encapsulated-Layout-Width"
            c.origin = .encapsulated
            made[2] = c
        }
        if v.heightGivesWayToContent, made.count == 4 {
            // Never taller than the cell: its full height, the limit docs/ib-round-cellconflicts.md measured (the
            // histories do not tell it from the content view's own, 1 point shorter below an Xcode 8 separator).
            let limit = LayoutConstraint(anchor: v, .height, .lessThanOrEqual, s, .height, 1, 0)
            limit.origin = made[3].origin
            made.append(limit)
        }
        d.encapsulatedSuperWidth = superWidthUsed
        d.autoresizing = made
        d.autoresizingKey = key
        d.autoresizingSuperview = s
        return d.autoresizing
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) per axis with an
    /// intrinsic size, appended to `out` (a list per view per pass cost a thousand allocations).
    func appendContentSize(_ v: View, _ d: ViewData, to out: inout ConstraintList) {
        if v is StackView { return }
        let size = intrinsicSize(v, d)
        if size.width < 0, size.height < 0 { return }
        if d.contentConstraints.isEmpty {
            for (a, r) in [(LayoutAttribute.width, LayoutRelation.lessThanOrEqual), (.width, .greaterThanOrEqual),
                           (.height, .lessThanOrEqual), (.height, .greaterThanOrEqual)] {
                let c = LayoutConstraint(anchor: v, a, r, nil, .notAnAttribute, 1, 0)
                c.origin = .contentSize(a.axis)
                d.contentConstraints.append(c)
            }
        }
        for (i, c) in d.contentConstraints.enumerated() {
            let axis: LayoutAxis = i < 2 ? .horizontal : .vertical
            let value = axis == .horizontal ? size.width : size.height
            guard value >= 0, value.isFinite else { continue }
            c.setEngineConstant(value)
            c.setInitialPriority(i % 2 == 0 ? v.contentHuggingPriority(for: axis) : v.contentCompressionResistancePriority(for: axis))
            out.add(c)
        }
    }

    /// Binds each system guide that a constraint uses to its view: `guide.left == view.left + inset`, and so on.
    func guideBindings(for list: ConstraintList) -> [LayoutConstraint] {
        struct Key: Hashable { let view: ObjectIdentifier; let role: GuideRole }
        // The uses depend only on the constraints' items and attributes (fixed per constraint): when
        // the list is the one read last time (every re-layout that only moved constants) they are kept.
        // `guideUseSource` is the start of `lastCollected` (it was read in the pass that collected it),
        // so a list that repeats that start needs no comparison.
        if !(list.matchesPrevious && list.count == guideUseSource.count) {
            let constraints = list.array
            if !Self.sameReferences(constraints, guideUseSource) {
                guideUses = Self.guideUses(in: constraints)
                guideUseSource = constraints
            }
        }
        var wanted: [(View, GuideRole)] = []
        var seen = Set<Key>()
        func need(_ view: View, _ role: GuideRole) {
            if seen.insert(Key(view: ObjectIdentifier(view), role: role)).inserted { wanted.append((view, role)) }
        }
        for use in guideUses {
            switch use {
            case .margins(let v): need(v, .layoutMargins)
            case .guide(let g): if let owner = g.owningView { need(owner, g.role) }
            }
        }
        var out: [LayoutConstraint] = []
        for (view, role) in wanted where inTree.contains(ObjectIdentifier(view)) {
            let d = data(view)
            if role == .keyboard {
                out += keyboardBinding(view, d)
                continue
            }
            let guide: LayoutGuide
            let insets: EdgeInsets
            switch role {
            case .safeArea: guide = view.safeAreaLayoutGuide; insets = d.insets.safeArea
            case .readableContent: guide = view.readableContentGuide; insets = d.insets.readable
            default: guide = view.layoutMarginsGuide; insets = d.insets.margins
            }
            let bound = binding(guide, role, [(.left, true), (.top, true), (.width, true), (.height, true)], to: view, d)
            let values = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
            for (c, value) in zip(bound, values) { c.setEngineConstant(value) }
            out += bound
        }
        return out
    }

    /// The guide's constraints to its view, made once per view and role and kept in its data: each
    /// attribute equal to the view's, or, where the view's is `nil`, to a constant length.
    private func binding(_ guide: LayoutGuide, _ role: GuideRole, _ attributes: [(LayoutAttribute, toView: Bool)],
                         to view: View, _ d: ViewData) -> [LayoutConstraint] {
        if let existing = d.bindings.first(where: { $0.role == role }) { return existing.constraints }
        let name = guide.debugName
        let bound = attributes.map { a, toView in
            let c = toView ? LayoutConstraint(anchor: guide, a, .equal, view, a, 1, 0)
                           : LayoutConstraint(anchor: guide, a, .equal, nil, .notAnAttribute, 1, 0)
            c.origin = .guideBinding
            c.identifier = "\(name)-\(a.name)"
            return c
        }
        d.bindings.append((role, bound))
        return bound
    }

    /// The hidden keyboard's guide: as wide as the view, its bottom at the view's bottom and its
    /// height the safe area's bottom inset (or zero when it does not use the safe area).
    private func keyboardBinding(_ view: View, _ d: ViewData) -> [LayoutConstraint] {
        let guide = view.keyboardLayoutGuide
        let bound = binding(guide, .keyboard, [(.left, true), (.width, true), (.bottom, true), (.height, false)], to: view, d)
        let height = guide.usesBottomSafeArea ? d.insets.safeArea.bottom : 0
        for (c, value) in zip(bound, [0, 0, 0, height]) { c.setEngineConstant(value) }
        return bound
    }
}

/// A constraint's use of a view's margins (a margin attribute) or of a system guide, in the order
/// `guideBindings` meets them; a guide's owner is read when the bindings are made.
enum GuideUse {
    case margins(View)
    case guide(LayoutGuide)
}

extension LayoutEngine {
    static func guideUses(in constraints: [LayoutConstraint]) -> [GuideUse] {
        var uses: [GuideUse] = []
        func visit(_ item: LayoutItem?, _ attribute: LayoutAttribute) {
            guard let item else { return }
            if attribute.marginBase != nil, let v = item as? View { uses.append(.margins(v)) }
            if let g = item as? LayoutGuide {
                switch g.role {
                case .safeArea, .layoutMargins, .readableContent, .keyboard: uses.append(.guide(g))
                default: break
                }
            }
        }
        for c in constraints {
            // The engine's own rows for sizes, autoresizing masks and the window name views by
            // frame attributes only: skipping them saves two weak reads and casts per row.
            switch c.origin {
            case .contentSize, .autoresizing, .encapsulated: continue
            case .app, .stackView, .guideBinding: break
            }
            visit(c.firstItem, c.firstAttribute)
            visit(c.secondItem, c.secondAttribute)
        }
        return uses
    }
}

extension LayoutEngine {
    /// Whether two lists hold the same objects in the same order, compared as the references' bits:
    /// `elementsEqual(by: ===)` retained and released both sides' elements, thousands per pass.
    static func sameReferences<T: AnyObject>(_ a: [T], _ b: [T]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { ab in
            b.withUnsafeBytes { bb in
                let words = ab.count / MemoryLayout<UInt>.stride
                for k in 0..<words where ab.load(fromByteOffset: k &* MemoryLayout<UInt>.stride, as: UInt.self)
                    != bb.load(fromByteOffset: k &* MemoryLayout<UInt>.stride, as: UInt.self) {
                    return false
                }
                return true
            }
        }
    }
}

/// The constraints of one pass, built against the last pass's list: while each one added is the one
/// at the same place last pass, nothing is written (appending retained each of ~5,000 per pass, and
/// dropping the last list released each again), and a pass that repeats the list returns it itself.
struct ConstraintList {
    let previous: [LayoutConstraint]
    private(set) var count = 0
    /// Whether everything added so far is `previous`'s start.
    private(set) var matchesPrevious = true
    private var built: [LayoutConstraint] = []

    init(previous: [LayoutConstraint]) { self.previous = previous }

    mutating func add(_ c: LayoutConstraint) {
        if matchesPrevious {
            if count < previous.count, Self.bits(previous, at: count) == UInt(bitPattern: ObjectIdentifier(c)) {
                count += 1
                return
            }
            diverge()
        }
        built.append(c)
        count += 1
    }

    mutating func add(contentsOf cs: [LayoutConstraint]) {
        if matchesPrevious {
            if count + cs.count <= previous.count, Self.repeats(cs, previous, at: count) {
                count += cs.count
                return
            }
            diverge()
        }
        built.append(contentsOf: cs)
        count += cs.count
    }

    /// The list so far.
    var array: [LayoutConstraint] { matchesPrevious ? Array(previous[0..<count]) : built }

    /// The whole list: `previous` itself when it was repeated.
    mutating func finish() -> [LayoutConstraint] {
        if matchesPrevious && count == previous.count { return previous }
        if matchesPrevious { diverge() }
        return built
    }

    private mutating func diverge() {
        matchesPrevious = false
        built.reserveCapacity(max(previous.count, 64))
        built.append(contentsOf: previous[0..<count])
    }

    /// The reference at `index` as its bits (read without retaining it).
    private static func bits(_ list: [LayoutConstraint], at index: Int) -> UInt {
        list.withUnsafeBytes { $0.load(fromByteOffset: index &* MemoryLayout<UInt>.stride, as: UInt.self) }
    }

    /// Whether `list` holds `part`'s references from `offset` on, compared as bits.
    private static func repeats(_ part: [LayoutConstraint], _ list: [LayoutConstraint], at offset: Int) -> Bool {
        part.withUnsafeBytes { pb in
            list.withUnsafeBytes { lb in
                let stride = MemoryLayout<UInt>.stride
                for k in 0..<(pb.count / stride) where pb.load(fromByteOffset: k &* stride, as: UInt.self)
                    != lb.load(fromByteOffset: (offset &+ k) &* stride, as: UInt.self) {
                    return false
                }
                return true
            }
        }
    }
}

/// What a built-in view's intrinsic size was last read under (`LayoutEngine.intrinsicSize`): its
/// own inputs' revision and the environment's that measuring reads.
struct IntrinsicKey: Equatable {
    var revision: Int
    var category: ContentSizeCategory
    var scale: Double
    var locale: String
    /// The width wrapping text was measured at (nil for text that does not wrap).
    var resolvedWidth: Double?
}

/// Fitting lengths measured during one stack generation (the signature and the arrangement ask twice).
final class FittingCache {
    var lengths: [ObjectIdentifier: Double] = [:]
}
