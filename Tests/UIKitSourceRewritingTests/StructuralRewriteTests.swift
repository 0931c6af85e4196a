// The rewrites that move or add declarations (overrides in extensions, optional protocol
// requirements) and remove Xcode-only macros: every expected text below is written by hand, with
// the `#sourceLocation` lines that keep the app's line numbers.
import Testing
@testable import UIKitSourceRewriting

@Suite struct StructuralRewriteTests {
    func rewritten(_ lines: [String]) -> [String] {
        UIKitSourceRewriter.rewrite(lines.joined(separator: "\n"), originalPath: "/app/Card.swift").text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func location(_ line: Int) -> String { "#sourceLocation(file: \"/app/Card.swift\", line: \(line))" }

    /// Both overrides move before the class's closing brace (line 4): each between a directive
    /// giving it its own line (7, 13) and one giving the brace back line 4; where they were, blank
    /// lines. `private extension` made the first fileprivate, which it has to say in the class.
    @Test func overridesInExtensionsMoveIntoTheClass() {
        let source = [
            "import UIKit",                                                           // 1
            "final class Card: UIView {",                                             // 2
            "    let title = UILabel()",                                              // 3
            "}",                                                                      // 4
            "",                                                                       // 5
            "private extension Card {",                                               // 6
            "    @objc override func layoutSubviews() {",                             // 7
            "        super.layoutSubviews()",                                         // 8
            "    }",                                                                  // 9
            "    func helper() {}",                                                   // 10
            "}",                                                                      // 11
            "extension Card {",                                                       // 12
            "    override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) }", // 13
            "}",                                                                      // 14
        ]
        #expect(rewritten(source) == [
            Self.location(1),
            "import UIKitCompat",
            "final class Card: UIView {",
            "    let title = UILabel()",
            Self.location(7),
            "    fileprivate override func layoutSubviews() {",
            "        super.layoutSubviews()",
            "    }",
            Self.location(4),
            Self.location(13),
            "    override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) }",
            Self.location(4),
            "}",
            "",
            "private extension Card {",
            "    ",
            "",
            "",
            "    func helper() {}",
            "}",
            "extension Card {",
            "    ",
            "}",
            "#sourceLocation()",
            "",
        ])
    }

    /// `@objc` and `dynamic` members of an extension move too: for iOS a subclass may override
    /// them (the Objective-C runtime dispatches them), which Swift allows only in the class body.
    @Test func objectiveCMembersOfExtensionsMoveIntoTheClass() {
        let source = [
            "class Base: UIView {",                                               // 1
            "}",                                                                  // 2
            "extension Base {",                                                   // 3
            "    @objc(refreshWithSender:) func refresh(_ sender: Any) {}",       // 4
            "    @objc dynamic var tint: Int { 1 }",                              // 5
            "    func plain() {}",                                                // 6
            "}",                                                                  // 7
            "final class Sub: Base {",                                            // 8
            "    override func refresh(_ sender: Any) {}",                        // 9
            "}",                                                                  // 10
        ]
        #expect(rewritten(source) == [
            Self.location(1),
            "class Base: UIView {",
            Self.location(4),
            "    func refresh(_ sender: Any) {}",
            Self.location(2),
            Self.location(5),
            "    dynamic var tint: Int { 1 }",
            Self.location(2),
            "}",
            "extension Base {",
            "    ",
            "    ",
            "    func plain() {}",
            "}",
            "final class Sub: Base {",
            "    override func refresh(_ sender: Any) {}",
            "}",
            "#sourceLocation()",
            "",
        ])
    }

    /// Left as written: a class declared in another file; a constrained extension (its members
    /// only exist where the constraint holds); an override inside an `#if` of the extension; an
    /// extension inside an `#if` the class is not in; a class whose brace shares its line.
    @Test func overridesThatCannotMoveStay() {
        let source = [
            "extension Other {",
            "    override func layoutSubviews() {}",
            "}",
            "class Box<T>: UIView {",
            "}",
            "extension Box where T == Int {",
            "    override func layoutSubviews() {}",
            "}",
            "extension Box {",
            "    #if DEBUG",
            "    override func draw(_ rect: CGRect) {}",
            "    #endif",
            "}",
            "#if os(iOS)",
            "extension Box {",
            "    override func didMoveToWindow() {}",
            "}",
            "#endif",
            "class Tight: UIView { let a = 1 }",
            "extension Tight {",
            "    override func layoutSubviews() {}",
            "}",
        ]
        #expect(rewritten(source) == [Self.location(1)] + source + ["#sourceLocation()", ""])
    }

    /// A class inside `#if` with the extension outside it: the members move (the extension could
    /// only compile where the class exists anyway). A nested class is found by its full name.
    @Test func overridesMoveIntoConditionalAndNestedClasses() {
        let source = [
            "#if os(iOS)",                                        // 1
            "enum Cards {",                                       // 2
            "    class Small: UIView {",                          // 3
            "    }",                                              // 4
            "}",                                                  // 5
            "#endif",                                             // 6
            "extension Cards.Small {",                            // 7
            "    public override func layoutSubviews() { }",      // 8
            "}",                                                  // 9
        ]
        #expect(rewritten(source) == [
            Self.location(1),
            "#if os(iOS)",
            "enum Cards {",
            "    class Small: UIView {",
            Self.location(8),
            "    public override func layoutSubviews() { }",
            Self.location(4),
            "    }",
            "}",
            "#endif",
            "extension Cards.Small {",
            "    ",
            "}",
            "#sourceLocation()",
            "",
        ])
    }

    /// A file with CRLF line ends: lines are counted as the compiler counts them, and the moved
    /// member keeps its own line end inside (the directives end in LF, which Swift accepts too).
    @Test func crlfLinesAreCountedOnce() {
        let source = "final class A: UIView {\r\n}\r\nextension A {\r\n    override func layoutSubviews() {}\r\n}"
        let expected = Self.location(1) + "\nfinal class A: UIView {\r\n"
            + Self.location(4) + "\n    override func layoutSubviews() {}\n" + Self.location(2) + "\n}\r\n"
            + "extension A {\r\n    \r\n}\n#sourceLocation()\n"
        #expect(UIKitSourceRewriter.rewrite(source, originalPath: "/app/Card.swift").text == expected)
    }

    /// `optional` goes; the protocol, `@objc` before, becomes class-bound; the requirements that
    /// return nothing or an Optional get defaults after the last line, each `extension` on the
    /// line before its requirement's so the requirement keeps its line and column. `shouldExpand`
    /// (a Bool) and `badge` (an Int) get none: conformers must implement them. Calls lose their `?`.
    @Test func optionalRequirementsBecomeDefaults() {
        let source = [
            "@objc protocol CardDelegate {",                                   // 1
            "    @objc optional func cardDidTap(_ card: Card)",                // 2
            "    @objc optional func title(for card: Card) -> String?",        // 3
            "    @objc optional func shouldExpand(_ card: Card) -> Bool",      // 4
            "    @objc optional var badge: Int { get }",                       // 5
            "    optional var subtitle: String? { get set }",                  // 6
            "    func required(_ card: Card)",                                 // 7
            "}",                                                               // 8
            "final class Card {",                                              // 9
            "    weak var delegate: CardDelegate?",                            // 10
            "    func tap() {",                                                // 11
            "        delegate?.cardDidTap?(self)",                             // 12
            "        _ = delegate?.title?(for: self) ?? \"\"",                 // 13
            "        _ = delegate?.shouldExpand?(self) ?? true",               // 14
            "        _ = delegate?.badge?.description",                        // 15
            "        let optional = delegate?.subtitle?.count",                // 16
            "    }",                                                           // 17
            "}",                                                               // 18
        ]
        #expect(rewritten(source) == [
            Self.location(1),
            "protocol CardDelegate: AnyObject {",
            "    func cardDidTap(_ card: Card)",
            "    func title(for card: Card) -> String?",
            "    func shouldExpand(_ card: Card) -> Bool",
            "    var badge: Int { get }",
            "    var subtitle: String? { get set }",
            "    func required(_ card: Card)",
            "}",
            "final class Card {",
            "    weak var delegate: CardDelegate?",
            "    func tap() {",
            "        delegate?.cardDidTap(self)",
            "        _ = delegate?.title(for: self) ?? \"\"",
            "        _ = delegate?.shouldExpand(self) ?? true",
            "        _ = delegate?.badge.description",
            "        let optional = delegate?.subtitle?.count",
            "    }",
            "}",
            Self.location(1),
            "extension CardDelegate {",
            "                   func cardDidTap(_ card: Card) {} }",
            Self.location(2),
            "extension CardDelegate {",
            "                   func title(for card: Card) -> String? { nil } }",
            Self.location(5),
            "extension CardDelegate {",
            "             var subtitle: String? { get { nil } set {} } }",   // 4 + "optional ".count = 13 blanks
            "#sourceLocation()",
            "",
        ])
    }

    /// A public protocol's defaults are public (a public conformer's witness must be); one that
    /// inherits already gets `, AnyObject` after its list; a requirement on line 1 shares the line.
    @Test func optionalRequirementsKeepAccessAndBounds() {
        let source = [
            "@objc public protocol Feed: Source { @objc optional static func refresh() }",
            "@objc protocol Sized: NSObjectProtocol {}",
        ]
        #expect(rewritten(source) == [
            Self.location(1),
            "public protocol Feed: Source, AnyObject { static func refresh() }",
            "protocol Sized: NSObjectProtocol {}",
            Self.location(1),
            "public extension Feed { static func refresh() {} }",
            "#sourceLocation()",
            "",
        ])
    }

    /// `#Preview` blocks, named or not, with an attribute before, go; blank lines keep the rest in place.
    @Test func previewsAreRemoved() {
        let source = [
            "final class V: UIView {}",
            "#Preview(\"Card\") {",
            "    V()",
            "}",
            "@available(iOS 17, *)",
            "#Preview { V() }",
            "let after = 1",
        ]
        #expect(rewritten(source) == [Self.location(1), "final class V: UIView {}", "", "", "", "", "", "let after = 1", "#sourceLocation()", ""])
    }

    /// `#keyPath` is the string it names: without the type's name, or `self`, at its head.
    @Test func keyPathsBecomeStrings() {
        let source = [
            "observe(#keyPath(Card.title.text))",
            "observe(#keyPath(name), #keyPath(self.name))",
            "observe(#keyPath(a?.b))",
        ]
        #expect(rewritten(source) == [
            Self.location(1),
            "observe(\"title.text\")",
            "observe(\"name\", \"name\")",
            "observe(#keyPath(a?.b))",
            "#sourceLocation()",
            "",
        ])
    }
}
