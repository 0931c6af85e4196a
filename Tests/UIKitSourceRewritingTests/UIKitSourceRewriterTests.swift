// The rewrite that lets an app's UIKit files compile on Linux: what changes, what never does
// (comments, strings, line numbers), and the Objective-C selector names UIKit would use.
import Testing
@testable import UIKitSourceRewriting

@Suite struct UIKitSourceRewriterTests {
    /// The body of a rewrite, without the two #sourceLocation lines around it.
    func body(_ source: String) -> [Substring] {
        let lines = UIKitSourceRewriter.rewrite(source, originalPath: "/app/Card.swift").text.split(separator: "\n", omittingEmptySubsequences: false)
        return Array(lines.dropFirst().dropLast(2))
    }

    @Test func objectiveCAttributesAreRemovedAndLinesStay() {
        let source = """
            import UIKit
            import Foundation
            @objcMembers final class Card: UIView {
                @IBOutlet weak var title: UILabel!
                @objc(tapWithSender:) private func tapped(_ sender: Any) {}
                @objc dynamic func handle(gesture: Any) {}
                @IBAction func go(_ sender: Any) {}
            }
            """
        #expect(body(source) == [
            "import UIKitCompat",
            "",
            "final class Card: UIView {",
            "    weak var title: UILabel!",
            "    private func tapped(_ sender: Any) {}",
            "    dynamic func handle(gesture: Any) {}",
            "    @IBAction func go(_ sender: Any) {}",
            "}",
        ])
    }

    /// A file that opens with a comment line (`//  Card.swift`, as Xcode writes them) has that line
    /// replaced by the directive, which names line 2 for the next one: each later line sits at its
    /// own number in the rewritten copy too, so the source excerpts the compiler prints under a
    /// diagnostic carry the numbers the diagnostic names. A file that opens with code keeps it.
    @Test func anOpeningCommentLineMakesRoomForTheDirective() {
        let commented = UIKitSourceRewriter.rewrite("//  Card.swift\nimport UIKit\nlet x = 1\n", originalPath: "/app/Card.swift").text
        #expect(commented.split(separator: "\n", omittingEmptySubsequences: false).prefix(3) == [
            "#sourceLocation(file: \"/app/Card.swift\", line: 2)", "import UIKitCompat", "let x = 1",
        ])
        let code = UIKitSourceRewriter.rewrite("import UIKit\nlet x = 1\n", originalPath: "/app/Card.swift").text
        #expect(code.split(separator: "\n", omittingEmptySubsequences: false).prefix(3) == [
            "#sourceLocation(file: \"/app/Card.swift\", line: 1)", "import UIKitCompat", "let x = 1",
        ])
    }

    /// `@MainActor` goes wherever it stands (UIKitCompat's views are not main-actor isolated, so an
    /// isolated app method could not be called from them); a closure's `{ @MainActor in` becomes `{`,
    /// since `{ in` would not parse, while `{ @MainActor [weak self] in` keeps its capture list.
    @Test func mainActorIsRemoved() {
        let source = """
            @MainActor final class Card: UIView {
                @MainActor func reload() {}
                func later() { Task { @MainActor in reload() } }
                func weakly() { Task { @MainActor [weak self] in self?.reload() } }
                let action: @MainActor () -> Void = {}
            }
            """
        #expect(body(source) == [
            "final class Card: UIView {",
            "    func reload() {}",
            "    func later() { Task { reload() } }",
            "    func weakly() { Task { [weak self] in self?.reload() } }",
            "    let action: () -> Void = {}",
            "}",
        ])
    }

    @Test func selectorsBecomeSelectorValues() {
        let source = """
            b.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            let g = UITapGestureRecognizer(target: self, action: #selector (Card.handle(gesture:)))
            _ = #selector(getter: UIView.isHidden)
            _ = #selector(setter: UIView.alpha)
            _ = #selector(refresh)
            """
        #expect(body(source) == [
            "b.addTarget(self, action: Selector(\"tapped:\"), for: .touchUpInside)",
            "let g = UITapGestureRecognizer(target: self, action: Selector(\"handleWithGesture:\"))",
            "_ = Selector(\"isHidden\")",
            "_ = Selector(\"setAlpha:\")",
            "_ = Selector(\"refresh\")",
        ])
    }

    /// `@objc` and `#selector` inside comments and every kind of string literal are text, not code;
    /// an interpolation's code is code again.
    @Test func commentsAndStringsAreLeftAlone() {
        let source = #"""
            /* @objc in a /* nested */ comment */ let a = 1 // @objc
            let s = "#selector(nope) \(#selector(tap))"
            let raw = #"@objc "quoted" \(x) "#
            let multi = """
                @objc import Foundation
                """
            """#
        #expect(body(source) == [
            "/* @objc in a /* nested */ comment */ let a = 1 // @objc",
            ##"let s = "#selector(nope) \(Selector("tap"))""##,
            ##"let raw = #"@objc "quoted" \(x) "#"##,
            #"let multi = """"#,
            "    @objc import Foundation",
            #"    """"#,
        ])
    }

    /// Foundation is dropped only beside UIKit (UIKitCompat re-exports it); a model file keeps it.
    /// A file that logs through `os.log` alone needs UIKitCompat's unified logging; beside
    /// `import UIKit` the logging import is UIKitCompat too (importing a module twice is allowed).
    @Test func unifiedLoggingImportsBecomeUIKitCompat() {
        let alone = UIKitSourceRewriter.rewrite("import os.log\nlet log = OSLog.disabled\n", originalPath: "/app/Logging.swift").text
        #expect(alone == "#sourceLocation(file: \"/app/Logging.swift\", line: 1)\nimport UIKitCompat\nlet log = OSLog.disabled\n#sourceLocation()\n")
        let beside = UIKitSourceRewriter.rewrite("import UIKit\nimport OSLog\n", originalPath: "/app/Feed.swift").text
        #expect(beside == "#sourceLocation(file: \"/app/Feed.swift\", line: 1)\nimport UIKitCompat\nimport UIKitCompat\n#sourceLocation()\n")
    }

    @Test func foundationStaysWithoutUIKit() {
        #expect(body("import Foundation\nstruct Model {}") == ["import Foundation", "struct Model {}"])
        #expect(body("import UIKit.UIGestureRecognizerSubclass // for touches\nimport QuartzCore") == ["import UIKitCompat // for touches", ""])
        // Toast-Swift's Toast.swift imports the runtime for its associated objects (UIKitCompat's).
        #expect(body("import UIKit\nimport ObjectiveC") == ["import UIKitCompat", ""])
    }

    /// NVActivityIndicatorView guards every file with `#if canImport(UIKit)`; other libraries use
    /// `#if os(iOS)`. Both must hold on Linux for the guarded code to compile; other platforms'
    /// branches stay false, as on an iPhone.
    @Test func iOSConditionsHoldForTheRewrittenFile() {
        #expect(body("#if canImport(UIKit)\nimport UIKit\n#endif") == ["#if canImport(UIKitCompat)", "import UIKitCompat", "#endif"])
        #expect(body("import UIKit\n#if os( iOS ) || targetEnvironment(macCatalyst)\nlet a = 1\n#elseif os(macOS)\n#elseif canImport(UIKit.UIGestureRecognizerSubclass)\n#endif")
                == ["import UIKitCompat", "#if os( Linux ) || targetEnvironment(macCatalyst)", "let a = 1", "#elseif os(macOS)",
                    "#elseif canImport(UIKitCompat)", "#endif"])
        // Only directives: code and strings that mention them are left alone, and so is a file
        // that does not import UIKit (a model file's platform checks are its own).
        #expect(body("import UIKit\nlet s = \"#if os(iOS)\"\nfunc os(_ x: Int) {}") == ["import UIKitCompat", "let s = \"#if os(iOS)\"", "func os(_ x: Int) {}"])
        #expect(body("#if os(iOS)\nstruct Model {}\n#endif") == ["#if os(iOS)", "struct Model {}", "#endif"])
    }

    /// Diagnostics name the app's file: the first line points #sourceLocation at it, escaped.
    @Test func sourceLocationNamesTheOriginalFile() {
        let text = UIKitSourceRewriter.rewrite("let x = 1", originalPath: #"/app/My "Views"/Card.swift"#).text
        #expect(text == "#sourceLocation(file: \"/app/My \\\"Views\\\"/Card.swift\", line: 1)\nlet x = 1\n#sourceLocation()\n")
    }

    @Test func changesAreReportedWithTheirLines() {
        let result = UIKitSourceRewriter.rewrite("import UIKit\n\nclass A {\n    @objc func f() {}\n}", originalPath: "A.swift")
        #expect(result.changes.map(\.line) == [1, 4])
        #expect(result.changes.map(\.original) == ["import UIKit", "@objc "])
    }

    /// An unterminated `#selector(` is left as it is, and of an unterminated `@objc(` only the
    /// attribute goes: the compiler reports the rest at its line.
    @Test func unbalancedInputIsLeftForTheCompiler() {
        #expect(body("_ = #selector(tap\nlet y = 2") == ["_ = #selector(tap", "let y = 2"])
        #expect(body("@objc(name func f() {}") == ["(name func f() {}"])
    }

    @Test(arguments: [
        ("tap", "tap"), ("tap(_:)", "tap:"), ("handle(gesture:)", "handleWithGesture:"), ("move(_:to:)", "move:to:"),
        ("Card.didTap(_:event:)", "didTap:event:"), ("getter: isOn", "isOn"), ("setter: title", "setTitle:"),
        ("self.refresh", "refresh"),
    ])
    func objectiveCSelectorNames(_ expression: String, _ selector: String) {
        #expect(UIKitSourceRewriter.objectiveCSelector(expression) == selector)
    }
}
