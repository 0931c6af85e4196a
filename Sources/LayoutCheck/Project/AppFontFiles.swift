import Foundation
import ProjectFiles
import TextLayout

/// The app's own font files, named as `fonts:` in the project file or `frames --font` name
/// them: a file, or a folder searched recursively for .ttf, .otf and .ttc (in path order).
package enum AppFontFiles {
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// The font files `path` (relative to `root`) names. Throws a message without a place, for
    /// the caller to put at the entry that named the path.
    package static func files(named path: String, root: URL) throws -> [String] {
        let url = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw LayoutCheckError.configuration("no font file or folder '\(path)'")
        }
        guard isDirectory.boolValue else { return [url.path] }
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        while let item = enumerator?.nextObject() as? URL {
            if extensions.contains(item.pathExtension.lowercased()) { found.append(item.standardizedFileURL.path) }
        }
        if found.isEmpty { throw LayoutCheckError.configuration("the folder '\(path)' holds no .ttf, .otf or .ttc file") }
        return found.sorted()
    }

    /// One file's faces, after the checks every input file gets (TextLayout reads it whole:
    /// `/dev/zero` would never end).
    package static func read(_ file: String) throws -> ProjectFonts {
        do {
            try InputFile.check(URL(fileURLWithPath: file), displayName: file, limit: InputFile.baselineLimit)
        } catch let error as LayoutCheckError {
            throw LayoutCheckError.configuration("\(file): \(error.message)")
        }
        do {
            return try ProjectFonts(files: [file])
        } catch {
            throw LayoutCheckError.configuration("\(error)")
        }
    }
}
