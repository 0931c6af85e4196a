import Foundation
import Testing
import LayoutTypes
@testable import TextLayout

/// Font-file facts used below, read by hand from the pinned files' `head`, `hhea` and `hmtx`
/// tables (unitsPerEm; ascender/descender; advance widths):
/// - Inter-Regular.otf: 2816 units/em, ascender 2728, descender −680; '0' 1760, '…' 2312, ' ' 792.
/// - NotoSansArabic-Regular.ttf: 1000 units/em, ascender 1374, descender −738.
/// - NotoSansHebrew-Regular.ttf: 1000 units/em, ascender 1068, descender −292.
/// - wqy-microhei.ttc (face 0): 2048 units/em, ascender 1918, descender −483; 你好世界 2048 each.
/// The system font takes SF Pro's line box and tracking (`SystemFontMetrics`): ascender 1950
/// and descender 494 of 2048 units, and Apple's tracking table (17 pt: -0.43 pt a glyph,
/// which Pango holds as round(-0.43 × 1024) = -440/1024 pt).
/// Pango reports positions in 1/1024 pt, so values derived from these are exact to ±2/1024.
private let unit = 2.0 / 1024
private let sf17LineHeight = 17.0 * (1950 + 494) / 2048      // 20.287109375, UIFont.lineHeight
private let sf17Ascent = 17.0 * 1950 / 2048                  // 16.1865234375
private let tracking17 = -440.0 / 1024                       // -0.4296875
private let body = Font.system(size: 17)
private let pangram = "The quick brown fox jumps over the lazy dog"

private func engine() throws -> TextLayoutEngine { try TextLayoutEngine.shared() }

private func measure(_ text: String, _ font: Font = body, width: Double? = nil, lines: Int = 1,
                     mode: LineBreakMode = .byTruncatingTail,
                     direction: WritingDirection = .natural) throws -> TextMeasurement {
    try engine().measure(TextRequest(text, font: font, maxWidth: width, numberOfLines: lines,
                                     lineBreakMode: mode, writingDirection: direction))
}

/// Greedy word wrapping, the textbook rule line breakers follow: a line takes words while the
/// measured width of the joined words fits. Widths come from single-line measurements, so this
/// checks the wrapping, not the shaping.
private func greedyLineCount(_ text: String, width: Double) throws -> Int {
    var lines = 0
    var current: [Substring] = []
    for word in text.split(separator: " ") {
        let candidate = (current + [word]).joined(separator: " ")
        let fits = try measure(candidate).width <= width
        if current.isEmpty || fits {
            current.append(word)
        } else {
            lines += 1
            current = [word]
        }
    }
    return lines + (current.isEmpty ? 0 : 1)
}

@Suite struct LatinTests {
    @Test func systemFontLinesHaveSFProsLineBox() throws {
        // UIFont.systemFont(ofSize: 17): ascender 16.1865234375, descender -4.1005859375,
        // lineHeight 20.287109375 (a one-line label is 20.5 tall on @2x), not Inter's 20.574.
        let hello = try measure("Hello")
        #expect(hello.lineCount == 1)
        #expect(!hello.isTruncated)
        #expect(hello.firstBaseline == sf17Ascent)
        #expect(hello.lastBaseline == hello.firstBaseline)
        #expect(hello.height == sf17LineHeight)
        #expect(hello.ceiledSize(scale: 2).height == 20.5)
        #expect(hello.ceiledSize(scale: 3).height == 61.0 / 3)
        let metrics = try engine().metrics(of: body)
        #expect(metrics.ascender == sf17Ascent)
        #expect(metrics.descender == -17.0 * 494 / 2048)
        #expect(metrics.lineHeight == sf17LineHeight)
        // A pinned family by name keeps its own line box: Noto Sans, (1069 + 293)/1000 em.
        let noto = try measure("Hello", Font(family: .named("Noto Sans"), pointSize: 17))
        #expect(abs(noto.height - 17 * 1.362) <= unit)
    }

    @Test func advancesAreFractionalAndLinear() throws {
        // The system font's advances are San Francisco's fitted ones (scripts/sf-advances.tsv,
        // face text, weight regular): '0' is 1762/2816 em, 10.637074… pt at 17 pt, tracked by
        // -0.4296875 after every glyph (the last one too, as Core Text does); four of them
        // 4 × 10.207386… = 40.829545…. The ellipsis is 2304/2816 em: 13.909090… pt.
        #expect(abs(try measure("0").width - (17.0 * 1762 / 2816 + tracking17)) <= unit)
        #expect(abs(try measure("0000").width - 4 * (17.0 * 1762 / 2816 + tracking17)) <= unit)
        #expect(abs(try measure("…").width - (17.0 * 2304 / 2816 + tracking17)) <= unit)
        // No hinting: twice the size is twice the width, to Pango's rounding per glyph. Both in
        // the Display face (from 20 pt), where tracking is 0 from 80 pt.
        let small = try measure(pangram, .system(size: 80))
        let large = try measure(pangram, .system(size: 160))
        #expect(abs(large.width - 2 * small.width) <= Double(pangram.count) * 2 * unit)
    }

    @Test func weightChangesWidth() throws {
        // Inter Bold has wider glyphs than Regular: the weight reaches the font selection.
        let regular = try measure(pangram).width
        #expect(try measure(pangram, .system(size: 17, weight: .bold)).width > regular)
        #expect(try measure(pangram, .system(size: 17, weight: .thin)).width < regular)
    }

    /// UIKit ceils a label's intrinsic size to pixels, so a label laid out at its intrinsic width
    /// shows its whole text on one line. Held for every size of the tracking table, where SF Pro's
    /// tracking is negative (17 pt), zero (12 pt) and positive (28 pt, title1): Pango lays a line
    /// out with every cluster tracked and trims the line's two ends only after breaking, so the
    /// width a line must fit is the tracked width Core Text reports, not that width less one tracking.
    @Test(arguments: [6.0, 11, 12, 13, 17, 20, 22, 24, 28, 34, 40, 53, 80])
    func aLineFitsItsOwnIntrinsicWidth(pointSize: Double) throws {
        for text in ["Welcome", "Sign in", pangram, "Anmelden und fortfahren"] {
            let font = Font.system(size: pointSize)
            let natural = try measure(text, font, lines: 1)
            let atWidth = try measure(text, font, width: natural.width, lines: 0)
            #expect(atWidth.lineCount == 1, "\(text) at \(pointSize) pt wraps at its own width \(natural.width)")
            let oneLine = try measure(text, font, width: natural.width, lines: 1)
            #expect(!oneLine.isTruncated, "\(text) at \(pointSize) pt truncates at its own width \(natural.width)")
            // A pixel less (at 3x) and the last word no longer fits.
            let narrower = try measure(text, font, width: natural.width - 1.0 / 3, lines: 0)
            #expect(narrower.lineCount == 2, "\(text) at \(pointSize) pt still fits a third of a point narrower")
        }
    }

    @Test func wrapsAtWidthLikeGreedyWordBreaking() throws {
        for width in [100.0, 160, 250] {
            let expected = try greedyLineCount(pangram, width: width)
            let wrapped = try measure(pangram, width: width, lines: 0, mode: .byWordWrapping)
            #expect(wrapped.lineCount == expected, "width \(width)")
            #expect(!wrapped.isTruncated)
            #expect(wrapped.width <= width)
            // All lines are system-font lines: height = lines × line height, last baseline one line up from the bottom.
            #expect(abs(wrapped.height - Double(expected) * sf17LineHeight) <= Double(expected) * unit)
            #expect(abs(wrapped.lastBaseline - (wrapped.height - sf17LineHeight + sf17Ascent)) <= Double(expected) * unit)
        }
        // Unlimited width: one line, as wide as the single-line measurement.
        #expect(try measure(pangram, width: nil, lines: 0).lineCount == 1)
    }

    @Test func explicitNewlinesStartLines() throws {
        let text = try measure("One\nTwo\nThree", lines: 0)
        #expect(text.lineCount == 3)
        #expect(try abs(text.width - measure("Three").width) <= unit)
    }

    @Test func truncationAtAParagraphBreak() throws {
        // Two of three paragraphs shown: the second line is the second paragraph alone (it fits,
        // so no ellipsis: its width is its own), and the label reports truncation.
        let text = try measure("First paragraph\nSecond one\nThird", width: 150, lines: 2)
        #expect(text.lineCount == 2 && text.isTruncated)
        #expect(try abs(text.width - max(measure("First paragraph").width, measure("Second one").width)) <= unit)
    }

    @Test func emptyTextHasNoSize() throws {
        #expect(try measure("") == TextMeasurement(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0,
                                                   lineCount: 0, isTruncated: false))
    }
}

@Suite struct DynamicTypeMeasurementTests {
    @Test func textStylesMeasureAtTheirTableSizes() throws {
        // Body at AX5 is 53 pt (facts §11): SF Pro's line box of 53 × (1950 + 494)/2048 pt; at xSmall
        // 14 pt. "0000" is 4 × ('0' + the tracking at that size: the HIG's 14 pt -0.15, 17 pt -0.43,
        // 53 pt +0.31, the last plus sf-fit's Display correction, SystemFontAdvances.displayTracking:
        // -0.395477 at 40 pt fading to 0 at 80, so × 27/40 at 53 pt), '0' being 1762/2816 em in
        // the Text face and 1738/2816 em in Display (from 20 pt; scripts/sf-advances.tsv).
        for (category, size, zero, tracking) in [(ContentSizeCategory.extraSmall, 14.0, 1762.0 / 2816, -0.15),
                                                 (.large, 17, 1762.0 / 2816, -0.43),
                                                 (.accessibilityExtraExtraExtraLarge, 53, 1738.0 / 2816, 0.31 - 0.395477 * 27 / 40)] {
            let font = Font.preferred(.body, category: category)
            let line = try measure("0000", font)
            #expect(abs(line.height - size * 2444 / 2048) <= unit, "\(category)")
            #expect(abs(line.width - 4 * (zero * size + tracking)) <= 4 * unit, "\(category)")
        }
        // Headline has body's size but is Semibold: same line height, wider glyphs.
        let body = try measure(pangram, .preferred(.body))
        let headline = try measure(pangram, .preferred(.headline))
        #expect(abs(headline.height - body.height) <= unit)
        #expect(headline.width > body.width)
        // A custom 20 pt font scaled for body at AX3 (40/17): the same text at 20 × 40/17 =
        // 47.06 pt, tracked as the table between 47 pt (+0.37) and 48 pt (+0.35), +0.3688, plus
        // the Display correction between 40 pt (-0.395477) and 80 pt (0).
        let scaled = DynamicType.scaledFont(.system(size: 20), category: .accessibilityExtraLarge)
        let size = 20.0 * 40 / 17
        #expect(abs(try measure("0", scaled).width - (1738.0 / 2816 * size + 0.37 - 0.02 * (size - 47)
                   - 0.395477 * (80 - size) / 40)) <= unit)
    }
}

@Suite struct TruncationTests {
    @Test func numberOfLinesLimitWithTailTruncation() throws {
        // At 100 pt the pangram needs 4 lines (greedy); two are kept, the second ends in "…".
        #expect(try greedyLineCount(pangram, width: 100) == 4)
        let two = try measure(pangram, width: 100, lines: 2, mode: .byTruncatingTail)
        #expect(two.lineCount == 2)
        #expect(two.isTruncated)
        #expect(two.width <= 100)
        #expect(abs(two.height - 2 * sf17LineHeight) <= 2 * unit)
        // Unlimited lines: nothing hidden.
        let all = try measure(pangram, width: 100, lines: 0, mode: .byTruncatingTail)
        #expect(all.lineCount == 4)
        #expect(!all.isTruncated)
        // A limit the text fits in is not a truncation.
        #expect(try !measure(pangram, width: 100, lines: 4).isTruncated)
    }

    @Test func tailTruncationKeepsTheLongestPrefixThatFits() throws {
        // One line at 97 pt: the drawn line is some prefix + "…", and no longer prefix + "…" fits.
        let width = 97.0
        let line = try measure(pangram, width: width, lines: 1, mode: .byTruncatingTail)
        #expect(line.isTruncated)
        #expect(line.lineCount == 1)
        let characters = Array(pangram)
        let prefixes = (1..<characters.count).map { String(characters[0..<$0]) }
        let matching = try prefixes.filter { abs(try measure($0 + "…").width - line.width) <= unit }
        #expect(!matching.isEmpty)
        if let prefix = matching.last {
            let longer = String(characters[0...prefix.count])
            #expect(try measure(longer + "…").width > width)
        }
    }

    @Test func otherModesAtTheLimit() throws {
        // Wrapping modes drop the lines after the limit without an ellipsis: the kept lines are
        // the first lines of the unlimited layout, so the width is at most that of 2 full lines.
        let wrapped = try measure(pangram, width: 100, lines: 2, mode: .byWordWrapping)
        #expect(wrapped.lineCount == 2 && wrapped.isTruncated)
        // Clipping runs the rest onto the last line and cuts it at the width.
        let clipped = try measure(pangram, width: 100, lines: 2, mode: .byClipping)
        #expect(clipped.lineCount == 2 && clipped.isTruncated && clipped.width == 100)
        for mode in [LineBreakMode.byTruncatingHead, .byTruncatingMiddle] {
            let truncated = try measure(pangram, width: 100, lines: 1, mode: mode)
            #expect(truncated.lineCount == 1 && truncated.isTruncated && truncated.width <= 100)
        }
        // Character wrapping fills lines at least as full as word wrapping, so never needs more lines.
        let byChar = try measure(pangram, width: 100, lines: 0, mode: .byCharWrapping)
        #expect(byChar.lineCount <= 4)
    }
}

@Suite struct GermanTests {
    @Test func longCompoundBreaksInsideTheWord() throws {
        // One 40-letter word and no space: word wrapping falls back to character breaks
        // (UIKit does the same), so every line fits the width and the lines add up.
        let word = "Geschwindigkeitsbegrenzungsüberschreitung"
        let full = try measure(word)
        let wrapped = try measure(word, width: 100, lines: 0, mode: .byWordWrapping)
        #expect(wrapped.width <= 100)
        #expect(wrapped.lineCount >= Int((full.width / 100).rounded(.up)))
        #expect(abs(wrapped.height - Double(wrapped.lineCount) * sf17LineHeight) <= Double(wrapped.lineCount) * unit)
    }

    @Test func brokenWordsGetNoHyphen() throws {
        // UIKit does not hyphenate. At half a point wider than "Geschwindi" (and narrower than
        // "Geschwindig"), the first line is exactly "Geschwindi" — no hyphen glyph is added,
        // which would push the break one letter earlier. One line kept, so width = that line.
        let prefix = try measure("Geschwindi").width
        #expect(try measure("Geschwindig").width > prefix + 0.5)
        let first = try measure("Geschwindigkeitsbegrenzung", width: prefix + 0.5, lines: 1, mode: .byWordWrapping)
        #expect(first.isTruncated && first.lineCount == 1)
        #expect(abs(first.width - prefix) <= unit)
    }

    @Test func longGermanLabelTruncatesWhereEnglishFits() throws {
        // A width 20 pt wider than the long German word: the word fits, the phrase does not
        // (a space and "verwalten" add more than 20 pt), and the shorter English phrase fits.
        let word = try measure("Datenschutzeinstellungen").width
        let width = word + 20
        #expect(try measure(" verwalten").width > 20)
        let english = try measure("Manage privacy settings", width: width, lines: 1)
        let german = try measure("Datenschutzeinstellungen verwalten", width: width, lines: 1)
        #expect(!english.isTruncated)
        #expect(german.isTruncated && german.width <= width)
        // Wrapping instead: two lines, broken at the space, the first line being the long word.
        let twoLines = try measure("Datenschutzeinstellungen verwalten", width: width, lines: 0)
        #expect(twoLines.lineCount == 2 && !twoLines.isTruncated)
        #expect(abs(twoLines.width - word) <= unit)
    }
}

@Suite struct ScriptTests {
    @Test func arabicUsesNotoArabicMetricsRightToLeft() throws {
        let arabic = "مرحبا بالعالم"
        let line = try measure(arabic)
        // Noto Sans Arabic's line box: (1374 + 738)/1000 em, baseline 1.374 em down.
        #expect(abs(line.height - 17 * 2.112) <= unit)
        #expect(abs(line.firstBaseline - 17 * 1.374) <= unit)
        #expect(line.lineCount == 1 && line.width > 0)
        // The paragraph direction changes glyph order, not widths.
        #expect(try measure(arabic, direction: .rightToLeft).width == line.width)
        // Wrapping: the two words on two lines at a width between the longer word and both.
        let wider = try max(measure("مرحبا").width, measure("بالعالم").width)
        let wrapped = try measure(arabic, width: (wider + line.width) / 2, lines: 0)
        #expect(wrapped.lineCount == 2)
        #expect(abs(wrapped.height - 2 * 17 * 2.112) <= 2 * unit)
    }

    @Test func hebrewUsesNotoHebrewMetrics() throws {
        let line = try measure("שלום עולם")
        // (1068 + 292)/1000 em, baseline 1.068 em down; taller than Inter on both sides.
        #expect(abs(line.height - 17 * 1.36) <= unit)
        #expect(abs(line.firstBaseline - 17 * 1.068) <= unit)
    }

    @Test func mixedDirectionLinesAddUpAndTakeTheTallestFont() throws {
        // "Hello ", an Arabic word and " world" are shaped as separate runs with no kerning
        // across script changes, so the line is the sum of the three, and the Arabic run makes
        // the line as tall as an Arabic line.
        let mixed = try measure("Hello مرحبا world")
        let parts = try measure("Hello ").width + measure("مرحبا").width + measure(" world").width
        #expect(abs(mixed.width - parts) <= 3 * unit)
        #expect(abs(mixed.height - 17 * 2.112) <= unit)
        // Hebrew with digits and Latin in an RTL paragraph: same width as LTR.
        let hebrew = "מחיר: 120 ₪ (VAT)"
        #expect(try measure(hebrew, direction: .rightToLeft).width == measure(hebrew, direction: .leftToRight).width)
    }

    @Test func cjkFallsBackToWenQuanYi() throws {
        // Four ideographs of 2048/2048 em, untracked (SF Pro does not draw Han): exactly
        // 4 × 17 = 68 pt. WenQuanYi's line box, (1918 + 483)/2048 em, is no taller than the
        // stand-in's on either side, so the line keeps the system font's (SF Pro's) box.
        let line = try measure("你好世界")
        #expect(abs(line.width - 68) <= unit)
        #expect(line.height == sf17LineHeight)
        #expect(line.firstBaseline == sf17Ascent)
        // Ideographs break anywhere: two per line at 40 pt (2 × 17 = 34 ≤ 40 < 51).
        let wrapped = try measure("你好世界", width: 40, lines: 0)
        #expect(wrapped.lineCount == 2)
        #expect(abs(wrapped.width - 34) <= unit)
    }
}

@Suite struct EngineTests {
    @Test func invalidInputIsAnErrorNotACrash() throws {
        let engine = try engine()
        #expect(throws: TextLayoutError.self) { try engine.measure(TextRequest("x", font: .system(size: 0))) }
        #expect(throws: TextLayoutError.self) { try engine.measure(TextRequest("x", font: .system(size: .nan))) }
        #expect(throws: TextLayoutError.self) { try engine.measure(TextRequest("x", font: body, maxWidth: -1)) }
        #expect(throws: TextLayoutError.self) { try engine.measure(TextRequest("x", font: body, numberOfLines: -2)) }
        #expect(throws: TextLayoutError.self) {
            try engine.measure(TextRequest("x", font: Font(family: .named("DejaVu Sans"), pointSize: 17)))
        }
        #expect(throws: TextLayoutError.self) { try engine.measure(TextRequest("x", font: body, language: "en\"; rm")) }
        #expect(throws: TextLayoutError.self) { try engine.measure(TextRequest("x", font: body, language: "")) }
        // Locale identifiers in either spelling are fine; Han ideographs stay 1 em wide in Japanese.
        #expect(try engine.measure(TextRequest("直線", font: body, language: "ja_JP")).width == 34)
        #expect(try engine.measure(TextRequest("直線", font: body, language: "zh-Hans")).width == 34)
        // Pinned families by name, any case.
        #expect(try engine.measure(TextRequest("x", font: Font(family: .named("noto sans"), pointSize: 17))).lineCount == 1)
        #expect(try engine.measure(TextRequest("a\0b", font: body)).width == engine.measure(TextRequest("ab", font: body)).width)
    }

    @Test func iOSFamilyNames() {
        #expect(FontFamily(iOSName: "System") == .system)
        #expect(FontFamily(iOSName: ".SFUI-Semibold") == .system)
        #expect(FontFamily(iOSName: ".AppleSystemUIFont") == .system)
        #expect(FontFamily(iOSName: "SF Pro Text") == .system)
        #expect(FontFamily(iOSName: "noto sans hebrew") == .named("Noto Sans Hebrew"))
        // A font iOS ships is its stand-in (IOSFontTests); a name nobody has is nil.
        #expect(FontFamily(iOSName: "Avenir-Heavy") == .named("Avenir"))
        #expect(FontFamily(iOSName: "Baskerville-Bold") == nil)
    }

    @Test func missingFontNamesItsPackage() {
        let error = TextLayoutError.missingFontFile(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                                                    debianPackage: "fonts-inter")
        #expect(error.description.contains("install the Debian package 'fonts-inter'"))
        // Every pinned file names a package of ci/system-packages, which scripts/bootstrap installs.
        let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ci/system-packages")
        let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        let packages = Set(text.split(separator: "\n").compactMap { $0.split(separator: "#").first?.split(separator: " ").first.map(String.init) })
        #expect(packages.contains("fonts-inter"))
        for file in PinnedFonts.files {
            #expect(packages.contains(file.debianPackage), "\(file.path)")
        }
    }

    @Test func concurrentMeasurementsAgreeWithSerialOnes() throws {
        // A fresh engine (empty cache), many threads, each request measured by several threads.
        let fresh = try TextLayoutEngine()
        let serial = try TextLayoutEngine()
        let texts = [pangram, "مرحبا بالعالم", "שלום עולם", "你好世界", "Datenschutzeinstellungen verwalten"]
        var requests: [TextRequest] = []
        for i in 0..<40 {
            let size = Double(12 + i % 7)
            let width = 80 + Double(i % 5) * 20
            requests.append(TextRequest(texts[i % texts.count], font: .system(size: size), maxWidth: width,
                                        numberOfLines: i % 3, lineBreakMode: LineBreakMode.allCases[i % 6]))
        }
        let expected = try requests.map { try serial.measure($0) }
        let allRequests = requests
        let results = ResultBox(count: requests.count * 4)
        DispatchQueue.concurrentPerform(iterations: requests.count * 4) { index in
            results.set(index, try? fresh.measure(allRequests[index % allRequests.count]))
        }
        for index in 0..<(requests.count * 4) {
            #expect(results.get(index) == expected[index % requests.count])
        }
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [TextMeasurement?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: TextMeasurement?) { lock.lock(); values[index] = value; lock.unlock() }
    func get(_ index: Int) -> TextMeasurement? { lock.lock(); defer { lock.unlock() }; return values[index] }
}

@Suite struct VersionStampTests {
    @Test func sha256KnownVectors() {
        // FIPS 180-4 / NIST examples.
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func stampNamesLibrariesAndEveryFont() throws {
        let stamp = try VersionStamp.current()
        for version in [stamp.pango, stamp.cairo, stamp.harfbuzz, stamp.fontconfig, stamp.freetype] {
            #expect(version.split(separator: ".").count == 3, "\(version)")
        }
        let derived = try SystemFontFaces.faces().map { URL(fileURLWithPath: $0.path).lastPathComponent }
        #expect(derived.count == 18)
        #expect(stamp.fonts.map(\.file) == PinnedFonts.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } + derived)
        #expect(stamp.fonts.allSatisfy { $0.sha256.count == 64 })
        #expect(stamp.line.hasPrefix("pango \(stamp.pango); cairo \(stamp.cairo);"))
    }
}
