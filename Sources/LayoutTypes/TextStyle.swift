// Fonts' vocabulary shared by layout, text measurement and the screen model: weights, Dynamic
// Type styles, content size categories, and Apple's table of sizes (facts §11) in one place.

/// An enum whose cases are named both in Swift (`rawValue`) and by a UIKit raw value.
public protocol UIKitNamed: RawRepresentable<String>, CaseIterable {
    var uiKitName: String { get }
}

extension UIKitNamed {
    /// Accepts the Swift case name (`accessibilityLarge`, `subheadline`) or UIKit's raw value.
    public init?(name: String) {
        if let value = Self(rawValue: name) {
            self = value
        } else if let value = Self.allCases.first(where: { $0.uiKitName == name }) {
            self = value
        } else {
            return nil
        }
    }
}

/// A font weight with UIKit's names (`UIFont.Weight`), mapped to OpenType weight classes.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType `usWeightClass` (and Pango weight) this weight selects. UIKit's
    /// `thin` is lighter than `ultraLight` in SF Pro's naming, so Thin = 100, UltraLight = 200.
    public var openTypeWeight: Int {
        switch self {
        case .thin: return 100
        case .ultraLight: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// `UIContentSizeCategory`, smallest to largest.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable, Comparable, UIKitNamed {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// UIKit's raw value (`UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL"`).
    public var uiKitName: String {
        switch self {
        case .extraSmall: return "UICTContentSizeCategoryXS"
        case .small: return "UICTContentSizeCategoryS"
        case .medium: return "UICTContentSizeCategoryM"
        case .large: return "UICTContentSizeCategoryL"
        case .extraLarge: return "UICTContentSizeCategoryXL"
        case .extraExtraLarge: return "UICTContentSizeCategoryXXL"
        case .extraExtraExtraLarge: return "UICTContentSizeCategoryXXXL"
        case .accessibilityMedium: return "UICTContentSizeCategoryAccessibilityM"
        case .accessibilityLarge: return "UICTContentSizeCategoryAccessibilityL"
        case .accessibilityExtraLarge: return "UICTContentSizeCategoryAccessibilityXL"
        case .accessibilityExtraExtraLarge: return "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibilityExtraExtraExtraLarge: return "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// Position in `allCases`, smallest first: the column of the HIG table, and the order
    /// UIKit's `<` compares categories in.
    public var column: Int {
        switch self {
        case .extraSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .extraLarge: return 4
        case .extraExtraLarge: return 5
        case .extraExtraExtraLarge: return 6
        case .accessibilityMedium: return 7
        case .accessibilityLarge: return 8
        case .accessibilityExtraLarge: return 9
        case .accessibilityExtraExtraLarge: return 10
        case .accessibilityExtraExtraExtraLarge: return 11
        }
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.column < b.column }
}

/// `UIFont.TextStyle`, largest to smallest.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable, UIKitNamed {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// UIKit's raw value (`UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody"`).
    public var uiKitName: String {
        switch self {
        case .largeTitle: return "UICTFontTextStyleTitle0"
        case .title1: return "UICTFontTextStyleTitle1"
        case .title2: return "UICTFontTextStyleTitle2"
        case .title3: return "UICTFontTextStyleTitle3"
        case .headline: return "UICTFontTextStyleHeadline"
        case .body: return "UICTFontTextStyleBody"
        case .callout: return "UICTFontTextStyleCallout"
        case .subheadline: return "UICTFontTextStyleSubhead"
        case .footnote: return "UICTFontTextStyleFootnote"
        case .caption1: return "UICTFontTextStyleCaption1"
        case .caption2: return "UICTFontTextStyleCaption2"
        }
    }

    /// Size at the default (Large) category.
    public var defaultSize: Double { DynamicType.spec(self, .large).pointSize }

    /// The weight of the style's regular variant: Headline is Semibold, every other style Regular.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The weight of the emphasized variant (`.traitBold`): Bold for Large Title and Title 1–3,
    /// Semibold for the rest (facts §11).
    public var emphasizedWeight: FontWeight {
        switch self {
        case .largeTitle, .title1, .title2, .title3: return .bold
        default: return .semibold
        }
    }

    /// The HIG row: (size, leading) for each category in `ContentSizeCategory` order.
    var row: [(size: Double, leading: Double)] {
        switch self {
        case .largeTitle:
            return [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                    (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title1:
            return [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
                    (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2:
            return [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
                    (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
        case .title3:
            return [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
                    (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .headline, .body:
            return [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                    (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .callout:
            return [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
                    (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
        case .subheadline:
            return [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                    (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote:
            return [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                    (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption1:
            return [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                    (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        case .caption2:
            return [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                    (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
        }
    }
}

/// One cell of the Dynamic Type table.
public struct DynamicTypeSpec: Sendable, Hashable {
    public let pointSize: Double
    /// The HIG's design leading. UILabel lays text out with the font's own line height,
    /// not this value; it is here for callers that set an explicit line height.
    public let leading: Double
    public let weight: FontWeight

    public init(pointSize: Double, leading: Double, weight: FontWeight) {
        self.pointSize = pointSize; self.leading = leading; self.weight = weight
    }
}

/// Dynamic Type: Apple's published text-style sizes per content size category, and the
/// scaling of custom sizes that `UIFontMetrics` performs.
///
/// Source: facts §11 (Apple HIG, Typography → Specifications, cross-checked
/// against ADUtils' `DynamicFont.swift`).
public enum DynamicType {
    /// The HIG cell for a style at a category.
    public static func spec(_ style: TextStyle, _ category: ContentSizeCategory) -> DynamicTypeSpec {
        // `row` has exactly one entry per category (12), and `column` is 0...11.
        let cell = style.row[category.column]
        return DynamicTypeSpec(pointSize: cell.size, leading: cell.leading, weight: style.weight)
    }

    /// `UIFontMetrics(forTextStyle: style).scaledValue(for: value, compatibleWith: category)`.
    ///
    /// Assumption (facts §11 has the table, not the formula): the value scales by the ratio of
    /// the style's size at `category` to its size at the default category (Large), with no
    /// rounding and no floor — e.g. body at xxxLarge scales 10 pt to 10 × 23/17 ≈ 13.53 pt.
    /// `UIFontMetrics.default` is the body style.
    public static func scaledValue(_ value: Double, style: TextStyle = .body,
                                   category: ContentSizeCategory) -> Double {
        value * spec(style, category).pointSize / spec(style, .large).pointSize
    }
}

/// SF Pro's vertical metrics, shared by text measurement (which lays them over the stand-in
/// font) and by `UIFont.ascender`/`descender`/`lineHeight` for the system font.
public enum SFProMetrics {
    /// The `hhea` ascender and descender (positive, below the baseline), 1950 and 494 of 2048
    /// units: `systemFont(ofSize: 17)` has ascender 16.1865234375, descender −4.1005859375
    /// and lineHeight 20.287109375.
    public static let ascender = 1950.0 / 2048
    public static let descender = 494.0 / 2048
}
