import Foundation

/// UIImage: only its size matters to layout. `UIImage(named:)` finds images the way an app's
/// bundle does, in the asset catalogs and sizes registered with `UIImage.registerAssetCatalog`
/// or `UIImage.register`; a name nothing registered gives nil, as a missing asset does on iOS.
public struct UIImage: Sendable, Hashable {
    public var size: Size
    public var name: String

    public init(named name: String, size: Size) { self.name = name; self.size = size }

    /// UIImage(named:): the registered image of that name, else nil.
    public init?(named name: String) {
        guard let size = UIImage.registry.size(of: name) else { return nil }
        self.init(named: name, size: size)
    }

    /// Makes `UIImage(named: name)` an image of `size` points.
    public static func register(_ name: String, size: Size) { registry.set(name, size) }

    /// Registers every `<name>.imageset` under an asset catalog folder (`Assets.xcassets`): the
    /// size in points is the first bitmap's pixel size over its scale (`2x` → 2), as
    /// `Contents.json` lists them. Throws naming the file for an unreadable set or image.
    public static func registerAssetCatalog(at folder: URL) throws {
        let sets = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "imageset" }
            .sorted { $0.path < $1.path }
        for set in sets {
            registry.set(set.deletingPathExtension().lastPathComponent, try imageSetSize(set))
        }
    }

    static let registry = ImageRegistry()

    struct CatalogError: Error, CustomStringConvertible {
        let file: String
        let reason: String
        var description: String { "\(file): error: \(reason)" }
    }

    private struct Contents: Decodable {
        struct Image: Decodable {
            var filename: String?
            var scale: String?
        }
        var images: [Image]?
    }

    static func imageSetSize(_ set: URL) throws -> Size {
        let contentsFile = set.appendingPathComponent("Contents.json")
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: contentsFile))
        } catch {
            throw CatalogError(file: contentsFile.path, reason: "not an image set's Contents.json (\(error))")
        }
        guard let image = contents.images?.first(where: { $0.filename != nil }), let filename = image.filename else {
            throw CatalogError(file: contentsFile.path, reason: "lists no image file")
        }
        let scaleText = image.scale ?? "1x"
        guard scaleText.hasSuffix("x"), let scale = Double(scaleText.dropLast()), scale > 0, scale.isFinite else {
            throw CatalogError(file: contentsFile.path, reason: "scale '\(scaleText)' is not 1x, 2x or 3x")
        }
        let imageFile = set.appendingPathComponent(filename)
        let pixels = try pngPixelSize(imageFile)
        return Size(width: pixels.width / scale, height: pixels.height / scale)
    }

    /// A PNG's width and height from its IHDR chunk, which the format puts first.
    static func pngPixelSize(_ file: URL) throws -> Size {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw CatalogError(file: file.path, reason: "cannot be read (\(error))")
        }
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw CatalogError(file: file.path, reason: "not a PNG file (only PNG image sets are sized)")
        }
        func bigEndian(_ at: Int) -> Double { Double(bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        return Size(width: bigEndian(16), height: bigEndian(20))
    }
}

/// Registered image sizes by name, shared by every thread that builds views.
final class ImageRegistry: @unchecked Sendable {
    // Guarded by `lock`; scenarios build views on many threads at once.
    private var sizes: [String: Size] = [:]
    private let lock = NSLock()

    func set(_ name: String, _ size: Size) {
        lock.lock()
        defer { lock.unlock() }
        sizes[name] = size
    }

    func size(of name: String) -> Size? {
        lock.lock()
        defer { lock.unlock() }
        return sizes[name]
    }
}
