import ArgumentParser
import Foundation
import Reports
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles
@testable import Reports

/// Runs `layoutcheck ARGS…` in-process and returns its exit status. The result cache keys on
/// a fixed build identity: hashing the test runner's program would only slow every test.
func layoutcheck(_ arguments: [String]) async -> Int32 {
    await BuildIdentity.$override.withValue(BuildIdentity.override ?? "layoutcheck-tests") { await layoutcheckCommand(arguments) }
}

private func layoutcheckCommand(_ arguments: [String]) async -> Int32 {
    do {
        var command = try LayoutCheckCommand.parseAsRoot(arguments)
        if var asynchronous = command as? AsyncParsableCommand {
            try await asynchronous.run()
        } else {
            // `frames`, `diff` and `solve` are synchronous commands.
            try command.run()
        }
        return 0
    } catch let exit as ExitCode {
        return exit.rawValue
    } catch {
        return LayoutCheckCommand.status(for: error)
    }
}

/// A small project: one screen with a wrapping title, a body label below it and a button
/// pinned to the bottom of the safe area; English and German; two phones × two orientations.
final class SampleProject {
    let folder: TemporaryFolder
    var projectFile: String { folder.url.appendingPathComponent("layoutcheck.yml").path }

    static let screen = """
    views:
      - label: title
        text: card.title
        style: headline
        lines: 0
      - label: body
        text: card.body
        style: body
        lines: 0
      - button: button
        title: card.action
    constraints:
      - title.leading == margins.leading
      - title.trailing == margins.trailing
      - title.top == safeArea.top + 16
      - body.leading == margins.leading
      - body.trailing == margins.trailing
      - body.top == title.bottom + 8
      - button.centerX == root.centerX
      - button.bottom == safeArea.bottom - 10

    """

    static let english = """
    "card.title" = "Trip details";
    "card.body" = "Departure at 08:15 from gate 12.";
    "card.action" = "Continue";

    """

    static let german = """
    "card.title" = "Reisedetails";
    "card.body" = "Abfahrt um 08:15 von Flugsteig 12.";
    "card.action" = "Weiter";

    """

    init(extraProject: String = "") throws {
        folder = try TemporaryFolder()
        try folder.write("Screens/card.layout.yaml", Self.screen)
        try folder.write("Strings/en.lproj/Localizable.strings", Self.english)
        try folder.write("Strings/de.lproj/Localizable.strings", Self.german)
        try folder.write("layoutcheck.yml", """
        screens: [Screens]
        strings: [Strings]
        matrix:
          devices: [iPhone SE (3rd generation), iPhone 15 Pro]
          orientations: [portrait, landscape]
          locales: [en, de]
          sizes: [large]
        png:
          - {device: iPhone SE (3rd generation), orientation: portrait, locale: [en, de]}
        \(extraProject)
        """)
    }

    func run(_ arguments: String...) async -> Int32 {
        await layoutcheck(arguments + ["--project", projectFile] + (["test", "record"].contains(arguments.first ?? "") ? ["--quiet"] : []))
    }

    func report() throws -> RunReport {
        let url = folder.url.appendingPathComponent(".layoutcheck/report.json")
        return try RunReport.decode(Data(contentsOf: url), file: url.path)
    }

    func baselineFiles() -> [String] { folder.files().filter { $0.hasPrefix("Baselines/") } }

    func read(_ path: String) throws -> Data { try Data(contentsOf: folder.url.appendingPathComponent(path)) }
}

@Suite(.serialized) struct EndToEndTests {
    @Test func missingBaselinesThenRecordThenPass() async throws {
        let project = try SampleProject()
        // No baselines yet: `test` exits with the distinct status 3 and writes no baseline.
        #expect(await project.run("test") == 3)
        #expect(project.baselineFiles().isEmpty)
        #expect(try project.report().results.map(\.status) == Array(repeating: .missing, count: 8))
        // record writes 8 frames files and the 2 PNGs the matrix asks for.
        #expect(await project.run("record") == 0)
        let files = project.baselineFiles()
        #expect(files.filter { $0.hasSuffix(".json") }.count == 8)
        #expect(files.filter { $0.hasSuffix(".png") } == ["Baselines/card/iphone-se-3-portrait/de-large.png",
                                                           "Baselines/card/iphone-se-3-portrait/en-large.png"])
        #expect(await project.run("test") == 0)
        // A second record changes nothing: the bytes are deterministic.
        let before = try files.map(project.read)
        #expect(await project.run("record") == 0)
        #expect(try files.map(project.read) == before)
    }

    @Test func longerGermanStringFailsNamingTheViews() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Strings/de.lproj/Localizable.strings", SampleProject.german.replacingOccurrences(
            of: "\"Reisedetails\"", with: "\"Ausführliche Reisedetails für Ihre Verbindung mit allen Umstiegen, Gleisen, Wagenreihungen, "
                + "Verspätungsprognosen und Anschlussmöglichkeiten an jedem Bahnhof entlang der gesamten Strecke\""))
        #expect(await project.run("test") == 1)
        let results = try project.report().results
        // The English scenarios are untouched.
        #expect(results.filter { $0.locale == "en" }.allSatisfy { $0.status == .passed })
        // In German the title (about 180 characters, wider than any of these windows) wraps onto
        // more lines: it grows (title) and pushes the body down
        // (body); the button is pinned to the bottom and does not move.
        for result in results where result.locale == "de" {
            #expect(result.status == .failed)
            #expect(result.changedViews == ["title", "body"], "\(result.name): \(result.changedViews)")
        }
        // The failing PNG scenario has its actual and diff images beside it in the output folder.
        let png = try #require(results.first { $0.name == "card/iphone-se-3-portrait/de-large" })
        #expect(png.files["actual.png"] == ".layoutcheck/actual/card/iphone-se-3-portrait/de-large.png")
        #expect(png.files["diff.png"] == ".layoutcheck/diff/card/iphone-se-3-portrait/de-large.diff.png")
        #expect(FileManager.default.fileExists(atPath: project.folder.url.appendingPathComponent(png.files["diff.png"] ?? "-").path))
        // test never writes a baseline.
        #expect(!project.folder.files().contains { $0.hasPrefix("Baselines/") && $0.contains(".layoutcheck") })
    }

    /// A frame baseline holds each view's text, so a changed translation fails the frames-only
    /// scenarios too, as one group across devices and orientations when no frame moves: the body
    /// is pinned to both margins and "12." → "14." keeps its one line.
    @Test func translationChangeFailsFramesOnlyScenariosAsOneGroup() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Strings/de.lproj/Localizable.strings", SampleProject.german.replacingOccurrences(
            of: "Flugsteig 12.", with: "Flugsteig 14."))
        #expect(await project.run("test") == 1)
        let report = try project.report()
        #expect(report.results.filter { $0.locale == "en" }.allSatisfy { $0.status == .passed })
        let german = report.results.filter { $0.locale == "de" }
        #expect(german.count == 4)
        let line = "body: text 'Abfahrt um 08:15 von Flugsteig 12.' → 'Abfahrt um 08:15 von Flugsteig 14.'"
        for result in german {
            #expect(result.status == .failed)
            #expect(result.signature.contains(line), "\(result.name): \(result.signature)")
        }
        // Three of them are frames-only (the PNG matrix names one device and orientation).
        let groups = ChangeGroup.groups(report)
        let textGroup = try #require(groups.first { $0.signature.contains(line) })
        #expect(textGroup.results.count >= 3)
    }

    @Test func constraintConstantMovesOnlyTheBody() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Screens/card.layout.yaml", SampleProject.screen.replacingOccurrences(
            of: "body.top == title.bottom + 8", with: "body.top == title.bottom + 20"))
        let baselines = try project.baselineFiles().map(project.read)
        #expect(await project.run("test") == 1)
        // A failing test leaves every baseline byte as it was.
        #expect(try project.baselineFiles().map(project.read) == baselines)
        let results = try project.report().results
        #expect(results.count == 8)
        for result in results {
            #expect(result.status == .failed)
            // 12 pt lower, nothing else.
            #expect(result.changedViews == ["body"])
            #expect(result.changes.count == 1)
            #expect(result.changes.first?.hasPrefix("body: moved") == true)
        }
    }

    @Test func removedViewIsReportedAsDisappeared() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        let withoutButton = SampleProject.screen
            .replacingOccurrences(of: "  - button: button\n    title: card.action\n", with: "")
            .replacingOccurrences(of: "  - button.centerX == root.centerX\n  - button.bottom == safeArea.bottom - 10\n", with: "")
        try project.folder.write("Screens/card.layout.yaml", withoutButton)
        #expect(await project.run("test") == 1)
        for result in try project.report().results {
            #expect(result.changedViews == ["button"])
            #expect(result.changes.first?.hasPrefix("button: disappeared") == true)
        }
    }

    @Test func recordMissingWritesOnlyWhatIsMissing() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        let deleted = "Baselines/card/iphone-15-pro-landscape/de-large.json"
        try FileManager.default.removeItem(at: project.folder.url.appendingPathComponent(deleted))
        // A different (but valid) existing baseline must survive `record --missing` untouched.
        let kept = "Baselines/card/iphone-se-3-portrait/en-large.json"
        let edited = try String(decoding: project.read(kept), as: UTF8.self).replacingOccurrences(of: "\"id\": \"button\"", with: "\"id\": \"renamedButton\"")
        try project.folder.write(kept, edited)
        #expect(await project.run("record", "--missing") == 0)
        #expect(project.baselineFiles().contains(deleted))
        #expect(try String(decoding: project.read(kept), as: UTF8.self) == edited)
        // `record --failing` then rewrites exactly the edited one.
        #expect(await project.run("record", "--failing") == 0)
        #expect(try String(decoding: project.read(kept), as: UTF8.self) != edited)
        #expect(await project.run("test") == 0)
    }

    @Test func approveAcceptsOnlyWhatItIsTold() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Screens/card.layout.yaml", SampleProject.screen.replacingOccurrences(
            of: "body.top == title.bottom + 8", with: "body.top == title.bottom + 20"))
        #expect(await project.run("test") == 1)
        let before = try project.baselineFiles().map { ($0, try project.read($0)) }
        // One exact name and one glob (the two German iPhone 15 Pro scenarios).
        #expect(await project.run("approve", "card/iphone-se-3-portrait/en-large", "card/iphone-15-pro-*/de-large") == 0)
        let changed = try before.filter { try project.read($0.0) != $0.1 }.map(\.0)
        #expect(changed == ["Baselines/card/iphone-15-pro-landscape/de-large.json", "Baselines/card/iphone-15-pro-portrait/de-large.json",
                            "Baselines/card/iphone-se-3-portrait/en-large.json", "Baselines/card/iphone-se-3-portrait/en-large.png"])
        #expect(await project.run("test") == 1)
        let failing = try project.report().results.filter { $0.status == .failed }.map(\.name)
        #expect(failing.count == 5)
        // A name that matches no scenario is bad input (exit 2), and approves nothing.
        #expect(await project.run("approve", "card/nope/*") == 2)
    }

    @Test func cleanListsAndRemovesOnlyOrphans() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Baselines/gone/iphone-15-pro-portrait/en-large.json", "{}")
        try project.folder.write("Baselines/card/iphone-15-pro-portrait/fr-large.json", "{}")
        let before = project.baselineFiles()
        // Listing removes nothing.
        #expect(await project.run("clean") == 0)
        #expect(project.baselineFiles() == before)
        #expect(project.folder.url.appendingPathComponent("Baselines").path.isEmpty == false)
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: project.projectFile))
        #expect(workspace.orphanedBaselines() == ["card/iphone-15-pro-portrait/fr-large.json", "gone/iphone-15-pro-portrait/en-large.json"])
        #expect(await project.run("clean", "--delete") == 0)
        #expect(project.baselineFiles() == before.filter { !$0.hasSuffix("fr-large.json") && !$0.contains("/gone/") })
        #expect(await project.run("test") == 0)
    }

    @Test func listPrintsTheMatrixInOrder() async throws {
        let project = try SampleProject()
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: project.projectFile))
        // Devices, then orientations, then locales, as declared.
        #expect(workspace.scenarios.map(\.name) == [
            "card/iphone-se-3-portrait/en-large", "card/iphone-se-3-portrait/de-large",
            "card/iphone-se-3-landscape/en-large", "card/iphone-se-3-landscape/de-large",
            "card/iphone-15-pro-portrait/en-large", "card/iphone-15-pro-portrait/de-large",
            "card/iphone-15-pro-landscape/en-large", "card/iphone-15-pro-landscape/de-large",
        ])
        #expect(await project.run("list", "--locale", "de", "--verbose") == 0)
        // A shard outside 1…n is bad configuration.
        #expect(await project.run("list", "--shard", "4/3") == 2)
        #expect(await project.run("list", "--orientation", "sideways") == 2)
    }

    @Test func aDifferentStampIsReportedFirst() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        let file = "Baselines/card/iphone-15-pro-portrait/en-large.json"
        let text = String(decoding: try project.read(file), as: UTF8.self)
        let pango = try #require(text.range(of: #""pango": "[^"]*""#, options: .regularExpression))
        try project.folder.write(file, text.replacingCharacters(in: pango, with: #""pango": "0.0.1""#))
        // Same frames: the scenario passes, but the report names the drift before anything else.
        #expect(await project.run("test") == 0)
        let report = try project.report()
        #expect(report.stampDifferences.count == 1)
        #expect(report.stampDifferences.first?.hasPrefix("pango: 0.0.1 → ") == true)
        #expect(TerminalSummary.render(report).hasPrefix("note: the baselines were produced by a different build or text stack"))
        // record rewrites the stale stamp (the values differ even though the frames do not).
        #expect(await project.run("record") == 0)
        #expect(String(decoding: try project.read(file), as: UTF8.self) == text)
    }

    @Test func shardsCoverTheMatrixExactlyOnce() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        var names: [String] = []
        var reports: [String] = []
        for shard in 1...3 {
            #expect(await project.run("test", "--shard", "\(shard)/3") == 0)
            let report = try project.report()
            #expect(report.shard == "\(shard)/3")
            names += report.results.map(\.name)
            let copy = project.folder.url.appendingPathComponent("shard\(shard).json")
            try project.read(".layoutcheck/report.json").write(to: copy)
            reports.append(copy.path)
        }
        // 8 scenarios over 3 shards: 3 + 3 + 2, each exactly once.
        #expect(names.count == 8)
        #expect(Set(names).count == 8)
        // merge-reports joins them back in matrix order.
        let merged = project.folder.url.appendingPathComponent("merged").path
        #expect(await layoutcheck(["merge-reports"] + reports + ["--output", merged]) == 0)
        let joined = try RunReport.decode(Data(contentsOf: URL(fileURLWithPath: merged + "/report.json")), file: "merged")
        #expect(joined.results.map(\.index) == Array(0..<8))
    }
}

@Suite(.serialized) struct BadInputEndToEndTests {
    @Test func missingStringKeyIsReportedNotShownAsTheKey() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Strings/de.lproj/Localizable.strings", SampleProject.german.replacingOccurrences(of: "\"card.body\" = \"Abfahrt um 08:15 von Flugsteig 12.\";\n", with: ""))
        #expect(await project.run("test") == 1)
        let german = try project.report().results.filter { $0.locale == "de" }
        #expect(german.allSatisfy { $0.messages.contains("missing string 'card.body' for locale de (searched: de)") })
        // record refuses to store a layout with a missing string.
        #expect(await project.run("record") == 1)
    }

    @Test func corruptBaselinesAreErrorsNamingTheFile() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Baselines/card/iphone-se-3-portrait/en-large.json", "{\"format\": 1, \"views\": [")
        try project.folder.write("Baselines/card/iphone-se-3-portrait/de-large.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
        #expect(await project.run("test") == 1)
        let results = try project.report().results
        let json = try #require(results.first { $0.name == "card/iphone-se-3-portrait/en-large" })
        #expect(json.status == .error)
        #expect(json.messages.first?.hasPrefix("Baselines/card/iphone-se-3-portrait/en-large.json") == true)
        #expect(json.messages.first?.contains("corrupt frames baseline") == true)
        let png = try #require(results.first { $0.name == "card/iphone-se-3-portrait/de-large" })
        #expect(png.status == .error)
        #expect(png.messages.contains { $0.contains("corrupt PNG baseline") })
    }

    @Test func badConfigurationExitsTwo() async throws {
        let project = try SampleProject(extraProject: "tolerance: {frames: -1}\n")
        #expect(await project.run("test") == 2)
        let broken = try SampleProject()
        try broken.folder.write("Screens/card.layout.yaml", "views:\n  - label: title\n    lines: many\n")
        #expect(await broken.run("list") == 2)
        #expect(throws: LayoutCheckError.configuration("lines must be a whole number, not 'many'",
                                                       at: LayoutCheck.SourceLocation(file: "Screens/card.layout.yaml", line: 3, column: 12))) {
            try Workspace.load(projectFile: URL(fileURLWithPath: broken.projectFile))
        }
        let unknownDevice = try SampleProject(extraProject: "")
        try unknownDevice.folder.write("layoutcheck.yml", "screens: [Screens]\nstrings: [Strings]\nmatrix:\n  devices: [iPhone 99]\n  locales: [en]\n")
        #expect(await unknownDevice.run("list") == 2)
        #expect(unknownDevice.baselineFiles().isEmpty)
    }

    /// An exclude entry with a typo would exclude nothing without a word: it is an error at the
    /// entry, naming the matrix's values and the closest one, and nothing runs (exit 2).
    @Test func excludeValuesThatMatchNothingAreErrors() async throws {
        let project = try SampleProject()
        try project.folder.write("layoutcheck.yml", """
            screens: [Screens]
            strings: [Strings]
            matrix:
              devices: [iPhone SE (3rd generation)]
              locales: [en, de]
              sizes: [large, AX3]
              exclude:
                - {locale: de, size: AX7}

            """)
        #expect(await project.run("test") == 2)
        let file = URL(fileURLWithPath: project.projectFile).lastPathComponent
        do {
            _ = try Workspace.load(projectFile: URL(fileURLWithPath: project.projectFile))
            Issue.record("a typo in exclude loaded")
        } catch let error as LayoutCheckError {
            #expect(error.location?.line == 8, "\(error)")
            #expect(error.location?.file.hasSuffix(file) == true, "\(error)")
            #expect(error.message == "exclude entry: size 'AX7' matches no size of the matrix (Large, AX3); did you mean 'AX3'?")
        }
        // A glob that matches something, and values that exist, load.
        try project.folder.write("layoutcheck.yml", """
            screens: [Screens]
            strings: [Strings]
            matrix:
              devices: [iPhone SE (3rd generation)]
              locales: [en, de]
              exclude:
                - {locale: "d*", device: "iPhone SE*"}

            """)
        #expect(await project.run("list") == 0)
    }

    @Test func hostileDeviceNamesStayInsideTheBaselines() async throws {
        let project = try SampleProject()
        try project.folder.write("layoutcheck.yml", """
        screens: [Screens]
        strings: [Strings]
        devices:
          - {name: "../../../outside", size: [320, 568], scale: 2}
          - {name: "/etc/passwd", size: [320, 568], scale: 2}
        matrix:
          devices: ["../../../outside", "/etc/passwd"]
          locales: [en]
        """)
        #expect(await project.run("record") == 0)
        // The names are sanitized into ids: "../../../outside" → "outside", "/etc/passwd" → "etc-passwd".
        #expect(project.baselineFiles() == ["Baselines/card/etc-passwd-portrait/en-large.json", "Baselines/card/outside-portrait/en-large.json"])
        #expect(project.folder.files().allSatisfy { $0.hasPrefix("Baselines/") || $0.hasPrefix("Screens/") || $0.hasPrefix("Strings/") || $0 == "layoutcheck.yml" })
        let parent = project.folder.url.deletingLastPathComponent()
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("outside").path))
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("outside-portrait").path))
    }
}
