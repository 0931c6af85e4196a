// Conformances declared once per numeric type (SnapKit's ConstraintOffsetTarget.swift and its four
// siblings, SnapKit/SnapKit at 2842e6e): every expected text is written by hand.
import Foundation
import Testing
import UIKitSourceRewriting

@Suite struct NumericExtensionTests {
    func rewritten(_ lines: [String]) -> [String] {
        UIKitSourceRewriter.rewrite(lines.joined(separator: "\n"), originalPath: "/lib/Offset.swift").text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The CGFloat extension with Double's conformance goes, its lines kept blank so every later
    /// line keeps its number; Float's stays, and so does a CGFloat extension whose conformance
    /// Double lacks (it declares something new).
    @Test func aCGFloatExtensionRepeatingDoublesConformanceIsLeftOut() {
        let source = [
            "import UIKit",
            "public protocol OffsetTarget {}",
            "extension Float: OffsetTarget {}",
            "extension Double: OffsetTarget {",
            "}",
            "@available(iOS 8.0, *)",
            "extension CGFloat: OffsetTarget {",
            "    var offset: CGFloat { self }",
            "}",
            "extension CGFloat: Identifiable { public var id: Double { self } }",
            "let after = 1",
        ]
        #expect(rewritten(source) == [
            "#sourceLocation(file: \"/lib/Offset.swift\", line: 1)",
            "import UIKitCompat",
            "public protocol OffsetTarget {}",
            "extension Float: OffsetTarget {}",
            "extension Double: OffsetTarget {",
            "}",
            "",
            "",
            "",
            "",
            "extension CGFloat: Identifiable { public var id: Double { self } }",
            "let after = 1",
            "#sourceLocation()",
            "",
        ])
    }

    /// Under different `#if` branches the two are alternatives, not repeats, and a file that does
    /// not import UIKit has Foundation's CGFloat, a type of its own: both are left as written.
    @Test func otherBranchesAndFilesWithoutUIKitKeepTheirExtensions() {
        let branches = [
            "import UIKit",
            "#if os(iOS)",
            "extension Double: P {}",
            "#else",
            "extension CGFloat: P {}",
            "#endif",
        ]
        #expect(rewritten(branches).contains("extension CGFloat: P {}"))
        let foundationOnly = ["import Foundation", "extension Double: P {}", "extension CGFloat: P {}"]
        #expect(rewritten(foundationOnly).contains("extension CGFloat: P {}"))
    }
}
