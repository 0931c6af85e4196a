import ArgumentParser
import Foundation
import Testing
import PNG
import Raster
@testable import LayoutCheckCLI

/// `layoutcheck diff` on small PNGs written to a temporary folder.
@Suite struct DiffCommandTests {
    let dir: String

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("diffcmd-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let white = try RGBAImage(width: 4, height: 4, fill: RGBA(r: 255, g: 255, b: 255))
        var dot = white
        try dot.setPixel(x: 1, y: 1, to: RGBA(r: 0, g: 0, b: 0))
        try PNG.write(white, to: "\(dir)/white.png")
        try PNG.write(dot, to: "\(dir)/dot.png")
        try PNG.write(try RGBAImage(width: 2, height: 3, fill: RGBA(r: 1, g: 2, b: 3)), to: "\(dir)/small.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: "\(dir)/bad.png"))
    }

    func command(_ args: [String]) throws -> DiffCommand {
        try DiffCommand.parse(args)
    }

    @Test func identicalExitsZero() async throws {
        let outcome = try await command(["\(dir)/white.png", "\(dir)/white.png"]).evaluate()
        #expect(outcome == DiffCommand.Outcome(text: "0 of 16 pixels differ", exitCode: 0))
    }

    @Test func differentPrintsCountRegionAndJSON() async throws {
        // One black dot on white: its neighbours are all white in both images, so it is not
        // anti-aliasing: 1 of 16 pixels, ratio 1/16 = 0.0625.
        let text = try await command(["\(dir)/white.png", "\(dir)/dot.png"]).evaluate()
        #expect(text == DiffCommand.Outcome(text: "1 of 16 pixels differ\nregion 1: 1×1 at (1, 1), 1 px", exitCode: 1))
        let json = try await command(["\(dir)/white.png", "\(dir)/dot.png", "--json"]).evaluate()
        #expect(json == DiffCommand.Outcome(text: "{\"mismatched\": 1, \"total\": 16, \"ratio\": 0.0625}", exitCode: 1))
    }

    @Test func outputWritesDiffImage() async throws {
        _ = try await command(["\(dir)/white.png", "\(dir)/dot.png", "--output", "\(dir)/d.png"]).evaluate()
        let diff = try PNG.read(file: "\(dir)/d.png")
        // The dot is red (diffColor); white stays 255 + (255.0000026 − 255) × 0.1 → 255 gray.
        #expect(diff.pixel(x: 1, y: 1) == RGBA(r: 255, g: 0, b: 0))
        #expect(diff.pixel(x: 0, y: 0) == RGBA(r: 255, g: 255, b: 255))
    }

    @Test func badInputIsFailureOrExitTwo() async throws {
        await #expect(throws: DiffCommand.Failure(message: "image sizes differ: \(dir)/white.png is 4×4, \(dir)/small.png is 2×3")) {
            try await command(["\(dir)/white.png", "\(dir)/small.png"]).evaluate()
        }
        await #expect(throws: DiffCommand.Failure(message: "\(dir)/bad.png: not a PNG file (bad signature)")) {
            try await command(["\(dir)/white.png", "\(dir)/bad.png"]).evaluate()
        }
        // validate() reports bad options and missing files with exit status 2, not ArgumentParser's 64.
        for args in [["\(dir)/white.png", "\(dir)/missing.png"],
                     ["\(dir)/white.png", "\(dir)/dot.png", "--threshold", "1.5"],
                     ["\(dir)/white.png", "\(dir)/dot.png", "--output", "\(dir)/white.png"]] {
            #expect {
                try command(args)
            } throws: { error in
                DiffCommand.exitCode(for: error) == ExitCode(2)
            }
        }
    }
}
