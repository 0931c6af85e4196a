import Testing
@testable import LayoutCheck
@testable import Localization

/// Every @integer and @decimal sample CLDR lists for every locale (PluralSamplesData, generated
/// from CLDR's plurals.json next to the rules) must fall in the category CLDR lists it under.
/// The samples are CLDR's own; ranges (`2~16`, `0.00~0.04`) are expanded here by counting in
/// steps of the last written digit, and `…` (more exist) is skipped.
@Suite struct PluralRulesTests {
    /// Expands `a~b` into every number between with a's fraction digits; other items stay as written.
    static func expand(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "…" }
            .flatMap { item -> [String] in
                let bounds = item.split(separator: "~").map(String.init)
                guard bounds.count == 2 else { return [item] }
                let digits = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
                func scaled(_ s: String) -> Int { Int(s.replacingOccurrences(of: ".", with: "")) ?? 0 }
                let low = scaled(bounds[0]), high = scaled(bounds[1])
                guard low <= high else { return [] }
                return (low...high).map { k in
                    guard digits > 0 else { return String(k) }
                    var text = String(k)
                    if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
                    text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
                    return text
                }
            }
    }

    @Test func everyGeneratedRuleParses() {
        #expect(PluralRules.allRulesParse)
        #expect(PluralRules.cldrVersion == PluralSamplesData.cldrVersion)
    }

    @Test func everyCLDRSampleHasItsCategory() {
        var integers = 0, decimals = 0, locales = Set<String>()
        var wrong: [String] = []
        for (locale, category, integerSamples, decimalSamples) in PluralSamplesData.samples {
            locales.insert(locale)
            for (list, isDecimal) in [(integerSamples, false), (decimalSamples, true)] {
                for sample in Self.expand(list) {
                    if isDecimal { decimals += 1 } else { integers += 1 }
                    guard let operands = PluralOperands(sample) else { wrong.append("\(locale) \(sample): unparsed"); continue }
                    let got = PluralRules.category(operands, locale: locale)
                    if got != category { wrong.append("\(locale) \(sample): \(got) ≠ \(category)") }
                }
            }
        }
        print("CLDR \(PluralSamplesData.cldrVersion) plural samples: \(integers) integer and \(decimals) decimal "
              + "samples over \(locales.count) locales, \(wrong.count) wrong")
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        #expect(integers > 1000 && decimals > 1000 && locales.count > 200)
    }

    @Test func operandsFollowTR35Examples() {
        // TR35's operand table: 1.50 → i 1, v 2, w 1, f 50, t 5; 1.2c3 → i 1200, v 0, e 3.
        #expect(PluralOperands("1.50") == PluralOperands(i: 1, v: 2, w: 1, f: 50, t: 5, e: 0))
        #expect(PluralOperands("1.2c3") == PluralOperands(i: 1200, v: 0, w: 0, f: 0, t: 0, e: 3))
        #expect(PluralOperands("1.0000001c6") == PluralOperands(i: 1_000_000, v: 1, w: 1, f: 1, t: 1, e: 6))
        #expect(PluralOperands("1..2") == nil && PluralOperands("") == nil && PluralOperands("1.") == nil)
    }

    @Test func issueCasesAndRegionVariants() {
        // The cases issue 14 names, read off CLDR's rules: fr/pt 1,000,000 is many; pt-PT 0 is
        // other (pt's "i = 0..1" is Brazilian); cs 2–4 few; ca/es/it 1,000,000 many; hi 0 one.
        #expect(PluralCategory.forCount(1_000_000, language: "fr") == .many)
        #expect(PluralCategory.forCount(1_000_000, language: "pt") == .many)
        #expect(PluralCategory.forCount(0, language: "pt") == .one)
        #expect(PluralCategory.forCount(0, language: "pt-PT") == .other)
        #expect(PluralCategory.forCount(0, language: "pt_PT") == .other)
        #expect(PluralCategory.forCount(3, language: "cs") == .few)
        #expect(PluralCategory.forCount(1_000_000, language: "es-419") == .many)
        #expect(PluralCategory.forCount(0, language: "hi") == .one)
        #expect(PluralCategory.forCount(2, language: "xx") == .other)
        #expect(PluralCategory.forCount(1, language: "xx") == .one)
    }
}

extension PluralOperands {
    init(i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64, e: Int) {
        self.init(0)
        self.i = i; self.v = v; self.w = w; self.f = f; self.t = t; self.e = e
    }
}
