import ArgumentParser
import Foundation
import LayoutCheck

/// A bad option or bad input to any subcommand: the message names the option, file or place.
/// One type and one format (`layoutcheck <command>: message`, exit status 2) for every command,
/// whether `validate()` or `run()` finds it.
package struct CommandFailure: Error, Equatable, CustomStringConvertible {
    package var message: String
    package init(message: String) { self.message = message }
    package var description: String { message }

    /// Runs `body`; a failure is printed as `layoutcheck <command>: message` on standard error
    /// and becomes exit status 2 (ArgumentParser would otherwise print usage and exit 1).
    static func exitingOnFailure<T>(_ command: String, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let failure as CommandFailure {
            report(command, failure)
            throw ExitCode(2)
        }
    }

    /// The synchronous form, for `validate()` and synchronous `run()`.
    static func exitingOnFailure<T>(_ command: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as CommandFailure {
            report(command, failure)
            throw ExitCode(2)
        }
    }

    /// Prints the failure as `exitingOnFailure` does; the caller throws the result (exit status 2).
    static func exit(_ command: String, _ failure: CommandFailure) -> ExitCode {
        report(command, failure)
        return ExitCode(2)
    }

    /// Runs `body`; a `LayoutCheckError` from the harness becomes a failure carrying its message
    /// (and its place, when it has one), so the command reports it the one way.
    static func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as LayoutCheckError {
            throw CommandFailure(message: error.location == nil ? error.message : "\(error)")
        }
    }

    private static func report(_ command: String, _ failure: CommandFailure) {
        CommandOutput.printError("layoutcheck \(command): \(failure.message)\n")
    }
}

extension ParsableCommand {
    /// How every command's `validate()` checks its options: a `CommandFailure` (or a harness
    /// `LayoutCheckError`) is printed as `layoutcheck <command>: message` and exits 2, never
    /// ArgumentParser's usage text and status 64.
    static func checkingOptions(_ body: () throws -> Void) throws {
        try CommandFailure.exitingOnFailure(configuration.commandName ?? "layoutcheck") { try CommandFailure.reporting(body) }
    }
}
