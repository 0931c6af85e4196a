import AutoLayout
import Foundation
import TextLayout

/// One `assertLayout` call: where its baselines are, how it runs, and what it reports.
struct LayoutAssertion {
    var screen: ScreenSource
    var strategies: [AnySnapshotting]
    var name: String?
    var record: Bool?
    var matrix: ScreenMatrix
    /// In UIKit's type (`UIContentSizeCategory`); the harness's matrix has its own.
    var sizes: [ContentSizeCategory]
    var snapshotDirectory: URL?
    var testName: String
    var site: CallSite
    /// The project file whose audit policy, fonts and strings apply (relative to the package root).
    var project: String? = nil
    /// The app's font files or folders (relative to the package root).
    var fonts: [String] = []

    /// The test file's folder, which display paths are relative to.
    var testFolder: URL { URL(fileURLWithPath: "\(site.filePath)").deletingLastPathComponent() }
    var testFileName: String { URL(fileURLWithPath: "\(site.filePath)").deletingPathExtension().lastPathComponent }

    /// `__Snapshots__/<TestFileName>` beside the test file, unless the caller names a folder.
    var baselines: URL {
        snapshotDirectory ?? testFolder.appendingPathComponent("__Snapshots__").appendingPathComponent(testFileName)
    }

    /// The test's name as a folder (`testPasses()` → `testPasses`, `pass(device:)` → `pass-device`),
    /// plus the assertion's name when it has one; the harness's screen name, so the baselines of
    /// one call are `<baselines>/<this>/…`.
    var screenName: String {
        let base = Self.pathComponent(testName)
        guard let name else { return base }
        return base + "." + Self.pathComponent(name)
    }

    /// The package the test belongs to: the nearest folder above the test file with a
    /// `Package.swift`, else the test file's folder.
    var packageRoot: URL {
        var folder = testFolder.standardizedFileURL
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return testFolder
    }

    /// Where actual output and diffs of a failing run go: `LAYOUTCHECK_ARTIFACTS`, else the
    /// package's own `.layoutcheck` folder (never a folder other projects share).
    var artifacts: URL {
        let root = ProcessInfo.processInfo.environment["LAYOUTCHECK_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.appendingPathComponent(".layoutcheck")
        return root.appendingPathComponent(testFileName)
    }

    /// A path the call names, relative to the package root unless absolute.
    func packagePath(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: packageRoot).standardizedFileURL
    }

    /// The project's audit policy, fonts and strings, then the fonts the call names.
    func settings() throws -> LayoutSettings {
        var settings = try project.map { try LayoutSettings.project(packagePath($0)) } ?? LayoutSettings()
        if !fonts.isEmpty { settings = try settings.addingFonts(fonts.map(packagePath)) }
        return settings
    }

    /// As swift-snapshot-testing names files: runs of anything but letters, digits and `_` become
    /// one `-`, trimmed at both ends.
    static func pathComponent(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let isWord = scalar == "_" || (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)))
            if isWord {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "layout" : out
    }

    /// The folder of this call's baselines as the reader finds it from the test file.
    var displayFolder: String {
        let folder = baselines.appendingPathComponent(screenName).standardizedFileURL.path
        let base = testFolder.standardizedFileURL.path + "/"
        return folder.hasPrefix(base) ? String(folder.dropFirst(base.count)) : folder
    }

    func run() async -> RunReport? {
        var matrix = self.matrix
        matrix.images = strategies.contains { $0.needsImage }
        var screen = self.screen.renamed(screenName)
        // Findings without a declaration of their own point at the call.
        if screen.file == nil {
            screen.file = "\(site.fileID)"
            screen.line = Int(site.line)
        }
        do {
            matrix.sizes = sizes
            matrix.settings = try settings()
            if let language = matrix.settings.developmentLanguage { matrix.developmentLanguage = language }
            if LayoutRecording.isOn(record) {
                let report = try await matrix.run([screen], baselines: baselines, output: nil, mode: .record(.all), strategies: strategies)
                reportFailure(recordedMessage(report), at: site)
                return report
            }
            let report = try await matrix.run([screen], baselines: baselines, output: artifacts, mode: .test, strategies: strategies)
            var missingRecorded: RunReport?
            if report.results.contains(where: { $0.status == .missing }) {
                // As swift-snapshot-testing: a first run records what it lacks, and fails.
                missingRecorded = try await matrix.run([screen], baselines: baselines, output: nil, mode: .record(.missing),
                                                       strategies: strategies)
            }
            if let message = failureMessage(report, recordedMissing: missingRecorded) { reportFailure(message, at: site) }
            return report
        } catch {
            reportFailure("assertLayout: \(error)", at: site)
            return nil
        }
    }

    var rerecordHint: String {
        "re-record: \(LayoutRecording.environmentVariable)=1 swift test --filter \(Self.pathComponent(testName)), or assertLayout(…, record: true)"
    }

    /// Nil when every scenario passed.
    func failureMessage(_ report: RunReport, recordedMissing: RunReport?) -> String? {
        let failing = report.results.filter { $0.status != .passed }
        guard !failing.isEmpty else { return nil }
        let scenarios = "\(failing.count) of \(report.results.count) scenario\(report.results.count == 1 ? "" : "s")"
        // Audit errors fail a scenario whatever its baselines say; re-recording cannot help then.
        let auditsOnly = failing.allSatisfy(Self.failsOnlyByAudits)
        var lines = [auditsOnly ? "Layout has audit findings (\(scenarios)):"
                     : "Layout does not match the baselines in \(displayFolder) (\(scenarios)):"]
        lines.append(TerminalSummary.render(report, nextSteps: .testAssertion).trimmingCharacters(in: .newlines))
        if let recordedMissing {
            let written = recordedMissing.results.filter { $0.status == .recorded }
            lines.append("recorded the missing baselines (\(written.count)); re-run to compare against them")
        }
        // Only folders that exist: the runner writes actual files under actual/, diff images under diff/.
        for (kind, label) in [("actual", "actual output"), ("diff", "diff images")] {
            let folder = artifacts.appendingPathComponent(kind).appendingPathComponent(PathSanitizer.component(screenName))
            if FileManager.default.fileExists(atPath: folder.path) { lines.append("\(label): \(folder.path)") }
        }
        if !auditsOnly && report.results.contains(where: { $0.status == .failed && !Self.failsOnlyByAudits($0) }) {
            lines.append(rerecordHint)
        }
        return lines.joined(separator: "\n")
    }

    /// Whether a scenario failed on audit errors alone (its baselines matched).
    static func failsOnlyByAudits(_ result: ScenarioResult) -> Bool {
        let problems = result.messages.filter { !$0.hasPrefix("note:") }
        return result.status == .failed && result.changes.isEmpty && !problems.isEmpty && problems.allSatisfy { $0.hasPrefix("audit: ") }
    }

    func recordedMessage(_ report: RunReport) -> String {
        let written = report.results.filter { $0.status == .recorded }
        let unchanged = report.results.filter { $0.status == .unchanged }
        var lines = ["Record mode is on: recorded \(written.count) scenario\(written.count == 1 ? "" : "s") in \(displayFolder)"
                     + (unchanged.isEmpty ? "" : ", \(unchanged.count) already equal") + "."]
        lines.append(TerminalSummary.render(report, nextSteps: .testAssertion).trimmingCharacters(in: .newlines))
        lines.append("Turn record mode off (record: nil, unset \(LayoutRecording.environmentVariable)) and re-run to compare.")
        return lines.joined(separator: "\n")
    }
}
