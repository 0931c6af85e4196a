import Foundation
import Testing
@testable import InterfaceBuilder

/// Elements are located where their start tag begins (the `<`), in characters, 1-based: libxml2
/// reports the end of the start tag, which on IB's long one-line tags is far to the right.
@Suite struct ElementLocationTests {
    /// (The literal's 4-space indentation is stripped.) Line 2 starts with 2 spaces, so `<view` is at
    /// column 3; the text before `<label` on line 3 holds four two-byte characters, which count once
    /// each: 4 spaces + `<b t="ÜÜÜÜ"/>` (13 characters) puts `<label` at column 18. `<stackView` on
    /// line 4 spans two lines and is reported at its first.
    static let xml = """
    <a>
      <view id="v1"/>
        <b t="ÜÜÜÜ"/><label id="l1" text="x"/>
      <stackView id="s1"
          axis="vertical"><views/></stackView>
    </a>
    """

    static func locations() throws -> [String: IBLocation] {
        let root = try XMLTreeBuilder.parse(Data(xml.utf8), file: "T.xib")
        var out: [String: IBLocation] = [:]
        func walk(_ node: XMLNode) {
            out[node.name] = node.location
            node.children.forEach(walk)
        }
        walk(root)
        return out
    }

    @Test func startTagsAreLocatedAtTheirOpeningBracket() throws {
        let at = try Self.locations()
        #expect(at["a"]?.description == "T.xib:1:1")
        #expect(at["view"]?.description == "T.xib:2:3")
        #expect(at["b"]?.description == "T.xib:3:5")
        #expect(at["label"]?.description == "T.xib:3:18")
        #expect(at["stackView"]?.description == "T.xib:4:3")
        // `<views/>` follows `axis="vertical">` on line 5: 6 spaces + 16 characters, column 23.
        #expect(at["views"]?.description == "T.xib:5:23")
    }

    /// A name that is the prefix of another tag on the line (`<view` inside `<views`) is not matched.
    @Test func aLongerTagNameIsNotTakenForTheElement() {
        var finder = TagStarts(Data("<viewsX/><view/>".utf8))
        #expect(finder.start(of: "view", endLine: 1, endColumn: 15) == (line: 1, column: 10))
        #expect(finder.start(of: "view", endLine: 1, endColumn: 8).column == 8)  // not found: the reported end stays
    }
}
