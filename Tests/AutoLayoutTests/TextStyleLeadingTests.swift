// Wrapped lines of a text style are its leading apart (Font.linePitch).
import Testing
import AutoLayout

@Suite struct TextStyleLeadingTests {
    /// FixedMetricsMeasurer: Body at Large is 17 pt, 8.5 a character, lines 20.4 tall. "aaaa bbbb"
    /// wrapped at 40 (4 characters a line) is two lines 34 wide.
    /// - in Body: 20.4 + Body's leading at Large, 22 = 42.4, 42.5 on the 2× grid;
    /// - in the system font at 17 pt: 2 × 20.4 = 40.8, 41;
    /// - Body on one line: 20.4, 20.5 (no line after it to space);
    /// - a font carrying a fixed leading (IB's canvas text styles), 19 at 17 pt: 20.4 + 19 = 39.4
    ///   is under two line heights, so the lines keep their height: 41.
    @Test func wrappedLinesOfATextStyleAreItsLeadingApart() throws {
        func label(_ font: Font, lines: Int = 0) -> Label {
            let l = Label(identifier: "l", text: "aaaa bbbb", font: font)
            l.numberOfLines = lines
            l.preferredMaxLayoutWidth = 40
            return l
        }
        #expect(try placed(label(.preferred(.body))).frame("l") == rect(10, 10, 34, 42.5))
        #expect(try placed(label(.system(size: 17))).frame("l") == rect(10, 10, 34, 41))
        #expect(try placed(label(.preferred(.body), lines: 1)).frame("l") == rect(10, 10, 76.5, 20.5))
        var fixed = Font.system(size: 17)
        fixed.styleLeading = 19
        #expect(try placed(label(fixed)).frame("l") == rect(10, 10, 34, 41))
    }

    /// The pitch is the category's: Body at extra large is 19 pt (FixedMetricsMeasurer scales
    /// Body's 17 by 19/17: 9.5 a character, lines 22.8), leading 24. Wrapped at 40 (4 characters):
    /// 38 wide, 22.8 + 24 = 46.8 tall, 47 on the 2× grid.
    @Test func theLeadingFollowsTheContentSizeCategory() throws {
        let l = Label(identifier: "l", text: "aaaa bbbb", font: .preferred(.body))
        l.numberOfLines = 0
        l.preferredMaxLayoutWidth = 40
        l.adjustsFontForContentSizeCategory = true
        var env = Devices.plain(400, 300)
        env.contentSizeCategory = .extraLarge
        #expect(try placed(l, env: env).frame("l") == rect(10, 10, 38, 47))
    }
}
