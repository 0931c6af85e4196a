import Foundation
import LayoutTypes

/// What an app's own targets say they run on: the orientations users can turn an iPhone and an
/// iPad to, from the Xcode project's build settings (`TARGETED_DEVICE_FAMILY`, `INFOPLIST_FILE`,
/// and the `INFOPLIST_KEY_UISupportedInterfaceOrientations…` keys of a generated Info.plist) and
/// the Info.plists they name (`UISupportedInterfaceOrientations`, with its `~iphone` and `~ipad`
/// forms). `init` tests those and no others: a portrait-only app turned to landscape reports
/// findings no user can meet, and an app that runs on iPad needs an iPad in its matrix.
package struct AppTargets: Sendable, Equatable {
    /// The orientations the app supports on iPhone (portrait before landscape); empty when no
    /// app target runs on iPhone or none says.
    package var phone: [Orientation] = []
    /// The same on iPad; empty when no app target builds for iPad.
    package var pad: [Orientation] = []
    /// The project or Info.plist files it was read from (relative to the repository), sorted.
    package var sources: [String] = []

    package init(phone: [Orientation] = [], pad: [Orientation] = [], sources: [String] = []) {
        self.phone = phone
        self.pad = pad
        self.sources = sources
    }

    package var isEmpty: Bool { phone.isEmpty && pad.isEmpty }

    /// Larger files are not an app's Info.plist or project, and are not read whole.
    static let maximumBytes = 16 << 20

    /// Reads the projects (`X.xcodeproj/project.pbxproj`) and, when no project names an app
    /// target, the Info.plists found (paths relative to `root`). Unreadable files are skipped:
    /// `init` proposes a matrix, and the default one is still a good start.
    package static func read(projects: [String], plists: [String], root: URL) -> AppTargets {
        var targets = AppTargets()
        for project in projects.sorted() {
            guard let text = readText(root.appendingPathComponent(project)) else { continue }
            // Paths in build settings are relative to the folder holding the .xcodeproj.
            let sourceRoot = project.split(separator: "/").dropLast(2).joined(separator: "/")
            let blocks = buildSettingsBlocks(text)
            // A target that does not set its device family inherits the project's.
            let projectFamily = blocks.first { $0["INFOPLIST_FILE"] == nil && $0["PRODUCT_NAME"] == nil
                && $0["TARGETED_DEVICE_FAMILY"] != nil }?["TARGETED_DEVICE_FAMILY"]
            for settings in blocks {
                var plist: [String: Any] = [:]
                if let file = settings["INFOPLIST_FILE"], let path = resolve(file, sourceRoot: sourceRoot) {
                    plist = readPlist(root.appendingPathComponent(path)) ?? [:]
                }
                let phone = orientations(plist["UISupportedInterfaceOrientations~iphone"] ?? plist["UISupportedInterfaceOrientations"]
                    ?? settings["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"] ?? settings["INFOPLIST_KEY_UISupportedInterfaceOrientations"])
                let pad = orientations(plist["UISupportedInterfaceOrientations~ipad"] ?? plist["UISupportedInterfaceOrientations"]
                    ?? settings["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad"] ?? settings["INFOPLIST_KEY_UISupportedInterfaceOrientations"])
                // Test bundles, frameworks and extensions state no orientations: not an app.
                guard phone != nil || pad != nil else { continue }
                // Xcode builds for iPhone when no family is set.
                let family = (settings["TARGETED_DEVICE_FAMILY"] ?? projectFamily ?? "1")
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if family.contains("1") { targets.phone = union(targets.phone, phone ?? pad ?? []) }
                if family.contains("2") { targets.pad = union(targets.pad, pad ?? phone ?? []) }
                if !targets.sources.contains(project) { targets.sources.append(project) }
            }
        }
        if targets.isEmpty {
            // No project (XcodeGen, Tuist, a package): the Info.plists alone say the iPhone's
            // orientations; whether the app runs on iPad is the project's to say, so not guessed.
            for path in plists.sorted() {
                guard let plist = readPlist(root.appendingPathComponent(path)),
                      let phone = orientations(plist["UISupportedInterfaceOrientations~iphone"] ?? plist["UISupportedInterfaceOrientations"])
                else { continue }
                targets.phone = union(targets.phone, phone)
                targets.sources.append(path)
            }
        }
        targets.sources.sort()
        return targets
    }

    /// The key-value settings of every `buildSettings = { … };` block of a project file, in
    /// file order. Only single-line `KEY = value;` settings are read; lists are left out.
    static func buildSettingsBlocks(_ text: String) -> [[String: String]] {
        var blocks: [[String: String]] = []
        var current: [String: String]?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasSuffix("buildSettings = {") { current = [:]; continue }
            guard var settings = current else { continue }
            if line == "};" {
                blocks.append(settings)
                current = nil
                continue
            }
            guard line.hasSuffix(";"), let equals = line.range(of: " = ") else { continue }
            var key = String(line[..<equals.lowerBound])
            var value = String(line[equals.upperBound...].dropLast())
            key = unquoted(key)
            value = unquoted(value)
            // `"INFOPLIST_KEY_…[sdk=iphoneos*]"` and similar conditional settings are left out.
            if !key.contains("[") { settings[key] = value }
            current = settings
        }
        return blocks
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }

    /// `$(SRCROOT)/App/Info.plist` or `App/Info.plist` → a path relative to the repository;
    /// nil for a path built from other build settings, which `init` cannot know.
    private static func resolve(_ path: String, sourceRoot: String) -> String? {
        var relative = path
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where relative.hasPrefix(prefix) {
            relative = String(relative.dropFirst(prefix.count))
        }
        guard !relative.contains("$"), !relative.hasPrefix("/") else { return nil }
        var components = sourceRoot.split(separator: "/").map(String.init)
        for component in relative.split(separator: "/") where component != "." {
            if component == ".." {
                // Above the repository is not the app's.
                guard components.popLast() != nil else { return nil }
            } else {
                components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// `UIInterfaceOrientationPortrait`… as a plist array or a generated setting's
    /// space-separated list; nil when there is no such value.
    static func orientations(_ value: Any?) -> [Orientation]? {
        let names: [String]
        if let array = value as? [Any] {
            names = array.compactMap { $0 as? String }
        } else if let text = value as? String {
            names = text.split(separator: " ").map(String.init)
        } else {
            return nil
        }
        var found: [Orientation] = []
        for name in names {
            if name.hasPrefix("UIInterfaceOrientationPortrait") { found = union(found, [.portrait]) }
            if name.hasPrefix("UIInterfaceOrientationLandscape") { found = union(found, [.landscape]) }
        }
        return found.isEmpty ? nil : found
    }

    private static func union(_ a: [Orientation], _ b: [Orientation]) -> [Orientation] {
        Orientation.allCases.filter { a.contains($0) || b.contains($0) }
    }

    private static func readText(_ url: URL) -> String? {
        guard let data = readData(url) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    private static func readData(_ url: URL) -> Data? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
              size <= maximumBytes else { return nil }
        return FileManager.default.contents(atPath: url.path)
    }

    private static func readPlist(_ url: URL) -> [String: Any]? {
        guard let data = readData(url) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    }
}
