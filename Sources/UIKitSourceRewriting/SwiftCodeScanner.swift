// Which bytes of Swift source are code, as opposed to comments and string literals, so a rewrite
// never touches `@objc` written inside a string or a comment.

/// The byte ranges of a Swift source file that are code: everything outside comments (`//`,
/// nested `/* */`) and string literals (`"…"`, `"""…"""`, raw `#"…"#`), with the code of string
/// interpolations (`\(…)`, `\#(…)`) counted as code again.
struct SwiftCodeScanner {
    let bytes: [UInt8]
    private(set) var isCode: [Bool]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        isCode = Array(repeating: false, count: bytes.count)
        var i = 0
        scanCode(&i, closingParenEnds: false)
    }

    private func at(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 0 }

    /// Code until the end, or (inside an interpolation) until the `)` that closes it.
    private mutating func scanCode(_ i: inout Int, closingParenEnds: Bool) {
        var depth = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == ascii("/") && at(i + 1) == ascii("/") {
                while i < bytes.count && bytes[i] != ascii("\n") { i += 1 }
                continue
            }
            if c == ascii("/") && at(i + 1) == ascii("*") {
                skipBlockComment(&i)
                continue
            }
            if c == ascii("#") || c == ascii("\"") {
                var hashes = 0
                var j = i
                while at(j) == ascii("#") { hashes += 1; j += 1 }
                if at(j) == ascii("\"") {
                    i = j
                    scanString(&i, hashes: hashes)
                    continue
                }
            }
            if closingParenEnds {
                if c == ascii("(") { depth += 1 }
                if c == ascii(")") {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
            isCode[i] = true
            i += 1
        }
    }

    private func skipBlockComment(_ i: inout Int) {
        var depth = 0
        while i < bytes.count {
            if bytes[i] == ascii("/") && at(i + 1) == ascii("*") { depth += 1; i += 2; continue }
            if bytes[i] == ascii("*") && at(i + 1) == ascii("/") {
                depth -= 1
                i += 2
                if depth == 0 { return }
                continue
            }
            i += 1
        }
    }

    /// A string literal from its opening quote (after any `#`s) to its closing delimiter.
    private mutating func scanString(_ i: inout Int, hashes: Int) {
        let multiline = at(i + 1) == ascii("\"") && at(i + 2) == ascii("\"")
        i += multiline ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == ascii("\\") && hashesFollow(i + 1, hashes) {
                let after = i + 1 + hashes
                if at(after) == ascii("(") {
                    i = after + 1
                    scanCode(&i, closingParenEnds: true)
                    i += 1  // the interpolation's `)`
                    continue
                }
                i = after + 1  // an escaped character
                continue
            }
            if c == ascii("\"") {
                if multiline {
                    if at(i + 1) == ascii("\"") && at(i + 2) == ascii("\"") && hashesFollow(i + 3, hashes) {
                        i += 3 + hashes
                        return
                    }
                } else if hashesFollow(i + 1, hashes) {
                    i += 1 + hashes
                    return
                }
            }
            // A single-line literal never spans lines: an unterminated one ends at the newline.
            if c == ascii("\n") && !multiline { return }
            i += 1
        }
    }

    private func hashesFollow(_ i: Int, _ n: Int) -> Bool {
        (0..<n).allSatisfy { at(i + $0) == ascii("#") }
    }
}

@inline(__always) func ascii(_ s: Unicode.Scalar) -> UInt8 { UInt8(s.value) }
