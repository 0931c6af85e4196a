import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck clean`: lists baseline files that no scenario of the matrix produces any
/// more; with `--delete`, removes them (and nothing else).
package struct CleanCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "List (or with --delete remove) baselines no scenario produces.")

    @Option(name: .customLong("project"), help: "The project file (layoutcheck.yml).")
    var projectFile = "layoutcheck.yml"

    @Flag(help: "Remove the listed files.")
    var delete = false

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            if projectFile.isEmpty { throw CommandFailure(message: "--project needs a path") }
        }
    }

    package func run() async throws {
        try await harness {
            let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: projectFile).standardizedFileURL)
            let orphans = workspace.orphanedBaselines()
            for file in orphans {
                if delete { try workspace.baselines.remove(file.split(separator: "/").map(String.init)) }
                printOut("\(delete ? "removed" : "orphaned") \(file)\n")
            }
            if orphans.isEmpty { printOut("no orphaned baselines\n") }
            return 0
        }
    }
}
