import Foundation
import Testing
import Raster
import PNG
@testable import ImageDiff

/// `shared/` beside the repository (as CI lays it out), or `LAYOUTCHECK_SHARED`. A set
/// `LAYOUTCHECK_SHARED` is the only place looked at, so pointing it elsewhere never silently
/// tests `../shared` instead.
enum SharedFolder {
    static let path: String = {
        if let env = ProcessInfo.processInfo.environment["LAYOUTCHECK_SHARED"], !env.isEmpty { return env }
        // This file is <root>/Tests/PixelTests/<file>; shared/ sits beside <root>.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.deletingLastPathComponent().appendingPathComponent("shared").path
    }()

    /// pixelmatch's fixtures, nil when the folder is absent.
    static let pixelmatch: String? = {
        let dir = path + "/conformance/pixelmatch"
        return FileManager.default.fileExists(atPath: dir) ? dir : nil
    }()
}

struct PixelmatchExpectations: Decodable {
    struct Options: Decodable {
        var threshold: Double?
        var includeAA: Bool?
        var alpha: Double?
        var aaColor: [UInt8]?
        var diffColor: [UInt8]?
        var diffColorAlt: [UInt8]?
        var diffMask: Bool?
        var checkerboard: Bool?

        var diffOptions: DiffOptions {
            var o = DiffOptions()
            if let threshold { o.threshold = threshold }
            if let includeAA { o.includeAA = includeAA }
            if let alpha { o.alpha = alpha }
            if let c = aaColor, c.count == 3 { o.aaColor = RGBA(r: c[0], g: c[1], b: c[2]) }
            if let c = diffColor, c.count == 3 { o.diffColor = RGBA(r: c[0], g: c[1], b: c[2]) }
            if let c = diffColorAlt, c.count == 3 { o.diffColorAlt = RGBA(r: c[0], g: c[1], b: c[2]) }
            if let diffMask { o.diffMask = diffMask }
            if let checkerboard { o.checkerboard = checkerboard }
            return o
        }
    }
    struct Case: Decodable, CustomTestStringConvertible {
        var a: String
        var b: String
        var diff: String
        var options: Options
        var mismatched: Int
        var testDescription: String { "\(a) vs \(b) → \(diff)" }
    }
    struct PixelPair: Decodable {
        var what: String
        var a: [UInt8]
        var b: [UInt8]
        var options: Options
        var mismatched: Int
    }
    var cases: [Case]
    var pixel_pairs: [PixelPair]

    static let loaded: PixelmatchExpectations? = {
        guard let dir = SharedFolder.pixelmatch,
              let data = FileManager.default.contents(atPath: dir + "/expected.json") else { return nil }
        return try? JSONDecoder().decode(PixelmatchExpectations.self, from: data)
    }()
}

// Enabled by the folder, not by a successful decode: a present but unreadable expected.json
// must fail (fixturesLoad), never turn into a skip.
@Suite(.enabled(if: SharedFolder.pixelmatch != nil,
                "shared/conformance/pixelmatch absent at \(SharedFolder.path) (set LAYOUTCHECK_SHARED)"))
struct ImageDiffConformanceTests {
    /// The parameterised test below runs once per case, so an empty or undecodable list would
    /// run nothing; this is what fails then.
    @Test func fixturesLoad() throws {
        let loaded = try #require(PixelmatchExpectations.loaded, "expected.json missing or undecodable")
        #expect(!loaded.cases.isEmpty)
    }

    @Test(arguments: PixelmatchExpectations.loaded?.cases ?? [])
    func pixelmatchCase(_ c: PixelmatchExpectations.Case) throws {
        let dir = try #require(SharedFolder.pixelmatch)
        let a = try PNG.read(file: "\(dir)/\(c.a)")
        let b = try PNG.read(file: "\(dir)/\(c.b)")
        let expectedDiff = try PNG.read(file: "\(dir)/\(c.diff)")
        let options = c.options.diffOptions
        let drawn = try ImageDiff.compare(a, b, options: options, diffImage: true)
        #expect(drawn.mismatched == c.mismatched)
        // Counting without drawing must give the same number.
        #expect(try ImageDiff.compare(a, b, options: options).mismatched == c.mismatched)
        let ours = try #require(drawn.diffImage)
        let differing = stride(from: 0, to: ours.bytes.count, by: 4).filter {
            ours.bytes[$0..<($0 + 4)] != expectedDiff.bytes[$0..<($0 + 4)]
        }
        #expect(differing.count == 0, "diff-image pixels differ, first at byte \(differing.first ?? -1)")
        if !differing.isEmpty {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcheck-conformance-\(c.diff)").path
            try PNG.write(ours, to: out)
            Issue.record("our diff image for \(c.diff) written to \(out)")
        }
    }

    @Test func pixelPairs() throws {
        let pairs = try #require(PixelmatchExpectations.loaded?.pixel_pairs)
        #expect(!pairs.isEmpty)
        for p in pairs {
            let a = try RGBAImage(width: 1, height: 1, bytes: p.a)
            let b = try RGBAImage(width: 1, height: 1, bytes: p.b)
            #expect(try ImageDiff.compare(a, b, options: p.options.diffOptions).mismatched == p.mismatched, "\(p.what)")
        }
    }
}
