import Foundation
import Testing
import LayoutTypes
@testable import TextLayout

/// An app's own font files, stood in for by two Noto Serif files that Debian's fonts-noto-core
/// installs beside the pinned fonts but that are not pinned themselves. Read by hand from
/// their `head`, `hhea`, `cmap` and `hmtx` tables: 1000 units/em, ascender 1069, descender
/// −293; 'a' advances 563 (Regular) and 599 (Bold).
private let directory = "/usr/share/fonts/truetype/noto/"
private let regular = directory + "NotoSerif-Regular.ttf"
private let bold = directory + "NotoSerif-Bold.ttf"
private let unit = 2.0 / 1024

@Suite struct ProjectFontTests {
    @Test func facesAreReadWithTheirNamesAndWeights() throws {
        let fonts = try ProjectFonts(files: [regular, bold])
        #expect(fonts.faces.map(\.postScriptName) == ["NotoSerif-Regular", "NotoSerif-Bold"])
        #expect(fonts.faces.map(\.family) == ["Noto Serif", "Noto Serif"])
        #expect(fonts.faces.map(\.weight) == [.regular, .bold])
        #expect(fonts.families == ["Noto Serif"])
        #expect(fonts.hashes.map(\.file) == ["NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf"])
        // By PostScript name in any case, or by family for the regular face.
        #expect(fonts.face(named: "notoserif-bold")?.weight == .bold)
        #expect(fonts.face(named: "Noto Serif")?.postScriptName == "NotoSerif-Regular")
        #expect(fonts.face(named: "Lato-Bold") == nil)
    }

    @Test func namesFromDocumentsResolveToTheAppsFaces() throws {
        let engine = try TextLayoutEngine(projectFonts: try ProjectFonts(files: [regular, bold]))
        // A PostScript name brings its face's weight; a family name takes the weight asked for.
        #expect(engine.font(iOSName: "NotoSerif-Bold", pointSize: 17) == Font(family: .named("Noto Serif"), weight: .bold, pointSize: 17))
        #expect(engine.font(iOSName: "Noto Serif", pointSize: 12, weight: .bold) == Font(family: .named("Noto Serif"), weight: .bold, pointSize: 12))
        // The system font's names stay the system font; an unknown name is nil, not a guess.
        #expect(engine.font(iOSName: ".SFUI-Regular", pointSize: 17) == .system(size: 17))
        #expect(engine.font(iOSName: "Baskerville-Bold", pointSize: 17) == nil)
    }

    @Test func textIsMeasuredInTheAppsFont() throws {
        let engine = try TextLayoutEngine(projectFonts: try ProjectFonts(files: [regular, bold]))
        // "aaaa" at 17 pt: 4 × 563/1000 × 17 = 38.284 (Regular), 4 × 599/1000 × 17 = 40.732
        // (Bold); the app's own font keeps its own line box, (1069 + 293)/1000 × 17 = 23.154,
        // and no SF Pro tracking.
        let r = try engine.measure(TextRequest("aaaa", font: Font(family: .named("Noto Serif"), weight: .regular, pointSize: 17)))
        let b = try engine.measure(TextRequest("aaaa", font: Font(family: .named("Noto Serif"), weight: .bold, pointSize: 17)))
        #expect(abs(r.width - 38.284) <= 4 * unit)
        #expect(abs(b.width - 40.732) <= 4 * unit)
        #expect(abs(r.height - 23.154) <= unit)
        #expect(abs(r.firstBaseline - 17 * 1.069) <= unit)
        // The shared engine has no app fonts: the same family is an error naming what is available.
        #expect(throws: TextLayoutError.self) {
            try TextLayoutEngine.shared().measure(TextRequest("a", font: Font(family: .named("Noto Serif"), pointSize: 17)))
        }
    }

    @Test func aFileThatIsNotAFontIsAnErrorNamingIt() throws {
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcheck-not-a-font-\(getpid()).ttf")
        try Data("not a font".utf8).write(to: notAFont)
        defer { try? FileManager.default.removeItem(at: notAFont) }
        #expect(throws: TextLayoutError.projectFontUnreadable(path: notAFont.path, reason: "fontconfig cannot read face 0 as a font")) {
            try ProjectFonts(files: [notAFont.path])
        }
        #expect(throws: TextLayoutError.projectFontUnreadable(path: "/nonexistent/Lato.ttf", reason: "no such file, or it cannot be read")) {
            try ProjectFonts(files: ["/nonexistent/Lato.ttf"])
        }
    }
}
