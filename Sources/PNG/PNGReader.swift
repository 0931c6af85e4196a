import CLibPNG
import Foundation
import Raster

/// Largest image the reader accepts; the check uses the IHDR header, before any pixel buffer exists.
public struct PNGLimits: Sendable, Equatable {
    public var maxWidth: Int
    public var maxHeight: Int
    public init(maxWidth: Int = 16_384, maxHeight: Int = 16_384) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }
}

/// PNG reading and writing over libpng's simplified `png_image` API.
public enum PNG {
    /// Reads a PNG file of any colour type and bit depth as 8-bit non-premultiplied RGBA.
    /// Throws `PNGError` naming `path` for unreadable, truncated, corrupt or oversized files.
    public static func read(file path: String, limits: PNGLimits = PNGLimits()) throws -> RGBAImage {
        try decode(readBytes(path), file: path, limits: limits)
    }

    /// Decodes PNG bytes as 8-bit non-premultiplied RGBA. `file` names the source in errors.
    public static func decode(_ data: [UInt8], file: String = "<memory>", limits: PNGLimits = PNGLimits()) throws -> RGBAImage {
        let (header, colorSpaceChunks) = try data.withUnsafeBufferPointer { buffer throws -> (PNGHeader, [PNGChunk]) in
            let chunks = try PNGChunks.walk(buffer, file: file)
            return (try PNGChunks.header(buffer, chunks, file: file),
                    chunks.filter { PNGChunks.colorSpaceTypes.contains($0.type) })
        }
        // libpng takes the RGBA row stride as a 32-bit int, whatever limits a caller sets.
        let maxWidth = min(limits.maxWidth, Int(Int32.max) / 4)
        guard header.width <= maxWidth, header.height <= limits.maxHeight else {
            throw PNGError.tooLarge(file: file, width: header.width, height: header.height,
                                    maxWidth: maxWidth, maxHeight: limits.maxHeight)
        }
        // libpng keeps reading from `buffer` until finish_read, so both calls share one scope.
        // Pixel diffs compare stored sample values, as pixelmatch's PNG reader does: without
        // gAMA/cHRM/sRGB/iCCP/cICP libpng takes 8-bit samples as sRGB and converts nothing.
        let samples = colorSpaceChunks.isEmpty ? data : PNGChunks.removing(colorSpaceChunks, from: data)
        if header.bitDepth == 16, header.interlaceMethod != 0 {
            return try decodeTraditionally(samples, header: header, file: file)
        }
        let pixels = try samples.withUnsafeBufferPointer { buffer throws -> [UInt8] in
            var image = png_image()
            image.version = lc_png_image_version
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                throw PNGError.decodeFailed(file: file, message: libpngMessage(image))
            }
            guard Int(image.width) == header.width, Int(image.height) == header.height else {
                throw PNGError.malformed(file: file, detail: "libpng read a different size than IHDR declares")
            }
            // 16-bit samples are taken as sRGB-encoded like 8-bit ones (not linear light, the
            // simplified API's default), so 16-bit files convert by scaling, without a gamma curve.
            image.format = lc_png_format_rgba
            image.flags |= lc_png_image_flag_16bit_srgb
            lc_png_image_skip_adler32(&image)
            // libpng writes every byte, so the buffer is not zero-filled first (that would touch
            // each page twice for a screen-sized image).
            let count = try RGBAImage.byteCount(width: header.width, height: header.height)
            var finished: Int32 = 0
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                adviseHugePages(out)
                finished = png_image_finish_read(&image, nil, out.baseAddress, Int32(header.width * 4), nil)
                if finished == 0 { out.initialize(repeating: 0) }
                initialized = count
            }
            guard finished != 0 else { throw PNGError.decodeFailed(file: file, message: libpngMessage(image)) }
            return pixels
        }
        return try RGBAImage(width: header.width, height: header.height, bytes: pixels)
    }

    /// Interlaced 16-bit images, which the simplified API of Debian 12's libpng 1.6.39 decodes
    /// with corrupt even rows; the traditional API applies the same conversion correctly
    /// (see `lc_png_read_rgba8_traditional` in the CLibPNG shim).
    static func decodeTraditionally(_ data: [UInt8], header: PNGHeader, file: String) throws -> RGBAImage {
        let count = try RGBAImage.byteCount(width: header.width, height: header.height)
        var message = [CChar](repeating: 0, count: 64)
        var finished: Int32 = 0
        let pixels = data.withUnsafeBufferPointer { buffer in
            [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                out.initialize(repeating: 0)
                finished = message.withUnsafeMutableBufferPointer { text in
                    lc_png_read_rgba8_traditional(buffer.baseAddress, buffer.count, out.baseAddress,
                                                  png_uint_32(header.width), png_uint_32(header.height), text.baseAddress)
                }
                initialized = count
            }
        }
        guard finished != 0 else {
            let text = String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError.decodeFailed(file: file, message: text)
        }
        return try RGBAImage(width: header.width, height: header.height, bytes: pixels)
    }

    /// The tEXt key/value pairs of a PNG file, in file order.
    public static func textEntries(file path: String) throws -> [PNGTextEntry] {
        try textEntries(in: readBytes(path), file: path)
    }

    /// The tEXt key/value pairs of PNG bytes, in file order.
    public static func textEntries(in data: [UInt8], file: String = "<memory>") throws -> [PNGTextEntry] {
        try data.withUnsafeBufferPointer { buffer in
            let chunks = try PNGChunks.walk(buffer, file: file)
            return try PNGChunks.textEntries(buffer, chunks, file: file)
        }
    }

    /// The raw bytes of a file, or `PNGError.unreadable` naming it.
    public static func readBytes(_ path: String) throws -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "\(error.localizedDescription)" : "no such file"
            throw PNGError.unreadable(file: path, reason: reason)
        }
    }

    /// Screen-sized buffers take thousands of 4 KB page faults as libpng fills them; asking
    /// for transparent huge pages makes that a few dozen. Only a hint: ignored where unsupported.
    static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux)
        guard let base = buffer.baseAddress, buffer.count >= 4 << 20 else { return }
        let page = 4096
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
        if end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) {
            _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        }
        #endif
    }

    static func libpngMessage(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}
