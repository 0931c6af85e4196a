import ArgumentParser
import LayoutCheck
import Foundation

/// `layoutcheck diff A.png B.png`: pixelmatch-exact comparison of two PNG files.
package struct DiffCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images with a pixelmatch-exact perceptual diff.",
        discussion: """
            Prints the number of differing pixels and the regions they cluster in.
            Exit status: 0 when the images match under the options, 1 when they differ,
            2 on bad input (unreadable or corrupt file, different sizes, bad option).
            """
    )

    @Argument(help: "The first (expected) PNG image.")
    package var first: String

    @Argument(help: "The second (actual) PNG image.")
    package var second: String

    @Option(help: "Matching threshold from 0 to 1; smaller is more sensitive (pixelmatch's default 0.1).")
    package var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    package var includeAA = false

    @Option(help: "Write the diff image (pixelmatch style) to this PNG file.")
    package var output: String?

    @Flag(help: "Print {\"mismatched\": N, \"total\": P, \"ratio\": R} instead of text.")
    package var json = false

    package init() {}

    /// Outcome of a comparison: what to print and the exit status (0 same, 1 different).
    package struct Outcome: Equatable {
        package var text: String
        package var exitCode: Int32
    }

    /// Bad input: the message names the file or option; the command exits 2.
    package typealias Failure = CommandFailure

    /// Options are checked before any file is decoded, so a bad `--threshold` costs nothing.
    package func validate() throws {
        try Self.checkingOptions { try checkOptions() }
    }

    /// Prints the outcome; exits 1 when the images differ, 2 on bad input.
    package func run() async throws {
        let outcome = try await Failure.exitingOnFailure("diff") { try await evaluate() }
        CommandOutput.printOut(outcome.text + "\n")
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    func checkOptions() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw Failure(message: "--threshold \(threshold) must be between 0 and 1")
        }
        for path in [first, second] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(message: "\(path): no such file")
            }
            guard !isDirectory.boolValue else { throw Failure(message: "\(path): is a directory, not a PNG file") }
            // PNG.readBytes reads the whole file: a FIFO would block forever, /dev/zero never end.
            do {
                try InputFile.check(URL(fileURLWithPath: path), displayName: path, limit: InputFile.baselineLimit)
            } catch {
                throw Failure(message: "\(error)")
            }
        }
        if let output {
            let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw Failure(message: "--output \(output): folder \(folder) does not exist")
            }
            let target = URL(fileURLWithPath: output).standardizedFileURL.path
            guard ![first, second].contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == target }) else {
                throw Failure(message: "--output \(output) would overwrite an input image")
            }
        }
    }

    /// Reads, compares and formats; throws `Failure` for bad input.
    package func evaluate() async throws -> Outcome {
        try checkOptions()
        let (a, b) = try await Self.readPair(first, second)
        guard a.width == b.width, a.height == b.height else {
            throw Failure(message: "image sizes differ: \(first) is \(a.width)×\(a.height), \(second) is \(b.width)×\(b.height)")
        }
        let options = DiffOptions(threshold: threshold, includeAA: includeAA)
        let result: DiffResult
        do {
            result = try ImageDiff.compare(a, b, options: options, diffImage: output != nil)
        } catch {
            throw Failure(message: "\(error)")
        }
        if let output, let image = result.diffImage {
            do {
                try PNG.write(image, to: output, text: [PNGTextEntry(key: "Software", value: "layoutcheck \(LayoutCheckInfo.version) diff")])
            } catch {
                throw Failure(message: "\(error)")
            }
        }
        return Outcome(text: json ? Self.jsonText(result) : Self.plainText(result),
                       exitCode: result.mismatched == 0 ? 0 : 1)
    }

    /// Decodes both files; inflating them is most of a diff's time, so they decode side by
    /// side, and byte-identical files (the usual case in CI) decode once.
    static func readPair(_ first: String, _ second: String) async throws -> (RGBAImage, RGBAImage) {
        do {
            let bytesFirst = try PNG.readBytes(first), bytesSecond = try PNG.readBytes(second)
            if bytesFirst == bytesSecond {
                let image = try PNG.decode(bytesFirst, file: first)
                return (image, image)
            }
            async let decodedFirst = PNG.decode(bytesFirst, file: first)
            async let decodedSecond = PNG.decode(bytesSecond, file: second)
            return try await (decodedFirst, decodedSecond)
        } catch {
            throw Failure(message: "\(error)")
        }
    }

    static func jsonText(_ result: DiffResult) -> String {
        "{\"mismatched\": \(result.mismatched), \"total\": \(result.total), \"ratio\": \(result.ratio)}"
    }

    static func plainText(_ result: DiffResult) -> String {
        var lines = ["\(result.mismatched) of \(result.total) pixels differ"]
        for (n, region) in result.regions.enumerated() {
            lines.append("region \(n + 1): \(region)")
        }
        return lines.joined(separator: "\n")
    }
}
