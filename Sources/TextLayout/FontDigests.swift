import Foundation

/// SHA-256s of font files, remembered across processes.
///
/// Every run stamps its results with the pinned fonts' hashes (`VersionStamp`): about 10 MB of
/// files, whose hashing was a quarter of a cached `test` run's CPU. Each digest is remembered by
/// the file's path, size, modification time (ns) and inode, what rewriting or replacing a file
/// changes (the assumption git's index and `BuildIdentity`'s program memo make), so a changed
/// font is hashed again and an unchanged one is read from the memo. The memo is a cache only: a
/// missing, unreadable or foreign memo costs the hashing, never a wrong digest of another file.
final class FontDigests: @unchecked Sendable {
    /// The memo of this process, loaded from `defaultLocation` on first use.
    static let shared = FontDigests(location: defaultLocation)

    /// Beside the derived system faces: both are derived from the pinned fonts, per machine.
    static var defaultLocation: URL {
        SystemFontFaces.folder.appendingPathComponent("digests-v\(version).txt")
    }

    /// Bumped whenever what a remembered value means changes (another hash, another derivation
    /// key): a memo of another version is another file, never read as this one.
    static let version = 2
    static let header = "layoutcheck font digests v\(version)"

    private let location: URL
    private let lock = NSLock()
    private var entries: [String: String]
    /// Keys this process looked up or added: what a pruned memo keeps.
    private var used: Set<String> = []
    private var changed = false

    /// Derived faces are keyed by the program that derived them, so every rebuild adds entries;
    /// past this many, a save keeps only what this process used.
    static let capacity = 256

    init(location: URL) {
        self.location = location
        entries = Self.load(location)
    }

    /// The SHA-256 (lowercase hex) of the file at `path`, from the memo when the file is unchanged.
    func sha256(ofFileAt path: String) -> String? {
        let key = FileSignature.of(path).map { "file " + $0 }
        if let key, let known = value(for: key) { return known }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let digest = SHA256.hex([UInt8](data))
        if let key { remember(digest, for: key) }
        return digest
    }

    /// A value remembered under `key` by an earlier process (or this one).
    func value(for key: String) -> String? {
        lock.withLock {
            used.insert(key)
            return entries[key]
        }
    }

    /// Remembers `value`; `save()` writes it for later processes.
    func remember(_ value: String, for key: String) {
        // A key or value with a line break would corrupt the line format: not remembered.
        guard !key.contains("\n"), !value.contains("\n"), !value.contains(" ") else { return }
        lock.withLock {
            used.insert(key)
            if entries[key] != value {
                entries[key] = value
                changed = true
            }
        }
    }

    /// Writes the memo if anything was added: atomically (a part file renamed over it), so a
    /// concurrent process reads the old memo or the new one, never half of one. Failure to write
    /// only costs the hashing next time.
    func save() {
        let text: String? = lock.withLock {
            guard changed else { return nil }
            changed = false
            if entries.count > Self.capacity { entries = entries.filter { used.contains($0.key) } }
            // Sorted: the file's bytes do not depend on dictionary order.
            return Self.header + "\n" + entries.keys.sorted().map { "\(entries[$0] ?? "") \($0)\n" }.joined()
        }
        guard let text else { return }
        let folder = location.deletingLastPathComponent()
        let part = folder.appendingPathComponent(location.lastPathComponent + ".\(ProcessInfo.processInfo.processIdentifier).part")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: part)
            if rename(part.path, location.path) != 0 { try? FileManager.default.removeItem(at: part) }
        } catch {
            try? FileManager.default.removeItem(at: part)
        }
    }

    /// Lines `value key` after a header line; anything else (another version, a damaged file)
    /// is an empty memo.
    private static func load(_ location: URL) -> [String: String] {
        guard let data = try? Data(contentsOf: location), let text = String(data: data, encoding: .utf8) else { return [:] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == header else { return [:] }
        lines.removeFirst()
        var entries: [String: String] = [:]
        for line in lines {
            guard let space = line.firstIndex(of: " ") else { return [:] }
            entries[String(line[line.index(after: space)...])] = String(line[..<space])
        }
        return entries
    }
}

/// What changes when a file is rewritten or replaced, for memos that skip re-reading a file.
public enum FileSignature {
    /// Path, size, modification time (ns) and inode, or nil when the file cannot be examined.
    public static func of(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if os(Linux)
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        #else
        let modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        #endif
        return "size=\(status.st_size) mtime=\(modified) inode=\(status.st_ino) \(path)"
    }

    /// The running program's file: Linux names it in /proc (Foundation's `Bundle.main` may not).
    public static func runningProgram() -> URL? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
    }
}
