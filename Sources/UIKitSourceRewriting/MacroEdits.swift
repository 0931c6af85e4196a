// Xcode-only and Objective-C-only pound expressions: `#Preview { … }` (a macro only Xcode's
// toolchain ships) is removed, blank lines in its place; `#keyPath(Card.title.text)` (which needs
// the Objective-C runtime) becomes the string it stands for, `"title.text"`.

enum MacroEdits {
    static func edits(_ file: SourceFile) -> [UIKitSourceRewriter.Edit] {
        let tokens = file.tokens
        var edits: [UIKitSourceRewriter.Edit] = []
        for (k, token) in tokens.enumerated() where token.kind == .pound {
            if token.text == "#Preview", let edit = previewEdit(at: k, tokens) { edits.append(edit) }
            if token.text == "#keyPath", let edit = keyPathEdit(at: k, tokens) { edits.append(edit) }
        }
        return edits
    }

    /// `#Preview {…}`, `#Preview("Name") {…}`, with the attributes before it (`@available(iOS 17, *)`).
    static func previewEdit(at k: Int, _ tokens: [SwiftToken]) -> UIKitSourceRewriter.Edit? {
        var j = k + 1
        if j < tokens.count, tokens[j].text == "(" {
            guard let close = SwiftDeclarations.matchingClose(tokens, open: j) else { return nil }
            j = close + 1
        }
        guard j < tokens.count, tokens[j].text == "{", let close = SwiftDeclarations.matchingClose(tokens, open: j) else { return nil }
        var first = k
        while first >= 2, tokens[first - 1].text == ")", let open = SwiftDeclarations.matchingOpen(tokens, close: first - 1),
              open >= 2, tokens[open - 1].kind == .identifier, tokens[open - 2].text == "@" {
            first = open - 2
        }
        return .init(start: tokens[first].start, end: tokens[close].end, replacement: "")
    }

    /// `#keyPath(Type.a.b)` → `"a.b"`; `#keyPath(a.b)` (a property of self) → `"a.b"`.
    static func keyPathEdit(at k: Int, _ tokens: [SwiftToken]) -> UIKitSourceRewriter.Edit? {
        guard k + 1 < tokens.count, tokens[k + 1].text == "(", let close = SwiftDeclarations.matchingClose(tokens, open: k + 1) else { return nil }
        let inside = tokens[(k + 2)..<close]
        // Only a plain dotted path; anything else is left for the compiler to report.
        guard !inside.isEmpty, inside.enumerated().allSatisfy({ ($0.offset % 2 == 0) == ($0.element.kind == .identifier) && ($0.offset % 2 == 0 || $0.element.text == ".") }),
              inside.count % 2 == 1 else { return nil }
        var components = inside.filter { $0.kind == .identifier }.map(\.text)
        if components.count > 1, let head = components.first, head == "self" || head.first?.isUppercase == true {
            components.removeFirst()
        }
        return .init(start: tokens[k].start, end: tokens[close].end, replacement: "\"" + components.joined(separator: ".") + "\"")
    }
}
