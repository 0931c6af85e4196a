import Foundation
import Testing
@testable import LayoutCheck
@testable import Localization

/// pseudo-long always ends, in time linear in the input, whatever the Unicode.
@Suite struct PseudoLongTests {
    @Test func aLoneCombiningMarkNoLongerSpins() {
        // 3 clusters ("\u{0301}", "%", "%") × 1.5 → 5: the original, a space, and one more
        // character from the original without its `%`s. The appended acute merges into the space.
        #expect(PseudoTransform.longStrings(factor: 1.5).apply("\u{0301}%%") == "\u{0301}%% \u{0301}")
    }

    @Test func onlyPercentSignsAddNothing() {
        #expect(PseudoTransform.longStrings(factor: 2).apply("%%%") == "%%%")
        #expect(PseudoTransform.longStrings(factor: 2).apply("") == "")
    }

    @Test func aHundredThousandCharactersAreLengthenedOnce() {
        let cjk = String(repeating: "漢字かな", count: 25_000)
        let long = PseudoTransform.longStrings(factor: 1.5).apply(cjk)
        // 100,000 × 1.5 = 150,000: the original, a space, then 49,999 characters.
        #expect(long.count == 150_000)
        #expect(long.hasPrefix(cjk + " 漢字かな漢"))
    }

    /// Random strings from a fixed seed, over what made the old loop spin or crawl: combining
    /// marks, ZWJ emoji sequences, regional indicators, `%` runs, CJK, empty strings. Each result
    /// is the input, a space, and exactly ⌈n × factor⌉ − n − 1 characters of the input in turn.
    @Test func randomUnicodeAlwaysEndsWithTheRightCharacters() {
        let pieces = ["a", "Z", "%", "%%", "\u{0301}", "\u{0308}\u{0327}", "👩‍💻", "\u{200D}", "🇩🇪", "🇩", "漢", "ک", " ", "\u{1F3FD}", "e\u{0301}"]
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<2000 {
            let length = Int(next() % 12)
            let input = (0..<length).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
            let factor = [1.0, 1.3, 1.5, 2, 3][Int(next() % 5)]
            let output = PseudoTransform.longStrings(factor: factor).apply(input)
            let source = Array(input.filter { $0 != "%" })
            let target = Int((Double(input.count) * factor).rounded(.up))
            guard target > input.count, !source.isEmpty else {
                #expect(output == input)
                continue
            }
            let appended = (0..<(target - input.count - 1)).map { String(source[$0 % source.count]) }.joined()
            #expect(output.unicodeScalars.elementsEqual((input + " " + appended).unicodeScalars), "\(input.debugDescription)")
        }
    }
}
