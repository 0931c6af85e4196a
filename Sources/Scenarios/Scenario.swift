import DeviceCatalog
import Foundation
import LayoutTypes
import Localization
import ProjectFiles
import TextLayout

/// One cell of the matrix: a screen on a device, in an orientation, locale and text size.
public struct Scenario: Sendable, Hashable, CustomStringConvertible {
    public let screen: String
    public let device: Device
    public let orientation: Orientation
    public let locale: ScenarioLocale
    public let contentSize: ContentSizeCategory
    /// Whether a PNG is rendered and compared besides the frames.
    public let rendersPNG: Bool

    public init(screen: String, device: Device, orientation: Orientation, locale: ScenarioLocale,
                contentSize: ContentSizeCategory, rendersPNG: Bool) {
        self.screen = screen
        self.device = device
        self.orientation = orientation
        self.locale = locale
        self.contentSize = contentSize
        self.rendersPNG = rendersPNG
        self.pathComponents = [PathSanitizer.component(screen),
                               PathSanitizer.component("\(device.id)-\(orientation.rawValue)"),
                               PathSanitizer.component("\(locale.identifier)-\(contentSize.rawValue)")]
        self.name = pathComponents.joined(separator: "/")
    }

    /// The stable, readable name: `<screen>/<device>-<orientation>/<locale>-<content size>`,
    /// each part sanitized, so it is also the baseline path without extension.
    /// Computed once: names key every report, grouping and comparison.
    public let name: String

    /// The screen as every output spells it (messages, `list`, report.json, the review page):
    /// its baseline folder's name, so an Interface Builder screen `Cell/Cell` is `Cell-Cell`
    /// wherever a user reads or types it (`--screen` takes either).
    public var screenName: String { pathComponents[0] }

    /// The baseline path components, without the file extension on the last one.
    public let pathComponents: [String]

    /// The components of the baseline file with this extension (`json`, `png`).
    public func file(_ pathExtension: String) -> [String] {
        var components = pathComponents
        components[components.count - 1] += "." + pathExtension
        return components
    }

    public var description: String { name }

    public static func == (a: Scenario, b: Scenario) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Which part of the matrix this process runs: shard `index` (1-based) of `count`.
/// Scenario k of the ordered matrix belongs to shard (k mod count) + 1, so the shards are
/// disjoint, together cover the matrix, and each gets a similar mix of screens.
package struct Shard: Sendable, Equatable, CustomStringConvertible {
    package let index: Int
    package let count: Int

    package init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw LayoutCheckError.configuration("shard \(index)/\(count) is not valid: needs 1 ≤ index ≤ count")
        }
        self.index = index
        self.count = count
    }

    /// Parses `i/n` as given to `--shard`.
    package init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw LayoutCheckError.configuration("--shard takes i/n (for example 2/3), not '\(text)'")
        }
        try self.init(index: index, count: count)
    }

    /// Bazel's test sharding: `TEST_TOTAL_SHARDS` and the 0-based `TEST_SHARD_INDEX`.
    package static func fromEnvironment(_ environment: [String: String]) throws -> Shard? {
        guard let totalText = environment["TEST_TOTAL_SHARDS"] else { return nil }
        guard let total = Int(totalText), let indexText = environment["TEST_SHARD_INDEX"], let index = Int(indexText) else {
            throw LayoutCheckError.configuration(
                "TEST_TOTAL_SHARDS=\(totalText) needs a whole number and TEST_SHARD_INDEX set to 0…\(totalText)-1")
        }
        // Checked: TEST_SHARD_INDEX=9223372036854775807 must be an error, not an overflow trap.
        let (oneBased, overflow) = index.addingReportingOverflow(1)
        guard !overflow else {
            throw LayoutCheckError.configuration("TEST_SHARD_INDEX=\(indexText) must be between 0 and TEST_TOTAL_SHARDS-1 (\(totalText)-1)")
        }
        return try Shard(index: oneBased, count: total)
    }

    package func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    package var description: String { "\(index)/\(count)" }
}
