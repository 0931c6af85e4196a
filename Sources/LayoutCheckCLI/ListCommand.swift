import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck list`: the expanded matrix, one scenario name per line, in run order.
package struct ListCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenarios of the matrix (after filters and shard).")

    @OptionGroup var options: HarnessOptions

    @Flag(help: "Also print each scenario's device, orientation, locale, size, direction and whether it renders a PNG.")
    var verbose = false

    package init() {}

    package func validate() throws {
        try Self.checkingOptions { try options.checkOptions() }
    }

    package func run() async throws {
        try await harness {
            let workspace = try options.loadWorkspace()
            var text = ""
            for (_, scenario) in try workspace.selectChecked(try options.selection()) {
                text += scenario.name
                if verbose {
                    let size = scenario.device.size(scenario.orientation)
                    text += "\t\(scenario.device.name)\t\(scenario.orientation.rawValue) \(Int(size.width))×\(Int(size.height))"
                        + "\t\(scenario.locale.identifier)\(scenario.locale.isRightToLeft ? " (rtl)" : "")"
                        + "\t\(scenario.contentSize.rawValue)\(scenario.rendersPNG ? "\tpng" : "")"
                }
                text += "\n"
            }
            printOut(text)
            return 0
        }
    }
}
