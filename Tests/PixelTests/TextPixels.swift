import CPangoCairo
@testable import TextLayout

/// Text tests' canvas: a white ARGB32 surface of `width` × `height` pixels, drawn on at 2× in black by
/// `draw`, and its pixel bytes afterwards (compared across layouts that must draw alike).
func textPixels(width: Int32, height: Int32, _ draw: (OpaquePointer) throws -> Void) throws -> [UInt8] {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height), let cr = cairo_create(surface) else {
        throw TextLayoutError.pangoFailed("cairo")
    }
    defer {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_scale(cr, 2, 2)
    cairo_set_source_rgb(cr, 0, 0, 0)
    try draw(cr)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { throw TextLayoutError.pangoFailed("data") }
    return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * Int(height)))
}
