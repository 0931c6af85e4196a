// A font-free text measurer for laying out IB files where no real measurer is supplied:
// average SF Pro advances per character class, SF Pro's line height, greedy word wrapping.
import AutoLayout

/// Approximates San Francisco text metrics without fonts. Line height is 1.193 em (SF Pro's
/// ascender 0.952 + descender 0.241: a 17 pt line is 20.3 pt, which rounds up to the 20.5 / 20.33
/// Xcode stores on @2x / @3x); advances are per-class averages (lowercase 0.5 em, uppercase and
/// digits 0.62 em, space 0.25 em, punctuation 0.3 em; bold and heavier 6% wider). Widths are
/// therefore only estimates: use a real measurer (Pango through the harness) for anything gated.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    /// Greedy wrapping over the per-class advances above; honours the line limit, never shapes.
    public func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let size = request.font.size
        let ascender = 0.952 * size, line = 1.193 * size
        let widen: Double = [.semibold, .bold, .heavy, .black].contains(request.font.weight) ? 1.06 : 1
        func advance(_ c: Character) -> Double {
            let em: Double
            if c == " " { em = 0.25 } else if c.isUppercase || c.isNumber { em = 0.62 }
            else if c.isLetter { em = 0.5 } else { em = 0.3 }
            return em * size * widen
        }
        func width(_ s: Substring) -> Double { s.reduce(0) { $0 + advance($1) } }
        var lines: [Double] = []
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = request.maxWidth, request.numberOfLines != 1 else {
                lines.append(width(paragraph))
                continue
            }
            var current = 0.0
            var started = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = width(word)
                let space = started ? advance(" ") : 0
                if started && current + space + w > limit {
                    lines.append(current)
                    current = w
                } else {
                    current += space + w
                }
                started = true
            }
            lines.append(current)
        }
        var truncated = false
        if request.numberOfLines > 0 && lines.count > request.numberOfLines {
            lines = Array(lines.prefix(request.numberOfLines))
            truncated = true
        }
        var widest = lines.max() ?? 0
        if let limit = request.maxWidth, widest > limit {
            widest = limit
            truncated = true
        }
        let count = max(lines.count, 1)
        let height = Double(count) * line
        return TextMeasurement(size: Size(width: widest, height: height), firstBaseline: ascender,
                               lastBaseline: height - line + ascender, lineCount: count, isTruncated: truncated)
    }
}
