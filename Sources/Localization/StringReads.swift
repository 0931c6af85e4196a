import Foundation

/// One question a scenario's build asked its `Localizer`, and the answer it got: what the
/// result cache (`LayoutCheck/Cache`) checks again instead of hashing whole tables, so editing
/// one string re-runs only the scenarios that read it.
public struct StringRead: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// `Localizer.string(_:count:)`.
        case string
        /// `Localizer.format(_:table:count:)`.
        case format
        /// `Localizer.hasTable(named:)`; the answer is "true" or nil.
        case hasTable
    }

    public var kind: Kind
    public var key: String
    public var table: String?
    public var count: Int?
    /// The text returned; nil when the key was missing (or the table absent).
    public var answer: String?

    public init(kind: Kind, key: String, table: String? = nil, count: Int? = nil, answer: String?) {
        self.kind = kind
        self.key = key
        self.table = table
        self.count = count
        self.answer = answer
    }
}

/// Collects the `StringRead`s of the lookups made while it is `current` (a task-local, so
/// scenarios built at once on other threads each fill their own). Each question is kept once,
/// in the order first asked, so what is stored does not depend on timing.
public final class StringReadLog: @unchecked Sendable {
    @TaskLocal public static var current: StringReadLog?

    private let lock = NSLock()
    private var seen: Set<StringRead> = []
    private var ordered: [StringRead] = []

    public init() {}

    /// The reads recorded so far, in the order first asked.
    public var reads: [StringRead] {
        lock.lock()
        defer { lock.unlock() }
        return ordered
    }

    func record(_ read: StringRead) {
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(read).inserted { ordered.append(read) }
    }
}

extension Localizer {
    /// What this localizer answers today to the question `read` asked (its `answer` ignored).
    public func answer(to read: StringRead) -> String? {
        switch read.kind {
        case .string: return try? lookUpString(read.key, count: read.count)
        case .format: return try? lookUpFormat(read.key, table: read.table ?? "", count: read.count)
        case .hasTable: return tables.hasTable(named: read.key, languages: chain) ? "true" : nil
        }
    }
}
