import CPangoCairo
import LayoutTypes
import Raster
@testable import PNG
@testable import Rendering
import Testing
import TextLayout

/// A rendered image says which rows repeat the row above (`RGBAImage.repeatedRows`), and the PNG
/// encoder trusts it instead of comparing those rows: the hint must be exactly right, and the
/// bytes written with it the bytes written without it.
@Suite struct RepeatedRowsTests {
    /// A window size no other test renders: 23 × 17, white, a red box over rows 4…9 and
    /// columns 3…12, and a grey line under it (row 12).
    func tree() -> RenderTree {
        RenderTree(width: 23, height: 17, backgroundColor: .white, nodes: [
            RenderNode(identifier: "box", frame: Rect(x: 3, y: 4, width: 10, height: 6), backgroundColor: Color(red: 1, green: 0, blue: 0)),
            RenderNode(identifier: "line", frame: Rect(x: 0, y: 12, width: 23, height: 1), backgroundColor: Color(red: 0.5, green: 0.5, blue: 0.5)),
        ])
    }

    @Test func renderedRowsAreMarkedExactlyWhenTheyRepeatTheRowAbove() throws {
        let image = try Renderer(engine: try TextLayoutEngine.shared()).render(tree(), scale: 1)
        let marks = try #require(image.repeatedRows)
        // Rows 0 (never), 4 (box starts), 10 (box ends), 12 (line), 13 (white again) differ
        // from the row above; every other row repeats it.
        let differing = [0, 4, 10, 12, 13]
        #expect(marks == (0..<17).map { !differing.contains($0) })
        // And the marks are what the bytes say.
        let rowBytes = image.width * 4
        for y in 1..<image.height {
            let same = image.bytes[(y * rowBytes)..<((y + 1) * rowBytes)] == image.bytes[((y - 1) * rowBytes)..<(y * rowBytes)]
            #expect(marks[y] == same, "row \(y)")
        }
    }

    @Test func encodingWithTheHintGivesTheBytesWithoutIt() throws {
        let image = try Renderer(engine: try TextLayoutEngine.shared()).render(tree(), scale: 2)
        #expect(image.repeatedRows != nil)
        let plain = try RGBAImage(width: image.width, height: image.height, bytes: image.bytes)
        #expect(plain.repeatedRows == nil)
        #expect(try PNG.encode(image, colorType: .rgb) == PNG.encode(plain, colorType: .rgb))
        #expect(try PNG.encode(image, colorType: .rgba) == PNG.encode(plain, colorType: .rgba))
        #expect(try PNG.decode(PNG.encode(image, colorType: .rgb)) == plain)
    }

    @Test func theHintIsNotPartOfTheValueAndGoesWithAnyChange() throws {
        let bytes: [UInt8] = [1, 2, 3, 255, 1, 2, 3, 255]  // 1 × 2, both rows the same pixel
        let hinted = try RGBAImage(width: 1, height: 2, bytes: bytes, repeatedRows: [false, true])
        let plain = try RGBAImage(width: 1, height: 2, bytes: bytes)
        #expect(hinted == plain && hinted.hashValue == plain.hashValue)
        var changed = hinted
        try changed.setPixel(x: 0, y: 1, to: RGBA(r: 9, g: 9, b: 9))
        #expect(changed.repeatedRows == nil)
        var written = hinted
        written.withUnsafeMutableBytes { $0[0] = 7 }
        #expect(written.repeatedRows == nil)
        // A hint of the wrong length, or one marking row 0, is refused.
        #expect(throws: RasterError.self) { try RGBAImage(width: 1, height: 2, bytes: bytes, repeatedRows: [false]) }
        #expect(throws: RasterError.self) { try RGBAImage(width: 1, height: 2, bytes: bytes, repeatedRows: [true, true]) }
    }

    @Test func zlibChecksumsAgreeWithTheByteAtATimeOnes() {
        // 0…9,999 pseudo-random bytes (64-bit LCG), and the empty buffer.
        var state: UInt64 = 3
        let data = (0..<10_000).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for count in [0, 1, 63, 64, 65, 5_552, 5_553, 10_000] {
            data.withUnsafeBufferPointer { all in
                let bytes = UnsafeBufferPointer(rebasing: all[0..<count])
                #expect(CRC32.update(0xFFFF_FFFF, bytes) == CRC32.tableUpdate(0xFFFF_FFFF, bytes), "\(count) bytes")
                var fast = Adler32(), slow = Adler32()
                fast.add(UInt8(ascii: "a"))
                slow.add(UInt8(ascii: "a"))
                fast.add(bytes)
                for byte in bytes { slow.add(byte) }
                #expect(fast.value == slow.value, "\(count) bytes")
            }
        }
        // The check value of CRC-32 (ISO 3309) for "123456789" is 0xCBF43926.
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}
