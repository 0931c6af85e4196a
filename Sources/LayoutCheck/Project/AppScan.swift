import Foundation
import ProjectFiles

/// What `layoutcheck init` finds in an existing app's repository: the folders holding its iOS
/// Interface Builder files, the folders holding its `.lproj` string tables, their languages, the
/// fonts it ships and the devices and orientations its targets support, so the starter project
/// tests the app's own screens as its users meet them rather than a sample.
package struct AppScan: Sendable, Equatable {
    /// Top-level folders (relative to the repository) holding iOS `.xib`/`.storyboard` files,
    /// or such a file itself when it lies at the top; in name order.
    package var screenFolders: [String] = []
    /// iOS Interface Builder files in Xcode 4's archive format, which are not read (relative
    /// paths, in name order): `init` names them so an old app learns why they are not screens.
    package var xcode4Archives: [String] = []
    /// Folders holding `*.lproj` folders of `.strings`, `.stringsdict` or `.xcstrings` files.
    package var stringFolders: [String] = []
    /// The `.lproj` languages found (without `Base`), sorted.
    package var languages: [String] = []
    /// How many `.lproj` folders of tables each language has: a language the app is translated
    /// to has tables in most of them, one a bundled library brings in only its own.
    package var tableFolderCounts: [String: Int] = [:]
    /// The font files it ships (`.ttf`, `.otf`, `.ttc` that fontconfig reads), one per file
    /// name (the shallowest found: apps often keep a copy per target), sorted.
    package var fontFiles: [String] = []
    /// The devices and orientations its app targets support.
    package var targets = AppTargets()

    package init() {}

    /// Folders an app's repository keeps others' code or build products in: their IB files are
    /// not the app's screens.
    static let vendored: Set<String> = ["Pods", "Carthage", "build", "DerivedData", "node_modules", "vendor", "Vendor", "External"]

    /// At most this many folders are looked into: a repository, not a disk.
    static let maximumFolders = 20_000

    package static func scan(_ root: URL) -> AppScan {
        var scan = AppScan()
        var pending = [(url: root, relative: "")]
        var visited = 0
        var projects: [String] = []
        var plists: [String] = []
        while !pending.isEmpty, visited < maximumFolders {
            let (folder, relative) = pending.removeFirst()
            visited += 1
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            var holdsTables = false
            for name in names where !name.hasPrefix(".") && !vendored.contains(name) {
                let url = folder.appendingPathComponent(name)
                let path = relative.isEmpty ? name : relative + "/" + name
                guard let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    if name.hasSuffix(".lproj") {
                        let language = String(name.dropLast(6))
                        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
                        if files.contains(where: { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }) {
                            holdsTables = true
                            if language != "Base" {
                                if !scan.languages.contains(language) { scan.languages.append(language) }
                                scan.tableFolderCounts[language, default: 0] += 1
                            }
                        }
                    }
                    if !name.hasSuffix(".xcassets") { pending.append((url, path)) }
                } else if type == .typeRegular {
                    if name.hasSuffix(".xcstrings") { holdsTables = true }
                    if name == "project.pbxproj" && folder.lastPathComponent.hasSuffix(".xcodeproj") { projects.append(path) }
                    if name == "Info.plist" || name.hasSuffix("-Info.plist") { plists.append(path) }
                    if AppFontFiles.extensions.contains(url.pathExtension.lowercased()),
                       !scan.fontFiles.contains(where: { ($0 as NSString).lastPathComponent == name }),
                       (try? AppFontFiles.read(url.path)) != nil {
                        scan.fontFiles.append(path)
                    }
                    let interfaceBuilder = (name.hasSuffix(".xib") || name.hasSuffix(".storyboard")) && ScreenFiles.otherPlatform(url) == nil
                    if interfaceBuilder && ScreenFiles.isXcode4Archive(url) {
                        scan.xcode4Archives.append(path)
                    } else if interfaceBuilder {
                        let top = String(path.prefix { $0 != "/" })
                        if !scan.screenFolders.contains(top) { scan.screenFolders.append(top) }
                    }
                }
            }
            if holdsTables && !scan.stringFolders.contains(relative.isEmpty ? "." : relative) {
                scan.stringFolders.append(relative.isEmpty ? "." : relative)
            }
        }
        scan.targets = AppTargets.read(projects: projects, plists: plists, root: root)
        scan.fontFiles.sort()
        scan.screenFolders.sort()
        scan.xcode4Archives.sort()
        scan.stringFolders.sort()
        scan.languages.sort()
        return scan
    }
}
