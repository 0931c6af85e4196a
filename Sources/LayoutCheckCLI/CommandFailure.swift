import ArgumentParser
import Foundation

/// Bad input to a single-module subcommand (`diff`, `frames`): the message names the file,
/// option or place. One type for both, so their tests and their exit status 2 agree.
public struct CommandFailure: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }

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

    private static func report(_ command: String, _ failure: CommandFailure) {
        CommandOutput.printError("layoutcheck \(command): \(failure.message)\n")
    }
}
