import Audits
import Foundation
import Localization
import Reports
import Testing
@testable import LayoutCheck

/// The result cache's binary format (`CacheCodec`): what goes in comes out, every field of a
/// result is stored, and a damaged file is an error to recompute from, never a trap.
@Suite struct CacheCodecTests {
    /// A result with every field set to something other than its default.
    static func fullResult() -> ScenarioResult {
        var result = ScenarioResult(index: 7, name: "card/iphone-15-pro-portrait/de-large", screen: "card", device: "iPhone 15 Pro",
                                    orientation: "portrait", locale: "de", size: "large", status: .passed,
                                    messages: ["m1", "m2 ü"], changedViews: ["title"], changes: ["title: moved +2 pt"],
                                    stampDifferences: ["pango: 1.50 → 1.52"], files: ["baseline.json": "Baselines/a.json", "actual.png": "x.png"],
                                    findings: [AuditFinding(audit: "contrast", severity: .warning, view: "title", message: "3.6:1",
                                                            detail: "#007AFF on #F2F2F7", location: "Screens/card.layout.yaml:7:17",
                                                            frame: [1048, 750.5, -120, 40]),
                                               AuditFinding(audit: "truncated", severity: .error, view: "subtitle", message: "cut")],
                                    signature: ["title moved"])
        result.findings[1].known = true
        result.blockers = ["missing string"]
        result.digests = ["actual.json": "sha256:00ff"]
        result.missingStrings = [MissingStringReport(key: "card.title", table: "Card", locale: "de", foundIn: "en", location: "Strings/de.lproj/Card.strings"),
                                 MissingStringReport(key: "k", table: nil, locale: "ar", foundIn: nil, location: nil)]
        result.runNotes = ["Courier New → Liberation Mono"]
        result.inputError = InputErrorReport(location: "Main.storyboard:12:5", message: "bad")
        result.cached = true
        return result
    }

    static func screenFile() -> ScenarioCache.ScreenFile {
        var file = ScenarioCache.ScreenFile()
        let reads = [StringRead(kind: .string, key: "card.title", table: "Card", count: 3, answer: "Karte"),
                     StringRead(kind: .hasTable, key: "Card", answer: nil)]
        file.entries["card/b"] = ScenarioCache.Entry(key: "k2", baselines: ["json": "sha256:aa", "png": "absent"],
                                                     baselineFiles: ["json": "size=1 mtime=2 inode=3 /x"], reads: reads,
                                                     runNotes: ["note"], result: fullResult())
        file.entries["card/a"] = ScenarioCache.Entry(key: "k1", baselines: [:], baselineFiles: [:], reads: [], runNotes: [],
                                                     result: ScenarioResult(index: 0, name: "card/a", screen: "card", device: "d",
                                                                            orientation: "o", locale: "en", size: "large", status: .passed))
        return file
    }

    @Test func entriesRoundTrip() throws {
        let file = Self.screenFile()
        let decoded = try ScenarioCache.ScreenFile(decoding: file.encoded())
        #expect(decoded.format == CacheInputs.formatVersion && decoded.layoutcheck == LayoutCheckInfo.version)
        #expect(decoded.entries.keys.sorted() == ["card/a", "card/b"])
        let b = try #require(decoded.entries["card/b"])
        #expect(b.result == Self.fullResult())
        #expect(b.reads == file.entries["card/b"]?.reads)
        #expect(b.key == "k2" && b.baselines == ["json": "sha256:aa", "png": "absent"] && b.runNotes == ["note"])
        #expect(b.baselineFiles == ["json": "size=1 mtime=2 inode=3 /x"])
        // Same entries, same bytes, whatever order the dictionaries were filled in.
        #expect(decoded.encoded() == file.encoded())
    }

    /// The codec writes fields by name; a stored property added to `ScenarioResult` must be added
    /// to it (and to `cachedFields`), or cached results would silently lose it.
    @Test func everyFieldOfAResultIsStored() {
        let names = Mirror(reflecting: Self.fullResult()).children.compactMap(\.label)
        #expect(names == ScenarioResult.cachedFields)
    }

    /// Every truncation of a valid file, and a count larger than the file, is `Corrupt`.
    @Test func aDamagedFileIsAnErrorNotATrap() {
        let bytes = Self.screenFile().encoded()
        for length in 0..<bytes.count {
            #expect(throws: CacheCodec.Corrupt.self) { try ScenarioCache.ScreenFile(decoding: Array(bytes.prefix(length))) }
        }
        #expect(throws: CacheCodec.Corrupt.self) { try ScenarioCache.ScreenFile(decoding: bytes + [0]) }
        // The entry count (after magic, format and the version string) claims 2^62 entries.
        var huge = bytes
        let countOffset = CacheCodec.magic.count + 8 + 8 + LayoutCheckInfo.version.utf8.count
        for i in 0..<8 { huge[countOffset + i] = i == 7 ? 0x40 : 0 }
        #expect(throws: CacheCodec.Corrupt.self) { try ScenarioCache.ScreenFile(decoding: huge) }
        // JSON of the previous format is not this format.
        #expect(throws: CacheCodec.Corrupt.self) { try ScenarioCache.ScreenFile(decoding: Array(#"{"format": 2, "entries": {}}"#.utf8)) }
    }
}
