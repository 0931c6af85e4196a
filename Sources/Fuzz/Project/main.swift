// fuzz-project: libFuzzer target for the project file, `layoutcheck.yml` (`scripts/fuzz project`).
// Declarations only: see Sources/Fuzz/VFL/main.swift.
import Foundation
import LayoutCheck

func projectFolder(of process: pid_t) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("layoutcheck-fuzz-project-\(process)")
}

/// A project folder in the temporary directory, made once per process: a screen file and an
/// English string table, so that the file's paths, globs and locales have something to find.
/// The reader only reads; nothing is written anywhere else.
let projectRoot: URL? = {
    let root = projectFolder(of: getpid())
    // libFuzzer ends a run with exit(), which runs this.
    atexit { try? FileManager.default.removeItem(at: projectFolder(of: getpid())) }
    do {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Strings/en.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Strings/de.lproj"), withIntermediateDirectories: true)
        try Data("views:\n  - label: title\n    text: greeting\nconstraints:\n  - \"H:|-[title]-|\"\n".utf8)
            .write(to: root.appendingPathComponent("Screens/Home.layout.yaml"))
        try Data("\"greeting\" = \"Hello\";\n".utf8).write(to: root.appendingPathComponent("Strings/en.lproj/Localizable.strings"))
        try Data("\"greeting\" = \"Hallo\";\n".utf8).write(to: root.appendingPathComponent("Strings/de.lproj/Localizable.strings"))
    } catch {
        return nil
    }
    return root
}()

/// One input: the project file's bytes, read as `Project.load` reads `layoutcheck.yml` (UTF-8
/// only, paths relative to its folder). Inputs that could name a path outside the project
/// folder (`/`, `\` escapes, `..`) are skipped: walking the real file system (a `fonts:` folder
/// of `/` is searched recursively) would measure the machine, not the reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProject(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    guard let projectRoot, !buffer.contains(UInt8(ascii: "/")), !buffer.contains(UInt8(ascii: "\\")),
          let text = String(data: Data(buffer), encoding: .utf8), !text.contains("..") else { return 0 }
    do {
        _ = try Project.parse(text: text, file: "layoutcheck.yml", root: projectRoot)
    } catch {
        // A thrown error is the reader's answer to bad input; only a crash is a finding.
    }
    return 0
}
