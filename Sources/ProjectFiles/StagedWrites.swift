import Foundation

/// Baseline writes of a run, made durable together. `ContainedFolder.write` flushes every file
/// to disk before renaming it into place (`fsync`: a crash leaves the old file or the new one,
/// never an empty one); for thousands of baselines that flush per file was most of the writing.
/// Here each `stage` writes a temporary beside its target without waiting for the disk, and
/// `commit` flushes the file system once (`syncfs`) and only then renames every staged
/// temporary over its target. The guarantee is the same: no target is replaced before its new
/// bytes are on disk, and no partial file ever carries a target's name.
package final class StagedWrites: @unchecked Sendable {
    package let folder: ContainedFolder
    private let lock = NSLock()
    private var pending: [Pending] = []

    private struct Pending {
        var temporary: String
        var target: ContainedFolder.FilePath
        /// The caller's label for the write (the runner's scenario position), returned with its error.
        var tag: Int
    }

    package init(folder: ContainedFolder) {
        self.folder = folder
    }

    /// Files staged and not yet committed.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending.count
    }

    /// Writes `data` to a temporary beside the file `components` name (contained and sanitized
    /// as `ContainedFolder.write`); the file takes its name at the next `commit`. Throws what
    /// `ContainedFolder.write` would for a file that cannot be written (the temporary removed).
    package func stage(_ data: Data, to components: [String], tag: Int) throws {
        let (target, temporary) = try folder.writeTemporaryFile(data, to: components)
        lock.lock()
        pending.append(Pending(temporary: temporary, target: target, tag: tag))
        lock.unlock()
    }

    /// Flushes every staged file to disk with one `syncfs` (one `fsync` per file where that is
    /// unavailable), then renames each into place, in the order staged. Returns the writes that
    /// failed, by tag; their temporaries are removed and their targets left as they were.
    @discardableResult
    package func commit() -> [(tag: Int, error: LayoutCheckError)] {
        lock.lock()
        let batch = pending
        pending = []
        lock.unlock()
        guard !batch.isEmpty else { return [] }
        var failures: [(tag: Int, error: LayoutCheckError)] = []
        let flushed = FileWriting.synchronizeFileSystem(containing: folder.root.path)
        for write in batch {
            if !flushed, let failure = FileWriting.synchronize(write.temporary) {
                unlink(write.temporary)
                failures.append((write.tag, LayoutCheckError(.io, "cannot write \(write.target.relative) in \(folder.root.path): \(failure)")))
                continue
            }
            do {
                try folder.moveIntoPlace(write.temporary, write.target)
            } catch let error as LayoutCheckError {
                failures.append((write.tag, error))
            } catch {
                failures.append((write.tag, LayoutCheckError(.io, "\(error)")))
            }
        }
        return failures
    }

    /// Removes every staged temporary without renaming it (a run that stops early).
    package func discard() {
        lock.lock()
        let batch = pending
        pending = []
        lock.unlock()
        for write in batch { unlink(write.temporary) }
    }

    deinit {
        // Never leave temporaries behind for `git add -A`, even when a caller forgot to commit.
        for write in pending { unlink(write.temporary) }
    }
}

/// Plain POSIX file writing: no Foundation URL work or flush per file (callers flush).
enum FileWriting {
    /// Why a write failed, in the system's words.
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// Creates `path` (which must not exist; a symlink there is not followed) holding `data`.
    /// On failure part of the file may exist; the caller removes it.
    static func createNew(_ path: String, _ data: Data) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard fd >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            guard var next = raw.baseAddress else { return }
            var left = raw.count
            while left > 0 {
                let written = write(fd, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                next += written
                left -= written
            }
        }
        if close(fd) != 0, failure == 0, errno != EINTR { failure = errno }
        if failure != 0 { throw Failure(reason: String(cString: strerror(failure))) }
    }

    /// Flushes one file's data to disk; the reason it could not, or nil.
    static func synchronize(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        return fsync(fd) == 0 ? nil : String(cString: strerror(errno))
    }

    /// `syncfs(2)` of the file system holding `path`; false when it failed or is unavailable
    /// (not in Glibc's Swift overlay: looked up once in the C library).
    static func synchronizeFileSystem(containing path: String) -> Bool {
        guard let syncfs = syncfsFunction else { return false }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return syncfs(fd) == 0
    }

    private typealias SyncFS = @convention(c) (Int32) -> Int32
    private static let syncfsFunction: SyncFS? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: SyncFS.self)
    }()
}

/// Folder paths already created, shared by the copies of a `ContainedFolder`.
final class KnownFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: Set<String> = []

    func contains(_ folder: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return folders.contains(folder)
    }

    func insert(_ folder: String) {
        lock.lock()
        folders.insert(folder)
        lock.unlock()
    }

    func remove(_ folder: String) {
        lock.lock()
        folders.remove(folder)
        lock.unlock()
    }
}
