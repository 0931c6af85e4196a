import Foundation
import Testing

/// The real IB files of `shared/conformance/xib`. `LAYOUTCHECK_SHARED`, when set, is the only
/// place looked at (pointing it at another folder must not silently test `../shared` instead);
/// otherwise `../shared` beside the repository root, as CI lays it out.
enum ConformanceFiles {
    static let directory: String? = {
        let dir = (sharedFolder as NSString).appendingPathComponent("conformance/xib")
        return FileManager.default.fileExists(atPath: dir) ? dir : nil
    }()

    private static let sharedFolder: String = {
        if let env = ProcessInfo.processInfo.environment["LAYOUTCHECK_SHARED"], !env.isEmpty { return env }
        // Tests/InterfaceBuilderTests/ConformanceFiles.swift → repository root → ../shared
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.deletingLastPathComponent().appendingPathComponent("shared").path
    }()

    /// Why the conformance tests are skipped, shown in the test log so a clone without the
    /// folder reports "skipped" with the reason instead of passing unnoticed.
    static let absent: Comment = "shared/conformance/xib absent at \(sharedFolder) (set LAYOUTCHECK_SHARED)"

    /// Sorted paths of every .xib and .storyboard in the folder.
    static var paths: [String] {
        guard let dir = directory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { (dir as NSString).appendingPathComponent($0) }
    }
}
