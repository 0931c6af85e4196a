// fuzz-png: libFuzzer target for PNG decoding (`scripts/fuzz png`).
// Declarations only: see Sources/Fuzz/VFL/main.swift.
import PNG

/// CRC-32 as PNG defines it (polynomial 0xEDB88320, reflected, initial and final xor 0xFFFFFFFF).
let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

/// The input with every complete chunk's CRC recomputed. A mutation almost always breaks a
/// chunk's checksum, which the reader rightly refuses first; fixing the checksums lets the
/// mutations reach the header checks and libpng's decoder.
func withValidChecksums(_ data: [UInt8]) -> [UInt8] {
    var out = data
    var offset = 8
    while offset + 12 <= out.count {
        let length = Int(out[offset]) << 24 | Int(out[offset + 1]) << 16 | Int(out[offset + 2]) << 8 | Int(out[offset + 3])
        let end = offset + 8 + length
        guard end + 4 <= out.count else { break }
        var c: UInt32 = 0xFFFF_FFFF
        for byte in out[(offset + 4)..<end] { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        c ^= 0xFFFF_FFFF
        for i in 0..<4 { out[end + i] = UInt8(truncatingIfNeeded: c >> (24 - 8 * UInt32(i))) }
        offset = end + 4
    }
    return out
}

/// One input: the bytes as they are, then with valid checksums, decoded as `layoutcheck diff`
/// and the baseline comparison decode a PNG (`PNG.decode` with the default size limits).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: bytes, count: count))
    let fixed = withValidChecksums(data)
    for input in fixed == data ? [data] : [data, fixed] {
        _ = try? PNG.decode(input, file: "fuzz.png")
    }
    return 0
}
