import CPangoCairo
import Foundation

/// One private fontconfig configuration, Pango font map and Pango context.
///
/// Thread safety: Pango objects must not be shared between threads, but separate font maps
/// may be used from separate threads at once (Pango's documented model: the default
/// PangoCairo font map is per-thread for this reason). So each slot is used by one thread at
/// a time, handed out by `SlotPool`; concurrent callers get separate slots, each with its own
/// `FcConfig`, font map and context. Cairo's FreeType face cache is internally locked.
final class PangoSlot: @unchecked Sendable {
    let config: OpaquePointer
    let fontMap: OpaquePointer
    /// The context for English, left to right (font loading that depends on neither).
    let context: OpaquePointer
    /// The app's own fonts, loaded beside the pinned ones.
    let project: ProjectFonts
    /// One context per language and base direction, each set up once and never changed:
    /// changing a context's language invalidates every layout made from it (Pango compares the
    /// context's serial), and the drawn layouts below outlive the request that made them.
    private var contexts: [ContextKey: OpaquePointer] = [:]
    /// Layouts drawn recently, by request (`laidOut`).
    private var layouts: [LayoutKey: LaidOutText] = [:]
    /// Bounds the layouts kept; the cache starts over when full.
    static let layoutCapacity = 4_096

    private struct ContextKey: Hashable {
        var language: String
        var rightToLeft: Bool
    }

    private struct LayoutKey: Hashable {
        var request: TextRequest
        var justify: Bool
        var maxLines: Int?
    }

    init(project: ProjectFonts = .none) throws {
        guard let config = FcConfigCreate() else { throw TextLayoutError.fontconfigFailed("FcConfigCreate") }
        var paths = PinnedFonts.files.map(\.path) + (try SystemFontFaces.faces().map(\.path))
        for face in project.faces where !paths.contains(face.path) { paths.append(face.path) }
        for path in paths {
            guard FcConfigAppFontAddFile(config, path) != 0 else {
                FcConfigDestroy(config)
                throw TextLayoutError.fontFileNotLoadable(path: path)
            }
        }
        guard let fontMap = layoutcheck_fc_font_map_new() else {
            FcConfigDestroy(config)
            throw TextLayoutError.pangoFailed("pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)")
        }
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(fontMap, config)
        guard let context = Self.makeContext(fontMap, language: "en", rightToLeft: false) else {
            layoutcheck_object_unref(UnsafeMutableRawPointer(fontMap))
            FcConfigDestroy(config)
            throw TextLayoutError.pangoFailed("pango_font_map_create_context")
        }
        self.config = config
        self.fontMap = fontMap
        self.context = context
        self.project = project
        contexts[ContextKey(language: "en", rightToLeft: false)] = context
    }

    /// A context of the font map set up as every layout needs it, for a language and base direction.
    private static func makeContext(_ fontMap: OpaquePointer, language: String, rightToLeft: Bool) -> OpaquePointer? {
        guard let context = pango_font_map_create_context(layoutcheck_fc_font_map_base(fontMap)) else { return nil }
        // Fractional metrics: no hinting of outlines or metrics, no rounding of glyph
        // positions. Grey antialiasing keeps pixels independent of any subpixel order.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
        pango_cairo_context_set_resolution(context, 72)
        // Never the process locale: each request has its own language (default "en").
        pango_context_set_language(context, pango_language_from_string(language))
        pango_context_set_base_dir(context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        return context
    }

    /// The context for text in `language` with a base direction (made on first use).
    func context(language: String, rightToLeft: Bool) throws -> OpaquePointer {
        let key = ContextKey(language: language, rightToLeft: rightToLeft)
        if let context = contexts[key] { return context }
        guard let context = Self.makeContext(fontMap, language: language, rightToLeft: rightToLeft) else {
            throw TextLayoutError.pangoFailed("pango_font_map_create_context")
        }
        contexts[key] = context
        return context
    }

    /// `request` laid out (`LaidOutText`), reusing the layout of an earlier equal request: a
    /// matrix draws the same label text at the same width on many devices, and shaping it again
    /// gave the same glyphs. Valid while this slot is held, as a new one would be.
    func laidOut(_ request: TextRequest, justify: Bool, maxLines: Int?) throws -> LaidOutText {
        let key = LayoutKey(request: request, justify: justify, maxLines: maxLines)
        if let cached = layouts[key] { return cached }
        let text = try LaidOutText(request, justify: justify, maxLines: maxLines, slot: self)
        if layouts.count >= Self.layoutCapacity { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = text
        return text
    }

    /// The comma-separated Pango family list for a font: the requested family first, then the
    /// pinned fallbacks. A family that is neither pinned nor the app's is an error, not a
    /// silent substitution.
    func pangoFamilyList(_ family: FontFamily, pointSize: Double) throws -> String {
        guard case .named(let name) = family,
              let match = project.families.first(where: { $0.lowercased() == name.lowercased() }) else {
            return try PinnedFonts.pangoFamilyList(family, pointSize: pointSize, alsoAvailable: project.availableNames)
        }
        return ([match] + PinnedFonts.fallbackChain).joined(separator: ",")
    }

    deinit {
        layouts.removeAll()  // their layouts hold the contexts
        for context in contexts.values { layoutcheck_object_unref(UnsafeMutableRawPointer(context)) }
        layoutcheck_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }
}

/// Hands each caller a slot of its own; grows to the number of simultaneous callers.
final class SlotPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [PangoSlot] = []
    private let project: ProjectFonts

    init(first: PangoSlot) {
        free = [first]
        project = first.project
    }

    func withSlot<T>(_ body: (PangoSlot) throws -> T) throws -> T {
        try CairoSerialization.run {
            lock.lock()
            let reused = free.popLast()
            lock.unlock()
            let slot = try reused ?? PangoSlot(project: project)
            defer {
                lock.lock()
                free.append(slot)
                lock.unlock()
            }
            return try body(slot)
        }
    }
}

/// One lock around every Pango and Cairo call the process makes while it runs in parallel (text
/// measured or drawn, a render tree painted). Separate font maps per thread are Pango's documented
/// model, but Cairo 1.16 (Debian 12's) keeps global scaled-font and FreeType face caches that did
/// not hold up under it: a full test run crashed inside libcairo (SIGSEGV, a bad pointer at 0x30)
/// with the harness rendering on two threads, once in several runs (and once in session 3).
/// Measurements are cached outside the lock, so a warm run still measures in parallel. Recursive:
/// painting a tree draws its text through the same lock.
package enum CairoSerialization {
    private static let lock = NSRecursiveLock()

    package static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
