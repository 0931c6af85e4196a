import CPangoCairo
import Foundation
import LayoutTypes
import Raster

/// A Cairo ARGB32 image surface. Made, drawn on and released only under
/// `CairoSerialization`'s lock (`release()`, or `SurfacePool`); its pixels are read without it.
final class CairoSurface: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    private var released = false
    /// What the last render left: every pixel outside `painted` (all of them when nil) is this
    /// opaque colour. Nil when unknown (a new surface, the debug overlay, no opaque background).
    var background: (color: Color, painted: PixelBox?)?

    init(width: Int, height: Int) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairoFailed("cairo_image_surface_create(\(width)×\(height))")
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// Destroys the surface now (once); `image()` must not be called after.
    func release() {
        guard !released else { return }
        released = true
        cairo_surface_destroy(surface)
    }

    deinit { release() }

    /// Runs `body` with a new context on the surface, then reports a drawing error and makes the
    /// pixels readable (`image()` needs no Cairo call).
    func draw(_ body: (OpaquePointer) throws -> Void) throws {
        guard !released, let context = cairo_create(surface) else { throw RenderError.cairoFailed("cairo_create") }
        defer { cairo_destroy(context) }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { throw RenderError.cairoFailed("cairo_create") }
        try body(context)
        if cairo_status(context) != CAIRO_STATUS_SUCCESS {
            throw RenderError.cairoFailed(String(cString: cairo_status_to_string(cairo_status(context))))
        }
        cairo_surface_flush(surface)
    }

    /// The pixels as non-premultiplied RGBA, after `draw`. Cairo stores each pixel as
    /// one native-endian 32-bit word A·R·G·B with colour premultiplied by alpha; each channel is
    /// divided back by alpha with rounding to nearest: c' = (c·255 + a/2) / a (integer), capped at 255.
    /// `paintedRows`, when given, marks the only rows that may hold anything but one colour
    /// (the renderer knows where it painted over its background): two neighbouring rows
    /// outside them are equal without being compared, and the image records them as
    /// `backgroundRows`. `reusing` is an earlier image of this size whose bytes are overwritten
    /// (`ImagePool`): rows it holds as the same background that are background again are left
    /// as they are, so a screen's empty rows are neither compared nor copied.
    func image(paintedRows: [Bool]? = nil) throws -> RGBAImage {
        var nothing: ImagePool.Entry?
        return try image(paintedRows: paintedRows, reusing: &nothing)
    }

    /// `image(paintedRows:)` writing into the bytes of a handed-back image (taken from `recycled`).
    func image(paintedRows: [Bool]?, reusing recycled: inout ImagePool.Entry?) throws -> RGBAImage {
        guard !released, let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairoFailed("cairo_image_surface_get_data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let count = width * height
        let rowBytes = width * 4
        // The background pixel, read from the first row nothing was painted on.
        var background: UInt32?
        if let paintedRows, let y = paintedRows.firstIndex(of: false) {
            background = Self.rgba(UnsafeRawPointer(data + y &* stride).load(as: UInt32.self))
        }
        // Rows of the earlier image that already hold this background.
        var kept: [Bool]?
        var bytes: [UInt8] = []
        // Moved out of the pool's entry, not copied: the bytes must have no other owner to be
        // overwritten in place (another would make the first write copy them all).
        if var entry = recycled.take(), entry.bytes.count == count * 4, let paintedRows, let background {
            if let known = entry.background, known.pixel == background, known.rows.count == height {
                kept = zip(known.rows, paintedRows).map { $0 && !$1 }
            }
            swap(&bytes, &entry.bytes)
        }
        if bytes.count != count * 4 {
            bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { _, initialized in initialized = count * 4 }
        }
        // Most rows of a screen repeat the row above (flat backgrounds): such a row is one
        // memcmp of the surface and one memcpy of the converted row, and is marked in
        // `repeatedRows` so the digest and the PNG encoder need not compare it again.
        var repeated = [Bool](repeating: false, count: height)
        bytes.withUnsafeMutableBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { pixels in
                guard let first = pixels.baseAddress else { return }
                for y in 0..<height {
                    // Cairo rows are 4-byte aligned (its stride is a multiple of 4).
                    let source = data + y &* stride
                    let target = first + y &* width
                    let keep = kept?[y] ?? false
                    let uniform = y > 0 && paintedRows.map { !$0[y] && !$0[y - 1] } ?? false
                    if y > 0, uniform || memcmp(source, source - stride, rowBytes) == 0 {
                        if !keep { target.update(from: target - width, count: width) }
                        repeated[y] = true
                    } else if !keep {
                        Self.convert(UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self), into: target, count: width)
                    }
                }
            }
        }
        let backgroundRows = background.flatMap { pixel in paintedRows.map { RGBAImage.BackgroundRows(pixel: pixel, rows: $0.map(!)) } }
        return try RGBAImage(width: width, height: height, bytes: bytes, repeatedRows: repeated, backgroundRows: backgroundRows)
    }

    /// One row. A row of opaque pixels (nearly every row of a screen) is only reordered, in a
    /// loop without branches the compiler vectorises, which also gathers the alpha bytes; a row
    /// with any other alpha is then redone pixel by pixel.
    private static func convert(_ row: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, count: Int) {
        var alpha: UInt32 = 0xFF00_0000
        for x in 0..<count {
            let word = row[x]
            alpha &= word
            out[x] = ((word >> 16) & 0xFF | word & 0xFF00 | (word & 0xFF) << 16 | 0xFF00_0000).littleEndian
        }
        guard alpha == 0xFF00_0000 else {
            for x in 0..<count { out[x] = rgba(row[x]) }
            return
        }
    }

    /// One Cairo word as the four bytes R, G, B, A in memory (a little-endian word
    /// R | G << 8 | B << 16 | A << 24). Opaque pixels (nearly all of a screen) are only
    /// reordered; translucent ones are divided back by alpha.
    @inline(__always)
    static func rgba(_ word: UInt32) -> UInt32 {
        let a = word >> 24
        let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        let value: UInt32
        if a == 255 {
            value = r | g << 8 | b << 16 | 0xFF00_0000
        } else if a == 0 {
            value = 0  // transparent: 0,0,0,0
        } else {
            value = UInt32(unpremultiply(r, a)) | UInt32(unpremultiply(g, a)) << 8 | UInt32(unpremultiply(b, a)) << 16 | a << 24
        }
        return value.littleEndian
    }

    static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        a == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a))
    }
}

/// Images handed back by their last user (`Renderer.recycle`), whose bytes the next render of
/// their size overwrites instead of allocating (and faulting in) megabytes anew. Same limits as
/// `SurfacePool`; its own lock, as images come back from any thread.
final class ImagePool: @unchecked Sendable {
    static let shared = ImagePool()
    private let lock = NSLock()
    private var free: [Entry] = []
    private let capacity = 4
    private let byteLimit = 40 << 20

    /// A handed-back image's bytes and what its renderer knew of its rows.
    struct Entry {
        var bytes: [UInt8]
        let width: Int
        let height: Int
        let background: RGBAImage.BackgroundRows?
    }

    /// The bytes of an image of that size to overwrite, or nil.
    func take(width: Int, height: Int) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = free.lastIndex(where: { $0.width == width && $0.height == height }) else { return nil }
        return free.remove(at: index)
    }

    func give(_ image: consuming RGBAImage) {
        let entry = Entry(bytes: [], width: image.width, height: image.height, background: image.backgroundRows)
        var moved = entry
        moved.bytes = image.takeBytes()
        lock.lock()
        defer { lock.unlock() }
        free.append(moved)
        while free.count > capacity || free.reduce(0, { $0 + $1.bytes.count }) > byteLimit { free.removeFirst() }
    }

    func removeAll() {
        lock.lock()
        free.removeAll()
        lock.unlock()
    }
}

/// Surfaces of the sizes drawn last, for the next render of that size. A new surface of a
/// screen's size is megabytes of zeroed memory faulted in page by page, on every scenario; a
/// reused one is only painted over. Holds at most `capacity` surfaces and `byteLimit` bytes
/// (a matrix cycles through a few window sizes; memory stays bounded at 3× scale too). Used only
/// under `CairoSerialization`'s lock.
final class SurfacePool: @unchecked Sendable {
    static let shared = SurfacePool()
    private var free: [CairoSurface] = []
    private let capacity = 4
    private let byteLimit = 40 << 20

    /// A surface of that size whose pixels are left from an earlier render (nil: a new one).
    func take(width: Int, height: Int) -> CairoSurface? {
        guard let index = free.lastIndex(where: { $0.width == width && $0.height == height }) else { return nil }
        return free.remove(at: index)
    }

    /// Releases every kept surface (tests: the next render of any size gets a new one).
    func removeAll() {
        for surface in free { surface.release() }
        free.removeAll()
    }

    /// Keeps `surface` for reuse, releasing the least recently returned ones beyond the limits.
    func give(_ surface: CairoSurface) {
        free.append(surface)
        while free.count > capacity || free.reduce(0, { $0 + $1.width * $1.height * 4 }) > byteLimit {
            free.removeFirst().release()
        }
    }
}
