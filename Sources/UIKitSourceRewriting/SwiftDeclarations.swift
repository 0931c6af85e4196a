// Just enough of a Swift file's structure for rewrites that move or add declarations: its tokens
// (code only, as SwiftCodeScanner marks it), its type declarations with their bodies and nesting,
// and which `#if` branch every token sits in. No SwiftSyntax: a heuristic reading that gives up
// (reports nothing) where the text is unbalanced, so a rewrite built on it stays local.

/// A token of code: an identifier (backticks dropped), a `#word`, or one punctuation byte.
struct SwiftToken {
    enum Kind { case identifier, pound, punctuation }
    let kind: Kind
    let start: Int, end: Int
    let text: String
    /// Index into `SwiftDeclarations.conditionStacks`: the `#if` branches around the token.
    let condition: Int
}

/// A `class`, `struct`, `enum`, `actor`, `protocol` or `extension` declaration with a body.
struct TypeDeclaration {
    let keyword: String
    /// Token index of the first attribute or modifier before the keyword (the keyword's when none).
    let firstToken: Int
    let keywordToken: Int
    /// Token index of the name (an extension's last path component).
    let nameToken: Int
    /// As written: an extension's extended type path (`Outer.Inner`).
    let name: String
    /// The name with the names of the types it is declared in, outermost first.
    let qualifiedName: String
    let open: Int
    /// The closing brace's token index; nil when the body never closes.
    let close: Int?
    /// Between the name and the body: `where`, or generic arguments on an extension.
    let isConstrained: Bool
    /// Declared at file scope or directly in other type bodies (not in a function, closure or parentheses).
    let isMember: Bool
}

struct SwiftDeclarations {
    let tokens: [SwiftToken]
    let types: [TypeDeclaration]
    /// Each distinct stack of `#if`/`#elseif`/`#else` branches (identified by their token's start).
    let conditionStacks: [[Int]]

    static let declarationKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "package", "final", "dynamic", "class", "static",
        "required", "convenience", "override", "optional", "mutating", "nonmutating", "lazy", "weak", "unowned",
        "nonisolated", "indirect", "prefix", "postfix", "infix",
    ]
    static let accessModifiers: Set<String> = ["public", "open", "internal", "private", "fileprivate", "package"]
    /// Words that end a type's name rather than being one (`class func`, `for actor in`).
    static let reservedWords: Set<String> = Set([
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "in", "is", "as",
        "where", "case", "import", "operator", "macro",
    ]).union(modifiers)

    init(_ scanner: SwiftCodeScanner) {
        var stacks: [[Int]] = [[]]
        var stackIndex: [[Int]: Int] = [[]: 0]
        var current: [Int] = []
        var currentIndex = 0
        var tokens: [SwiftToken] = []
        let bytes = scanner.bytes
        var i = 0
        while i < bytes.count {
            guard scanner.isCode[i] else { i += 1; continue }
            let c = bytes[i]
            if c == ascii(" ") || c == ascii("\t") || c == ascii("\n") || c == ascii("\r") { i += 1; continue }
            var kind = SwiftToken.Kind.punctuation
            var end = i + 1
            var text: String
            if isIdentifierByte(at: i, bytes) {
                while end < bytes.count && scanner.isCode[end] && isIdentifierByte(at: end, bytes) { end += 1 }
                kind = .identifier
                text = String(decoding: bytes[i..<end], as: UTF8.self)
            } else if c == ascii("`"), let close = (i + 1..<bytes.count).first(where: { !scanner.isCode[$0] || !isIdentifierByte(at: $0, bytes) }),
                      close > i + 1, bytes[close] == ascii("`"), scanner.isCode[close] {
                kind = .identifier
                text = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
                end = close + 1
            } else if c == ascii("#"), i + 1 < bytes.count, scanner.isCode[i + 1], isIdentifierByte(at: i + 1, bytes) {
                while end < bytes.count && scanner.isCode[end] && isIdentifierByte(at: end, bytes) { end += 1 }
                kind = .pound
                text = String(decoding: bytes[i..<end], as: UTF8.self)
            } else {
                text = String(decoding: bytes[i..<end], as: UTF8.self)
            }
            // `#if`/`#else` count as inside the branch they open, `#endif` as outside.
            if kind == .pound {
                switch text {
                case "#if":
                    current.append(i)
                case "#elseif", "#else":
                    if !current.isEmpty { current[current.count - 1] = i }
                case "#endif":
                    _ = current.popLast()
                default: break
                }
                if let known = stackIndex[current] {
                    currentIndex = known
                } else {
                    currentIndex = stacks.count
                    stackIndex[current] = currentIndex
                    stacks.append(current)
                }
            }
            tokens.append(SwiftToken(kind: kind, start: i, end: end, text: text, condition: currentIndex))
            i = end
        }
        self.tokens = tokens
        self.conditionStacks = stacks
        self.types = Self.findTypes(tokens)
    }

    private struct Pending {
        let firstToken, keywordToken, nameToken: Int
        let keyword, name: String
        let open: Int
        let isConstrained: Bool
        let isMember: Bool
        let enclosing: Int?
    }

    /// Type declarations, in source order, matched to their bodies with a stack of open brackets.
    private static func findTypes(_ tokens: [SwiftToken]) -> [TypeDeclaration] {
        var pendingByOpen: [Int: Pending] = [:]
        var found: [(pending: Pending, close: Int?)] = []
        // Open brackets: the token index and, for a type body, its index in `found`.
        var stack: [(token: Int, type: Int?)] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .identifier, declarationKeywords.contains(token.text),
               let pending = declaration(at: index, tokens, enclosing: stack.map(\.type)) {
                pendingByOpen[pending.open] = pending
                continue
            }
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "{", "(", "[":
                if token.text == "{", let pending = pendingByOpen[index] {
                    found.append((pending, nil))
                    stack.append((index, found.count - 1))
                } else {
                    stack.append((index, nil))
                }
            case "}", ")", "]":
                let opener = token.text == "}" ? "{" : token.text == ")" ? "(" : "["
                // A stray closer is skipped rather than closing a bracket of another kind.
                guard let top = stack.last, tokens[top.token].text == opener else { continue }
                stack.removeLast()
                if let type = top.type { found[type].close = index }
            default: break
            }
        }
        return found.map { entry in
            let p = entry.pending
            var qualified = p.name
            var outer = p.enclosing
            while let o = outer {
                qualified = found[o].pending.name + "." + qualified
                outer = found[o].pending.enclosing
            }
            return TypeDeclaration(keyword: p.keyword, firstToken: p.firstToken, keywordToken: p.keywordToken, nameToken: p.nameToken,
                                   name: p.name, qualifiedName: qualified, open: p.open, close: entry.close,
                                   isConstrained: p.isConstrained, isMember: p.isMember)
        }
    }

    /// The declaration whose keyword is token `k`, up to its body's `{`; nil when `k` is not one
    /// (`class func`, a member named `enum`) or no body follows.
    private static func declaration(at k: Int, _ tokens: [SwiftToken], enclosing: [Int?]) -> Pending? {
        if k > 0, tokens[k - 1].text == "." { return nil }
        var j = k + 1
        guard j < tokens.count, tokens[j].kind == .identifier, !reservedWords.contains(tokens[j].text) else { return nil }
        var name = tokens[j].text
        var nameToken = j
        j += 1
        let keyword = tokens[k].text
        if keyword == "extension" {
            while j + 1 < tokens.count, tokens[j].text == ".", tokens[j + 1].kind == .identifier {
                name += "." + tokens[j + 1].text
                nameToken = j + 1
                j += 2
            }
        }
        guard j < tokens.count, ["{", ":", "<", "where"].contains(tokens[j].text) else { return nil }
        var constrained = keyword == "extension" && tokens[j].text == "<"
        var depth = 0
        while j < tokens.count {
            let t = tokens[j].text
            if tokens[j].kind == .punctuation {
                if t == "(" || t == "[" { depth += 1 }
                if t == ")" || t == "]" { depth -= 1 }
                if depth == 0 && t == "{" { break }
                if depth <= 0 && (t == "}" || t == ";") { return nil }
            } else if t == "where" {
                constrained = true
            }
            j += 1
        }
        guard j < tokens.count else { return nil }
        let isMember = enclosing.allSatisfy { $0 != nil }
        return Pending(firstToken: declarationStart(tokens, before: k), keywordToken: k, nameToken: nameToken, keyword: keyword, name: name,
                       open: j, isConstrained: constrained, isMember: isMember, enclosing: enclosing.last ?? nil)
    }

    /// The first token of the attributes and modifiers that precede token `k` (`k` when none):
    /// `@available(iOS 13, *) public override` before `func`.
    static func declarationStart(_ tokens: [SwiftToken], before k: Int) -> Int {
        var s = k
        while s > 0 {
            let p = tokens[s - 1]
            if p.kind == .identifier {
                if s >= 2, tokens[s - 2].text == "@", tokens[s - 2].end == p.start { s -= 2; continue }
                if modifiers.contains(p.text) { s -= 1; continue }
                break
            }
            // `@available(iOS 13, *)`, `private(set)`.
            guard p.text == ")", let open = matchingOpen(tokens, close: s - 1), open >= 1, tokens[open - 1].kind == .identifier else { break }
            if open >= 2, tokens[open - 2].text == "@", tokens[open - 2].end == tokens[open - 1].start { s = open - 2; continue }
            if modifiers.contains(tokens[open - 1].text) { s = open - 1; continue }
            break
        }
        return s
    }

    /// The `(` matching the `)` at token `close`, searching back.
    static func matchingOpen(_ tokens: [SwiftToken], close: Int) -> Int? {
        var depth = 0
        var k = close
        while k >= 0 {
            if tokens[k].kind == .punctuation {
                if tokens[k].text == ")" { depth += 1 }
                if tokens[k].text == "(" {
                    depth -= 1
                    if depth == 0 { return k }
                }
            }
            k -= 1
        }
        return nil
    }

    /// The token closing the bracket (`(`, `[` or `{`) at token `open`; nil when it never closes.
    static func matchingClose(_ tokens: [SwiftToken], open: Int) -> Int? {
        let opener = tokens[open].text
        let closer = opener == "(" ? ")" : opener == "[" ? "]" : "}"
        var depth = 0
        var k = open
        while k < tokens.count {
            if tokens[k].kind == .punctuation {
                if tokens[k].text == opener { depth += 1 }
                if tokens[k].text == closer {
                    depth -= 1
                    if depth == 0 { return k }
                }
            }
            k += 1
        }
        return nil
    }

    /// Whether the branches around `inner` include all those around `outer` (so code moved from a
    /// place in `outer`'s branches to `inner`'s is compiled under no fewer conditions).
    func condition(_ outer: Int, isPrefixOf inner: Int) -> Bool {
        let o = conditionStacks[outer], i = conditionStacks[inner]
        return o.count <= i.count && Array(i.prefix(o.count)) == o
    }
}

/// The file being rewritten, as the rewrites that move or add declarations read it.
struct SourceFile {
    let bytes: [UInt8]
    let declarations: SwiftDeclarations
    /// The app's file, which `#sourceLocation` names.
    let path: String
    private let lineStarts: [Int]

    init(bytes: [UInt8], declarations: SwiftDeclarations, path: String) {
        self.bytes = bytes
        self.declarations = declarations
        self.path = path
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == ascii("\n") }.map { $0 + 1 }
    }

    var tokens: [SwiftToken] { declarations.tokens }

    /// The 1-based line of the byte at `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while low < high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The offset where `offset`'s line starts.
    func lineStart(of offset: Int) -> Int { lineStarts[line(of: offset) - 1] }

    /// Blanks as wide as the bytes from the start of `offset`'s line to it (tabs kept), so text
    /// moved elsewhere starts at the column it had.
    func indentation(before offset: Int) -> String {
        String(decoding: bytes[lineStart(of: offset)..<offset].map { $0 == ascii("\t") ? $0 : ascii(" ") }, as: UTF8.self)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The access modifier among tokens `range` (a declaration's modifiers), if any.
    func accessModifier(in range: Range<Int>) -> String? {
        // `private(set)` limits the setter only.
        range.first { k in
            tokens[k].kind == .identifier && SwiftDeclarations.accessModifiers.contains(tokens[k].text)
                && !(k + 1 < tokens.count && tokens[k + 1].text == "(")
        }.map { tokens[$0].text }
    }
}
