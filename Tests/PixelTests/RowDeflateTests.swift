import Testing
import Raster
@testable import PNG

/// The RGB/RGBA encoder (`RowDeflate`): what it writes must be a standard PNG that libpng decodes
/// back to the same pixels, through the simplified API (as the harness reads baselines) and the
/// traditional one (which also checks the zlib stream's Adler-32).
@Suite struct RowDeflateTests {
    /// A deterministic pseudo-random byte source (64-bit LCG, Knuth's MMIX constants).
    struct Bytes {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    /// A screen-like image: white, a grey bar, a run of noisy "text" rows, identical rows below.
    func screen(width: Int, height: Int, opaque: Bool, seed: UInt64) throws -> RGBAImage {
        var image = try RGBAImage(width: width, height: height, fill: RGBA(r: 255, g: 255, b: 255))
        var random = Bytes(state: seed)
        for y in 0..<height {
            for x in 0..<width {
                if y < height / 4 {
                    try image.setPixel(x: x, y: y, to: RGBA(r: 242, g: 242, b: 247))
                } else if y < height / 2, x % 7 < 4 {
                    let v = random.next()
                    try image.setPixel(x: x, y: y, to: RGBA(r: v, g: v / 2, b: 255 - v, a: opaque ? 255 : random.next()))
                }
            }
        }
        return image
    }

    func decodesBack(_ image: RGBAImage, alpha: Bool) throws {
        let png = try PNG.encode(image, colorType: alpha ? .rgba : .rgb)
        #expect(png[25] == (alpha ? 6 : 2), "IHDR colour type")
        #expect(try PNG.decode(png) == image)
        let header = PNGHeader(width: image.width, height: image.height, bitDepth: 8, colorType: alpha ? 6 : 2)
        #expect(try PNG.decodeTraditionally(png, header: header, file: "t") == image)
    }

    @Test func screenLikeImagesRoundTrip() throws {
        for (width, height) in [(1, 1), (1, 5), (5, 1), (3, 3), (97, 61), (400, 300)] {
            try decodesBack(try screen(width: width, height: height, opaque: true, seed: 7), alpha: false)
            try decodesBack(try screen(width: width, height: height, opaque: true, seed: 8), alpha: true)
            try decodesBack(try screen(width: width, height: height, opaque: false, seed: 9), alpha: true)
        }
    }

    @Test func noiseAndLongRunsRoundTrip() throws {
        // Pure noise (nearly every byte a literal, all 256 literal codes in use), then runs of
        // 1…600 equal bytes inside a row: past one 258-byte match, and ending 0, 1 or 2 bytes
        // after a match (the tail written as literals).
        var random = Bytes(state: 42)
        let noise = try RGBAImage(width: 129, height: 33, bytes: (0..<(129 * 33 * 4)).map { _ in random.next() })
        try decodesBack(noise, alpha: true)
        var runs: [UInt8] = []
        for length in [1, 2, 3, 4, 257, 258, 259, 260, 261, 516, 517, 600] {
            runs += [UInt8](repeating: UInt8(length % 251), count: length * 4)
        }
        let pixels = runs.count / 4
        try decodesBack(try RGBAImage(width: pixels, height: 1, bytes: runs), alpha: true)
        var opaqueRuns = runs
        for i in stride(from: 3, to: opaqueRuns.count, by: 4) { opaqueRuns[i] = 255 }
        try decodesBack(try RGBAImage(width: pixels, height: 1, bytes: opaqueRuns), alpha: false)
    }

    @Test func rowsDifferingInPartRoundTrip() throws {
        // Rows that differ from the row above only at the first pixel, only at the last, in a
        // middle span, or at both ends: the zeros around the span are coded as runs.
        var image = try RGBAImage(width: 50, height: 12, fill: RGBA(r: 255, g: 255, b: 255))
        let ink = RGBA(r: 20, g: 40, b: 60)
        for (y, xs) in [(1, [0]), (2, [49]), (4, Array(20...23)), (5, Array(21...22)), (7, [0, 49]), (8, [0, 49]), (10, [1])] {
            for x in xs { try image.setPixel(x: x, y: y, to: ink) }
        }
        try decodesBack(image, alpha: false)
        try decodesBack(image, alpha: true)
        // Row 0 against row 3 (both white), and against row 4 (ink at 20…23).
        let row0 = Array(image.bytes[0..<200]), row3 = Array(image.bytes[600..<800]), row4 = Array(image.bytes[800..<1000])
        #expect(RowDeflate.differingPixels(row0, row3, width: 50) == nil)
        #expect(RowDeflate.differingPixels(row0, row4, width: 50).map { [$0.0, $0.1] } == [20, 23])
        // Without the memcmp first (rows a renderer did not mark), the scan alone says the same.
        #expect(RowDeflate.differingPixels(row0, row3, width: 50, compare: false) == nil)
        #expect(RowDeflate.differingPixels(row0, row4, width: 50, compare: false).map { [$0.0, $0.1] } == [20, 23])
        // A row marked as not repeating that does repeat is written as zeros all the same.
        let marked = try RGBAImage(width: 50, height: 12, bytes: image.bytes, repeatedRows: [Bool](repeating: false, count: 12))
        #expect(try PNG.encode(marked, colorType: .rgb) == PNG.encode(image, colorType: .rgb))
    }

    @Test func sameImageSameBytes() throws {
        let image = try screen(width: 120, height: 90, opaque: true, seed: 3)
        #expect(try PNG.encode(image, colorType: .rgb) == PNG.encode(image, colorType: .rgb))
    }

    @Test func flatScreenCompressesToAFewKilobytes() throws {
        // 390×844 white, 1,000 KB as RGB rows; Up makes every row after the first zeros: each is
        // a filter byte and 1,170 zeros = a literal 0, four matches of 258 bytes and one of 137,
        // 7 tokens. The two literals and the 258 match are the most frequent symbols (codes of
        // 1–2 bits); the 137 match has 5 extra bits; each match adds a 1-bit distance: about
        // 2 + 2 + 4 × 3 + 10 = 26 bits a row, 844 × 26 / 8 ≈ 2.7 KB, so under 3,000 bytes.
        let white = try RGBAImage(width: 390, height: 844, fill: RGBA(r: 255, g: 255, b: 255))
        let png = try PNG.encode(white, colorType: .rgb)
        #expect(png.count < 3_000, "\(png.count) bytes")
        #expect(try PNG.decode(png) == white)
    }

    @Test func adler32IsChecked() throws {
        // Flipping the stream's Adler-32 (the 4 bytes before IDAT's CRC) and fixing the CRC must
        // make libpng's traditional reader refuse the image: so the round trips above check it.
        let image = try screen(width: 20, height: 10, opaque: true, seed: 5)
        var png = try PNG.encode(image, colorType: .rgb)
        let chunks = try png.withUnsafeBufferPointer { try PNGChunks.walk($0, file: "t") }
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        let adler = idat.dataOffset + idat.length - 4
        png[adler] ^= 0x01
        let crc = CRC32.checksum(Array(png[(idat.dataOffset - 4)..<(idat.dataOffset + idat.length)]))
        png.replaceSubrange((idat.dataOffset + idat.length)..<(idat.dataOffset + idat.length + 4),
                            with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
        let header = PNGHeader(width: 20, height: 10, bitDepth: 8, colorType: 2)
        #expect(throws: PNGError.self) { try PNG.decodeTraditionally(png, header: header, file: "t") }
    }

    @Test func adler32Values() {
        // RFC 1950's example value for "Wikipedia" is 0x11E60398. For 1,000 zeros a stays 1 and
        // b gains 1 per byte: 1,000 = 0x3E8, so 0x03E8_0001.
        var text = Adler32()
        Array("Wikipedia".utf8).withUnsafeBufferPointer { text.add($0) }
        #expect(text.value == 0x11E6_0398)
        var zeros = Adler32()
        zeros.addZeros(1_000)
        #expect(zeros.value == 0x03E8_0001)
        // Past the modulus: 70,000 zeros after "a" (a = 98): b = 98 + 70,000 × 98 mod 65,521.
        var long = Adler32()
        long.add(UInt8(ascii: "a"))
        long.addZeros(70_000)
        #expect(long.value == UInt32((98 + 70_000 * 98) % 65_521) << 16 | 98)
    }

    @Test func codeLengthsAreLimitedAndComplete() {
        // Fibonacci frequencies make an unlimited Huffman code as deep as there are symbols
        // (29 here); the limited code must stay within 15 bits with a Kraft sum of exactly 1.
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let code = HuffmanCode(frequencies: fibonacci, limit: 15)
        #expect(code.lengths.max() == 15)
        #expect(code.lengths.allSatisfy { $0 >= 1 })
        #expect(code.lengths.reduce(0) { $0 + (1 << (15 - $1)) } == 1 << 15)
        // The most frequent symbol gets the shortest code.
        #expect(code.lengths[29] == code.lengths.min())
        // One used symbol still gets a complete two-symbol code.
        let single = HuffmanCode(frequencies: [0, 0, 5, 0], limit: 7)
        #expect(single.lengths == [1, 0, 1, 0])
    }

    @Test func translucentPixelRefusedAsRGB() throws {
        // Rows 0–2 white, row 3 equal to row 2 except pixel (1, 3) with alpha 100: pixel 3 × 4 + 1 = 13.
        var image = try RGBAImage(width: 4, height: 4, fill: RGBA(r: 255, g: 255, b: 255))
        try image.setPixel(x: 1, y: 3, to: RGBA(r: 255, g: 255, b: 255, a: 100))
        #expect(throws: PNGError.unsupportedColorType(requested: "rgb", reason: "pixel 13 has alpha 100")) {
            try PNG.encode(image, colorType: .rgb)
        }
    }
}
