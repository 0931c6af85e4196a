import Foundation
import Testing
import Raster
@testable import PNG

@Suite struct PNGErrorTests {
    /// A valid 2×1 RGB PNG: signature (8), IHDR (25), IDAT, IEND (12).
    let valid = TestPNG.make(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [[1, 2, 3, 4, 5, 6]])

    @Test func validFixtureDecodes() throws {
        #expect(try PNG.decode(valid).bytes == [1, 2, 3, 255, 4, 5, 6, 255])
    }

    @Test func badSignature() {
        var bytes = valid
        bytes[1] = UInt8(ascii: "J")
        #expect(throws: PNGError.badSignature(file: "x.png")) { try PNG.decode(bytes, file: "x.png") }
        #expect(throws: PNGError.badSignature(file: "x.png")) { try PNG.decode(Array("GIF89a".utf8), file: "x.png") }
    }

    @Test func truncated() {
        // Cut inside the signature, right after IHDR (byte 33, no IEND) and inside IDAT.
        #expect(throws: PNGError.truncated(file: "t.png", detail: "4 bytes, shorter than the 8-byte signature")) {
            try PNG.decode(Array(valid.prefix(4)), file: "t.png")
        }
        #expect(throws: PNGError.truncated(file: "t.png", detail: "data ends at byte 33 before the IEND chunk")) {
            try PNG.decode(Array(valid.prefix(33)), file: "t.png")
        }
        // IDAT starts at 33; its data is the 2-byte zlib header + 5-byte block header + 7 raw
        // bytes + 4-byte Adler = 18 bytes, so the chunk needs 30 bytes; cutting at 45 leaves 12.
        #expect(throws: PNGError.truncated(file: "t.png", detail: "IDAT chunk at byte 33 needs 30 bytes, 12 remain")) {
            try PNG.decode(Array(valid.prefix(45)), file: "t.png")
        }
        #expect(throws: PNGError.truncated(file: "t.png", detail: "0 bytes, shorter than the 8-byte signature")) {
            try PNG.decode([], file: "t.png")
        }
    }

    @Test func crcMismatch() {
        // Flip one pixel byte inside IDAT data (33 + 8 header + 2 zlib + 5 block + 1 filter = 49).
        var bytes = valid
        bytes[49] ^= 0xFF
        #expect(throws: PNGError.crcMismatch(file: "c.png", chunk: "IDAT", offset: 33)) {
            try PNG.decode(bytes, file: "c.png")
        }
        var header = valid
        header[19] ^= 1  // inside IHDR's width
        #expect(throws: PNGError.crcMismatch(file: "c.png", chunk: "IHDR", offset: 8)) {
            try PNG.decode(header, file: "c.png")
        }
    }

    @Test func corruptCompressedDataWithValidCRC() throws {
        // A zlib stream whose header check bits are wrong (0x78 0x00: 0x7800 % 31 != 0) inside
        // a correctly CRC'd IDAT: the container is fine, libpng's inflate rejects it.
        var png = pngSignature
        png += TestPNG.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        png += TestPNG.chunk("IDAT", [0x78, 0x00, 1, 2, 3, 4, 5, 6])
        png += TestPNG.chunk("IEND", [])
        #expect {
            try PNG.decode(png, file: "z.png")
        } throws: { error in
            guard case let .decodeFailed(file, message)? = error as? PNGError else { return false }
            return file == "z.png" && !message.isEmpty
        }
    }

    @Test func malformedLayout() {
        var png = pngSignature
        png += TestPNG.chunk("IDAT", [0])
        png += TestPNG.chunk("IEND", [])
        #expect(throws: PNGError.malformed(file: "m.png", detail: "first chunk is IDAT, not IHDR")) {
            try PNG.decode(png, file: "m.png")
        }
        var zero = pngSignature
        zero += TestPNG.chunk("IHDR", [0, 0, 0, 0, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        zero += TestPNG.chunk("IEND", [])
        #expect(throws: PNGError.malformed(file: "m.png", detail: "IHDR declares invalid size 0×1")) {
            try PNG.decode(zero, file: "m.png")
        }
    }

    @Test func oversizedRefusedFromHeader() {
        // The IHDR claims 20,000 × 30,000 but the IDAT is a few bytes: the error comes from the
        // header check, before libpng or any 2.4 GB buffer is involved.
        var png = pngSignature
        png += TestPNG.chunk("IHDR", [0, 0, 0x4E, 0x20, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0])  // 0x4E20 = 20000, 0x7530 = 30000
        png += TestPNG.chunk("IDAT", TestPNG.zlibStored([0]))
        png += TestPNG.chunk("IEND", [])
        #expect(throws: PNGError.tooLarge(file: "big.png", width: 20_000, height: 30_000, maxWidth: 16_384, maxHeight: 16_384)) {
            try PNG.decode(png, file: "big.png")
        }
        // Even with no caller limit, a row of 4 × 0x7FFFFFFF bytes cannot be a 32-bit libpng
        // stride: the width limit becomes Int32.max / 4 = 536,870,911.
        var wide = pngSignature
        wide += TestPNG.chunk("IHDR", [0x7F, 0xFF, 0xFF, 0xFF, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        wide += TestPNG.chunk("IEND", [])
        #expect(throws: PNGError.tooLarge(file: "w.png", width: 2_147_483_647, height: 1, maxWidth: 536_870_911, maxHeight: Int.max)) {
            try PNG.decode(wide, file: "w.png", limits: PNGLimits(maxWidth: Int.max, maxHeight: Int.max))
        }
        #expect(throws: PNGError.tooLarge(file: "v.png", width: 2, height: 1, maxWidth: 1, maxHeight: 100)) {
            try PNG.decode(valid, file: "v.png", limits: PNGLimits(maxWidth: 1, maxHeight: 100))
        }
        #expect(PNGError.tooLarge(file: "big.png", width: 20_000, height: 30_000, maxWidth: 16_384, maxHeight: 16_384).description
                == "big.png: image is 20000×30000, larger than the limit 16384×16384")
    }

    @Test func unreadableFile() {
        #expect(throws: PNGError.unreadable(file: "/nonexistent/dir/a.png", reason: "no such file")) {
            try PNG.read(file: "/nonexistent/dir/a.png")
        }
    }

    @Test func adlerIsLeftToChunkCRCs() throws {
        // A wrong zlib Adler-32 inside an IDAT whose chunk CRC is right: the CRC-32 already
        // vouches for every compressed byte, so the reader does not spend time on Adler-32.
        var zlib = TestPNG.zlibStored([0, 7, 8, 9])
        zlib[zlib.count - 1] ^= 0xFF
        var png = pngSignature
        png += TestPNG.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
        png += TestPNG.chunk("IDAT", zlib)
        png += TestPNG.chunk("IEND", [])
        #expect(try PNG.decode(png).bytes == [7, 8, 9, 255])
    }

    @Test func textChunkWithoutKeyword() throws {
        // tEXt data "abc" has no NUL separator, so no keyword: IHDR ends at 33, tEXt starts there.
        var png = pngSignature
        png += TestPNG.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])
        png += TestPNG.chunk("tEXt", Array("abc".utf8))
        png += TestPNG.chunk("IDAT", TestPNG.zlibStored([0, 5]))
        png += TestPNG.chunk("IEND", [])
        #expect(throws: PNGError.malformed(file: "t.png", detail: "tEXt chunk at byte 33 has no 1–79 byte keyword")) {
            try PNG.textEntries(in: png, file: "t.png")
        }
        // The pixels are still readable: a bad text chunk does not stop decoding.
        #expect(try PNG.decode(png).bytes == [5, 5, 5, 255])
    }
}
