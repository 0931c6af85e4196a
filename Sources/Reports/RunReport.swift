import Audits
import Foundation
import ProjectFiles
import Snapshots

/// The outcome of one scenario, as reports and `merge-reports` read it.
public struct ScenarioResult: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        /// Matches its baselines.
        case passed
        /// Differs from a baseline, or a string is missing.
        case failed
        /// Has no baseline (yet).
        case missing
        /// Could not be laid out, or its baseline is unreadable.
        case error
        /// `record` wrote its baselines.
        case recorded
        /// `record` found its baselines already equal, or was not asked to write them.
        case unchanged
    }

    /// Position in the full matrix, which orders merged reports.
    public var index: Int
    public var name: String
    public var screen: String
    public var device: String
    public var orientation: String
    public var locale: String
    public var size: String
    public var status: Status
    /// One line per problem or difference.
    public var messages: [String] = []
    /// Views named by the frames difference, in order.
    public var changedViews: [String] = []
    /// Each view change as a sentence.
    public var changes: [String] = []
    /// "key: baseline → running" for stamp entries that differ.
    public var stampDifferences: [String] = []
    /// Files by role (`baseline.json`, `actual.png`, `diff.png`, …), relative to the project root.
    public var files: [String: String] = [:]
    /// What the audits found in this scenario's layout, whatever its baseline says.
    public var findings: [AuditFinding] = []
    /// The differences relative to the baseline, free of absolute positions; scenarios with
    /// equal signatures changed the same way and are reported (and approved) as one group.
    public var signature: [String] = []

    /// A scenario's result; a run starts it with the scenario and fills the lists in as it compares.
    package init(index: Int, name: String, screen: String, device: String, orientation: String, locale: String,
                 size: String, status: Status, messages: [String] = [], changedViews: [String] = [], changes: [String] = [],
                 stampDifferences: [String] = [], files: [String: String] = [:], findings: [AuditFinding] = [],
                 signature: [String] = []) {
        self.index = index
        self.name = name
        self.screen = screen
        self.device = device
        self.orientation = orientation
        self.locale = locale
        self.size = size
        self.status = status
        self.messages = messages
        self.changedViews = changedViews
        self.changes = changes
        self.stampDifferences = stampDifferences
        self.files = files
        self.findings = findings
        self.signature = signature
    }
}

extension ScenarioResult {
    private enum CodingKeys: String, CodingKey {
        case index, name, screen, device, orientation, locale, size, status
        case messages, changedViews, changes, stampDifferences, files, findings, signature
    }

    /// Reads reports of every version: lists a report predates are empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        index = try c.decode(Int.self, forKey: .index)
        name = try c.decode(String.self, forKey: .name)
        screen = try c.decode(String.self, forKey: .screen)
        device = try c.decode(String.self, forKey: .device)
        orientation = try c.decode(String.self, forKey: .orientation)
        locale = try c.decode(String.self, forKey: .locale)
        size = try c.decode(String.self, forKey: .size)
        status = try c.decode(Status.self, forKey: .status)
        messages = try c.decodeIfPresent([String].self, forKey: .messages) ?? []
        changedViews = try c.decodeIfPresent([String].self, forKey: .changedViews) ?? []
        changes = try c.decodeIfPresent([String].self, forKey: .changes) ?? []
        stampDifferences = try c.decodeIfPresent([String].self, forKey: .stampDifferences) ?? []
        files = try c.decodeIfPresent([String: String].self, forKey: .files) ?? [:]
        findings = try c.decodeIfPresent([AuditFinding].self, forKey: .findings) ?? []
        signature = try c.decodeIfPresent([String].self, forKey: .signature) ?? []
    }
}

/// A whole run, written as `report.json`, read back by `review` and `merge-reports`.
public struct RunReport: Sendable, Codable, Equatable {
    public var layoutcheck: String = LayoutCheckInfo.version
    public var command: String
    public var shard: String?
    /// The output folder the report was written into, relative to the project root: the files
    /// it names below that folder travel with it (`merge-reports` finds them wherever the
    /// folder was downloaded). Absent in reports written before it, and where no file was written.
    public var output: String?
    public var results: [ScenarioResult]

    public init(command: String, shard: String?, output: String? = nil, results: [ScenarioResult]) {
        self.command = command
        self.shard = shard
        self.output = output
        self.results = results
    }

    /// Stamp differences across all results, each once, in order.
    public var stampDifferences: [String] { orderedUnique(results.flatMap(\.stampDifferences)) }

    /// `report.json`'s bytes: pretty-printed, keys sorted, one trailing newline (`ReportJSON`).
    public func encoded() -> Data {
        ReportJSON.encode(self)
    }

    public static func decode(_ data: Data, file: String) throws -> RunReport {
        do {
            return try JSONDecoder().decode(RunReport.self, from: data)
        } catch {
            throw LayoutCheckError.configuration("not a LayoutCheck report: \(error)", at: SourceLocation(file: file))
        }
    }
}
