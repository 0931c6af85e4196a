import Testing
import Raster
@testable import PNG

/// Every PNG colour type and bit depth, built byte by byte with `TestPNG`, read as 8-bit RGBA.
/// Expected values: a b-bit gray or palette index v scales to 8 bits as v * 255 / (2^b - 1)
/// (PNG spec §13.12), so 1-bit 1 → 255, 2-bit 1 → 85, 4-bit 1 → 17; a 16-bit sample
/// v → round(v / 257): 0x4000 → 63.75 → 64, 0x8080 → 128, 0xFFFF → 255.
@Suite struct PNGReadTests {
    func rgba(_ image: RGBAImage) -> [[UInt8]] {
        stride(from: 0, to: image.bytes.count, by: 4).map { Array(image.bytes[$0..<($0 + 4)]) }
    }

    @Test func gray1Bit() throws {
        // 0b1011_0000 → 1, 0, 1, 1, 0, 0, 0, 0.
        let png = TestPNG.make(width: 8, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1011_0000]])
        let image = try PNG.decode(png)
        #expect(rgba(image).map { $0[0] } == [255, 0, 255, 255, 0, 0, 0, 0])
        #expect(rgba(image).allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] && $0[3] == 255 })
    }

    @Test func gray2And4Bit() throws {
        // 2-bit 0b00_01_10_11 → 0, 1, 2, 3 → 0, 85, 170, 255.
        let two = try PNG.decode(TestPNG.make(width: 4, height: 1, bitDepth: 2, colorType: 0, rows: [[0b0001_1011]]))
        #expect(rgba(two) == [[0, 0, 0, 255], [85, 85, 85, 255], [170, 170, 170, 255], [255, 255, 255, 255]])
        // 4-bit 0x3F → 3, 15 → 51, 255.
        let four = try PNG.decode(TestPNG.make(width: 2, height: 1, bitDepth: 4, colorType: 0, rows: [[0x3F]]))
        #expect(rgba(four) == [[51, 51, 51, 255], [255, 255, 255, 255]])
    }

    @Test func gray8And16BitWithTRNS() throws {
        // 8-bit: the tRNS gray value 128 makes exactly those pixels fully transparent.
        let eight = try PNG.decode(TestPNG.make(width: 3, height: 1, bitDepth: 8, colorType: 0,
                                                rows: [[0, 128, 200]], trns: [0, 128]))
        #expect(rgba(eight) == [[0, 0, 0, 255], [128, 128, 128, 0], [200, 200, 200, 255]])
        // 16-bit big-endian samples 0x4000, 0x8080, 0xFFFF → 64, 128, 255.
        let sixteen = try PNG.decode(TestPNG.make(width: 3, height: 1, bitDepth: 16, colorType: 0,
                                                  rows: [[0x40, 0x00, 0x80, 0x80, 0xFF, 0xFF]]))
        #expect(rgba(sixteen) == [[64, 64, 64, 255], [128, 128, 128, 255], [255, 255, 255, 255]])
    }

    @Test func grayAlpha8And16Bit() throws {
        let eight = try PNG.decode(TestPNG.make(width: 2, height: 1, bitDepth: 8, colorType: 4,
                                                rows: [[10, 20, 250, 0]]))
        #expect(rgba(eight) == [[10, 10, 10, 20], [250, 250, 250, 0]])
        // (0x8080, 0x4000) → gray 128, alpha 64; (0xFFFF, 0xFFFF) → 255, 255.
        let sixteen = try PNG.decode(TestPNG.make(width: 2, height: 1, bitDepth: 16, colorType: 4,
                                                  rows: [[0x80, 0x80, 0x40, 0x00, 0xFF, 0xFF, 0xFF, 0xFF]]))
        #expect(rgba(sixteen) == [[128, 128, 128, 64], [255, 255, 255, 255]])
    }

    @Test func rgb8And16BitWithTRNS() throws {
        // tRNS (0, 255, 0) for RGB: only the exact green pixel becomes transparent.
        let eight = try PNG.decode(TestPNG.make(width: 2, height: 2, bitDepth: 8, colorType: 2,
                                                rows: [[1, 2, 3, 0, 255, 0], [255, 0, 0, 0, 255, 1]],
                                                trns: [0, 0, 0, 255, 0, 0]))
        #expect(rgba(eight) == [[1, 2, 3, 255], [0, 255, 0, 0], [255, 0, 0, 255], [0, 255, 1, 255]])
        let sixteen = try PNG.decode(TestPNG.make(width: 1, height: 1, bitDepth: 16, colorType: 2,
                                                  rows: [[0xFF, 0xFF, 0x80, 0x80, 0x40, 0x00]]))
        #expect(rgba(sixteen) == [[255, 128, 64, 255]])
    }

    @Test func rgba8And16Bit() throws {
        let eight = try PNG.decode(TestPNG.make(width: 2, height: 1, bitDepth: 8, colorType: 6,
                                                rows: [[1, 2, 3, 4, 250, 251, 252, 253]]))
        #expect(rgba(eight) == [[1, 2, 3, 4], [250, 251, 252, 253]])
        let sixteen = try PNG.decode(TestPNG.make(width: 1, height: 1, bitDepth: 16, colorType: 6,
                                                  rows: [[0x40, 0x00, 0x80, 0x80, 0xFF, 0xFF, 0x80, 0x80]]))
        #expect(rgba(sixteen) == [[64, 128, 255, 128]])
    }

    @Test func paletteAllDepthsWithShortTRNS() throws {
        // Palette: 0 red, 1 green, 2 blue, 3 white; tRNS covers entries 0 and 1 only (alpha 0
        // and 128), the rest stay opaque (PNG spec §11.3.2.1).
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
        let trns: [UInt8] = [0, 128]
        let expected: [[UInt8]] = [[255, 0, 0, 0], [0, 255, 0, 128], [0, 0, 255, 255], [255, 255, 255, 255]]
        // 1-bit indices 0b0101 → 0, 1, 0, 1.
        let one = try PNG.decode(TestPNG.make(width: 4, height: 1, bitDepth: 1, colorType: 3,
                                              rows: [[0b0101_0000]], palette: palette, trns: trns))
        #expect(rgba(one) == [expected[0], expected[1], expected[0], expected[1]])
        // 2-bit indices 0b00_01_10_11 → 0, 1, 2, 3.
        let two = try PNG.decode(TestPNG.make(width: 4, height: 1, bitDepth: 2, colorType: 3,
                                              rows: [[0b0001_1011]], palette: palette, trns: trns))
        #expect(rgba(two) == expected)
        // 4-bit indices 0x32, 0x10 → 3, 2, 1, 0.
        let four = try PNG.decode(TestPNG.make(width: 4, height: 1, bitDepth: 4, colorType: 3,
                                               rows: [[0x32, 0x10]], palette: palette, trns: trns))
        #expect(rgba(four) == expected.reversed())
        let eight = try PNG.decode(TestPNG.make(width: 4, height: 1, bitDepth: 8, colorType: 3,
                                                rows: [[2, 3, 0, 1]], palette: palette, trns: trns))
        #expect(rgba(eight) == [expected[2], expected[3], expected[0], expected[1]])
    }

    @Test func multiBlockStoredStreamAndRows() throws {
        // 200×120 RGB: 120 rows × (1 + 600) bytes = 72,120 raw bytes; a stored block holds at
        // most 65,535, so the stream has two blocks. Pixel (x, y) is (x, y, x ^ y).
        let w = 200, h = 120
        var rows: [[UInt8]] = []
        for y in 0..<h {
            var row: [UInt8] = []
            for x in 0..<w { row += [UInt8(x), UInt8(y), UInt8(x ^ y)] }
            rows.append(row)
        }
        let image = try PNG.decode(TestPNG.make(width: w, height: h, bitDepth: 8, colorType: 2, rows: rows))
        #expect(image.width == 200 && image.height == 120)
        #expect(image.pixel(x: 199, y: 119) == RGBA(r: 199, g: 119, b: 199 ^ 119, a: 255))
        #expect(image.pixel(x: 3, y: 5) == RGBA(r: 3, g: 5, b: 6, a: 255))
    }

    @Test func adam7Interlaced() throws {
        // A 2×2 Adam7 image has three non-empty passes (spec §8.2): pass 1 holds (0,0), pass 6
        // (x = 1, 3, … on even rows) holds (1,0), pass 7 (odd rows) holds (0,1) and (1,1).
        let png = TestPNG.make(width: 2, height: 2, bitDepth: 8, colorType: 0,
                               rows: [[10], [20], [30, 40]], interlaced: true)
        #expect(rgba(try PNG.decode(png)).map { $0[0] } == [10, 20, 30, 40])
    }

    @Test func colorSpaceChunksDoNotConvertSamples() throws {
        // gAMA 100000 declares linear samples; a colour-managed decoder would brighten 128 to
        // about 188 in sRGB. Diffs compare stored values, as pixelmatch does: 128 stays 128.
        let png = TestPNG.make(width: 1, height: 1, bitDepth: 8, colorType: 0, rows: [[128]],
                               extraChunks: [("gAMA", [0, 1, 0x86, 0xA0]),
                                             ("cHRM", [UInt8](repeating: 0, count: 32))])
        #expect(rgba(try PNG.decode(png)) == [[128, 128, 128, 255]])
    }
}
