// layoutcheck-uikit-rewrite IN OUT: writes IN rewritten for UIKitCompat (UIKitSourceRewriter) to OUT.
// The UIKitSources build-tool plugin runs it once per app file; a team can run it by hand too.
import Foundation
import UIKitSourceRewriting

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: layoutcheck-uikit-rewrite IN.swift OUT.swift\n".utf8))
    exit(2)
}
let source: String
do {
    let data = try Data(contentsOf: URL(fileURLWithPath: input))
    guard let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(input): error: not UTF-8 text\n".utf8))
        exit(2)
    }
    source = text
} catch {
    FileHandle.standardError.write(Data("\(input): error: cannot read: \(error.localizedDescription)\n".utf8))
    exit(2)
}
let absolute = URL(fileURLWithPath: input).standardizedFileURL.path
let rewritten = UIKitSourceRewriter.rewrite(source, originalPath: absolute)
do {
    // Atomic: a build interrupted mid-write never leaves half a file for the next build to compile.
    try Data(rewritten.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write: \(error.localizedDescription)\n".utf8))
    exit(2)
}
