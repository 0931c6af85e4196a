import Foundation

/// UIImage: only its size matters to layout (AutoLayout's `ImageSource`). `UIImage(named:)` finds
/// images the way an app's bundle does, in the asset catalogs and sizes registered with
/// `UIImage.registerAssetCatalog` or `UIImage.register`; a name nothing registered gives nil, as
/// a missing asset does on iOS. `UIImage(systemName:)` gives an SF Symbol whose size follows its
/// configuration (`ImageSource.displayedSize`); it is drawn as a placeholder.
public typealias UIImage = ImageSource

extension ImageSource: _ExpressibleByImageLiteral {
    public typealias Configuration = AutoLayout.SymbolConfiguration
    public typealias SymbolConfiguration = AutoLayout.SymbolConfiguration
    public typealias SymbolWeight = FontWeight
    public typealias SymbolScale = AutoLayout.SymbolScale
    public typealias RenderingMode = ImageRenderingMode

    public init(named name: String, size: Size) { self.init(name: name, size: size) }

    /// UIImage(named:): the registered image of that name, else nil, said once per name on standard
    /// error: app code often force-unwraps its own assets, and that line explains the crash.
    public init?(named name: String) {
        guard let size = UIImage.registry.size(of: name) else {
            if UIImage.registry.firstMiss(name) {
                FileHandle.standardError.write(Data(("layoutcheck: note: UIImage(named: \"\(name)\") is nil: no image of that name is registered "
                    + "(UIImage.registerAssetCatalog(at:) with the app's Assets.xcassets, or UIImage.register(_:size:))\n").utf8))
            }
            return nil
        }
        self.init(named: name, size: size)
    }

    /// UIImage(named:in:compatibleWith:): bundles and traits do not choose among registered images.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any? = nil) {
        self.init(named: name)
    }

    /// UIImage(named:in:with:) with a symbol configuration, for custom symbols in an asset catalog.
    public init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name)
        symbol = symbol.map { $0.applying(configuration) }
    }

    /// `#imageLiteral(resourceName:)`: the registered image, or an empty one when nothing is
    /// registered under the name (a literal cannot fail; UIKit would trap on a missing one).
    public init(imageLiteralResourceName path: String) {
        self.init(name: path, size: UIImage.registry.size(of: path) ?? .zero)
    }

    /// The size an SF Symbol takes in the default configuration (body, 17 points, medium) when
    /// nothing registered its own: 19.5 points square. The one unconstrained symbol Xcode
    /// stored in the conformance documents, arrow.right, is shown 19.5 × 15 there (its longer
    /// side 19.5; IBModel.displayedImageSize); a symbol's own aspect needs `registerSymbol`.
    public static let defaultSymbolSize = Size(width: 19.5, height: 19.5)

    /// UIImage(systemName:): every name is a symbol (the catalogue is not shipped); its size is
    /// the one `registerSymbol` gave, else `defaultSymbolSize`.
    public init?(systemName name: String) {
        self.init(name: name, size: UIImage.symbolRegistry.size(of: name) ?? UIImage.defaultSymbolSize,
                  symbol: SymbolConfiguration())
    }

    /// UIImage(systemName:withConfiguration:).
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
        symbol = symbol.map { $0.applying(configuration) }
    }

    /// UIImage(systemName:compatibleWith:).
    public init?(systemName name: String, compatibleWith traitCollection: Any?) { self.init(systemName: name) }

    /// Makes `UIImage(systemName: name)` `size` in the default configuration (body, 17 points, medium).
    public static func registerSymbol(_ name: String, size: Size) { symbolRegistry.set(name, size) }

    /// Makes `UIImage(named: name)` an image of `size` points.
    public static func register(_ name: String, size: Size) { registry.set(name, size) }

    /// UIImage.symbolConfiguration: nil for a bitmap.
    public var symbolConfiguration: SymbolConfiguration? { symbol }
    /// UIImage.isSymbolImage.
    public var isSymbolImage: Bool { symbol != nil }

    /// UIImage.withConfiguration(_:): a symbol with `configuration` applied over its own; a bitmap unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { applyingSymbolConfiguration(configuration) ?? self }

    /// UIImage.applyingSymbolConfiguration(_:): nil for a bitmap, as in UIKit.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        var image = self
        image.symbol = symbol.applying(configuration)
        return image
    }

    /// UIImage.withRenderingMode(_:): drawing only.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        var image = self
        image.renderingMode = mode
        return image
    }

    /// UIImage.withTintColor(_:) and (_:renderingMode:): drawing only.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode = .alwaysOriginal) -> UIImage {
        var image = self
        image.tintColor = color
        image.renderingMode = renderingMode
        return image
    }

    /// UIImage.resizableImage(withCapInsets:): the same size; a view it fills stretches it.
    public func resizableImage(withCapInsets insets: EdgeInsets) -> UIImage {
        var image = self
        image.capInsets = insets
        return image
    }

    /// UIImage.resizableImage(withCapInsets:resizingMode:).
    public func resizableImage(withCapInsets insets: EdgeInsets, resizingMode: ResizingMode) -> UIImage {
        resizableImage(withCapInsets: insets)
    }

    /// UIImage.ResizingMode.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// UIImage.imageFlippedForRightToLeftLayoutDirection().
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        var image = self
        image.flipsForRightToLeftLayoutDirection = true
        return image
    }

    /// UIImage.withHorizontallyFlippedOrientation(): the same size.
    public func withHorizontallyFlippedOrientation() -> UIImage { self }

    /// Registers every `<name>.imageset` under an asset catalog folder (`Assets.xcassets`): the
    /// size in points is the first image's, as `Contents.json` lists them: a bitmap's pixel size
    /// over its scale (`2x` → 2), a vector PDF's or SVG's own size (`ImageFileSizes`). Throws naming the file for an unreadable set or image.
    public static func registerAssetCatalog(at folder: URL) throws {
        let sets = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "imageset" }
            .sorted { $0.path < $1.path }
        for set in sets {
            registry.set(set.deletingPathExtension().lastPathComponent, try imageSetSize(set))
        }
    }

    static let symbolRegistry = ImageRegistry()
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
        return try imageFileSize(set.appendingPathComponent(filename), scale: scale)
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

    private var missed: Set<String> = []

    /// Whether this is the first lookup of `name` that found nothing (for a note said once).
    func firstMiss(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return missed.insert(name).inserted
    }
}
