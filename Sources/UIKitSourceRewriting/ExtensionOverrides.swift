// `extension CardView { override func layoutSubviews() {…} }` compiles for iOS, where UIKit's
// members are `@objc` and so overridable from an extension; without the Objective-C runtime Swift
// says "declarations in extensions cannot override yet". When the class is declared in the same
// file, the overriding members (and the `@objc` ones, which subclasses may override) move into its
// body: each is emitted on lines of its own just before the line of the class's closing brace,
// between `#sourceLocation` lines that give it its original lines, and blank lines stay where it
// was, so every other line keeps its number too. A class declared elsewhere, or whose closing
// brace shares its line with code, is left alone (the compiler's error stays, at the app's line).

enum ExtensionOverrides {
    /// `edits` plus the moves; the edits made inside a moved member travel with it.
    static func move(_ edits: [UIKitSourceRewriter.Edit], _ file: SourceFile) -> [UIKitSourceRewriter.Edit] {
        let d = file.declarations
        let tokens = file.tokens
        var edits = edits
        for ext in d.types where ext.keyword == "extension" && !ext.isConstrained && ext.isMember && ext.qualifiedName == ext.name {
            guard let extensionClose = ext.close else { continue }
            let classes = d.types.filter { $0.keyword == "class" && $0.isMember && $0.qualifiedName == ext.name && $0.close != nil }
            // Code moved into the class must be compiled under every `#if` branch the extension was.
            guard classes.count == 1, let target = classes.first, let classClose = target.close,
                  file.bytes[file.lineStart(of: tokens[classClose].start)..<tokens[classClose].start].allSatisfy({ $0 == ascii(" ") || $0 == ascii("\t") }),
                  d.condition(tokens[ext.keywordToken].condition, isPrefixOf: tokens[classClose].condition) else { continue }
            // `private extension` makes its members fileprivate; in the class body they must say so.
            let inherited = file.accessModifier(in: ext.firstToken..<ext.keywordToken).map { $0 == "private" ? "fileprivate" : $0 }
            var k = ext.open + 1
            var depth = 0
            while k < extensionClose {
                let t = tokens[k]
                if t.kind == .punctuation && ["{", "(", "["].contains(t.text) { depth += 1 }
                if t.kind == .punctuation && ["}", ")", "]"].contains(t.text) { depth -= 1 }
                if depth == 0, isMoveMarker(k, tokens),
                   let member = movableMember(at: k, in: ext, file),
                   let moved = moveEdits(member, inherited: inherited, to: classClose, edits: edits, file) {
                    edits = moved
                    k = member.close + 1
                    continue
                }
                k += 1
            }
        }
        return edits
    }

    struct Member {
        /// Token indices: the first attribute or modifier, the keyword (`func`, `var`, `subscript`)
        /// and the body's closing brace.
        let first, keyword, close: Int
    }

    /// `override`, and what makes a member overridable from a subclass for iOS however it is
    /// declared: `@objc`, `@IBAction` (which implies it) and `dynamic` members are dispatched by
    /// the Objective-C runtime, so an app's subclass (in another file too) may override one
    /// declared in an extension, which Swift without that runtime refuses ("declared in an
    /// extension and cannot be overridden"). In the class body any member can be overridden.
    static func isMoveMarker(_ k: Int, _ tokens: [SwiftToken]) -> Bool {
        let t = tokens[k]
        if t.kind == .identifier { return t.text == "override" || t.text == "dynamic" }
        guard t.text == "@", k + 1 < tokens.count, tokens[k + 1].start == t.end else { return false }
        return tokens[k + 1].text == "objc" || tokens[k + 1].text == "IBAction"
    }

    /// The `func`, `var` or `subscript` whose attribute or modifier is token `k`, directly in
    /// `ext`'s body and not inside an `#if` of it.
    static func movableMember(at k: Int, in ext: TypeDeclaration, _ file: SourceFile) -> Member? {
        let tokens = file.tokens
        let first = max(SwiftDeclarations.declarationStart(tokens, before: k), ext.open + 1)
        var j = k
        while j < tokens.count {
            if tokens[j].text == "@", j + 1 < tokens.count, tokens[j + 1].kind == .identifier {
                j += 2
            } else if tokens[j].kind == .identifier, SwiftDeclarations.modifiers.contains(tokens[j].text) {
                j += 1
            } else {
                break
            }
            // `@objc(tap:)`, `@available(iOS 13, *)`, `private(set)`.
            if j < tokens.count, tokens[j].text == "(", tokens[j].start == tokens[j - 1].end,
               let close = SwiftDeclarations.matchingClose(tokens, open: j) { j = close + 1 }
        }
        guard j < tokens.count, ["func", "var", "subscript"].contains(tokens[j].text) else { return nil }
        let keyword = j
        var depth = 0
        while j < tokens.count {
            let t = tokens[j]
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" { depth += 1 }
                if t.text == ")" || t.text == "]" { depth -= 1 }
                if depth == 0 && t.text == "{" { break }
                if depth <= 0 && (t.text == "}" || t.text == ";") { return nil }
            }
            j += 1
        }
        guard j < tokens.count, let close = SwiftDeclarations.matchingClose(tokens, open: j), let extensionClose = ext.close,
              close < extensionClose else { return nil }
        let condition = tokens[ext.open].condition
        guard tokens[first].condition == condition, tokens[close].condition == condition else { return nil }
        return Member(first: first, keyword: keyword, close: close)
    }

    /// `edits` with `member` blanked where it is and inserted before the class's closing brace;
    /// nil when another edit straddles the member's edge.
    static func moveEdits(_ member: Member, inherited: String?, to classClose: Int, edits: [UIKitSourceRewriter.Edit],
                          _ file: SourceFile) -> [UIKitSourceRewriter.Edit]? {
        let tokens = file.tokens
        let span = tokens[member.first].start..<tokens[member.close].end
        var inside: [UIKitSourceRewriter.Edit] = []
        var outside: [UIKitSourceRewriter.Edit] = []
        for edit in edits {
            if edit.start >= span.lowerBound && edit.end <= span.upperBound {
                inside.append(edit)
            } else if edit.start < span.upperBound && edit.end > span.lowerBound {
                return nil
            } else {
                outside.append(edit)
            }
        }
        if let inherited, file.accessModifier(in: member.first..<member.keyword) == nil {
            // Before the modifiers, after any attribute (`@available(…) fileprivate override func`).
            var k = member.first
            while k < member.keyword, tokens[k].text == "@" {
                k += 2
                if k < member.keyword, tokens[k].text == "(", let close = SwiftDeclarations.matchingClose(tokens, open: k) { k = close + 1 }
            }
            k = min(k, member.keyword)
            inside.append(.init(start: tokens[k].start, end: tokens[k].start, replacement: inherited + " "))
        }
        var ignored: [UIKitSourceRewriter.Change] = []
        let text = file.indentation(before: span.lowerBound)
            + String(decoding: UIKitSourceRewriter.splice(file.bytes, span, inside, changes: &ignored), as: UTF8.self)
        let closeOffset = tokens[classClose].start
        let insertion = UIKitSourceRewriter.sourceLocation(file.path, line: file.line(of: span.lowerBound)) + text + "\n"
            + UIKitSourceRewriter.sourceLocation(file.path, line: file.line(of: closeOffset))
        let at = file.lineStart(of: closeOffset)
        return outside + [
            .init(start: span.lowerBound, end: span.upperBound, replacement: ""),
            .init(start: at, end: at, replacement: insertion, verbatim: true),
        ]
    }
}
