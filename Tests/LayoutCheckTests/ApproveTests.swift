import ArgumentParser
import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles
@testable import Reports

/// `approve` writes only what the last `test` run produced for the scenarios it reported
/// failing (issue 27, point 3): never an earlier run's leftovers or a file changed since, never
/// a scenario with missing strings or audit errors; the approve commands a run prints select
/// exactly its failures; and approve ends by saying what still fails.
@Suite(.serialized) struct ApproveTests {
    /// SampleProject plus a second screen, `note`, whose button reads its own string, so the two
    /// screens' German scenarios can fail and be fixed independently.
    static func twoScreens() throws -> SampleProject {
        let project = try SampleProject()
        try project.folder.write("Screens/note.layout.yaml", """
            views:
              - button: action
                title: note.action
            constraints:
              - action.centerX == root.centerX
              - action.top == safeArea.top + 20

            """)
        try project.folder.write("Strings/en.lproj/Localizable.strings", SampleProject.english + "\"note.action\" = \"Save\";\n")
        try project.folder.write("Strings/de.lproj/Localizable.strings", SampleProject.german + "\"note.action\" = \"Sichern\";\n")
        return project
    }

    static func writeGerman(_ project: SampleProject, card: String = "Weiter", note: String = "Sichern") throws {
        try project.folder.write("Strings/de.lproj/Localizable.strings",
                                 SampleProject.german.replacingOccurrences(of: "Weiter", with: card) + "\"note.action\" = \"\(note)\";\n")
    }

    /// Every baseline file with its bytes.
    static func baselines(_ project: SampleProject) throws -> [String: Data] {
        Dictionary(uniqueKeysWithValues: try project.baselineFiles().map { ($0, try project.read($0)) })
    }

    static func changed(_ project: SampleProject, since before: [String: Data]) throws -> [String] {
        try project.baselineFiles().filter { try before[$0] != project.read($0) }
    }

    /// The words of a POSIX shell command line as `ChangeGroup.quoted` writes them: bare words
    /// and single-quoted ones (`'\''` is a quote inside).
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", inQuotes = false, started = false
        for character in line {
            if inQuotes {
                if character == "'" { inQuotes = false } else { word.append(character) }
            } else if character == "'" {
                inQuotes = true; started = true
            } else if character == " " {
                if started { words.append(word) }
                word = ""; started = false
            } else if character == "\\" {
                started = true  // only ever before a quote: `'\''`
            } else {
                word.append(character); started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    /// The scenarios a printed `layoutcheck approve …` command selects, through the CLI's own
    /// parser and selection.
    static func selects(_ command: String, in project: SampleProject) throws -> Set<String> {
        let words = shellWords(command)
        #expect(Array(words.prefix(2)) == ["layoutcheck", "approve"], "\(command)")
        let parsed = try ApproveCommand.parse(Array(words.dropFirst(2)) + ["--project", project.projectFile])
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: project.projectFile))
        return Set(workspace.select(try parsed.options.selection(names: parsed.names)).map(\.scenario.name))
    }

    /// The approve commands a summary prints (per group and per screen), not the hint line.
    static func printedCommands(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "layoutcheck approve "), !line.contains("…") else { return nil }
            return String(line[start.lowerBound...])
        }
    }

    @Test func staleActualFilesAreNeverApproved() async throws {
        let project = try Self.twoScreens()
        #expect(await project.run("record") == 0)
        // Both screens' German buttons grow: 4 card and 4 note scenarios fail, and their actual
        // files are written.
        try Self.writeGerman(project, card: "Weiter zur Buchung", note: "Jetzt sichern und schließen")
        #expect(await project.run("test") == 1)
        #expect(try project.report().results.filter { $0.status == .failed }.count == 8)
        let noteActual = ".layoutcheck/actual/note/iphone-15-pro-portrait/de-large.json"
        #expect(project.folder.files().contains(noteActual))
        // note's text is put back; only card is tested again. note's actual files stay behind.
        try Self.writeGerman(project, card: "Weiter zur Buchung")
        #expect(await project.run("test", "--screen", "card") == 1)
        #expect(project.folder.files().contains(noteActual))
        let before = try Self.baselines(project)
        // The command the issue saw printed, without --screen: it matches note's German
        // scenarios too, but those were not in the last run, so their leftovers are not approved.
        let approve = await project.folder.layoutcheck(["approve", "--locale", "de"])
        #expect(approve.status == 0, "\(approve.out)\(approve.err)")
        #expect(try Self.changed(project, since: before) == [
            "Baselines/card/iphone-15-pro-landscape/de-large.json", "Baselines/card/iphone-15-pro-portrait/de-large.json",
            "Baselines/card/iphone-se-3-landscape/de-large.json", "Baselines/card/iphone-se-3-portrait/de-large.json",
            "Baselines/card/iphone-se-3-portrait/de-large.png",
        ])
        #expect(approve.err.contains("approve: 4 selected scenarios were not in the last run (test --screen card, run "), "\(approve.err)")
        #expect(approve.err.contains("the actual output of 4 of them is left over from an earlier run and was not approved"))
        #expect(approve.out.hasSuffix("approve: approved 4 scenarios from the last run (test --screen card, run "
            + String(try #require(try project.report().runID).prefix(8)) + ")\n"), "\(approve.out)")
        // The whole matrix passes against the correct source: nothing stale reached the baselines.
        #expect(await project.run("test") == 0)
    }

    @Test func actualFilesChangedSinceTheRunAreRefused() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Strings/de.lproj/Localizable.strings",
                                 SampleProject.german.replacingOccurrences(of: "Weiter", with: "Weiter zur Buchung"))
        #expect(await project.run("test") == 1)
        // One actual file is replaced after the run: its digest no longer matches the report's.
        let tampered = ".layoutcheck/actual/card/iphone-15-pro-portrait/de-large.json"
        try project.folder.write(tampered, try project.read(tampered) + Data(" ".utf8))
        let before = try Self.baselines(project)
        let approve = await project.folder.layoutcheck(["approve", "--locale", "de"])
        #expect(approve.status == 1)
        #expect(approve.err.contains("approve: refused 1 scenario whose actual output is not what the last run wrote"), "\(approve.err)")
        #expect(approve.err.contains("  \(tampered) changed since the run — card/iphone-15-pro-portrait/de-large\n"), "\(approve.err)")
        // The reason, cut to 60 characters: the path's first 59 and an ellipsis.
        #expect(approve.out.contains("; 1 still fails: 1 changed actual output (\(tampered.prefix(59))…)\n"), "\(approve.out)")
        #expect(try Self.changed(project, since: before) == [
            "Baselines/card/iphone-15-pro-landscape/de-large.json",
            "Baselines/card/iphone-se-3-landscape/de-large.json", "Baselines/card/iphone-se-3-portrait/de-large.json",
            "Baselines/card/iphone-se-3-portrait/de-large.png",
        ])
    }

    @Test func printedApproveCommandReselectsExactlyTheFailedScenarios() async throws {
        let project = try Self.twoScreens()
        #expect(await project.run("record") == 0)
        try Self.writeGerman(project, card: "Weiter zur Buchung", note: "Jetzt sichern und schließen")
        let run = await project.folder.layoutcheck(["test", "--screen", "card", "--quiet"])
        #expect(run.status == 1)
        let report = try project.report()
        #expect(report.filters == RunFilters(screens: ["card"]))
        // The run saw card only: its failures are card's four German scenarios.
        let failed = Set(report.results.filter { $0.status == .failed }.map(\.name))
        #expect(failed == ["card/iphone-se-3-portrait/de-large", "card/iphone-se-3-landscape/de-large",
                           "card/iphone-15-pro-portrait/de-large", "card/iphone-15-pro-landscape/de-large"])
        // Each group's commands select exactly its scenarios in the whole matrix (note's German
        // scenarios fail too, but were not in this run).
        let groups = ChangeGroup.groups(report)
        #expect(!groups.isEmpty)
        for group in groups {
            var selected = Set<String>()
            for command in group.approveCommands {
                #expect(command.contains("--screen card"), "\(command)")
                selected.formUnion(try Self.selects(command, in: project))
            }
            #expect(selected == Set(group.results.map(\.name)), "\(group.approveCommands)")
        }
        // And so do the groups' commands the terminal printed, taken together. (With three or
        // more groups it also prints the screen's "approve all of it", which selects the whole
        // screen, its passing scenarios too: approving those changes nothing, as checked below.)
        let printed = Self.printedCommands(run.out)
        let groupLines = Set(run.out.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("approve: ") }
            .flatMap { Self.printedCommands(String($0)) })
        #expect(!groupLines.isEmpty, "\(run.out)")
        var selected = Set<String>()
        for command in groupLines { selected.formUnion(try Self.selects(command, in: project)) }
        #expect(selected == failed, "\(printed)")
        // Run as printed, they approve card's German scenarios and nothing of note.
        let before = try Self.baselines(project)
        for command in printed {
            #expect(await project.folder.layoutcheck(Array(Self.shellWords(command).dropFirst())).status == 0, "\(command)")
        }
        #expect(try Self.changed(project, since: before).allSatisfy { $0.hasPrefix("Baselines/card/") && $0.contains("/de-large.") })
        #expect(await project.run("test", "--screen", "card") == 0)
        #expect(await project.run("test") == 1)
        #expect(Set(try project.report().results.filter { $0.status == .failed }.map(\.screen)) == ["note"])
    }

    @Test func groupCommandsKeepTheRunsFiltersWhereTheGroupCoversADimension() {
        // A run of `test --screen chat --locale 'd*'` over 2 devices × 2 orientations: the group
        // is chat's portrait scenarios, both devices. Among the run's scenarios `--orientation
        // portrait` alone is exact, but over the matrix it would also select other screens and
        // locales: the run's own --screen and --locale filters are kept.
        var results: [ScenarioResult] = []
        for device in ["iPhone SE", "iPhone 15 Pro"] {
            for orientation in ["portrait", "landscape"] {
                var result = ScenarioResult(index: results.count, name: "chat/\(device)-\(orientation)/de-large", screen: "chat",
                                            device: device, orientation: orientation, locale: "de", size: "large", status: .passed)
                if orientation == "portrait" {
                    result.status = .failed
                    result.signature = ["field: moved +4 pt x"]
                }
                results.append(result)
            }
        }
        let report = RunReport(command: "test", shard: nil, results: results, filters: RunFilters(screens: ["chat"], locales: ["d*"]))
        let groups = ChangeGroup.groups(report)
        #expect(groups.count == 1)
        #expect(groups.first?.approveCommands == ["layoutcheck approve --screen chat --orientation portrait --locale 'd*'"])
        // Without the run's filters (an older report), the product alone.
        let older = RunReport(command: "test", shard: nil, results: results)
        #expect(ChangeGroup.groups(older).first?.approveCommands == ["layoutcheck approve --orientation portrait"])
    }

    @Test func missingStringScenariosAreRefused() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        // Every scenario's body moves down 12 pt; German also loses card.body.
        try project.folder.write("Screens/card.layout.yaml", SampleProject.screen.replacingOccurrences(
            of: "body.top == title.bottom + 8", with: "body.top == title.bottom + 20"))
        try project.folder.write("Strings/de.lproj/Localizable.strings", SampleProject.german.replacingOccurrences(
            of: "\"card.body\" = \"Abfahrt um 08:15 von Flugsteig 12.\";\n", with: ""))
        #expect(await project.run("test") == 1)
        let german = try project.report().results.filter { $0.locale == "de" }
        #expect(german.count == 4)
        #expect(german.allSatisfy { $0.blockers == ["missing string 'card.body' for locale de (searched: de)"] })
        let before = try Self.baselines(project)
        let approve = await project.folder.layoutcheck(["approve", "card/*"])
        #expect(approve.status == 1)
        // English is approved (4 frames baselines and the one English PNG); German keeps its baselines.
        #expect(try Self.changed(project, since: before) == [
            "Baselines/card/iphone-15-pro-landscape/en-large.json", "Baselines/card/iphone-15-pro-portrait/en-large.json",
            "Baselines/card/iphone-se-3-landscape/en-large.json", "Baselines/card/iphone-se-3-portrait/en-large.json",
            "Baselines/card/iphone-se-3-portrait/en-large.png",
        ])
        // One line for the four: the run has one screen, two devices, two orientations, two
        // locales and one size, so the pattern names the screen, "all" twice and the locale.
        #expect(approve.err.contains("""
            approve: refused 4 scenarios with missing strings; add them to the string tables (`record` refuses them too):
              missing string 'card.body' for locale de (searched: de) — 4 scenarios: card × all devices × all orientations × de

            """), "\(approve.err)")
        #expect(approve.out.contains("approve: approved 4 scenarios from the last run (test, run "), "\(approve.out)")
        #expect(approve.out.hasSuffix("; 4 still fail: 4 missing strings ('card.body' for locale de (searched: de))\n"), "\(approve.out)")
        // Asked for the German ones alone: nothing approved, exit 1, nothing written.
        let german2 = await project.folder.layoutcheck(["approve", "--locale", "de"])
        #expect(german2.status == 1)
        #expect(german2.out.hasSuffix("approve: approved 0 scenarios"
            + " from the last run (test, run \(try #require(try project.report().runID).prefix(8))); 4 still fail: 4 missing strings"
            + " ('card.body' for locale de (searched: de))\n"), "\(german2.out)")
        // The summary of the run said so beside the group's command.
        let summary = TerminalSummary.render(try project.report(), output: ".layoutcheck")
        #expect(summary.contains("      4 of them cannot be approved until fixed (4 missing strings)\n"), "\(summary)")
    }

    @Test func auditErrorScenariosAreRefused() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        // The button's bottom 30 pt below the safe area's: outside it on every device and
        // orientation (the largest bottom inset, the iPhone 15 Pro's 34 pt in portrait, still
        // leaves it outside the window's safe area), so every scenario has an offscreen error
        // and moved frames.
        try project.folder.write("Screens/card.layout.yaml", SampleProject.screen.replacingOccurrences(
            of: "button.bottom == safeArea.bottom - 10", with: "button.bottom == safeArea.bottom + 30"))
        #expect(await project.run("test") == 1)
        let results = try project.report().results
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0.status == .failed && $0.approvalRefusal?.kind == .auditErrors })
        let before = try Self.baselines(project)
        let approve = await project.folder.layoutcheck(["approve", "card/*"])
        #expect(approve.status == 1)
        #expect(try Self.changed(project, since: before) == [])
        #expect(approve.err.contains("approve: refused 8 scenarios with audit errors; fix the layout"), "\(approve.err)")
        #expect(approve.err.contains("offscreen (button)"), "\(approve.err)")
        #expect(approve.out.contains("; 8 still fail: 8 audit errors ("), "\(approve.out)")
        // The review page's buttons obey the same rule.
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: project.projectFile))
        let served = try Approval.approveExactly(["card/iphone-se-3-portrait/en-large"], in: workspace, report: try project.report())
        #expect(served.approved.isEmpty)
        #expect(served.refused.map(\.name) == ["card/iphone-se-3-portrait/en-large"])
        #expect(try Self.changed(project, since: before) == [])
    }

    @Test func errorScenariosAreRefused() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        // A corrupt frames baseline: the scenario errors, and `test` still writes its actual
        // output; approve must not put it in place of what nobody could compare it with.
        let corrupt = "Baselines/card/iphone-se-3-portrait/en-large.json"
        try project.folder.write(corrupt, "{\"format\": 1, \"views\": [")
        #expect(await project.run("test") == 1)
        #expect(project.folder.files().contains(".layoutcheck/actual/card/iphone-se-3-portrait/en-large.json"))
        let approve = await project.folder.layoutcheck(["approve", "card/*"])
        #expect(approve.status == 1)
        #expect(try project.read(corrupt) == Data("{\"format\": 1, \"views\": [".utf8))
        #expect(approve.err.hasPrefix("approve: refused 1 scenario that errored; "), "\(approve.err)")
        #expect(approve.err.contains("  \(corrupt): error: corrupt frames baseline"), "\(approve.err)")
        #expect(approve.err.contains(" — card/iphone-se-3-portrait/en-large\n"), "\(approve.err)")
        // The path is 49 characters; with ": error: c" the reason's first 59.
        #expect(approve.out.hasSuffix("; 1 still fails: 1 error (\(corrupt): error: c…)\n"), "\(approve.out)")
    }

    @Test func approveNeedsAReportFromATestRun() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        let none = await project.folder.layoutcheck(["approve", "card/*"])
        #expect(none.status == 2)
        #expect(none.err.contains("approve: no report from a test run (.layoutcheck/report.json); run `layoutcheck test` first"), "\(none.err)")
        #expect(await project.run("audit") == 0)
        let audit = await project.folder.layoutcheck(["approve", "card/*"])
        #expect(audit.status == 2)
        #expect(audit.err.contains("is from `layoutcheck audit`, which writes no actual output"), "\(audit.err)")
    }
}
