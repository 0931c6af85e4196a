import Audits
import Foundation
import ProjectFiles
import Snapshots
import TextLayout

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
    /// Why this scenario's output may never become its baseline whatever a reviewer says (its
    /// missing strings, its unmeasurable text): `record` skips such output and `approve` refuses it.
    public var blockers: [String] = []
    /// SHA-256 (`sha256:…`) of each actual file the run wrote, by role (`actual.json`,
    /// `actual.png`): `approve` accepts a file only while its bytes are still these.
    public var digests: [String: String] = [:]
    /// The strings its locale lacks, each with where to add or find it (the summary groups them by key).
    public var missingStrings: [MissingStringReport] = []
    /// Notes for the run rather than this scenario (`RunReport.notes` holds each once); not
    /// written per scenario.
    public var runNotes: [String] = []
    /// The input-file error that stopped this scenario (its status is then `error`); nil for
    /// every other outcome, a layout error included.
    public var inputError: InputErrorReport?
    /// Taken from the result cache: a pass whose inputs and baselines are unchanged since the
    /// run that computed it (`test`'s "unchanged (cached)"); false for every computed result.
    public var cached: Bool {
        get { cachedMark == true }
        set { cachedMark = newValue ? true : nil }
    }
    /// `cached` as stored: nil (left out of report.json) for a computed result.
    var cachedMark: Bool?

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
        case messages, changedViews, changes, stampDifferences, files, findings, signature, blockers, digests, missingStrings, inputError
        case cachedMark = "cached"
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
        blockers = try c.decodeIfPresent([String].self, forKey: .blockers) ?? []
        digests = try c.decodeIfPresent([String: String].self, forKey: .digests) ?? [:]
        missingStrings = try c.decodeIfPresent([MissingStringReport].self, forKey: .missingStrings) ?? []
        inputError = try c.decodeIfPresent(InputErrorReport.self, forKey: .inputError)
        cachedMark = try c.decodeIfPresent(Bool.self, forKey: .cachedMark) == true ? true : nil
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
    /// The filters the run selected its scenarios with (`test` only; nil in older reports).
    public var filters: RunFilters?
    /// Names this run's outcome: a digest of the filters, each result's status and the digests
    /// of the actual files it wrote (`identified()`). Same run, same id; `approve` names it.
    public var runID: String?
    /// What the run noticed once for all its scenarios and that fails none (a font the project
    /// names but the machine lacks, replaced by another); nil when there is nothing to say.
    public var notes: [String]?

    /// `notes` joins the results' own run notes (`ScenarioResult.runNotes`), each once, in order.
    public init(command: String, shard: String?, results: [ScenarioResult], filters: RunFilters? = nil, output: String? = nil,
                notes: [String] = []) {
        self.command = command
        self.shard = shard
        self.output = output
        self.results = results
        self.filters = filters
        let all = orderedUnique(notes + results.flatMap(\.runNotes))
        self.notes = all.isEmpty ? nil : all
    }

    /// The report with its `runID` set.
    package func identified() -> RunReport {
        var text = "\(layoutcheck)\n\(command)\n\(shard ?? "")\n" + (filters?.arguments.map { "\($0.option) \($0.value)" }.joined(separator: " ") ?? "") + "\n"
        for result in results {
            text += "\(result.name) \(result.status.rawValue)"
            for role in result.digests.keys.sorted() { text += " \(role) \(result.digests[role] ?? "")" }
            text += "\n"
        }
        var report = self
        report.runID = String(SHA256.hex(Array(text.utf8)).prefix(16))
        return report
    }

    /// The digest recorded for an actual file's bytes (`sha256:` and 64 hex digits).
    package static func digest(_ data: Data) -> String {
        "sha256:" + SHA256.hex([UInt8](data))
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

/// What a run was asked to select, as `test` was given it, so the commands a report prints
/// (`approve …`) select the same scenarios again.
public struct RunFilters: Sendable, Codable, Equatable {
    public var screens: [String]
    public var devices: [String]
    public var orientations: [String]
    public var locales: [String]
    public var sizes: [String]
    /// Scenario names or globs (`test --last-failed` runs the last report's failures by name).
    public var names: [String]

    public init(screens: [String] = [], devices: [String] = [], orientations: [String] = [], locales: [String] = [],
                sizes: [String] = [], names: [String] = []) {
        self.screens = screens
        self.devices = devices
        self.orientations = orientations
        self.locales = locales
        self.sizes = sizes
        self.names = names
    }

    /// The options in the CLI's order (`--screen`, `--device`, `--orientation`, `--locale`,
    /// `--size`), names left out.
    package var arguments: [(option: String, value: String)] {
        [("--screen", screens), ("--device", devices), ("--orientation", orientations), ("--locale", locales), ("--size", sizes)]
            .flatMap { option, values in values.map { (option, $0) } }
    }

    /// `--screen card --locale de`, shell-quoted; empty when nothing was filtered.
    package var commandLine: String {
        arguments.map { "\($0.option) \(ChangeGroup.quoted($0.value))" }.joined(separator: " ")
    }
}
