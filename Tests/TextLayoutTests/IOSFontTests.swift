import Foundation
import Testing
import LayoutTypes
@testable import TextLayout

/// The fonts iOS ships, measured in their stand-ins (`IOSFonts`). Each expected width is a
/// stored frame Xcode wrote for a single-line label (or a button) whose width is its intrinsic
/// width: centred or pinned on one side only, no width constraint. Xcode rounds the measured
/// width up to the document device's pixel grid, so a metric-compatible face must land on the
/// stored width after the same rounding (one device pixel); a stand-in must land within the
/// percentage its `IOSFontFamily` note states.
@Suite struct IOSFontTests {
    let engine: TextLayoutEngine

    init() throws { engine = try TextLayoutEngine.shared() }

    /// The width `UILabel` reports for `text` in the font iOS names `name`, rounded up to `scale`.
    func labelWidth(_ text: String, _ name: String, _ size: Double, scale: Double) throws -> Double {
        let font = try #require(engine.font(iOSName: name, pointSize: size))
        return try engine.measure(TextRequest(text, font: font)).ceiledSize(scale: scale).width
    }

    @Test func postScriptAndFamilyNamesResolveAsUIFontResolvesThem() throws {
        func face(_ name: String, _ weight: FontWeight = .regular) -> String? {
            IOSFonts.face(named: name, weight: weight).map { "\($0.family.name)/\($0.weight)\($0.isItalic ? "/italic" : "")" }
        }
        #expect(face("HelveticaNeue-Bold") == "Helvetica Neue/bold")
        #expect(face("HelveticaNeue-LightItalic") == "Helvetica Neue/light/italic")
        #expect(face("HelveticaNeue-CondensedBlack") == "Helvetica Neue Condensed/black")
        #expect(face("Helvetica") == "Helvetica/regular")
        #expect(face("Helvetica-Oblique") == "Helvetica/regular/italic")
        #expect(face("ArialMT") == "Arial/regular")
        #expect(face("Arial-BoldItalicMT") == "Arial/bold/italic")
        #expect(face("TimesNewRomanPSMT") == "Times New Roman/regular")
        #expect(face("TimesNewRomanPS-BoldItalicMT") == "Times New Roman/bold/italic")
        #expect(face("Times-Roman") == "Times/regular")
        #expect(face("CourierNewPS-BoldMT") == "Courier New/bold")
        #expect(face("Courier-Oblique") == "Courier/regular/italic")
        #expect(face("Menlo-Regular") == "Menlo/regular")
        #expect(face("Georgia-BoldItalic") == "Georgia/bold/italic")
        #expect(face("AvenirNext-DemiBold") == "Avenir Next/semibold")
        #expect(face("AvenirNextCondensed-UltraLight") == "Avenir Next Condensed/ultraLight")
        #expect(face("Avenir-BookOblique") == "Avenir/regular/italic")
        #expect(face("Futura-CondensedExtraBold") == "Futura Condensed/heavy")
        #expect(face("GillSans-SemiBoldItalic") == "Gill Sans/semibold/italic")
        #expect(face("PingFangSC-Semibold") == "PingFang SC/semibold")
        // A family name takes the weight asked for, as UIFontDescriptor's family attribute does.
        #expect(face("Helvetica Neue", .medium) == "Helvetica Neue/medium")
        #expect(face("avenir next condensed", .bold) == "Avenir Next Condensed/bold")
        // Full names, as apps also pass them to UIFont(name:).
        #expect(face("Avenir Next Demi Bold") == "Avenir Next/semibold")
        #expect(face("Helvetica Neue Light Italic") == "Helvetica Neue/light/italic")
        #expect(face("Times New Roman Bold") == "Times New Roman/bold")
        #expect(face("Avenir Medium") == "Avenir/medium")
        #expect(face("Avenir Next Condensed Demi Bold") == "Avenir Next Condensed/semibold")
        // Names iOS has no face for give nil, as UIFont(name:) does.
        #expect(face("Helvetica Wide") == nil)
        #expect(face("Helvetica-Wide") == nil)
        #expect(face("Baskerville") == nil)
        #expect(face("") == nil)
        #expect(face("-Bold") == nil)
    }

    @Test func theEngineMeasuresThemInTheirStandIns() throws {
        // The font keeps the iOS family (for its line box); the stand-in is chosen when shaping.
        #expect(engine.font(iOSName: "HelveticaNeue-Bold", pointSize: 17)
                == Font(family: .named("Helvetica Neue"), weight: .bold, pointSize: 17))
        #expect(engine.font(iOSName: "TimesNewRomanPS-ItalicMT", pointSize: 12)
                == Font(family: .named("Times New Roman"), pointSize: 12, isItalic: true))
        #expect(engine.font(iOSName: "Menlo", pointSize: 11, weight: .bold)
                == Font(family: .named("Menlo"), weight: .bold, pointSize: 11))
        #expect(engine.font(iOSName: "AvenirNext-Medium", pointSize: 15)
                == Font(family: .named("Avenir Next"), weight: .medium, pointSize: 15))
        #expect(IOSFonts.families.first { $0.name == "Helvetica Neue" }?.substitutionNote
                == "Helvetica Neue → Liberation Sans (stand-in; widths within 5% (regular −4.4%, light +4.5% on two labels))")
        #expect(IOSFonts.families.first { $0.name == "Menlo" }?.substitutionNote == "Menlo → DejaVu Sans Mono (metric-compatible)")
    }

    /// Courier New: tinode/ios, Tinodios/Base.lproj/Main.storyboard (blob
    /// 8cbcd1bca1faf9d24cfca66cfbf916d422464d1c), label 71p-KF-hSv "1.0.0 (222)", CourierNewPSMT
    /// 17 pt on an @3x device, stored 112.333 wide: 11 × 1229/2048 × 17 = 112.218 → 337/3.
    /// CourierNewPS-BoldMT: getsentry/sentry-cocoa, Samples/SessionReplay-CameraTest/Resources/
    /// Base.lproj/Main.storyboard (blob 8f49a1813ceedac54ae95bf87429931f3f12cad4), label
    /// 5r7-mb-ufO "BACKGROUND", 30 pt, @3x, stored 180.333: 10 × 1229/2048 × 30 = 180.029 → 541/3.
    @Test func courierNewIsMetricCompatible() throws {
        #expect(abs(try labelWidth("1.0.0 (222)", "CourierNewPSMT", 17, scale: 3) - 112.333) <= 1.0 / 3)
        #expect(abs(try labelWidth("BACKGROUND", "CourierNewPS-BoldMT", 30, scale: 3) - 180.333) <= 1.0 / 3)
        #expect(abs(try labelWidth("1.0.0 (222)", "Courier", 17, scale: 3) - 112.333) <= 1.0 / 3)
    }

    /// Helvetica: owntracks/ios, OwnTracks/OwnTracks/Base.lproj/Storyboard.storyboard (blob
    /// d7039c0e0ef9daa9d14904c4d1c3f44ee6eea6e1), label OIH-xB-QZe "Subtitle", Helvetica 14 pt,
    /// @3x, stored 47 wide: Helvetica's widths (S 667, u 556, b 556, t 278, i 222, t 278, l 222,
    /// e 556 per 1000) sum to 3335 → 46.69 → 141/3 = 47. Arial has the same widths.
    @Test func helveticaAndArialAreMetricCompatible() throws {
        #expect(abs(try labelWidth("Subtitle", "Helvetica", 14, scale: 3) - 47) <= 1.0 / 3)
        #expect(abs(try labelWidth("Subtitle", "ArialMT", 14, scale: 3) - 47) <= 1.0 / 3)
    }

    /// Times and Times New Roman: no intrinsic-width label in the public files searched, so
    /// Adobe's Times-Roman and Times-Italic metrics (AFM) stand for Xcode's: 'n' 500 in both, 'm'
    /// 778 roman and 722 italic per 1000. "nmnm" at 20 pt: 2 × (500 + 778)/1000 × 20 = 51.12
    /// roman, 2 × (500 + 722)/1000 × 20 = 48.88 italic; @2x rounds them to 51.5 and 49.
    @Test func timesIsMetricCompatibleUprightAndItalic() throws {
        #expect(abs(try labelWidth("nmnm", "TimesNewRomanPSMT", 20, scale: 2) - 51.5) <= 0.5)
        #expect(abs(try labelWidth("nmnm", "TimesNewRomanPS-ItalicMT", 20, scale: 2) - 49) <= 0.5)
        #expect(abs(try labelWidth("nmnm", "Times-Roman", 20, scale: 2) - 51.5) <= 0.5)
    }

    /// Menlo: no intrinsic-width label in the public files searched. Menlo was derived from
    /// DejaVu Sans Mono and keeps its advance, 1233/2048 em for every glyph: "let x = 1" at
    /// 13 pt is 9 × 1233/2048 × 13 = 70.44 → 141/2 = 70.5 on @2x, in regular and bold alike.
    @Test func menloIsMetricCompatible() throws {
        #expect(abs(try labelWidth("let x = 1", "Menlo-Regular", 13, scale: 2) - 70.5) <= 0.5)
        #expect(abs(try labelWidth("let x = 1", "Menlo-Bold", 13, scale: 2) - 70.5) <= 0.5)
    }

    /// Line boxes where the stand-in's is not the iOS font's, from threema-ch/threema-ios,
    /// Threema/Onboarding/CreateID.storyboard (blob 6266c9b5458018605bd50c3bc1446ab0cbe0d884,
    /// @3x): system buttons (VK4-qi-068 "Cancel") in HelveticaNeue-Light 14 pt stored 29 tall,
    /// a 17 pt title and UIKit's 6 + 6 insets: (952 + 213 + 28)/1000 × 14 = 16.70 → 51/3 = 17,
    /// where Liberation Sans's own box gives 15.64 → 16. Label fmh-jR-pDd "ID Backup" in Courier
    /// 17 pt, stored 17 tall: 1 em. Courier New keeps Liberation Mono's 2320/2048 em: 19.258 →
    /// 58/3 at 17 pt, as tinode's label 71p-KF-hSv is stored (19.333).
    @Test func lineBoxesAreTheIOSFonts() throws {
        func height(_ name: String, _ size: Double) throws -> Double {
            let font = try #require(engine.font(iOSName: name, pointSize: size))
            return try engine.measure(TextRequest("Cancel", font: font)).ceiledSize(scale: 3).height
        }
        #expect(abs(try height("HelveticaNeue-Light", 14) - 17) < 1e-9)
        #expect(abs(try height("Courier", 17) - 17) < 1e-9)
        #expect(abs(try height("CourierNewPSMT", 17) - 58.0 / 3) < 1e-9)
        // Helvetica with its line gap: (1854 + 434 + 67)/2048 × 14 = 16.10 → 49/3 on @3x, as owntracks/ios's
        // label OIH-xB-QZe "Subtitle" is stored (Storyboard.storyboard, blob
        // d7039c0e0ef9daa9d14904c4d1c3f44ee6eea6e1: 16.333); 13 pt: 14.95 → 15, as element-hq/element-ios's
        // "-" (29y-MK-OWH, Riot/Modules/MatrixKit/Controllers/MXKCallViewController.xib, blob
        // 52d4fc0edd435f23560e8e5036237cf48027164c) is stored.
        #expect(abs(try height("Helvetica", 14) - 49.0 / 3) < 1e-9)
        #expect(abs(try height("Helvetica", 13) - 15) < 1e-9)
        let metrics = try engine.metrics(of: try #require(engine.font(iOSName: "HelveticaNeue", pointSize: 100)))
        #expect(abs(metrics.ascender - 95.2) < 1e-3 && abs(metrics.descender + 24.1) < 1e-3, "\(metrics)")
    }

    /// Helvetica Neue (stand-in Liberation Sans, within 5%): owntracks/ios, OwnTracks/OwnTracks/
    /// Base.lproj/Storyboard.storyboard (blob d7039c0e0ef9daa9d14904c4d1c3f44ee6eea6e1), label
    /// 6AN-cF-srI "11:30 PM", HelveticaNeue 10 pt, stored 44; Yalantis/Koloda, Example/Koloda/
    /// Base.lproj/Main.storyboard (blob 77e53603838f46785fe3cd873b743897f4ee9194), label
    /// HWg-0g-9Qs "New in Gallery", HelveticaNeue-Light 18 pt, stored 112.
    @Test func helveticaNeueIsWithinFivePercent() throws {
        let regular = try labelWidth("11:30 PM", "HelveticaNeue", 10, scale: 3)
        let light = try labelWidth("New in Gallery", "HelveticaNeue-Light", 18, scale: 2)
        #expect(abs(regular / 44 - 1) <= 0.05, "\(regular)")
        #expect(abs(light / 112 - 1) <= 0.05, "\(light)")
    }

    /// Avenir Next (stand-in Manrope, within 1%): GitHawkApp/GitHawk, Classes/Login/
    /// OauthLogin.storyboard (blob 70b3c8225575db8a75cc77b9c32aefc4b3efe5dd), label Cfb-Yp-akO
    /// "Welcome to GitHawk", centred, AvenirNext-DemiBold 28 pt on @2x, stored 276.
    @Test func avenirNextIsWithinOnePercent() throws {
        let width = try labelWidth("Welcome to GitHawk", "AvenirNext-DemiBold", 28, scale: 2)
        #expect(abs(width / 276 - 1) <= 0.01, "\(width)")
    }

    /// Gill Sans (stand-in Liberation Sans, within 7%): LeoNatan/LNPopupController,
    /// LNPopupControllerExample/LNPopupControllerExample/TestingScene/Base.lproj/Main.storyboard
    /// (blob 6d59ce7d4242d3734bcd19f160d0df981ebc22c7), label egj-1g-EKA "1234", centred,
    /// GillSans-Bold 112 pt on @3x, stored 266.333.
    @Test func gillSansIsWithinSevenPercent() throws {
        let width = try labelWidth("1234", "GillSans-Bold", 112, scale: 3)
        #expect(abs(width / 266.333 - 1) <= 0.07, "\(width)")
    }

    /// Futura (stand-in Liberation Sans, within 1.5%): SwiftKickMobile/SwiftMessages,
    /// Demo/Demo/TacoDialogView.xib (blob af7e8d3b8d66f69e772749261727184f20a0829d), button
    /// rVu-Ei-t6A "Get Tacos", Futura-Medium 15 pt on @2x, stored 84 wide with content insets
    /// of 8 each side: its title is 84 − 16 = 68.
    @Test func futuraIsWithinOneAndAHalfPercent() throws {
        let width = try labelWidth("Get Tacos", "Futura-Medium", 15, scale: 2)
        #expect(abs(width / 68 - 1) <= 0.015, "\(width)")
    }

    /// The families with no stored frame found still measure in their stand-ins (not the
    /// system font, not an error): Georgia, the condensed families and PingFang's Latin.
    @Test func theOtherFamiliesMeasureInTheirStandIns() throws {
        for name in ["Georgia", "AvenirNextCondensed-DemiBold", "Futura-CondensedMedium", "HelveticaNeue-CondensedBold",
                     "PingFangSC-Regular", "Avenir-Heavy"] {
            let font = try #require(engine.font(iOSName: name, pointSize: 17))
            #expect(font.family != .system, "\(name)")
            #expect(try engine.measure(TextRequest("Settings", font: font)).width > 0, "\(name)")
        }
        // The condensed stand-in is narrower than the regular one, as the condensed faces are.
        let narrow = try labelWidth("Settings", "AvenirNextCondensed-Regular", 17, scale: 2)
        let wide = try labelWidth("Settings", "AvenirNext-Regular", 17, scale: 2)
        #expect(narrow < wide * 0.9)
    }

    /// An unknown name is an error that lists what exists: the app's family and PostScript
    /// names first, then the pinned families and the iOS families.
    @Test func anUnknownFontListsTheNamesThatExist() throws {
        let noto = "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"
        let engine = try TextLayoutEngine(projectFonts: try ProjectFonts(files: [noto]))
        #expect(engine.knownFontNames.prefix(2) == ["Noto Serif", "NotoSerif-Bold"])
        do {
            _ = try engine.measure(TextRequest("a", font: Font(family: .named("Lato-Bold"), pointSize: 17)))
            Issue.record("measured an unknown font")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix("unknown font 'Lato-Bold':"), "\(text)")
            #expect(text.contains("known: Noto Serif, NotoSerif-Bold, Inter, Liberation Sans"), "\(text)")
            #expect(text.contains("Helvetica Neue"), "\(text)")
        }
    }
}
