import Foundation
import PNG
import Raster
import Testing
@testable import Snapshots

/// The pixel digest a PNG baseline carries (`LayoutCheck-Pixels`), which lets a passing `test`
/// skip decoding the baseline: new baselines store the row digest, older ones the byte-serial
/// FNV digest, and both must keep matching their pixels and only their pixels.
@Suite struct PixelDigestTests {
    typealias Strategy = Snapshotting<ScenarioOutput, RGBAImage>

    func screen() throws -> RGBAImage {
        // White, rows 3…5 with a grey bar at x 2…6: repeated rows and differing ones.
        var image = try RGBAImage(width: 9, height: 8, fill: RGBA(r: 255, g: 255, b: 255))
        for y in 3...5 { for x in 2...6 { try image.setPixel(x: x, y: y, to: RGBA(r: 142, g: 142, b: 147)) } }
        return image
    }

    func png(_ image: RGBAImage, digest: String) throws -> Data {
        Data(try PNG.encode(image, text: [PNGTextEntry(key: Strategy.pixelDigestKey, value: digest)], colorType: .rgb))
    }

    @Test func rowDigestTellsPixelsApart() throws {
        let image = try screen()
        #expect(Strategy.pixelDigest(image).hasPrefix("rows64:"))
        #expect(Strategy.pixelDigest(image) == Strategy.pixelDigest(try screen()))
        // One pixel changed in a repeated row, in a differing row, and the same rows in another
        // width × height: each gives another digest.
        var repeated = image
        try repeated.setPixel(x: 0, y: 7, to: RGBA(r: 255, g: 255, b: 254))
        var differing = image
        try differing.setPixel(x: 4, y: 4, to: RGBA(r: 142, g: 142, b: 148))
        let reshaped = try RGBAImage(width: 8, height: 9, bytes: image.bytes)
        let digests = [image, repeated, differing, reshaped].map(Strategy.pixelDigest)
        #expect(Set(digests).count == 4)
    }

    @Test func rowsMarkedAsRepeatsDigestAsComparedOnes() throws {
        // The screen above: rows 1, 2, 4, 5 and 7 repeat the row above (3 and 6 start and end
        // the bar). A renderer marks them; the digest must not depend on whether it did.
        let image = try screen()
        let marks = [false, true, true, false, true, true, false, true]
        let hinted = try RGBAImage(width: 9, height: 8, bytes: image.bytes, repeatedRows: marks)
        #expect(Strategy.pixelDigest(hinted) == Strategy.pixelDigest(image))
    }

    @Test func storedDigestsOfBothKindsMatch() throws {
        let image = try screen()
        var other = image
        try other.setPixel(x: 4, y: 4, to: RGBA(r: 0, g: 0, b: 0))
        let strategy = Strategy.image
        for digest in [Strategy.pixelDigest(image), Strategy.legacyPixelDigest(image)] {
            let stored = try png(image, digest: digest)
            #expect(strategy.matchesStored(stored, image), "\(digest)")
            #expect(!strategy.matchesStored(stored, other), "\(digest)")
        }
        // What `record` writes carries the row digest and decodes to the same pixels.
        let written = try strategy.diffing.toData(image)
        #expect(try PNG.textEntries(in: [UInt8](written)) == [PNGTextEntry(key: Strategy.pixelDigestKey, value: Strategy.pixelDigest(image))])
        #expect(try PNG.decode([UInt8](written)) == image)
    }

    @Test func translucentImageIsStoredAsRGBA() throws {
        var image = try screen()
        try image.setPixel(x: 8, y: 7, to: RGBA(r: 1, g: 2, b: 3, a: 4))
        let written = [UInt8](try Strategy.image.diffing.toData(image))
        // IHDR's colour type (byte 25): 6 is RGBA.
        #expect(written[25] == 6)
        #expect(try PNG.decode(written) == image)
    }
}
