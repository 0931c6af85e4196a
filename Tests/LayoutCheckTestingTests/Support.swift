import Foundation

/// A folder under the system's temporary folder, removed when the value is dropped.
final class ScratchFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutcheck-testing-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Every file below the folder, relative to it, sorted.
    func files() -> [String] {
        let base = url.standardizedFileURL.path + "/"
        let all = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        return all.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: base + path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}

/// The two devices the tests run: an SE (375 pt wide, 20 pt safe top) and a 15 Pro (393 pt
/// wide, 59 pt safe top), both at the 16 pt system minimum side margins in portrait.
let twoDevices = ["iPhone SE (3rd generation)", "iPhone 15 Pro"]
