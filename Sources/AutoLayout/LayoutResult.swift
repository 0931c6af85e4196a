// Results: frames snapped to the pixel grid in window coordinates (facts §8), label lines and truncation.

/// Text a view draws, resolved for rendering.
public struct TextResult: Equatable, Sendable, Codable {
    public var text: String
    public var font: Font
    public var contentSizeCategory: ContentSizeCategory
    public var color: Color
    /// `natural` resolved to left or right by the view's effective direction.
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    /// Lines actually drawn in the final frame.
    public var lines: Int
    public var isTruncated: Bool
    /// The view's line limit (0: none), which tells truncation at the limit from clipping by height.
    public var numberOfLines: Int = 0
    /// For truncated single-line text: the width the text takes unconstrained. Wrapping with
    /// tracking can cut text that fits its width to within a pixel; audits compare this with
    /// the frame to tell real truncation from that boundary case.
    public var naturalWidth: Double?
}

/// One view's place in the result.
public struct ViewFrame: Equatable, Sendable, Codable {
    /// The view's identifier, or for an unnamed view its kind and index among siblings of that
    /// kind under its parent's name (`root.UILabel[1]`; see `LayoutEngine.resultIdentifier`).
    public var identifier: String
    public var className: String
    public var parent: String?
    /// In the superview's coordinates.
    public var frame: Rect
    /// In the window's coordinates.
    public var windowFrame: Rect
    public var isHidden: Bool
    public var alpha: Double
    public var backgroundColor: Color?
    public var border: Border?
    public var layoutDirection: LayoutDirection
    public var text: TextResult?
    /// Where the view was declared, when its builder said (`View.sourceLocation`).
    public var sourceLocation: String?
    /// A system control's state and tints, which rendering draws (`View.controlAppearance`).
    public var control: ControlAppearance? = nil
}

/// An app constraint named in a report: as UIKit prints it, the view it constrains (its first
/// item, or the view owning its first guide) and where it was declared.
public struct ConstraintReport: Equatable, Sendable, Codable {
    public var description: String
    public var view: String
    public var sourceLocation: String?
}

/// A layout: every view in tree order, and what went wrong.
public struct LayoutResult: Equatable, Sendable, Codable {
    public var environment: Environment
    public var views: [ViewFrame]
    public var diagnostics: [Diagnostic]
    /// Solve passes used (2 or more when wrapping text or guide insets needed re-solving).
    public var passes: Int
    /// The app constraints broken to recover from unsatisfiable ones, in diagnostic order, and the
    /// autoresizing height of a cell's content view that gave way to its content, if one did
    /// (`View.heightGivesWayToContent`; the only autoresizing constraint listed here).
    public var brokenConstraints: [ConstraintReport] = []
    /// Active app constraints on `left`/`right`, which do not follow right-to-left layout, except
    /// symmetric pairs (left to left and right to right of one item, opposite constants).
    public var absoluteDirectionConstraints: [ConstraintReport] = []

    public func view(_ identifier: String) -> ViewFrame? { views.first { $0.identifier == identifier } }
    /// The frame of a view in its superview's coordinates.
    public func frame(_ identifier: String) -> Rect? { view(identifier)?.frame }
    public func windowFrame(_ identifier: String) -> Rect? { view(identifier)?.windowFrame }
    /// UIView.hasAmbiguousLayout for one view (either axis, or the given one).
    public func hasAmbiguousLayout(_ identifier: String, axis: LayoutAxis? = nil) -> Bool {
        diagnostics.contains {
            if case let .ambiguous(view, _, a, _) = $0 { return view == identifier && (axis == nil || axis == a) }
            return false
        }
    }
    /// All diagnostics as UIKit-style text, blank-line separated.
    public var diagnosticText: String { diagnostics.map(\.text).joined(separator: "\n\n") }
}

/// Snaps a coordinate to the nearest 1/scale (half away from zero), after removing float noise
/// so that 20.4999999 counts as the tie 20.5.
public func roundToPixel(_ v: Double, scale: Double) -> Double {
    let p = ((v * scale) * 1e6).rounded() / 1e6
    let r = p.rounded(.toNearestOrAwayFromZero) / scale
    return r == 0 ? 0 : r
}

/// A window-space rectangle with each edge snapped; the size is the difference of the snapped edges.
public func roundRectToPixels(_ r: Rect, scale: Double) -> Rect {
    let x0 = roundToPixel(r.minX, scale: scale), y0 = roundToPixel(r.minY, scale: scale)
    let x1 = roundToPixel(r.maxX, scale: scale), y1 = roundToPixel(r.maxY, scale: scale)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

extension LayoutEngine {
    /// A view's name in results: its identifier (accessibilityIdentifier); else the name of the
    /// stored property of the app's code that holds it, after its parent's name
    /// (`root.replyView.nameLabel`, PropertyNames); else a name that survives unrelated edits: the
    /// parent's name, the view's kind and its index among its unnamed siblings of that kind
    /// (`root.UILabel[1]`, `card.UIStackView[0]`), so inserting a view of another kind renames
    /// nothing. The root without an identifier is `root`. Siblings that two properties would give
    /// one name keep kind and index.
    func resultIdentifier(_ v: View) -> String {
        if !v.identifier.isEmpty { return v.identifier }
        if let known = resultNames[ObjectIdentifier(v)] { return known }
        guard let parent = v.superview, v !== root else { return "root" }
        nameChildren(of: parent)
        return resultNames[ObjectIdentifier(v)] ?? "root"
    }

    /// Names every unnamed child of `parent` at once, since a property name is only kept when no
    /// sibling takes the same one, and kind indices count the siblings left without one.
    private func nameChildren(of parent: View) {
        let base = resultIdentifier(parent)
        let unnamed = parent.subviews.filter { $0.identifier.isEmpty }
        let held = unnamed.map { propertyNames.name(of: $0) }
        var uses: [String: Int] = [:]
        for case let name? in held { uses[name, default: 0] += 1 }
        var kindIndex: [String: Int] = [:]
        for (child, name) in zip(unnamed, held) {
            if let name, uses[name] == 1 {
                resultNames[ObjectIdentifier(child)] = "\(base).\(name)"
            } else {
                let kind = child.kindName
                let index = kindIndex[kind, default: 0]
                kindIndex[kind] = index + 1
                resultNames[ObjectIdentifier(child)] = "\(base).\(kind)[\(index)]"
            }
        }
    }

    func buildResult(passes: Int) -> LayoutResult {
        var views: [ViewFrame] = []
        views.reserveCapacity(treeViews.count)
        // Per view: its rectangle as solved (Auto Layout works on untransformed frames), snapped, and the
        // map from that space to the window that its subviews' rectangles go through (nil: none).
        var untransformed: [Rect] = []
        var placements: [ViewTransform?] = []
        untransformed.reserveCapacity(treeData.count)
        placements.reserveCapacity(treeData.count)
        let scale = environment.scale
        forEachTreeView { i, v, d in
            let parent = treeParent[i]
            // UIKit applies a view's transform about its centre (the layer's default anchor point), to
            // the view and everything inside it; an ancestor's applies after it. A layer's frame is
            // derived from its position, anchor point, bounds and transform (Apple's QA1620).
            var own: ViewTransform?
            if !v.transform.isIdentity {
                let c = Point(x: d.frame.midX, y: d.frame.midY)
                own = ViewTransform(translationX: -c.x, y: -c.y).concatenating(v.transform)
                    .concatenating(ViewTransform(translationX: c.x, y: c.y))
            }
            let inherited = parent >= 0 ? placements[parent] : nil
            let placement = own.map { o in inherited.map { o.concatenating($0) } ?? o } ?? inherited
            placements.append(placement)
            let plain = roundRectToPixels(d.frame, scale: scale)
            untransformed.append(plain)
            // Where it shows: the bounding box of its transformed corners (UIView.convert(_:to:)).
            let window = placement.map { roundRectToPixels(d.frame.applying($0), scale: scale) } ?? plain
            // UIKit's frame after layout: its own transform's bounding box, in the superview's
            // (untransformed) coordinates, on the pixel grid.
            var local = own.map { roundRectToPixels(d.frame.applying($0), scale: scale) } ?? plain
            var parentID: String?
            if parent >= 0 {
                let pr = untransformed[parent]
                local.origin = Point(x: local.minX - pr.minX, y: local.minY - pr.minY)
                parentID = views[parent].identifier
            }
            v.laidOutFrame = local
            v.laidOutSize = plain.size
            let direction = v.effectiveLayoutDirection(in: environment)
            views.append(ViewFrame(identifier: resultIdentifier(v), className: v.className, parent: parentID,
                                   frame: local, windowFrame: window, isHidden: v.isHidden, alpha: v.alpha,
                                   backgroundColor: v.backgroundColor, border: v.border, layoutDirection: direction,
                                   text: textResult(v, d, frame: plain, direction: direction), sourceLocation: v.sourceLocation,
                                   control: controlAppearance(of: v)))
        }
        var unique: [Diagnostic] = []
        for d in diagnostics where !unique.contains(d) { unique.append(d) }
        var broken: [ConstraintReport] = [], absolute: [Entry] = []
        let reported = reportedEntries ?? entryOrder.filter {
            switch $0.constraint.origin {
            case .app, .autoresizing: return true
            case .contentSize, .encapsulated, .stackView, .guideBinding: return false
            }
        }
        reportedEntries = reported
        for e in reported where e.constraint.origin == .app || LayoutEngine.heightGivesWay(e.constraint) {
            if e.broken, case .unsatisfiable? = e.conflict { broken.append(report(e)) }
            guard e.constraint.origin == .app else { continue }
            let attributes = [e.constraint.firstAttribute, e.constraint.secondAttribute]
            if attributes.contains(.left) || attributes.contains(.right) { absolute.append(e) }
        }
        // A view pinned left to left and right to right of the same item by opposite constants
        // stretches symmetrically: it looks the same mirrored, so neither pin is a finding.
        func mirrors(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
            a.firstItem === b.firstItem && a.secondItem === b.secondItem && a.relation == b.relation
                && a.multiplier == 1 && b.multiplier == 1 && a.constant == -b.constant
                && [a.firstAttribute, b.firstAttribute] == [a.secondAttribute, b.secondAttribute]
                && Set([a.firstAttribute, b.firstAttribute]) == [.left, .right]
        }
        let asymmetric = absolute.filter { e in !absolute.contains { $0 !== e && mirrors(e.constraint, $0.constraint) } }
        return LayoutResult(environment: environment, views: views, diagnostics: unique, passes: passes,
                            brokenConstraints: broken, absoluteDirectionConstraints: asymmetric.map(report))
    }

    private func report(_ e: Entry) -> ConstraintReport {
        let first = e.constraint.firstItem
        let view = (first as? View) ?? (first as? LayoutGuide)?.owningView
        return ConstraintReport(description: describe(e), view: view.map(resultIdentifier) ?? first.debugName,
                                sourceLocation: e.constraint.sourceLocation)
    }

    /// Lines drawn in the final frame: the text wrapped at the frame's width, cut to the lines whose
    /// full height fits (at least one), truncated when anything was cut.
    func textResult(_ v: View, _ d: ViewData, frame: Rect, direction: LayoutDirection) -> TextResult? {
        let string: String, font: Font, color: Color, alignment: TextAlignment, mode: LineBreakMode, limit: Int
        var category = environment.contentSizeCategory
        if let l = v as? Label {
            let run = l.runAttributes
            (string, font, color, alignment, mode, limit) = (l.shownText, l.shownFont, run.color ?? l.textColorStorage,
                                                             run.alignment ?? l.textAlignment, l.spec.lineBreakMode, l.numberOfLines)
            category = l.category(environment)
        } else if let b = v as? Button {
            (string, font, color, alignment, mode, limit) = (b.shownTitle, b.shownTitleFont, b.titleColor, .center, .byTruncatingMiddle, 1)
        } else if let t = v as? TextField {
            (string, font, color, alignment, mode, limit) = (t.shownText, t.fontStorage, (t.text?.isEmpty == false ? t.textColor : nil) ?? .black, t.textAlignment, .byClipping, 1)
        } else {
            return nil
        }
        // Rounding edges to the pixel grid can take up to a pixel off the width the solver gave;
        // UIKit ceils intrinsic sizes to pixels, so a label at its intrinsic width never truncates.
        var width = max(frame.width, d.frame.width)
        if let b = v as? Button { width -= b.effectiveInsets.left + b.effectiveInsets.right }
        if let t = v as? TextField { width -= t.horizontalPadding }
        var request = TextMeasureRequest(string: string, font: font.resolved(for: category), contentSizeCategory: category,
                                         maxWidth: max(width, 0) + 1e-9, numberOfLines: limit, lineBreakMode: mode,
                                         localeIdentifier: environment.localeIdentifier)
        // A label that shrinks its text to fit is drawn, and audited, at the size that fits.
        if let l = v as? Label { request.font = l.fittedFont(request, height: frame.height, measurer: measurer) }
        var m = string.isEmpty ? TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, isTruncated: false)
            : measurer.measure(request)
        if m.lineCount > 1, m.size.height > frame.height + 1e-6 {
            let lineHeight = m.size.height / Double(m.lineCount)
            // A frame held to a huge negative height would overflow Int(_:); at least one line shows.
            let whole = ((frame.height + 1e-6) / lineHeight).rounded(.down)
            let fit = whole >= 1 ? Int(min(whole, Double(m.lineCount))) : 1
            if fit < m.lineCount {
                request.numberOfLines = fit
                m = measurer.measure(request)
                m.isTruncated = true
            }
        }
        var naturalWidth: Double?
        if m.isTruncated && m.lineCount == 1 {
            var unconstrained = request
            unconstrained.maxWidth = nil
            naturalWidth = measurer.measure(unconstrained).size.width
        }
        var resolved = alignment
        if alignment == .natural { resolved = direction == .leftToRight ? .left : .right }
        return TextResult(text: string, font: request.font, contentSizeCategory: category, color: color, alignment: resolved,
                          lineBreakMode: mode, lines: m.lineCount, isTruncated: m.isTruncated, numberOfLines: limit,
                          naturalWidth: naturalWidth)
    }
}
