import Testing
import LayoutTypes
@testable import TextLayout

/// Dynamic Type table lookups, checked against cells of facts §11 (Apple HIG) read by hand.
@Suite struct DynamicTypeTests {
    @Test func defaultCategoryCells() {
        // §11, column "Large (default)".
        #expect(DynamicType.spec(.largeTitle, .large) == DynamicTypeSpec(pointSize: 34, leading: 41, weight: .regular))
        #expect(DynamicType.spec(.body, .large) == DynamicTypeSpec(pointSize: 17, leading: 22, weight: .regular))
        #expect(DynamicType.spec(.headline, .large) == DynamicTypeSpec(pointSize: 17, leading: 22, weight: .semibold))
        #expect(DynamicType.spec(.caption2, .large) == DynamicTypeSpec(pointSize: 11, leading: 13, weight: .regular))
        #expect(DynamicType.spec(.subheadline, .large).pointSize == 15)
        #expect(DynamicType.spec(.footnote, .large).leading == 18)
    }

    @Test func cornersOfTheTable() {
        // §11: first and last columns of the two tables.
        #expect(DynamicType.spec(.largeTitle, .extraSmall).pointSize == 31)
        #expect(DynamicType.spec(.caption2, .extraSmall).pointSize == 11)
        #expect(DynamicType.spec(.title3, .extraExtraExtraLarge) == DynamicTypeSpec(pointSize: 26, leading: 32, weight: .regular))
        #expect(DynamicType.spec(.subheadline, .extraExtraExtraLarge).leading == 28)
        #expect(DynamicType.spec(.largeTitle, .accessibilityExtraExtraExtraLarge) == DynamicTypeSpec(pointSize: 60, leading: 70, weight: .regular))
        #expect(DynamicType.spec(.body, .accessibilityMedium).pointSize == 28)
        #expect(DynamicType.spec(.callout, .accessibilityExtraExtraExtraLarge).pointSize == 51)
        #expect(DynamicType.spec(.caption2, .accessibilityExtraExtraExtraLarge) == DynamicTypeSpec(pointSize: 40, leading: 48, weight: .regular))
        // facts §14, item 10: body runs 14 → 53 pt from xSmall to AX5.
        #expect(DynamicType.spec(.body, .extraSmall).pointSize == 14)
        #expect(DynamicType.spec(.body, .accessibilityExtraExtraExtraLarge).pointSize == 53)
    }

    @Test func wholeTableShape() {
        // Properties of the published table: no style below 11 pt (§11), sizes never shrink as
        // the category grows, leading is always at least the size, and headline = body in size.
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(TextStyle.allCases.count == 11)
        for style in TextStyle.allCases {
            var previous = 0.0
            for category in ContentSizeCategory.allCases {
                let spec = DynamicType.spec(style, category)
                #expect(spec.pointSize >= 11, "\(style) \(category)")
                #expect(spec.pointSize >= previous, "\(style) \(category)")
                #expect(spec.leading >= spec.pointSize, "\(style) \(category)")
                #expect(DynamicType.spec(.headline, category).pointSize == DynamicType.spec(.body, category).pointSize)
                previous = spec.pointSize
            }
        }
    }

    @Test func weightsAndEmphasis() {
        // §11: Headline is Semibold, the rest Regular; emphasized is Bold for Large Title and
        // Title 1–3 and Semibold for the rest.
        #expect(Font.preferred(.headline) == Font(family: .system, weight: .semibold, pointSize: 17))
        #expect(Font.preferred(.body, category: .extraLarge) == Font(family: .system, weight: .regular, pointSize: 19))
        #expect(Font.preferred(.title2, emphasized: true).weight == .bold)
        #expect(Font.preferred(.footnote, emphasized: true).weight == .semibold)
    }

    @Test func fontMetricsScaling() {
        // Scaling by the style's size ratio: body is 17 at Large and 23 at xxxLarge, so 17 → 23
        // exactly, 10 → 10 × 23 / 17, and Large is the identity.
        #expect(DynamicType.scaledValue(17, category: .extraExtraExtraLarge) == 23)
        #expect(DynamicType.scaledValue(10, category: .extraExtraExtraLarge) == 10.0 * 23 / 17)
        #expect(DynamicType.scaledValue(12.5, category: .large) == 12.5)
        // Title 1: 28 at Large, 58 at AX5: 14 → 29.
        #expect(DynamicType.scaledValue(14, style: .title1, category: .accessibilityExtraExtraExtraLarge) == 29)
        let custom = Font(family: .named("Inter"), weight: .medium, pointSize: 34)
        let scaled = DynamicType.scaledFont(custom, category: .accessibilityExtraExtraExtraLarge, maximumPointSize: 80)
        // 34 × 53 / 17 = 106, capped at 80; family and weight kept.
        #expect(scaled == Font(family: .named("Inter"), weight: .medium, pointSize: 80))
    }

    @Test func uiKitNames() {
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryL") == .large)
        #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(TextStyle(name: "UICTFontTextStyleSubhead") == .subheadline)
        #expect(TextStyle(name: "caption1") == .caption1)
        for category in ContentSizeCategory.allCases { #expect(ContentSizeCategory(name: category.uiKitName) == category) }
        for style in TextStyle.allCases { #expect(TextStyle(name: style.uiKitName) == style) }
    }
}
