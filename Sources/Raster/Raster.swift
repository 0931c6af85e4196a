// The one image value the pixel modules pass around: PNG decodes into it, Rendering draws into
// it, ImageDiff compares two of them. Keeping it a plain value of bytes (no colour management,
// no premultiplication) makes equality and hashing mean "same pixels".

/// An 8-bit-per-channel RGBA image, row-major, top row first, non-premultiplied alpha.
///
/// Pixel (x, y) occupies `bytes[(y * width + x) * 4 ..< (y * width + x) * 4 + 4]` as R, G, B, A.
public struct RGBAImage: Sendable, Equatable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, rows top to bottom.
    public private(set) var bytes: [UInt8] {
        didSet {
            repeatedRows = nil
            backgroundRows = nil
        }
    }
    /// For each row, whether it is known to equal the row above it (row 0 never does); nil when
    /// not known. A renderer learns this while it copies its pixels out, and the PNG encoder and
    /// the pixel digest then skip comparing those rows themselves. Not part of the image's
    /// value: equality and hashing ignore it, and any change to the bytes drops it.
    public private(set) var repeatedRows: [Bool]?
    /// Rows known to hold one pixel value throughout (a renderer's background where it painted
    /// nothing), so a renderer given this image's bytes back (`recycled`) need not write them
    /// again. Not part of the value, and dropped with any change to the bytes, as `repeatedRows`.
    package private(set) var backgroundRows: BackgroundRows?

    /// Rows that are `pixel` (R, G, B, A in memory order, as one native word) from end to end.
    package struct BackgroundRows: Sendable {
        package let pixel: UInt32
        package let rows: [Bool]

        package init(pixel: UInt32, rows: [Bool]) {
            self.pixel = pixel
            self.rows = rows
        }
    }

    public static func == (a: RGBAImage, b: RGBAImage) -> Bool {
        a.width == b.width && a.height == b.height && a.bytes == b.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(bytes)
    }

    /// Wraps pixel bytes with the rows known to repeat the row above (`repeatedRows`), which the
    /// caller has compared itself (byte for byte: encoders write a marked row as a copy).
    /// Package-only for that reason. Throws when a count is wrong or row 0 is marked.
    package init(width: Int, height: Int, bytes: [UInt8], repeatedRows: [Bool], backgroundRows: BackgroundRows? = nil) throws(RasterError) {
        try self.init(width: width, height: height, bytes: bytes)
        guard repeatedRows.count == height, repeatedRows.first != true else {
            throw .byteCountMismatch(width: width, height: height, expected: height, actual: repeatedRows.count)
        }
        if let backgroundRows, backgroundRows.rows.count != height {
            throw .byteCountMismatch(width: width, height: height, expected: height, actual: backgroundRows.rows.count)
        }
        self.repeatedRows = repeatedRows
        self.backgroundRows = backgroundRows
    }

    /// The bytes, for a writer that overwrites them (a renderer reusing an image it made): the
    /// caller takes the only reference when this image was the last holder, so no copy is made.
    package consuming func takeBytes() -> [UInt8] {
        bytes
    }

    /// Wraps existing pixel bytes; throws when the count is not `width * height * 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) throws(RasterError) {
        let expected = try RGBAImage.byteCount(width: width, height: height)
        guard bytes.count == expected else {
            throw .byteCountMismatch(width: width, height: height, expected: expected, actual: bytes.count)
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image filled with one colour (transparent black unless given).
    public init(width: Int, height: Int, fill: RGBA = RGBA(r: 0, g: 0, b: 0, a: 0)) throws(RasterError) {
        let count = try RGBAImage.byteCount(width: width, height: height)
        var bytes = [UInt8](repeating: 0, count: count)
        if fill != RGBA(r: 0, g: 0, b: 0, a: 0) {
            var i = 0
            while i < count {
                bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
                i += 4
            }
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// `width * height * 4`, or an error for negative or overflowing sizes.
    public static func byteCount(width: Int, height: Int) throws(RasterError) -> Int {
        guard width >= 0, height >= 0 else { throw .negativeSize(width: width, height: height) }
        let (pixels, o1) = width.multipliedReportingOverflow(by: height)
        let (count, o2) = pixels.multipliedReportingOverflow(by: 4)
        guard !o1, !o2 else { throw .sizeOverflow(width: width, height: height) }
        return count
    }

    /// Number of pixels.
    public var pixelCount: Int { width * height }

    /// Whether (x, y) lies inside the image.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The pixel at (x, y), or nil outside the image.
    public func pixel(x: Int, y: Int) -> RGBA? {
        guard contains(x: x, y: y) else { return nil }
        let i = (y * width + x) * 4
        return RGBA(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }

    /// Sets the pixel at (x, y); throws outside the image.
    public mutating func setPixel(x: Int, y: Int, to color: RGBA) throws(RasterError) {
        guard contains(x: x, y: y) else { throw .outOfBounds(x: x, y: y, width: width, height: height) }
        let i = (y * width + x) * 4
        bytes[i] = color.r; bytes[i + 1] = color.g; bytes[i + 2] = color.b; bytes[i + 3] = color.a
    }

    /// Direct mutable access to the bytes for bulk writers (renderers, decoders, the diff
    /// image), which would be slow through `setPixel`. The buffer has a fixed size.
    public mutating func withUnsafeMutableBytes<R>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R
    ) rethrows -> R {
        try bytes.withUnsafeMutableBufferPointer { buffer in try body(buffer) }
    }
}

/// One RGBA pixel, 8 bits per channel, non-premultiplied.
public struct RGBA: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

/// Why an `RGBAImage` could not be made or changed.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    case negativeSize(width: Int, height: Int)
    case sizeOverflow(width: Int, height: Int)
    case byteCountMismatch(width: Int, height: Int, expected: Int, actual: Int)
    case outOfBounds(x: Int, y: Int, width: Int, height: Int)

    public var description: String {
        switch self {
        case let .negativeSize(w, h):
            return "image size \(w)×\(h) is negative"
        case let .sizeOverflow(w, h):
            return "image size \(w)×\(h) overflows the byte count"
        case let .byteCountMismatch(w, h, expected, actual):
            return "a \(w)×\(h) RGBA image needs \(expected) bytes, got \(actual)"
        case let .outOfBounds(x, y, w, h):
            return "pixel (\(x), \(y)) is outside the \(w)×\(h) image"
        }
    }
}
