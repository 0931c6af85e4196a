import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck clean`: lists baseline files that no scenario of the matrix produces any
/// more, and the temporaries an interrupted or failed write left in the baselines and output
/// folders; with `--delete`, removes them (and nothing else).
package struct CleanCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "List (or with --delete remove) baselines no scenario produces and temporaries of failed writes.")

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
            // A killed run or a full disk leaves `.NAME.PID.UUID.tmp` files that `git add -A` would commit.
            for (folder, display) in [(workspace.baselines, workspace.baselinesDisplayPath), (workspace.output, workspace.outputDisplayPath)] {
                for file in folder.staleTemporaries() {
                    if delete { try folder.removeTemporary(file) }
                    printOut("\(delete ? "removed" : "stale temporary") \(display)/\(file)\n")
                }
            }
            return 0
        }
    }
}
