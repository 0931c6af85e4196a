import Raster

/// Options of the perceptual diff, with pixelmatch v7.2.0's names and defaults.
public struct DiffOptions: Sendable, Equatable {
    /// Matching threshold, 0...1; smaller is more sensitive. Two pixels differ when their
    /// squared YIQ distance exceeds `35215 × threshold²` (35215 is the largest possible).
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of ignoring them.
    public var includeAA: Bool = false
    /// Opacity of the unchanged pixels drawn (as gray) in the diff image, 0...1.
    public var alpha: Double = 0.1
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor: RGBA = RGBA(r: 255, g: 255, b: 0)
    /// Colour of differing pixels in the diff image.
    public var diffColor: RGBA = RGBA(r: 255, g: 0, b: 0)
    /// Colour of differing pixels that are darker in the first image; nil uses `diffColor`.
    public var diffColorAlt: RGBA?
    /// Draw only the differences on a transparent background (no gray copy, no AA colour).
    public var diffMask: Bool = false
    /// Blend semi-transparent pixels over pixelmatch's fixed two-tone background pattern
    /// (its default) rather than over white, so alpha-only changes still show.
    public var checkerboard: Bool = true
    /// Differing pixels whose `regionTileSize`-square tiles touch (also diagonally) form one
    /// region; 1 gives exact 8-connected clusters.
    public var regionTileSize: Int = 8

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: RGBA = RGBA(r: 255, g: 255, b: 0), diffColor: RGBA = RGBA(r: 255, g: 0, b: 0),
                diffColorAlt: RGBA? = nil, diffMask: Bool = false, checkerboard: Bool = true,
                regionTileSize: Int = 8) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.regionTileSize = regionTileSize
    }
}

/// A rectangle enclosing one cluster of differing pixels.
public struct DiffRegion: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// How many differing pixels the cluster holds.
    public var pixels: Int

    public init(x: Int, y: Int, width: Int, height: Int, pixels: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.pixels = pixels
    }

    public var description: String { "\(width)×\(height) at (\(x), \(y)), \(pixels) px" }
}

/// The outcome of comparing two images.
public struct DiffResult: Sendable, Equatable {
    /// Pixels counted as different (anti-aliased ones only with `includeAA`).
    public var mismatched: Int
    /// Pixels compared.
    public var total: Int
    /// Clusters of differing pixels, ordered top to bottom, then left to right.
    public var regions: [DiffRegion]
    /// The diff image, when requested.
    public var diffImage: RGBAImage?

    /// `mismatched / total`, 0 for empty images.
    public var ratio: Double { total == 0 ? 0 : Double(mismatched) / Double(total) }
}

/// Why two images could not be compared.
public enum ImageDiffError: Error, Equatable, CustomStringConvertible {
    case sizeMismatch(firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int)
    case invalidOption(String)

    public var description: String {
        switch self {
        case let .sizeMismatch(w1, h1, w2, h2):
            return "image sizes differ: \(w1)×\(h1) vs \(w2)×\(h2)"
        case let .invalidOption(message):
            return "invalid diff option: \(message)"
        }
    }
}
