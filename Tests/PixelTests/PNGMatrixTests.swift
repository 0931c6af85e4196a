import Testing
import Raster
@testable import PNG

/// Every colour type × bit depth × interlace method, on a 9 × 9 image (all seven Adam7 passes
/// non-empty, odd and even rows in each), built by `TestPNG` with an Adam7 splitter written
/// here from the specification (§8.2), so no libpng code produces the expected pixels.
/// Expected 8-bit values: b-bit grey v → v × 255 / (2^b − 1) (§13.12); 16-bit v → round(v / 257),
/// libpng's png_set_scale_16 and the specification's recommended reduction (§12.5). The 16-bit
/// interlaced cases are the ones Debian 12's libpng simplified API decoded with corrupt even rows.
@Suite struct PNGMatrixTests {
    struct Format: Sendable, CustomStringConvertible {
        let colorType: UInt8
        let bitDepth: Int
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1 }
        var description: String { "type \(colorType), \(bitDepth)-bit" }
    }

    static let formats: [Format] = [
        Format(colorType: 0, bitDepth: 1), Format(colorType: 0, bitDepth: 2), Format(colorType: 0, bitDepth: 4),
        Format(colorType: 0, bitDepth: 8), Format(colorType: 0, bitDepth: 16),
        Format(colorType: 2, bitDepth: 8), Format(colorType: 2, bitDepth: 16),
        Format(colorType: 3, bitDepth: 1), Format(colorType: 3, bitDepth: 2), Format(colorType: 3, bitDepth: 4),
        Format(colorType: 3, bitDepth: 8),
        Format(colorType: 4, bitDepth: 8), Format(colorType: 4, bitDepth: 16),
        Format(colorType: 6, bitDepth: 8), Format(colorType: 6, bitDepth: 16),
    ]
    static let size = 9

    /// A sample spreading over the whole range of its depth, different per pixel and channel.
    static func sample(_ x: Int, _ y: Int, _ c: Int, depth: Int) -> Int {
        let v = x &* 7_919 &+ y &* 104_729 &+ c &* 15_485_863 &+ (x * y) &* 31
        return v & ((1 << depth) - 1)
    }

    /// Palette entry i: distinct RGB triples, alpha 255 (no tRNS).
    static func paletteEntry(_ i: Int) -> [UInt8] { [UInt8((i * 13) & 0xFF), UInt8((i * 71 + 5) & 0xFF), UInt8(255 - i)] }

    static func to8(_ v: Int, depth: Int) -> UInt8 {
        if depth == 16 { return UInt8((v * 255 + 32_767) / 65_535) }
        return UInt8(v * 255 / ((1 << depth) - 1))
    }

    /// Packs one scanline of samples: MSB first below 8 bits, big-endian at 16 (§7.2).
    static func pack(_ samples: [Int], depth: Int) -> [UInt8] {
        if depth == 16 { return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if depth == 8 { return samples.map { UInt8($0) } }
        var out: [UInt8] = []
        var bits = 0, current = 0
        for s in samples {
            current = current << depth | s
            bits += depth
            if bits == 8 { out.append(UInt8(current)); bits = 0; current = 0 }
        }
        if bits > 0 { out.append(UInt8(current << (8 - bits))) }
        return out
    }

    /// Scanlines of the image, or of its seven Adam7 reduced images in pass order (§8.2 table).
    static func scanlines(_ format: Format, interlaced: Bool) -> [[UInt8]] {
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var rows: [[UInt8]] = []
        for p in passes {
            for y in stride(from: p.y0, to: size, by: p.dy) {
                var samples: [Int] = []
                for x in stride(from: p.x0, to: size, by: p.dx) {
                    for c in 0..<format.channels { samples.append(sample(x, y, c, depth: format.bitDepth)) }
                }
                if !samples.isEmpty { rows.append(pack(samples, depth: format.bitDepth)) }
            }
        }
        return rows
    }

    static func expected(_ format: Format, _ x: Int, _ y: Int) -> [UInt8] {
        let d = format.bitDepth
        let s = (0..<format.channels).map { sample(x, y, $0, depth: d) }
        switch format.colorType {
        case 0: let g = to8(s[0], depth: d); return [g, g, g, 255]
        case 2: return [to8(s[0], depth: d), to8(s[1], depth: d), to8(s[2], depth: d), 255]
        case 3: return paletteEntry(s[0]) + [255]
        case 4: let g = to8(s[0], depth: d); return [g, g, g, to8(s[1], depth: d)]
        default: return s.map { to8($0, depth: d) }
        }
    }

    @Test(arguments: formats, [false, true])
    func decodesEveryPixel(format: Format, interlaced: Bool) throws {
        let palette = format.colorType == 3 ? (0..<(1 << format.bitDepth)).flatMap(Self.paletteEntry) : nil
        let png = TestPNG.make(width: Self.size, height: Self.size, bitDepth: UInt8(format.bitDepth),
                               colorType: format.colorType, rows: Self.scanlines(format, interlaced: interlaced),
                               palette: palette, interlaced: interlaced)
        let image = try PNG.decode(png)
        var wrong: [String] = []
        for y in 0..<Self.size {
            for x in 0..<Self.size {
                let got = Array(image.bytes[(y * Self.size + x) * 4..<(y * Self.size + x) * 4 + 4])
                if got != Self.expected(format, x, y) { wrong.append("(\(x),\(y)) \(got) ≠ \(Self.expected(format, x, y))") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of 81 pixels wrong: \(wrong.prefix(4))")
    }

    @Test func truncatedInterlaced16BitIsAnError() throws {
        let format = Format(colorType: 6, bitDepth: 16)
        var rows = Self.scanlines(format, interlaced: true)
        rows.removeLast(3)
        let png = TestPNG.make(width: Self.size, height: Self.size, bitDepth: 16, colorType: 6, rows: rows, interlaced: true)
        #expect(throws: PNGError.self) { try PNG.decode(png) }
    }
}
