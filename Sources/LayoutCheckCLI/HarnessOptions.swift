import ArgumentParser
import Foundation
import LayoutCheck

/// Options every harness command shares: the project file, the filters and the shard.
struct HarnessOptions: ParsableArguments {
    @Option(name: .customLong("project"), help: "The project file (layoutcheck.yml).")
    var projectFile = "layoutcheck.yml"

    @Option(name: .customLong("screen"), help: ArgumentHelp("Only screens matching this name or glob, as declared or as `list` prints it; an IB file's name selects all its screens (repeatable).", valueName: "name"))
    var screens: [String] = []

    @Option(name: .customLong("device"), help: ArgumentHelp("Only devices matching this name, id or glob (repeatable).", valueName: "name"))
    var devices: [String] = []

    @Option(name: .customLong("locale"), help: ArgumentHelp("Only locales matching this identifier or glob (repeatable).", valueName: "id"))
    var locales: [String] = []

    @Option(name: .customLong("orientation"), help: ArgumentHelp("Only portrait or landscape (repeatable).", valueName: "orientation"))
    var orientations: [String] = []

    @Option(name: .customLong("size"), help: ArgumentHelp("Only content sizes matching this name (large, AX3, …; repeatable).", valueName: "size"))
    var sizes: [String] = []

    @Option(help: ArgumentHelp("Run shard i of n (1-based), e.g. 2/3. Without it, Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX are used when set.", valueName: "i/n"))
    var shard: String?

    /// Not `validate()`, which ArgumentParser would call on its own: each command calls this
    /// inside its `checkingOptions`, which reports what it throws the one way.
    func checkOptions() throws {
        if let shard { _ = try Shard(parsing: shard) }
        for orientation in orientations where !["portrait", "landscape"].contains(orientation) {
            throw CommandFailure(message: "--orientation must be portrait or landscape, not '\(orientation)'")
        }
    }

    /// Whether no filter narrows the matrix (approving everything needs an explicit glob).
    var selectsEverything: Bool {
        screens.isEmpty && devices.isEmpty && orientations.isEmpty && locales.isEmpty && sizes.isEmpty
    }

    /// The shard from `--shard`, else from Bazel's environment.
    func resolvedShard() throws -> Shard? {
        if let shard { return try Shard(parsing: shard) }
        return try Shard.fromEnvironment(ProcessInfo.processInfo.environment)
    }

    func selection(names: [String] = []) throws -> ScenarioSelection {
        func nonEmpty(_ values: [String]) -> [String]? { values.isEmpty ? nil : values }
        return ScenarioSelection(rule: ScenarioRule(screens: nonEmpty(screens), devices: nonEmpty(devices),
                                                    orientations: nonEmpty(orientations), locales: nonEmpty(locales),
                                                    sizes: nonEmpty(sizes)),
                                 names: names, shard: try resolvedShard())
    }

    /// The filters as a report keeps them, so the commands it prints select the same scenarios.
    func runFilters(names: [String] = []) -> RunFilters {
        RunFilters(screens: screens, devices: devices, orientations: orientations, locales: locales, sizes: sizes, names: names)
    }

    func loadWorkspace() throws -> Workspace {
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: projectFile).standardizedFileURL)
        let skipped = workspace.project.skippedScreenFiles
        if let first = skipped.first {
            // Said on standard error, so `list` still prints only scenario names.
            let more = skipped.count > 1 ? " and \(skipped.count - 1) more" : ""
            CommandOutput.printError("note: \(skipped.count) Interface Builder file\(skipped.count == 1 ? "" : "s") in the screen folders "
                + "\(skipped.count == 1 ? "is" : "are") for another platform and left out (\(first.path): \(first.runtime)\(more))\n")
        }
        let archives = workspace.project.skippedArchiveFiles
        if let first = archives.first {
            let more = archives.count > 1 ? " and \(archives.count - 1) more" : ""
            CommandOutput.printError("note: \(archives.count) Interface Builder file\(archives.count == 1 ? "" : "s") in the screen folders "
                + "\(archives.count == 1 ? "is" : "are") in Xcode 4's archive format, which is not read, and left out (\(first)\(more)): "
                + "open \(archives.count == 1 ? "it" : "them") in Xcode 5 or later and save to test \(archives.count == 1 ? "it" : "them")\n")
        }
        return workspace
    }

    /// `loadWorkspace()` for a command that runs scenarios. Their runner needs the running stamp,
    /// which hashes every pinned font file once per process (a tenth of a second, on one core);
    /// started on its own thread first, it overlaps reading the project and expanding the matrix
    /// instead of delaying the run. The stamp is computed once whoever asks first, so nothing
    /// else changes, errors included.
    func loadWorkspaceForRun() throws -> Workspace {
        Thread.detachNewThread { _ = try? ScenarioProducer.runningStamp() }
        return try loadWorkspace()
    }
}

/// Runs a command body, turning LayoutCheck errors into a message on standard error and the
/// documented exit status (2 for bad configuration, 1 otherwise).
func harness(_ body: () async throws -> Int32) async throws {
    let status: Int32
    do {
        status = try await body()
    } catch let error as LayoutCheckError {
        CommandOutput.printError("layoutcheck: \(error)\n")
        throw ExitCode(error.kind == .configuration ? 2 : 1)
    }
    if status != 0 { throw ExitCode(status) }
}

/// Prints progress without a line per scenario: on a terminal one line redrawn in place
/// (done/total, failures so far, rate, time left from the smoothed measured rate:
/// `ProgressEstimate`); in a log (CI) a line at every tenth of the
/// run or every five seconds, whichever comes first; with `verbose`, every scenario's status
/// line too, in matrix order so logs are deterministic.
final class ProgressPrinter: @unchecked Sendable {
    private let isTerminal: Bool
    private let lock = NSLock()
    private let quiet: Bool
    private let verbose: Bool
    private let start: Date
    private let now: @Sendable () -> Date
    private var failures = 0
    private var lastLine: Date?
    private var lastDecile = 0
    private var estimate = ProgressEstimate()

    init(quiet: Bool = false, verbose: Bool = false, isTerminal: Bool = isatty(STDOUT_FILENO) == 1,
         now: @escaping @Sendable () -> Date = Date.init) {
        self.quiet = quiet
        self.verbose = verbose
        self.isTerminal = isTerminal
        self.now = now
        self.start = now()
    }

    func update(done: Int, total: Int, result: ScenarioResult) {
        guard !quiet else { return }
        lock.lock()
        defer { lock.unlock() }
        if [.failed, .error, .missing].contains(result.status) { failures += 1 }
        if verbose { CommandOutput.printOut((isTerminal ? "\r\u{1B}[K" : "") + TerminalSummary.line(result) + "\n") }
        let time = now()
        estimate.observe(done: done, elapsed: time.timeIntervalSince(start))
        if isTerminal {
            CommandOutput.printOut("\r\u{1B}[K" + Self.progress(done: done, total: total, failures: failures,
                                                                elapsed: time.timeIntervalSince(start), estimate: estimate) + (done == total ? "\n" : ""))
            return
        }
        let decile = total == 0 ? 10 : done * 10 / total
        let due = decile > lastDecile || time.timeIntervalSince(lastLine ?? start) >= 5 || done == total
        guard due else { return }
        lastDecile = decile
        lastLine = time
        CommandOutput.printOut(Self.progress(done: done, total: total, failures: failures, elapsed: time.timeIntervalSince(start),
                                             estimate: estimate) + "\n")
    }

    /// `612/1230 scenarios (49%), 3 failed, 410/s, about 2 s left`: the rate is the run's
    /// average so far, the time left from the recent rate (`ProgressEstimate`).
    static func progress(done: Int, total: Int, failures: Int, elapsed: TimeInterval, estimate: ProgressEstimate) -> String {
        let percent = total == 0 ? 100 : done * 100 / total
        var line = "\(done)/\(total) scenarios (\(percent)%), \(failures) failed"
        if elapsed > 0.05 && done > 0 {
            line += ", \(Int((Double(done) / elapsed).rounded()))/s"
            if done < total, let left = estimate.secondsLeft(done: done, total: total) {
                line += ", about \(Self.duration(left)) left"
            }
        }
        return line
    }

    /// `45 s`, `3 min 20 s`, `1 h 5 min`: rounded up, as a wait is.
    static func duration(_ seconds: TimeInterval) -> String {
        let s = Int(min(seconds, 359_999).rounded(.up))
        if s < 60 { return "\(s) s" }
        if s < 3600 { return s % 60 == 0 ? "\(s / 60) min" : "\(s / 60) min \(s % 60) s" }
        let minutes = (s % 3600 + 59) / 60
        return minutes == 0 ? "\(s / 3600) h" : "\(s / 3600) h \(minutes) min"
    }
}

func printOut(_ text: String) {
    CommandOutput.printOut(text)
}
