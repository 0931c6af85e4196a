// UIFont beyond the system and text-style fonts, UIFontDescriptor's traits, UIFontMetrics, and
// the attributed-string names UILabel reads.

public typealias NSParagraphStyle = ParagraphStyle
public typealias NSMutableParagraphStyle = MutableParagraphStyle

extension ParagraphStyle {
    public typealias LineBreakStrategy = AutoLayout.LineBreakStrategy
}

extension NSAttributedString.Key {
    /// UIKit's attribute names, with UIKit's raw values (what `Label` reads).
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
}

/// NSUnderlineStyle, for `.underlineStyle: NSUnderlineStyle.single.rawValue`.
public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension Label {
    public typealias LineBreakStrategy = AutoLayout.LineBreakStrategy
}

extension FontWeight {
    /// `UIFont.Weight.rawValue`: UIKit's numbers, −0.8 (ultraLight) to 0.62 (black).
    public var uiKitValue: Double {
        switch self {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }
}

extension Font {
    public typealias Width = FontWidth

    /// UIFont(name:size:): an app font by PostScript or family name (the project's `fonts:`,
    /// `FontNames`), a family the text engine ships, one of iOS's own families (those in
    /// `IOSFonts` measured in their stand-ins; others only if the project ships them, otherwise
    /// the measurement reports it), or the system font's private names. Any other name gives
    /// nil, as on iOS.
    public init?(name fontName: String, size fontSize: Double) {
        if let face = FontNames.face(named: fontName) {
            self.init(family: fontName, size: fontSize, weight: face.weight)
            traits.isItalic = face.isItalic
            return
        }
        if !Self.isSystemFontName(fontName), let face = IOSFonts.face(named: fontName) {
            // A font iOS ships: the weight and slant its PostScript name carries (`Avenir-Heavy`).
            self.init(family: fontName, size: fontSize, weight: face.weight)
            traits.isItalic = face.isItalic
            return
        }
        guard Self.isSystemFontName(fontName) || Self.isIOSFamily(fontName) else { return nil }
        self.init(family: fontName, size: fontSize)
    }

    /// UIFont(descriptor:size:): size 0 keeps the descriptor's.
    public init(descriptor: UIFontDescriptor, size: Double) {
        self = descriptor.font
        if size > 0 {
            self.size = size
            textStyle = nil
        }
    }

    /// UIFont.italicSystemFont(ofSize:): measured upright (`FontTraits.isItalic`).
    public static func italicSystemFont(ofSize size: Double) -> Font {
        var font = Font.system(size: size)
        font.traits.isItalic = true
        return font
    }

    /// UIFont.monospacedDigitSystemFont(ofSize:weight:).
    public static func monospacedDigitSystemFont(ofSize size: Double, weight: FontWeight) -> Font {
        var font = Font.system(size: size, weight: weight)
        font.traits.monospacedDigits = true
        return font
    }

    /// UIFont.monospacedSystemFont(ofSize:weight:) (SF Mono): measured in the system font's
    /// stand-in, whose widths are not SF Mono's.
    public static func monospacedSystemFont(ofSize size: Double, weight: FontWeight) -> Font {
        var font = Font.system(size: size, weight: weight)
        font.traits.design = .monospaced
        return font
    }

    /// UIFont.systemFont(ofSize:weight:width:) (iOS 16): the width is kept, not measured.
    public static func systemFont(ofSize size: Double, weight: FontWeight, width: FontWidth) -> Font {
        var font = Font.system(size: size, weight: weight)
        font.traits.width = width
        return font
    }

    /// UIFont.preferredFont(forTextStyle:compatibleWith:): the trait collection does not fix the size here.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: Any?) -> Font {
        .preferred(style)
    }

    /// UIFont.systemFontSize, labelFontSize, buttonFontSize, smallSystemFontSize.
    public static var systemFontSize: Double { 14 }
    public static var labelFontSize: Double { 17 }
    public static var buttonFontSize: Double { 18 }
    public static var smallSystemFontSize: Double { 12 }

    /// UIFont.fontDescriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// UIFont.familyName: the system font's as iOS 14 and later report it, or the app font's.
    public var familyName: String {
        guard let family else { return ".SF UI Text" }
        return FontNames.face(named: family)?.familyName ?? IOSFonts.face(named: family)?.family.name ?? family
    }

    /// UIFont.fontName: the system font's private name by weight and italic (`.SFUI-Semibold`),
    /// or the app font's PostScript name.
    public var fontName: String {
        guard let family else {
            let weightName = weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst()
            return ".SFUI-" + weightName + (traits.isItalic ? "Italic" : "")
        }
        return FontNames.face(named: family)?.postScriptName ?? family
    }

    /// UIFont.ascender, for the system font (SF Pro's, `SFProMetrics`) or a registered app font.
    public var ascender: Double { pointSize * (emMetrics?.ascender ?? SFProMetrics.ascender) }
    /// UIFont.descender: negative, as in UIKit.
    public var descender: Double { -pointSize * (emMetrics?.descender ?? SFProMetrics.descender) }
    /// UIFont.lineHeight: ascender plus descender (no line gap: SF Pro's is 0).
    public var lineHeight: Double { ascender - descender }
    /// UIFont.leading: SF Pro's line gap, 0.
    public var leading: Double { 0 }

    private var emMetrics: (ascender: Double, descender: Double)? {
        guard let family else { return nil }
        // A font iOS ships has its family's line box, which the measurer registers by family name.
        guard let face = FontNames.face(named: family)
                ?? IOSFonts.face(named: family).flatMap({ FontNames.face(named: $0.family.name) }) else { return nil }
        return (face.ascender, face.descender)
    }

    static func isSystemFontName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return [".sfui", ".sf ui", ".applesystemui", "sf pro", "sfpro", "sf-pro", "system"].contains { lowered.hasPrefix($0) }
    }

    /// iOS's own families (Apple's "Fonts included with iOS" list, the ones apps name most): a
    /// PostScript name counts by its family part (`HelveticaNeue-Bold` → `HelveticaNeue`).
    static let iOSFamilies: Set<String> = [
        "academyengravedlet", "americantypewriter", "applecoloremoji", "applesdgothicneo", "arial", "arialhebrew",
        "arialroundedmtbold", "avenir", "avenirnext", "avenirnextcondensed", "baskerville", "bodoni72", "bradleyhand",
        "chalkboardse", "chalkduster", "charter", "cochin", "copperplate", "couriernew", "courier", "damascus",
        "devanagarisangammn", "didot", "dincondensed", "dinalternate", "euphemiaucas", "futura", "galvji", "geezapro",
        "georgia", "gillsans", "helvetica", "helveticaneue", "hiraginosans", "hoeflertext", "kailasa", "kefa",
        "khmersangammn", "kohinoorbangla", "kohinoordevanagari", "markerfelt", "menlo", "mishafi", "noteworthy",
        "optima", "palatino", "papyrus", "partylet", "pingfanghk", "pingfangsc", "pingfangtc", "rockwell",
        "savoyelet", "snellroundhand", "symbol", "thonburi", "timesnewroman", "trebuchetms", "verdana", "zapfdingbats",
        "zapfino", "newyork", "sfmono", "sfcompact",
    ]

    static func isIOSFamily(_ name: String) -> Bool {
        let family = name.split(separator: "-").first.map(String.init) ?? name
        var key = family.lowercased().filter { $0 != " " }
        // Monotype's PostScript names end in "MT" or "PSMT" (`TimesNewRomanPSMT`, `ArialMT`).
        if key.hasSuffix("mt") { key.removeLast(2) }
        if key.hasSuffix("ps") { key.removeLast(2) }
        return iOSFamilies.contains(key)
    }
}

/// UIFontDescriptor: a font's description, for the symbolic traits and designs code asks for.
public struct UIFontDescriptor: Sendable, Hashable {
    /// UIFontDescriptor.SymbolicTraits.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
    public typealias SystemDesign = FontDesign

    let font: Font

    init(font: Font) { self.font = font }

    /// UIFontDescriptor.preferredFontDescriptor(withTextStyle:).
    public static func preferredFontDescriptor(withTextStyle style: TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferred(style))
    }

    public var pointSize: Double { font.size }

    /// Bold when the weight is semibold or heavier, as UIKit reports the bold trait.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.traits.isItalic { traits.insert(.traitItalic) }
        if font.weight.openTypeWeight >= FontWeight.semibold.openTypeWeight { traits.insert(.traitBold) }
        if font.traits.design == .monospaced { traits.insert(.traitMonoSpace) }
        if font.traits.width == .condensed || font.traits.width == .compressed { traits.insert(.traitCondensed) }
        if font.traits.width == .expanded { traits.insert(.traitExpanded) }
        return traits
    }

    /// UIFontDescriptor.withSymbolicTraits(_:): the traits replace the font's. Bold is the text
    /// style's emphasized weight (facts §11) or bold; without it, the style's own weight or regular.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var f = font
        f.traits.isItalic = traits.contains(.traitItalic)
        if traits.contains(.traitBold) {
            f.weight = f.textStyle?.emphasizedWeight ?? .bold
        } else if symbolicTraits.contains(.traitBold) {
            f.weight = f.textStyle?.weight ?? .regular
        }
        if traits.contains(.traitMonoSpace) { f.traits.design = .monospaced }
        if traits.contains(.traitCondensed) { f.traits.width = .condensed }
        if traits.contains(.traitExpanded) { f.traits.width = .expanded }
        return UIFontDescriptor(font: f)
    }

    /// UIFontDescriptor.withDesign(_:): kept, measured in the system font's stand-in.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        var f = font
        f.traits.design = design
        return UIFontDescriptor(font: f)
    }

    /// UIFontDescriptor.withSize(_:).
    public func withSize(_ size: Double) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(size)) }
}

/// UIFontMetrics: custom fonts and values that grow with Dynamic Type by a text style's ratio
/// (`DynamicType.scaledValue`, Apple's table in facts §11).
public struct UIFontMetrics: Sendable, Hashable {
    public let textStyle: TextStyle

    /// UIFontMetrics(forTextStyle:).
    public init(forTextStyle textStyle: TextStyle) { self.textStyle = textStyle }

    /// UIFontMetrics.default: the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// scaledFont(for:): follows the category of the scenario it is measured in (a label keeps
    /// the first one unless it adjusts for the content size category, as with text styles).
    public func scaledFont(for font: Font) -> Font {
        guard font.textStyle == nil else { return font }
        var scaled = font
        scaled.traits.scaling = FontScaling(style: textStyle)
        return scaled
    }

    /// scaledFont(for:maximumPointSize:): never larger than `maximumPointSize` (0: no cap).
    public func scaledFont(for font: Font, maximumPointSize: Double) -> Font {
        guard font.textStyle == nil else { return font }
        var scaled = font
        scaled.traits.scaling = FontScaling(style: textStyle, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        return scaled
    }

    /// scaledFont(for:compatibleWith:) with a category: scaled for that category, whatever the scenario's.
    public func scaledFont(for font: Font, compatibleWith category: ContentSizeCategory) -> Font {
        guard font.textStyle == nil else { return font }
        var scaled = font
        scaled.traits.scaling = FontScaling(style: textStyle, category: category)
        return scaled
    }

    /// scaledValue(for:): for the category of the scenario being built (`UIFontMetrics.currentCategory`).
    public func scaledValue(for value: Double) -> Double {
        DynamicType.scaledValue(value, style: textStyle, category: Self.currentCategory)
    }

    /// scaledValue(for:compatibleWith:) with a category.
    public func scaledValue(for value: Double, compatibleWith category: ContentSizeCategory) -> Double {
        DynamicType.scaledValue(value, style: textStyle, category: category)
    }

    /// The category `scaledValue(for:)` scales for while views are built: Large unless the
    /// builder sets it (`UIFontMetrics.$currentCategory.withValue(scenario's) { … }`), as
    /// UIKit's current trait collection does.
    @TaskLocal public static var currentCategory: ContentSizeCategory = .large
}
