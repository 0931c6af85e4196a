import Foundation
import Testing
@testable import LayoutCheck
@testable import Audits
@testable import Reports

/// `report.json` is written by hand (`ReportJSON`); the oracle here is Foundation's `JSONEncoder`
/// with the options the report was written with before, over the same values.
@Suite struct ReportJSONTests {
    static func foundationBytes(_ report: RunReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(report) + Data("\n".utf8)
    }

    static func result(_ index: Int, status: ScenarioResult.Status = .passed) -> ScenarioResult {
        ScenarioResult(index: index, name: "signIn/iphone-15-pro-portrait/de-large", screen: "signIn",
                       device: "iPhone 15 Pro", orientation: "portrait", locale: "de", size: "large", status: status)
    }

    @Test func emptyListsAndNoShard() throws {
        let report = RunReport(command: "test", shard: nil, results: [])
        #expect(ReportJSON.encode(report) == (try Self.foundationBytes(report)))
        let one = RunReport(command: "audit", shard: "2/3", results: [Self.result(0)])
        #expect(ReportJSON.encode(one) == (try Self.foundationBytes(one)))
    }

    @Test func everyFieldFilled() throws {
        var r = Self.result(7, status: .failed)
        r.messages = ["2 views changed: title, body", "audit: truncated (title)"]
        r.changedViews = ["title", "body"]
        r.changes = ["title: resized (0, 0, 361, 34) → (0, 0, 361, 68)"]
        r.stampDifferences = ["pango: 1.50.11 → 1.50.12"]
        r.files = ["baseline.json": "Baselines/signIn/a.json", "actual.json": ".layoutcheck/actual/signIn/a.json",
                   "diff.png": ".layoutcheck/diff/signIn/a.diff.png", "actual.png": ".layoutcheck/actual/a.png",
                   "baseline.png": "Baselines/signIn/a.png"]
        r.signature = ["title: resized +34 pt height"]
        r.findings = [
            AuditFinding(audit: "conflict", severity: .error, view: "inputBar", message: "a required constraint was broken",
                         detail: "Unable to simultaneously satisfy constraints.\n\t\"<NSLayoutConstraint H:|-(16)-[title]>\"",
                         location: "Screens/chat.layout.yaml:12:7", frame: [0, 20.5, 393, -0.25]),
            AuditFinding(audit: "touchTarget", severity: .warning, view: "close/Button", message: "30 × 30 pt"),
        ]
        r.blockers = ["missing string 'title' for locale de (searched: de)"]
        r.digests = ["actual.png": "sha256:00ff", "actual.json": "sha256:ab12"]
        r.missingStrings = [MissingStringReport(key: "title", table: "Profile", locale: "de", foundIn: "en", location: "Strings/en.lproj/Profile.strings:3"),
                            MissingStringReport(key: "body", table: nil, locale: "de", foundIn: nil, location: nil)]
        r.inputError = InputErrorReport(location: "Screens/Main.storyboard:12:5", message: "constraint 'c1' names unknown item 'x'")
        var stopped = Self.result(8, status: .error)
        stopped.inputError = InputErrorReport(location: nil, message: "no root view")
        let report = RunReport(command: "test", shard: "1/2", results: [r, stopped],
                               filters: RunFilters(screens: ["signIn", "chat*"], locales: ["de"], names: ["a/*"]),
                               notes: ["Screens/Main.storyboard:9:3: note: font 'Avenir-Heavy' is not available"]).identified()
        #expect(report.runID?.count == 16)
        #expect(ReportJSON.encode(report) == (try Self.foundationBytes(report)))
        #expect(try RunReport.decode(report.encoded(), file: "report.json") == report)
    }

    /// Every control character, quotes, backslashes, slashes and text beyond ASCII in every
    /// string position.
    @Test func escaping() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let nasty = controls + "\"\\/ é 日本 \u{7F} 👩🏽‍💻 \u{2028}"
        var r = Self.result(0, status: .error)
        r.name = nasty; r.messages = [nasty]; r.files = [nasty: nasty]
        r.findings = [AuditFinding(audit: nasty, severity: .error, view: nasty, message: nasty, detail: nasty, location: nasty)]
        let report = RunReport(command: nasty, shard: nasty, results: [r])
        #expect(ReportJSON.encode(report) == (try Self.foundationBytes(report)))
    }

    /// Frames of findings are window points: halves, thirds of a pixel, large, tiny and negative
    /// values, drawn from a fixed seed.
    @Test func numbers() throws {
        var generator = SplitMix(seed: 0x5EED)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1.0 / 3, 2.0 / 3, 20.333333333333332, 1e-5, 1e15, 1e16, 123_456_789.125,
                                .greatestFiniteMagnitude, .leastNonzeroMagnitude, 9_007_199_254_740_994]
        for _ in 0..<2000 {
            let magnitude = pow(10, Double(generator.next() % 12) - 4)
            values.append((Double(generator.next() % 2_000_001) - 1_000_000) / 1_000_000 * magnitude)
            values.append(Double(Int64(bitPattern: generator.next()) % 100_000) / 3)
        }
        var results: [ScenarioResult] = []
        for (i, chunk) in stride(from: 0, to: values.count, by: 4).enumerated() {
            var r = Self.result(i)
            r.findings = [AuditFinding(audit: "overlap", severity: .warning, view: "v", message: "m",
                                       frame: Array(values[chunk..<min(chunk + 4, values.count)]))]
            results.append(r)
        }
        let report = RunReport(command: "test", shard: nil, results: results)
        #expect(ReportJSON.encode(report) == (try Self.foundationBytes(report)))
    }

    /// File roles sort as `JSONEncoder` sorts them, whatever their spelling.
    @Test func fileRoleOrder() throws {
        var generator = SplitMix(seed: 11)
        let alphabet = Array("aAbB.-_0129zZ/é")
        var r = Self.result(0)
        for _ in 0..<200 {
            let length = 1 + Int(generator.next() % 8)
            let key = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            r.files[key] = "x"
        }
        let report = RunReport(command: "test", shard: nil, results: [r])
        #expect(ReportJSON.encode(report) == (try Self.foundationBytes(report)))
    }

    @Test func readBackEqual() throws {
        var r = Self.result(3, status: .missing)
        r.files = ["baseline.json": "B/x.json"]
        r.findings = [AuditFinding(audit: "offscreen", severity: .error, view: "signIn", message: "below the window",
                                   location: "S.yaml:3:1", frame: [16, 470.5, 361, 50])]
        let report = RunReport(command: "test", shard: "3/4", results: [r])
        #expect(try RunReport.decode(report.encoded(), file: "report.json") == report)
    }
}

/// SplitMix64: a fixed-seed generator, so every run checks the same values.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
