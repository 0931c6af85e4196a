import LayoutTypes

/// SF Pro's published metrics, laid over the system font's stand-in.
///
/// The stand-in (Inter) draws the glyphs, but text set in `FontFamily.system` must take the
/// room it takes on iOS: a label's intrinsic height is its line height, and a German word
/// wraps where SF Pro's widths make it wrap. Three things differ enough to move frames:
///
/// - The line box. SF Pro's `hhea` ascender and descender are 1950 and 494 of 2048 units, so
///   `UIFont.systemFont(ofSize: 17)` has ascender 16.1865234375, descender -4.1005859375 and
///   lineHeight 20.287109375, which a label rounds up to 20.5 on @2x and 20.333 on @3x, the
///   heights Xcode stores for one-line 17 pt labels. Inter's taller ascender (1984 units)
///   would make them 21.
/// - Tracking. Core Text applies SF Pro's size-specific tracking (`trak`) to every glyph; at
///   17 pt that is -0.43 pt a glyph, 2.15 pt across "Label", which is why Xcode stores the
///   default label as 41.5 wide.
/// - Advances. Inter's are 1–2% off SF Pro Text's and 5–10% wider than Display's (from 20 pt);
///   the system font's faces carry advances fitted to Xcode's stored widths instead
///   (`SystemFontFaces`, scripts/sf-fit).
///
/// Scripts SF Pro does not cover (Arabic, Hebrew, Thai, Devanagari, Han, …) come from other
/// fonts on iOS and here, so they keep their own fonts' metrics and get no tracking.
enum SystemFontMetrics {
    /// SF Pro's ascender and descender (positive, below the baseline) in ems.
    static let ascender = SFProMetrics.ascender
    static let descender = SFProMetrics.descender

    /// Apple's SF Pro tracking table (Human Interface Guidelines, Typography, "Tracking
    /// values", iOS): point size → tracking in points. Sizes from 20 pt use SF Pro Display.
    private static let trackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]

    /// Tracking in points for a point size: the table's value, linear between its sizes (the
    /// `trak` table interpolates the same way), the end values beyond it; from 20 pt (SF Pro
    /// Display's sizes) plus the correction scripts/sf-fit fitted to Xcode's stored widths
    /// (`SystemFontAdvances.displayTracking`): the published table alone left Display's widths
    /// about 0.3–0.7 pt a glyph too narrow at 20–21 pt and 0.3 pt too wide from 24 pt.
    static func tracking(pointSize size: Double) -> Double {
        let correction = size >= 20 ? interpolate(SystemFontAdvances.displayTracking, at: size) : 0
        return interpolate(trackingTable, at: size) + correction
    }

    /// A table's value at a size: linear between its sizes, the end values beyond them.
    private static func interpolate(_ table: [(size: Double, points: Double)], at size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        var lower = first
        for entry in table {
            if entry.size == size { return entry.points }
            if entry.size > size {
                let t = (size - lower.size) / (entry.size - lower.size)
                return lower.points + t * (entry.points - lower.points)
            }
            lower = entry
        }
        return last.points
    }

    /// Whether SF Pro itself draws this character on iOS (Latin, Greek, Cyrillic and general
    /// punctuation, currency and spaces), so that SF Pro's tracking applies to it.
    static func isSFProScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0000..<0x0530, 0x1D00..<0x1DC0, 0x1E00..<0x2000, 0x2000..<0x20D0, 0x2100..<0x2150: return true
        default: return false
        }
    }

    /// Byte ranges of `text`'s UTF-8 that SF Pro draws, merged into runs, for Pango attributes.
    static func sfProRuns(in text: String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var offset = 0
        var start: Int?
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            if isSFProScalar(scalar) {
                if start == nil { start = offset }
            } else if let open = start {
                runs.append(open..<offset)
                start = nil
            }
            offset += length
        }
        if let open = start { runs.append(open..<offset) }
        return runs
    }
}
