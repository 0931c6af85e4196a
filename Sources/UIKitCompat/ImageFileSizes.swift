// The size in points of an asset catalog's image file, the only thing layout needs of it: a PNG's
// pixel size over its scale, and a vector image's own size. Apps ship icons as single-scale PDFs
// ("Preserve Vector Data") or SVGs (Xcode 12 and later) as often as PNGs (focus-ios's
// instructions-cog.imageset holds two PDFs), and UIKit sizes those in points.
import Foundation

extension ImageSource {
    /// The image's size in points: a PNG's pixels over `scale`, a PDF's or SVG's own size.
    static func imageFileSize(_ file: URL, scale: Double) throws -> Size {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw CatalogError(file: file.path, reason: "cannot be read (\(error))")
        }
        switch file.pathExtension.lowercased() {
        case "pdf":
            return try pdfPageSize(data, file: file)
        case "svg":
            return try svgSize(data, file: file)
        default:
            let pixels = try pngPixelSize(data, file: file)
            return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
    }

    /// A PNG's width and height from its IHDR chunk, which the format puts first.
    static func pngPixelSize(_ data: Data, file: URL) throws -> Size {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw CatalogError(file: file.path, reason: "not a PNG file (PNG, PDF and SVG image sets are sized)")
        }
        func bigEndian(_ at: Int) -> Double { Double(bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        return Size(width: bigEndian(16), height: bigEndian(20))
    }

    /// A PDF's first page box (`/MediaBox [x0 y0 x1 y1]`, in points), which UIKit draws a vector
    /// asset at. Exporters write the page dictionary uncompressed; a box only inside a compressed
    /// object stream is not found, and the error says so.
    static func pdfPageSize(_ data: Data, file: URL) throws -> Size {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Array("%PDF-".utf8)) else {
            throw CatalogError(file: file.path, reason: "not a PDF file (no %PDF- header)")
        }
        let key = Array("/MediaBox".utf8)
        var i = 0
        while i + key.count <= bytes.count {
            if bytes[i] == key[0], Array(bytes[i..<(i + key.count)]) == key {
                var j = i + key.count
                while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == 10 || bytes[j] == 13 { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: "["), let close = bytes[j...].firstIndex(of: UInt8(ascii: "]")) {
                    let numbers = String(decoding: bytes[(j + 1)..<close], as: UTF8.self)
                        .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" }).compactMap { Double($0) }
                    if numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] > numbers[0], numbers[3] > numbers[1] {
                        return Size(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
                    }
                }
            }
            i += 1
        }
        throw CatalogError(file: file.path, reason: "no /MediaBox [x0 y0 x1 y1] outside compressed streams: its size in points is unknown")
    }

    /// An SVG's `width` and `height` on its root element (plain numbers or `px`), else its
    /// `viewBox`'s, as Xcode sizes an SVG asset.
    static func svgSize(_ data: Data, file: URL) throws -> Size {
        let text = String(decoding: data.prefix(65_536), as: UTF8.self)
        guard let open = text.range(of: "<svg"), let end = text[open.upperBound...].firstIndex(of: ">") else {
            throw CatalogError(file: file.path, reason: "not an SVG file (no <svg> element)")
        }
        let tag = String(text[open.upperBound..<end])
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                if let start = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") ?? tag.range(of: "\t\(name)=\(quote)"),
                   let stop = tag[start.upperBound...].firstIndex(of: Character(quote)) {
                    return String(tag[start.upperBound..<stop])
                }
            }
            return nil
        }
        func length(_ value: String?) -> Double? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            guard let number = Double(value), number.isFinite, number > 0 else { return nil }
            return number
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) {
            return Size(width: width, height: height)
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        if box.count == 4, box.allSatisfy(\.isFinite), box[2] > 0, box[3] > 0 {
            return Size(width: box[2], height: box[3])
        }
        throw CatalogError(file: file.path, reason: "its <svg> element has no width and height in pixels, nor a viewBox")
    }
}
