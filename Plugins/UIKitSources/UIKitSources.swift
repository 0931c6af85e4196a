// The UIKitSources build-tool plugin: compiles an app's own UIKit files, unedited, in a package
// target on Linux. The target lists them in a `uikit-sources` file (paths or folders, relative to
// it); each is rewritten by `layoutcheck-uikit-rewrite` (no Objective-C attributes or `#selector`,
// `import UIKitCompat`) into the plugin's work folder, and the target compiles the rewritten copies,
// whose `#sourceLocation` makes every diagnostic name the app's file and line.
import Foundation
import PackagePlugin

@main
struct UIKitSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let listURL = sourceTarget.directoryURL.appending(path: "uikit-sources")
        let files = try SourceList.read(listURL)
        let tool = try context.tool(named: "layoutcheck-uikit-rewrite")
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "Rewritten")
        var usedNames: Set<String> = []
        return files.map { file in
            let output = outputFolder.appending(path: SourceList.uniqueName(for: file, used: &usedNames))
            return .buildCommand(displayName: "Rewriting \(file.lastPathComponent) for UIKitCompat", executable: tool.url,
                                 arguments: [file.path, output.path], inputFiles: [file, listURL], outputFiles: [output])
        }
    }
}

/// The `uikit-sources` file: one path per line, relative to its folder (or absolute); a folder
/// stands for every `.swift` file under it; `#` starts a comment; a line starting with `!` leaves
/// out a file or folder that an earlier folder brought in (a view model that imports Combine or
/// SwiftUI beside the views), wherever it is in the list.
enum SourceList {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ listURL: URL) throws -> [URL] {
        guard let text = try? String(contentsOf: listURL, encoding: .utf8) else {
            throw Failure(description: "\(listURL.path): error: UIKitSources needs this file: the app's UIKit files or folders to compile, one per line, relative to it")
        }
        let base = listURL.deletingLastPathComponent()
        var files: [URL] = []
        var excluded: [(path: String, isFolder: Bool)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = (raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: .whitespaces)
            let excludes = line.hasPrefix("!")
            if excludes { line = String(line.dropFirst()).trimmingCharacters(in: .whitespaces) }
            if line.isEmpty { continue }
            let url = (line.hasPrefix("/") ? URL(fileURLWithPath: line) : base.appending(path: line)).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw Failure(description: "\(listURL.path):\(index + 1):1: error: no such file or folder '\(line)'")
            }
            if excludes {
                excluded.append((url.path, isFolder.boolValue))
            } else if isFolder.boolValue {
                let found = (FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                    .filter { $0.pathExtension == "swift" }
                // Sorted, so the build's commands do not depend on the file system's order.
                files += found.sorted { $0.path < $1.path }
            } else {
                files.append(url)
            }
        }
        return files.filter { file in
            let path = file.standardizedFileURL.path
            return !excluded.contains { $0.isFolder ? path.hasPrefix($0.path + "/") : path == $0.path }
        }
    }

    /// `ProfileView.rewritten.swift`, or `ProfileView-2.rewritten.swift` when another listed file has
    /// that name. Never the original's own name: `#sourceLocation` gives the copy the original's
    /// `#fileID` (`Module/ProfileView.swift`), which the copy's own path must not produce too.
    static func uniqueName(for file: URL, used: inout Set<String>) -> String {
        let stem = file.deletingPathExtension().lastPathComponent
        var name = stem + ".rewritten.swift"
        var n = 2
        while used.contains(name) {
            name = "\(stem)-\(n).rewritten.swift"
            n += 1
        }
        used.insert(name)
        return name
    }
}
