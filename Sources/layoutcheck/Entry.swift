// The `layoutcheck` command: every subcommand lives in LayoutCheckCLI so tests can drive it.
import Foundation
import LayoutCheckCLI

@main
enum Entry {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        #if DEBUG
        warnOfDebugBuild(arguments)
        #endif
        let status = await LayoutCheckCommand.run(arguments)
        exit(status)
    }

    /// `swift run layoutcheck` builds for debugging, where a run takes several times as long
    /// (the sample suite 11 s against 2 s): said once on stderr, so stdout (JSON, `list`) is
    /// untouched. `solve` is a machine interface whose stderr is its one-line error, and help
    /// and version print nothing slow.
    static func warnOfDebugBuild(_ arguments: [String]) {
        let first = arguments.first ?? ""
        if first == "solve" || first.hasPrefix("-") || first == "help" || first.isEmpty { return }
        FileHandle.standardError.write(Data(
            "layoutcheck: warning: this is a debug build, several times slower; use `swift run -c release layoutcheck ...`\n".utf8))
    }
}
