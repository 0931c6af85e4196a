// Text attribute dictionaries hold fonts, colours and paragraph styles. In UIKit those are all
// NSObjects, so `[NSAttributedString.Key: AnyObject]` holds them and an unannotated literal
// `[NSAttributedString.Key.font: font, .foregroundColor: color]` is inferred as
// `[NSAttributedString.Key: NSObject]`. In UIKitCompat UIFont and UIColor are value types: the
// first annotation refuses them ("cannot convert value of type 'Font' to 'AnyObject'") and the
// literal is heterogeneous ("add explicit type annotation"). Both are written the way every API
// taking attributes declares them, `[NSAttributedString.Key: Any]`, which holds the same values.

enum AttributeDictionaries {
    static func edits(_ file: SourceFile) -> [UIKitSourceRewriter.Edit] {
        let tokens = file.tokens
        var edits: [UIKitSourceRewriter.Edit] = []
        for k in tokens.indices {
            if let end = anyObjectValueType(at: k, tokens) {
                edits.append(.init(start: tokens[k].start, end: tokens[end].end, replacement: "[NSAttributedString.Key: Any]"))
            } else if let name = unannotatedAttributeLiteral(at: k, tokens) {
                edits.append(.init(start: tokens[name].end, end: tokens[name].end, replacement: ": [NSAttributedString.Key: Any]"))
            }
        }
        return edits
    }

    /// `[NSAttributedString.Key: AnyObject]` starting at token `k`: the index of its `]`.
    static func anyObjectValueType(at k: Int, _ tokens: [SwiftToken]) -> Int? {
        let expected = ["[", "NSAttributedString", ".", "Key", ":", "AnyObject", "]"]
        guard k + expected.count <= tokens.count,
              zip(tokens[k..<(k + expected.count)], expected).allSatisfy({ $0.text == $1 }) else { return nil }
        return k + expected.count - 1
    }

    /// `let name = [NSAttributedString.Key.x: …, …]` (or `var`) with at least two entries and no
    /// type annotation, `let`/`var` at token `k`: the name's token. A one-entry literal is
    /// homogeneous and left as the app wrote it.
    static func unannotatedAttributeLiteral(at k: Int, _ tokens: [SwiftToken]) -> Int? {
        guard tokens[k].kind == .identifier, tokens[k].text == "let" || tokens[k].text == "var",
              k + 3 < tokens.count, tokens[k + 1].kind == .identifier, tokens[k + 2].text == "=", tokens[k + 3].text == "[" else { return nil }
        let open = k + 3
        let head = ["NSAttributedString", ".", "Key", "."]
        guard open + head.count < tokens.count, zip(tokens[(open + 1)...], head).allSatisfy({ $0.text == $1 }),
              let close = SwiftDeclarations.matchingClose(tokens, open: open) else { return nil }
        var entries = 1
        var depth = 0
        for j in (open + 1)..<close {
            let t = tokens[j].text
            if ["(", "[", "{"].contains(t) { depth += 1 }
            if [")", "]", "}"].contains(t) { depth -= 1 }
            // A trailing comma does not start an entry.
            if depth == 0, t == ",", j + 1 < close { entries += 1 }
        }
        return entries >= 2 ? k + 1 : nil
    }
}
