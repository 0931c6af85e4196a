import Testing
@testable import Raster

@Suite struct RasterTests {
    @Test func initValidatesByteCount() throws {
        // 3×2 pixels × 4 channels = 24 bytes.
        let image = try RGBAImage(width: 3, height: 2, bytes: [UInt8](repeating: 7, count: 24))
        #expect(image.pixelCount == 6)
        #expect(throws: RasterError.byteCountMismatch(width: 3, height: 2, expected: 24, actual: 23)) {
            _ = try RGBAImage(width: 3, height: 2, bytes: [UInt8](repeating: 0, count: 23))
        }
        #expect(throws: RasterError.negativeSize(width: -1, height: 2)) {
            _ = try RGBAImage(width: -1, height: 2)
        }
        #expect(throws: RasterError.sizeOverflow(width: Int.max, height: 2)) {
            _ = try RGBAImage(width: Int.max, height: 2)
        }
    }

    @Test func pixelsAreRowMajorRGBA() throws {
        // A 2×2 image; pixel (1, 1) starts at byte (1 * 2 + 1) * 4 = 12.
        var bytes = [UInt8](repeating: 0, count: 16)
        bytes[12] = 10; bytes[13] = 20; bytes[14] = 30; bytes[15] = 40
        var image = try RGBAImage(width: 2, height: 2, bytes: bytes)
        #expect(image.pixel(x: 1, y: 1) == RGBA(r: 10, g: 20, b: 30, a: 40))
        #expect(image.pixel(x: 2, y: 0) == nil)
        #expect(image.pixel(x: 0, y: -1) == nil)
        // Pixel (1, 0) starts at byte 4.
        try image.setPixel(x: 1, y: 0, to: RGBA(r: 1, g: 2, b: 3))
        #expect(Array(image.bytes[4..<8]) == [1, 2, 3, 255])
        #expect(throws: RasterError.outOfBounds(x: 0, y: 2, width: 2, height: 2)) {
            try image.setPixel(x: 0, y: 2, to: RGBA(r: 0, g: 0, b: 0))
        }
    }

    @Test func fillAndBulkAccess() throws {
        var image = try RGBAImage(width: 2, height: 1, fill: RGBA(r: 255, g: 128, b: 0, a: 200))
        #expect(image.bytes == [255, 128, 0, 200, 255, 128, 0, 200])
        image.withUnsafeMutableBytes { buffer in buffer[7] = 9 }
        #expect(image.pixel(x: 1, y: 0) == RGBA(r: 255, g: 128, b: 0, a: 9))
        #expect(try RGBAImage(width: 0, height: 0).bytes.isEmpty)
    }
}
