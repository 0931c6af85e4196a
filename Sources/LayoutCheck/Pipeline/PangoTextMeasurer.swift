import AutoLayout
import Foundation
import LayoutTypes
import TextLayout

/// AutoLayout's `TextMeasuring` answered by TextLayout (Pango, HarfBuzz, the pinned fonts).
///
/// AutoLayout never imports TextLayout; this adapter is the seam. Dynamic Type fonts are
/// resolved with TextLayout's HIG tables for the request's content size category. A
/// measurement that fails (a missing font) is remembered and reported by the scenario,
/// since `TextMeasuring.measure` cannot throw.
package final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    private let engine: TextLayoutEngine
    private let lock = NSLock()
    /// Each failure's message, the text it measured and, for an unknown font, the name the views asked for.
    private var failures: [(message: String, text: String, fontName: String?)] = []
    private var substitutions: [String] = []

    package init(engine: TextLayoutEngine) {
        self.engine = engine
        Self.registerNames(engine)
    }

    private static let registered = RegisteredEngines()

    /// Makes the engine's fonts, the app's and the shipped families, known to `UIFont(name:size:)`
    /// (once per engine; before views are built): each face by PostScript name (the shipped
    /// families by family name), with its ascender and descender per point from a 100-point layout.
    package static func registerNames(_ engine: TextLayoutEngine) {
        guard registered.insert(engine) else { return }
        var faces: [NamedFontFace] = []
        func metrics(_ font: TextLayout.Font) -> (Double, Double) {
            guard let m = try? engine.metrics(of: font) else { return (SFProMetrics.ascender, SFProMetrics.descender) }
            return (m.ascender / font.pointSize, -m.descender / font.pointSize)
        }
        for face in engine.projectFonts.faces {
            let (ascender, descender) = metrics(TextLayout.Font(family: .named(face.family), weight: face.weight, pointSize: 100))
            faces.append(NamedFontFace(postScriptName: face.postScriptName, familyName: face.family, weight: face.weight,
                                       isItalic: face.isItalic, ascender: ascender, descender: descender))
        }
        for family in PinnedFonts.families {
            let (ascender, descender) = metrics(TextLayout.Font(family: .named(family), pointSize: 100))
            faces.append(NamedFontFace(postScriptName: family, familyName: family, ascender: ascender, descender: descender))
        }
        // The fonts iOS ships by family, with their own line boxes where their stand-ins' differ.
        for family in IOSFonts.familyNames where engine.projectFonts.face(named: family) == nil {
            let (ascender, descender) = metrics(TextLayout.Font(family: .named(family), pointSize: 100))
            faces.append(NamedFontFace(postScriptName: family, familyName: family, ascender: ascender, descender: descender))
        }
        FontNames.register(faces)
    }

    /// Errors met so far, in order, without repeats.
    package var errors: [String] {
        lock.lock()
        defer { lock.unlock() }
        return failures.map(\.message)
    }

    /// The errors, each led by the views that ask for it (their declaration's place when the
    /// screen file gives one): for an unknown font the views set in it, so the message says where
    /// to fix the name; for any other failure the views showing the text that failed.
    package func errors(in result: LayoutResult) -> [String] {
        lock.lock()
        let all = failures
        lock.unlock()
        return all.map { failure in
            let places = result.views.filter { view in
                guard let text = view.text else { return false }
                return failure.fontName.map { text.font.family == $0 } ?? (text.text == failure.text)
            }.map { view in (view.sourceLocation.map { "\($0): " } ?? "") + "'\(view.identifier)'" }
            return places.isEmpty ? failure.message : places.joined(separator: ", ") + ": " + failure.message
        }
    }

    /// The fonts iOS ships that were measured in a stand-in so far, each once, in order
    /// (`IOSFontFamily.substitutionNote`): told once per run.
    package var notes: [String] {
        lock.lock()
        defer { lock.unlock() }
        return substitutions
    }

    package func measure(_ request: TextMeasureRequest) -> AutoLayout.TextMeasurement {
        let textRequest = Self.textRequest(request, engine: engine)
        if request.font.textStyle == nil, let name = request.font.family, let note = Self.substitutionNote(name, engine: engine) {
            lock.lock()
            if !substitutions.contains(note) { substitutions.append(note) }
            lock.unlock()
        }
        do {
            let m = try engine.measure(textRequest)
            return AutoLayout.TextMeasurement(size: Size(width: m.width, height: m.height), firstBaseline: m.firstBaseline,
                                              lastBaseline: m.lastBaseline, lineCount: m.lineCount, isTruncated: m.isTruncated)
        } catch {
            lock.lock()
            let message = "\(error)"
            let unknownFont: String? = if case .unknownFontFamily? = error as? TextLayoutError { request.font.family } else { nil }
            if !failures.contains(where: { $0.message == message }) { failures.append((message, request.string, unknownFont)) }
            lock.unlock()
            return AutoLayout.TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, isTruncated: false)
        }
    }

    /// The TextLayout request for an AutoLayout one.
    static func textRequest(_ request: TextMeasureRequest, engine: TextLayoutEngine? = nil) -> TextRequest {
        TextRequest(request.string, font: font(request.font, category: request.contentSizeCategory, engine: engine),
                    maxWidth: request.maxWidth, numberOfLines: request.numberOfLines,
                    lineBreakMode: request.lineBreakMode)
    }

    /// The TextLayout font for an AutoLayout one. A family name is resolved by `engine` (the
    /// app's own fonts by PostScript or family name, the system font's names); a name it does
    /// not know stays a named family, whose measurement then fails naming what is available.
    static func font(_ font: AutoLayout.Font, category: ContentSizeCategory,
                     engine: TextLayoutEngine? = nil) -> TextLayout.Font {
        let weight = font.weight
        if let textStyle = font.textStyle {
            var resolved = TextLayout.Font.preferred(textStyle, category: category)
            if font.weight != textStyle.weight { resolved.weight = weight }
            return resolved
        }
        if let name = font.family, var resolved = engine?.font(iOSName: name, pointSize: font.size, weight: weight) {
            // An italic asked for by trait (a descriptor's `.traitItalic`) on a named family.
            if font.traits.isItalic, resolved.family != .system { resolved.isItalic = true }
            return resolved
        }
        return TextLayout.Font(family: font.family.map { .named($0) } ?? .system, weight: weight, pointSize: font.size)
    }

    /// The note for a name that means a font iOS ships, measured in its stand-in; nil for the
    /// app's own fonts (they are measured in themselves) and every other name.
    static func substitutionNote(_ name: String, engine: TextLayoutEngine) -> String? {
        guard engine.projectFonts.face(named: name) == nil,
              !PinnedFonts.families.contains(where: { $0.lowercased() == name.lowercased() }) else { return nil }
        return IOSFonts.face(named: name)?.family.substitutionNote
    }
}

/// The engines whose font names are registered, behind a lock.
private final class RegisteredEngines: @unchecked Sendable {
    private let lock = NSLock()
    private var engines: [TextLayoutEngine] = []

    /// True when `engine` was not registered yet.
    func insert(_ engine: TextLayoutEngine) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if engines.contains(where: { $0 === engine }) { return false }
        engines.append(engine)
        return true
    }
}
