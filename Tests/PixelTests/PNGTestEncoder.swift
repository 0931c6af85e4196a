// A minimal PNG encoder for tests, independent of libpng: it stores scanlines with filter 0
// in uncompressed ("stored") deflate blocks (RFC 1951 §3.2.4) inside a zlib stream (RFC 1950),
// so tests can build every colour type and bit depth byte by byte and know the pixels exactly.
@testable import PNG

enum TestPNG {
    /// Builds a PNG from packed scanlines (without filter bytes; one filter byte 0 is added per row).
    /// For an interlaced image, `rows` are the reduced images' scanlines, pass after pass.
    static func make(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8,
                     rows: [[UInt8]], palette: [UInt8]? = nil, trns: [UInt8]? = nil,
                     extraChunks: [(String, [UInt8])] = [], interlaced: Bool = false) -> [UInt8] {
        var ihdr: [UInt8] = []
        appendUInt32BE(UInt32(width), to: &ihdr)
        appendUInt32BE(UInt32(height), to: &ihdr)
        ihdr += [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw += row }
        var out = pngSignature
        out += chunk("IHDR", ihdr)
        for (type, data) in extraChunks { out += chunk(type, data) }
        if let palette { out += chunk("PLTE", palette) }
        if let trns { out += chunk("tRNS", trns) }
        out += chunk("IDAT", zlibStored(raw))
        out += chunk("IEND", [])
        return out
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        appendUInt32BE(UInt32(data.count), to: &out)
        let body = Array(type.utf8) + data
        out += body
        appendUInt32BE(CRC32.checksum(body), to: &out)
        return out
    }

    /// zlib header 0x78 0x01, stored blocks of at most 65,535 bytes, Adler-32 trailer.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65_535, data.count - start)
            let final: UInt8 = start + n == data.count ? 1 : 0
            out.append(final)
            out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[start..<(start + n)]
            start += n
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        appendUInt32BE(b << 16 | a, to: &out)
        return out
    }
}
