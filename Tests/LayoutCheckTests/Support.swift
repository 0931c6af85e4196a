import Foundation
@testable import LayoutCheck

/// A throwaway project folder under the system temporary directory.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutcheck-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        try write(path, Data(text.utf8))
    }

    @discardableResult
    func write(_ path: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Every file below the folder, relative, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var result: [String] = []
        while let item = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: item.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(relativePath(item, to: url))
            }
        }
        return result.sorted()
    }
}

/// Two small custom phones used where the built-in catalogue is not the point.
enum TestDevices {
    static let phoneA = DeviceProfile(
        name: "Phone A", portraitWidth: 320, portraitHeight: 640, scale: 2,
        portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))
    static let phoneB = DeviceProfile(
        name: "Phone B (2nd generation)", portraitWidth: 400, portraitHeight: 800, scale: 3,
        portraitSafeArea: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact))
}
