import AutoLayout

extension Audit {
    /// Slack before an edge counts: half a point absorbs pixel rounding of frames.
    static let edgeTolerance = 0.5

    /// A visible view that lies (partly) outside the window, where no one can see or reach it;
    /// or content (text, controls, images) outside the safe area, under the status bar, the
    /// notch, the Dynamic Island or the home indicator (HIG, Layout: "Respect key display and
    /// system features"). Backgrounds may bleed to the edges. Only the outermost view of a
    /// subtree that overflows is reported, with the edges it crosses. A component (a cell, a
    /// freeform view) is judged against its own bounds only; what a scroll view holds is not judged.
    static let offscreen = Audit(name: "offscreen", defaultSeverity: .error) { input in
        let env = input.layout.environment
        let window = Rect(x: 0, y: 0, width: env.windowSize.width, height: env.windowSize.height)
        let insets = env.safeAreaInsets
        let safe = Rect(x: insets.left, y: insets.top, width: window.width - insets.left - insets.right,
                                   height: window.height - insets.top - insets.bottom)
        var reported: Set<String> = []
        var seen: [AuditObservation] = []
        for view in input.views where view.parent != nil && input.isVisible(view) {
            let f = view.windowFrame
            guard f.width > 0 && f.height > 0 else { continue }
            let ancestors = input.ancestors(of: view)
            if ancestors.contains(where: { reported.contains($0.identifier) }) { continue }
            // Content of a scroll view is scrolled into view (and inset from the safe area by it).
            if ancestors.contains(where: { ContentKind.scrolling.contains($0.className) }) { continue }
            let outside = edges(of: f, beyond: window)
            if !outside.isEmpty {
                reported.insert(view.identifier)
                let whole = f.maxX <= window.minX || f.minX >= window.maxX || f.maxY <= window.minY || f.minY >= window.maxY
                seen.append(AuditObservation(
                    view: view.identifier,
                    message: whole ? "lies outside the window (\(outside.joined(separator: ", ")))"
                        : "extends past the window's \(outside.joined(separator: " and ")) edge\(outside.count == 1 ? "" : "s")",
                    detail: "frame \(points(f.minX)), \(points(f.minY)), \(points(f.width)) × \(points(f.height)) pt in a "
                        + "\(points(window.width)) × \(points(window.height)) pt window",
                    location: input.location(of: view), frame: AuditInput.frame(f)))
                continue
            }
            // A component's window is its own bounds; the safe area of the screen it ends up on is
            // not known here (a cell is inset by its table, not by the device).
            guard !input.isComponent, ContentKind.content.contains(view.className) else { continue }
            let unsafe = edges(of: f, beyond: safe)
            if !unsafe.isEmpty {
                reported.insert(view.identifier)
                seen.append(AuditObservation(
                    view: view.identifier,
                    message: "extends outside the safe area (\(unsafe.joined(separator: ", ")))",
                    detail: "frame \(points(f.minX)), \(points(f.minY)), \(points(f.width)) × \(points(f.height)) pt; safe area "
                        + "\(points(safe.minX)), \(points(safe.minY)), \(points(safe.width)) × \(points(safe.height)) pt",
                    location: input.location(of: view), frame: AuditInput.frame(f)))
            }
        }
        return seen
    }

    /// The edges of `bounds` that `frame` crosses by more than the tolerance.
    private static func edges(of frame: Rect, beyond bounds: Rect) -> [String] {
        var result: [String] = []
        if frame.minY < bounds.minY - edgeTolerance { result.append("top") }
        if frame.maxY > bounds.maxY + edgeTolerance { result.append("bottom") }
        if frame.minX < bounds.minX - edgeTolerance { result.append("left") }
        if frame.maxX > bounds.maxX + edgeTolerance { result.append("right") }
        return result
    }
}
