// fuzz-rewrite: libFuzzer target for UIKitSourceRewriter (`scripts/fuzz rewrite`). Declarations
// only: see Sources/Fuzz/VFL/main.swift. Besides not crashing, the rewrite must keep every line
// where it was (diagnostics name the app's lines through #sourceLocation), so a moved line traps.
import UIKitSourceRewriting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRewrite(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let result = UIKitSourceRewriter.rewrite(source, originalPath: "Fuzz.swift")
    // A file with its own directives numbers its lines itself.
    guard !source.contains("#sourceLocation") else { return 0 }
    let lines = source.utf8.filter { $0 == 10 }.count + (source.utf8.last == 10 || source.isEmpty ? 0 : 1)
    // Split on the byte: as Characters, "\r\n" is one and would not split at "\n".
    var output = result.text.utf8.split(separator: 10, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    precondition(output.last == "", "the rewrite does not end with a line break")
    output.removeLast()
    let prefix = "#sourceLocation(file: \"Fuzz.swift\", line: "
    // The opening directive names line 1, or line 2 where it took the place of a first line that
    // is a `//` comment or blank (which the compiler never needed).
    let first = output.first.flatMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count).dropLast()) : nil }
    precondition((first == 1 || first == 2) && output.last == "#sourceLocation()", "the rewrite is not wrapped in #sourceLocation")
    let start = first ?? 1
    if start == 2 {
        let firstLine = source.utf8.prefix { $0 != 10 }.drop { $0 == 32 || $0 == 9 }
        precondition(firstLine.allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 } || firstLine.starts(with: [47, 47]),
                     "the directive replaced a first line that is code")
    }
    let directives = output.dropFirst().dropLast().filter { $0.hasPrefix(prefix) }
    if directives.isEmpty {
        // The source's lines (less a replaced first one) plus the two directives.
        precondition(output.count == lines - (start - 1) + 2, "the rewrite moved lines: \(lines) became \(output.count - 2)")
        return 0
    }
    // Moved and added declarations: numbered as the compiler numbers them, every line of the
    // source is still there, and nothing is numbered past its end.
    var seen = Array(repeating: false, count: lines + 1)
    var next = start
    for line in output.dropFirst().dropLast() {
        if line.hasPrefix(prefix) {
            guard let n = Int(line.dropFirst(prefix.count).dropLast()) else { preconditionFailure("unreadable directive \(line)") }
            precondition(n >= 1 && n <= lines, "a directive names line \(n) of \(lines)")
            next = n
            continue
        }
        precondition(next <= lines, "line \(next) of \(lines) in the rewrite")
        seen[next] = true
        next += 1
    }
    precondition(seen.dropFirst(start).allSatisfy { $0 }, "the rewrite lost a line")
    return 0
}
