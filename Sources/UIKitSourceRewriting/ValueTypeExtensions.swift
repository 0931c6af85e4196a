// `extension UIColor { convenience init(hex: String) { self.init(red: …) } }` is one of the most
// common things an iOS app declares (colour from a design hex, a font by the app's name). In UIKit
// UIColor and UIFont are classes; in UIKitCompat they are value types (a colour or a font is a
// value to layout and drawing, and shares nothing), and Swift refuses `convenience` in a struct
// ("initializers in structs are not marked with 'convenience'") and `class func`/`class var`
// ("class properties are only allowed within classes"). A struct's initialiser may delegate to
// `self.init(…)` just as a convenience initialiser does, and a `static` member is called the same
// way, so in extensions of these types the rewrite drops `convenience` and writes `class` as
// `static`: the app's code means the same and nothing else changes.

enum ValueTypeExtensions {
    /// UIKit classes that UIKitCompat declares as value types (checked by a test against the module).
    static let typeNames: Set<String> = [
        "UIColor", "UIFont", "UIImage", "UIFontDescriptor", "UIFontMetrics", "UITraitCollection", "NSLayoutDimension", "CGColor",
    ]

    static func edits(_ file: SourceFile) -> [UIKitSourceRewriter.Edit] {
        let tokens = file.tokens
        var edits: [UIKitSourceRewriter.Edit] = []
        for ext in file.declarations.types where ext.keyword == "extension" && ext.isMember && extendsValueType(ext.name) {
            guard let close = ext.close else { continue }
            var depth = 0
            for k in (ext.open + 1)..<close {
                let t = tokens[k]
                if t.kind == .punctuation && ["{", "(", "["].contains(t.text) { depth += 1 }
                if t.kind == .punctuation && ["}", ")", "]"].contains(t.text) { depth -= 1 }
                // Only the extension's own members: a class nested in it keeps its `class` members.
                guard depth == 0, t.kind == .identifier, isModifierPosition(k, tokens) else { continue }
                if t.text == "convenience", memberKeyword(after: k, tokens) == "init" {
                    edits.append(.init(start: t.start, end: endOfBlanks(after: t.end, file.bytes), replacement: ""))
                } else if t.text == "class", let keyword = memberKeyword(after: k, tokens), ["func", "var", "let", "subscript"].contains(keyword) {
                    edits.append(.init(start: t.start, end: t.end, replacement: "static"))
                }
            }
        }
        return edits
    }

    /// `UIColor`, or `UIKit.UIColor`.
    static func extendsValueType(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let last = parts.last, typeNames.contains(String(last)) else { return false }
        return parts.count == 1 || (parts.count == 2 && parts[0] == "UIKit")
    }

    /// At an extension body's top level only declarations stand, so `class` and `convenience` there
    /// are modifiers, unless written as a member name (`x.class`).
    static func isModifierPosition(_ k: Int, _ tokens: [SwiftToken]) -> Bool {
        k == 0 || tokens[k - 1].text != "."
    }

    /// The declaration keyword after the modifiers and attributes that follow token `k`.
    static func memberKeyword(after k: Int, _ tokens: [SwiftToken]) -> String? {
        var j = k + 1
        while j < tokens.count {
            let t = tokens[j]
            if t.text == "@", j + 1 < tokens.count, tokens[j + 1].kind == .identifier {
                j += 2
                if j < tokens.count, tokens[j].text == "(", tokens[j].start == tokens[j - 1].end,
                   let close = SwiftDeclarations.matchingClose(tokens, open: j) { j = close + 1 }
            } else if t.kind == .identifier, SwiftDeclarations.modifiers.contains(t.text) {
                j += 1
                if j < tokens.count, tokens[j].text == "(", let close = SwiftDeclarations.matchingClose(tokens, open: j) { j = close + 1 }
            } else {
                return t.kind == .identifier ? t.text : nil
            }
        }
        return nil
    }

    /// Past the spaces and tabs after `index`, so `convenience init` becomes `init`.
    static func endOfBlanks(after index: Int, _ bytes: [UInt8]) -> Int {
        var j = index
        while j < bytes.count && (bytes[j] == ascii(" ") || bytes[j] == ascii("\t")) { j += 1 }
        return j
    }
}
