// A zlib stream (RFC 1950) of one dynamic-Huffman deflate block (RFC 1951) for PNG image data,
// made for rendered screens: every row Up-filtered (PNG §9.2, type 2), then only runs of a
// repeated byte are matched (distance 1, as zlib's Z_RLE strategy). A screen is mostly rows
// equal to the row above, which Up turns into zeros; such a row costs one memcmp, a handful
// of tokens and O(1) Adler-32 work, where zlib hashes every byte (≈ 2.7 ms per megabyte on
// this project's CI machine, the largest part of recording a PNG scenario). Files come out
// about the size of zlib's level 3 (smaller on screens with large flat areas).
//
// Deterministic by construction: no hashing, no timing, ties in the Huffman construction
// broken by symbol number.

import CLibPNG
import Foundation

/// Encodes 8-bit RGB or RGBA image data as a zlib stream for IDAT.
enum RowDeflate {
    /// The zlib stream of `image`'s rows as PNG image data with `channels` 3 (the alpha byte of
    /// each RGBA pixel dropped; the caller has checked it is 255) or 4.
    /// For RGB, a pixel whose alpha is not 255 is an error naming it (RGB cannot hold it).
    /// `repeatedRows`, when given, marks the rows known to equal the row above (a rendered
    /// image's `RGBAImage.repeatedRows`): those are written as zeros without being compared.
    static func zlibStream(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int,
                           repeatedRows: [Bool]? = nil) throws(PNGError) -> [UInt8] {
        guard rgba.count == width * height * 4, channels == 3 || channels == 4 else {
            throw .encodeFailed(message: "\(rgba.count) bytes are not a \(width)×\(height) RGBA image for \(channels) channels")
        }
        let tokens = TokenList()
        var adler = Adler32()
        let rowBytes = width * channels
        let sourceStride = width * 4
        var row = [UInt8](repeating: 0, count: rowBytes)
        var translucent: Int?
        row.withUnsafeMutableBufferPointer { out in
            guard let src = rgba.baseAddress, let dst = out.baseAddress else { return }
            for y in 0..<height {
                let current = src + y * sourceStride
                let filter: UInt8 = y == 0 ? 0 : 2
                tokens.literal(filter)
                adler.add(filter)
                guard y > 0 else {
                    if channels == 3, let x = (0..<width).first(where: { current[$0 &* 4 &+ 3] != 255 }) {
                        translucent = x
                        return
                    }
                    pack(current, into: dst, width: width, channels: channels)
                    tokens.runs(in: UnsafeBufferPointer(out), after: filter)
                    adler.add(UnsafeBufferPointer(out))
                    continue
                }
                // Only pixels first…last differ from the row above; Up makes the rest zeros
                // (a whole row of them when nothing differs). Their alpha was checked above.
                let above = current - sourceStride
                let repeated = repeatedRows.map { $0[y] } ?? false
                // A row the renderer compared and did not mark differs: scanned without a memcmp first.
                guard !repeated, let (first, last) = differingPixels(current, above, width: width, compare: repeatedRows == nil) else {
                    tokens.run(of: 0, count: rowBytes, after: filter)
                    adler.addZeros(rowBytes)
                    continue
                }
                if channels == 3, let x = (first...last).first(where: { current[$0 &* 4 &+ 3] != 255 }) {
                    translucent = y * width + x
                    return
                }
                let lead = first * channels
                tokens.run(of: 0, count: lead, after: filter)
                adler.addZeros(lead)
                let middle = UnsafeMutableBufferPointer(start: dst, count: (last - first + 1) * channels)
                upFilter(current + first * 4, above: above + first * 4, into: dst, width: last - first + 1, channels: channels)
                tokens.runs(in: UnsafeBufferPointer(middle), after: lead > 0 ? 0 : filter)
                adler.add(UnsafeBufferPointer(middle))
                let tail = rowBytes - (last + 1) * channels
                tokens.run(of: 0, count: tail, after: middle[middle.count - 1])
                adler.addZeros(tail)
            }
        }
        if let p = translucent {
            throw .unsupportedColorType(requested: "rgb", reason: "pixel \(p) has alpha \(rgba[p * 4 + 3])")
        }
        var stream: [UInt8] = [0x78, 0x01]  // deflate, 32K window, no dictionary, "fastest" level hint
        let bits = BitWriter(capacity: tokens.count + 1024)
        HuffmanBlock(tokens).write(into: bits)
        stream += bits.finish()
        let sum = adler.value
        stream += [UInt8(sum >> 24), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF)]
        return stream
    }

    /// The first and last pixel in which two rows of `width` RGBA pixels differ; nil when equal.
    /// `compare` checks equality with one memcmp first (rows likely equal); without it the
    /// pixel scan alone finds equal rows too.
    static func differingPixels(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, width: Int, compare: Bool = true) -> (Int, Int)? {
        let bytes = width * 4
        guard !compare || memcmp(a, b, bytes) != 0 else { return nil }
        // Pixels are 4 bytes: compare them as 32-bit words from each end.
        let left = UnsafeRawPointer(a), right = UnsafeRawPointer(b)
        var first = 0
        while first < width,
              left.loadUnaligned(fromByteOffset: first &* 4, as: UInt32.self) == right.loadUnaligned(fromByteOffset: first &* 4, as: UInt32.self) {
            first &+= 1
        }
        guard first < width else { return nil }
        var last = width - 1
        while last > first,
              left.loadUnaligned(fromByteOffset: last &* 4, as: UInt32.self) == right.loadUnaligned(fromByteOffset: last &* 4, as: UInt32.self) {
            last &-= 1
        }
        return (first, last)
    }

    /// Row 0 (filter None): the pixels as they are, without alpha for RGB.
    private static func pack(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, width: Int, channels: Int) {
        if channels == 4 {
            dst.update(from: src, count: width * 4)
            return
        }
        for x in 0..<width {
            dst[x &* 3] = src[x &* 4]; dst[x &* 3 &+ 1] = src[x &* 4 &+ 1]; dst[x &* 3 &+ 2] = src[x &* 4 &+ 2]
        }
    }

    /// Up: each byte minus the byte above it, modulo 256.
    private static func upFilter(_ src: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>,
                                 width: Int, channels: Int) {
        if channels == 4 {
            for i in 0..<(width &* 4) { dst[i] = src[i] &- above[i] }
            return
        }
        for x in 0..<width {
            let s = x &* 4, d = x &* 3
            dst[d] = src[s] &- above[s]; dst[d &+ 1] = src[s &+ 1] &- above[s &+ 1]; dst[d &+ 2] = src[s &+ 2] &- above[s &+ 2]
        }
    }
}

/// Adler-32 (RFC 1950 §8.2), with runs of zeros in O(1): a zero byte leaves `a` and adds `a` to `b`.
struct Adler32 {
    private var a: UInt32 = 1
    private var b: UInt32 = 0
    private static let base: UInt32 = 65_521

    var value: UInt32 { b << 16 | a }

    mutating func add(_ byte: UInt8) {
        a = (a + UInt32(byte)) % Self.base
        b = (b + a) % Self.base
    }

    mutating func addZeros(_ count: Int) {
        b = UInt32((UInt64(b) + UInt64(count % Int(Self.base)) * UInt64(a)) % UInt64(Self.base))
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        // zlib's adler32 (sixteen bytes per step) for anything but a few bytes.
        if bytes.count >= 64, let base = bytes.baseAddress {
            let sum = UInt32(truncatingIfNeeded: adler32_z(uLong(value), base, z_size_t(bytes.count)))
            a = sum & 0xFFFF
            b = sum >> 16
            return
        }
        // 5552 bytes is the most that cannot overflow 32 bits before the modulo (zlib's NMAX).
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + 5552)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index &+= 1
            }
            a %= Self.base
            b %= Self.base
        }
    }
}

/// Literals and matches in order, with the symbol frequencies the Huffman codes are built from.
/// A token is a literal byte (below 256) or a match: bit 31 set, the length (3…258) above bit 16.
/// Every match has distance 1.
/// Stored in raw buffers: an array's append and its uniqueness check on every token were a
/// fifth of encoding a screen.
final class TokenList {
    private var storage: UnsafeMutablePointer<UInt32>
    private var capacity = 1 << 16
    private(set) var count = 0
    /// Per literal/length symbol (0…285) its number of uses.
    private let frequencies: UnsafeMutablePointer<Int>
    private(set) var matchCount = 0
    /// The length symbol of each match length 0…258 (`Deflate.lengthSymbol`), held here so the
    /// hot loop reads no global.
    private let lengthSymbols: [Int] = Deflate.lengthSymbol

    init() {
        storage = .allocate(capacity: capacity)
        frequencies = .allocate(capacity: 286)
        frequencies.initialize(repeating: 0, count: 286)
        frequencies[256] = 1  // end of block
    }

    deinit {
        storage.deallocate()
        frequencies.deallocate()
    }

    /// The tokens in order.
    var tokens: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: storage, count: count) }

    /// The frequencies of the 286 literal/length symbols.
    var literalFrequencies: [Int] { Array(UnsafeBufferPointer(start: frequencies, count: 286)) }

    @inline(__always)
    private func append(_ token: UInt32) {
        if count == capacity { grow() }
        storage[count] = token
        count &+= 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    @inline(__always)
    func literal(_ byte: UInt8) {
        append(UInt32(byte))
        frequencies[Int(byte)] &+= 1
    }

    /// `count` copies of `byte`, the byte before them being `previous`.
    func run(of byte: UInt8, count: Int, after previous: UInt8) {
        var left = count
        if previous != byte, left > 0 {
            literal(byte)
            left -= 1
        }
        while left >= 3 {
            let length = min(left, 258)
            append(0x8000_0000 | UInt32(length) << 16)
            frequencies[lengthSymbols[length]] &+= 1
            matchCount += 1
            left -= length
        }
        for _ in 0..<left { literal(byte) }
    }

    /// Literals and runs of `bytes`, the byte before them being `previous`.
    func runs(in bytes: UnsafeBufferPointer<UInt8>, after previous: UInt8) {
        let n = bytes.count
        guard let base = bytes.baseAddress else { return }
        var before = previous
        var i = 0
        while i < n {
            let byte = base[i]
            guard byte == before else {
                literal(byte)
                before = byte
                i &+= 1
                continue
            }
            // A run of `byte` starts at i: measure it eight bytes at a time.
            var end = i
            let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
            while end &+ 8 <= n {
                let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self) ^ pattern
                if word != 0 {
                    end &+= word.littleEndian.trailingZeroBitCount / 8
                    break
                }
                end &+= 8
            }
            if end &+ 8 > n {
                while end < n, base[end] == byte { end &+= 1 }
            }
            run(of: byte, count: end - i, after: byte)
            i = end
        }
    }
}

/// Deflate's length and distance alphabets (RFC 1951 §3.2.5).
enum Deflate {
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                    67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The length symbol (257…285) of each match length 0…258 (entries below 3 unused).
    static let lengthSymbol: [Int] = (0...258).map { length in
        guard length >= 3 else { return 257 }
        return 257 + (lengthBase.lastIndex { $0 <= length } ?? 0)
    }
    /// The order code-length code lengths are sent in.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}

/// Bits least significant first, as deflate packs them, stored four bytes at a time.
final class BitWriter {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var buffer: UInt64 = 0
    private var filled = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The low `bits` bits of `value` (bits ≤ 32, higher bits of `value` zero).
    @inline(__always)
    func write(_ value: UInt32, count bits: Int) {
        buffer |= UInt64(value) << UInt64(filled)
        filled &+= bits
        guard filled >= 32 else { return }
        if count &+ 4 > capacity { grow() }
        UnsafeMutableRawPointer(storage + count).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, as: UInt32.self)
        count &+= 4
        buffer >>= 32
        filled &-= 32
    }

    private func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// The bytes written, the last one padded with zero bits.
    func finish() -> [UInt8] {
        var out = Array(UnsafeBufferPointer(start: storage, count: count))
        while filled > 0 {
            out.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            filled = max(0, filled - 8)
        }
        return out
    }
}

/// A canonical Huffman code: per symbol its length and its code bits reversed for LSB-first writing.
struct HuffmanCode {
    var lengths: [Int]
    var codes: [UInt32]

    /// The lengths of an optimal prefix code for `frequencies`, none longer than `limit`; symbols
    /// of frequency 0 get none. At least two symbols get a code, so the code is complete
    /// (zlib refuses incomplete code-length codes).
    init(frequencies: [Int], limit: Int) {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        for filler in frequencies.indices where used.count < 2 && !used.contains(filler) { used.append(filler) }
        // Least frequent first; equal frequencies by symbol, so the code never depends on sort
        // stability. Sorted as packed integers (frequency above the symbol's 16 bits): the
        // comparison closure over tuples was a sixth of encoding a screen's PNG.
        var keys = used.map { UInt64(max(frequencies[$0], 1)) << 16 | UInt64($0) }
        keys.sort()
        used = keys.map { Int($0 & 0xFFFF) }
        lengths = [Int](repeating: 0, count: frequencies.count)
        let depths = Self.leafDepths(used.map { max(frequencies[$0], 1) })
        // Lengths per depth, then capped at `limit` keeping the Kraft sum exactly 1 (miniz's
        // enforcement: move overflow to the limit, then lengthen the longest shorter codes).
        var perLength = [Int](repeating: 0, count: max(limit, depths.max() ?? 0) + 1)
        for depth in depths { perLength[depth] += 1 }
        if perLength.count > limit + 1 {
            for length in (limit + 1)..<perLength.count { perLength[limit] += perLength[length]; perLength[length] = 0 }
            var total = 0
            for length in 1...limit { total += perLength[length] << (limit - length) }
            while total != 1 << limit {
                perLength[limit] -= 1
                for length in stride(from: limit - 1, to: 0, by: -1) where perLength[length] > 0 {
                    perLength[length] -= 1
                    perLength[length + 1] += 2
                    break
                }
                total -= 1
            }
        }
        // Shortest codes to the most frequent symbols.
        var next = used.count
        for length in 1...limit {
            for _ in 0..<perLength[length] {
                next -= 1
                lengths[used[next]] = length
            }
        }
        codes = Self.canonicalCodes(lengths)
    }

    /// Depths of the leaves of a Huffman tree over `weights` (ascending), by the two-queue method.
    static func leafDepths(_ weights: [Int]) -> [Int] {
        let n = weights.count
        guard n > 1 else { return [Int](repeating: 1, count: n) }
        // Nodes 0..<n are leaves, n... internal; parent links give the depths.
        var weight = weights + [Int](repeating: 0, count: n - 1)
        var parent = [Int](repeating: -1, count: 2 * n - 1)
        var leaf = 0, inner = n, made = n
        func smallest() -> Int {
            if leaf < n, inner >= made || weight[leaf] <= weight[inner] {
                leaf += 1
                return leaf - 1
            }
            inner += 1
            return inner - 1
        }
        while made < 2 * n - 1 {
            let a = smallest(), b = smallest()
            weight[made] = weight[a] + weight[b]
            parent[a] = made
            parent[b] = made
            made += 1
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        return Array(depth[0..<n])
    }

    /// RFC 1951 §3.2.2's canonical codes, bit-reversed.
    static func canonicalCodes(_ lengths: [Int]) -> [UInt32] {
        let maxLength = lengths.max() ?? 0
        var count = [Int](repeating: 0, count: maxLength + 1)
        for length in lengths where length > 0 { count[length] += 1 }
        var next = [UInt32](repeating: 0, count: maxLength + 2)
        var code: UInt32 = 0
        if maxLength > 0 {
            for length in 1...maxLength {
                code = (code + UInt32(count[length - 1])) << 1
                next[length] = code
            }
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = next[length]
            next[length] += 1
            // Codes are at most 15 bits: the 16-bit reversal by bytes, shifted down to the length.
            let low = UInt32(reversedBytes[Int(value & 0xFF)]), high = UInt32(reversedBytes[Int(value >> 8 & 0xFF)])
            return (low << 8 | high) >> UInt32(16 - length)
        }
    }

    /// Each byte with its bits in reverse order.
    static let reversedBytes: [UInt8] = (0..<256).map { byte in
        var reversed: UInt8 = 0
        for bit in 0..<8 where byte >> bit & 1 != 0 { reversed |= 1 << UInt8(7 - bit) }
        return reversed
    }
}

/// One final dynamic-Huffman block holding every token.
struct HuffmanBlock {
    let tokens: TokenList

    init(_ tokens: TokenList) { self.tokens = tokens }

    func write(into bits: BitWriter) {
        let literals = HuffmanCode(frequencies: tokens.literalFrequencies, limit: 15)
        // Only distance 1 (symbol 0) occurs; two one-bit codes keep the code complete.
        let distances = HuffmanCode(frequencies: [max(tokens.matchCount, 1), 1], limit: 15)
        let literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = 2
        let lengths = Array(literals.lengths[0..<literalCount]) + distances.lengths

        // The code lengths themselves, run-length coded with symbols 16 (repeat previous),
        // 17 and 18 (repeat zero).
        var symbols: [(symbol: Int, extra: UInt32, extraBits: Int)] = []
        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var run = 1
            while i + run < lengths.count, lengths[i + run] == length { run += 1 }
            var left = run
            if length == 0 {
                while left >= 11 { let n = min(left, 138); symbols.append((18, UInt32(n - 11), 7)); left -= n }
                if left >= 3 { symbols.append((17, UInt32(left - 3), 3)); left = 0 }
            } else {
                symbols.append((length, 0, 0))
                left -= 1
                while left >= 3 { let n = min(left, 6); symbols.append((16, UInt32(n - 3), 2)); left -= n }
            }
            for _ in 0..<left { symbols.append((length, 0, 0)) }
            i += run
        }
        var codeLengthFrequencies = [Int](repeating: 0, count: 19)
        for s in symbols { codeLengthFrequencies[s.symbol] += 1 }
        let codeLengthCode = HuffmanCode(frequencies: codeLengthFrequencies, limit: 7)
        let sent = max(4, (Deflate.codeLengthOrder.lastIndex { codeLengthCode.lengths[$0] > 0 } ?? 0) + 1)

        bits.write(1, count: 1)  // BFINAL
        bits.write(2, count: 2)  // BTYPE: dynamic Huffman
        bits.write(UInt32(literalCount - 257), count: 5)
        bits.write(UInt32(distanceCount - 1), count: 5)
        bits.write(UInt32(sent - 4), count: 4)
        for symbol in Deflate.codeLengthOrder.prefix(sent) { bits.write(UInt32(codeLengthCode.lengths[symbol]), count: 3) }
        for s in symbols {
            bits.write(codeLengthCode.codes[s.symbol], count: codeLengthCode.lengths[s.symbol])
            if s.extraBits > 0 { bits.write(s.extra, count: s.extraBits) }
        }

        let distanceCode = distances.codes[0], distanceBits = distances.lengths[0]
        // Per match length (0…258) its code, extra bits and their count, looked up once.
        var lengthCodes = [(code: UInt32, bits: Int)](repeating: (0, 0), count: 259)
        for length in 3...258 {
            let symbol = Deflate.lengthSymbol[length]
            let extraBits = Deflate.lengthExtraBits[symbol - 257]
            let extra = UInt32(length - Deflate.lengthBase[symbol - 257])
            // Code then extra bits then the distance code, as one value (at most 15 + 5 + 1 bits).
            lengthCodes[length] = (literals.codes[symbol] | extra << UInt32(literals.lengths[symbol])
                                       | distanceCode << UInt32(literals.lengths[symbol] + extraBits),
                                   literals.lengths[symbol] + extraBits + distanceBits)
        }
        withExtendedLifetime(tokens) {
            let list = tokens.tokens
            literals.codes.withUnsafeBufferPointer { codes in
                literals.lengths.withUnsafeBufferPointer { lengths in
                    lengthCodes.withUnsafeBufferPointer { matches in
                        for token in list {
                            if token & 0x8000_0000 == 0 {
                                bits.write(codes[Int(token)], count: lengths[Int(token)])
                            } else {
                                let match = matches[Int(token >> 16 & 0x1FF)]
                                bits.write(match.code, count: match.bits)
                            }
                        }
                        bits.write(codes[256], count: lengths[256])
                    }
                }
            }
        }
    }
}
