import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutTypes
import ProjectFiles
import SolverJSON
import TextLayout

/// `layoutcheck frames`: an Interface Builder file laid out and set beside the frames Xcode
/// stored, printed as a table or as JSON. In the harness so that the command only reads its
/// options; a bad option or input is a `.configuration` error whose message names it.
package struct StoredFramesComparison {
    /// What one comparison printed and how many views landed within a device pixel.
    package struct Output {
        package var text: String
        package var notes: [String]
        package var matched: Int
        package var compared: Int
        /// Misses whose view Xcode flags `misplaced` or `ambiguous` in the file.
        package var flaggedMisses: Int
    }

    package var file: String
    package var fonts: [String]
    package var device: String?
    package var orientation: String?
    package var scene: String?
    package var intrinsicFromDocument: Bool
    package var storedFrameTieBreakers: Bool
    package var json: Bool

    package init(file: String, fonts: [String], device: String?, orientation: String?, scene: String?,
                 intrinsicFromDocument: Bool, storedFrameTieBreakers: Bool, json: Bool) {
        self.file = file
        self.fonts = fonts
        self.device = device
        self.orientation = orientation
        self.scene = scene
        self.intrinsicFromDocument = intrinsicFromDocument
        self.storedFrameTieBreakers = storedFrameTieBreakers
        self.json = json
    }

    /// The checks that need nothing read: the orientation, the file's kind, the device's name.
    package func checkOptions() throws {
        if let o = orientation, Orientation(rawValue: o) == nil {
            throw LayoutCheckError.configuration("--orientation must be portrait or landscape, not '\(o)'")
        }
        guard file.hasSuffix(".xib") || file.hasSuffix(".storyboard") else {
            throw LayoutCheckError.configuration("\(file): expected a .xib or .storyboard file")
        }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw LayoutCheckError.configuration("\(file): no such readable file")
        }
        if let d = device {
            do {
                _ = try DeviceCatalog.device(d)
            } catch {
                throw LayoutCheckError.configuration("--device: \(error.description)")
            }
        }
    }

    package func evaluate() throws -> Output {
        let result: IBLayoutResult
        var measurer: PangoTextMeasurer?
        // A FIFO named *.xib would block the read forever; a huge file would be read whole.
        let data: Data
        do {
            data = try InputFile.read(URL(fileURLWithPath: file), displayName: file)
        } catch {
            throw LayoutCheckError.configuration("\(error)")
        }
        do {
            let document = try IBDocumentReader.read(data: data, file: file)
            let options = IBLayoutOptions(device: try device.map { d throws(UnknownDeviceError) in try DeviceCatalog.device(d) },
                                          orientation: orientation.flatMap(Orientation.init(rawValue:)),
                                          intrinsicSizes: intrinsicFromDocument ? .fromDocument : .measured,
                                          resolvesAmbiguityWithStoredFrames: storedFrameTieBreakers)
            let scenes = try scene.map { name throws(IBError) in [try document.scene(named: name)] }
            let appFonts = try Self.loadFonts(fonts)
            var withFonts = options
            withFonts.appFontNames = Set(appFonts.names.map { $0.lowercased() })
            let pango = try Self.measurer(appFonts)
            measurer = pango
            result = try document.layout(scenes: scenes, options: withFonts, measurer: pango)
        } catch let error as IBError {
            throw LayoutCheckError.configuration(error.description)
        } catch let error as UnknownDeviceError {
            throw LayoutCheckError.configuration("--device: \(error.description)")
        } catch let error as TextLayoutError {
            throw LayoutCheckError.configuration("text measurement: \(error)")
        }
        // Which fonts iOS ships were measured in a stand-in, after the document's own notes.
        let notes = result.notes.map(\.description) + (measurer?.notes ?? []) + result.diagnostics
        let tally = result.storedFrameTally
        return Output(text: json ? try Self.json(result) : Self.table(result), notes: notes, matched: tally.matched, compared: tally.compared,
                      flaggedMisses: tally.flaggedMisses)
    }

    package static func measurer(_ appFonts: ProjectFonts = .none) throws -> PangoTextMeasurer {
        PangoTextMeasurer(engine: appFonts.faces.isEmpty ? try TextLayoutEngine.shared() : try TextLayoutEngine(projectFonts: appFonts))
    }

    /// The faces of the `--font` files and folders, relative to the working directory.
    /// The app's fonts from `--font` paths (files or folders), each file once.
    package static func loadFonts(_ fonts: [String]) throws -> ProjectFonts {
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
            throw LayoutCheckError.configuration("--font: \(error.message)")
        }
        return ProjectFonts(parts)
    }

    /// JSON with one view per line, keys in a fixed order. JSON has no NaN or infinity, so a
    /// view with a non-finite coordinate (absurd constants such as 1e303 overflow the layout)
    /// is a failure naming the view rather than `nan` in the output.
    package static func json(_ result: IBLayoutResult) throws -> String {
        var lines: [String] = []
        for v in result.views {
            for (what, rect) in [("frame", v.frame), ("stored frame", v.stored)] {
                guard let rect else { continue }
                for (name, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] where !value.isFinite {
                    throw LayoutCheckError.configuration("view '\(v.id)' (\(v.className), scene \(v.scene)): its \(what) has \(name) = \(value), "
                        + "which JSON cannot hold; the table output (without --json) shows it")
                }
            }
            var line = "  {\"id\": \(quote(v.id)), \"name\": \(quote(v.name)), \"class\": \(quote(v.className)), \"frame\": \(array(v.frame)), "
            line += "\"stored\": \(v.stored.map(array) ?? "null"), \"scene\": \(quote(v.scene)), "
            line += "\"hidden\": \(v.hidden), \"hiddenInStack\": \(v.hiddenInStack), "
            line += "\"tiedToStoredFrame\": [\(v.tiedToStoredFrame.map { quote($0 == .horizontal ? "x" : "y") }.joined(separator: ", "))], "
            line += "\"xcodeFlags\": [\(v.xcodeFlags.map(quote).joined(separator: ", "))]"
            // Why a size is shown as 0 and why a stored frame is not compared, when either applies.
            if let clamped = v.clampedSize { line += ", \"clampedSize\": \(quote(clamped))" }
            if let stale = v.storedFrameStale { line += ", \"storedFrameStale\": \(quote(stale))" }
            line += "}"
            lines.append(line)
        }
        // Elements with a stored frame and none computed: `frame` null and the reason, never compared.
        for a in result.absent {
            lines.append("  {\"id\": \(quote(a.id)), \"class\": \(quote(a.className)), \"frame\": null, \"stored\": \(array(a.stored)), "
                + "\"scene\": \(quote(a.scene)), \"absent\": \(quote(a.reason))}")
        }
        return "{\"device\": \(quote(result.device.id)), \"orientation\": \(quote(result.orientation.rawValue)), "
            + "\"scale\": \(number(result.device.scale)), \"storedFrameTieBreakers\": \(result.storedFrameTieBreakers), "
            + "\"views\": [\n"
            + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// A table: id, class, frame, stored frame and the difference.
    package static func table(_ result: IBLayoutResult) -> String {
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
            // The designer's name beside the IB id, as `test` and the review page name the view.
            let named = v.name == "\(v.className)-\(v.id)" ? "" : "  \"\(v.name)\""
            var line = "  \(v.id)\(named)  \(v.className)  \(array(v.frame))"
            if let s = v.stored {
                line += "  stored \(array(s))  diff \(array(IBRect(x: v.frame.x - s.x, y: v.frame.y - s.y, width: v.frame.width - s.width, height: v.frame.height - s.height)))"
            }
            if v.hiddenInStack { line += "  (hidden in a stack: stored frame is stale)" } else if v.hidden { line += "  (hidden)" }
            if let stale = v.storedFrameStale { line += "  (stored frame not compared: \(stale))" }
            if !v.xcodeFlags.isEmpty { line += "  (Xcode flags its stored frame \(v.xcodeFlags.joined(separator: " and ")))" }
            if let clamped = v.clampedSize { line += "  (\(clamped))" }
            if !v.tiedToStoredFrame.isEmpty {
                line += "  (tied to its stored frame in \(v.tiedToStoredFrame.map { $0 == .horizontal ? "x" : "y" }.joined(separator: " and ")))"
            }
            out += line + "\n"
        }
        if !result.absent.isEmpty { out += "no frame (stored, not compared)\n" }
        for a in result.absent {
            out += "  \(a.id)  \(a.className)  stored \(array(a.stored))  scene \(a.scene): \(a.reason)\n"
        }
        return out
    }

    package static func array(_ r: IBRect) -> String {
        "[\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))]"
    }

    /// Shortest text for a coordinate, rounded to 1e-6 so solver noise does not show. From
    /// 1e15 on a double has no fraction to round (and `v * 1e6` could overflow to infinity),
    /// so the value is printed as it is: `1e+300`, valid JSON.
    package static func number(_ v: Double) -> String {
        guard abs(v) < 1e15 else { return String(v) }
        let r = (v * 1e6).rounded() / 1e6
        if r == r.rounded() { return String(Int(r)) }
        return String(r)
    }

    package static func quote(_ s: String) -> String { JSONText.string(s) }
}
