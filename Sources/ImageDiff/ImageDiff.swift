#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// A perceptual image diff that reproduces pixelmatch v7.2.0's counts and diff images.
///
/// Per pixel: identical bytes match; otherwise the squared YIQ distance (Kotsarenko & Ramos
/// 2010, with semi-transparent pixels blended over a background) is compared with
/// `35215 × threshold²`. Pixels above it are then tested for anti-aliasing (Vyšniauskas 2009):
/// a pixel whose neighbours include both a darker and a brighter one, one of which sits in a
/// flat area of both images, is an anti-aliased edge and is not counted (unless `includeAA`).
/// All arithmetic is in `Double`, in the same order as pixelmatch, so results match bit for bit.
public enum ImageDiff {
    /// Compares two images of the same size. With `diffImage`, also draws pixelmatch's diff image.
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions(),
                               diffImage: Bool = false) throws -> DiffResult {
        guard a.width == b.width, a.height == b.height else {
            throw ImageDiffError.sizeMismatch(firstWidth: a.width, firstHeight: a.height,
                                              secondWidth: b.width, secondHeight: b.height)
        }
        guard options.threshold.isFinite, options.threshold >= 0 else {
            throw ImageDiffError.invalidOption("threshold \(options.threshold) must be a finite number ≥ 0")
        }
        guard options.alpha.isFinite else { throw ImageDiffError.invalidOption("alpha \(options.alpha) must be finite") }
        guard options.regionTileSize >= 1 else {
            throw ImageDiffError.invalidOption("region tile size \(options.regionTileSize) must be ≥ 1")
        }
        var output: RGBAImage? = diffImage ? try RGBAImage(width: a.width, height: a.height) : nil
        var comparison = Comparison(width: a.width, height: a.height, options: options)
        a.bytes.withUnsafeBytes { pa in
            b.bytes.withUnsafeBytes { pb in
                if var out = output {
                    // `out` must be the buffer's only owner, or the first write copies the whole image.
                    output = nil
                    out.withUnsafeMutableBytes { po in comparison.run(pa, pb, UnsafeMutableRawBufferPointer(po)) }
                    output = out
                } else {
                    comparison.run(pa, pb, nil)
                }
            }
        }
        return DiffResult(mismatched: comparison.mismatched, total: a.pixelCount,
                          regions: comparison.regions.regions(), diffImage: output)
    }
}

/// One comparison's state: the single pass over both byte buffers.
struct Comparison {
    let width: Int
    let height: Int
    let options: DiffOptions
    var mismatched = 0
    var regions: RegionBuilder

    init(width: Int, height: Int, options: DiffOptions) {
        self.width = width
        self.height = height
        self.options = options
        regions = RegionBuilder(width: width, height: height, tile: options.regionTileSize)
    }

    mutating func run(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, _ out: UnsafeMutableRawBufferPointer?) {
        let count = width * height
        guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return }
        let drawsGray = !options.diffMask
        // Fast path: identical buffers have no differences; only the gray copy is drawn.
        if memcmp(pa, pb, count * 4) == 0 {
            if let out, drawsGray {
                var gray = GrayCache()
                for i in 0..<count { drawGray(pa, i * 4, out, &gray) }
            }
            return
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        let aa = options.aaColor, diff = options.diffColor, alt = options.diffColorAlt ?? options.diffColor
        let rowBytes = width * 4
        var gray = GrayCache()
        var i = 0
        for y in 0..<height {
            // Without a diff image, an identical row has nothing to count or draw.
            if out == nil, memcmp(pa + y * rowBytes, pb + y * rowBytes, rowBytes) == 0 {
                i += width
                continue
            }
            for x in 0..<width {
                defer { i += 1 }
                let pos = i * 4
                let same = pa.loadUnaligned(fromByteOffset: pos, as: UInt32.self) == pb.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
                let delta = same ? 0 : colorDelta(pa, pb, pos, pos, yOnly: false)
                if abs(delta) > maxDelta {
                    let isAA = antialiased(pa, x, y, pa, pb) || antialiased(pb, x, y, pb, pa)
                    if !options.includeAA && isAA {
                        // Anti-aliasing: drawn, not counted, never part of a mask.
                        if let out, drawsGray { draw(out, pos, aa) }
                    } else {
                        if let out { draw(out, pos, delta < 0 ? alt : diff) }
                        mismatched += 1
                        regions.add(x: x, y: y)
                    }
                } else if let out, drawsGray {
                    drawGray(pa, pos, out, &gray)
                }
            }
        }
    }

    /// Squared YIQ distance between pixel k of `img1` and pixel m of `img2` (byte offsets),
    /// negative when the second pixel is darker (pixelmatch's sign convention, which picks
    /// `diffColorAlt`). With `yOnly`, just the signed luma difference first − second.
    @inline(__always)
    func colorDelta(_ img1: UnsafeRawPointer, _ img2: UnsafeRawPointer, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Double(img1.load(fromByteOffset: k, as: UInt8.self))
        let g1 = Double(img1.load(fromByteOffset: k + 1, as: UInt8.self))
        let b1 = Double(img1.load(fromByteOffset: k + 2, as: UInt8.self))
        let a1 = Double(img1.load(fromByteOffset: k + 3, as: UInt8.self))
        let r2 = Double(img2.load(fromByteOffset: m, as: UInt8.self))
        let g2 = Double(img2.load(fromByteOffset: m + 1, as: UInt8.self))
        let b2 = Double(img2.load(fromByteOffset: m + 2, as: UInt8.self))
        let a2 = Double(img2.load(fromByteOffset: m + 3, as: UInt8.self))
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            // Blend both over the background: c·a/255 + bg·(1 − a/255), differenced.
            let (rb, gb, bb) = background(k)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch's background for blending: a two-tone (48 or 207 per channel) pattern chosen
    /// from the byte offset, or white when `checkerboard` is off.
    @inline(__always)
    func background(_ k: Int) -> (Double, Double, Double) {
        guard options.checkerboard else { return (255, 255, 255) }
        let kd = Double(k)
        let r = 48 + 159 * (k % 2)
        let g = 48 + 159 * (Int(Int32(truncatingIfNeeded: Int(kd / 1.618033988749895))) % 2)
        let b = 48 + 159 * (Int(Int32(truncatingIfNeeded: Int(kd / 2.618033988749895))) % 2)
        return (Double(r), Double(g), Double(b))
    }

    /// Vyšniauskas's anti-aliased pixel test for (x1, y1) of `img`; `a32`/`b32` are both images,
    /// in which the candidate darkest/brightest neighbour must sit in a flat area.
    func antialiased(_ img: UnsafeRawPointer, _ x1: Int, _ y1: Int, _ a32: UnsafeRawPointer, _ b32: UnsafeRawPointer) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(a32, minX, minY) && hasManySiblings(b32, minX, minY))
            || (hasManySiblings(a32, maxX, maxY) && hasManySiblings(b32, maxX, maxY))
    }

    /// Whether (x1, y1) has 3 or more neighbours of exactly its colour (an image edge counts as one).
    func hasManySiblings(_ img: UnsafeRawPointer, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = img.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if img.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    @inline(__always)
    func draw(_ out: UnsafeMutableRawBufferPointer, _ pos: Int, _ c: RGBA) {
        out[pos] = c.r; out[pos + 1] = c.g; out[pos + 2] = c.b; out[pos + 3] = 255
    }

    /// The last pixel drawn gray and its gray byte: screens are mostly runs of one colour.
    struct GrayCache {
        var pixel: UInt32 = 0
        var gray: UInt8 = 0
        var valid = false
    }

    /// The unchanged pixel as gray luma faded towards white by `alpha × its own alpha`,
    /// truncated to a byte as pixelmatch's Uint8 output buffer does.
    @inline(__always)
    func drawGray(_ img: UnsafeRawPointer, _ pos: Int, _ out: UnsafeMutableRawBufferPointer, _ cache: inout GrayCache) {
        let pixel = img.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
        if !cache.valid || cache.pixel != pixel {
            let r = Double(img.load(fromByteOffset: pos, as: UInt8.self))
            let g = Double(img.load(fromByteOffset: pos + 1, as: UInt8.self))
            let b = Double(img.load(fromByteOffset: pos + 2, as: UInt8.self))
            let a = Double(img.load(fromByteOffset: pos + 3, as: UInt8.self))
            let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * options.alpha * a / 255
            cache = GrayCache(pixel: pixel, gray: toUint8(value), valid: true)
        }
        let byte = cache.gray
        out[pos] = byte; out[pos + 1] = byte; out[pos + 2] = byte; out[pos + 3] = 255
    }

    /// JavaScript's ToUint8 (truncate towards zero, modulo 256), what a Uint8Array store does.
    @inline(__always)
    func toUint8(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        let t = v.rounded(.towardZero)
        guard abs(t) < 9.0e15 else { return 0 }
        return UInt8(truncatingIfNeeded: Int64(t))
    }
}
