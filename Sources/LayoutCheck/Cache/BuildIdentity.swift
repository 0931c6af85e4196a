import Foundation
import ProjectFiles
import Snapshots
import TextLayout

/// Which build of LayoutCheck is running: its version and a digest of the program's bytes, so a
/// rebuilt LayoutCheck (or an app's rebuilt screens program, whose Swift screens are compiled
/// into it) never reuses results of another build, whatever its version says.
package enum BuildIdentity {
    /// Set by tests that run commands in process: the test runner's program is not what they test.
    @TaskLocal package static var override: String?

    /// The identity of the running program. The digest is remembered in `memo`'s
    /// `cache/program.txt` (`memo` is the output folder) by the program's path, size, modification time and inode, so a run hashes
    /// the program only after it changed; a memo that is unreadable or of another program is
    /// recomputed.
    package static func current(memo: ContainedFolder) -> String {
        if let override { return override }
        let prefix = "layoutcheck \(LayoutCheckInfo.version)"
        guard let program = FileSignature.runningProgram(), let signature = FileSignature.of(program.path) else {
            return prefix + " program unknown \(UUID().uuidString)"
        }
        if let data = try? memo.read(memoFile), let text = String(data: data, encoding: .utf8) {
            let lines = text.split(separator: "\n").map(String.init)
            if lines.count == 2, lines[0] == signature { return prefix + " program sha256-blocks:" + lines[1] }
        }
        // Unreadable: a fresh identity each run, so nothing is reused rather than something wrongly.
        guard let digest = digest(of: program) else { return prefix + " program unreadable \(UUID().uuidString)" }
        // A memo that cannot be written costs only the hash next time.
        try? memo.write(Data("\(signature)\n\(digest)\n".utf8), to: memoFile)
        return prefix + " program sha256-blocks:" + digest
    }

    static let memoFile = ["cache", "program.txt"]

    /// SHA-256 over the SHA-256s of the file's 1 MiB blocks: read block by block, so a program of
    /// any size costs 1 MiB of memory (`TextLayout.SHA256` hashes whole buffers only).
    static func digest(of url: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        var blocks: [UInt8] = []
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                return nil
            }
            // nil or empty: the end of the file.
            guard let chunk, !chunk.isEmpty else { break }
            blocks += SHA256.digest([UInt8](chunk))
        }
        return SHA256.hex(blocks)
    }
}
