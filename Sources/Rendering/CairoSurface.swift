import CPangoCairo
import Raster

/// A Cairo ARGB32 image surface and its context, released together.
final class CairoSurface {
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairoFailed("cairo_image_surface_create(\(width)×\(height))")
        }
        guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairoFailed("cairo_create")
        }
        self.surface = surface
        self.context = context
        self.width = width
        self.height = height
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The pixels as non-premultiplied RGBA. Cairo stores each pixel as one native-endian
    /// 32-bit word A·R·G·B with colour premultiplied by alpha; each channel is divided back by
    /// alpha with rounding to nearest: c' = (c·255 + a/2) / a (integer), capped at 255.
    func image() throws -> RGBAImage {
        if cairo_status(context) != CAIRO_STATUS_SUCCESS {
            throw RenderError.cairoFailed(String(cString: cairo_status_to_string(cairo_status(context))))
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairoFailed("cairo_image_surface_get_data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            let raw = UnsafeRawPointer(data)
            for y in 0..<height {
                for x in 0..<width {
                    let word = raw.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let a = word >> 24
                    let o = (y * width + x) * 4
                    guard a > 0 else { continue }  // transparent: 0,0,0,0 (already zero)
                    let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    out[o] = Self.unpremultiply(r, a)
                    out[o + 1] = Self.unpremultiply(g, a)
                    out[o + 2] = Self.unpremultiply(b, a)
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return try RGBAImage(width: width, height: height, bytes: bytes)
    }

    static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        a == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a))
    }
}
