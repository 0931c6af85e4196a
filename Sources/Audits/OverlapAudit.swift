import AutoLayout

extension Audit {
    /// Overlaps smaller than this (points, each way) are pixel rounding or deliberate kerning
    /// of adjacent controls, not content on top of content.
    static let overlapTolerance = 1.0

    /// Two texts or controls drawn on top of each other: a label running into a button when a
    /// string grows, two buttons stacked by a broken constraint. Views in an ancestor relation
    /// never count (content inside its container); a deliberate overlay (a badge) is declared
    /// with an exception and its reason.
    static let overlap = Audit(name: "overlap", defaultSeverity: .warning) { input in
        let candidates = input.views.filter { view in
            let f = view.windowFrame
            return ContentKind.text.union(["UISwitch"]).contains(view.className) && f.width > 0 && f.height > 0 && input.isVisible(view)
        }
        var seen: [AuditObservation] = []
        let ancestors = candidates.map { Set(input.ancestors(of: $0).map(\.identifier)) }
        for (i, a) in candidates.enumerated() {
            for (j, b) in candidates.enumerated().dropFirst(i + 1) where !ancestors[i].contains(b.identifier) {
                guard !ancestors[j].contains(a.identifier) else { continue }
                let fa = a.windowFrame, fb = b.windowFrame
                let width = min(fa.maxX, fb.maxX) - max(fa.minX, fb.minX)
                let height = min(fa.maxY, fb.maxY) - max(fa.minY, fb.minY)
                guard width > overlapTolerance && height > overlapTolerance else { continue }
                seen.append(AuditObservation(view: a.identifier, message: "overlaps \(b.identifier)",
                                             detail: "\(a.identifier) and \(b.identifier) share \(points(width)) × \(points(height)) pt",
                                             location: input.location(of: a), frame: AuditInput.frame(fa)))
            }
        }
        return seen
    }
}
