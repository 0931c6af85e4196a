import Foundation
import Testing
@testable import LayoutCheck
@testable import ProjectFiles
@testable import Screens

/// A view's intrinsic size is spelt as layoutcheck.yml's `intrinsicSizes:` entries are
/// (`{width:, height:}`), the list form kept; the old `imageSize:` still reads, with a note.
@Suite struct ScreenFileSpellingTests {
    static func parse(_ yaml: String) throws -> ScreenDefinition {
        try ScreenParser.parse(text: yaml, file: "Screens/s.layout.yaml", defaultName: "s")
    }

    @Test func intrinsicSizeAsAMappingOrAList() throws {
        let mapping = try Self.parse("views:\n  - image: icon\n    intrinsicSize: {width: 25, height: 30}\n")
        #expect(mapping.views[0].intrinsicSize?.width == 25 && mapping.views[0].intrinsicSize?.height == 30)
        #expect(mapping.notes.isEmpty)
        let list = try Self.parse("views:\n  - view: chart\n    intrinsicSize: [320, 180]\n")
        #expect(list.views[0].intrinsicSize?.width == 320 && list.views[0].intrinsicSize?.height == 180)
    }

    @Test func imageSizeIsReadWithADeprecationNote() throws {
        // `    imageSize: ` is 15 characters: the value at line 3, column 16.
        let old = try Self.parse("views:\n  - image: icon\n    imageSize: [25, 25]\n")
        #expect(old.views[0].intrinsicSize?.width == 25 && old.views[0].intrinsicSize?.height == 25)
        #expect(old.notes == ["note: Screens/s.layout.yaml:3:16: imageSize is deprecated; write intrinsicSize (the same [width, height] or {width:, height:})"])
    }

    @Test func badSpellingsAreErrorsAtTheirPlace() {
        func message(_ yaml: String) -> String {
            do {
                _ = try Self.parse(yaml)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        // Both spellings at once: `    intrinsicSize: ` is 19 characters, its value at column 20 of line 4.
        #expect(message("views:\n  - image: icon\n    imageSize: [1, 1]\n    intrinsicSize: [2, 2]\n")
            == "Screens/s.layout.yaml:4:20: error: give intrinsicSize only (imageSize is its old spelling)")
        // A mapping needs both sides; a side must not be negative.
        #expect(message("views:\n  - view: v\n    intrinsicSize: {width: 10}\n")
            == "Screens/s.layout.yaml:3:20: error: intrinsicSize is missing the key 'height'")
        #expect(message("views:\n  - view: v\n    intrinsicSize: {width: -1, height: 2}\n").hasSuffix("error: intrinsicSize.width must not be negative"))
        #expect(message("views:\n  - view: v\n    intrinsicSize: {width: 1, height: 2, depth: 3}\n").contains("depth"))
        #expect(message("views:\n  - view: v\n    intrinsicSize: [1, 2, 3]\n")
            == "Screens/s.layout.yaml:3:20: error: intrinsicSize must be {width: W, height: H} or [W, H]")
    }
}
