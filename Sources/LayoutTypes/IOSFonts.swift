/// The fonts iOS ships that apps name (`UIFont(name:size:)`, IB's `<fontDescription name=…>`),
/// and the open faces that measure their text here. One table, read by the IB reader, the
/// UIKit surface and the text engine alike, so a name means the same face everywhere.

/// How closely a stand-in face measures an iOS font's text.
public enum IOSFontFidelity: Sendable, Hashable {
    /// Built to the same advance widths (Liberation for Arial/Helvetica, Times New Roman and
    /// Courier New; DejaVu Sans Mono, from which Menlo was derived).
    case metricCompatible
    /// A different design chosen for its widths: the note says what the evidence showed.
    case standIn(widthNote: String)
}

/// A line box in ems: what a one-line label's height is, and where its baseline sits.
public struct IOSLineBox: Sendable, Hashable {
    /// Above the baseline.
    public let ascender: Double
    /// Below the baseline, positive, with any leading Core Text adds to the line.
    public let descender: Double
}

/// One iOS family and its stand-in.
public struct IOSFontFamily: Sendable, Hashable {
    /// The family as iOS names it (`Helvetica Neue`).
    public let name: String
    /// The pinned family that measures it (`Liberation Sans`).
    public let standIn: String
    public let fidelity: IOSFontFidelity
    /// The iOS font's line box where the stand-in's is not it (stored heights show it); nil:
    /// the stand-in's own.
    public let lineBox: IOSLineBox?
    /// The family name with spaces removed, lowercased: what PostScript names start with.
    let key: String

    init(_ name: String, _ standIn: String, _ fidelity: IOSFontFidelity, key: String? = nil, lineBox: IOSLineBox? = nil) {
        self.name = name
        self.standIn = standIn
        self.fidelity = fidelity
        self.key = key ?? name.lowercased().filter { $0 != " " }
        self.lineBox = lineBox
    }

    /// The note a run prints once when this family is measured: which face stands in and how well.
    public var substitutionNote: String {
        switch fidelity {
        case .metricCompatible: return "\(name) → \(standIn) (metric-compatible)"
        case .standIn(let widthNote): return "\(name) → \(standIn) (stand-in; \(widthNote))"
        }
    }
}

/// A face of an iOS font resolved from a name: the family, and the weight and slant its
/// PostScript name carries (`HelveticaNeue-LightItalic` → Helvetica Neue, light, italic).
public struct IOSFontFace: Sendable, Hashable {
    public let family: IOSFontFamily
    public let weight: FontWeight
    public let isItalic: Bool
}

public enum IOSFonts {
    private static let sansNarrow = "Liberation Sans Narrow"
    private static let noEvidence = "no stored frame in the public files searched; widths unmeasured"

    /// Every family resolved, most specific key first (`avenirnextcondensed` before `avenirnext`).
    /// Width notes: stored frames of single-line labels and buttons in public IB files against
    /// the stand-in's measurement (Tests/TextLayoutTests/IOSFontTests.swift cites each file).
    public static let families: [IOSFontFamily] = [
        IOSFontFamily("Helvetica Neue Condensed", sansNarrow, .standIn(widthNote: noEvidence), key: "helveticaneuecondensed"),
        // Helvetica Neue's hhea: ascender 952, descender 213 and line gap 28 of 1000, which
        // Core Text adds to the line: 14 pt lines are 16.7 tall, so a 14 pt system button is 29.
        IOSFontFamily("Helvetica Neue", "Liberation Sans", .standIn(widthNote: "widths within 5% (regular −4.4%, light +4.5% on two labels)"),
                      lineBox: IOSLineBox(ascender: 0.952, descender: 0.241)),
        // Core Text adds the hhea line gap to a line, which Pango leaves out: Arial's (and
        // Liberation Sans's) 1854 + 434 + 67 of 2048 make 14 pt lines 16.09 tall, stored as
        // 16.333 on @3x; Times New Roman's (Liberation Serif's) gap is 87.
        IOSFontFamily("Helvetica", "Liberation Sans", .metricCompatible, lineBox: IOSLineBox(ascender: 0.905, descender: 0.245)),
        IOSFontFamily("Arial", "Liberation Sans", .metricCompatible, lineBox: IOSLineBox(ascender: 0.905, descender: 0.245)),
        IOSFontFamily("Times New Roman", "Liberation Serif", .metricCompatible, lineBox: IOSLineBox(ascender: 0.891, descender: 0.259)),
        IOSFontFamily("Times", "Liberation Serif", .metricCompatible, lineBox: IOSLineBox(ascender: 0.891, descender: 0.259)),
        IOSFontFamily("Courier New", "Liberation Mono", .metricCompatible),
        // Courier (Adobe's, unlike Courier New) sets lines 1 em tall: a 17 pt label is 17 tall.
        // The split is Liberation Mono's proportions (1705 : 615).
        IOSFontFamily("Courier", "Liberation Mono", .metricCompatible, lineBox: IOSLineBox(ascender: 0.735, descender: 0.265)),
        IOSFontFamily("Menlo", "DejaVu Sans Mono", .metricCompatible),
        IOSFontFamily("Georgia", "DejaVu Serif Condensed", .standIn(widthNote: noEvidence + "; chosen for its average width, a few % narrower than Georgia's")),
        IOSFontFamily("Avenir Next Condensed", sansNarrow, .standIn(widthNote: noEvidence)),
        IOSFontFamily("Avenir Next", "Manrope", .standIn(widthNote: "widths within 1% (demibold −0.7% on one label)")),
        IOSFontFamily("Avenir", "Manrope", .standIn(widthNote: "widths as Avenir Next's; no intrinsic-width label in the public files searched")),
        IOSFontFamily("Futura Condensed", sansNarrow, .standIn(widthNote: noEvidence), key: "futuracondensed"),
        IOSFontFamily("Futura", "Liberation Sans", .standIn(widthNote: "widths within 1.5% (medium −1.1% on one button)")),
        IOSFontFamily("Gill Sans", "Liberation Sans", .standIn(widthNote: "widths within 7% (bold digits −6.4% on one label)")),
        IOSFontFamily("PingFang SC", "Liberation Sans", .standIn(widthNote: "Latin only; " + noEvidence)),
        IOSFontFamily("PingFang TC", "Liberation Sans", .standIn(widthNote: "Latin only; " + noEvidence)),
        IOSFontFamily("PingFang HK", "Liberation Sans", .standIn(widthNote: "Latin only; " + noEvidence)),
    ]

    /// The stand-in families, each once, in table order: what the text engine pins.
    public static var standInFamilies: [String] {
        var seen: [String] = []
        for family in families where !seen.contains(family.standIn) { seen.append(family.standIn) }
        return seen
    }

    /// The face an iOS font name means, as `UIFont(name:)` resolves it: a PostScript name
    /// (`HelveticaNeue-Bold`, `TimesNewRomanPS-BoldItalicMT`, `CourierNewPSMT`, `Menlo-Regular`)
    /// with the weight and slant it names, or a family name (`Helvetica Neue`, `Avenir Next`)
    /// at `weight`, or a full name (`Avenir Next Demi Bold`). Nil for any other name, and for a
    /// style iOS has no word for (`Helvetica-Wide`), as `UIFont(name:)` gives nil.
    public static func face(named name: String, weight: FontWeight = .regular) -> IOSFontFace? {
        let parts = name.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        var key = parts[0].lowercased().filter { $0 != " " }
        // Monotype's PostScript names end in "MT" or "PSMT" (`ArialMT`, `TimesNewRomanPSMT`).
        for suffix in ["mt", "ps"] where key.hasSuffix(suffix) && !families.contains(where: { $0.key == key }) {
            key.removeLast(suffix.count)
        }
        var condensed = false
        if key.hasSuffix("condensed"), !families.contains(where: { $0.key == key }) {
            key.removeLast("condensed".count)
            condensed = true
        }
        guard parts.count == 2 else {
            if let family = family(key: key, condensed: condensed) {
                return IOSFontFace(family: family, weight: weight, isItalic: false)
            }
            return fullName(name)
        }
        guard let style = Self.style(String(parts[1])) else { return nil }
        return family(key: key, condensed: condensed || style.condensed)
            .map { IOSFontFace(family: $0, weight: style.weight, isItalic: style.italic) }
    }

    /// A face by its full name, family then style (`Avenir Next Demi Bold`, `Helvetica Neue
    /// Light Italic`, `Times New Roman Bold`), which `UIFont(name:)` also accepts.
    private static func fullName(_ name: String) -> IOSFontFace? {
        let key = name.lowercased().filter { $0 != " " }
        for family in families.sorted(by: { $0.key.count > $1.key.count }) where key.hasPrefix(family.key) {
            guard let style = style(String(key.dropFirst(family.key.count))) else { continue }
            let resolved = style.condensed ? Self.family(key: family.key, condensed: true) ?? family : family
            return IOSFontFace(family: resolved, weight: style.weight, isItalic: style.italic)
        }
        return nil
    }

    /// Every name `face(named:)` takes by family, for an error listing what exists.
    public static var familyNames: [String] { families.map(\.name) }

    private static func family(key: String, condensed: Bool) -> IOSFontFamily? {
        if condensed, let narrow = families.first(where: { $0.key == key + "condensed" }) { return narrow }
        return families.first { $0.key == key }
    }

    /// The weight, slant and width a PostScript style names (`BoldItalicMT`, `CondensedExtraBold`,
    /// `LightOblique`, `Roman`, `Book`); nil for words iOS's fonts do not use.
    static func style(_ raw: String) -> (weight: FontWeight, italic: Bool, condensed: Bool)? {
        var rest = raw.lowercased()
        for suffix in ["mt", "ps"] where rest.hasSuffix(suffix) { rest.removeLast(suffix.count) }
        var italic = false, condensed = false
        for (word, isItalic) in [("italic", true), ("oblique", true), ("condensed", false)] {
            if let without = removing(word, from: rest) {
                rest = without
                if isItalic { italic = true } else { condensed = true }
            }
        }
        let weights: [String: FontWeight] = [
            "": .regular, "regular": .regular, "roman": .regular, "book": .regular, "ultralight": .ultraLight,
            "extralight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium, "demibold": .semibold,
            "semibold": .semibold, "bold": .bold, "extrabold": .heavy, "heavy": .heavy, "black": .black,
        ]
        guard let weight = weights[rest] else { return nil }
        return (weight, italic, condensed)
    }

    /// `text` without the first occurrence of `word`; nil when it has none.
    private static func removing(_ word: String, from text: String) -> String? {
        let characters = Array(text), target = Array(word)
        guard characters.count >= target.count else { return nil }
        for start in 0...(characters.count - target.count) where Array(characters[start..<start + target.count]) == target {
            return String(characters[..<start] + characters[(start + target.count)...])
        }
        return nil
    }
}
