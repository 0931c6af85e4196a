import Foundation
import ImageDiff
import PNG
import ProjectFiles
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
    /// What changed besides `changes`, in words that are the same for the same change in every
    /// scenario (a new diagnostic, a changed image), for grouping.
    public var signature: String?

    public init(summary: String, changes: [ViewChange] = [], attachments: [(suffix: String, data: Data)] = [],
                differingPixels: Int? = nil, signature: String? = nil) {
        self.summary = summary
        self.changes = changes
        self.attachments = attachments
        self.differingPixels = differingPixels
        self.signature = signature
    }
}

/// One kind of snapshot, in the manner of swift-snapshot-testing's `Snapshotting<Value, Format>`:
/// how to take a `Format` (what is stored and compared) from a `Value` (nil when this value does
/// not produce it), its file extension, and a `Diffing` of the format. The harness runs
/// strategies over `ScenarioOutput`; `pullback` adapts one written for another value, e.g. a
/// strategy over `LayoutResult` to scenarios by `pullback(\.layout)`.
public struct Snapshotting<Value, Format>: Sendable {
    public var pathExtension: String
    public var snapshot: @Sendable (Value) -> Format?
    public var diffing: Diffing<Format>
    /// What produced a stored value, when the format records it.
    public var stamp: @Sendable (Format) -> Stamp?
    /// True when stored bytes are known to hold this value without decoding them (a content
    /// digest the format carries); false means "decode and compare".
    public var matchesStored: @Sendable (Data, Format) -> Bool

    public init(pathExtension: String, snapshot: @escaping @Sendable (Value) -> Format?, diffing: Diffing<Format>,
                stamp: @escaping @Sendable (Format) -> Stamp? = { _ in nil },
                matchesStored: @escaping @Sendable (Data, Format) -> Bool = { _, _ in false }) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
        self.diffing = diffing
        self.stamp = stamp
        self.matchesStored = matchesStored
    }

    /// The same strategy for another kind of value: `transform` takes it to the value this one snapshots.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, snapshot: { snapshot(transform($0)) },
                                              diffing: diffing, stamp: stamp, matchesStored: matchesStored)
    }
}

extension Snapshotting where Value == ScenarioOutput, Format == FramesSnapshot {
    /// Frames JSON with the default tolerance (`Tolerance().framePoints`).
    public static var frames: Snapshotting { frames(tolerance: Tolerance().framePoints) }

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
                var signature: String?
                if diagnosticsChanged {
                    signature = DiagnosticChange.summary(baseline: baseline.diagnostics, actual: actual.diagnostics)
                    parts.append(signature ?? "")
                }
                return SnapshotDifference(summary: parts.joined(separator: "; "), changes: changes, signature: signature)
            }), stamp: { $0.stamp },
            // The encoding is canonical (fixed key order, fixed number format), so a baseline
            // whose bytes are the actual encoding holds the same frames: no JSON parse for the
            // common case of a passing run. Anything else (a hand-edited file, a change) decodes.
            matchesStored: { data, actual in data == actual.encoded() })
    }
}

extension Snapshotting where Value == ScenarioOutput, Format == RGBAImage {
    /// PNG images with the default tolerance (`Tolerance()`).
    public static var image: Snapshotting { png(tolerance: Tolerance()) }

    /// PNG images compared with the perceptual diff: a match when the differing pixels stay
    /// within `maxDifferingPixels` or `maxDifferingRatio`; the diff image is attached.
    public static func png(tolerance: Tolerance, text: [PNGTextEntry] = []) -> Snapshotting {
        Snapshotting(pathExtension: "png", snapshot: { $0.image }, diffing: Diffing(
            toData: { image in
                let entries = text + [PNGTextEntry(key: pixelDigestKey, value: pixelDigest(image))]
                // Rendered screens are opaque (a window background under everything): stored as
                // RGB, a quarter fewer bytes. The encoder meets a translucent pixel itself (no
                // separate pass over the image); such an image is stored as RGBA.
                do {
                    return Data(try PNG.encode(image, text: entries, colorType: .rgb))
                } catch PNGError.unsupportedColorType {
                    return Data(try PNG.encode(image, text: entries, colorType: .rgba))
                }
            },
            fromData: { data, file in
                do {
                    return try PNG.decode([UInt8](data), file: file)
                } catch {
                    // The location names the file already; PNGError's description would name it twice.
                    let reason = (error as? PNGError)?.detail ?? "\(error)"
                    throw LayoutCheckError(.baseline, at: SourceLocation(file: file), "corrupt PNG baseline: \(reason)")
                }
            },
            diff: { baseline, actual in
                guard baseline.width == actual.width, baseline.height == actual.height else {
                    return SnapshotDifference(summary: "image size changed from \(baseline.width)×\(baseline.height) to \(actual.width)×\(actual.height)",
                                              differingPixels: actual.pixelCount, signature: "image size changed")
                }
                let options = DiffOptions(threshold: tolerance.pixelThreshold, includeAA: tolerance.includeAntiAliasing)
                let counted = try ImageDiff.compare(baseline, actual, options: options, diffImage: false)
                if counted.mismatched <= tolerance.maxDifferingPixels || counted.ratio <= tolerance.maxDifferingRatio {
                    return nil
                }
                // Only a real difference pays for drawing the diff image.
                let result = try ImageDiff.compare(baseline, actual, options: options, diffImage: true)
                var attachments: [(suffix: String, data: Data)] = []
                if let diffImage = result.diffImage { attachments.append(("diff.png", Data(try PNG.encode(diffImage)))) }
                let regions = result.regions.prefix(3).map(\.description).joined(separator: "; ")
                return SnapshotDifference(
                    summary: "\(result.mismatched) pixels differ (\(String(format: "%.2f", result.ratio * 100))%)" + (regions.isEmpty ? "" : " in \(regions)"),
                    attachments: attachments, differingPixels: result.mismatched, signature: "image pixels differ")
            }),
            matchesStored: { data, image in
                // The digest of the pixels is stored in a text chunk; reading it walks the
                // chunks without inflating the image.
                guard let entries = try? PNG.textEntries(in: [UInt8](data)),
                      let stored = entries.first(where: { $0.key == pixelDigestKey }) else { return false }
                return stored.value == (stored.value.hasPrefix("fnv1a64:") ? legacyPixelDigest(image) : pixelDigest(image))
            })
    }

    /// The PNG text key holding the digest of a baseline's pixels.
    static let pixelDigestKey = "LayoutCheck-Pixels"

    /// The digest new baselines store: FNV-1a (64-bit) over the image's size and one hash per
    /// row. A row equal to the one above has that row's hash, found by one memcmp; other rows
    /// are hashed in four independent multiply-xor lanes, so hashing a screen costs a small
    /// part of what the byte-serial `legacyPixelDigest` did.
    static func pixelDigest(_ image: RGBAImage) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01B3 }
        mix(UInt64(image.width))
        mix(UInt64(image.height))
        let rowBytes = image.width * 4
        let repeated = image.repeatedRows
        image.bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count == rowBytes * image.height else { return }
            var rowHash: UInt64 = 0
            for y in 0..<image.height {
                let row = base + y * rowBytes
                // A renderer's image says which rows repeat the one above; others are compared here.
                let same = if let repeated { repeated[y] } else { y > 0 && memcmp(row, row - rowBytes, rowBytes) == 0 }
                if !same {
                    rowHash = hashRow(UnsafeRawBufferPointer(start: row, count: rowBytes))
                }
                mix(rowHash)
            }
        }
        return "rows64:" + String(hash, radix: 16)
    }

    /// Four lanes over 32-byte blocks, the rest byte by byte, folded with MurmurHash3's finaliser.
    /// Each step (xor a word, multiply by an odd constant) is a bijection of the lane, so rows
    /// that differ in one word never collide.
    static func hashRow(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let k: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (1, 2, 3, 4)
        let blocks = bytes.count / 32
        for block in 0..<blocks {
            let offset = block &* 32
            lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian) &* k
            lanes.1 = (lanes.1 ^ bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self).littleEndian) &* k
            lanes.2 = (lanes.2 ^ bytes.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self).littleEndian) &* k
            lanes.3 = (lanes.3 ^ bytes.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self).littleEndian) &* k
        }
        var h = UInt64(bytes.count)
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { h = (h ^ lane) &* k }
        for index in (blocks * 32)..<bytes.count { h = (h ^ UInt64(bytes[index])) &* k }
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h &*= 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }

    /// The digest baselines stored before `pixelDigest` (its "fnv1a64:" prefix says which):
    /// FNV-1a (64-bit) over the image's size and RGBA bytes, eight bytes at a time. Still
    /// checked, so those baselines keep passing without being decoded.
    static func legacyPixelDigest(_ image: RGBAImage) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01B3 }
        mix(UInt64(image.width))
        mix(UInt64(image.height))
        image.bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0..<words { mix(raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
            for i in (words * 8)..<raw.count { mix(UInt64(raw[i])) }
        }
        return "fnv1a64:" + String(hash, radix: 16)
    }
}

/// A `Snapshotting` with its value type erased, so a scenario can run a list of them.
public struct AnySnapshotting: Sendable {
    public let pathExtension: String
    /// Whether the strategy compares rendered images, so scenarios must be drawn for it.
    public let needsImage: Bool
    /// Whether this scenario produces this kind at all.
    public let produces: @Sendable (ScenarioOutput) -> Bool
    /// The actual bytes, for writing a baseline or the actual output; nil when not produced.
    public let encode: @Sendable (ScenarioOutput) throws -> Data?
    /// Compares baseline bytes with the actual output: the baseline's stamp and the
    /// difference. The strategy's `matchesStored` answers the common case (equal) without
    /// decoding (frames: the canonical encoding's bytes; images: the stored pixel digest);
    /// otherwise the baseline is decoded and compared as a value.
    /// `identical` is true when the stored value equals the actual one exactly (stamp included).
    public let compare: @Sendable (_ baseline: Data, _ file: String, ScenarioOutput) throws
        -> (stamp: Stamp?, difference: SnapshotDifference?, identical: Bool)

    public init<Format: Equatable & Sendable>(_ strategy: Snapshotting<ScenarioOutput, Format>) {
        pathExtension = strategy.pathExtension
        needsImage = Format.self == RGBAImage.self
        produces = { strategy.snapshot($0) != nil }
        encode = { output in try strategy.snapshot(output).map(strategy.diffing.toData) }
        compare = { data, file, output in
            guard let actual = strategy.snapshot(output) else { return (nil, nil, true) }
            if strategy.matchesStored(data, actual) { return (nil, nil, true) }
            let baseline = try strategy.diffing.fromData(data, file)
            if baseline == actual { return (strategy.stamp(baseline), nil, true) }
            return (strategy.stamp(baseline), try strategy.diffing.diff(baseline, actual), false)
        }
    }
}

extension AnySnapshotting {
    /// Frames JSON with the default tolerance, for a list such as `[.frames, .image]`.
    public static var frames: AnySnapshotting { AnySnapshotting(Snapshotting<ScenarioOutput, FramesSnapshot>.frames) }
    /// PNG images with the default tolerance, for a list such as `[.frames, .image]`.
    public static var image: AnySnapshotting { AnySnapshotting(Snapshotting<ScenarioOutput, RGBAImage>.image) }
}

/// Diagnostics that appeared or went away between a baseline and the actual layout, said in
/// UIKit's words rather than as a count.
enum DiagnosticChange {
    static func summary(baseline: [String], actual: [String]) -> String {
        let appeared = actual.filter { !baseline.contains($0) }.map(gist)
        let gone = baseline.filter { !actual.contains($0) }.map(gist)
        var parts: [String] = []
        if !appeared.isEmpty { parts.append("new: " + appeared.joined(separator: " | ")) }
        if !gone.isEmpty { parts.append("gone: " + gone.joined(separator: " | ")) }
        return "layout diagnostics changed: " + (parts.isEmpty ? "same diagnostics in another order" : parts.joined(separator: "; "))
    }

    /// One line of a diagnostic: UIKit's unsatisfiable-constraints text names the constraint it
    /// breaks on the line after "Will attempt to recover by breaking constraint".
    static func gist(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if text.contains("Unable to simultaneously satisfy constraints"),
           let i = lines.firstIndex(where: { $0.hasPrefix("Will attempt to recover by breaking constraint") }), i + 1 < lines.count {
            return "Unable to simultaneously satisfy constraints; breaking \(lines[i + 1])"
        }
        return lines.first ?? text
    }
}
