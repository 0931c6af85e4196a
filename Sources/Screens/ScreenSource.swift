import AutoLayout
import Foundation
import Localization
import Scenarios

/// A screen the producer can build for any locale: declared in a `*.layout.yaml` file, or
/// written in Swift with the AutoLayout/UIKitCompat API.
public struct ScreenSource: Sendable {
    public let name: String
    /// The file it comes from, for annotations: a screen file as the project names it, or the
    /// Swift file that registers a screen's builder (nil for a screen written in Swift without one).
    public var file: String?
    /// The line of `file` where a Swift screen's builder is written.
    public var line: Int?
    /// The builder's `#filePath` (absolute, as the compiler saw it): `file` is made relative to
    /// the project from it.
    public var sourcePath: String?
    package let build: @Sendable (Localizer, Scenario) throws -> BuiltScreen

    public init(name: String, file: String?, build: @escaping @Sendable (Localizer, Scenario) throws -> BuiltScreen) {
        self.name = name
        self.file = file
        self.build = build
    }

    /// A screen whose builder is written at `fileID` (`#fileID`, what messages name unless the
    /// project holds `filePath`), `line`.
    public init(name: String, fileID: String, filePath: String, line: Int,
                build: @escaping @Sendable (Localizer, Scenario) throws -> BuiltScreen) {
        self.name = name
        self.file = fileID
        self.line = line
        self.sourcePath = filePath
        self.build = build
    }

    /// `file:line`, or the file alone: where findings without a view of their own point.
    public var location: String? {
        guard let file else { return nil }
        return line.map { "\(file):\($0)" } ?? file
    }

    /// The same screen under another name (the folder its baselines live in).
    public func renamed(_ name: String) -> ScreenSource {
        var copy = ScreenSource(name: name, file: file, build: build)
        copy.line = line
        copy.sourcePath = sourcePath
        return copy
    }

    /// `file` relative to the project folder when the builder's file is inside it.
    package func locatedRelative(to root: URL) -> ScreenSource {
        guard let sourcePath else { return self }
        let rootPath = root.standardizedFileURL.path
        let path = URL(fileURLWithPath: sourcePath).standardizedFileURL.path
        guard path.hasPrefix(rootPath + "/") else { return self }
        var copy = self
        copy.file = String(path.dropFirst(rootPath.count + 1))
        return copy
    }

    /// A screen from a `*.layout.yaml` file.
    package static func declared(_ definition: ScreenDefinition) -> ScreenSource {
        ScreenSource(name: definition.name, file: definition.file) { localizer, _ in try ScreenBuilder.build(definition, localizer: localizer) }
    }

    /// A screen built in Swift. `body` receives a function that returns the localized string for
    /// a key (a missing key is recorded and reported, and a placeholder returned), and returns
    /// the root view, whose subviews carry identifiers as the result keys.
    public static func swift(_ name: String, _ body: @escaping @Sendable (_ localized: (String) -> String) throws -> View) -> ScreenSource {
        ScreenSource(name: name, file: nil) { localizer, _ in
            var missing: [MissingString] = []
            let root = try body { key in
                do throws(MissingString) {
                    return try localizer.string(key)
                } catch {
                    if !missing.contains(error) { missing.append(error) }
                    return String(repeating: "?", count: max(key.count, 1))
                }
            }
            if root.identifier.isEmpty { root.identifier = ScreenBuilder.rootIdentifier }
            return BuiltScreen(root: root, missingStrings: missing)
        }
    }
}
