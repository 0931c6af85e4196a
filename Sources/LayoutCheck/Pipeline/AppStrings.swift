import Foundation
import Localization
import UIKitCompat

/// The strings a scenario's Swift code asks for with `NSLocalizedString`, `String(localized:)`,
/// `LocalizedStringResource` or `Bundle.localizedString`: read from the named table (Localizable
/// by default) in the scenario's locale. A key the table lacks is recorded as a missing string —
/// reported as a screen file's is, naming the table's files — and shown as `?`s, never as the key;
/// in the development language the text the code itself gives (`value:`, `defaultValue:`, the key
/// of `String(localized:)`) is the source, as an Interface Builder document's text is.
/// One per scenario build: the screen's builders run on one thread, but the lookup is `Sendable`.
final class AppStrings: @unchecked Sendable {
    private let localizer: Localizer
    private let developmentLanguage: String
    private let lock = NSLock()
    private var recorded: [MissingString] = []

    init(localizer: Localizer, developmentLanguage: String) {
        self.localizer = localizer
        self.developmentLanguage = developmentLanguage
    }

    /// The lookup UIKitCompat reads while this scenario's screen is built and laid out.
    var lookup: LocalizedStringLookup {
        LocalizedStringLookup(localeIdentifier: localizer.locale.identifier) { [self] request in resolve(request) }
    }

    /// Runs `body` with this lookup as the current task's.
    func installed<T>(_ body: () throws -> T) rethrows -> T {
        try LocalizedStringLookup.$current.withValue(lookup, operation: body)
    }

    /// The missing strings, each once, in the order they were asked for.
    var missing: [MissingString] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func resolve(_ request: LocalizedStringRequest) -> String {
        do throws(MissingString) {
            return try localizer.format(request.key, table: request.tableName, count: request.count)
        } catch {
            if let value = request.defaultValue, !value.isEmpty, localizer.locale.language == developmentLanguage {
                return localizer.locale.pseudo?.apply(value) ?? value
            }
            lock.lock()
            if !recorded.contains(error) { recorded.append(error) }
            lock.unlock()
            return String(repeating: "?", count: max(request.key.count, 1))
        }
    }
}
