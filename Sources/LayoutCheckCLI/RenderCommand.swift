import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck render SCENARIO`: the picture of any one scenario, whether or not the matrix
/// keeps a PNG baseline for it, optionally with the debug overlay (frames, margins, safe area).
package struct RenderCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one scenario as a PNG.",
        discussion: """
            SCENARIO is a name as `layoutcheck list` prints it, or a glob that matches exactly one.
            The PNG goes to --output, or to the output folder's render/<scenario>.png.
            Exit status: 0 when written, 2 on bad configuration or a name that does not match one scenario.
            """)

    @Argument(help: "The scenario's name (or a glob matching one).")
    var scenario: String

    @Option(help: "Where to write the PNG (default: <output>/render/<scenario>.png).")
    var output: String?

    @Flag(help: "Draw frames, layout margins and the safe area over the screen.")
    var overlay = false

    @OptionGroup var options: HarnessOptions

    package init() {}

    package func validate() throws {
        try Self.checkingOptions {
            try options.checkOptions()
            if let output, !output.lowercased().hasSuffix(".png") { throw CommandFailure(message: "--output must name a .png file") }
        }
    }

    package func run() async throws {
        try await harness {
            let workspace = try options.loadWorkspace()
            let selected = try workspace.selectChecked(try options.selection(names: [scenario]))
            guard selected.count == 1, let chosen = selected.first?.scenario else {
                let names = selected.prefix(5).map(\.scenario.name).joined(separator: ", ")
                throw LayoutCheckError.configuration("'\(scenario)' matches \(selected.count) scenarios (\(names)\(selected.count > 5 ? ", …" : "")); name one")
            }
            let image = try workspace.image(of: chosen, overlay: overlay)
            let data = Data(try PNG.encode(image))
            if let output {
                let url = URL(fileURLWithPath: output)
                do {
                    try data.write(to: url, options: .atomic)
                } catch {
                    throw LayoutCheckError.configuration("cannot write \(output): \(error.localizedDescription)")
                }
                printOut("wrote \(output) (\(image.width)×\(image.height))\n")
            } else {
                var file = ["render"] + chosen.pathComponents
                file[file.count - 1] += overlay ? ".overlay.png" : ".png"
                try workspace.output.write(data, to: file)
                printOut("wrote \(workspace.outputDisplayPath)/\(file.joined(separator: "/")) (\(image.width)×\(image.height))\n")
            }
            return 0
        }
    }
}
