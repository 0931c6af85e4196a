import Foundation
import ProjectFiles
import Screens

/// Names for Interface Builder screens found in several folders. They are named by file and
/// scene (`Main/Home`), and an app keeps files of one name in several folders: every extension
/// has its `MainInterface.storyboard`, iOS and macOS targets their own `Main.storyboard`.
/// Screens whose names would share a baseline folder take as many of their folders, nearest
/// first, as tell them apart (`ShareExtension/MainInterface/Home`); others keep the short name.
enum ScreenNames {
    static func qualifyingFolders(_ sources: [ScreenSource]) -> [ScreenSource] {
        var byFolder: [String: [Int]] = [:]
        for (i, source) in sources.enumerated() { byFolder[PathSanitizer.component(source.name), default: []].append(i) }
        var result = sources
        // Short names, computed once: each group is checked against them, and groups end in different short names.
        let taken = Set(sources.map { PathSanitizer.component($0.name) })
        for (i, source) in sources.enumerated() {
            guard let group = byFolder[PathSanitizer.component(source.name)], group.count > 1, group.first == i else { continue }
            let interfaceBuilder = group.filter { isInterfaceBuilderFile(sources[$0].file) }
            guard interfaceBuilder.count > 1 else { continue }
            for (index, name) in qualified(interfaceBuilder.map { sources[$0] }, avoiding: taken) {
                result[interfaceBuilder[index]] = sources[interfaceBuilder[index]].renamed(name)
            }
        }
        return result
    }

    /// The fewest folders, the same number for each, after which the names differ from each
    /// other and from every other screen's; the file's own name with its extension last (a
    /// `Main.xib` beside a `Main.storyboard`). Unchanged when nothing tells them apart (one
    /// file's scenes, which the document names apart).
    private static func qualified(_ group: [ScreenSource], avoiding taken: Set<String>) -> [(Int, String)] {
        let folders = group.map { source in
            (source.file ?? "").split(separator: "/").dropLast().map(String.init)
        }
        let depth = folders.map(\.count).max() ?? 0
        var candidates: [[String]] = []
        for k in 1...max(depth, 1) {
            candidates.append(group.indices.map { i in (folders[i].suffix(k) + [group[i].name]).joined(separator: "/") })
        }
        candidates.append(group.map { source in
            let file = source.file ?? source.name
            let scene = source.name.split(separator: "/").dropFirst().joined(separator: "/")
            return scene.isEmpty ? file : "\(file)/\(scene)"
        })
        for names in candidates {
            let keys = names.map(PathSanitizer.component)
            if Set(keys).count == keys.count, taken.isDisjoint(with: keys) {
                return Array(names.enumerated())
            }
        }
        return []
    }

    private static func isInterfaceBuilderFile(_ file: String?) -> Bool {
        guard let file else { return false }
        return file.hasSuffix(".xib") || file.hasSuffix(".storyboard")
    }
}
