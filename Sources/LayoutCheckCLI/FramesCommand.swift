import ArgumentParser
import Foundation
import LayoutCheck

/// `layoutcheck frames FILE`: lays out an Interface Builder file and prints every view's frame
/// beside the frame Xcode stored.
package struct FramesCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Lay out a .xib or .storyboard and print every view's frame next to the one Xcode stored.",
        discussion: """
            Frames are in the superview's coordinates, as Interface Builder stores them; a root view \
            keeps its stored origin. Without --intrinsic-from-document, text is measured with Pango over \
            LayoutCheck's pinned fonts with San Francisco's line heights and tracking, and over the app's \
            own fonts given with --font; label widths can still differ from Xcode's by about a point.

            Exit status: 0 on success, 2 on bad input (unreadable or malformed file, unknown device, \
            unknown scene, a constraint naming an unknown id). Notes go to standard error.
            """
    )

    @Argument(help: "The .xib or .storyboard file to lay out.")
    package var file: String

    @Option(name: .customLong("font"), help: "A font file or folder the app ships (.ttf, .otf, .ttc; folders are searched recursively); repeatable. Text the document sets in those fonts is measured in them.")
    package var fonts: [String] = []

    @Option(help: "Device: a catalogue id (iphone-15-pro), an Interface Builder id (retina6_1) or a name. Default: the document's device, with the safe areas of the Xcode that saved it.")
    package var device: String?

    @Option(help: "portrait or landscape. Default: the document's orientation.")
    package var orientation: String?

    @Option(help: "Lay out only this scene: its name, scene id, root view id, storyboard id or custom class.")
    package var scene: String?

    @Flag(help: "Take the intrinsic sizes of text, image and other content views from their stored frames.")
    package var intrinsicFromDocument = false

    @Flag(inversion: .prefixedNo,
          help: "IB-canvas emulation, not UIKit: pull views whose position or size UIKit leaves ambiguous, or settles only by a stack's ambiguity suppression, to their stored frames (priority 52), as Xcode's canvas keeps them. On by default here because this command compares with Xcode's canvas; the output says so. Turn it off for UIKit's own frames.")
    package var storedFrameTieBreakers = true

    @Flag(help: "Print {\"device\": ID, \"views\": [{\"id\", \"class\", \"frame\", \"stored\", …}]}, one view per line. Always valid JSON: a view laid out (or stored) with a coordinate that is not a finite number is an error naming it (exit 2); the table prints nan/inf.")
    package var json = false

    package init() {}

    /// Bad input: the message names the file and place; the command exits 2.
    package typealias Failure = CommandFailure

    /// Options and the file's name are checked before the file is parsed.
    package func validate() throws {
        try Self.checkingOptions { try comparison.checkOptions() }
    }

    /// The harness's comparison with this command's options.
    var comparison: StoredFramesComparison {
        StoredFramesComparison(file: file, fonts: fonts, device: device, orientation: orientation, scene: scene,
                               intrinsicFromDocument: intrinsicFromDocument, storedFrameTieBreakers: storedFrameTieBreakers,
                               json: json)
    }

    package func run() throws {
        let output = try Failure.exitingOnFailure("frames") { try evaluate() }
        for note in output.notes { CommandOutput.printError(note + "\n") }
        CommandOutput.printOut(output.text)
        var line = "\(output.matched)/\(output.compared) views within one device pixel of Xcode's stored frames"
        if output.flaggedMisses > 0 {
            // Xcode's own flag says the stored frame is not the constraints' result: worth telling apart.
            line += " (\(output.flaggedMisses) of the misses Xcode itself flags misplaced or ambiguous)"
        }
        line += "\n"
        if json { CommandOutput.printError(line) } else { CommandOutput.printOut(line) }
        if output.matched < output.compared { throw ExitCode(1) }
    }

    package func evaluate() throws -> StoredFramesComparison.Output {
        try Failure.reporting { try comparison.evaluate() }
    }
}
