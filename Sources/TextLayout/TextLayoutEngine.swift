import CPangoCairo
import LayoutTypes
import Foundation

/// Measures and draws text with Pango over the pinned fonts. Safe to use from any number of
/// threads at once: each call borrows its own Pango font map and context (see `PangoSlot`);
/// measurements are cached by their full input behind a lock.
public final class TextLayoutEngine: Sendable {
    let pool: SlotPool
    private let cache = MeasurementCache()
    /// The app's own fonts this engine measures with, beside the pinned ones.
    public let projectFonts: ProjectFonts

    /// Checks that every pinned font file exists (naming the Debian package that installs a
    /// missing one) and loads them, and the app's own font files, into a private fontconfig
    /// configuration.
    public init(projectFonts: ProjectFonts = .none) throws {
        for file in PinnedFonts.files where !FileManager.default.fileExists(atPath: file.path) {
            throw TextLayoutError.missingFontFile(path: file.path, debianPackage: file.debianPackage)
        }
        self.projectFonts = projectFonts
        pool = SlotPool(first: try PangoSlot(project: projectFonts))
    }

    /// The font a name from iOS code or an IB document means at a size: the system font's
    /// names give the system font (at `weight`); a face of the app's own fonts, by PostScript
    /// name (with its own weight and slant) or family name (at `weight`); a pinned family by
    /// name; a font iOS ships (`IOSFonts`), by its iOS family (measured in its stand-in, with
    /// its line box) and the weight and slant its PostScript name carries. Nil for anything else, for the caller to report or substitute
    /// knowingly.
    public func font(iOSName name: String, pointSize: Double, weight: FontWeight = .regular) -> Font? {
        if let face = projectFonts.face(named: name) {
            let byFamily = face.family.lowercased() == name.lowercased()
            return Font(family: .named(face.family), weight: byFamily ? weight : face.weight, pointSize: pointSize,
                        isItalic: !byFamily && face.isItalic)
        }
        if let face = IOSFonts.face(named: name, weight: weight),
           !PinnedFonts.families.contains(where: { $0.lowercased() == name.lowercased() }) {
            return Font(family: .named(face.family.name), weight: face.weight, pointSize: pointSize, isItalic: face.isItalic)
        }
        guard let family = FontFamily(iOSName: name) else { return nil }
        return Font(family: family, weight: weight, pointSize: pointSize)
    }

    /// The names an unknown font's error lists: the app's families and PostScript names, the
    /// pinned families, then the families of the fonts iOS ships.
    public var knownFontNames: [String] {
        projectFonts.availableNames + PinnedFonts.families + IOSFonts.familyNames
    }

    private static let sharedEngine = Result { try TextLayoutEngine() }

    /// The process-wide engine (one per process keeps the cache shared).
    public static func shared() throws -> TextLayoutEngine { try sharedEngine.get() }

    /// Measures `request` as UILabel lays it out. Empty text measures 0 × 0 with no lines (an
    /// empty label's intrinsic size). Cached: the same request never reaches Pango twice.
    public func measure(_ request: TextRequest) throws -> TextMeasurement {
        if let cached = cache[request] { return cached }
        if let natural = try naturalFit(request) {
            cache[request] = natural
            return natural
        }
        let result = try pool.withSlot { slot in
            try LaidOutText(request, justify: false, maxLines: nil, slot: slot).measurement
        }
        cache[request] = result
        return result
    }

    /// How much wider than its unwrapped text (in points) a width must be for the text's layout
    /// not to depend on it. Pango breaks against the fully tracked width, which is the measured
    /// width (`SystemLineBox.trackingCorrection`); a point more leaves room for rounding to Pango units.
    static let fitMargin = 1.0

    /// The measurement of `request` without its width limit, when that limit cannot change the
    /// layout: the text is not truncated unwrapped and its widest line fits the limit with
    /// `fitMargin` to spare, so Pango breaks no line and ellipsizes nothing, and the lines, and
    /// so the measurement, are those of the unlimited layout. A matrix measures the same text at
    /// every device's width; this measures it once. Nil when the width may matter.
    func naturalFit(_ request: TextRequest) throws -> TextMeasurement? {
        guard let width = request.maxWidth, width.isFinite, width >= 0, width <= 1_000_000 else { return nil }
        var unlimited = request
        unlimited.maxWidth = nil
        let natural = try measure(unlimited)
        return !natural.isTruncated && natural.width + Self.fitMargin <= width ? natural : nil
    }

    /// `UIFont.ascender`, `.descender` and `.lineHeight` of the font's primary face.
    public func metrics(of font: Font) throws -> FontMetrics {
        // A one-line layout of a character every pinned primary family has gives the primary
        // font's line box: its baseline is the ascent and its height ascent + descent.
        let line = try measure(TextRequest("0", font: font, numberOfLines: 1))
        return FontMetrics(ascender: line.firstBaseline, descender: line.firstBaseline - line.height,
                           lineHeight: line.height)
    }

    /// Draws `request` into a Cairo context (a `cairo_t *`, whose current transform maps
    /// points to device pixels), inside the rectangle `x, y, width, height` in points, as
    /// UILabel does: wrapped at `width` (overriding `request.maxWidth`), at most the lines that
    /// fit `height` (at least one), centred vertically, aligned per `alignment` and `direction`,
    /// in the current Cairo source colour. Returns the measurement of what was drawn.
    @discardableResult
    /// `linePitch`: the distance between baselines a text style sets, when more than the lines'
    /// own height: lines are drawn that far apart, as they were measured (`TextMeasurement.spaced`
    /// in AutoLayout), so a wrapped Body label's box and its lines agree.
    public func draw(_ request: TextRequest, alignment: TextAlignment, direction: LayoutDirection, linePitch: Double? = nil,
                     in cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double) throws -> TextMeasurement {
        var fitted = request
        fitted.maxWidth = max(0, width)
        // Text that fits the width unwrapped has the unlimited layout's lines (`naturalFit`), and
        // without justification (which only stretches wrapped lines) they draw the same: that
        // layout is shared by every width it fits.
        if alignment != .justified, try naturalFit(fitted) != nil { fitted.maxWidth = nil }
        return try pool.withSlot { slot in
            // Lines that fit the height: lay out unlimited first to read the line heights.
            let unlimited = try slot.laidOut(fitted, justify: alignment == .justified, maxLines: nil)
            // The gap added between lines, from the whole text's mean line height as measured.
            let count = Double(max(1, unlimited.lines.count))
            let extra = linePitch.map { max(0, $0 - unlimited.height / count) } ?? 0
            var fit = 0
            var used = 0.0
            for line in unlimited.lines where used + line.height + (fit > 0 ? extra : 0) <= height + 1e-6 {
                used += line.height + (fit > 0 ? extra : 0)
                fit += 1
            }
            let text = fit < unlimited.lines.count
                ? try slot.laidOut(fitted, justify: alignment == .justified, maxLines: max(1, fit))
                : unlimited
            let spacedHeight = text.height + extra * Double(max(0, text.lines.count - 1))
            let top = y + (height - spacedHeight) / 2
            for (index, line) in text.lines.enumerated() {
                let baseline = top + line.baselineY + extra * Double(index)
                let lineX = x + Self.alignedOffset(line, alignment: alignment, direction: direction, width: width)
                cairo_save(cairo)
                if line.clipped {
                    cairo_rectangle(cairo, x, baseline - line.height, width, line.height * 2)
                    cairo_clip(cairo)
                }
                cairo_move_to(cairo, lineX - line.logicalX, baseline)
                pango_cairo_show_layout_line(cairo, line.line)
                cairo_restore(cairo)
            }
            return text.measurement
        }
    }

    /// The x of a line's logical box within the text width.
    static func alignedOffset(_ line: LineBox, alignment: TextAlignment, direction: LayoutDirection,
                              width: Double) -> Double {
        let leading: Double = direction == .leftToRight ? 0 : width - line.width
        switch alignment {
        case .left: return 0
        case .right: return width - line.width
        case .center: return (width - line.width) / 2
        case .natural, .justified: return leading
        }
    }
}

/// Measurements by request, behind a lock. Values never depend on whether they were cached.
final class MeasurementCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [TextRequest: TextMeasurement] = [:]
    /// Bound on memory for very long runs: the cache starts over when full.
    private let capacity = 200_000

    subscript(request: TextRequest) -> TextMeasurement? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return entries[request]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[request] = newValue
        }
    }
}
