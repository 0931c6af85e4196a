// Small values of UIKit's bars and segmented controls: the bar style, the bar metrics that
// appearance setters are keyed by, and the offset (UIOffset) those setters take.

/// UIBarStyle: a bar's legacy style (drawing only; the bar's size does not depend on it).
public enum BarStyle: Int, Sendable, Hashable {
    case `default` = 0, black = 1, blackTranslucent = 2
    /// UIBarStyle.blackOpaque, the old name of `.black`.
    public static let blackOpaque = BarStyle.black
}

/// UIBarMetrics: which bar height an appearance value is for.
public enum BarMetricsKind: Int, Sendable, Hashable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}

/// UIOffset.
public struct Offset: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = Offset(horizontal: 0, vertical: 0)
}
