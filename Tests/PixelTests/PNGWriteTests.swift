import Foundation
import Testing
import Raster
@testable import PNG

@Suite struct PNGWriteTests {
    /// Colour type byte of IHDR: offset 8 (signature) + 4 (length) + 4 (type) + 8 (size) + 1 (depth) = 25.
    func ihdrColorType(_ png: [UInt8]) -> UInt8 { png[25] }
    func ihdrBitDepth(_ png: [UInt8]) -> UInt8 { png[24] }

    func image(_ pixels: [[UInt8]], width: Int) throws -> RGBAImage {
        try RGBAImage(width: width, height: pixels.count / width, bytes: pixels.flatMap { $0 })
    }

    @Test func roundTripEveryColorType() throws {
        // Each image fits its colour type losslessly; IHDR colour types per PNG spec §11.2.2:
        // gray 0, RGB 2, palette 3, gray+alpha 4, RGBA 6, all at 8 bits except the palette,
        // which libpng packs at the smallest depth holding its 4 entries: 2 bits.
        let gray = try image([[0, 0, 0, 255], [90, 90, 90, 255], [255, 255, 255, 255], [7, 7, 7, 255]], width: 2)
        let grayAlpha = try image([[0, 0, 0, 0], [90, 90, 90, 128], [255, 255, 255, 255], [7, 7, 7, 1]], width: 2)
        let rgb = try image([[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [1, 2, 3, 255]], width: 2)
        let rgba = try image([[255, 0, 0, 0], [0, 255, 0, 10], [0, 0, 255, 200], [1, 2, 3, 255]], width: 4)
        let cases: [(PNGColorType, RGBAImage, UInt8, UInt8)] = [
            (.gray, gray, 0, 8), (.rgb, rgb, 2, 8), (.palette, rgba, 3, 2), (.grayAlpha, grayAlpha, 4, 8), (.rgba, rgba, 6, 8),
        ]
        for (type, original, ihdrType, depth) in cases {
            let png = try PNG.encode(original, colorType: type)
            #expect(ihdrColorType(png) == ihdrType, "\(type)")
            #expect(ihdrBitDepth(png) == depth, "\(type)")
            #expect(try PNG.decode(png) == original, "\(type)")
        }
    }

    @Test func paletteIsSortedByValue() throws {
        // Colours (0,0,255,255) and (255,0,0,255): sorted as packed RGBA, blue's 0x0000FFFF
        // comes before red's 0xFF0000FF, so PLTE is blue then red and pixel 0 (red) has index 1.
        let png = try PNG.encode(try image([[255, 0, 0, 255], [0, 0, 255, 255]], width: 2), colorType: .palette)
        let chunks = try png.withUnsafeBufferPointer { try PNGChunks.walk($0, file: "t") }
        let plte = try #require(chunks.first { $0.type == "PLTE" })
        #expect(Array(png[plte.dataOffset..<(plte.dataOffset + plte.length)]) == [0, 0, 255, 255, 0, 0])
    }

    @Test func lossyColorTypesAreRefused() throws {
        let colored = try image([[1, 2, 3, 255]], width: 1)
        let translucent = try image([[9, 9, 9, 100]], width: 1)
        #expect(throws: PNGError.unsupportedColorType(requested: "gray", reason: "pixel 0 is not gray (1, 2, 3)")) {
            try PNG.encode(colored, colorType: .gray)
        }
        #expect(throws: PNGError.unsupportedColorType(requested: "rgb", reason: "pixel 0 has alpha 100")) {
            try PNG.encode(translucent, colorType: .rgb)
        }
        // 257 distinct colours (red 0...255 plus one blue) cannot be a palette.
        var many = (0...255).map { [UInt8($0), 0, 0, 255] }
        many.append([0, 0, 1, 255])
        #expect(throws: PNGError.unsupportedColorType(requested: "palette", reason: "image has more than 256 colours")) {
            try PNG.encode(try image(many, width: 257), colorType: .palette)
        }
        #expect(throws: PNGError.self) { try PNG.encode(try RGBAImage(width: 0, height: 3)) }
    }

    @Test func textChunkAfterIHDRWithCorrectCRC() throws {
        let one = try image([[0, 0, 0, 255]], width: 1)
        let png = try PNG.encode(one, text: [PNGTextEntry(key: "a", value: "b")])
        // Right after IHDR (byte 33): length 3 ("a", NUL, "b"), "tEXt", data, then the CRC of
        // "tEXt" + "a\0b", 0xDC49A23B, computed independently with Python's zlib.crc32.
        let expected: [UInt8] = [0, 0, 0, 3, 0x74, 0x45, 0x58, 0x74, 0x61, 0, 0x62, 0xDC, 0x49, 0xA2, 0x3B]
        #expect(Array(png[33..<48]) == expected)
        #expect(try PNG.decode(png) == one)
    }

    @Test func textEntriesReadBackInOrder() throws {
        let entries = [
            PNGTextEntry(key: "Software", value: "layoutcheck 0.1.0"),
            PNGTextEntry(key: "Renderer", value: "cairo 1.18.0; pango 1.56.1"),
            PNGTextEntry(key: "Fonts", value: "Inter 4.0\nNoto Sans Arabic 2.0 (é is Latin-1 0xE9)"),
        ]
        let png = try PNG.encode(try image([[1, 2, 3, 4]], width: 1), text: entries)
        #expect(try PNG.textEntries(in: png) == entries)
    }

    @Test func textValidation() throws {
        let one = try image([[0, 0, 0, 255]], width: 1)
        #expect(throws: PNGError.invalidText(key: "x", reason: "character U+2014 is not printable Latin-1")) {
            try PNG.encode(one, text: [PNGTextEntry(key: "x", value: "a—b")])
        }
        #expect(throws: PNGError.invalidText(key: "", reason: "keyword must be 1–79 bytes, is 0")) {
            try PNG.encode(one, text: [PNGTextEntry(key: "", value: "v")])
        }
        #expect(throws: PNGError.invalidText(key: " k", reason: "keyword has leading, trailing or consecutive spaces")) {
            try PNG.encode(one, text: [PNGTextEntry(key: " k", value: "v")])
        }
        #expect(throws: PNGError.invalidText(key: "a\nb", reason: "character U+A is not printable Latin-1")) {
            try PNG.encode(one, text: [PNGTextEntry(key: "a\nb", value: "v")])
        }
    }

    @Test func deterministicBytes() throws {
        // A 64×64 gradient with text: encoding twice gives identical bytes, and no tIME chunk.
        var bytes: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { bytes += [UInt8(x * 4), UInt8(y * 4), 128, 255] } }
        let gradient = try RGBAImage(width: 64, height: 64, bytes: bytes)
        let text = [PNGTextEntry(key: "Software", value: "layoutcheck")]
        let first = try PNG.encode(gradient, text: text)
        #expect(first == (try PNG.encode(gradient, text: text)))
        let types = try first.withUnsafeBufferPointer { try PNGChunks.walk($0, file: "t") }.map(\.type)
        #expect(!types.contains("tIME"))
        #expect(types.first == "IHDR" && types[1] == "tEXt" && types.last == "IEND")
    }

    @Test func fastCompressionSettings() throws {
        // The zlib stream in IDAT opens with CMF, FLG (RFC 1950 §2.2). RGB and RGBA go through
        // RowDeflate: CMF = 0x78 (deflate, 32 KiB window), FLEVEL 0 ("fastest"), and FCHECK making
        // the pair a multiple of 31: 0x7800 = 30720 = 31 × 990 + 30, so FCHECK = 1 and FLG = 0x01.
        var bytes: [UInt8] = []
        for y in 0..<128 { for x in 0..<256 { bytes += [UInt8(x), UInt8(y), 7, 255] } }
        let rgb = try RGBAImage(width: 256, height: 128, bytes: bytes)
        let png = try PNG.encode(rgb, colorType: .rgb)
        #expect(try zlibHeader(png) == [0x78, 0x01])
        #expect(try PNG.decode(png) == rgb)
        // Gray goes through libpng's FAST settings. 128 × (1 filter byte + 256) = 32,896 bytes of
        // rows, above the 16 KiB under which libpng shrinks the window, so CMF = 0x78. FLG's top
        // bits hold FLEVEL: zlib writes 1 for levels 2–5, so FAST's level 3 gives 0x40, plus
        // FCHECK: 0x7840 = 30784 = 31 × 993 + 1, so FCHECK = 30 and FLG = 0x5E.
        // (libpng's default, level 6, would write FLEVEL 2: FLG = 0x9C.)
        var grayBytes: [UInt8] = []
        for y in 0..<128 { for x in 0..<256 { let v = UInt8((x + y) % 256); grayBytes += [v, v, v, 255] } }
        let gray = try RGBAImage(width: 256, height: 128, bytes: grayBytes)
        let grayPNG = try PNG.encode(gray, colorType: .gray)
        #expect(try zlibHeader(grayPNG) == [0x78, 0x5E])
        #expect(try PNG.decode(grayPNG) == gray)
    }

    func zlibHeader(_ png: [UInt8]) throws -> [UInt8] {
        let chunks = try png.withUnsafeBufferPointer { try PNGChunks.walk($0, file: "t") }
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        return Array(png[idat.dataOffset..<(idat.dataOffset + 2)])
    }

    @Test func writeAndReadFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pngtest-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.png").path
        let original = try image([[10, 20, 30, 40], [50, 60, 70, 80]], width: 2)
        try PNG.write(original, to: path, text: [PNGTextEntry(key: "k", value: "v")])
        #expect(try PNG.read(file: path) == original)
        #expect(try PNG.textEntries(file: path) == [PNGTextEntry(key: "k", value: "v")])
        // Nothing but the target file is left in the folder (the atomic write renamed its temp file).
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.png"])
    }
}
