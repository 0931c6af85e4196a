// The layout engine: keeps one solver per view tree, reconciles the tree's constraints into it,
// and runs solve → measure → re-solve passes until wrapping text and guide insets settle.

/// Per-view state the engine keeps between layouts.
final class ViewData {
    let view: View
    var contentConstraints: [LayoutConstraint] = []
    var autoresizing: [LayoutConstraint] = []
    var autoresizingKey: [Double] = []
    /// The superview `autoresizing` relates the view to: a view moved to another superview with the
    /// same frame (a row rebuilt in `layoutSubviews`) needs new constraints, not the old parent's.
    weak var autoresizingSuperview: View?
    var bindings: [(role: GuideRole, constraints: [LayoutConstraint])] = []
    var insets = GuideInsets()
    var measuredWidth: Double?
    /// The superview width a `widthSetBySuperviewLayout` view's width was set from in this pass.
    var encapsulatedSuperWidth: Double?
    var frame = Rect.zero
    /// What `loweringInputs` read of this view at the last layout (nil before its first).
    var loweredSemantic: SemanticContentAttribute?
    var loweredAlignment = EdgeInsets.zero
    /// The intrinsic size read in collection round `intrinsicRound` (stack signatures, arrangements
    /// and content-size rows all ask; one read per view per pass).
    var intrinsic = Size.zero
    var intrinsicRound = -1
    /// What `intrinsic` was read under, for a view whose reads are skipped while it stands.
    var intrinsicKey: IntrinsicKey?
    /// The view's solver variables (set when it joins the tree; the same as `itemVariables` holds).
    var variables = ItemVariables(minX: -1, minY: -1, width: -1, height: -1)
    /// The view's installed constraints when every item of each was last found in the tree, and the
    /// tree generation then: the same constraints in the same tree need no look at their items.
    var installedInside: [LayoutConstraint] = []
    var installedInsideGeneration = -1
    init(view: View) { self.view = view }
}

/// One constraint as it stands in the solver.
final class Entry {
    let constraint: LayoutConstraint
    /// The constraint's items, read once (its references are weak; the engine retains its items).
    let first: LayoutItem
    let second: LayoutItem?
    let serial: Int
    var row: Row
    /// What `row` was lowered from; nil when it must be lowered every pass (`loweringInputs`).
    var inputs: LoweringInputs?
    /// The constraint's `loweringRevision` when `inputs` were read.
    var revision = 0
    var handle: Int?
    var broken = false
    /// The row that was refused, so an unchanged broken constraint is not retried every pass.
    var attemptedRow: Row?
    /// The diagnostic for a broken constraint, repeated in every layout while it stays broken.
    var conflict: Diagnostic?
    /// The `reconcile` round that last asked for the constraint.
    var round = 0
    /// Made in the current round.
    var isFresh = true
    init(constraint: LayoutConstraint, serial: Int, row: Row) {
        self.constraint = constraint; self.serial = serial; self.row = row
        first = constraint.firstItem
        second = constraint.secondItem
    }
}

/// Lays out one view tree in an environment. Not thread-safe; one engine per tree.
///
/// `layout()` brings the solver up to date with the tree (only changed constraints are touched) and
/// returns frames; `update(environment:)` re-solves for a rotation or another device in place.
public final class LayoutEngine {
    public let root: View
    public private(set) var environment: Environment
    let measurer: any TextMeasuring
    /// Bound on solve → measure → re-solve passes (UIKit's multi-line labels need two).
    public var maximumPasses = 6
    /// Whether results include per-view ambiguity (costs one query per variable).
    public var checksAmbiguity = true

    let solver = SolverBridge()
    var itemVariables: [ObjectIdentifier: ItemVariables] = [:]
    var retainedItems: [LayoutItem] = []
    var entries: [ObjectIdentifier: Entry] = [:]
    var entryOrder: [Entry] = []
    var entryByHandle: [Int: Entry] = [:]
    /// The entries of `entryOrder` results may report (app constraints and autoresizing ones, whose
    /// origin never changes), kept while the order stands; nil when it changed.
    var reportedEntries: [Entry]?
    var serialCounter = 0
    /// The constraints `guideBindings` last read, and the guide uses it found in them.
    var guideUseSource: [LayoutConstraint] = []
    /// What the last `collectConstraints` returned (the next one is built against it).
    var lastCollected: [LayoutConstraint] = []
    var guideUses: [GuideUse] = []
    var reconcileRound = 0
    /// Counts `collectConstraints` calls: the key of `ViewData.intrinsic`.
    var collectionRound = 0
    /// A stack signature's storage, swapped with a stack's when they differ (no allocation when equal).
    var signatureScratch = StackSignature()
    var viewData: [ObjectIdentifier: ViewData] = [:]
    var encapsulated: [LayoutConstraint] = []
    var diagnostics: [Diagnostic] = []
    var treeViews: [View] = []
    /// `data(_:)` of each of `treeViews`, in the same order (hot loops read it without hashing).
    var treeData: [ViewData] = []
    /// Each tree view's superview's index in `treeViews` (-1 for the root).
    var treeParent: [Int] = []
    /// The tree's stack views in tree order (`collectConstraints` generates them in reverse).
    var treeStacks: [StackView] = []
    /// Moves whenever the tree's views change (`ViewData.installedInside` is kept for one generation).
    var treeGeneration = 0
    /// The sum of the tree views' `guidesRevision`s when the generation was last checked.
    var treeGuidesRevisions = 0
    /// `collectTree`'s state: views walked, whether all were last pass's in the same places, and the
    /// sum of their `guidesRevision`s.
    var treeWalkCount = 0
    var treeWalkSame = true
    var treeGuidesWalked = 0
    /// Each view's name in results for the current pass (`resultIdentifier`).
    var resultNames: [ObjectIdentifier: String] = [:]
    /// The app's property names for its views, read afresh each pass (properties may change).
    var propertyNames = PropertyNames()
    var inTree: Set<ObjectIdentifier> = []
    /// Whether a view of the tree carries additional safe-area insets (`GuideRole.additionalSafeArea`).
    var hasAdditionalSafeArea = false
    /// Whether the tree holds a `ScrollView` (whose content inset the engine adjusts each pass).
    var hasScrollViews = false
    /// Whether anything `loweringInputs` reads outside the constraints moved since the last layout
    /// (`loweringContextMoved`); when not, a constraint whose revision stands keeps its row unread.
    var loweringContextChanged = true
    var loweredDirection: LayoutDirection?
    var loweredWithScrollViews = false

    /// Throws when the environment cannot be laid out in (a non-finite or negative window size, a
    /// non-finite safe-area inset, a scale that is not positive); the tree is only read by `layout()`.
    public init(root: View, environment: Environment, measurer: any TextMeasuring) throws {
        try environment.validate()
        self.root = root
        self.environment = environment
        self.measurer = measurer
        encapsulated = [
            encapsulatedConstraint(.left, "UIView-Encapsulated-Layout-Left"),
            encapsulatedConstraint(.top, "UIView-Encapsulated-Layout-Top"),
            encapsulatedConstraint(.width, "UIView-Encapsulated-Layout-Width"),
            encapsulatedConstraint(.height, "UIView-Encapsulated-Layout-Height"),
        ]
        // A top-level tree is hosted (layoutIfNeeded re-runs this engine); a subtree measured
        // on its own for a fitting size is not.
        if root.superview == nil { root.hostingEngine = self }
    }

    private func encapsulatedConstraint(_ a: LayoutAttribute, _ id: String) -> LayoutConstraint {
        let c = LayoutConstraint(anchor: root, a, .equal, nil, .notAnAttribute, 1, 0)
        c.identifier = id
        c.origin = .encapsulated
        return c
    }

    /// Lays out the tree as it is now.
    public func layout() -> LayoutResult { runInContext() }

    /// UIView.systemLayoutSizeFitting along `axis`, as a stack measures a fill-proportionally item:
    /// the view's subtree laid out on its own (constraints held outside it do not apply), its
    /// length along `axis` pulled to 0 at `fittingSizeLevel` (compressed), its length across fixed
    /// to `across` when given and otherwise compressed too.
    static func fittingLength(of view: View, axis: LayoutAxis, across: Double?, environment: Environment,
                              measurer: any TextMeasuring) -> Double {
        var env = environment
        env.safeAreaInsets = .zero
        let a = max(across ?? 0, 0)
        env.windowSize = axis == .vertical ? Size(width: a, height: 0) : Size(width: 0, height: a)
        guard let engine = try? LayoutEngine(root: view, environment: env, measurer: measurer) else { return 0 }
        engine.checksAmbiguity = false
        engine.measuresRoot = true
        // encapsulated: left, top, width, height.
        let along = axis == .horizontal ? 2 : 3, acrossIndex = axis == .horizontal ? 3 : 2
        engine.encapsulated[along].setInitialPriority(.fittingSizeLevel)
        if across == nil { engine.encapsulated[acrossIndex].setInitialPriority(.fittingSizeLevel) }
        // Stacks inside regenerate for the sub-layout's measurements; the outer layout keeps its own.
        let saved = StackState.save(view)
        let frames = laidOutFrames(view)
        _ = engine.layout()
        saved.forEach { $0.restore() }
        restore(frames)
        let frame = engine.data(view).frame
        return axis == .horizontal ? frame.width : frame.height
    }

    /// Changes the environment (rotation, device, direction, text size) and re-solves in place:
    /// the window size and every inset become constant changes of existing constraints.
    public func update(environment newEnvironment: Environment) throws -> LayoutResult {
        try newEnvironment.validate()
        environment = newEnvironment
        return runInContext()
    }

    // MARK: Passes

    /// Bound on the rounds of `layoutSubviews()` whose assigned frames are solved again (UIKit's
    /// layout loop); a view that moves its subviews on every call stops here instead of spinning.
    public var layoutSubviewsRounds = 4

    /// A measuring engine (`fittingSize`, `fittingLength`): its root is the view measured, whose own
    /// `layoutSubviews` belongs to the real layout and is not called here.
    var measuresRoot = false

    /// A layout asked for while one runs (a cell's `preferredLayoutAttributesFitting` calling
    /// `layoutIfNeeded()`) does not re-enter the passes: the one under way lays the tree out.
    func run() -> LayoutResult {
        if isRunning { return LayoutResult(environment: environment, views: [], diagnostics: [], passes: 0) }
        isRunning = true
        defer { isRunning = false }
        return runPasses()
    }
    private var isRunning = false

    func runPasses() -> LayoutResult {
        var result = solveAll()
        for _ in 0..<layoutSubviewsRounds {
            // What app overrides may change: a frame (autoresizing turns it into constraints) or the tree.
            let before = treeViews.map { ($0.assignedFrame, $0.subviews.count) }
            let constraintsBefore = installedConstraintState()
            if measuresRoot {
                // UIKit's systemLayoutSizeFitting solves constraints; it never calls the measured
                // view's own layoutSubviews, which may measure itself (KeePassium's table footer sets
                // its height from systemLayoutSizeFitting there: calling it recursed without end).
                for s in root.subviews { callLayoutSubviews(s) }
            } else {
                callLayoutSubviews(root)
            }
            let after = treeViews.map { ($0.assignedFrame, $0.subviews.count) }
            if before.elementsEqual(after, by: { $0.0 == $1.0 && $0.1 == $1.1 }),
               installedConstraintState() == constraintsBefore { break }
            result = solveAll()
        }
        return result
    }

    /// Which constraints the tree's views hold, and each one's revision: an override that adds a
    /// constraint or changes a constant in `layoutSubviews` (an auto-growing text view sets its
    /// height from its width there) has UIKit lay the tree out again, and so does this engine.
    private func installedConstraintState() -> (identities: [ObjectIdentifier], revisions: [Int]) {
        var identities: [ObjectIdentifier] = [], revisions: [Int] = []
        for view in treeViews {
            for constraint in view.constraints {
                identities.append(ObjectIdentifier(constraint))
                revisions.append(constraint.loweringRevision)
            }
        }
        return (identities, revisions)
    }

    /// UIKit's order: a view lays out its subviews after it was laid out itself, so each override
    /// sees its own final bounds; the owning view controller hears of it after the root's.
    func callLayoutSubviews(_ view: View) {
        view.willLayoutSubviews?()
        view.layoutSubviews()
        view.didLayoutSubviews?()
        view.forEachSubview { callLayoutSubviews($0) }
    }

    /// UIKit's order: subviews update their constraints before their superview.
    func callUpdateConstraints(_ view: View) {
        view.forEachSubview { callUpdateConstraints($0) }
        view.updateConstraints()
    }

    func solveAll() -> LayoutResult {
        callUpdateConstraints(root)
        diagnostics = []
        resultNames = [:]
        propertyNames = PropertyNames()
        // The same views in the same places as last pass (every re-layout that did not change the
        // tree): the lists and the set stand.
        if collectTree() || treeGuidesWalked != treeGuidesRevisions {
            treeGuidesRevisions = treeGuidesWalked
            inTree = Set(treeViews.map(ObjectIdentifier.init))
            treeGeneration += 1
            hasScrollViews = treeViews.contains { $0 is ScrollView }
        }
        hasAdditionalSafeArea = treeViews.contains { Self.additionalSafeAreaInsets($0) != nil }
        for d in treeData where d.variables.minX < 0 { d.variables = variables(for: d.view) }
        loweringContextChanged = loweringContextMoved()
        // The root's frame is known before solving; its guides start right and save a pass.
        let rootData = data(root)
        rootData.frame = Rect(origin: .zero, size: environment.windowSize)
        rootData.insets = guideInsets(root, rootData, parent: nil, taken: (false, false))
        var passes = 0
        var unsettled: [String] = []
        while true {
            passes += 1
            reconcile(collectConstraints())
            readFrames()
            unsettled = refreshDerived()
            if unsettled.isEmpty || passes >= maximumPasses { break }
        }
        for e in entryOrder where e.broken { if let d = e.conflict { diagnostics.append(d) } }
        if !unsettled.isEmpty { diagnostics.append(.unsettled(passes: passes, views: unsettled)) }
        if checksAmbiguity { checkAmbiguity() }
        return buildResult(passes: passes)
    }

    /// Walks the tree in order into `treeViews`, `treeData`, `treeParent` and `treeStacks`, and sums
    /// the views' `guidesRevision`s into `treeGuidesWalked`; returns whether the lists changed.
    /// While the walk meets last pass's views in the same places nothing is written: appending
    /// retained each view, and releasing the old lists released each again (views are weakly
    /// referenced, so both go through their side tables).
    func collectTree() -> Bool {
        treeWalkCount = 0
        treeWalkSame = true
        treeGuidesWalked = 0
        collectTree(root, parent: -1)
        if treeWalkSame && treeWalkCount < treeViews.count { truncateTree(at: treeWalkCount) }
        if !treeWalkSame { treeStacks = treeViews.compactMap { $0 as? StackView } }
        return !treeWalkSame
    }

    private func collectTree(_ view: View, parent: Int) {
        let index = treeWalkCount
        treeWalkCount += 1
        treeGuidesWalked &+= view.guidesRevision
        if !(treeWalkSame && index < treeViews.count && treeViews[index] === view && treeParent[index] == parent) {
            if treeWalkSame { truncateTree(at: index) }
            treeViews.append(view)
            treeData.append(data(view))
            treeParent.append(parent)
        }
        view.forEachSubview { collectTree($0, parent: index) }
    }

    private func truncateTree(at index: Int) {
        treeWalkSame = false
        treeViews.removeSubrange(index...)
        treeData.removeSubrange(index...)
        treeParent.removeSubrange(index...)
    }

    /// Calls `body` with each tree view, its index and its data, in tree order, without retaining
    /// them: views are weakly referenced (superviews, constraint items), so each retain and release
    /// of one goes through its side table, and a walk of 1,000 views cost more than its work.
    /// `treeViews` and `treeData` hold them meanwhile; `body` must not change those lists.
    func forEachTreeView(_ body: (Int, View, ViewData) -> Void) {
        treeViews.withUnsafeBufferPointer { views in
            treeData.withUnsafeBufferPointer { data in
                for i in 0..<min(views.count, data.count) {
                    Unmanaged.passUnretained(views[i])._withUnsafeGuaranteedRef { v in
                        Unmanaged.passUnretained(data[i])._withUnsafeGuaranteedRef { d in body(i, v, d) }
                    }
                }
            }
        }
    }

    func data(_ view: View) -> ViewData {
        let key = ObjectIdentifier(view)
        if let d = viewData[key] { return d }
        let d = ViewData(view: view)
        viewData[key] = d
        return d
    }

    /// Creates an item's variables on first use, so creation order follows tree and constraint order.
    func variables(for item: LayoutItem) -> ItemVariables {
        let key = ObjectIdentifier(item)
        if let v = itemVariables[key] { return v }
        let name = item.identifier.isEmpty ? item.className : item.identifier
        let v = ItemVariables(minX: solver.makeVariable(name + ".minX"), minY: solver.makeVariable(name + ".minY"),
                              width: solver.makeVariable(name + ".width"), height: solver.makeVariable(name + ".height"))
        itemVariables[key] = v
        retainedItems.append(item)
        return v
    }

    func measureContext(for view: View) -> MeasureContext {
        MeasureContext(measurer: measurer, environment: environment,
                       resolvedWidth: view.intrinsicHeightDependsOnWidth ? data(view).measuredWidth : nil)
    }

    // MARK: Reading back

    func readFrames() {
        let values = solver.values()
        forEachTreeView { _, v, d in
            let vars = d.variables
            d.frame = Rect(x: values[vars.minX], y: values[vars.minY], width: values[vars.width], height: values[vars.height])
            if v.heightGivesWayToContent, let s = v.superview, inTree.contains(ObjectIdentifier(s)), let held = heldHeight(of: v, in: s) {
                d.frame.size.height = held
            }
        }
    }

    /// Re-measures wrapping text at the solved widths and recomputes guide insets from the solved frames.
    /// Returns the identifiers of views whose inputs changed (empty when the layout is stable).
    func refreshDerived() -> [String] {
        var changed: [String] = []
        // Per view, whether an ancestor is a scroll view whose adjusted content inset takes the vertical
        // unsafe area (`View.contentInsetTakesVerticalSafeArea`) or the horizontal one
        // (`ScrollView.adjustsHorizontalContentInset`): its content has no safe-area inset there.
        // Built top-down, as parents come first in the tree's order: each view leaves what its subviews
        // take (`takenBelow`), so no superview is read again (each read retained it).
        var taken: [(vertical: Bool, horizontal: Bool)] = []
        var takenBelow: [(vertical: Bool, horizontal: Bool)] = []
        taken.reserveCapacity(treeData.count)
        takenBelow.reserveCapacity(treeData.count)
        forEachTreeView { i, v, d in
            let parent = treeParent[i]
            taken.append(parent < 0 ? (false, false) : takenBelow[parent])
            if v.intrinsicHeightDependsOnWidth {
                let w = d.frame.width
                if d.measuredWidth.map({ abs($0 - w) > 1e-6 }) ?? true {
                    let before = v.measuredIntrinsicSize(measureContext(for: v))
                    d.measuredWidth = w
                    if v.measuredIntrinsicSize(measureContext(for: v)) != before { changed.append(resultIdentifier(v)) }
                }
            }
            if v.widthSetBySuperviewLayout, let s = v.superview, let w = d.encapsulatedSuperWidth,
               abs(data(s).frame.width - w) > 1e-6 {
                // The superview's own layout gave it another width: its subview follows next pass.
                changed.append(resultIdentifier(v))
            }
            let insets = guideInsets(v, d, parent: parent < 0 ? nil : treeData[parent], taken: taken[i])
            if insets != d.insets {
                d.insets = insets
                if !d.bindings.isEmpty { changed.append(resultIdentifier(v)) }
            }
            if hasScrollViews, let scroll = v as? ScrollView, refreshScrollState(scroll, d) { changed.append(resultIdentifier(v)) }
            takenBelow.append((taken[i].vertical || v.contentInsetTakesVerticalSafeArea,
                               taken[i].horizontal || hasScrollViews && (v as? ScrollView)?.adjustsHorizontalContentInset == true))
        }
        return changed
    }

    /// `parent`: the superview's data (nil for the root); `taken`: whether an ancestor's content inset
    /// takes the safe area on each axis (`refreshDerived`).
    func guideInsets(_ v: View, _ d: ViewData, parent: ViewData?, taken: (vertical: Bool, horizontal: Bool)) -> GuideInsets {
        let direction = v.effectiveLayoutDirection(in: environment)
        v.lastEffectiveDirection = direction
        var safe = MarginRules.safeArea(frame: d.frame, environment: environment)
        if hasAdditionalSafeArea { safe = withAdditionalSafeArea(v, safe) }
        if taken.vertical { safe.top = 0; safe.bottom = 0 }
        if taken.horizontal { safe.left = 0; safe.right = 0 }
        let own = MarginRules.ownMargins(v, isRoot: v === root, direction: direction, environment: environment)
        var superRect: Rect?
        if let sd = parent {
            superRect = MarginRules.inset(sd.frame, sd.insets.margins)
        }
        let margins = MarginRules.effectiveMargins(own: own, safeArea: safe, view: v, frame: d.frame, superMarginRect: superRect)
        return GuideInsets(safeArea: safe, margins: margins,
                           readable: MarginRules.readable(margins: margins, frame: d.frame, environment: environment))
    }

    func checkAmbiguity() {
        let ambiguous = solver.ambiguousVariables()
        // Nothing can move (the usual answer): no view to ask about, no ancestor to walk.
        if ambiguous.isEmpty { return }
        let views = treeViews.filter { $0 !== root && !isEffectivelyHidden($0) }
        // UIKit's engine holds a view's position relative to its superview, so a view pinned
        // inside a superview that is itself placed ambiguously is not ambiguous
        // (`hasAmbiguousLayout` is false): only the superview is. Here positions are the
        // window's, so such a view's minX or minY moves with its superview's; what is asked is
        // whether its offset from the superview is open. (Seen in `_autolayoutTrace` output:
        // a window flagged AMBIGUOUS LAYOUT above an unflagged root view, stackoverflow.com
        // question 18977380; a size is not relative, so a view sized by an ambiguous superview
        // stays ambiguous, as in question 14120083.)
        var pairs: [(Int, Int)] = []
        for v in views {
            guard let s = v.superview, s !== root, itemVariables[ObjectIdentifier(s)] != nil else { continue }
            let (mine, theirs) = (variables(for: v), variables(for: s))
            for (a, b) in [(mine.minX, theirs.minX), (mine.minY, theirs.minY)] where ambiguous.contains(a) && ambiguous.contains(b) {
                pairs.append((a, b))
            }
        }
        var followsSuperview = Set<Int>()
        for (pair, open) in zip(pairs, solver.ambiguousDifferences(pairs)) where !open { followsSuperview.insert(pair.0) }
        for v in views {
            let vars = variables(for: v)
            let h = [("minX", vars.minX), ("width", vars.width)].filter { ambiguous.contains($0.1) && !followsSuperview.contains($0.1) }
            let vv = [("minY", vars.minY), ("height", vars.height)].filter { ambiguous.contains($0.1) && !followsSuperview.contains($0.1) }
            if !h.isEmpty {
                diagnostics.append(.ambiguous(view: resultIdentifier(v), className: v.className, axis: .horizontal,
                                              variables: h.map { "\($0.0){id: \($0.1)}" }))
            }
            if !vv.isEmpty {
                diagnostics.append(.ambiguous(view: resultIdentifier(v), className: v.className, axis: .vertical,
                                              variables: vv.map { "\($0.0){id: \($0.1)}" }))
            }
        }
    }

    /// UIView.constraintsAffectingLayout(for:): the constraints in the solver that involve the view's
    /// position or size on one axis, as UIKit prints them, in the order they were added.
    public func constraintsAffectingLayout(for view: View, axis: LayoutAxis) -> [String] {
        guard let vars = itemVariables[ObjectIdentifier(view)] else { return [] }
        let mine: Set<Int> = axis == .horizontal ? [vars.minX, vars.width] : [vars.minY, vars.height]
        return entryOrder.filter { $0.handle != nil && $0.row.terms.contains { mine.contains($0.variable) } }
            .sorted { $0.serial < $1.serial }.map(describe)
    }

    func isEffectivelyHidden(_ v: View) -> Bool {
        var cur: View? = v
        while let c = cur {
            if c.isHidden { return true }
            if c === root { return false }
            cur = c.superview
        }
        return false
    }
}

/// A stack view's generated arrangement, saved around a fitting sub-layout.
struct StackState {
    let stack: StackView
    let generated: [LayoutConstraint]
    let guides: [LayoutGuide]
    let signature: StackSignature?
    let first: View?, last: View?

    /// Every stack view in `view`'s subtree, in tree order.
    static func save(_ view: View) -> [StackState] {
        var out: [StackState] = []
        if let s = view as? StackView {
            out.append(StackState(stack: s, generated: s.generated, guides: s.generatedGuides, signature: s.generatedSignature,
                                  first: s.vendedFirstBaselineView, last: s.vendedLastBaselineView))
        }
        for sub in view.subviews { out += save(sub) }
        return out
    }

    func restore() {
        stack.generated = generated
        stack.generatedGuides = guides
        stack.generatedSignature = signature
        stack.vendedFirstBaselineView = first
        stack.vendedLastBaselineView = last
    }
}
