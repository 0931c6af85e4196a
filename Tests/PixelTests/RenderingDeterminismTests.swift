import Foundation
import PNG
import Rendering
import Testing
import TextLayout

/// Must-show 5: the same render tree rendered by two separate processes gives byte-identical
/// PNG files. Runs the `layoutcheck-render` executable (built with the package) twice on one
/// tree, and also checks the in-process render agrees with the files' pixels.
@Suite struct RenderingDeterminismTests {
    /// The build products folder: the test bundle's resources sit next to the executables.
    static func executable() throws -> URL {
        let products = Bundle.module.bundleURL.deletingLastPathComponent()
        let url = products.appendingPathComponent("layoutcheck-render")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw DeterminismError.missingExecutable(url.path)
        }
        return url
    }

    enum DeterminismError: Error, CustomStringConvertible {
        case missingExecutable(String)
        case failed(String, Int32, String)
        var description: String {
            switch self {
            case .missingExecutable(let path): return "\(path) is not built (swift build builds it)"
            case .failed(let command, let status, let stderr): return "\(command) exited \(status): \(stderr)"
            }
        }
    }

    static func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw DeterminismError.failed(([executable.lastPathComponent] + arguments).joined(separator: " "),
                                          process.terminationStatus, stderr)
        }
    }

    @Test(arguments: [("labels", 2), ("rtl", 3), ("overlay", 2)])
    func twoProcessesWriteIdenticalBytes(scene: String, scale: Int) throws {
        let tree = switch scene {
        case "labels": RenderingScenes.labels
        case "rtl": RenderingScenes.rightToLeft
        default: RenderingScenes.overlay
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutcheck-determinism-\(ProcessInfo.processInfo.processIdentifier)-\(scene)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let treeFile = folder.appendingPathComponent("tree.json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(tree).write(to: treeFile)

        let executable = try Self.executable()
        let first = folder.appendingPathComponent("first.png"), second = folder.appendingPathComponent("second.png")
        var options = ["--scale", String(scale)]
        if scene == "overlay" { options.append("--overlay") }
        try Self.run(executable, [treeFile.path, first.path] + options)
        try Self.run(executable, [treeFile.path, second.path] + options)

        let a = try Data(contentsOf: first), b = try Data(contentsOf: second)
        #expect(a.count > 100)
        #expect(a == b, "\(scene)@\(scale)x: the two processes wrote different PNG files")
        // The files carry the version stamp, and hold what this process renders.
        let text = try PNG.textEntries(file: first.path)
        #expect(text.contains { $0.key == "LayoutCheck-Text" && $0.value == (try? VersionStamp.current().line) })
        let layers: RenderLayers = scene == "overlay" ? [.content, .debugOverlay] : .content
        let here = try Renderer(engine: TextLayoutEngine.shared()).render(tree, scale: scale, layers: layers)
        #expect(try PNG.read(file: first.path) == here)
    }

    @Test func badInputExitsWithStatusTwo() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutcheck-determinism-bad-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data("{\"width\": 10}".utf8).write(to: bad)
        #expect(throws: DeterminismError.self) {
            try Self.run(try Self.executable(), [bad.path, folder.appendingPathComponent("x.png").path])
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }
}
