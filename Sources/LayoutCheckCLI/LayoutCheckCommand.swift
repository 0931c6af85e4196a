import ArgumentParser

/// The root `layoutcheck` command. Each subcommand is its own type in its own file.
public struct LayoutCheckCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layoutcheck",
        abstract: "Catch layout regressions of iOS screens on Linux.",
        version: LayoutCheckVersion.string,
        subcommands: [
            // Subcommands are registered here, one line each.
            DiffCommand.self,
            SolveCommand.self,
            FramesCommand.self,
            TestCommand.self,
            RecordCommand.self,
            ListCommand.self,
            ApproveCommand.self,
            CleanCommand.self,
            MergeReportsCommand.self,
            ReviewCommand.self,
        ]
    )

    public init() {}
}

/// The version printed by `--version` and stamped into baselines.
public enum LayoutCheckVersion {
    public static let string = "0.1.0"
}
