import Foundation
import Localization
import ProjectFiles
import SolverJSON

/// One view of a laid-out scenario, as stored in a frames baseline.
public struct ViewRecord: Sendable, Equatable {
    public var id: String
    /// The identifier of the superview (nil for the root).
    public var parent: String?
    /// Frame in the superview's coordinates, in device pixels (points × scale, rounded),
    /// so equality is exact at the pixel grid.
    public var x, y, width, height: Int
    public var isHidden: Bool
    /// Text-bearing views only: lines drawn and whether the text was truncated.
    public var lines: Int?
    public var truncated: Bool?
    /// Text-bearing views only: the text shown, after localisation (before truncation), so a
    /// changed translation fails a frames-only scenario even when no frame moves. Baselines
    /// recorded before it was kept have none, and their text is not compared.
    public var text: String?

    public init(id: String, parent: String?, x: Int, y: Int, width: Int, height: Int, isHidden: Bool = false,
                lines: Int? = nil, truncated: Bool? = nil, text: String? = nil) {
        self.id = id
        self.parent = parent
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isHidden = isHidden
        self.lines = lines
        self.truncated = truncated
        self.text = text
    }
}

/// What produced a baseline: LayoutCheck's version, the text stack's library versions and
/// the hashes of the font files. Keys sorted when written.
public struct Stamp: Sendable, Equatable {
    public var values: [String: String]
    public init(_ values: [String: String]) { self.values = values }

    /// Keys whose values differ, sorted: (key, baseline value, running value).
    public func differences(from running: Stamp) -> [(key: String, baseline: String, running: String)] {
        Set(values.keys).union(running.values.keys).sorted().compactMap { key in
            let a = values[key] ?? "(none)", b = running.values[key] ?? "(none)"
            return a == b ? nil : (key, a, b)
        }
    }
}

/// The frames baseline of one scenario.
///
/// Written by hand rather than by an encoder so the bytes are fixed: keys in a fixed order,
/// one view per line (a moved view is one changed line in `git diff`), numbers in points
/// with at most three decimals (exact for scales 1, 2 and 3 once converted back to pixels).
public struct FramesSnapshot: Sendable, Equatable {
    public static let formatVersion = 1

    public var scenario: String
    public var stamp: Stamp
    public var windowWidth: Double
    public var windowHeight: Double
    public var scale: Double
    public var views: [ViewRecord]
    /// Layout diagnostics (ambiguity, broken constraints), as UIKit-style lines.
    public var diagnostics: [String]

    public init(scenario: String, stamp: Stamp, windowWidth: Double, windowHeight: Double, scale: Double,
                views: [ViewRecord], diagnostics: [String] = []) {
        self.scenario = scenario
        self.stamp = stamp
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.scale = scale
        self.views = views
        self.diagnostics = diagnostics
    }

    public func points(_ pixels: Int) -> String { Self.number(Double(pixels) / scale) }

    public func encoded() -> Data {
        var out = "{\n"
        out += "  \"format\": \(Self.formatVersion),\n"
        out += "  \"scenario\": \(Self.quote(scenario)),\n"
        let stampItems = stamp.values.keys.sorted().map { "\(Self.quote($0)): \(Self.quote(stamp.values[$0] ?? ""))" }
        out += "  \"stamp\": {\(stampItems.joined(separator: ", "))},\n"
        out += "  \"window\": {\"width\": \(Self.number(windowWidth)), \"height\": \(Self.number(windowHeight)), \"scale\": \(Self.number(scale))},\n"
        out += "  \"views\": [\n"
        for (index, view) in views.enumerated() {
            var fields = ["\"id\": \(Self.quote(view.id))"]
            fields.append("\"parent\": \(view.parent.map(Self.quote) ?? "null")")
            fields.append("\"frame\": [\(points(view.x)), \(points(view.y)), \(points(view.width)), \(points(view.height))]")
            if view.isHidden { fields.append("\"hidden\": true") }
            if let lines = view.lines { fields.append("\"lines\": \(lines)") }
            if let truncated = view.truncated { fields.append("\"truncated\": \(truncated)") }
            if let text = view.text { fields.append("\"text\": \(Self.quote(text))") }
            out += "    {\(fields.joined(separator: ", "))}\(index + 1 < views.count ? "," : "")\n"
        }
        out += "  ],\n"
        out += "  \"diagnostics\": [\(diagnostics.isEmpty ? "" : "\n" + diagnostics.map { "    " + Self.quote($0) }.joined(separator: ",\n") + "\n  ")]\n"
        out += "}\n"
        return Data(out.utf8)
    }

    /// Reads a frames baseline; anything malformed is a `.baseline` error naming the file
    /// and, where it can, the line.
    public static func decode(_ data: Data, file: String) throws -> FramesSnapshot {
        func fail(_ message: String, line: Int? = nil) -> LayoutCheckError {
            LayoutCheckError(.baseline, at: SourceLocation(file: file, line: line), "corrupt frames baseline: \(message)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            var line: Int?
            if let index = (error as NSError).userInfo["NSJSONSerializationErrorIndex"] as? Int {
                line = StringCatalogParser.position(ofByte: index, in: data, file: file).line
            }
            throw fail("not valid JSON", line: line)
        }
        guard let root = object as? [String: Any] else { throw fail("the top level is not an object") }
        guard let format = root["format"] as? Int, format == formatVersion else {
            throw fail("unknown \"format\" (expected \(formatVersion))")
        }
        guard let scenario = root["scenario"] as? String else { throw fail("no \"scenario\" string") }
        guard let stampObject = root["stamp"] as? [String: Any] else { throw fail("no \"stamp\" object") }
        var stamp: [String: String] = [:]
        // In key order: with several bad values, which one is named must not depend on hashing.
        for key in stampObject.keys.sorted() {
            guard let text = stampObject[key] as? String else { throw fail("stamp value \"\(key)\" is not a string") }
            stamp[key] = text
        }
        guard let window = root["window"] as? [String: Any], let width = finite(window["width"]),
              let height = finite(window["height"]), let scale = finite(window["scale"]), scale >= 1, scale <= 4 else {
            // Devices have scales 1, 2 and 3. A scale of 5e-324 made the rescaling factor of
            // `FramesDiff` infinite and 0 × ∞ a NaN pixel, which trapped converting to Int.
            throw fail("\"window\" needs finite width, height and a scale in [1, 4]")
        }
        guard let viewList = root["views"] as? [Any] else { throw fail("no \"views\" list") }
        var views: [ViewRecord] = []
        views.reserveCapacity(viewList.count)
        for (index, item) in viewList.enumerated() {
            // Only an error names a line: searching the text for every view of every baseline
            // was a tenth of a passing frames-only run.
            var line: Int? { lineOfKey("views", in: String(decoding: data, as: UTF8.self)).map { $0 + 1 + index } }
            guard let view = item as? [String: Any], let id = view["id"] as? String else {
                throw fail("view \(index + 1) has no \"id\"", line: line)
            }
            guard let frame = view["frame"] as? [Any], frame.count == 4 else {
                throw fail("view '\(id)' needs \"frame\": [x, y, width, height]", line: line)
            }
            var pixels: [Int] = []
            for value in frame {
                guard let number = finite(value), abs(number) < 1e7 else {
                    throw fail("view '\(id)' has a frame value that is not a finite number", line: line)
                }
                pixels.append(Int((number * scale).rounded()))
            }
            let parent: String?
            switch view["parent"] {
            case let name as String: parent = name
            case nil, is NSNull: parent = nil
            default: throw fail("view '\(id)': \"parent\" must be a string or null", line: line)
            }
            let text: String?
            switch view["text"] {
            case let shown as String: text = shown
            case nil: text = nil
            default: throw fail("view '\(id)': \"text\" must be a string", line: line)
            }
            views.append(ViewRecord(id: id, parent: parent, x: pixels[0], y: pixels[1], width: pixels[2], height: pixels[3],
                                    isHidden: view["hidden"] as? Bool ?? false, lines: view["lines"] as? Int,
                                    truncated: view["truncated"] as? Bool, text: text))
        }
        let diagnostics = (root["diagnostics"] as? [Any] ?? []).compactMap { $0 as? String }
        return FramesSnapshot(scenario: scenario, stamp: Stamp(stamp), windowWidth: width, windowHeight: height,
                              scale: scale, views: views, diagnostics: diagnostics)
    }

    private static func finite(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }

    /// At most three decimals, trailing zeros dropped, never `-0`. Always a JSON number or
    /// `null`: from 1e15 on there is no fraction left to print (and `%.3f` would end in a bare
    /// `.` once the zeros go), so such values print as Swift spells them (`1e+20`); NaN and
    /// infinity, which no snapshot holds (`ScenarioProducer.snapshot` refuses them), print as `null`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        guard abs(value) < 1e15 else { return String(value) }
        // Whole thousandths, printed as integer and fraction digits: what `%.3f` printed, without
        // Foundation's formatter, which was the largest cost of encoding a baseline. Below 1e15
        // the thousandths stay under 2^63, and a double within half an ulp of k/1000 prints as k.
        let thousandths = (value * 1000).rounded()
        guard thousandths != 0 else { return "0" }
        let magnitude = UInt64(abs(thousandths))
        var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }

    static func quote(_ string: String) -> String { JSONText.string(string) }
}
