import Foundation
import ImageDiff
import PNG
import Raster

/// How a value is stored and compared, in the manner of swift-snapshot-testing's `Diffing`:
/// bytes out, bytes in, and a difference (nil when the values match under its tolerance).
public struct Diffing<Value>: Sendable {
    public var toData: @Sendable (Value) throws -> Data
    public var fromData: @Sendable (_ data: Data, _ file: String) throws -> Value
    public var diff: @Sendable (_ baseline: Value, _ actual: Value) throws -> SnapshotDifference?

    public init(toData: @escaping @Sendable (Value) throws -> Data,
                fromData: @escaping @Sendable (Data, String) throws -> Value,
                diff: @escaping @Sendable (Value, Value) throws -> SnapshotDifference?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// What differs between a baseline and the actual output.
public struct SnapshotDifference: Sendable {
    /// One line for the terminal and JUnit.
    public var summary: String
    /// The views that changed (frames strategy).
    public var changes: [ViewChange] = []
    /// Extra files written beside the actual output, by suffix (`diff.png`).
    public var attachments: [(suffix: String, data: Data)] = []
    /// Differing pixels (image strategy).
    public var differingPixels: Int?

    public init(summary: String, changes: [ViewChange] = [], attachments: [(suffix: String, data: Data)] = [],
                differingPixels: Int? = nil) {
        self.summary = summary
        self.changes = changes
        self.attachments = attachments
        self.differingPixels = differingPixels
    }
}

/// One kind of snapshot a scenario produces, in the manner of swift-snapshot-testing's
/// `Snapshotting`: a file extension, a way to take the value from a scenario's output
/// (nil when this scenario does not produce it) and a `Diffing`.
public struct Snapshotting<Value>: Sendable {
    public var pathExtension: String
    public var snapshot: @Sendable (ScenarioOutput) -> Value?
    public var diffing: Diffing<Value>
    /// What produced a stored value, when the format records it.
    public var stamp: @Sendable (Value) -> Stamp?

    public init(pathExtension: String, snapshot: @escaping @Sendable (ScenarioOutput) -> Value?, diffing: Diffing<Value>,
                stamp: @escaping @Sendable (Value) -> Stamp? = { _ in nil }) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
        self.diffing = diffing
        self.stamp = stamp
    }
}

extension Snapshotting where Value == FramesSnapshot {
    /// Frames JSON, equal when every edge is within `tolerance` points.
    public static func frames(tolerance: Double) -> Snapshotting {
        Snapshotting(pathExtension: "json", snapshot: { $0.frames }, diffing: Diffing(
            toData: { $0.encoded() },
            fromData: { try FramesSnapshot.decode($0, file: $1) },
            diff: { baseline, actual in
                let changes = FramesDiff.changes(baseline: baseline, actual: actual, tolerancePoints: tolerance)
                let diagnosticsChanged = baseline.diagnostics != actual.diagnostics
                guard !changes.isEmpty || diagnosticsChanged else { return nil }
                var parts: [String] = []
                if !changes.isEmpty {
                    let names = orderedUnique(changes.map(\.view))
                    parts.append("\(names.count) view\(names.count == 1 ? "" : "s") changed: \(names.joined(separator: ", "))")
                }
                if diagnosticsChanged {
                    parts.append("layout diagnostics changed (\(baseline.diagnostics.count) → \(actual.diagnostics.count))")
                }
                return SnapshotDifference(summary: parts.joined(separator: "; "), changes: changes)
            }), stamp: { $0.stamp })
    }
}

extension Snapshotting where Value == RGBAImage {
    /// PNG images compared with the perceptual diff: a match when the differing pixels stay
    /// within `maxDifferingPixels` or `maxDifferingRatio`; the diff image is attached.
    public static func png(tolerance: Tolerance, text: [PNGTextEntry] = []) -> Snapshotting {
        Snapshotting(pathExtension: "png", snapshot: { $0.image }, diffing: Diffing(
            toData: { Data(try PNG.encode($0, text: text)) },
            fromData: { data, file in
                do {
                    return try PNG.decode([UInt8](data), file: file)
                } catch {
                    throw LayoutCheckError(.baseline, at: SourceLocation(file: file), "corrupt PNG baseline: \(error)")
                }
            },
            diff: { baseline, actual in
                guard baseline.width == actual.width, baseline.height == actual.height else {
                    return SnapshotDifference(summary: "image size changed from \(baseline.width)×\(baseline.height) to \(actual.width)×\(actual.height)",
                                              differingPixels: actual.pixelCount)
                }
                let options = DiffOptions(threshold: tolerance.pixelThreshold, includeAA: tolerance.includeAntiAliasing)
                let result = try ImageDiff.compare(baseline, actual, options: options, diffImage: true)
                if result.mismatched <= tolerance.maxDifferingPixels || result.ratio <= tolerance.maxDifferingRatio {
                    return nil
                }
                var attachments: [(suffix: String, data: Data)] = []
                if let diffImage = result.diffImage { attachments.append(("diff.png", Data(try PNG.encode(diffImage)))) }
                let regions = result.regions.prefix(3).map(\.description).joined(separator: "; ")
                return SnapshotDifference(
                    summary: "\(result.mismatched) pixels differ (\(String(format: "%.2f", result.ratio * 100))%)" + (regions.isEmpty ? "" : " in \(regions)"),
                    attachments: attachments, differingPixels: result.mismatched)
            }))
    }
}

/// A `Snapshotting` with its value type erased, so a scenario can run a list of them.
public struct AnySnapshotting: Sendable {
    public let pathExtension: String
    /// The actual bytes, or nil when the scenario does not produce this kind.
    public let encode: @Sendable (ScenarioOutput) throws -> Data?
    /// Compares baseline bytes with the actual output: the baseline's stamp and the difference.
    public let compare: @Sendable (_ baseline: Data, _ file: String, ScenarioOutput) throws -> (stamp: Stamp?, difference: SnapshotDifference?)

    public init<Value>(_ strategy: Snapshotting<Value>) {
        pathExtension = strategy.pathExtension
        encode = { output in try strategy.snapshot(output).map(strategy.diffing.toData) }
        compare = { data, file, output in
            guard let actual = strategy.snapshot(output) else { return (nil, nil) }
            let baseline = try strategy.diffing.fromData(data, file)
            return (strategy.stamp(baseline), try strategy.diffing.diff(baseline, actual))
        }
    }
}

func orderedUnique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
}
