import Foundation
import Localization
import ProjectFiles
import Reports
import Scenarios
import TextLayout

/// The passing results of earlier `test` runs, so a run lays out only the scenarios whose inputs
/// or baselines changed. An entry is reused when the scenario's key (`CacheInputs`) is the same,
/// its baseline files have the same bytes, and every string its build read (`StringRead`) still
/// reads the same; anything else, a failure included, is computed. Only passes are stored.
///
/// One file per screen in the output folder (`cache/screens/<screen>.json`), read when the screen's
/// first scenario asks and written once at the end (`save`), atomically; a file that is
/// unreadable, corrupt or of another format is ignored and rewritten, never an error.
package final class ScenarioCache: @unchecked Sendable {
    /// The output folder; the cache is its `cache/`.
    package let folder: ContainedFolder
    private let inputs: CacheInputs
    private let baselines: ContainedFolder
    private let tables: StringTables
    /// False for `--no-cache`: every scenario is computed, and its pass stored afresh.
    private let reuses: Bool
    private let lock = NSLock()
    private var screens: [String: ScreenFile] = [:]
    private var changed: Set<String> = []
    private var reused = 0
    private var computed = 0

    package init(folder: ContainedFolder, inputs: CacheInputs, baselines: ContainedFolder, tables: StringTables, reuses: Bool = true) {
        self.folder = folder
        self.inputs = inputs
        self.baselines = baselines
        self.tables = tables
        self.reuses = reuses
    }

    /// How many scenarios this run took from the cache and how many it computed.
    package var counts: (reused: Int, computed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (reused, computed)
    }

    /// The scenario's cached result (marked `cached`, at `index`), or else `compute`'s, stored
    /// when it passed. `compute` runs with a `StringReadLog` current, to learn what it read.
    package func result(for scenario: Scenario, index: Int, compute: () -> ScenarioResult) -> ScenarioResult {
        let key = inputs.key(for: scenario)
        let baselineDigests = key == nil ? nil : self.baselineDigests(scenario)
        if reuses, let key, let baselineDigests, let entry = entry(scenario), entry.key == key,
           entry.baselines == baselineDigests, readsStillHold(entry.reads, locale: scenario.locale) {
            var result = entry.result
            result.index = index
            result.runNotes = entry.runNotes
            result.cached = true
            count(reused: true)
            return result
        }
        let log = StringReadLog()
        let result = StringReadLog.$current.withValue(log) { compute() }
        count(reused: false)
        if let key, let baselineDigests, result.status == .passed, result.blockers.isEmpty {
            var stored = result
            stored.cached = false
            update(scenario, Entry(key: key, baselines: baselineDigests, reads: log.reads, runNotes: result.runNotes, result: stored))
        } else {
            update(scenario, nil)
        }
        return result
    }

    /// Writes the screens' files whose entries this run changed. A file another process wrote
    /// meanwhile is replaced (last writer wins): a lost entry only costs its recomputation.
    package func save() throws {
        lock.lock()
        let pending = changed.sorted().map { ($0, screens[$0] ?? ScreenFile()) }
        changed = []
        lock.unlock()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (screen, file) in pending {
            try folder.write(try encoder.encode(file), to: Self.file(screen))
        }
    }

    // MARK: Entries

    struct Entry: Codable {
        var key: String
        /// `json`/`png` → `sha256:…` of the baseline file, or `absent`.
        var baselines: [String: String]
        var reads: [StringRead]
        var runNotes: [String]
        var result: ScenarioResult
    }

    struct ScreenFile: Codable {
        var format = CacheInputs.formatVersion
        var layoutcheck = LayoutCheckInfo.version
        var entries: [String: Entry] = [:]
    }

    static func file(_ screen: String) -> [String] { ["cache", "screens", PathSanitizer.component(screen) + ".json"] }

    private func entry(_ scenario: Scenario) -> Entry? {
        let screen = scenario.screenName
        lock.lock()
        defer { lock.unlock() }
        return loadedScreen(screen).entries[scenario.name]
    }

    private func update(_ scenario: Scenario, _ entry: Entry?) {
        let screen = scenario.screenName
        lock.lock()
        defer { lock.unlock() }
        guard loadedScreen(screen).entries[scenario.name] != nil || entry != nil else { return }
        // In place: a copy of the screen's entries per scenario would be quadratic.
        screens[screen]?.entries[scenario.name] = entry
        changed.insert(screen)
    }

    /// The screen's file, read on first use; the caller holds the lock.
    private func loadedScreen(_ screen: String) -> ScreenFile {
        if let file = screens[screen] { return file }
        var file = ScreenFile()
        if let data = try? folder.read(Self.file(screen)),
           let decoded = try? JSONDecoder().decode(ScreenFile.self, from: data),
           decoded.format == CacheInputs.formatVersion, decoded.layoutcheck == LayoutCheckInfo.version {
            file = decoded
        }
        screens[screen] = file
        return file
    }

    private func count(reused wasReused: Bool) {
        lock.lock()
        if wasReused { reused += 1 } else { computed += 1 }
        lock.unlock()
    }

    // MARK: Checks

    /// The digest of each baseline file the scenario is compared with (`absent` when missing);
    /// nil when one cannot be read (the run reports why).
    private func baselineDigests(_ scenario: Scenario) -> [String: String]? {
        var digests: [String: String] = [:]
        for pathExtension in scenario.rendersPNG ? ["json", "png"] : ["json"] {
            let data: Data?
            do {
                data = try baselines.read(scenario.file(pathExtension))
            } catch {
                return nil
            }
            digests[pathExtension] = data.map { RunReport.digest($0) } ?? "absent"
        }
        return digests
    }

    /// Whether each string the cached build read answers the same today.
    private func readsStillHold(_ reads: [StringRead], locale: ScenarioLocale) -> Bool {
        guard !reads.isEmpty else { return true }
        let localizer = Localizer(locale: locale, tables: tables)
        return reads.allSatisfy { localizer.answer(to: $0) == $0.answer }
    }
}
