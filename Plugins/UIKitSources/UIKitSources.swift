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
        let list = try SourceList.read(listURL)
        let tool = try context.tool(named: "layoutcheck-uikit-rewrite")
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "Rewritten")
        var usedNames: Set<String> = []
        var commands: [Command] = list.files.map { file in
            let output = outputFolder.appending(path: SourceList.uniqueName(for: file, used: &usedNames))
            return .buildCommand(displayName: "Rewriting \(file.lastPathComponent) for UIKitCompat", executable: tool.url,
                                 arguments: [file.path, output.path], inputFiles: [file, listURL], outputFiles: [output])
        }
        // SwiftPM plans a build again only when the package's own files change, not when this list
        // or a folder it names does: without this check, an edited list or a new view file would
        // silently build the old set. The plan records what this planning saw; the command fails,
        // saying what to do, when the list's bytes or a listed folder's Swift files differ.
        let planURL = context.pluginWorkDirectoryURL.appending(path: "uikit-sources.plan")
        try Data(list.plan(listURL: listURL).utf8).write(to: planURL, options: .atomic)
        let stamp = outputFolder.appending(path: "UIKitSourcesPlan.rewritten.swift")
        commands.append(.buildCommand(displayName: "Checking uikit-sources against the build plan", executable: tool.url,
                                      arguments: ["--check-plan", planURL.path, stamp.path],
                                      inputFiles: [listURL, planURL] + list.folders.flatMap(\.directories),
                                      outputFiles: [stamp]))
        return commands
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

    /// A folder the list names, walked once: its Swift files (sorted paths) and every folder in it.
    struct Folder {
        var url: URL
        var swiftFiles: [String]
        /// `url` and every folder under it, sorted: a file added in a subfolder changes only that
        /// subfolder's modification time, so each is an input of the check.
        var directories: [URL]
    }

    /// The files to compile and the folders the list names (whose contents the plan records).
    struct Listed {
        var files: [URL]
        var folders: [Folder]

        /// The plan `layoutcheck-uikit-rewrite --check-plan` verifies: one line per input, its kind,
        /// path and a digest (`SourcePlan` in UIKitSourceRewriting reads it; keep the two in step).
        func plan(listURL: URL) -> String {
            var lines = ["list\t\(listURL.path)\t\(SourceList.digest(bytes: (try? Data(contentsOf: listURL)) ?? Data()))"]
            for folder in folders {
                lines.append("folder\t\(folder.url.path)\t\(SourceList.digest(bytes: Data(folder.swiftFiles.joined(separator: "\n").utf8)))")
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static func read(_ listURL: URL) throws -> Listed {
        guard let text = try? String(contentsOf: listURL, encoding: .utf8) else {
            throw Failure(description: "\(listURL.path): error: UIKitSources needs this file: the app's UIKit files or folders to compile, one per line, relative to it")
        }
        let base = listURL.deletingLastPathComponent()
        var files: [URL] = []
        var folders: [Folder] = []
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
                let folder = walk(url)
                folders.append(folder)
                files += folder.swiftFiles.map { URL(fileURLWithPath: $0) }
            } else {
                files.append(url)
            }
        }
        let kept = files.filter { file in
            let path = file.standardizedFileURL.path
            return !excluded.contains { $0.isFolder ? path.hasPrefix($0.path + "/") : path == $0.path }
        }
        return Listed(files: kept, folders: folders)
    }

    /// One walk of `folder` (planning walked each listed folder three times: for the files, the
    /// plan and the check's inputs). Both lists are sorted, so the build's commands do not depend on
    /// the file system's order; the Swift files are every `.swift` path under it, as
    /// `SourcePlan.swiftFiles` enumerates them on the checking side.
    static func walk(_ folder: URL) -> Folder {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])?.compactMap { $0 as? URL } ?? []
        let swiftFiles = found.filter { $0.pathExtension == "swift" }.map(\.standardizedFileURL.path).sorted()
        let subfolders = found.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        return Folder(url: folder, swiftFiles: swiftFiles, directories: [folder] + subfolders.sorted { $0.path < $1.path })
    }

    /// 64-bit FNV-1a in hexadecimal: enough to notice a change, no dependency a plugin cannot have.
    /// `SourcePlan.digest` computes the same.
    static func digest(bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
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
