import Foundation
import LayoutCheck

/// `.gitignore`'s entry for the output folder: added once, to an existing file or a new one.
enum GitIgnore {
    static let entry = ".layoutcheck/"

    /// Appends the entry unless a line already ignores the folder; true when it wrote.
    static func addOutputFolder(in root: URL) throws -> Bool {
        let url = root.appendingPathComponent(".gitignore")
        var text = ""
        if FileManager.default.fileExists(atPath: url.path) {
            text = String(decoding: try InputFile.read(url, displayName: ".gitignore"), as: UTF8.self)
            let spellings: Set<String> = [".layoutcheck", ".layoutcheck/", "/.layoutcheck", "/.layoutcheck/", ".layoutcheck/*", "/.layoutcheck/*"]
            if text.split(whereSeparator: \.isNewline).contains(where: { spellings.contains($0.trimmingCharacters(in: .whitespaces)) }) {
                return false
            }
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        }
        text += "# LayoutCheck's actual images, diffs and reports (written by `layoutcheck init`)\n\(entry)\n"
        try Data(text.utf8).write(to: url, options: .atomic)
        return true
    }
}

/// The LayoutCheck a package's `Package.resolved` pins, so the CI pin `init` writes agrees with
/// the package's dependency. Only a hint: a file that is not SwiftPM's is ignored.
struct PackageResolvedPin: Equatable {
    var url: String
    var version: String

    static func read(_ root: URL) -> PackageResolvedPin? {
        let url = root.appendingPathComponent("Package.resolved")
        guard FileManager.default.fileExists(atPath: url.path),
              let data = try? InputFile.read(url, displayName: "Package.resolved") else { return nil }
        return parse(data)
    }

    /// Package.resolved versions 2 and 3: `pins[]` with `identity`, `location` and `state.version`.
    static func parse(_ data: Data) -> PackageResolvedPin? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let pins = object["pins"] as? [[String: Any]] else { return nil }
        for pin in pins where (pin["identity"] as? String) == "layoutcheck" {
            guard let location = pin["location"] as? String, let state = pin["state"] as? [String: Any],
                  let version = state["version"] as? String else { return nil }
            return PackageResolvedPin(url: location, version: version)
        }
        return nil
    }
}
