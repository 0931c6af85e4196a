import ArgumentParser
import Foundation
import LayoutCheck

/// Options every harness command shares: the project file, the filters and the shard.
struct HarnessOptions: ParsableArguments {
    @Option(name: .customLong("project"), help: "The project file (layoutcheck.yml).")
    var projectFile = "layoutcheck.yml"

    @Option(name: .customLong("screen"), help: ArgumentHelp("Only screens matching this name or glob (repeatable).", valueName: "name"))
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

    /// Bad options are bad configuration: a message and exit status 2, like a bad project file.
    func validate() throws {
        do {
            if let shard { _ = try Shard(parsing: shard) }
            for orientation in orientations where !["portrait", "landscape"].contains(orientation) {
                throw LayoutCheckError.configuration("--orientation must be portrait or landscape, not '\(orientation)'")
            }
        } catch let error as LayoutCheckError {
            CommandOutput.printError("layoutcheck: \(error)\n")
            throw ExitCode(2)
        }
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

    func loadWorkspace() throws -> Workspace {
        try Workspace.load(projectFile: URL(fileURLWithPath: projectFile).standardizedFileURL)
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

/// Prints progress: a bar redrawn in place on a terminal, one line per scenario otherwise
/// (in matrix order, so logs are deterministic).
final class ProgressPrinter: @unchecked Sendable {
    private let isTerminal = isatty(STDOUT_FILENO) == 1
    private let lock = NSLock()
    private let quiet: Bool

    init(quiet: Bool = false) { self.quiet = quiet }

    func update(done: Int, total: Int, result: ScenarioResult) {
        guard !quiet else { return }
        lock.lock()
        defer { lock.unlock() }
        if isTerminal {
            let width = 30
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
            var line = "\r[\(bar)] \(done)/\(total)"
            if done == total { line += "\n" }
            CommandOutput.printOut(line)
        } else {
            CommandOutput.printOut(TerminalSummary.line(result) + "\n")
        }
    }
}

func printOut(_ text: String) {
    CommandOutput.printOut(text)
}
