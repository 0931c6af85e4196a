/// `#if canImport(UIKit)` and `#if os(iOS)` around a file's UIKit code: on Linux both are false,
/// so a library that guards its views this way (NVActivityIndicatorView guards every file)
/// would compile to nothing. Beside `import UIKit` → `import UIKitCompat`, the conditions ask
/// for what now stands in for them: `canImport(UIKitCompat)` and `os(Linux)`. Other platforms'
/// branches (`os(macOS)`, `canImport(AppKit)`) stay false, as on an iPhone.
enum CompilationConditions {
    static func edits(_ bytes: [UInt8], _ scanner: SwiftCodeScanner) -> [UIKitSourceRewriter.Edit] {
        UIKitSourceRewriter.codeLines(bytes, scanner)
            .filter { startsDirective(at: $0.lowerBound, $0.upperBound, bytes) }
            .flatMap { argumentEdits($0, bytes) }
    }

    /// `#if` or `#elseif`, as a whole word.
    private static func startsDirective(at k: Int, _ end: Int, _ bytes: [UInt8]) -> Bool {
        for word in ["#if", "#elseif"] {
            let w = Array(word.utf8)
            if k + w.count <= end, Array(bytes[k..<(k + w.count)]) == w, !isIdentifierByte(at: k + w.count, bytes) { return true }
        }
        return false
    }

    /// The platform tests of one condition line whose argument names iOS or UIKit.
    private static func argumentEdits(_ range: Range<Int>, _ bytes: [UInt8]) -> [UIKitSourceRewriter.Edit] {
        let tests: [(function: String, replace: (String) -> String?)] = [
            ("canImport", { $0 == "UIKit" || $0.hasPrefix("UIKit.") ? "UIKitCompat" : nil }),
            ("os", { $0 == "iOS" ? "Linux" : nil }),
        ]
        var edits: [UIKitSourceRewriter.Edit] = []
        var i = range.lowerBound
        while i < range.upperBound {
            var matched = false
            for (function, replace) in tests {
                let name = Array(function.utf8)
                guard i + name.count < range.upperBound, Array(bytes[i..<(i + name.count)]) == name,
                      !isIdentifierByte(at: i - 1, bytes) else { continue }
                var j = i + name.count
                while j < range.upperBound && bytes[j] == ascii(" ") { j += 1 }
                guard j < range.upperBound, bytes[j] == ascii("(") else { continue }
                j += 1
                while j < range.upperBound && bytes[j] == ascii(" ") { j += 1 }
                let start = j
                while j < range.upperBound && (isIdentifierByte(at: j, bytes) || bytes[j] == ascii(".")) { j += 1 }
                let argument = String(decoding: bytes[start..<j], as: UTF8.self)
                if let replacement = replace(argument) {
                    edits.append(UIKitSourceRewriter.Edit(start: start, end: j, replacement: replacement))
                }
                i = j
                matched = true
                break
            }
            if !matched { i += 1 }
        }
        return edits
    }
}
