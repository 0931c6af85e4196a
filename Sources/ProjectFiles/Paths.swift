import Foundation

/// `url`'s path relative to `root` when it lies inside it, for messages; otherwise the full path.
package func relativePath(_ url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path
    if path == base { return "." }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// `values` without repeats, first occurrence kept: messages keep their order, whatever hashing does.
package func orderedUnique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
}
