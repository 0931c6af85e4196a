// fuzz-rewrite: libFuzzer target for UIKitSourceRewriter (`scripts/fuzz rewrite`). Declarations
// only: see Sources/Fuzz/VFL/main.swift. Besides not crashing, the rewrite must keep every line
// where it was (diagnostics name the app's lines through #sourceLocation), so a moved line traps.
import UIKitSourceRewriting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRewrite(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let result = UIKitSourceRewriter.rewrite(source, originalPath: "Fuzz.swift")
    let lines = source.utf8.filter { $0 == 10 }.count + (source.utf8.last == 10 || source.isEmpty ? 0 : 1)
    let rewrittenLines = result.text.utf8.filter { $0 == 10 }.count
    // The source's lines plus the two #sourceLocation directives.
    precondition(rewrittenLines == lines + 2, "the rewrite moved lines: \(lines) became \(rewrittenLines - 2)")
    return 0
}
