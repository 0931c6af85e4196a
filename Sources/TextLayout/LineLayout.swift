import CPangoCairo
import LayoutTypes

/// One drawn line: a Pango line and its box, in points, relative to the top of the text.
struct LineBox {
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// Logical width and height of the line.
    let width: Double
    let height: Double
    /// Distance from the top of the text to this line's baseline.
    let baselineY: Double
    /// Offset of the logical box from the line's drawing origin (non-zero only for glyphs
    /// with negative side bearings at the line start).
    let logicalX: Double
    /// The line is drawn unwrapped and cut at the layout width (`.byClipping`).
    let clipped: Bool
    /// Direction Pango resolved for the line's paragraph.
    let isRightToLeft: Bool
}

/// Pango layouts for one request, with the lines UILabel would draw. Owns the layouts;
/// valid only while the slot that built it is held.
final class LaidOutText {
    private var layouts: [OpaquePointer] = []
    private(set) var lines: [LineBox] = []
    private(set) var isTruncated = false

    var width: Double { lines.map { $0.clipped ? min($0.width, maxWidth ?? $0.width) : $0.width }.max() ?? 0 }
    var height: Double { lines.reduce(0) { $0 + $1.height } }
    let maxWidth: Double?
    /// SF Pro's line box and tracking when the system font is asked for (`SystemFontMetrics`).
    private var lineBox: SystemLineBox?

    private static let scale = Double(PANGO_SCALE)

    deinit {
        for layout in layouts { layoutcheck_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Lays out `request` like UILabel: wrap at the width; keep at most `numberOfLines` lines
    /// (also at most `maxLines`, the lines that fit a label's height, when given); the last
    /// kept line, when text remains, carries the rest of the text per the line-break mode.
    init(_ request: TextRequest, justify: Bool, maxLines: Int?, slot: PangoSlot) throws {
        try Self.validate(request)
        maxWidth = request.maxWidth
        let text = Self.sanitized(request.text)
        if text.isEmpty { return }

        guard let description = pango_font_description_new() else {
            throw TextLayoutError.pangoFailed("pango_font_description_new")
        }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, try slot.pangoFamilyList(request.font.family, pointSize: request.font.pointSize))
        pango_font_description_set_weight(description, PangoWeight(UInt32(request.font.weight.openTypeWeight)))
        if request.font.isItalic, request.font.family != .system {
            pango_font_description_set_style(description, PANGO_STYLE_ITALIC)
        }
        pango_font_description_set_absolute_size(description, request.font.pointSize * Self.scale)

        let context = try slot.context(language: request.language, rightToLeft: request.writingDirection == .rightToLeft)
        let tracking = request.font.family == .system ? SystemFontMetrics.tracking(pointSize: request.font.pointSize) : 0
        if request.font.family == .system {
            lineBox = try SystemLineBox(description: description, pointSize: request.font.pointSize,
                                        tracking: tracking, context: context)
        } else if case .named(let name) = request.font.family, !slot.project.families.contains(name),
                  let family = IOSFonts.face(named: name)?.family, let box = family.lineBox {
            // A font iOS ships whose stand-in's line box is not the iOS font's (`IOSFontFamily.lineBox`).
            lineBox = try SystemLineBox(description: description, pointSize: request.font.pointSize, tracking: 0, context: context,
                                        standIn: family.standIn, ascender: box.ascender, descender: box.descender)
        }
        // Pango breaks lines with every cluster tracked (pango-layout.c shapes each item with its
        // letter spacing on both sides) and trims half a tracking at each end of a line only
        // afterwards (`adjust_line_letter_spacing`). The width it breaks against is therefore the
        // fully tracked width Core Text reports, which is what `trackingCorrection` adds back:
        // the limit is the width itself. (Subtracting one tracking made a label at its own
        // intrinsic width wrap or truncate where SF Pro's tracking is positive, from 24 pt and
        // below 12 pt, and fit text a tracking too wide where it is negative.)
        let widthUnits: Int32 = request.maxWidth.map { Int32(($0 * Self.scale).rounded(.down)) } ?? -1
        let wrap = request.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR

        func makeLayout(_ text: String, width: Int32, ellipsize: PangoEllipsizeMode) throws -> OpaquePointer {
            guard let layout = pango_layout_new(context) else {
                throw TextLayoutError.pangoFailed("pango_layout_new")
            }
            layouts.append(layout)
            pango_layout_set_auto_dir(layout, request.writingDirection == .natural ? 1 : 0)
            pango_layout_set_font_description(layout, description)
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    pango_layout_set_text(layout, $0, Int32(bytes.count))
                }
            }
            // UIKit does not hyphenate (hyphenationFactor 0): a word broken across lines gets
            // no hyphen, where Pango would insert one by default.
            if let attributes = pango_attr_list_new() {
                if let noHyphens = pango_attr_insert_hyphens_new(0) {
                    pango_attr_list_insert(attributes, noHyphens)
                }
                // The fitted advances carry San Francisco's kerning on average (scripts/sf-fit
                // leaves kerning out of its model), so Inter's pair kerning is off where they apply.
                if request.font.family == .system {
                    for run in SystemFontMetrics.sfProRuns(in: text) {
                        guard let noKerning = pango_attr_font_features_new("kern 0") else { continue }
                        noKerning.pointee.start_index = UInt32(run.lowerBound)
                        noKerning.pointee.end_index = UInt32(run.upperBound)
                        pango_attr_list_insert(attributes, noKerning)
                    }
                }
                if tracking != 0 {
                    for run in SystemFontMetrics.sfProRuns(in: text) {
                        guard let spacing = pango_attr_letter_spacing_new(Int32((tracking * Self.scale).rounded())) else { continue }
                        spacing.pointee.start_index = UInt32(run.lowerBound)
                        spacing.pointee.end_index = UInt32(run.upperBound)
                        pango_attr_list_insert(attributes, spacing)
                    }
                }
                pango_layout_set_attributes(layout, attributes)
                pango_attr_list_unref(attributes)
            }
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, wrap)
            pango_layout_set_justify(layout, justify ? 1 : 0)
            if ellipsize != PANGO_ELLIPSIZE_NONE {
                pango_layout_set_ellipsize(layout, ellipsize)
                pango_layout_set_height(layout, -1)
            }
            return layout
        }

        let full = try makeLayout(text, width: widthUnits, ellipsize: PANGO_ELLIPSIZE_NONE)
        let total = Int(pango_layout_get_line_count(full))
        var limit = request.numberOfLines > 0 ? request.numberOfLines : total
        if let maxLines { limit = min(limit, max(1, maxLines)) }
        guard total > limit else {
            appendLines(of: full, count: total, clipped: false)
            return
        }

        // Text remains after `limit` lines.
        isTruncated = true
        switch request.lineBreakMode {
        case .byWordWrapping, .byCharWrapping:
            appendLines(of: full, count: limit, clipped: false)
        case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
            appendLines(of: full, count: limit - 1, clipped: false)
            guard let last = pango_layout_get_line_readonly(full, Int32(limit - 1)) else {
                throw TextLayoutError.pangoFailed("pango_layout_get_line_readonly(\(limit - 1))")
            }
            // The last line holds the rest of its paragraph on one line, truncated or clipped.
            // Later paragraphs are dropped; when the paragraph's rest fits, no ellipsis shows
            // (as UILabel shows none when the hidden text starts at a line break).
            let start = Int(last.pointee.start_index)
            let utf8 = Array(text.utf8)
            let restBytes = start < utf8.count ? Array(utf8[start...]) : []
            let rest = Self.firstParagraph(String(decoding: restBytes, as: UTF8.self))
            if request.lineBreakMode == .byClipping {
                let layout = try makeLayout(rest, width: -1, ellipsize: PANGO_ELLIPSIZE_NONE)
                appendLines(of: layout, count: 1, clipped: true)
            } else {
                let mode: PangoEllipsizeMode = switch request.lineBreakMode {
                case .byTruncatingHead: PANGO_ELLIPSIZE_START
                case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
                default: PANGO_ELLIPSIZE_END
                }
                let layout = try makeLayout(rest, width: widthUnits, ellipsize: mode)
                var padding: Int32 = 0
                if let line = pango_layout_get_line_readonly(layout, 0) {
                    padding = layoutcheck_line_unpad_ellipsis(line)
                }
                appendLines(of: layout, count: 1, clipped: false, removedWidth: Double(padding) / Self.scale)
            }
        }
    }

    private func appendLines(of layout: OpaquePointer, count: Int, clipped: Bool, removedWidth: Double = 0) {
        var top = height
        let text = pango_layout_get_text(layout)
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            // Logical y is the top relative to the baseline (negative: the ascent).
            var ascent = -Double(logical.y) / Self.scale
            var descent = Double(logical.height) / Self.scale - ascent
            var width = Double(logical.width) / Self.scale - removedWidth
            if let lineBox {
                (ascent, descent) = lineBox.verticalExtent(ascent: ascent, descent: descent)
                if let text { width += lineBox.trackingCorrection(text: text, line: line.pointee) }
            }
            lines.append(LineBox(line: line, width: width, height: ascent + descent,
                                 baselineY: top + ascent,
                                 logicalX: Double(logical.x) / Self.scale, clipped: clipped,
                                 isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue))
            top += ascent + descent
        }
    }

    var measurement: TextMeasurement {
        TextMeasurement(width: width, height: height, firstBaseline: lines.first?.baselineY ?? 0,
                        lastBaseline: lines.last?.baselineY ?? 0, lineCount: lines.count,
                        isTruncated: isTruncated)
    }

    static func validate(_ request: TextRequest) throws {
        let size = request.font.pointSize
        guard size.isFinite, size > 0, size <= 4096 else {
            throw TextLayoutError.invalidRequest("point size \(size) is not in (0, 4096]")
        }
        if let width = request.maxWidth, !(width.isFinite && width >= 0 && width <= 1_000_000) {
            throw TextLayoutError.invalidRequest("maxWidth \(width) is not a width in [0, 1000000]")
        }
        guard request.numberOfLines >= 0 else {
            throw TextLayoutError.invalidRequest("numberOfLines \(request.numberOfLines) is negative")
        }
        // Pango indexes text with 32-bit byte offsets; far beyond any label.
        guard request.text.utf8.count <= 1 << 24 else {
            throw TextLayoutError.invalidRequest("text of \(request.text.utf8.count) bytes exceeds 16 MiB")
        }
        let language = request.language
        guard !language.isEmpty, language.count <= 64,
              language.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_".unicodeScalars.contains($0)) }) else {
            throw TextLayoutError.invalidRequest("language '\(language)' is not a BCP 47 or locale identifier")
        }
    }

    /// NUL cannot pass through Pango's C string API; it draws nothing in UIKit either.
    static func sanitized(_ text: String) -> String {
        text.contains("\0") ? String(text.unicodeScalars.filter { $0 != "\0" }.map(Character.init)) : text
    }

    /// The text up to its first paragraph or line separator.
    static func firstParagraph(_ text: String) -> String {
        let separators: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if separators.contains(scalar.value) { break }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}

/// The system font's line box and tracking for one request: SF Pro's ascender and descender
/// replace the stand-in's wherever the stand-in set the line's height; a taller fallback font
/// (Arabic, Thai, …) keeps its own, as it does on iOS.
struct SystemLineBox {
    let standInAscent: Double
    let standInDescent: Double
    let ascent: Double
    let descent: Double
    let tracking: Double

    private static let scale = Double(PANGO_SCALE)

    /// `standIn`, `ascender` and `descender` (in ems) default to the system font's; a font iOS
    /// ships gives its stand-in and its own line box.
    init(description: OpaquePointer, pointSize: Double, tracking: Double, context: OpaquePointer,
         standIn: String? = nil, ascender: Double = SystemFontMetrics.ascender,
         descender: Double = SystemFontMetrics.descender) throws {
        guard let primary = pango_font_description_copy(description) else {
            throw TextLayoutError.pangoFailed("pango_font_description_copy")
        }
        defer { pango_font_description_free(primary) }
        let family = standIn ?? PinnedFonts.systemFamily(pointSize: pointSize)
        pango_font_description_set_family(primary, family)
        guard let font = pango_context_load_font(context, primary) else {
            throw TextLayoutError.pangoFailed("pango_context_load_font(\(family))")
        }
        defer { layoutcheck_object_unref(UnsafeMutableRawPointer(font)) }
        guard let metrics = pango_font_get_metrics(font, nil) else {
            throw TextLayoutError.pangoFailed("pango_font_get_metrics(\(family))")
        }
        defer { pango_font_metrics_unref(metrics) }
        standInAscent = Double(pango_font_metrics_get_ascent(metrics)) / Self.scale
        standInDescent = Double(pango_font_metrics_get_descent(metrics)) / Self.scale
        ascent = ascender * pointSize
        descent = descender * pointSize
        self.tracking = tracking
    }

    /// A line's ascent and descent with SF Pro's in place of the stand-in's.
    func verticalExtent(ascent lineAscent: Double, descent lineDescent: Double) -> (Double, Double) {
        let tolerance = 1.0 / Self.scale
        let up = lineAscent <= standInAscent + tolerance ? ascent : max(ascent, lineAscent)
        let down = lineDescent <= standInDescent + tolerance ? descent : max(descent, lineDescent)
        return (up, down)
    }

    /// The tracking Core Text gives a line beyond what Pango gave it, in points.
    ///
    /// Pango gives each tracked run one letter spacing a cluster, then removes half of it
    /// before the line's visual first run and the rest after its last (pango-layout.c,
    /// `adjust_line_letter_spacing`), and shapes an ellipsis untracked; Core Text tracks every
    /// glyph, the last one and the ellipsis included.
    func trackingCorrection(text: UnsafePointer<CChar>, line: PangoLayoutLine) -> Double {
        guard tracking != 0, var node = line.runs else { return 0 }
        let spacing = Int32((tracking * Self.scale).rounded())
        let left = spacing / 2
        var units: Int32 = 0
        var first: PangoGlyphItem?
        var last: PangoGlyphItem?
        while true {
            if let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee {
                if Self.isEllipsis(run) { units += spacing }
                if first == nil { first = run }
                last = run
            }
            guard let next = node.pointee.next else { break }
            node = next
        }
        if let first, !Self.isEllipsis(first), isTracked(first, text: text) { units += left }
        if let last, !Self.isEllipsis(last), isTracked(last, text: text) { units += spacing - left }
        return Double(units) / Self.scale
    }

    private static func isEllipsis(_ run: PangoGlyphItem) -> Bool {
        guard let item = run.item?.pointee else { return false }
        return item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
    }

    /// A run is tracked when its first character is one SF Pro draws (runs split where the
    /// letter-spacing attribute starts or ends, so the first character speaks for the run).
    private func isTracked(_ run: PangoGlyphItem, text: UnsafePointer<CChar>) -> Bool {
        guard let item = run.item?.pointee, item.length > 0 else { return false }
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(text + Int(item.offset)), count: Int(item.length))
        guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else { return false }
        return SystemFontMetrics.isSFProScalar(scalar)
    }
}
