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

            Given several files, or folders (searched with their subfolders for .xib and .storyboard \
            files; other platforms' are left out), it prints one line per file and the total: how \
            faithful LayoutCheck is on an app's own files.

            Exit status: 0 when every view is within one device pixel, 1 when any misses, 2 on bad \
            input (unreadable or malformed file, unknown device, unknown scene, a constraint naming an \
            unknown id; with several files, after the others are measured). Notes go to standard error.
            """
    )

    @Argument(help: "The .xib or .storyboard file to lay out; or several, or folders of them.")
    package var files: [String]

    /// The one file of a single-file run.
    var file: String { files.first ?? "" }

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
        try Self.checkingOptions {
            if files.isEmpty { throw CommandFailure(message: "give a .xib or .storyboard file, or a folder of them") }
            // Each file is checked as it is measured; here the options, and a lone file at once.
            for path in files where !isFolder(path) {
                var one = comparison
                one.file = path
                try one.checkOptions()
            }
            if json && (files.count > 1 || isFolder(file)) { throw CommandFailure(message: "--json lays out one file; give one file") }
            if scene != nil && (files.count > 1 || isFolder(file)) { throw CommandFailure(message: "--scene names a scene of one file; give one file") }
        }
    }

    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The harness's comparison with this command's options.
    var comparison: StoredFramesComparison {
        StoredFramesComparison(file: file, fonts: fonts, device: device, orientation: orientation, scene: scene,
                               intrinsicFromDocument: intrinsicFromDocument, storedFrameTieBreakers: storedFrameTieBreakers,
                               json: json)
    }

    package func run() throws {
        if files.count > 1 || isFolder(file) { return try runMany() }
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

    /// Several files: a line each (share, views, path), the misses' notes on standard error, and
    /// the total. A file that cannot be read is reported and the rest still measured.
    private func runMany() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var targets: [String] = []
        var skipped = 0
        for argument in files {
            guard isFolder(argument) else {
                targets.append(argument)
                continue
            }
            let found: ScreenFiles.Expansion
            do {
                found = try ScreenFiles.expand(argument, root: cwd)
            } catch let tooMany as ScreenFiles.TooManyEntries {
                throw Failure.exit("frames", CommandFailure(message: "\(argument) holds more than \(tooMany.limit) files and folders"))
            }
            skipped += found.otherPlatforms.count
            let folder = URL(fileURLWithPath: argument, relativeTo: cwd)
            for url in found.files where ["xib", "storyboard"].contains(url.pathExtension) {
                // Named as given (`Riot/Modules/…`), not by an absolute path.
                targets.append((argument.hasSuffix("/") ? argument : argument + "/") + relativePath(url, to: folder))
            }
        }
        guard !targets.isEmpty else {
            throw Failure.exit("frames", CommandFailure(message: "no .xib or .storyboard file for iOS in \(files.joined(separator: ", "))"))
        }
        var matched = 0, compared = 0, flagged = 0, failedFiles = 0
        for target in targets {
            var one = comparison
            one.file = target
            do {
                let output = try Failure.reporting { try one.evaluate() }
                matched += output.matched
                compared += output.compared
                flagged += output.flaggedMisses
                // Tenths of a percent, as check-xib prints them.
                let tenths = output.compared == 0 ? 1000 : output.matched * 1000 / output.compared
                let share = "\(tenths / 10).\(tenths % 10)%", views = "\(output.matched)/\(output.compared)"
                let pad = { (text: String, width: Int) in String(repeating: " ", count: max(0, width - text.count)) + text }
                CommandOutput.printOut("\(pad(share, 7))  \(pad(views, 9))  \(target)\n")
            } catch let failure as CommandFailure {
                failedFiles += 1
                CommandOutput.printError("layoutcheck frames: \(failure.message)\n")
            }
        }
        var line = "\(matched)/\(compared) views within one device pixel of Xcode's stored frames in \(targets.count - failedFiles) files"
        if flagged > 0 { line += " (\(flagged) of the misses Xcode itself flags misplaced or ambiguous)" }
        if failedFiles > 0 { line += "; \(failedFiles) file\(failedFiles == 1 ? "" : "s") could not be read" }
        if skipped > 0 { line += "; \(skipped) file\(skipped == 1 ? "" : "s") for another platform left out" }
        CommandOutput.printOut(line + "\n")
        if failedFiles > 0 { throw ExitCode(2) }
        if matched < compared { throw ExitCode(1) }
    }
}
