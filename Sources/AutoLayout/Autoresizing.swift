// Autoresizing-mask translation (facts §7): the current frame and mask become linear constraints in which
// flexible parts share the superview's size change in proportion to their current sizes.

enum Autoresizing {
    /// One axis: `(origin multiplier, origin constant, size multiplier, size constant, tag)` such that
    /// `origin = superOrigin + om × superSize + oc` and `size = sm × superSize + sc`.
    static func axis(start: Double, length: Double, superLength: Double,
                     flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool)
        -> (om: Double, oc: Double, sm: Double, sc: Double, tag: String) {
        let end = superLength - start - length
        var tag = (flexibleStart ? "&" : "-") + (flexibleLength ? "&" : "-") + (flexibleEnd ? "&" : "-")
        // A mask of none keeps the origin and size: the end margin absorbs changes.
        let fs = flexibleStart, fl = flexibleLength
        var fe = flexibleEnd
        if !fs && !fl && !fe { fe = true; tag = "--&" }
        let parts = [(fs, start), (fl, length), (fe, end)]
        let flexSum = parts.filter(\.0).map(\.1).reduce(0, +)
        let fixedSum = parts.filter { !$0.0 }.map(\.1).reduce(0, +)
        let flexCount = Double(parts.filter(\.0).count)
        // share_k(W) = k0/S × (W − Fx); with S = 0 (UIKit unknown) the flexible parts share equally.
        func share(_ k0: Double) -> (m: Double, c: Double) {
            let ratio = flexSum != 0 ? k0 / flexSum : 1 / flexCount
            return (ratio, -ratio * fixedSum)
        }
        let o = fs ? share(start) : (0, start)
        let s = fl ? share(length) : (0, length)
        return (o.0, o.1, s.0, s.1, tag)
    }

    /// The four NSAutoresizingMaskLayoutConstraints of a view, relative to its superview.
    static func constraints(for view: View, superview: View, superSize: Size) -> [LayoutConstraint] {
        let mask = view.autoresizingMask
        let h = axis(start: view.assignedFrame.minX, length: view.assignedFrame.width, superLength: superSize.width,
                     flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                     flexibleEnd: mask.contains(.flexibleRightMargin))
        let v = axis(start: view.assignedFrame.minY, length: view.assignedFrame.height, superLength: superSize.height,
                     flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                     flexibleEnd: mask.contains(.flexibleBottomMargin))
        let tag = "h=\(h.tag) v=\(v.tag)"
        func make(_ a: LayoutAttribute, _ b: LayoutAttribute, _ m: Double, _ c: Double, origin: Bool) -> LayoutConstraint {
            let con = LayoutConstraint(anchor: view, a, .equal, m == 0 ? nil : superview, m == 0 ? .notAnAttribute : b, m, c)
            con.origin = .autoresizing(tag)
            con.addsSecondItemOrigin = origin
            if origin, m == 0 {
                // A fixed origin is still measured from the superview's origin.
                return LayoutConstraint.autoresizingOrigin(view, a, superview, c, tag)
            }
            return con
        }
        return [make(.left, .width, h.om, h.oc, origin: true), make(.top, .height, v.om, v.oc, origin: true),
                make(.width, .width, h.sm, h.sc, origin: false), make(.height, .height, v.sm, v.sc, origin: false)]
    }
}

extension LayoutConstraint {
    /// `view.attr == superview.attr + c` for a fixed autoresizing origin.
    static func autoresizingOrigin(_ view: View, _ a: LayoutAttribute, _ superview: View, _ c: Double, _ tag: String) -> LayoutConstraint {
        let con = LayoutConstraint(anchor: view, a, .equal, superview, a, 1, c)
        con.origin = .autoresizing(tag)
        return con
    }
}
