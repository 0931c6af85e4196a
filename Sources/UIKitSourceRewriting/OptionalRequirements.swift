// `@objc protocol Delegate { @objc optional func didTap(_ v: Card) }`, called as
// `delegate?.didTap?(self)`: optional requirements exist only for Objective-C protocols. Without
// them, the requirement becomes an ordinary one with a default implementation that does what an
// unimplemented optional requirement does for the caller: nothing, and a nil result.
// - `optional` is dropped; a protocol that was `@objc` gets `AnyObject` (Objective-C protocols
//   are class-bound, so `weak var delegate: Delegate?` needs it);
// - each optional requirement returning `Void` or an Optional (or a property of Optional type) gets
//   `extension Delegate { func didTap(_ v: Card) {} }` (`{ nil }` for a result) after the file's
//   last line, its line set by `#sourceLocation` to the requirement's;
// - a requirement of another type gets no default: a neutral value (`false`, `0`) would silently
//   replace the caller's fallback (`delegate?.shouldBegin?(self) ?? true`), so every conformer must
//   implement it and the compiler names those that do not;
// - calls `x.didTap?(` become `x.didTap(`, and `x.count?.` (a property of non-Optional type)
//   becomes `x.count.`, for the names declared optional in this file only.

enum OptionalRequirements {
    struct Output {
        var edits: [UIKitSourceRewriter.Edit] = []
        /// The default implementations, appended after the file's last line.
        var trailer = ""
    }

    static func rewrite(_ file: SourceFile) -> Output {
        let tokens = file.tokens
        var output = Output()
        var optionalCalls: Set<String> = []
        var optionalProperties: Set<String> = []
        for proto in file.declarations.types where proto.keyword == "protocol" && proto.isMember {
            guard let close = proto.close else { continue }
            if let edit = classBound(proto, file) { output.edits.append(edit) }
            var depth = 0
            for k in (proto.open + 1)..<close {
                let t = tokens[k]
                if t.kind == .punctuation && ["{", "(", "["].contains(t.text) { depth += 1 }
                if t.kind == .punctuation && ["}", ")", "]"].contains(t.text) { depth -= 1 }
                guard depth == 0, t.kind == .identifier, t.text == "optional", let requirement = requirement(at: k, before: close, file) else { continue }
                // `optional` and the blank after it.
                var end = t.end
                if end < file.bytes.count, file.bytes[end] == ascii(" ") { end += 1 }
                output.edits.append(.init(start: t.start, end: end, replacement: ""))
                if requirement.isFunction {
                    optionalCalls.insert(requirement.name)
                } else if !requirement.resultIsOptional {
                    optionalProperties.insert(requirement.name)
                }
                if let body = requirement.defaultBody {
                    output.trailer += defaultImplementation(requirement, body: body, in: proto, file)
                }
            }
        }
        output.edits += callEdits(file, calls: optionalCalls, properties: optionalProperties)
        return output
    }

    /// `extension Delegate {` on the line before the requirement's (as `#sourceLocation` numbers
    /// it), then the requirement at its own line and column with a body: its errors are the app's.
    static func defaultImplementation(_ requirement: Requirement, body: String, in proto: TypeDeclaration, _ file: SourceFile) -> String {
        let tokens = file.tokens
        let access = file.accessModifier(in: proto.firstToken..<proto.keywordToken).map { $0 == "private" ? "fileprivate " : $0 + " " } ?? ""
        let keywordStart = tokens[requirement.keyword].start
        let line = file.line(of: keywordStart)
        let declaration = requirement.staticPrefix + file.text(keywordStart..<tokens[requirement.signatureEnd].end) + body
        let opening = access + "extension " + proto.qualifiedName + " {"
        // On line 1 there is no line before: the extension shares the requirement's.
        guard line > 1 else {
            return UIKitSourceRewriter.sourceLocation(file.path, line: 1) + opening + " " + declaration + " }\n"
        }
        return UIKitSourceRewriter.sourceLocation(file.path, line: line - 1) + opening + "\n"
            + file.indentation(before: keywordStart) + declaration + " }\n"
    }

    struct Requirement {
        let name: String
        let keyword: Int
        /// The last token of the declaration, before a property's or subscript's `{ get set }`.
        let signatureEnd: Int
        let isFunction: Bool
        let resultIsOptional: Bool
        let staticPrefix: String
        /// ` {}`, ` { nil }` or ` { get { nil } set {} }`; nil when the result has no neutral value.
        let defaultBody: String?
    }

    static let declarationStarts: Set<String> = SwiftDeclarations.modifiers.union(
        ["func", "var", "let", "subscript", "init", "deinit", "associatedtype", "typealias"])

    /// The requirement that the `optional` at token `k` marks; nil when it is not a modifier there.
    static func requirement(at k: Int, before protocolClose: Int, _ file: SourceFile) -> Requirement? {
        let tokens = file.tokens
        if k > 0, ["var", "let", "func", ".", ":"].contains(tokens[k - 1].text) { return nil }
        var isStatic = (SwiftDeclarations.declarationStart(tokens, before: k)..<k).contains { tokens[$0].text == "static" || tokens[$0].text == "class" }
        var j = k + 1
        while j < protocolClose, tokens[j].kind == .identifier, SwiftDeclarations.modifiers.contains(tokens[j].text) {
            if tokens[j].text == "static" || tokens[j].text == "class" { isStatic = true }
            j += 1
        }
        guard j < protocolClose, ["func", "var", "subscript"].contains(tokens[j].text) else { return nil }
        let keyword = j
        let isFunction = tokens[keyword].text == "func"
        let name = tokens[keyword].text == "subscript" ? "subscript" : (keyword + 1 < protocolClose ? tokens[keyword + 1].text : "")
        // The declaration ends where the next begins, or at a property's accessor block.
        var depth = 0
        var arrow: Int?
        var colon: Int?
        var accessors: Int?
        j = keyword + 1
        while j < protocolClose {
            let t = tokens[j]
            if depth == 0 && t.kind == .pound { break }
            if depth == 0 && (t.text == "@" || t.text == ";" || (t.kind == .identifier && declarationStarts.contains(t.text))) { break }
            if t.kind == .punctuation {
                if t.text == "{" && depth == 0 && !isFunction { accessors = j; break }
                if ["(", "[", "{"].contains(t.text) { depth += 1 }
                if [")", "]", "}"].contains(t.text) { depth -= 1 }
                if depth == 0 && t.text == "-" && j + 1 < protocolClose && tokens[j + 1].text == ">" && tokens[j + 1].start == t.end { arrow = j + 1 }
                if depth == 0 && t.text == ":" && colon == nil && !isFunction { colon = j }
            }
            j += 1
        }
        let signatureEnd = j - 1
        guard signatureEnd > keyword else { return nil }
        // The result type: after `->` (up to `where`), or a property's after its `:`.
        var resultTokens: [SwiftToken] = []
        if let typeStart = isFunction || tokens[keyword].text == "subscript" ? arrow : colon, typeStart < signatureEnd {
            for t in tokens[(typeStart + 1)...signatureEnd] {
                if t.text == "where" { break }
                resultTokens.append(t)
            }
        }
        let result = resultTokens.map(\.text).joined()
        let isVoid = resultTokens.isEmpty ? isFunction : (result == "Void" || result == "()")
        let isOptional = result.hasSuffix("?") || result.hasSuffix("!") || result.hasPrefix("Optional<")
        var settable = false
        if let accessors, let accessorsClose = SwiftDeclarations.matchingClose(tokens, open: accessors) {
            settable = tokens[accessors...accessorsClose].contains { $0.text == "set" }
        }
        var body: String?
        if isFunction {
            body = isVoid ? " {}" : isOptional ? " { nil }" : nil
        } else if isOptional {
            body = settable ? " { get { nil } set {} }" : " { nil }"
        }
        return Requirement(name: name, keyword: keyword, signatureEnd: signatureEnd, isFunction: isFunction, resultIsOptional: isOptional || isVoid,
                           staticPrefix: isStatic ? "static " : "", defaultBody: body)
    }

    /// `: AnyObject` (or `, AnyObject`) for a protocol that was `@objc` and is not yet class-bound.
    static func classBound(_ proto: TypeDeclaration, _ file: SourceFile) -> UIKitSourceRewriter.Edit? {
        let tokens = file.tokens
        let attributes = proto.firstToken..<proto.keywordToken
        guard attributes.contains(where: { tokens[$0].text == "objc" && $0 > 0 && tokens[$0 - 1].text == "@" }) else { return nil }
        let clause = tokens[(proto.nameToken + 1)..<proto.open]
        if clause.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0.text) }) { return nil }
        guard let first = clause.first, first.text != "<" else {
            let at = tokens[proto.nameToken].end
            return .init(start: at, end: at, replacement: ": AnyObject")
        }
        guard first.text == ":" else {
            // `protocol P where …`: the bound goes before the clause.
            let at = tokens[proto.nameToken].end
            return first.text == "where" ? .init(start: at, end: at, replacement: ": AnyObject") : nil
        }
        let last = clause.firstIndex { $0.text == "where" }.map { $0 - 1 } ?? (proto.open - 1)
        let at = tokens[last].end
        return .init(start: at, end: at, replacement: ", AnyObject")
    }

    /// `.name?(` → `.name(` for the optional functions; `.name?.`/`.name?[` → `.name.`/`.name[`
    /// for the optional properties of non-Optional type.
    static func callEdits(_ file: SourceFile, calls: Set<String>, properties: Set<String>) -> [UIKitSourceRewriter.Edit] {
        let tokens = file.tokens
        guard !calls.isEmpty || !properties.isEmpty, tokens.count >= 4 else { return [] }
        var edits: [UIKitSourceRewriter.Edit] = []
        for k in 1..<(tokens.count - 2) {
            let name = tokens[k], mark = tokens[k + 1], next = tokens[k + 2]
            guard name.kind == .identifier, tokens[k - 1].text == ".", tokens[k - 1].end == name.start,
                  mark.text == "?", mark.start == name.end, next.start == mark.end else { continue }
            let isCall = calls.contains(name.text) && next.text == "("
            let isProperty = properties.contains(name.text) && (next.text == "." || next.text == "[")
            if isCall || isProperty { edits.append(.init(start: mark.start, end: mark.end, replacement: "")) }
        }
        return edits
    }
}
