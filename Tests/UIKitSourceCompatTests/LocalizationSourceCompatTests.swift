// Localisation as app files write it, in a file that imports Foundation beside UIKitCompat (the
// case where Foundation's NSLocalizedString is also in scope): every form below must pick
// UIKitCompat's and read the lookup in effect. The expectations are written out by hand.
import Foundation
import Testing
import UIKitCompat

/// A lookup over a table written here: `table/key` → text; a missing entry answers
/// `<missing table/key>` so a test sees which table was asked.
func lookup(_ entries: [String: String], locale: String = "de") -> LocalizedStringLookup {
    LocalizedStringLookup(localeIdentifier: locale) { request in
        entries["\(request.tableName)/\(request.key)"] ?? "<missing \(request.tableName)/\(request.key)>"
    }
}

@Suite struct LocalizationSourceCompatTests {
    let german = lookup([
        "Localizable/chat.title": "Unterhaltungen",
        "Profile/profile.edit": "Bearbeiten",
        "Localizable/%lld photos": "%lld Fotos",
        "Localizable/Hello, %@!": "Hallo, %@!",
        "Profile/profile.count": "%2$@ hat %1$lld Beiträge",
        "Localizable/price": "%.2f €",
    ])

    @Test func nsLocalizedStringInEveryForm() {
        let table: String = "Profile"
        LocalizedStringLookup.$current.withValue(german) {
            #expect(NSLocalizedString("chat.title", comment: "") == "Unterhaltungen")
            #expect(NSLocalizedString("chat.title", value: "Chats", comment: "") == "Unterhaltungen")
            #expect(NSLocalizedString("chat.title", bundle: .main, comment: "") == "Unterhaltungen")
            #expect(NSLocalizedString("profile.edit", tableName: "Profile", comment: "") == "Bearbeiten")
            #expect(NSLocalizedString("profile.edit", tableName: table, comment: "") == "Bearbeiten")
            #expect(NSLocalizedString("profile.edit", tableName: "Profile", bundle: .main, comment: "") == "Bearbeiten")
            #expect(NSLocalizedString("profile.edit", tableName: "Profile", value: "Edit", comment: "") == "Bearbeiten")
            #expect(NSLocalizedString("profile.edit", tableName: "Profile", bundle: Bundle.main, value: "", comment: "") == "Bearbeiten")
            // The key is looked up in the table named, not in every table.
            #expect(NSLocalizedString("profile.edit", comment: "") == "<missing Localizable/profile.edit>")
            // An empty table name is the default table, as in Foundation.
            #expect(NSLocalizedString("chat.title", tableName: "", comment: "") == "Unterhaltungen")
            #expect(String(format: NSLocalizedString("%lld photos", comment: ""), 3) == "3 Fotos")
        }
    }

    @Test func stringLocalizedAndResources() {
        let name = "Ada"
        let count = 12
        LocalizedStringLookup.$current.withValue(german) {
            // Interpolations become the key's specifiers (String → %@, Int → %lld), as Xcode extracts them.
            #expect(String(localized: "\(count) photos") == "12 Fotos")
            #expect(String(localized: "Hello, \(name)!") == "Hallo, Ada!")
            #expect(String(localized: "chat.title", comment: "title") == "Unterhaltungen")
            #expect(String(localized: "profile.edit", table: "Profile") == "Bearbeiten")
            // Positional specifiers reorder the arguments.
            #expect(String(localized: "profile.count", defaultValue: "\(count) posts by \(name)", table: "Profile") == "Ada hat 12 Beiträge")
            #expect(String(localized: "price", defaultValue: "\(4.5) €") == "4.50 €")
            let resource = LocalizedStringResource("profile.edit", defaultValue: "Edit", table: "Profile")
            #expect(String(localized: resource) == "Bearbeiten")
            let literal: LocalizedStringResource = "chat.title"
            #expect(String(localized: literal) == "Unterhaltungen")
            #expect(Bundle.main.localizedString(forKey: "profile.edit", value: "Edit", table: "Profile") == "Bearbeiten")
        }
    }

    /// Outside a scenario, as on iOS with no table holding the key: the value code gives, else the key.
    @Test func withoutALookupTheCodesOwnText() {
        let count = 2
        #expect(NSLocalizedString("chat.title", comment: "") == "chat.title")
        #expect(NSLocalizedString("chat.title", value: "Chats", comment: "") == "Chats")
        #expect(String(localized: "\(count) photos") == "2 photos")
        #expect(String(localized: "profile.edit", defaultValue: "Edit profile") == "Edit profile")
        #expect(String(localized: "100% done") == "100% done")
    }

    /// Each task reads its own lookup: scenarios built at once never see each other's.
    @Test func concurrentLookupsStayApart() async {
        let french = lookup(["Localizable/chat.title": "Discussions"], locale: "fr")
        let german = self.german
        async let first: [String] = LocalizedStringLookup.$current.withValue(german) {
            (0..<200).map { _ in NSLocalizedString("chat.title", comment: "") }
        }
        async let second: [String] = LocalizedStringLookup.$current.withValue(french) {
            (0..<200).map { _ in NSLocalizedString("chat.title", comment: "") }
        }
        let (a, b) = await (first, second)
        #expect(Set(a) == ["Unterhaltungen"])
        #expect(Set(b) == ["Discussions"])
    }
}
