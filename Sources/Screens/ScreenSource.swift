import AutoLayout
import Localization
import Scenarios

/// A screen the producer can build for any locale: declared in a `*.layout.yaml` file, or
/// written in Swift with the AutoLayout/UIKitCompat API.
public struct ScreenSource: Sendable {
    public let name: String
    /// The file it comes from, for annotations (nil for screens written in Swift).
    public let file: String?
    package let build: @Sendable (Localizer, Scenario) throws -> BuiltScreen

    public init(name: String, file: String?, build: @escaping @Sendable (Localizer, Scenario) throws -> BuiltScreen) {
        self.name = name
        self.file = file
        self.build = build
    }

    /// The same screen under another name (the folder its baselines live in).
    public func renamed(_ name: String) -> ScreenSource { ScreenSource(name: name, file: file, build: build) }

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
