import ArgumentParser
import LayoutCheck

/// The root `layoutcheck` command. Each subcommand is its own type in its own file.
public struct LayoutCheckCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layoutcheck",
        abstract: "Catch layout regressions of iOS screens on Linux.",
        version: LayoutCheckInfo.version,
        subcommands: [
            // The harness first, in the order a user meets them; then single-module tools.
            InitCommand.self,
            TestCommand.self,
            AuditCommand.self,
            RecordCommand.self,
            ApproveCommand.self,
            ReviewCommand.self,
            ListCommand.self,
            CleanCommand.self,
            MergeReportsCommand.self,
            FramesCommand.self,
            DiffCommand.self,
            SolveCommand.self,
        ]
    )

    public init() {}
}
