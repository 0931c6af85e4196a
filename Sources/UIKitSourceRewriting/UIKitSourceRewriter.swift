// An app's UIKit file, made compilable on Linux without editing it: Swift there has no
// Objective-C runtime, so `@objc`, `@objcMembers`, `@IBOutlet` on class types and `#selector` are
// errors ("Objective-C interoperability is disabled"). The rewrite keeps every line where it was
// and starts with `#sourceLocation`, so the compiler's diagnostics name the app's own file and line.

/// Rewrites an app's UIKit source file into one that compiles against `UIKitCompat` on Linux.
///
/// Only code is touched (never comments or string literals), and every line keeps its number:
/// - `import UIKit` (or a submodule), `import os.log` and `import OSLog` become `import UIKitCompat`
///   (unified logging is UIKitCompat's); `import Foundation`, `CoreGraphics`, `QuartzCore` and
///   `ObjectiveC` in such a file are dropped, as UIKitCompat re-exports or declares what they do
///   (importing both would make `CGFloat` ambiguous; the runtime's associated objects are UIKitCompat's);
/// - the attributes `@objc` (with its name, `@objc(tap:)`), `@objcMembers`, `@nonobjc` and
///   `@IBOutlet` are removed: they only expose declarations to the Objective-C runtime;
/// - `@MainActor` is removed (in a closure, `{ @MainActor in` becomes `{`): UIKit's views and
///   controllers are main-actor isolated, so app code annotates its own; UIKitCompat's are not (each
///   scenario's tree lives on its own task), and an isolated app method could not be called from them;
/// - `#selector(Type.handle(_:))` becomes `Selector("handle:")`, the Objective-C name UIKit would
///   use (`getter:`/`setter:` forms too), which target-action APIs then store;
/// - `override` members of an extension move into their class when it is in the file
///   (`ExtensionOverrides`), `optional` protocol requirements get defaults
///   (`OptionalRequirements`), `#Preview` goes and `#keyPath` is a string (`MacroEdits`): the moved
///   and added lines get `#sourceLocation` lines of their own, so they keep their numbers too;
/// - in extensions of UIKit classes that UIKitCompat declares as value types (`UIColor`, `UIFont`,
///   `UIImage`, …), `convenience` is dropped and `class func`/`class var` become `static`
///   (`ValueTypeExtensions`); for the same reason text attribute dictionaries are
///   `[NSAttributedString.Key: Any]` where the app wrote `AnyObject` or left a mixed literal
///   unannotated (`AttributeDictionaries`);
/// - `#if canImport(UIKit)` and `#if os(iOS)` become `canImport(UIKitCompat)` and `os(Linux)`
///   (`CompilationConditions`), so code guarded for iOS is compiled;
/// - an `extension CGFloat` with the same conformances as the file's `extension Double` is left out
///   (`NumericExtensions`): CGFloat is `Double` here, so it would declare them twice;
/// - `NSCache` is UIKitCompat's `ValueCache`: apps cache `UIImage`s in it, a value type here, which
///   Foundation's NSCache (class objects only) cannot hold.
public enum UIKitSourceRewriter {
    /// One change the rewrite made, for a report of what was compiled differently.
    public struct Change: Sendable, Hashable {
        /// 1-based line in the original file.
        public let line: Int
        public let original: String
        public let replacement: String
    }

    /// The rewritten file and the changes, in source order.
    public struct Result: Sendable {
        public let text: String
        public let changes: [Change]
    }

    static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "MainActor"]
    static let modulesUIKitCompatExports: Set<String> = ["Foundation", "CoreGraphics", "QuartzCore", "ObjectiveC"]
    /// Modules UIKitCompat stands in for: each import of one becomes `import UIKitCompat`, so a file
    /// that logs through `os.log` alone compiles too.
    static let modulesUIKitCompatReplaces: Set<String> = ["UIKit", "os", "OSLog"]

    /// Rewrites `source`; `originalPath` is what `#sourceLocation` names (the app's file).
    public static func rewrite(_ source: String, originalPath: String) -> Result {
        let bytes = Array(source.utf8)
        let scanner = SwiftCodeScanner(bytes)
        var edits: [Edit] = []
        var i = 0
        while i < bytes.count {
            guard scanner.isCode[i] else { i += 1; continue }
            let c = bytes[i]
            if c == ascii("@"), !isIdentifierByte(at: i - 1, bytes), let edit = attributeEdit(at: i, bytes, scanner) {
                edits.append(edit)
                i = edit.end
                continue
            }
            if c == ascii("#"), let edit = selectorEdit(at: i, bytes, scanner) {
                edits.append(edit)
                i = edit.end
                continue
            }
            i += 1
        }
        let imports = importEdits(bytes, scanner)
        edits += imports
        if !imports.isEmpty {
            edits += renamedTypeEdits(bytes, scanner)
            edits += CompilationConditions.edits(bytes, scanner)
        }
        let file = SourceFile(bytes: bytes, declarations: SwiftDeclarations(scanner), path: originalPath)
        edits += MacroEdits.edits(file)
        edits += ValueTypeExtensions.edits(file)
        // Only where the file imports UIKit: a file on Foundation alone has Foundation's CGFloat, a struct.
        if !imports.isEmpty { edits += NumericExtensions.edits(file) }
        edits += AttributeDictionaries.edits(file)
        let optionals = OptionalRequirements.rewrite(file)
        edits += optionals.edits
        // Last: a moved member takes the edits made inside it along.
        edits = ExtensionOverrides.move(edits, file)
        return apply(edits, to: bytes, trailer: optionals.trailer, originalPath: originalPath)
    }

    // MARK: Edits

    struct Edit {
        let start: Int, end: Int
        let replacement: String
        /// Inserted as it is, line breaks and all (a moved declaration between `#sourceLocation`
        /// lines); otherwise the line breaks of the replaced span are kept after the replacement.
        var verbatim = false
    }

    /// `@objc`, `@objc(name:)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@MainActor`: removed.
    static func attributeEdit(at start: Int, _ bytes: [UInt8], _ scanner: SwiftCodeScanner) -> Edit? {
        var j = start + 1
        while j < bytes.count && isIdentifierByte(at: j, bytes) { j += 1 }
        let name = String(decoding: bytes[(start + 1)..<j], as: UTF8.self)
        guard removedAttributes.contains(name) else { return nil }
        if name == "objc", j < bytes.count, bytes[j] == ascii("("), let close = closingParen(from: j, bytes, scanner) {
            j = close + 1
        }
        // A closure's isolation, `{ @MainActor in`: `{ in` would not parse, so `in` goes too.
        if name == "MainActor", let end = closureInEnd(after: j, bytes), previousCode(before: start, bytes) == ascii("{") {
            return Edit(start: start, end: end, replacement: "")
        }
        // The space after the attribute goes with it, so `@objc func` becomes `func`.
        if j < bytes.count && bytes[j] == ascii(" ") { j += 1 }
        return Edit(start: start, end: j, replacement: "")
    }

    /// The end of `in` (and one space after it) when only blanks stand between `from` and it.
    static func closureInEnd(after from: Int, _ bytes: [UInt8]) -> Int? {
        var j = from
        while j < bytes.count && (bytes[j] == ascii(" ") || bytes[j] == ascii("\t")) { j += 1 }
        guard j + 2 <= bytes.count, bytes[j] == ascii("i"), bytes[j + 1] == ascii("n"), !isIdentifierByte(at: j + 2, bytes) else { return nil }
        j += 2
        if j < bytes.count && bytes[j] == ascii(" ") { j += 1 }
        return j
    }

    /// The byte before `index` that is not a blank, if any on that line.
    static func previousCode(before index: Int, _ bytes: [UInt8]) -> UInt8? {
        var j = index - 1
        while j >= 0 && (bytes[j] == ascii(" ") || bytes[j] == ascii("\t")) { j -= 1 }
        return j >= 0 ? bytes[j] : nil
    }

    /// `#selector(…)` → `Selector("objcName")`.
    static func selectorEdit(at start: Int, _ bytes: [UInt8], _ scanner: SwiftCodeScanner) -> Edit? {
        let keyword = Array("#selector".utf8)
        guard start + keyword.count <= bytes.count, Array(bytes[start..<(start + keyword.count)]) == keyword else { return nil }
        var j = start + keyword.count
        guard !isIdentifierByte(at: j, bytes) else { return nil }
        while j < bytes.count && (bytes[j] == ascii(" ") || bytes[j] == ascii("\t")) { j += 1 }
        guard j < bytes.count, bytes[j] == ascii("("), let close = closingParen(from: j, bytes, scanner) else { return nil }
        let inside = String(decoding: bytes[(j + 1)..<close], as: UTF8.self)
        // Only a selector's own characters go into the literal: no line break, quote or backslash
        // (a line break there would move the lines after it).
        let name = objectiveCSelector(inside).filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }
        return Edit(start: start, end: close + 1, replacement: "Selector(\"\(name)\")")
    }

    /// The index of the `)` closing the `(` at `open`, counting code only; nil when unbalanced.
    static func closingParen(from open: Int, _ bytes: [UInt8], _ scanner: SwiftCodeScanner) -> Int? {
        var depth = 0
        var k = open
        while k < bytes.count {
            if scanner.isCode[k] {
                if bytes[k] == ascii("(") { depth += 1 }
                if bytes[k] == ascii(")") {
                    depth -= 1
                    if depth == 0 { return k }
                }
            }
            k += 1
        }
        return nil
    }

    /// Import lines: UIKit becomes UIKitCompat; what UIKitCompat re-exports goes when UIKit was imported.
    static func importEdits(_ bytes: [UInt8], _ scanner: SwiftCodeScanner) -> [Edit] {
        var imports: [(start: Int, end: Int, module: String)] = []
        for code in codeLines(bytes, scanner) {
            let words = String(decoding: bytes[code], as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.count >= 2, words[0] == "import" {
                // `import UIKit.UIGestureRecognizerSubclass`, `import struct Foundation.Date`: the top module.
                let path = words.count >= 3 ? words[2] : words[1]
                let module = String(path.split(separator: ".").first ?? "")
                // Only the declaration: a trailing comment stays.
                var end = code.upperBound
                while end > code.lowerBound && (bytes[end - 1] == ascii(" ") || bytes[end - 1] == ascii("\t")) { end -= 1 }
                imports.append((code.lowerBound, end, module))
            }
        }
        guard imports.contains(where: { modulesUIKitCompatReplaces.contains($0.module) }) else { return [] }
        return imports.compactMap { imp in
            if modulesUIKitCompatReplaces.contains(imp.module) {
                return Edit(start: imp.start, end: imp.end, replacement: "import UIKitCompat")
            }
            if modulesUIKitCompatExports.contains(imp.module) { return Edit(start: imp.start, end: imp.end, replacement: "") }
            return nil
        }
    }

    /// Each line that starts with code (after its indentation): the code up to a comment or the
    /// line's end. Imports and compilation conditions are read from these.
    static func codeLines(_ bytes: [UInt8], _ scanner: SwiftCodeScanner) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != ascii("\n") { lineEnd += 1 }
            var k = lineStart
            while k < lineEnd && (bytes[k] == ascii(" ") || bytes[k] == ascii("\t")) { k += 1 }
            if k < lineEnd, scanner.isCode[k] {
                var codeEnd = k
                while codeEnd < lineEnd && scanner.isCode[codeEnd] { codeEnd += 1 }
                lines.append(k..<codeEnd)
            }
            lineStart = lineEnd + 1
        }
        return lines
    }

    /// Foundation types whose UIKitCompat stand-in has another name, because the original cannot
    /// hold UIKitCompat's value types; a qualified use (`Foundation.NSCache`) is left alone.
    static let renamedTypes: [(name: String, replacement: String)] = [("NSCache", "ValueCache")]

    static func renamedTypeEdits(_ bytes: [UInt8], _ scanner: SwiftCodeScanner) -> [Edit] {
        var edits: [Edit] = []
        for (name, replacement) in renamedTypes {
            let word = Array(name.utf8)
            var i = 0
            while i + word.count <= bytes.count {
                if scanner.isCode[i], bytes[i] == word[0], Array(bytes[i..<(i + word.count)]) == word,
                   !isIdentifierByte(at: i - 1, bytes), !isIdentifierByte(at: i + word.count, bytes),
                   previousCode(before: i, bytes) != ascii(".") {
                    edits.append(Edit(start: i, end: i + word.count, replacement: replacement))
                    i += word.count
                } else {
                    i += 1
                }
            }
        }
        return edits
    }

    static func apply(_ edits: [Edit], to bytes: [UInt8], trailer: String, originalPath: String) -> Result {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 128)
        // The directive takes a line. Where the file's first line is a line comment or blank (most
        // files open with `//  File.swift`), the directive replaces it, so every later line keeps
        // its own number in the rewritten copy too: the compiler's excerpts under a diagnostic
        // then show the line numbers the diagnostic names.
        let firstLineEnd = bytes.firstIndex(of: ascii("\n")) ?? bytes.count
        let dropsFirstLine = firstLineEnd < bytes.count && isCommentOrBlank(bytes[0..<firstLineEnd])
            && !edits.contains { $0.start <= firstLineEnd }
        let start = dropsFirstLine ? firstLineEnd + 1 : 0
        out += Array(sourceLocation(originalPath, line: dropsFirstLine ? 2 : 1).utf8)
        var changes: [Change] = []
        out += splice(bytes, start..<bytes.count, edits, changes: &changes)
        // The closing directive on a line of its own, whatever the last edit left at the end.
        if let last = bytes.last, last != ascii("\n") { out.append(ascii("\n")) }
        out += Array(trailer.utf8)
        out += Array("#sourceLocation()\n".utf8)
        return Result(text: String(decoding: out, as: UTF8.self), changes: changes)
    }

    /// `range` of `bytes` with the edits inside it made, in order of their start (an edit that starts
    /// inside an earlier one's span is dropped); `changes` gets one per edit made.
    static func splice(_ bytes: [UInt8], _ range: Range<Int>, _ edits: [Edit], changes: inout [Change]) -> [UInt8] {
        // Stable by start: insertions at one place keep the order they were made in.
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var out: [UInt8] = []
        var cursor = range.lowerBound
        var line = 1 + bytes[0..<range.lowerBound].filter { $0 == ascii("\n") }.count
        for edit in ordered where edit.start >= cursor && edit.end <= range.upperBound {
            for b in bytes[cursor..<edit.start] where b == ascii("\n") { line += 1 }
            out += bytes[cursor..<edit.start]
            let original = bytes[edit.start..<edit.end]
            out += Array(edit.replacement.utf8)
            // A removed span that held line breaks keeps them, so later lines stay where they were.
            let breaks = original.filter { $0 == ascii("\n") }.count
            if !edit.verbatim { out += Array(repeating: ascii("\n"), count: breaks) }
            changes.append(Change(line: line, original: String(decoding: original, as: UTF8.self), replacement: edit.replacement))
            line += breaks
            cursor = edit.end
        }
        out += bytes[cursor..<range.upperBound]
        return out
    }

    /// A line that is blank or only a `//` comment (not `/*`, which may run on).
    static func isCommentOrBlank(_ line: ArraySlice<UInt8>) -> Bool {
        let text = line.drop { $0 == ascii(" ") || $0 == ascii("\t") }
        if text.allSatisfy({ $0 == ascii(" ") || $0 == ascii("\t") || $0 == ascii("\r") }) { return true }
        return text.starts(with: [ascii("/"), ascii("/")])
    }

    /// The directive that makes the next line `line` of `path`, on a line of its own.
    static func sourceLocation(_ path: String, line: Int) -> String {
        "#sourceLocation(file: \"\(escaped(path))\", line: \(line))\n"
    }

    static func escaped(_ path: String) -> String {
        path.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
    }

    // MARK: Selector names

    /// The Objective-C selector UIKit would register for a `#selector` expression: `tap` → `tap`,
    /// `tap(_:)` → `tap:`, `handle(gesture:)` → `handleWithGesture:`, `move(_:to:)` → `move:to:`,
    /// `getter: isOn` → `isOn`, `setter: title` → `setTitle:`.
    public static func objectiveCSelector(_ expression: String) -> String {
        var text = expression.trimmingSpaces()
        var accessor: String?
        for prefix in ["getter:", "setter:"] where text.hasPrefix(prefix) {
            accessor = prefix
            text = String(text.dropFirst(prefix.count)).trimmingSpaces()
        }
        // The member's own name: after the last `.` outside the argument labels.
        var labels: [String]?
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
            labels = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { String($0).trimmingSpaces() }
            text = String(text[..<open])
        }
        let base = String(text.split(separator: ".").last ?? Substring(text)).trimmingSpaces()
        if accessor == "setter:" { return "set" + base.capitalizedFirst + ":" }
        guard let labels, !labels.isEmpty else { return base }
        let first = labels[0] == "_" ? base : base + "With" + labels[0].capitalizedFirst
        return ([first] + labels.dropFirst().map { $0 == "_" ? "" : $0 }).joined(separator: ":") + ":"
    }
}

func isIdentifierByte(at i: Int, _ bytes: [UInt8]) -> Bool {
    guard i >= 0 && i < bytes.count else { return false }
    let b = bytes[i]
    return (b >= ascii("a") && b <= ascii("z")) || (b >= ascii("A") && b <= ascii("Z")) || (b >= ascii("0") && b <= ascii("9"))
        || b == ascii("_") || b >= 0x80
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" { s = s.dropLast() }
        return String(s)
    }

    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
