import Foundation

/// The devices a project can name: the built-in catalogue plus its custom devices.
public struct DeviceDirectory: Sendable {
    public private(set) var devices: [DeviceProfile]

    public init(devices: [DeviceProfile]) {
        self.devices = devices
    }

    /// Exact name first, then a case-insensitive match of the name or its slug.
    public func device(named name: String) -> DeviceProfile? {
        if let exact = devices.first(where: { $0.name == name }) { return exact }
        let lowered = name.lowercased()
        return devices.first { $0.name.lowercased() == lowered || $0.slug.lowercased() == lowered }
    }

    /// The closest names, for "did you mean" in errors.
    public func suggestions(for name: String) -> [String] {
        let lowered = name.lowercased()
        let ranked = devices.map { ($0.name, editDistance(lowered, $0.name.lowercased())) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return ranked.prefix(3).map(\.0)
    }

    /// Adds custom devices; a name already taken is an error at the custom device.
    mutating func add(_ device: DeviceProfile, at location: SourceLocation) throws {
        if devices.contains(where: { $0.name == device.name || $0.slug == device.slug }) {
            throw LayoutCheckError.configuration("a device named '\(device.name)' already exists", at: location)
        }
        devices.append(device)
    }
}

/// Levenshtein distance over characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
