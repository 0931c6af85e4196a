import Foundation

/// Reads the files LayoutCheck is given (project, screens, string tables, baselines, reports)
/// with two refusals `Data(contentsOf:)` lacks: anything but a regular file (a FIFO waits
/// forever, `/dev/zero` never ends) and anything larger than a limit (it would all be held in
/// memory, then parsed). Symlinks are followed: a screen may be a link to a shared file.
package enum InputFile {
    /// Screens, projects, string tables and reports: far beyond any real one.
    package static let defaultLimit = 64 << 20
    /// Baselines: PNGs of large iPads at scale 3 stay well below this.
    package static let baselineLimit = 256 << 20

    /// The file's bytes, or an error of `kind` at `displayName` saying why not.
    package static func read(_ url: URL, displayName: String, limit: Int = defaultLimit,
                            kind: LayoutCheckError.Kind = .configuration) throws -> Data {
        func failure(_ message: String) -> LayoutCheckError {
            LayoutCheckError(kind, at: SourceLocation(file: displayName), message)
        }
        try check(url, displayName: displayName, limit: limit, kind: kind)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw failure("cannot read the file")
        }
        // It may have grown since `stat`.
        guard data.count <= limit else { throw failure("the file is over \(limit) bytes; input files may be at most \(limit) bytes") }
        return data
    }

    /// The same refusals without reading, for files another module reads (font files).
    package static func check(_ url: URL, displayName: String, limit: Int = defaultLimit,
                             kind: LayoutCheckError.Kind = .configuration) throws {
        func failure(_ message: String) -> LayoutCheckError {
            LayoutCheckError(kind, at: SourceLocation(file: displayName), message)
        }
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw failure("not a regular file (a folder, device or pipe cannot be read as input)")
        }
        guard Int(status.st_size) <= limit else {
            throw failure("the file is \(status.st_size) bytes; input files may be at most \(limit) bytes")
        }
    }
}
