import Foundation

/// What happened to one view between baseline and actual.
public struct ViewChange: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        case moved, resized, movedAndResized = "moved and resized", appeared, disappeared
        case startedTruncating = "started truncating", stoppedTruncating = "stopped truncating"
        case linesChanged = "line count changed", hiddenChanged = "visibility changed", reparented = "moved to another superview"
        case textChanged = "text changed"
    }

    public var view: String
    public var kind: Kind
    public var baseline: ViewRecord?
    public var actual: ViewRecord?
    public var scale: Double

    public var description: String {
        func frame(_ record: ViewRecord?) -> String {
            guard let record else { return "—" }
            let values = [record.x, record.y, record.width, record.height].map { FramesSnapshot.number(Double($0) / scale) }
            return "(\(values.joined(separator: ", ")))"
        }
        switch kind {
        case .moved, .resized, .movedAndResized:
            return "\(view): \(kind.rawValue) \(frame(baseline)) → \(frame(actual))"
        case .appeared: return "\(view): appeared at \(frame(actual))"
        case .disappeared: return "\(view): disappeared (was \(frame(baseline)))"
        case .startedTruncating, .stoppedTruncating: return "\(view): \(kind.rawValue)"
        case .linesChanged: return "\(view): lines \(baseline?.lines ?? 0) → \(actual?.lines ?? 0)"
        case .hiddenChanged: return "\(view): \(actual?.isHidden == true ? "became hidden" : "became visible")"
        case .reparented: return "\(view): superview \(baseline?.parent ?? "none") → \(actual?.parent ?? "none")"
        case .textChanged: return "\(view): text \(Self.quoted(baseline?.text)) → \(Self.quoted(actual?.text))"
        }
    }
}

extension ViewChange {
    /// A shown text in a message: quoted, its line breaks visible, long texts cut in the middle.
    static func quoted(_ text: String?) -> String {
        guard let text else { return "—" }
        var shown = text.replacingOccurrences(of: "\n", with: "⏎")
        if shown.count > 60 { shown = String(shown.prefix(40)) + "…" + String(shown.suffix(15)) }
        return "'" + shown + "'"
    }

    /// The change relative to the baseline, free of absolute positions, so the same change on
    /// every device reads the same: `messageField: moved +4 pt x, resized −4 pt w`.
    public var delta: String {
        func signed(_ pixels: Int) -> String {
            let points = FramesSnapshot.number(Double(pixels) / scale)
            return pixels > 0 ? "+\(points)" : pixels < 0 ? "−" + FramesSnapshot.number(Double(-pixels) / scale) : points
        }
        guard let b = baseline, let a = actual else { return "\(view): \(kind.rawValue)" }
        switch kind {
        case .moved, .resized, .movedAndResized:
            var parts: [String] = []
            let moves = [("x", a.x - b.x), ("y", a.y - b.y)].filter { $0.1 != 0 }
            let sizes = [("w", a.width - b.width), ("h", a.height - b.height)].filter { $0.1 != 0 }
            if !moves.isEmpty { parts.append("moved " + moves.map { "\(signed($0.1)) pt \($0.0)" }.joined(separator: ", ")) }
            if !sizes.isEmpty { parts.append("resized " + sizes.map { "\(signed($0.1)) pt \($0.0)" }.joined(separator: ", ")) }
            return "\(view): " + parts.joined(separator: ", ")
        default:
            return description
        }
    }
}

/// Compares frames per view: a difference in any edge larger than `tolerance` points
/// counts (0: exact at the pixel grid). Changes are listed in the actual's view order,
/// then disappeared views in the baseline's order, then text changes: a longer translation is
/// told by its text once, while the views it moved are what a reviewer looks for first.
package enum FramesDiff {
    package static func changes(baseline: FramesSnapshot, actual: FramesSnapshot, tolerancePoints: Double) -> [ViewChange] {
        let scale = actual.scale
        // A tolerance in pixels of the actual scale; half a pixel of slack absorbs a
        // baseline recorded at another scale.
        let slack = tolerancePoints * scale + (baseline.scale == actual.scale ? 0 : 0.5)
        let rescale = actual.scale / baseline.scale
        var before: [String: ViewRecord] = [:]
        for view in baseline.views where before[view.id] == nil {
            var scaled = view
            if rescale != 1 {
                scaled.x = Int((Double(view.x) * rescale).rounded())
                scaled.y = Int((Double(view.y) * rescale).rounded())
                scaled.width = Int((Double(view.width) * rescale).rounded())
                scaled.height = Int((Double(view.height) * rescale).rounded())
            }
            before[view.id] = scaled
        }
        var changes: [ViewChange] = []
        var textChanges: [ViewChange] = []
        var present: Set<String> = []
        for view in actual.views {
            present.insert(view.id)
            guard let old = before[view.id] else {
                changes.append(ViewChange(view: view.id, kind: .appeared, baseline: nil, actual: view, scale: scale))
                continue
            }
            func differs(_ a: Int, _ b: Int) -> Bool { Double(abs(a - b)) > slack }
            let moved = differs(old.x, view.x) || differs(old.y, view.y)
            let resized = differs(old.width, view.width) || differs(old.height, view.height)
            func add(_ kind: ViewChange.Kind) {
                changes.append(ViewChange(view: view.id, kind: kind, baseline: old, actual: view, scale: scale))
            }
            if old.parent != view.parent { add(.reparented) }
            if moved && resized { add(.movedAndResized) } else if moved { add(.moved) } else if resized { add(.resized) }
            if old.isHidden != view.isHidden { add(.hiddenChanged) }
            if old.truncated != true, view.truncated == true { add(.startedTruncating) }
            if old.truncated == true, view.truncated != true { add(.stoppedTruncating) }
            if let a = old.lines, let b = view.lines, a != b { add(.linesChanged) }
            if let a = old.text, let b = view.text, a != b {
                textChanges.append(ViewChange(view: view.id, kind: .textChanged, baseline: old, actual: view, scale: scale))
            }
        }
        for view in baseline.views where !present.contains(view.id) {
            present.insert(view.id)
            changes.append(ViewChange(view: view.id, kind: .disappeared, baseline: view, actual: nil, scale: scale))
        }
        return changes + textChanges
    }
}
