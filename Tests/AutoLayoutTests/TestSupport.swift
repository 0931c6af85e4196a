// Deterministic text metrics for tests, so frames can be derived by hand:
// every character advances 0.5 × size, a line is 1.2 × size tall, the first baseline sits 0.8 × size
// below the line's top, text wraps at spaces (words longer than the width break between characters).
import AutoLayout

struct FixedMetricsMeasurer: TextMeasuring {
    /// Body sizes per content size category (HIG); other styles scale with Body.
    static let bodySizes: [ContentSizeCategory: Double] = [
        .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
        .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
        .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
    ]

    static func pointSize(_ font: Font, _ category: ContentSizeCategory) -> Double {
        guard let style = font.textStyle else { return font.size }
        return style.defaultSize * (bodySizes[category] ?? 17) / 17
    }

    func measure(_ r: TextMeasureRequest) -> TextMeasurement {
        let size = Self.pointSize(r.font, r.contentSizeCategory)
        let advance = 0.5 * size, lineHeight = 1.2 * size
        var lines: [Int] = []  // characters per line
        let limit = r.maxWidth.map { max(Int(($0 + 1e-9) / advance), 1) } ?? Int.max
        for paragraph in r.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            var any = false
            for word in paragraph.split(separator: " ") {
                var w = word.unicodeScalars.count
                if any, current + 1 + w <= limit {
                    current += 1 + w
                    continue
                }
                if any { lines.append(current) }
                while w > limit {
                    lines.append(limit)
                    w -= limit
                }
                current = w
                any = true
            }
            lines.append(current)
        }
        var truncated = false
        if r.numberOfLines > 0, lines.count > r.numberOfLines {
            lines = Array(lines.prefix(r.numberOfLines))
            truncated = true
        }
        if r.maxWidth == nil || r.numberOfLines == 1 {
            // Unwrapped: one line per paragraph; a single line too wide for maxWidth is truncated.
            if r.numberOfLines == 1 {
                let total = r.string.split(separator: "\n", omittingEmptySubsequences: false).first.map { $0.unicodeScalars.count } ?? 0
                lines = [total]
                if let m = r.maxWidth, Double(total) * advance > m + 1e-9 {
                    truncated = true
                    lines = [Int((m + 1e-9) / advance)]
                }
            }
        }
        let widest = Double(lines.max() ?? 0) * advance
        return TextMeasurement(size: Size(width: widest, height: Double(lines.count) * lineHeight),
                               firstBaseline: 0.8 * size, lastBaseline: Double(lines.count - 1) * lineHeight + 0.8 * size,
                               lineCount: lines.count, isTruncated: truncated)
    }
}

/// iPhone SE (3rd generation): 375 × 667 @2x, safe area 20/0 portrait, none landscape (facts §10.1).
enum Devices {
    static func se(landscape: Bool = false, rtl: Bool = false) -> Environment {
        Environment(windowSize: landscape ? Size(width: 667, height: 375) : Size(width: 375, height: 667), scale: 2,
                    safeAreaInsets: landscape ? .zero : EdgeInsets(top: 20),
                    horizontalSizeClass: .compact, verticalSizeClass: landscape ? .compact : .regular,
                    layoutDirection: rtl ? .rightToLeft : .leftToRight, localeIdentifier: rtl ? "ar" : "en")
    }

    /// iPhone 15 Pro: 393 × 852 @3x, safe area 59/34 portrait, L59 R59 B21 landscape (facts §10.1).
    static func pro15(landscape: Bool = false, rtl: Bool = false) -> Environment {
        Environment(windowSize: landscape ? Size(width: 852, height: 393) : Size(width: 393, height: 852), scale: 3,
                    safeAreaInsets: landscape ? EdgeInsets(top: 0, left: 59, bottom: 21, right: 59) : EdgeInsets(top: 59, bottom: 34),
                    horizontalSizeClass: .compact, verticalSizeClass: landscape ? .compact : .regular,
                    layoutDirection: rtl ? .rightToLeft : .leftToRight, localeIdentifier: rtl ? "ar" : "en")
    }

    static func plain(_ w: Double, _ h: Double, scale: Double = 2, rtl: Bool = false) -> Environment {
        Environment(windowSize: Size(width: w, height: h), scale: scale, layoutDirection: rtl ? .rightToLeft : .leftToRight)
    }
}

func lay(_ root: View, _ env: Environment) throws -> LayoutResult {
    try LayoutEngine(root: root, environment: env, measurer: FixedMetricsMeasurer()).layout()
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// A view that uses constraints (translatesAutoresizingMaskIntoConstraints = false).
func box(_ id: String, in parent: View? = nil) -> View {
    let v = View(identifier: id)
    v.translatesAutoresizingMaskIntoConstraints = false
    parent?.addSubview(v)
    return v
}
