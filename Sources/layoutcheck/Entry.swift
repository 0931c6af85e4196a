// The `layoutcheck` command: every subcommand lives in LayoutCheckCLI so tests can drive it.
import Foundation
import LayoutCheckCLI

@main
enum Entry {
    static func main() async {
        let status = await LayoutCheckCommand.run(Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}
