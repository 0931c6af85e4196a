// SwiftPM plans a build again only when a package's own files or manifest change. The
// UIKitSources plugin reads `uikit-sources` and the folders it names while planning, so editing the
// list, or adding a view file to a listed folder of the app, would go unnoticed: the build would
// compile the old set and say nothing. The plugin writes what it saw into a plan file; a build
// command that runs whenever the list or a listed folder changes checks the plan against the disk.
import Foundation

/// The plan the UIKitSources plugin records and `layoutcheck-uikit-rewrite --check-plan` verifies.
public enum SourcePlan {
    /// What differs between the plan and the disk, one message per input, in the plan's order;
    /// empty when the plan is current. Each message says how to make SwiftPM plan again.
    public static func problems(plan: String) -> [String] {
        var found: [String] = []
        for (index, line) in plan.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else {
                found.append("line \(index + 1) of the plan is not 'kind<TAB>path<TAB>digest'")
                continue
            }
            let (kind, path, recorded) = (fields[0], fields[1], fields[2])
            switch kind {
            case "list":
                let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
                if digest(bytes) != recorded {
                    found.append("\(path):1:1: error: this list changed since SwiftPM planned the build, and SwiftPM plans again "
                        + "only when the package's own files change; run 'touch Package.swift' and build again")
                }
            case "folder":
                if digest(Data(swiftFiles(in: URL(fileURLWithPath: path)).joined(separator: "\n").utf8)) != recorded {
                    found.append("\(path): error: Swift files were added to or removed from this listed folder since SwiftPM "
                        + "planned the build, and SwiftPM plans again only when the package's own files change; "
                        + "run 'touch Package.swift' and build again")
                }
            default:
                found.append("line \(index + 1) of the plan has an unknown kind '\(kind)'")
            }
        }
        return found
    }

    /// Every `.swift` file under `folder`, standardized and sorted, as the plugin lists them.
    public static func swiftFiles(in folder: URL) -> [String] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.pathExtension == "swift" }.map(\.standardizedFileURL.path).sorted()
    }

    /// 64-bit FNV-1a in hexadecimal, as the plugin computes it (a plugin cannot import this module).
    public static func digest(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
