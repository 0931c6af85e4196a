import DeviceCatalog
import Foundation
import ProjectFiles

/// The devices a project can name: the built-in catalogue plus its custom devices.
package struct DeviceDirectory: Sendable {
    package private(set) var devices: [Device]

    package init(devices: [Device] = DeviceCatalog.all) {
        self.devices = devices
    }

    /// A device by id, name or other name, case-insensitively; custom devices first.
    package func device(named name: String) -> Device? {
        if let exact = devices.first(where: { $0.name == name || $0.id == name }) { return exact }
        let lowered = name.lowercased()
        return devices.first { $0.name.lowercased() == lowered || $0.id == lowered }
            ?? devices.first { $0.alsoKnownAs.contains { $0.lowercased() == lowered } }
    }

    /// The closest names, for "did you mean" in errors.
    package func suggestions(for name: String) -> [String] {
        let lowered = name.lowercased()
        let ranked = devices.map { ($0.name, editDistance(lowered, $0.name.lowercased())) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return ranked.prefix(3).map(\.0)
    }

    /// Adds a custom device in front of the catalogue; a name or id already taken by another
    /// custom device is an error at its declaration.
    package mutating func addCustom(_ device: Device, at location: SourceLocation, customCount: Int) throws {
        if devices.prefix(customCount).contains(where: { $0.name == device.name || $0.id == device.id }) {
            throw LayoutCheckError.configuration("a custom device named '\(device.name)' is declared twice", at: location)
        }
        devices.insert(device, at: customCount)
    }
}

/// Levenshtein distance over characters.
package func editDistance(_ a: String, _ b: String) -> Int {
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
