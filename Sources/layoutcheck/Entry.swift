// The `layoutcheck` command: every subcommand lives in LayoutCheckCLI so tests can drive it.
import LayoutCheckCLI

@main
enum Entry {
    static func main() async {
        await LayoutCheckCommand.main()
    }
}
