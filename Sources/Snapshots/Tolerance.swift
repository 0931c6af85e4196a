/// How close an actual result must be to its baseline.
public struct Tolerance: Sendable, Equatable {
    /// Frames: the largest difference in points of any edge that still counts as equal
    /// (0: exact at the pixel grid).
    public var framePoints: Double = 0
    /// PNG: the per-pixel YIQ threshold of the perceptual diff (pixelmatch's `threshold`).
    public var pixelThreshold: Double = 0.1
    /// PNG: how many differing pixels are still a match.
    public var maxDifferingPixels: Int = 0
    /// PNG: the share of differing pixels that is still a match (0…1); either limit suffices.
    public var maxDifferingRatio: Double = 0
    /// PNG: count anti-aliased pixels as differences too.
    public var includeAntiAliasing = false

    public init() {}
}
