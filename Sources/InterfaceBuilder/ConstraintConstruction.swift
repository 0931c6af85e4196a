// IB guides and constraints → AutoLayout guides and constraints (xib-format §4, §5).
import AutoLayout

extension ViewTreeBuilder {
    /// Safe-area guides, scroll-view content and frame guides, keyboard guides and the legacy
    /// top/bottom layout guides, registered by IB id.
    mutating func makeGuides() throws(IBError) {
        for entry in built {
            let ib = entry.ib, view = entry.view
            if ib.elementName == "scrollView" {
                // Edges of a scroll view seen from its content are the content area's (at offset 0).
                let content = LayoutGuide(identifier: ib.id + ".content")
                view.addLayoutGuide(content)
                try activate([
                    content.leftAnchor.constraint(equalTo: view.leftAnchor),
                    content.topAnchor.constraint(equalTo: view.topAnchor),
                ], ib.location)
                // Only breaks ties when nothing sizes the content.
                let weakWidth = content.widthAnchor.constraint(equalTo: view.widthAnchor)
                let weakHeight = content.heightAnchor.constraint(equalTo: view.heightAnchor)
                weakWidth.priority = LayoutPriority(1)
                weakHeight.priority = LayoutPriority(1)
                try activate([weakWidth, weakHeight], ib.location)
                contentGuides[ib.id] = content
                // The content area's margins, for margin attributes related to the content.
                let m = Self.resolvedMargins(ib)
                let margins = LayoutGuide(identifier: ib.id + ".contentMargins")
                view.addLayoutGuide(margins)
                try activate([
                    margins.leftAnchor.constraint(equalTo: content.leftAnchor, constant: m.left),
                    margins.rightAnchor.constraint(equalTo: content.rightAnchor, constant: -m.right),
                    margins.topAnchor.constraint(equalTo: content.topAnchor, constant: m.top),
                    margins.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -m.bottom),
                ], ib.location)
                contentMarginGuides[ib.id] = margins
            }
            for guide in ib.guides {
                if items[guide.id] != nil {
                    throw IBError(guide.location, "duplicate id '\(guide.id)'")
                }
                switch guide.key {
                case "safeArea":
                    items[guide.id] = view.safeAreaLayoutGuide
                case "contentLayoutGuide":
                    if let content = contentGuides[ib.id] { items[guide.id] = content }
                case "frameLayoutGuide":
                    items[guide.id] = try pinnedGuide(guide.id, to: view, top: view.topAnchor, bottom: view.bottomAnchor,
                                                      location: guide.location)
                case "keyboard":
                    // A dismissed keyboard: the guide spans the bottom safe-area inset.
                    items[guide.id] = try pinnedGuide(guide.id, to: view, top: view.safeAreaLayoutGuide.bottomAnchor,
                                                      bottom: view.bottomAnchor, location: guide.location)
                default:
                    notes.append(IBNote(guide.location, "layout guide '\(guide.key)' is not modelled; pinned to its view"))
                    items[guide.id] = try pinnedGuide(guide.id, to: view, top: view.topAnchor, bottom: view.bottomAnchor,
                                                      location: guide.location)
                }
            }
        }
        // Pre-iOS-11 top and bottom layout guides: the status bar (or bars) and the bottom inset.
        if let controller = scene.controller, let root = items[scene.root.id] as? View {
            if let top = controller.topLayoutGuide {
                items[top.id] = try pinnedGuide(top.id, to: root, top: root.topAnchor,
                                                bottom: root.safeAreaLayoutGuide.topAnchor, location: top.location)
            }
            if let bottom = controller.bottomLayoutGuide {
                items[bottom.id] = try pinnedGuide(bottom.id, to: root, top: root.safeAreaLayoutGuide.bottomAnchor,
                                                   bottom: root.bottomAnchor, location: bottom.location)
            }
        }
    }

    private mutating func pinnedGuide(_ id: String, to view: View, top: YAxisAnchor, bottom: YAxisAnchor,
                                      location: IBLocation) throws(IBError) -> LayoutGuide {
        let guide = LayoutGuide(identifier: id)
        view.addLayoutGuide(guide)
        try activate([
            guide.leftAnchor.constraint(equalTo: view.leftAnchor),
            guide.rightAnchor.constraint(equalTo: view.rightAnchor),
            guide.topAnchor.constraint(equalTo: top),
            guide.bottomAnchor.constraint(equalTo: bottom),
        ], location)
        return guide
    }

    func activate(_ constraints: [LayoutConstraint], _ location: IBLocation) throws(IBError) {
        do {
            try LayoutConstraint.activateChecked(constraints)
        } catch {
            throw IBError(location, "\(error)")
        }
    }

    /// IB-canvas emulation, not UIKit: each view named in `storedFrameTies` gets its stored
    /// position and size on the given axes at `storedFramePriority`. `IBDocument.layout` names only
    /// views a first layout found ambiguous on that axis, so the ties decide nothing UIKit's own
    /// constraints decide.
    mutating func makeStoredFrameTieBreakers() throws(IBError) {
        for entry in built {
            guard let axes = storedFrameTies[entry.ib.id], let frame = entry.ib.frame,
                  let superview = entry.view.superview, !entry.view.translatesAutoresizingMaskIntoConstraints else { continue }
            let view = entry.view
            var ties: [LayoutConstraint] = []
            if axes.contains(.horizontal) {
                ties.append(view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: frame.x))
                ties.append(view.widthAnchor.constraint(equalToConstant: frame.width))
            }
            if axes.contains(.vertical) {
                ties.append(view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.y))
                ties.append(view.heightAnchor.constraint(equalToConstant: frame.height))
            }
            for tie in ties {
                tie.priority = Self.storedFramePriority
                tie.identifier = "IB-stored-frame"
            }
            try activate(ties, entry.ib.location)
        }
    }

    /// Above the stack-view fitting priorities the stored frames show Xcode's canvas overriding for
    /// such views, and below UIKit's content priorities (250, 750) and required constraints. Evidence:
    /// at 26 (just above ambiguity suppression) ProtonVPN's ServerCell.xib still fails, because in its
    /// centre-aligned stack `UISV-spanning-fit` (51) collapses two 50-tall items that IB stores 50
    /// tall; at 52 they match. Only views UIKit leaves undetermined are tied, so this never overrides
    /// a rule that decides a frame.
    static let storedFramePriority = LayoutPriority(52)

    /// Every constraint of the scene, in document order.
    mutating func makeConstraints(_ view: IBView) throws(IBError) {
        for c in view.constraints { try makeConstraint(c) }
        for sub in view.subviews { try makeConstraints(sub) }
    }

    private mutating func makeConstraint(_ c: IBConstraint) throws(IBError) {
        guard let first = try item(c.firstItem, of: c) else { return }
        var second: LayoutItem?
        if let id = c.secondItem {
            guard let s = try item(id, of: c) else { return }
            second = s
        }
        var firstItem = first, secondItem = second
        var firstAttribute = Self.attribute(c.firstAttribute)
        var secondAttribute = c.secondAttribute.map(Self.attribute) ?? .notAnAttribute
        // Scroll views: edges related to their own content mean the content area (xib-format §2).
        if let s = c.secondItem, let (guide, a) = contentGuide(scroll: c.firstItem, other: s, attribute: c.firstAttribute) {
            firstItem = guide
            firstAttribute = a
        }
        if let s = c.secondItem, let a = c.secondAttribute,
           let (guide, plain) = contentGuide(scroll: s, other: c.firstItem, attribute: a) {
            secondItem = guide
            secondAttribute = plain
        }
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint.validated(item: firstItem, attribute: firstAttribute,
                                              relatedBy: Self.relation(c.relation), toItem: secondItem,
                                              attribute: secondAttribute,
                                              multiplier: c.multiplier, constant: c.constant)
        } catch {
            throw IBError(c.location, "constraint '\(c.id)': \(error)")
        }
        constraint.identifier = c.identifier ?? c.id
        constraint.sourceLocation = c.location.description
        guard c.priority > 0, c.priority <= 1000 else {
            throw IBError(c.location, "constraint '\(c.id)': priority \(c.priority) is outside 1...1000")
        }
        if c.priority < 1000 {
            do {
                try constraint.setPriority(LayoutPriority(Float(c.priority)))
            } catch {
                throw IBError(c.location, "constraint '\(c.id)': \(error)")
            }
        }
        try activate([constraint], c.location)
    }

    /// The view or guide an id names; nil when a size-class variation removed it; an error when
    /// no object of the scene has that id.
    private func item(_ id: String, of c: IBConstraint) throws(IBError) -> LayoutItem? {
        if let hit = items[id] { return hit }
        if Self.ids(in: originalScene).contains(id) { return nil }
        throw IBError(c.location, "constraint '\(c.id)' names unknown item '\(id)'")
    }

    static func ids(in scene: IBScene) -> Set<String> {
        var ids: Set<String> = []
        for v in scene.root.allViews {
            ids.insert(v.id)
            for g in v.guides { ids.insert(g.id) }
        }
        if let t = scene.controller?.topLayoutGuide { ids.insert(t.id) }
        if let b = scene.controller?.bottomLayoutGuide { ids.insert(b.id) }
        return ids
    }

    /// The content guide (or content-margins guide) and plain attribute to use for `scroll`'s
    /// `attribute` when `other` lies inside the scroll view. Edges and margin edges attach to the
    /// content area; sizes and centres to the scroll view's frame.
    private func contentGuide(scroll: String, other: String, attribute: IBAttribute) -> (LayoutGuide, LayoutAttribute)? {
        guard let content = contentGuides[scroll], let margins = contentMarginGuides[scroll] else { return nil }
        let target: (LayoutGuide, LayoutAttribute)
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: target = (content, Self.attribute(attribute))
        case .leftMargin: target = (margins, .left)
        case .rightMargin: target = (margins, .right)
        case .topMargin: target = (margins, .top)
        case .bottomMargin: target = (margins, .bottom)
        case .leadingMargin: target = (margins, .leading)
        case .trailingMargin: target = (margins, .trailing)
        default: return nil
        }
        var cursor = superviewOf[other]
        while let id = cursor {
            if id == scroll { return target }
            cursor = superviewOf[id]
        }
        return nil
    }

    /// A view's own margins in left/right terms (IB's, or UIKit's 8-point default), left-to-right.
    static func resolvedMargins(_ ib: IBView) -> EdgeInsets {
        switch ib.margins {
        case .directional(let top, let leading, let bottom, let trailing)?:
            return EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .absolute(let top, let left, let bottom, let right)?:
            return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        case nil:
            return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
    }

    static func attribute(_ a: IBAttribute) -> LayoutAttribute {
        switch a {
        case .left: return .left
        case .right: return .right
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .width: return .width
        case .height: return .height
        case .centerX: return .centerX
        case .centerY: return .centerY
        case .baseline, .lastBaseline: return .lastBaseline
        case .firstBaseline: return .firstBaseline
        case .leftMargin: return .leftMargin
        case .rightMargin: return .rightMargin
        case .topMargin: return .topMargin
        case .bottomMargin: return .bottomMargin
        case .leadingMargin: return .leadingMargin
        case .trailingMargin: return .trailingMargin
        case .centerXWithinMargins: return .centerXWithinMargins
        case .centerYWithinMargins: return .centerYWithinMargins
        }
    }

    static func relation(_ r: IBRelation) -> LayoutRelation {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
