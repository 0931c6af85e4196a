// Extensions of UIKit classes that UIKitCompat declares as value types: every expected text is
// written by hand.
import Testing
import UIKitCompat
@testable import UIKitSourceRewriting

@Suite struct ValueTypeExtensionTests {
    func rewritten(_ lines: [String]) -> [String] {
        UIKitSourceRewriter.rewrite(lines.joined(separator: "\n"), originalPath: "/app/Colors.swift").text
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static let location = "#sourceLocation(file: \"/app/Colors.swift\", line: 1)"

    /// `convenience` goes (with its space), `class` members become `static`; `@objc` goes as
    /// everywhere; the nested class keeps its `class func`, and the app's own class is untouched.
    @Test func convenienceAndClassMembersOfUIColorAndUIFont() {
        let source = [
            "extension UIColor {",
            "    convenience init(hex: UInt32) { self.init(red: 1, green: 1, blue: 1) }",
            "    public convenience init?(named name: String, alpha: CGFloat) { return nil }",
            "    @objc class var brand: UIColor { .red }",
            "    static let accent = UIColor.blue",
            "    class func tint() -> UIColor { .green }",
            "    final class Palette { class func make() {} }",
            "}",
            "private extension UIKit.UIFont {",
            "    @available(iOS 13, *) class func app(size: CGFloat) -> UIFont { .systemFont(ofSize: size) }",
            "}",
            "final class Card: UIView {",
            "    convenience init(title: String) { self.init(frame: .zero) }",
            "    class func make() -> Card { Card() }",
            "}",
        ]
        #expect(rewritten(source) == [
            Self.location,
            "extension UIColor {",
            "    init(hex: UInt32) { self.init(red: 1, green: 1, blue: 1) }",
            "    public init?(named name: String, alpha: CGFloat) { return nil }",
            "    static var brand: UIColor { .red }",
            "    static let accent = UIColor.blue",
            "    static func tint() -> UIColor { .green }",
            "    final class Palette { class func make() {} }",
            "}",
            "private extension UIKit.UIFont {",
            "    @available(iOS 13, *) static func app(size: CGFloat) -> UIFont { .systemFont(ofSize: size) }",
            "}",
            "final class Card: UIView {",
            "    convenience init(title: String) { self.init(frame: .zero) }",
            "    class func make() -> Card { Card() }",
            "}",
            "#sourceLocation()",
            "",
        ])
    }

    /// A type of the app's that shares a name's tail (`Theme.UIColor`) is not UIKit's.
    @Test func otherTypesAreLeftAlone() {
        let source = [
            "extension Theme.UIColor {",
            "    convenience init(hex: UInt32) { self.init() }",
            "}",
        ]
        #expect(rewritten(source) == [Self.location] + source + ["#sourceLocation()", ""])
    }

    /// The rule's list is the module's: each name is a UIKitCompat type that is not a class (so
    /// `convenience` would be refused), and no such type of the list is missing.
    @Test func theListIsUIKitCompatsValueTypes() {
        let types: [String: Any.Type] = [
            "UIColor": UIColor.self, "UIFont": UIFont.self, "UIImage": UIImage.self, "UIFontDescriptor": UIFontDescriptor.self,
            "UIFontMetrics": UIFontMetrics.self, "UITraitCollection": UITraitCollection.self,
            "NSLayoutDimension": NSLayoutDimension.self, "CGColor": CGColor.self,
        ]
        #expect(Set(types.keys) == ValueTypeExtensions.typeNames)
        for (name, type) in types.sorted(by: { $0.key < $1.key }) {
            #expect(!(type is AnyClass), "\(name) is a class in UIKitCompat: the rewrite must keep its `convenience`")
        }
    }
}

/// Text attribute dictionaries: every expected text is written by hand.
@Suite struct AttributeDictionaryTests {
    func rewritten(_ lines: [String]) -> [String] { ValueTypeExtensionTests().rewritten(lines) }

    /// `AnyObject` values become `Any`; a mixed literal of two or more entries gets the annotation
    /// (after its name, so the line keeps its number); a one-entry literal and an annotated one stay.
    @Test func attributeDictionariesHoldAny() {
        let source = [
            "var attrs: [NSAttributedString.Key: AnyObject] = [:]",
            "let basic = [",
            "    NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12),",
            "    NSAttributedString.Key.foregroundColor: UIColor.red,",
            "]",
            "let one = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12)]",
            "let typed: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: f, .kern: 1]",
            "let nested = [NSAttributedString.Key.font: f(a, b)]",
        ]
        #expect(rewritten(source) == [
            ValueTypeExtensionTests.location,
            "var attrs: [NSAttributedString.Key: Any] = [:]",
            "let basic: [NSAttributedString.Key: Any] = [",
            "    NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12),",
            "    NSAttributedString.Key.foregroundColor: UIColor.red,",
            "]",
            "let one = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12)]",
            "let typed: [NSAttributedString.Key: Any] = [NSAttributedString.Key.font: f, .kern: 1]",
            "let nested = [NSAttributedString.Key.font: f(a, b)]",
            "#sourceLocation()",
            "",
        ])
    }

    /// focus-ios's FaviIconGenerator caches UIImages in an NSCache: the rewrite names UIKitCompat's
    /// `ValueCache`; a qualified `Foundation.NSCache`, a longer name and a string stay.
    @Test func nsCacheBecomesValueCache() {
        let source = [
            "import UIKit",
            "private let cachedImages = NSCache<NSString, UIImage>()",
            "let plain = Foundation.NSCache<NSString, NSNumber>()",
            "let other = MyNSCacheBox(); let text = \"NSCache\"",
        ]
        #expect(rewritten(source) == [
            ValueTypeExtensionTests.location,
            "import UIKitCompat",
            "private let cachedImages = ValueCache<NSString, UIImage>()",
            "let plain = Foundation.NSCache<NSString, NSNumber>()",
            "let other = MyNSCacheBox(); let text = \"NSCache\"",
            "#sourceLocation()",
            "",
        ])
        // A file that does not import UIKit is not rewritten for UIKitCompat: its NSCache stays.
        #expect(rewritten(["let cache = NSCache<NSString, NSNumber>()"])[1] == "let cache = NSCache<NSString, NSNumber>()")
    }
}
