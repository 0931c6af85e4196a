// layoutcheck-uikit-rewrite IN OUT: writes IN rewritten for UIKitCompat (UIKitSourceRewriter) to OUT.
// The UIKitSources build-tool plugin runs it once per app file; a team can run it by hand too.
// `--check-plan PLAN OUT` verifies the plugin's plan against the disk (SourcePlan) and writes OUT, an
// empty Swift file the target compiles, so the check runs whenever its inputs change.
import Foundation
import UIKitSourceRewriting

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--check-plan" {
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2 else {
        FileHandle.standardError.write(Data("usage: layoutcheck-uikit-rewrite --check-plan PLAN OUT.swift\n".utf8))
        exit(2)
    }
    guard let data = FileManager.default.contents(atPath: rest[0]) else {
        FileHandle.standardError.write(Data("\(rest[0]): error: cannot read the plan\n".utf8))
        exit(2)
    }
    let problems = SourcePlan.problems(plan: String(decoding: data, as: UTF8.self))
    guard problems.isEmpty else {
        FileHandle.standardError.write(Data(problems.map { $0 + "\n" }.joined().utf8))
        exit(1)
    }
    do {
        try Data("// The uikit-sources list and its folders are as SwiftPM planned them.\n".utf8)
            .write(to: URL(fileURLWithPath: rest[1]), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("\(rest[1]): error: cannot write: \(error.localizedDescription)\n".utf8))
        exit(2)
    }
    exit(0)
}
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
