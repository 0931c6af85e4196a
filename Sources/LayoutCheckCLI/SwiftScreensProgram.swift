@_exported import LayoutCheck
import Foundation

/// The `layoutcheck` command with an app's Swift screens registered: the `main` of the app
/// package's screens product (named in `layoutcheck.yml` as `swift: {product: AppScreens}`):
///
/// ```swift
/// // Sources/AppScreens/main.swift
/// import LayoutCheckCLI
/// import MyAppUI
///
/// await LayoutCheckMain.run(screens: [
///     .viewController(named: "Profile") { ProfileViewController() },
///     .view(named: "Badge") { makeBadge() },
/// ])
/// ```
///
/// `swift run AppScreens test` (or the plain `layoutcheck test`, which builds and runs it) then
/// runs every subcommand over these screens beside the YAML and Interface Builder screens of
/// `layoutcheck.yml`: `list`, `test`, `record`, `review`, `approve`, `audit`, the reports.
public enum LayoutCheckMain {
    /// Runs the command line (`CommandLine.arguments`) with `screens` and exits with its status.
    public static func run(screens: [ScreenSource]) async -> Never {
        let status = await run(Array(CommandLine.arguments.dropFirst()), screens: screens)
        exit(status)
    }

    /// Runs a command line with `screens` and returns the exit status.
    public static func run(_ arguments: [String], screens: [ScreenSource]) async -> Int32 {
        await SwiftScreens.$registered.withValue(screens) {
            await LayoutCheckCommand.run(arguments)
        }
    }
}

/// The plain `layoutcheck` executable meeting a project with Swift screens: builds the product
/// `layoutcheck.yml` names in its package's folder (`swift build --product`), then runs it with
/// the same arguments and returns its status. The product is told it was delegated to
/// (`SwiftScreens.delegationVariable`), so one that registers no screens stops with a message
/// instead of delegating again.
enum SwiftScreensDelegation {
    static func run(_ needed: SwiftScreensNeeded, arguments: [String],
                    environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let product = needed.product
        if environment[SwiftScreens.delegationVariable] != nil {
            CommandOutput.printError("layoutcheck: \(product.location): the product '\(product.product)' ran but registered no Swift screens: "
                + "its main must call `LayoutCheckMain.run(screens: [...])` (module LayoutCheckCLI)\n")
            return 2
        }
        let folder = product.package.path
        CommandOutput.printError("layoutcheck: \(needed.projectFile) names Swift screens: building \(product.product) "
            + "(swift build --product \(product.product) in \(folder))\n")
        let build = ["build", "--package-path", folder, "--product", product.product]
        guard run(["swift"] + build, environment: environment, outputToStandardError: true) == 0 else {
            CommandOutput.printError("layoutcheck: \(product.location): `swift \(build.joined(separator: " "))` failed\n")
            return 2
        }
        guard let binPath = output(["swift"] + build + ["--show-bin-path"], environment: environment) else {
            CommandOutput.printError("layoutcheck: \(product.location): cannot find where SwiftPM put \(product.product)\n")
            return 2
        }
        var childEnvironment = environment
        childEnvironment[SwiftScreens.delegationVariable] = product.product
        let program = URL(fileURLWithPath: binPath).appendingPathComponent(product.product).path
        return run([program] + arguments, environment: childEnvironment, outputToStandardError: false, resolvesExecutable: false)
    }

    /// Runs a program, its output passed through (to standard error when `outputToStandardError`,
    /// so `list` and `--json` keep standard output to themselves); its exit status, or 2.
    private static func run(_ command: [String], environment: [String: String], outputToStandardError: Bool,
                            resolvesExecutable: Bool = true) -> Int32 {
        let process = Process()
        if resolvesExecutable {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command
        } else {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
        }
        process.environment = environment
        if outputToStandardError { process.standardOutput = FileHandle.standardError }
        do {
            try process.run()
        } catch {
            CommandOutput.printError("layoutcheck: cannot run \(command.joined(separator: " ")): \(error)\n")
            return 2
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 1
    }

    /// A program's standard output, trimmed; nil when it fails.
    private static func output(_ command: [String], environment: [String: String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
