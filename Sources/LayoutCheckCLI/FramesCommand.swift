import ArgumentParser
import AutoLayout
import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCheck
import SolverJSON
import TextLayout

/// `layoutcheck frames FILE`: lays out an Interface Builder file and prints every view's frame
/// beside the frame Xcode stored.
public struct FramesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
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
    public var file: String

    @Option(name: .customLong("font"), help: "A font file or folder the app ships (.ttf, .otf, .ttc; folders are searched recursively); repeatable. Text the document sets in those fonts is measured in them.")
    public var fonts: [String] = []

    @Option(help: "Device: a catalogue id (iphone-15-pro), an Interface Builder id (retina6_1) or a name. Default: the document's device, with the safe areas of the Xcode that saved it.")
    public var device: String?

    @Option(help: "portrait or landscape. Default: the document's orientation.")
    public var orientation: String?

    @Option(help: "Lay out only this scene: its name, scene id, root view id, storyboard id or custom class.")
    public var scene: String?

    @Flag(help: "Take the intrinsic sizes of text, image and other content views from their stored frames.")
    public var intrinsicFromDocument = false

    @Flag(inversion: .prefixedNo,
          help: "IB-canvas emulation, not UIKit: pull views whose position or size UIKit leaves ambiguous, or settles only by a stack's ambiguity suppression, to their stored frames (priority 52), as Xcode's canvas keeps them. On by default here because this command compares with Xcode's canvas; the output says so. Turn it off for UIKit's own frames.")
    public var storedFrameTieBreakers = true

    @Flag(help: "Print {\"device\": ID, \"views\": [{\"id\", \"class\", \"frame\", \"stored\", …}]}, one view per line. Always valid JSON: a view laid out (or stored) with a coordinate that is not a finite number is an error naming it (exit 2); the table prints nan/inf.")
    public var json = false

    public init() {}

    /// Bad input: the message names the file and place; the command exits 2.
    public typealias Failure = CommandFailure

    /// Options and the file's name are checked before the file is parsed.
    public func validate() throws {
        try Failure.exitingOnFailure("frames") { try checkOptions() }
    }

    func checkOptions() throws {
        if let o = orientation, Orientation(rawValue: o) == nil {
            throw Failure(message: "--orientation must be portrait or landscape, not '\(o)'")
        }
        guard file.hasSuffix(".xib") || file.hasSuffix(".storyboard") else {
            throw Failure(message: "\(file): expected a .xib or .storyboard file")
        }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw Failure(message: "\(file): no such readable file")
        }
        if let d = device {
            do {
                _ = try DeviceCatalog.device(d)
            } catch {
                throw Failure(message: "--device: \(error.description)")
            }
        }
    }

    /// Prints the frames table (or JSON) on standard output and the notes on standard error,
    /// then `N/M views within one device pixel` (after the table; on standard error with
    /// --json, which must stay JSON). Exit status 1 when any compared view is out of tolerance.
    public func run() throws {
        let output = try Failure.exitingOnFailure("frames") { try evaluate() }
        for note in output.notes { CommandOutput.printError(note + "\n") }
        CommandOutput.printOut(output.text)
        let line = "\(output.matched)/\(output.compared) views within one device pixel of Xcode's stored frames\n"
        if json { CommandOutput.printError(line) } else { CommandOutput.printOut(line) }
        if output.matched < output.compared { throw ExitCode(1) }
    }

    /// Lays the file out; returns the text to print, the notes for standard error and the tally.
    public func evaluate() throws -> (text: String, notes: [String], matched: Int, compared: Int) {
        let result: IBLayoutResult
        // A FIFO named *.xib would block the read forever; a huge file would be read whole.
        let data: Data
        do {
            data = try InputFile.read(URL(fileURLWithPath: file), displayName: file)
        } catch {
            throw Failure(message: "\(error)")
        }
        do {
            let document = try IBDocumentReader.read(data: data, file: file)
            let options = IBLayoutOptions(device: try device.map { d throws(UnknownDeviceError) in try DeviceCatalog.device(d) },
                                          orientation: orientation.flatMap(Orientation.init(rawValue:)),
                                          intrinsicSizes: intrinsicFromDocument ? .fromDocument : .measured,
                                          resolvesAmbiguityWithStoredFrames: storedFrameTieBreakers)
            let scenes = try scene.map { name throws(IBError) in [try document.scene(named: name)] }
            let appFonts = try loadFonts()
            var withFonts = options
            withFonts.appFontNames = Set(appFonts.names.map { $0.lowercased() })
            result = try document.layout(scenes: scenes, options: withFonts, measurer: try Self.measurer(appFonts))
        } catch let error as IBError {
            throw Failure(message: error.description)
        } catch let error as UnknownDeviceError {
            throw Failure(message: "--device: \(error.description)")
        } catch let error as TextLayoutError {
            throw Failure(message: "text measurement: \(error)")
        }
        let notes = result.notes.map(\.description) + result.diagnostics
        let tally = result.storedFrameTally
        return (json ? try Self.json(result) : Self.table(result), notes, tally.matched, tally.compared)
    }

    /// Text is measured with Pango over the pinned fonts and the app's own, as the harness measures it.
    static func measurer(_ appFonts: ProjectFonts = .none) throws -> PangoTextMeasurer {
        PangoTextMeasurer(engine: appFonts.faces.isEmpty ? try TextLayoutEngine.shared() : try TextLayoutEngine(projectFonts: appFonts))
    }

    /// The faces of the `--font` files and folders, relative to the working directory.
    func loadFonts() throws -> ProjectFonts {
        var files: [String] = []
        var parts: [ProjectFonts] = []
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            for path in fonts {
                for file in try AppFontFiles.files(named: path, root: here) where !files.contains(file) {
                    parts.append(try AppFontFiles.read(file))
                    files.append(file)
                }
            }
        } catch let error as LayoutCheckError {
            throw Failure(message: "--font: \(error.message)")
        }
        return ProjectFonts(parts)
    }

    /// JSON with one view per line, keys in a fixed order. JSON has no NaN or infinity, so a
    /// view with a non-finite coordinate (absurd constants such as 1e303 overflow the layout)
    /// is a failure naming the view rather than `nan` in the output.
    static func json(_ result: IBLayoutResult) throws -> String {
        var lines: [String] = []
        for v in result.views {
            for (what, rect) in [("frame", v.frame), ("stored frame", v.stored)] {
                guard let rect else { continue }
                for (name, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] where !value.isFinite {
                    throw Failure(message: "view '\(v.id)' (\(v.className), scene \(v.scene)): its \(what) has \(name) = \(value), "
                        + "which JSON cannot hold; the table output (without --json) shows it")
                }
            }
            var line = "  {\"id\": \(quote(v.id)), \"class\": \(quote(v.className)), \"frame\": \(array(v.frame)), "
            line += "\"stored\": \(v.stored.map(array) ?? "null"), \"scene\": \(quote(v.scene)), "
            line += "\"hidden\": \(v.hidden), \"hiddenInStack\": \(v.hiddenInStack), "
            line += "\"tiedToStoredFrame\": [\(v.tiedToStoredFrame.map { quote($0 == .horizontal ? "x" : "y") }.joined(separator: ", "))], "
            line += "\"xcodeFlags\": [\(v.xcodeFlags.map(quote).joined(separator: ", "))]}"
            lines.append(line)
        }
        return "{\"device\": \(quote(result.device.id)), \"orientation\": \(quote(result.orientation.rawValue)), "
            + "\"scale\": \(number(result.device.scale)), \"storedFrameTieBreakers\": \(result.storedFrameTieBreakers), "
            + "\"views\": [\n"
            + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// A table: id, class, frame, stored frame and the difference.
    static func table(_ result: IBLayoutResult) -> String {
        var out = "device \(result.device.id) (\(result.device.name)), \(result.orientation.rawValue), @\(number(result.device.scale))x\n"
        if result.storedFrameTieBreakers {
            out += "IB-canvas emulation (not UIKit): views marked 'tied' were left ambiguous, or settled only by a stack's ambiguity suppression, and pulled to their stored frames (priority 52)\n"
        }
        var scene = ""
        for v in result.views {
            if v.scene != scene {
                scene = v.scene
                out += "scene \(scene)\n"
            }
            var line = "  \(v.id)  \(v.className)  \(array(v.frame))"
            if let s = v.stored {
                line += "  stored \(array(s))  diff \(array(IBRect(x: v.frame.x - s.x, y: v.frame.y - s.y, width: v.frame.width - s.width, height: v.frame.height - s.height)))"
            }
            if v.hiddenInStack { line += "  (hidden in a stack: stored frame is stale)" } else if v.hidden { line += "  (hidden)" }
            if !v.xcodeFlags.isEmpty { line += "  (Xcode flags its stored frame \(v.xcodeFlags.joined(separator: " and ")))" }
            if !v.tiedToStoredFrame.isEmpty {
                line += "  (tied to its stored frame in \(v.tiedToStoredFrame.map { $0 == .horizontal ? "x" : "y" }.joined(separator: " and ")))"
            }
            out += line + "\n"
        }
        return out
    }

    static func array(_ r: IBRect) -> String {
        "[\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))]"
    }

    /// Shortest text for a coordinate, rounded to 1e-6 so solver noise does not show. From
    /// 1e15 on a double has no fraction to round (and `v * 1e6` could overflow to infinity),
    /// so the value is printed as it is: `1e+300`, valid JSON.
    static func number(_ v: Double) -> String {
        guard abs(v) < 1e15 else { return String(v) }
        let r = (v * 1e6).rounded() / 1e6
        if r == r.rounded() { return String(Int(r)) }
        return String(r)
    }

    static func quote(_ s: String) -> String { JSONText.string(s) }
}
