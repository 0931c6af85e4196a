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
/// One file per screen in the output folder (`cache/screens/<screen>.cache`, `CacheCodec`), read before the run
/// (`preload`) or when the screen's first scenario asks, and written once at the end (`save`), atomically; a file that is
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

    package init(folder: ContainedFolder, inputs: CacheInputs, baselines: ContainedFolder, tables: StringTables, reuses: Bool = true) {
        self.folder = folder
        self.inputs = inputs
        self.baselines = baselines
        self.tables = tables
        self.reuses = reuses
    }

    /// The scenario's cached result (marked `cached`, at `index`), or else `compute`'s, stored
    /// when it passed. `compute` runs with a `StringReadLog` current, to learn what it read.
    package func result(for scenario: Scenario, index: Int, compute: () -> ScenarioResult) -> ScenarioResult {
        let key = inputs.key(for: scenario)
        let entry = reuses && key != nil ? self.entry(scenario) : nil
        let baselines = key == nil ? nil : self.baselines(scenario, known: entry)
        if let key, let baselines, let entry, entry.key == key, entry.baselines == baselines.digests,
           readsStillHold(entry.reads, locale: scenario.locale) {
            var result = entry.result
            result.index = index
            result.runNotes = entry.runNotes
            result.cached = true
            return result
        }
        let log = StringReadLog()
        let result = StringReadLog.$current.withValue(log) { compute() }
        if let key, let baselines, result.status == .passed, result.blockers.isEmpty {
            var stored = result
            stored.cached = false
            update(scenario, Entry(key: key, baselines: baselines.digests, baselineFiles: baselines.files, reads: log.reads,
                                   runNotes: result.runNotes, result: stored))
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
        for (screen, file) in pending {
            try folder.write(Data(file.encoded()), to: Self.file(screen))
        }
    }

    // MARK: Entries

    struct Entry {
        var key: String
        /// `json`/`png` → `sha256:…` of the baseline file, or `absent`.
        var baselines: [String: String]
        /// `json`/`png` → the file's size, modification time and inode when it had that digest
        /// (`FileSignature.of`): an unchanged file is not read and hashed again, as git's
        /// index does it.
        var baselineFiles: [String: String]
        var reads: [StringRead]
        var runNotes: [String]
        var result: ScenarioResult
    }

    /// What `CacheCodec` stores per screen.
    struct ScreenFile {
        var format = CacheInputs.formatVersion
        var layoutcheck = LayoutCheckInfo.version
        var entries: [String: Entry] = [:]
    }

    static func file(_ screen: String) -> [String] { ["cache", "screens", PathSanitizer.component(screen) + ".cache"] }

    private func entry(_ scenario: Scenario) -> Entry? {
        let screen = scenario.screenName
        lock.lock()
        defer { lock.unlock() }
        return loadedScreen(screen).entries[scenario.name]
    }

    /// Reads the files of these screens on all cores before a run asks for them: scenarios come
    /// screen by screen, so files read on first use would be decoded one at a time.
    package func preload(screens names: [String]) {
        guard reuses else { return }
        let names = orderedUnique(names).filter { name in lock.withLock { screens[name] == nil } }
        let decoded = UnsafeResults(count: names.count)
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            decoded.set(index, readScreen(names[index]))
        }
        lock.withLock {
            for (index, name) in names.enumerated() where screens[name] == nil { screens[name] = decoded.get(index) }
        }
    }

    /// One slot per screen, each written by one iteration of `concurrentPerform`.
    private final class UnsafeResults: @unchecked Sendable {
        private var files: [ScreenFile?]
        private let lock = NSLock()
        init(count: Int) { files = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ file: ScreenFile) { lock.withLock { files[index] = file } }
        func get(_ index: Int) -> ScreenFile { lock.withLock { files[index] ?? ScreenFile() } }
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
        let file = reuses ? readScreen(screen) : ScreenFile()
        screens[screen] = file
        return file
    }

    /// The screen's file as stored, or an empty one when it is missing, unreadable, corrupt or
    /// of another format or LayoutCheck version.
    private func readScreen(_ screen: String) -> ScreenFile {
        guard let data = try? folder.read(Self.file(screen)),
              let decoded = try? ScreenFile(decoding: Array(data)),
              decoded.format == CacheInputs.formatVersion, decoded.layoutcheck == LayoutCheckInfo.version else { return ScreenFile() }
        return decoded
    }

    // MARK: Checks

    /// The digest of each baseline file the scenario is compared with (`absent` when missing)
    /// and the file's signature; nil when one cannot be read (the run reports why). A file whose
    /// signature is the one `known` recorded keeps that entry's digest without being read.
    private func baselines(_ scenario: Scenario, known: Entry?) -> (digests: [String: String], files: [String: String])? {
        var digests: [String: String] = [:], files: [String: String] = [:]
        for pathExtension in scenario.rendersPNG ? ["json", "png"] : ["json"] {
            let components = scenario.file(pathExtension)
            guard let url = try? baselines.url(components) else { return nil }
            let signature = FileSignature.of(url.path)
            files[pathExtension] = signature ?? "absent"
            if let signature, let known, known.baselineFiles[pathExtension] == signature, let digest = known.baselines[pathExtension] {
                digests[pathExtension] = digest
                continue
            }
            let data: Data?
            do {
                data = try baselines.read(components)
            } catch {
                return nil
            }
            digests[pathExtension] = data.map { RunReport.digest($0) } ?? "absent"
        }
        return (digests, files)
    }

    /// Whether each string the cached build read answers the same today.
    private func readsStillHold(_ reads: [StringRead], locale: ScenarioLocale) -> Bool {
        guard !reads.isEmpty else { return true }
        let localizer = Localizer(locale: locale, tables: tables)
        return reads.allSatisfy { localizer.answer(to: $0) == $0.answer }
    }
}
