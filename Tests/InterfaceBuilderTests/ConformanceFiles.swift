import Foundation

/// The real IB files of `shared/conformance/xib` (LAYOUTCHECK_SHARED, else `../shared` beside the
/// repository root); nil when neither exists, so tests skip rather than fail.
enum ConformanceFiles {
    static var directory: String? {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["LAYOUTCHECK_SHARED"] { candidates.append(env) }
        // Tests/InterfaceBuilderTests/ConformanceFiles.swift → repository root → ../shared
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.deletingLastPathComponent().appendingPathComponent("shared").path)
        for base in candidates {
            let dir = (base as NSString).appendingPathComponent("conformance/xib")
            if fm.fileExists(atPath: dir) { return dir }
        }
        return nil
    }

    /// Sorted paths of every .xib and .storyboard in the folder.
    static var paths: [String] {
        guard let dir = directory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { (dir as NSString).appendingPathComponent($0) }
    }
}
