import ArgumentParser
import LayoutCheck

/// The root `layoutcheck` command. Each subcommand is its own type in its own file.
package struct LayoutCheckCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
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
            RenderCommand.self,
            CleanCommand.self,
            MergeReportsCommand.self,
            FramesCommand.self,
            DiffCommand.self,
            SolveCommand.self,
        ]
    )

    package init() {}
}

extension LayoutCheckCommand {
    /// Runs the command line and returns the exit status, as the executable exits with it.
    /// ArgumentParser exits 64 (EX_USAGE) for an unknown option or a failed validation; here
    /// every bad option is bad configuration, status 2, like a bad project file.
    package static func run(_ arguments: [String]) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            return 0
        } catch let needed as SwiftScreensNeeded {
            return SwiftScreensDelegation.run(needed, arguments: arguments)
        } catch {
            let code = status(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == 0 { CommandOutput.printOut(message + "\n") } else { CommandOutput.printError(message + "\n") }
            }
            return code
        }
    }

    /// The exit status for an error a command threw: ArgumentParser's usage failures (64) become 2.
    package static func status(for error: any Error) -> Int32 {
        let code = exitCode(for: error).rawValue
        return code == ExitCode.validationFailure.rawValue ? 2 : code
    }
}
