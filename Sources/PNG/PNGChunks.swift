// The PNG container format (ISO/IEC 15948 §5): an 8-byte signature, then chunks of
// length (4, big-endian) · type (4) · data (length) · CRC-32 of type+data (4).
// libpng decodes pixels; this file walks and writes chunks itself so that truncation, CRC
// errors and oversized headers are reported precisely before libpng allocates anything, and
// so that tEXt chunks (which libpng's simplified API cannot write) can be added and read.

import CLibPNG

/// The 8-byte PNG signature.
let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// One chunk's position inside a PNG byte buffer.
struct PNGChunk {
    var type: String
    /// Offset of the length field.
    var offset: Int
    /// Offset and count of the data field.
    var dataOffset: Int
    var length: Int
    /// Offset just past the CRC.
    var end: Int { dataOffset + length + 4 }
}

/// Image dimensions and format from IHDR (§11.2.2).
struct PNGHeader: Equatable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    /// 1 for Adam7, 0 for none.
    var interlaceMethod: Int = 0
}

/// A key/value pair carried in a tEXt chunk (e.g. renderer and font versions).
public struct PNGTextEntry: Sendable, Equatable, Hashable {
    public var key: String
    public var value: String
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// CRC-32 as PNG defines it (ISO 3309 polynomial 0xEDB88320, reflected, init and xor 0xFFFFFFFF).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        update(0xFFFF_FFFF, bytes) ^ 0xFFFF_FFFF
    }

    /// The running register after `bytes` (start at 0xFFFFFFFF, xor the end with it).
    static func update(_ register: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        // zlib's crc32 takes and returns the finished value (register xor 0xFFFFFFFF).
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return register }
        return UInt32(truncatingIfNeeded: crc32_z(uLong(register ^ 0xFFFF_FFFF), base, z_size_t(bytes.count))) ^ 0xFFFF_FFFF
    }

    /// The byte-table form of `update`, which the tests check zlib's against.
    static func tableUpdate(_ register: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var c = register
        table.withUnsafeBufferPointer { t in
            for b in bytes { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        }
        return c
    }

    static func update(_ register: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(register, $0) }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { checksum($0) }
    }
}

@inline(__always)
func readUInt32BE(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
}

func appendUInt32BE(_ v: UInt32, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: v >> 24)); out.append(UInt8(truncatingIfNeeded: v >> 16))
    out.append(UInt8(truncatingIfNeeded: v >> 8)); out.append(UInt8(truncatingIfNeeded: v))
}

enum PNGChunks {
    /// Walks every chunk from the signature to IEND, checking lengths and CRCs.
    /// Throws the first problem found, naming `file`.
    static func walk(_ data: UnsafeBufferPointer<UInt8>, file: String) throws(PNGError) -> [PNGChunk] {
        guard data.count >= 8 else {
            if data.count > 0, Array(data) != Array(pngSignature.prefix(data.count)) {
                throw .badSignature(file: file)
            }
            throw .truncated(file: file, detail: "\(data.count) bytes, shorter than the 8-byte signature")
        }
        for i in 0..<8 where data[i] != pngSignature[i] { throw .badSignature(file: file) }
        var chunks: [PNGChunk] = []
        var offset = 8
        while true {
            guard data.count - offset >= 8 else {
                throw .truncated(file: file, detail: "data ends at byte \(data.count) before the IEND chunk")
            }
            let length = Int(readUInt32BE(data, offset))
            guard length <= 0x7FFF_FFFF else {
                throw .malformed(file: file, detail: "chunk length \(length) at byte \(offset) exceeds 2^31-1")
            }
            let typeBytes = (4..<8).map { data[offset + $0] }
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw .malformed(file: file, detail: "invalid chunk type bytes \(typeBytes) at byte \(offset + 4)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let chunk = PNGChunk(type: type, offset: offset, dataOffset: offset + 8, length: length)
            guard chunk.end <= data.count else {
                throw .truncated(file: file, detail: "\(type) chunk at byte \(offset) needs \(length + 12) bytes, \(data.count - offset) remain")
            }
            let stored = readUInt32BE(data, chunk.dataOffset + length)
            let computed = CRC32.checksum(UnsafeBufferPointer(rebasing: data[(offset + 4)..<(chunk.dataOffset + length)]))
            guard stored == computed else { throw .crcMismatch(file: file, chunk: type, offset: offset) }
            if chunks.isEmpty, type != "IHDR" {
                throw .malformed(file: file, detail: "first chunk is \(type), not IHDR")
            }
            chunks.append(chunk)
            offset = chunk.end
            if type == "IEND" { return chunks }
        }
    }

    /// Ancillary chunks that ask a decoder to convert colours (PNG spec §11.3.3).
    static let colorSpaceTypes: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP", "cICP"]

    /// `data` without the given chunks (which must come from `walk` over the same bytes).
    static func removing(_ chunks: [PNGChunk], from data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count)
        var start = 0
        for chunk in chunks.sorted(by: { $0.offset < $1.offset }) {
            out += data[start..<chunk.offset]
            start = chunk.end
        }
        out += data[start...]
        return out
    }

    /// Width, height, bit depth and colour type from the IHDR chunk.
    static func header(_ data: UnsafeBufferPointer<UInt8>, _ chunks: [PNGChunk], file: String) throws(PNGError) -> PNGHeader {
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.length == 13 else {
            throw .malformed(file: file, detail: "IHDR chunk must be first and 13 bytes long")
        }
        let d = ihdr.dataOffset
        let width = Int(readUInt32BE(data, d)), height = Int(readUInt32BE(data, d + 4))
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .malformed(file: file, detail: "IHDR declares invalid size \(width)×\(height)")
        }
        return PNGHeader(width: width, height: height, bitDepth: Int(data[d + 8]), colorType: Int(data[d + 9]),
                         interlaceMethod: Int(data[d + 12]))
    }

    /// Every tEXt entry in file order. Text is Latin-1 (§11.3.4.3).
    static func textEntries(_ data: UnsafeBufferPointer<UInt8>, _ chunks: [PNGChunk], file: String) throws(PNGError) -> [PNGTextEntry] {
        var entries: [PNGTextEntry] = []
        for chunk in chunks where chunk.type == "tEXt" {
            let body = Array(data[chunk.dataOffset..<(chunk.dataOffset + chunk.length)])
            guard let nul = body.firstIndex(of: 0), nul >= 1, nul <= 79 else {
                throw .malformed(file: file, detail: "tEXt chunk at byte \(chunk.offset) has no 1–79 byte keyword")
            }
            entries.append(PNGTextEntry(key: latin1String(body[..<nul]), value: latin1String(body[(nul + 1)...])))
        }
        return entries
    }

    static func latin1String(_ bytes: ArraySlice<UInt8>) -> String {
        var s = ""
        s.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return s
    }

    /// Encodes one tEXt chunk (length, type, data, CRC), validating the key and value.
    static func textChunk(_ entry: PNGTextEntry) throws(PNGError) -> [UInt8] {
        let key = try latin1Bytes(entry.key, key: entry.key, allowNewline: false)
        guard (1...79).contains(key.count) else {
            throw .invalidText(key: entry.key, reason: "keyword must be 1–79 bytes, is \(key.count)")
        }
        guard key.first != 0x20, key.last != 0x20, !zip(key, key.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) else {
            throw .invalidText(key: entry.key, reason: "keyword has leading, trailing or consecutive spaces")
        }
        let value = try latin1Bytes(entry.value, key: entry.key, allowNewline: true)
        let body = Array("tEXt".utf8) + key + [0] + value
        var out: [UInt8] = []
        out.reserveCapacity(body.count + 8)
        appendUInt32BE(UInt32(body.count - 4), to: &out)
        out += body
        appendUInt32BE(CRC32.checksum(body), to: &out)
        return out
    }

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendUInt32BE(UInt32(data.count), to: &out)
        out += typeBytes
        out += data
        var crc = CRC32.update(0xFFFF_FFFF, typeBytes)
        crc = CRC32.update(crc, data)
        appendUInt32BE(crc ^ 0xFFFF_FFFF, to: &out)
    }

    /// Printable Latin-1 only (0x20–0x7E, 0xA1–0xFF, and line feed in values), as §11.3.4.3 asks.
    static func latin1Bytes(_ s: String, key: String, allowNewline: Bool) throws(PNGError) -> [UInt8] {
        var out: [UInt8] = []
        for scalar in s.unicodeScalars {
            let v = scalar.value
            if (0x20...0x7E).contains(v) || (0xA1...0xFF).contains(v) || (allowNewline && v == 0x0A) {
                out.append(UInt8(v))
            } else {
                throw .invalidText(key: key, reason: "character U+\(String(v, radix: 16, uppercase: true)) is not printable Latin-1")
            }
        }
        guard out.count <= 0x7FFF_0000 else { throw .invalidText(key: key, reason: "value too long") }
        return out
    }
}
