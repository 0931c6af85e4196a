import Foundation
import Testing
import Raster
@testable import PNG

/// PngSuite (Willem van Schaik's standard PNG test images), run only by scripts/check-pngsuite:
/// the suite is third-party and stays outside the repository. `LAYOUTCHECK_PNGSUITE` names the
/// folder of its .png files; `LAYOUTCHECK_PNGSUITE_REFERENCE` the folder of the reference pixels
/// pypng decoded (scripts/pngsuite-reference.py), which share no code with libpng.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTCHECK_PNGSUITE"] != nil,
                "PngSuite absent: LAYOUTCHECK_PNGSUITE unset (scripts/check-pngsuite sets it)"))
struct PNGSuiteConformanceTests {
    @Test func validImagesMatchTheReferenceAndCorruptOnesAreErrors() throws {
        let environment = ProcessInfo.processInfo.environment
        let suite = try #require(environment["LAYOUTCHECK_PNGSUITE"])
        let reference = try #require(environment["LAYOUTCHECK_PNGSUITE_REFERENCE"])
        let names = try FileManager.default.contentsOfDirectory(atPath: suite).filter { $0.hasSuffix(".png") }.sorted()
        var exact = 0, wrong: [String] = [], corruptRejected = 0, corruptAccepted: [String] = []
        for name in names {
            let path = suite + "/" + name
            if name.hasPrefix("x") {
                // PngSuite names every corrupt image x…: each must be a thrown error, never a crash.
                if (try? PNG.read(file: path)) == nil { corruptRejected += 1 } else { corruptAccepted.append(name) }
                continue
            }
            let expected = try PNG.readBytes(reference + "/" + name.dropLast(4) + ".rgba")
            let image = try PNG.read(file: path)
            let size = expected.prefix(8).reduce(0) { $0 << 8 | Int($1) }
            let header = (width: size >> 32, height: size & 0xFFFF_FFFF)
            guard image.width == header.width, image.height == header.height, image.bytes == Array(expected.dropFirst(8)) else {
                let differing = stride(from: 0, to: min(image.bytes.count, expected.count - 8), by: 4)
                    .filter { image.bytes[$0..<($0 + 4)] != expected[($0 + 8)..<($0 + 12)] }.count
                wrong.append("\(name) (\(differing) pixels differ)")
                continue
            }
            exact += 1
        }
        print("PngSuite: \(exact) of \(names.count - corruptRejected - corruptAccepted.count) valid images exact; "
              + "\(corruptRejected) of \(corruptRejected + corruptAccepted.count) corrupt images rejected")
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(corruptAccepted.isEmpty, "\(corruptAccepted)")
        #expect(exact > 0)
    }
}
