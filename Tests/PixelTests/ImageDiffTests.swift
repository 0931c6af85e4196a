import Testing
import Raster
@testable import ImageDiff

@Suite struct ImageDiffTests {
    func gray(_ values: [[UInt8]]) throws -> RGBAImage {
        try RGBAImage(width: values[0].count, height: values.count,
                      bytes: values.flatMap { row in row.flatMap { [$0, $0, $0, 255] } })
    }

    func solid(_ w: Int, _ h: Int, _ v: UInt8) throws -> RGBAImage {
        try RGBAImage(width: w, height: h, fill: RGBA(r: v, g: v, b: v))
    }

    @Test func identicalImagesAndGrayCopy() throws {
        let a = try RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 0, 0])
        let result = try ImageDiff.compare(a, a, diffImage: true)
        #expect(result.mismatched == 0 && result.total == 2 && result.regions.isEmpty && result.ratio == 0)
        // Red: luma 255 × 0.29889531 = 76.218; 255 + (76.218 − 255) × 0.1 × 255/255 = 237.12 → 237.
        // Transparent black: 255 + (0 − 255) × 0.1 × 0/255 = 255.
        #expect(result.diffImage?.bytes == [237, 237, 237, 255, 255, 255, 255, 255])
        // A diff mask leaves unchanged pixels transparent.
        let mask = try ImageDiff.compare(a, a, options: DiffOptions(diffMask: true), diffImage: true)
        #expect(mask.diffImage?.bytes == [UInt8](repeating: 0, count: 8))
    }

    @Test func thresholdBoundary() throws {
        // Gray 100 vs 110: dr = dg = db = −10, so y = −10 × (0.29889531 + 0.58662247 + 0.11448223)
        // ≈ −10, i ≈ q ≈ 0 (their coefficients sum to ~0); delta ≈ 0.5053 × 100 = 50.53.
        // threshold 0.1 → max 35215 × 0.01 = 352.15: same; threshold 0.03 → 31.69: different.
        let a = try solid(1, 1, 100), b = try solid(1, 1, 110)
        #expect(try ImageDiff.compare(a, b).mismatched == 0)
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.03)).mismatched == 1)
        // threshold 0.038 → 35215 × 0.001444 = 50.85 > 50.53: same again.
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.038)).mismatched == 0)
    }

    @Test func diffColorAndAltBySign() throws {
        // a black, b white: y = −255 < 0, delta kept positive → diffColor. Reversed: y > 0 →
        // negative delta → diffColorAlt (pixelmatch's "darker in the second image").
        let black = try solid(1, 1, 0), white = try solid(1, 1, 255)
        let options = DiffOptions(diffColor: RGBA(r: 255, g: 0, b: 0), diffColorAlt: RGBA(r: 0, g: 255, b: 0))
        #expect(try ImageDiff.compare(black, white, options: options, diffImage: true).diffImage?.bytes == [255, 0, 0, 255])
        #expect(try ImageDiff.compare(white, black, options: options, diffImage: true).diffImage?.bytes == [0, 255, 0, 255])
    }

    @Test func antiAliasedEdgeIgnoredUnlessIncluded() throws {
        // A vertical edge: black | black | 128 | white | white. In b, the edge pixel (2, 2) is 100.
        // Its delta 0.5053 × 28² ≈ 396 > 352.15. In a, (2, 2) has two equal neighbours ((2,1),
        // (2,3)), darker ones at x = 1 and brighter ones at x = 3; the brighter (3, 1) has 3+
        // equal (white) neighbours in both images → anti-aliasing, drawn yellow, not counted.
        let row: [UInt8] = [0, 0, 128, 255, 255]
        let a = try gray([row, row, row, row, row])
        let b = try gray([row, row, [0, 0, 100, 255, 255], row, row])
        let ignored = try ImageDiff.compare(a, b, diffImage: true)
        #expect(ignored.mismatched == 0 && ignored.regions.isEmpty)
        #expect(ignored.diffImage?.pixel(x: 2, y: 2) == RGBA(r: 255, g: 255, b: 0))
        let included = try ImageDiff.compare(a, b, options: DiffOptions(includeAA: true), diffImage: true)
        #expect(included.mismatched == 1)
        #expect(included.regions == [DiffRegion(x: 2, y: 2, width: 1, height: 1, pixels: 1)])
        // b is darker at (2, 2): y = (128 − 100) × 1.0 > 0 → diffColorAlt, which defaults to diffColor.
        #expect(included.diffImage?.pixel(x: 2, y: 2) == RGBA(r: 255, g: 0, b: 0))
    }

    @Test func transparentPixelsOverWhiteOrPattern() throws {
        // Transparent black vs opaque white. Over white: dr = (0·0 − 255·255 − 255·(0 − 255)) / 255 = 0.
        // Over pixelmatch's pattern at byte 0 (48, 48, 48): dr = (−65025 + 48·255) / 255 = −207 → differs.
        let clear = try RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 0])
        let white = try solid(1, 1, 255)
        #expect(try ImageDiff.compare(clear, white, options: DiffOptions(checkerboard: false)).mismatched == 0)
        #expect(try ImageDiff.compare(clear, white).mismatched == 1)
    }

    @Test func regionsClusterByTouchingTiles() throws {
        // White 20×20; b has black dots at (1,1), (2,2), (9,1) and (17,17). Each dot's neighbours
        // are white in a (flat) so none is anti-aliasing: 4 mismatches.
        // Tiles of 8: (1,1), (2,2) in tile (0,0); (9,1) in tile (1,0), touching it; (17,17) in
        // tile (2,2), alone. So two regions: x 1...9, y 1...2 with 3 px, and (17,17) with 1 px.
        let a = try solid(20, 20, 255)
        var b = a
        for (x, y) in [(1, 1), (2, 2), (9, 1), (17, 17)] { try b.setPixel(x: x, y: y, to: RGBA(r: 0, g: 0, b: 0)) }
        let result = try ImageDiff.compare(a, b)
        #expect(result.mismatched == 4)
        #expect(result.ratio == 4.0 / 400.0)
        #expect(result.regions == [
            DiffRegion(x: 1, y: 1, width: 9, height: 2, pixels: 3),
            DiffRegion(x: 17, y: 17, width: 1, height: 1, pixels: 1),
        ])
        // Tile size 1 is exact 8-connectivity: (1,1) and (2,2) touch diagonally; (9,1) stands alone.
        let exact = try ImageDiff.compare(a, b, options: DiffOptions(regionTileSize: 1))
        #expect(exact.regions == [
            DiffRegion(x: 1, y: 1, width: 2, height: 2, pixels: 2),
            DiffRegion(x: 9, y: 1, width: 1, height: 1, pixels: 1),
            DiffRegion(x: 17, y: 17, width: 1, height: 1, pixels: 1),
        ])
    }

    @Test func tileLargerThanTheImageIsOneRegion() throws {
        // The dots of `regionsClusterByTouchingTiles` with a tile of Int.max (which overflowed
        // `width + tile − 1` before): one tile holds them all, so one region spanning x 1...17,
        // y 1...17 (17 × 17) with 4 px, the same as a tile of exactly 20.
        let a = try solid(20, 20, 255)
        var b = a
        for (x, y) in [(1, 1), (2, 2), (9, 1), (17, 17)] { try b.setPixel(x: x, y: y, to: RGBA(r: 0, g: 0, b: 0)) }
        let whole = [DiffRegion(x: 1, y: 1, width: 17, height: 17, pixels: 4)]
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(regionTileSize: .max)).regions == whole)
        #expect(try ImageDiff.compare(a, b, options: DiffOptions(regionTileSize: 20)).regions == whole)
    }

    @Test func badInput() throws {
        #expect(throws: ImageDiffError.sizeMismatch(firstWidth: 2, firstHeight: 1, secondWidth: 1, secondHeight: 2)) {
            try ImageDiff.compare(try solid(2, 1, 0), try solid(1, 2, 0))
        }
        #expect(throws: ImageDiffError.self) {
            try ImageDiff.compare(try solid(1, 1, 0), try solid(1, 1, 0), options: DiffOptions(threshold: -1))
        }
        #expect(try ImageDiff.compare(try solid(0, 0, 0), try solid(0, 0, 0)).mismatched == 0)
    }
}
