/// Fonts: what a caller asks for, and the pinned font files that answer.
import LayoutTypes

/// A font family: the system font (SF Pro on iOS, the pinned stand-in here) or a pinned family by name.
public enum FontFamily: Sendable, Hashable, Codable {
    case system
    case named(String)

    /// The family for a name found in iOS code or a xib: the names of the iOS system font
    /// (`System`, `.SFUI-Regular`, `.AppleSystemUIFont`, `SF Pro Text`, …) give `.system`; a
    /// pinned family (any case) gives `.named`, and so does a font iOS ships (`Helvetica Neue`,
    /// `Menlo-Bold`: its iOS family, measured in its stand-in, `IOSFonts`); anything else is nil, for the caller to report
    /// or substitute knowingly (no silent fallback here).
    public init?(iOSName name: String) {
        let lowered = name.lowercased()
        let systemPrefixes = ["system", ".sfui", ".sf ns", ".applesystemui", "sf pro", "sfpro", "sf-pro", "sf ui", "sfui"]
        if systemPrefixes.contains(where: { lowered.hasPrefix($0) }) {
            self = .system
        } else if let pinned = PinnedFonts.families.first(where: { $0.lowercased() == lowered }) {
            self = .named(pinned)
        } else if let face = IOSFonts.face(named: name) {
            self = .named(face.family.name)
        } else {
            return nil
        }
    }
}

/// A font as UIKit code describes it: family, weight, slant and point size.
public struct Font: Sendable, Hashable, Codable {
    public var family: FontFamily
    public var weight: FontWeight
    public var pointSize: Double
    /// An italic face (`TimesNewRomanPS-ItalicMT`, an app's `Lato-Italic`): italics set narrower
    /// than their romans. The system font stays upright (its stand-in has no italic).
    public var isItalic: Bool

    public init(family: FontFamily = .system, weight: FontWeight = .regular, pointSize: Double, isItalic: Bool = false) {
        self.family = family
        self.weight = weight
        self.pointSize = pointSize
        self.isItalic = isItalic
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(family: .system, weight: weight, pointSize: size)
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` for a content size category.
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large,
                                 emphasized: Bool = false) -> Font {
        let spec = DynamicType.spec(style, category)
        return Font(family: .system, weight: emphasized ? style.emphasizedWeight : spec.weight,
                    pointSize: spec.pointSize)
    }
}

/// One pinned font file and the Debian package that installs it.
public struct PinnedFontFile: Sendable, Hashable {
    public let path: String
    public let debianPackage: String
}

/// The only fonts TextLayout ever sees, named in this one place. They are loaded into a
/// private fontconfig configuration, so fonts installed elsewhere on the machine cannot
/// change a measurement or a pixel.
public enum PinnedFonts {
    /// The stand-in for SF Pro Text (`FontFamily.system` below 20 points): Inter's outlines with
    /// San Francisco's fitted widths (`SystemFontFaces`, derived from the Inter files below).
    public static let systemFamily = SystemFontFaces.textFamily
    /// The same for SF Pro Display, from 20 points (where iOS switches to it).
    public static let systemDisplayFamily = SystemFontFaces.displayFamily

    /// The system font's family at a point size.
    public static func systemFamily(pointSize: Double) -> String {
        pointSize >= 20 ? systemDisplayFamily : systemFamily
    }

    /// The outlines' own family, pinned and nameable (`FontFamily.named("Inter")`).
    static let interFamily = "Inter"
    static let interDirectory = "/usr/share/fonts/opentype/inter/"

    /// Fallback order after the requested family. Pango tries these in order for characters
    /// the requested family lacks: Latin extras, Arabic, Hebrew, Thai, Devanagari, then CJK.
    public static let fallbackFamilies = [
        "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai",
        "Noto Sans Devanagari", "WenQuanYi Micro Hei",
    ]

    /// Every family a `FontFamily.named` may use: Inter's, the fallbacks' and the stand-ins for
    /// the fonts iOS ships (`IOSFonts`).
    public static var families: [String] { [interFamily] + IOSFonts.standInFamilies + fallbackFamilies }

    /// What fills in after any primary family: Inter (the system font's outlines), then the
    /// fallbacks. The iOS stand-ins are never fallbacks, so they change no other family's text.
    static var fallbackChain: [String] { [interFamily] + fallbackFamilies }

    private static let inter = interDirectory
    private static let noto = "/usr/share/fonts/truetype/noto/"

    /// The pinned files, in a fixed order (also the order of the version stamp's hashes).
    public static let files: [PinnedFontFile] = {
        var files: [PinnedFontFile] = []
        for weight in ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"] {
            files.append(PinnedFontFile(path: inter + "Inter-\(weight).otf", debianPackage: "fonts-inter"))
        }
        for family in ["NotoSans", "NotoSansArabic", "NotoSansHebrew", "NotoSansThai", "NotoSansDevanagari"] {
            for weight in ["Regular", "Bold"] {
                files.append(PinnedFontFile(path: noto + "\(family)-\(weight).ttf", debianPackage: "fonts-noto-core"))
            }
        }
        files.append(PinnedFontFile(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
                                    debianPackage: "fonts-wqy-microhei"))
        return files + iOSStandInFiles
    }()

    /// The comma-separated Pango family list for a font: the requested family first, then the
    /// fallbacks. Throws for a family that is not pinned, rather than silently substituting.
    static func pangoFamilyList(_ family: FontFamily, pointSize: Double, alsoAvailable: [String] = []) throws -> String {
        let primary: String
        switch family {
        case .system:
            primary = systemFamily(pointSize: pointSize)
        case .named(let name):
            guard let match = families.first(where: { $0.lowercased() == name.lowercased() })
                    ?? IOSFonts.face(named: name)?.family.standIn else {
                throw TextLayoutError.unknownFontFamily(name, available: alsoAvailable + families + IOSFonts.familyNames)
            }
            primary = match
        }
        return ([primary] + fallbackChain.filter { $0 != primary }).joined(separator: ",")
    }
}
