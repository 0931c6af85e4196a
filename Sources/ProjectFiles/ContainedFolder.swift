import Foundation

/// Turns arbitrary names (screens, devices, locales) into safe path components.
package enum PathSanitizer {
    /// Letters, digits, `.`, `_` and `-` are kept; every other run of characters becomes one
    /// `-`. Leading dots and dashes are dropped so no component is `.`, `..` or hidden;
    /// an empty result becomes `_`.
    package static func component(_ name: String) -> String {
        if isClean(name) { return name }
        var result = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            // ASCII letters and digits spelled out: CharacterSet's look-up was 6% of a frames-only run.
            let allowed = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "_" || scalar == "-"
            if allowed {
                if pendingDash, !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while let first = result.first, first == "." || first == "-" { result.removeFirst() }
        while let last = result.last, last == "." || last == "-" { result.removeLast() }
        return result.isEmpty ? "_" : result
    }

    /// True when `component` would return `name` unchanged (every name a scenario's path is
    /// built from, sanitized already): one pass over its bytes, no new string.
    static func isClean(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last,
                  first != UInt8(ascii: "."), first != UInt8(ascii: "-"), last != UInt8(ascii: "."), last != UInt8(ascii: "-") else { return false }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"): continue
                default: return false
                }
            }
            return true
        } ?? false
    }
}

/// A folder that files are written into and never out of: the baselines folder, or the
/// output folder a command was given. Every path is built from sanitized components and
/// then checked, after resolving symlinks, to still lie inside the root; writes are atomic
/// (a temporary file in the same folder, then `rename`).
package struct ContainedFolder: Sendable {
    package let root: URL
    /// The root with symlinks resolved, what containment is checked against.
    private let resolvedRoot: String
    /// `root.path`, computed once.
    private let rootPath: String
    /// Writes a file's bytes to the temporary path; tests inject a failing one (a full disk
    /// fails mid-write, leaving part of the file behind).
    package var writeTemporary: @Sendable (Data, URL) throws -> Void = { data, url in
        try FileWriting.createNew(url.path, data)
    }
    /// Folders (relative to the root) already checked and created: a run writes thousands of
    /// files into a few dozen folders, and checking each one on every write was a tenth of a
    /// recording's writing. Shared by copies of this value.
    private let knownFolders = KnownFolders()

    package init(root: URL) {
        self.root = root.standardizedFileURL
        self.rootPath = self.root.path
        self.resolvedRoot = self.root.resolvingSymlinksInPath().path
    }

    /// The file for these components (each sanitized); throws if it would leave the root.
    package func url(_ components: [String]) throws -> URL {
        guard !components.isEmpty else { throw escape(components.joined(separator: "/")) }
        let sanitized = components.map(PathSanitizer.component)
        var url = root
        for component in sanitized { url.appendPathComponent(component) }
        // Sanitized names are never empty, `.` or `..`: checked as they are, without parsing the URL back.
        if containsWithoutSymlinks(sanitized.map { Substring($0) }) != true {
            try checkContained(url, name: components.joined(separator: "/"))
        }
        return url
    }

    /// A file of the root as plain strings, for the per-file paths of a run (`read`, `write`):
    /// building and standardizing a `URL` per file was 6% of recording PNG baselines.
    struct FilePath {
        /// The absolute path (the root's path, then the sanitized components).
        var path: String
        /// The folder below the root holding it ("." for the root), as `relativePath` spells it.
        var folder: String
        /// The path relative to the root, for messages.
        var relative: String
        /// The file's own (sanitized) name.
        var name: String
        /// The folder's absolute path.
        var folderPath: String
    }

    /// `url(components)` as a `FilePath`, with the same containment check.
    func filePath(_ components: [String]) throws -> FilePath {
        guard !components.isEmpty else { throw escape(components.joined(separator: "/")) }
        let sanitized = components.map(PathSanitizer.component)
        if containsWithoutSymlinks(sanitized.map { Substring($0) }) != true {
            var url = root
            for component in sanitized { url.appendPathComponent(component) }
            try checkContained(url, name: components.joined(separator: "/"))
        }
        let relative = sanitized.joined(separator: "/")
        let folder = sanitized.count == 1 ? "." : sanitized.dropLast().joined(separator: "/")
        let base = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return FilePath(path: base + relative, folder: folder, relative: relative, name: sanitized[sanitized.count - 1],
                        folderPath: folder == "." ? rootPath : base + folder)
    }

    /// Resolves a path relative to the root as given by a user (`approve`, `clean`); rejects
    /// absolute paths and `..`.
    package func url(relativePath: String) throws -> URL {
        let parts = relativePath.split(separator: "/").map(String.init)
        guard !relativePath.hasPrefix("/"), !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else {
            throw escape(relativePath)
        }
        return try url(parts)
    }

    /// True when `url`, with the symlinks of its existing ancestors resolved, is inside the root.
    package func contains(_ url: URL) -> Bool {
        let standardized = url.standardizedFileURL
        if let below = components(below: standardized), let contained = containsWithoutSymlinks(below) {
            return contained
        }
        let resolved = Self.resolveExistingPrefix(standardized)
        return isInsideResolvedRoot(resolved)
    }

    private func isInsideResolvedRoot(_ path: String) -> Bool {
        path == resolvedRoot || path.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/")
    }

    /// The components of `url` below the (unresolved) root, or nil when it is not spelled
    /// below it or a component could climb (`.`, `..`, empty): those take the general path.
    private func components(below url: URL) -> [Substring]? {
        let rootPath = root.path
        let path = url.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        if path == rootPath { return [] }
        guard path.hasPrefix(prefix) else { return nil }
        let parts = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        return parts
    }

    /// Containment checked component by component below the resolved root, which was resolved
    /// once at `init`: resolving the whole path on every read (an `lstat` per ancestor, from `/`)
    /// was 4% of a frames-only run. Each existing component is `lstat`ed; the first missing one
    /// ends the walk (what is below it cannot exist yet, and the names hold no `..`). Returns nil,
    /// i.e. "resolve the general way", at any symlink, the root itself included, so a link that
    /// points out (or back in) is judged exactly as before.
    private func containsWithoutSymlinks(_ below: [Substring]) -> Bool? {
        var path = resolvedRoot
        var status = stat()
        for index in -1..<below.count {
            if index >= 0 { path += (path.hasSuffix("/") ? "" : "/") + below[index] }
            guard lstat(path, &status) == 0 else { return true }
            if (status.st_mode & S_IFMT) == S_IFLNK { return nil }
        }
        return true
    }

    private func checkContained(_ url: URL, name: String) throws {
        guard contains(url) else { throw escape(name) }
    }

    private func escape(_ name: String) -> LayoutCheckError {
        LayoutCheckError(.io, "refusing to read or write '\(name)': it resolves outside \(root.path)")
    }

    /// Resolves symlinks in the longest existing ancestor and appends the rest unchanged, so a
    /// symlinked directory anywhere on the way is seen for where it really points.
    private static func resolveExistingPrefix(_ url: URL) -> String {
        var existing = url
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path) {
            rest.insert(existing.lastPathComponent, at: 0)
            let parent = existing.deletingLastPathComponent()
            if parent.path == existing.path { break }
            existing = parent
        }
        // A symlink as the final component itself: resolve it too (a dangling link counts
        // as pointing where it says).
        var resolved = existing.resolvingSymlinksInPath()
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: existing.path) {
            resolved = URL(fileURLWithPath: destination, relativeTo: existing.deletingLastPathComponent())
                .standardizedFileURL.resolvingSymlinksInPath()
        }
        for component in rest { resolved.appendPathComponent(component) }
        return resolved.standardizedFileURL.path
    }

    /// Writes atomically: creates the folders (each checked), writes a temporary file beside
    /// the target, then renames it over the target. A symlink at the target is replaced, not followed.
    /// The file's bytes are on disk before the rename (`fsync`), so a crash leaves the old file
    /// or the new one, never an empty one. `StagedWrites` does the same for many files with one
    /// flush of the file system.
    package func write(_ data: Data, to components: [String]) throws {
        let (target, temporary) = try writeTemporaryFile(data, to: components)
        if let failure = FileWriting.synchronize(temporary) {
            unlink(temporary)
            throw LayoutCheckError(.io, "cannot write \(target.relative) in \(root.path): \(failure)")
        }
        try moveIntoPlace(temporary, target)
    }

    /// Temporaries of this process are named `.NAME.PID.UUID.tmp` (`temporaryOwner`).
    private static let processIdentifier = ProcessInfo.processInfo.processIdentifier

    /// Writes `data` to a new temporary beside the file `components` name (creating and
    /// checking its folders), not yet flushed to disk: the target and the temporary's path.
    func writeTemporaryFile(_ data: Data, to components: [String]) throws -> (target: FilePath, temporary: String) {
        let target = try filePath(components)
        let folderKnown = try createDirectories(target.folder)
        let temporary = target.folderPath + "/.\(target.name).\(Self.processIdentifier).\(UUID().uuidString).tmp"
        do {
            do {
                try writeTemporary(data, URL(fileURLWithPath: temporary, isDirectory: false))
            } catch where folderKnown {
                // The folder was created earlier in this process and may have been removed since:
                // checked and created again, then written once more.
                unlink(temporary)
                knownFolders.remove(target.folder)
                try createDirectories(target.folder)
                try writeTemporary(data, URL(fileURLWithPath: temporary, isDirectory: false))
            }
        } catch {
            // A full disk fails after part of the file is written: never leave it for `git add -A`.
            unlink(temporary)
            let reason = (error as? FileWriting.Failure)?.reason ?? error.localizedDescription
            throw LayoutCheckError(.io, "cannot write \(target.relative) in \(root.path): \(reason)")
        }
        return (target, temporary)
    }

    /// Renames a written temporary over its target; on failure removes the temporary.
    func moveIntoPlace(_ temporary: String, _ target: FilePath) throws {
        if rename(temporary, target.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw LayoutCheckError(.io, "cannot move the new \(target.relative) into place: \(reason)")
        }
    }

    /// Removes a file inside the root (never a folder outside it, never following a symlink).
    package func remove(_ components: [String]) throws {
        let target = try url(components)
        do {
            try FileManager.default.removeItem(at: target)
        } catch {
            throw LayoutCheckError(.io, "cannot remove \(relativePath(target, to: root)): \(error.localizedDescription)")
        }
    }

    package func read(_ components: [String]) throws -> Data? {
        let target = try filePath(components)
        // What `FileManager.fileExists` answers (a symlink counts by what it points to), without a URL.
        var status = stat()
        guard stat(target.path, &status) == 0 else { return nil }
        // A FIFO or a multi-gigabyte file placed in the folder must not hang or exhaust the run.
        return try InputFile.read(URL(fileURLWithPath: target.path, isDirectory: false), displayName: target.relative,
                                  limit: InputFile.baselineLimit, kind: .io)
    }

    /// Temporaries of `write` (`.NAME.PID.UUID.tmp`) that no running write owns: their process
    /// has ended, or they are over an hour old (a process id can be reused). Relative paths, sorted.
    package func staleTemporaries(now: Date = Date()) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .contentModificationDateKey]) else {
            return []
        }
        var files: [String] = []
        for case let url as URL in enumerator {
            guard let pid = Self.temporaryOwner(url.lastPathComponent),
                  let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .contentModificationDateKey]),
                  values.isRegularFile == true, contains(url) else { continue }
            let old = values.contentModificationDate.map { now.timeIntervalSince($0) > 3600 } ?? true
            let ended = kill(pid, 0) != 0 && errno == ESRCH
            if old || ended { files.append(relativePath(url, to: root)) }
        }
        return files.sorted()
    }

    /// Removes one of `staleTemporaries()` (hidden names are not sanitized away, as `remove` would).
    package func removeTemporary(_ relative: String) throws {
        let parts = relative.split(separator: "/").map(String.init)
        guard let name = parts.last, Self.temporaryOwner(name) != nil, !parts.contains(".."), !parts.contains("."),
              !relative.hasPrefix("/") else { throw escape(relative) }
        var target = root
        for part in parts { target.appendPathComponent(part) }
        try checkContained(target, name: relative)
        do {
            try FileManager.default.removeItem(at: target)
        } catch {
            throw LayoutCheckError(.io, "cannot remove \(relative) in \(root.path): \(error.localizedDescription)")
        }
    }

    /// The process id in a temporary's name (`.en-large.png.4242.<UUID>.tmp`), nil for any other name.
    static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, UUID(uuidString: String(parts[parts.count - 1])) != nil,
              let pid = pid_t(parts[parts.count - 2]), pid > 0, !parts[0..<(parts.count - 2)].joined().isEmpty else { return nil }
        return pid
    }

    /// Every regular file under the root, as relative paths, sorted; hidden files skipped.
    package func allFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(relativePath(url, to: root))
            }
        }
        return files.sorted()
    }

    /// Creates the folders of `relative` (a folder below the root as `FilePath.folder` spells
    /// it), each checked to be inside the root; true when they were known to exist already
    /// (created or found by an earlier write), and nothing was checked.
    @discardableResult
    private func createDirectories(_ relative: String) throws -> Bool {
        var folder = root
        if knownFolders.contains(relative) { return true }
        let components = relative == "." ? [] : relative.split(separator: "/").map(String.init)
        for component in [""] + components {
            if !component.isEmpty { folder.appendPathComponent(component) }
            try checkContained(folder, name: relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw LayoutCheckError(.io, "\(relativePath(folder, to: root)) in \(root.path) is a file, not a folder")
                }
                continue
            }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: component.isEmpty)
            } catch {
                // Another thread may have created it in the meantime; only a real failure counts.
                var nowDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.path, isDirectory: &nowDirectory), nowDirectory.boolValue { continue }
                throw LayoutCheckError(.io, "cannot create the folder \(folder.path): \(error.localizedDescription)")
            }
        }
        knownFolders.insert(relative)
        return false
    }
}
