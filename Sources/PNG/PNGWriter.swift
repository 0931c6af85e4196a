import CLibPNG
import Foundation
import Raster

/// The PNG colour type a writer stores pixels as. Every choice is lossless: a type that
/// cannot hold the image (gray for coloured pixels, no alpha for translucent ones, palette
/// for more than 256 colours) is an error, never a silent conversion.
public enum PNGColorType: String, Sendable, CaseIterable {
    case gray, grayAlpha, rgb, rgba, palette
}

extension PNG {
    /// Encodes `image` as PNG bytes. Same pixels, text and colour type give the same bytes: no
    /// timestamps, fixed compression settings. RGB and RGBA (every rendered screen) are
    /// encoded here (`RowDeflate`: Up filter, run-length deflate); gray and palette images by
    /// libpng (`PNG_IMAGE_FLAG_FAST`: no row filters, zlib level 3). The `text` entries
    /// become tEXt chunks right after IHDR, in the order given.
    public static func encode(_ image: RGBAImage, text: [PNGTextEntry] = [], colorType: PNGColorType = .rgba) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw PNGError.encodeFailed(message: "PNG cannot store an empty \(image.width)×\(image.height) image")
        }
        guard image.width <= Int(Int32.max) / 4, image.height <= 0x7FFF_FFFF else {
            throw PNGError.encodeFailed(message: "image \(image.width)×\(image.height) is too large for libpng's 32-bit row stride")
        }
        let textChunks = try text.flatMap { entry in try PNGChunks.textChunk(entry) }
        if colorType == .rgb || colorType == .rgba {
            return try encodeTrueColor(image, textChunks: textChunks, alpha: colorType == .rgba)
        }
        let packed = try pack(image, as: colorType)
        var png = try libpngEncode(packed, width: image.width, height: image.height)
        // The simplified API has no text support, so the chunks are spliced in after IHDR,
        // which libpng always writes first: signature (8) + IHDR length, type, 13 data, CRC = 33.
        guard png.count > 33, Array(png[12..<16]) == Array("IHDR".utf8) else {
            throw PNGError.encodeFailed(message: "libpng output does not start with IHDR")
        }
        png.insert(contentsOf: textChunks, at: 33)
        return png
    }

    /// Signature, IHDR (8-bit RGB or RGBA, not interlaced), the text chunks, one IDAT, IEND.
    static func encodeTrueColor(_ image: RGBAImage, textChunks: [UInt8], alpha: Bool) throws -> [UInt8] {
        let stream = try image.bytes.withUnsafeBufferPointer { pixels in
            try RowDeflate.zlibStream(rgba: pixels, width: image.width, height: image.height, channels: alpha ? 4 : 3,
                                      repeatedRows: image.repeatedRows)
        }
        var header: [UInt8] = []
        appendUInt32BE(UInt32(image.width), to: &header)
        appendUInt32BE(UInt32(image.height), to: &header)
        header += [8, alpha ? 6 : 2, 0, 0, 0]  // depth, colour type, deflate, adaptive filters, no interlace
        var png = pngSignature
        png.reserveCapacity(8 + 25 + textChunks.count + stream.count + 24)
        PNGChunks.appendChunk("IHDR", header, to: &png)
        png += textChunks
        PNGChunks.appendChunk("IDAT", stream, to: &png)
        PNGChunks.appendChunk("IEND", [], to: &png)
        return png
    }

    /// Writes `image` to `path` atomically (a temporary file in the same folder, then a rename).
    public static func write(_ image: RGBAImage, to path: String, text: [PNGTextEntry] = [], colorType: PNGColorType = .rgba) throws {
        let bytes = try encode(image, text: text, colorType: colorType)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PNGError.unwritable(file: path, reason: error.localizedDescription)
        }
    }

    /// Pixels laid out for libpng in the requested format.
    struct Packed {
        var format: png_uint_32
        var channels: Int
        var bytes: [UInt8]
        var colormap: [UInt8] = []
        var colormapEntries: Int = 0
    }

    static func pack(_ image: RGBAImage, as colorType: PNGColorType) throws -> Packed {
        let src = image.bytes
        let n = image.pixelCount
        func reject(_ reason: String) -> PNGError {
            .unsupportedColorType(requested: colorType.rawValue, reason: reason)
        }
        switch colorType {
        case .rgba:
            return Packed(format: lc_png_format_rgba, channels: 4, bytes: src)
        case .rgb:
            // The common case (every rendered screen is opaque) as one pass over raw buffers;
            // the count check keeps the unchecked indexing inside both buffers.
            guard src.count == n * 4 else { throw reject("image has \(src.count) bytes for \(n) pixels") }
            var translucent: Int?
            let out = [UInt8](unsafeUninitializedCapacity: n * 3) { dst, initialized in
                src.withUnsafeBufferPointer { s in
                    for p in 0..<n where s[p &* 4 &+ 3] != 255 {
                        translucent = p
                        return
                    }
                    for p in 0..<n {
                        dst[p &* 3] = s[p &* 4]; dst[p &* 3 &+ 1] = s[p &* 4 &+ 1]; dst[p &* 3 &+ 2] = s[p &* 4 &+ 2]
                    }
                    initialized = n * 3
                }
            }
            if let p = translucent { throw reject("pixel \(p) has alpha \(src[p * 4 + 3])") }
            return Packed(format: lc_png_format_rgb, channels: 3, bytes: out)
        case .gray, .grayAlpha:
            let keepsAlpha = colorType == .grayAlpha
            let channels = keepsAlpha ? 2 : 1
            var out = [UInt8](repeating: 0, count: n * channels)
            var o = 0
            for i in stride(from: 0, to: n * 4, by: 4) {
                let r = src[i], g = src[i + 1], b = src[i + 2], a = src[i + 3]
                if !keepsAlpha, a != 255 { throw reject("pixel \(i / 4) has alpha \(a)") }
                if r != g || g != b { throw reject("pixel \(i / 4) is not gray (\(r), \(g), \(b))") }
                out[o] = r
                if keepsAlpha { out[o + 1] = a }
                o += channels
            }
            let format = keepsAlpha ? lc_png_format_ga : lc_png_format_gray
            return Packed(format: format, channels: channels, bytes: out)
        case .palette:
            // Palette order is the sorted RGBA values, so it never depends on hashing order.
            var seen = Set<UInt32>()
            for i in stride(from: 0, to: n * 4, by: 4) {
                seen.insert(UInt32(src[i]) << 24 | UInt32(src[i + 1]) << 16 | UInt32(src[i + 2]) << 8 | UInt32(src[i + 3]))
                if seen.count > 256 { throw reject("image has more than 256 colours") }
            }
            let colors = seen.sorted()
            var index: [UInt32: UInt8] = [:]
            var colormap: [UInt8] = []
            for (k, c) in colors.enumerated() {
                index[c] = UInt8(k)
                colormap += [UInt8(c >> 24), UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF)]
            }
            var out = [UInt8](repeating: 0, count: n)
            for p in 0..<n {
                let i = p * 4
                let c = UInt32(src[i]) << 24 | UInt32(src[i + 1]) << 16 | UInt32(src[i + 2]) << 8 | UInt32(src[i + 3])
                out[p] = index[c] ?? 0
            }
            return Packed(format: lc_png_format_rgba_colormap, channels: 1, bytes: out,
                          colormap: colormap, colormapEntries: colors.count)
        }
    }

    static func libpngEncode(_ packed: Packed, width: Int, height: Int) throws -> [UInt8] {
        var image = png_image()
        image.version = lc_png_image_version
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = packed.format
        image.colormap_entries = png_uint_32(packed.colormapEntries)
        // Fixed settings, so still deterministic. libpng's default tries all five row filters
        // on every row and deflates at level 6: about two thirds of a PNG scenario's time.
        // FAST (no filters, level 3) encodes ~4.7× faster; files are ~1/3 larger (measured on
        // the sample suite's baselines). Decoded pixels, and so existing baselines, are unchanged.
        image.flags = lc_png_image_flag_fast
        defer { png_image_free(&image) }
        // Upper bound for stored (uncompressed) deflate plus chunk overhead; on the rare miss
        // libpng reports the size it needs and we retry once.
        let raw = height * (1 + width * packed.channels)
        var capacity = raw + raw / 256 + 4096
        for _ in 0..<2 {
            var size = capacity
            var ok: Int32 = 0
            // Uninitialised: the compressed stream fills a small part of this worst-case buffer,
            // and zero-filling all of it (and faulting in its pages) cost more than the writing.
            let out = [UInt8](unsafeUninitializedCapacity: capacity) { dst, initialized in
                ok = packed.bytes.withUnsafeBytes { src in
                    packed.colormap.withUnsafeBytes { cmap in
                        png_image_write_to_memory(&image, dst.baseAddress, &size, 0, src.baseAddress,
                                                  Int32(width * packed.channels),
                                                  packed.colormapEntries > 0 ? cmap.baseAddress : nil)
                    }
                }
                initialized = ok != 0 && size <= capacity ? size : 0
            }
            if ok != 0, size <= capacity { return out }
            guard size > capacity else { break }
            capacity = size
            image.warning_or_error = 0
        }
        throw PNGError.encodeFailed(message: libpngMessage(image))
    }
}
