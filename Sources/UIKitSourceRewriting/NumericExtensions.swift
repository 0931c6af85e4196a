// Libraries make every numeric type conform to their protocols, one extension each:
// `extension Double: ConstraintOffsetTarget {}` and `extension CGFloat: ConstraintOffsetTarget {}`
// (SnapKit does so for five protocols). On Apple platforms CGFloat is a struct of its own; in
// UIKitCompat it is `Double` (what layout computes in, and what CGFloat wraps on 64-bit devices), so
// the second extension declares the conformance and its members again: "redundant conformance",
// "invalid redeclaration". The CGFloat extension means what the Double one already says, value for
// value, so the rewrite leaves it out where the same file extends Double with the same conformances.

enum NumericExtensions {
    static func edits(_ file: SourceFile) -> [UIKitSourceRewriter.Edit] {
        let tokens = file.tokens
        let extensions = file.declarations.types.filter { $0.keyword == "extension" && $0.isMember && !$0.isConstrained }
        var doubleConformances: [(text: String, condition: Int)] = []
        for ext in extensions where isType(ext.name, "Double", module: "Swift") {
            if let list = conformances(ext, tokens) { doubleConformances.append((list, tokens[ext.keywordToken].condition)) }
        }
        guard !doubleConformances.isEmpty else { return [] }
        var edits: [UIKitSourceRewriter.Edit] = []
        for ext in extensions where isType(ext.name, "CGFloat", module: "CoreGraphics") {
            guard let close = ext.close, let list = conformances(ext, tokens) else { continue }
            let condition = tokens[ext.keywordToken].condition
            guard doubleConformances.contains(where: { $0.text == list && $0.condition == condition }) else { continue }
            edits.append(.init(start: tokens[ext.firstToken].start, end: tokens[close].end, replacement: ""))
        }
        return edits
    }

    /// `Double`, or `Swift.Double`.
    static func isType(_ name: String, _ type: String, module: String) -> Bool {
        name == type || name == module + "." + type
    }

    /// The inheritance clause as written, tokens joined (`:ConstraintOffsetTarget,Hashable`); nil without one.
    static func conformances(_ ext: TypeDeclaration, _ tokens: [SwiftToken]) -> String? {
        let first = ext.nameToken + 1
        guard first < ext.open, tokens[first].text == ":" else { return nil }
        return tokens[first..<ext.open].map(\.text).joined()
    }
}
