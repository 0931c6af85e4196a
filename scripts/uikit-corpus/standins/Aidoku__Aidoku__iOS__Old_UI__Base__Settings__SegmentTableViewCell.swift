#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

// Aidoku's source settings item (Shared/Sources/SettingItem.swift), the fields a cell reads.
struct SettingItem: Codable {
    var type: String

    var key: String?
    var action: String?
    var title: String?
    var subtitle: String?
    var footer: String?
    var values: [String]?
    var titles: [String]?
    var notification: String?

    var requires: String?
    var requiresFalse: String?
}

// Shared/Sources/Source.swift: a content source, which forwards setting notifications to its runner.
class Source: Identifiable {
    let id: String
    private(set) var handledNotifications: [String] = []

    init(id: String) {
        self.id = id
    }

    func performAction(key: String) {
        handledNotifications.append(key)
    }
}
