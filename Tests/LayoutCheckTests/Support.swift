import AutoLayout
import DeviceCatalog
import Foundation
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles

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

extension TemporaryFolder {
    /// Runs `layoutcheck ARGUMENTS --project <folder>/layoutcheck.yml` in process, with its
    /// output captured (task-local, so concurrent tests keep their own).
    func layoutcheck(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        let capture = CommandOutput.Capture()
        let file = url.appendingPathComponent("layoutcheck.yml").path
        let status = await CommandOutput.$capture.withValue(capture) { await LayoutCheckTests.layoutcheck(arguments + ["--project", file]) }
        return (status, capture.standardOutput, capture.standardError)
    }
}

/// Two small custom phones used where the built-in catalogue is not the point.
enum TestDevices {
    static let phoneA = Device.custom(
        name: "Phone A", width: 320, height: 640, scale: 2,
        portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero,
        portraitSizeClasses: .compactWidthRegularHeight, landscapeSizeClasses: .compactWidthCompactHeight)
    static let phoneB = Device.custom(
        name: "Phone B (2nd generation)", width: 400, height: 800, scale: 3,
        portraitSafeArea: EdgeInsets(top: 50, bottom: 34), landscapeSafeArea: EdgeInsets(left: 50, bottom: 21, right: 50),
        portraitSizeClasses: .compactWidthRegularHeight, landscapeSizeClasses: .regularWidthCompactHeight)
}
