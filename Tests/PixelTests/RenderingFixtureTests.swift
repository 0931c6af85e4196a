import Foundation
import ImageDiff
import PNG
import Raster
import Rendering
import Testing
import TextLayout

/// Renders the scenes of `RenderingScenes` and compares them with the PNGs committed under
/// `Fixtures/Rendering/`. The fixtures were rendered by this module and checked by eye (Arabic
/// joined and right-aligned, ellipses where expected, round corners and borders); the tests in
/// `RenderingTests.swift` pin the pixel arithmetic by hand.
///
/// On a mismatch the actual image, the expected one and pixelmatch's diff image are written to
/// `$LAYOUTCHECK_TEST_OUTPUT` (default: the temporary directory)/layoutcheck-rendering/, and the
/// failure names the files. `LAYOUTCHECK_RECORD_RENDERING=1` rewrites the fixtures instead.
@Suite struct RenderingFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Rendering")

    static var outputDirectory: URL {
        let base = ProcessInfo.processInfo.environment["LAYOUTCHECK_TEST_OUTPUT"]
            .map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("layoutcheck-rendering")
    }

    func check(_ name: String, _ tree: RenderTree, scale: Int, layers: RenderLayers = .content) throws {
        let renderer = Renderer(engine: try TextLayoutEngine.shared())
        let actual = try renderer.render(tree, scale: scale, layers: layers)
        let fixture = Self.fixtures.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["LAYOUTCHECK_RECORD_RENDERING"] == "1" {
            try FileManager.default.createDirectory(at: Self.fixtures, withIntermediateDirectories: true)
            try PNG.write(actual, to: fixture.path)
            return
        }
        let expected = try PNG.read(file: fixture.path)
        if expected == actual { return }
        // Not byte-identical: tolerate anti-aliasing noise only (pixelmatch, threshold 0.1).
        let sameSize = expected.width == actual.width && expected.height == actual.height
        let result = sameSize ? try ImageDiff.compare(expected, actual, diffImage: true) : nil
        if let result, result.mismatched == 0 { return }
        let out = Self.outputDirectory
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let actualPath = out.appendingPathComponent("\(name)-actual.png").path
        try PNG.write(actual, to: actualPath)
        try PNG.write(expected, to: out.appendingPathComponent("\(name)-expected.png").path)
        var message = "\(name): rendering differs from \(fixture.path); actual: \(actualPath)"
        if let result, let diff = result.diffImage {
            let diffPath = out.appendingPathComponent("\(name)-diff.png").path
            try PNG.write(diff, to: diffPath)
            message += "; diff: \(diffPath); \(result.mismatched) px differ in \(result.regions)"
        } else {
            message += "; size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
        }
        Issue.record(Comment(rawValue: message))
    }

    @Test func boxesAtEveryScale() throws {
        try check("boxes@1x", RenderingScenes.boxes, scale: 1)
        try check("boxes@2x", RenderingScenes.boxes, scale: 2)
        try check("boxes@3x", RenderingScenes.boxes, scale: 3)
    }

    @Test func labels() throws {
        try check("labels@2x", RenderingScenes.labels, scale: 2)
    }

    @Test func lineBreakModes() throws {
        try check("truncation@2x", RenderingScenes.truncation, scale: 2)
    }

    @Test func rightToLeftLabels() throws {
        try check("rtl@2x", RenderingScenes.rightToLeft, scale: 2)
    }

    @Test func debugOverlayIsASeparateLayer() throws {
        try check("overlay@2x", RenderingScenes.overlay, scale: 2, layers: [.content, .debugOverlay])
        try check("overlay-only@2x", RenderingScenes.overlay, scale: 2, layers: .debugOverlay)
        // Without the overlay, the overlay scene's content is the boxes fixture: margins and
        // safe area draw nothing in the content layer.
        try check("boxes@2x", RenderingScenes.overlay, scale: 2)
    }
}
