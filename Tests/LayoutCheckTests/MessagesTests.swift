import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles
@testable import Reports
import Audits

/// The messages a team reads on every run (issue 27, point 5): each asserted as the user sees it.
@Suite(.serialized) struct MessagesTests {
    @Test func auditExceptionValuesThatMatchNothingAreErrors() async throws {
        let project = try SampleProject(extraProject: """
            audits:
              exceptions:
                - audit: truncated
                  screen: crad
                  reason: the title truncates by design
            """)
        let run = await project.folder.layoutcheck(["test", "--quiet"])
        #expect(run.status == 2)
        // Line 12 of layoutcheck.yml is the entry (`    - audit: truncated`): its mapping starts after
        // the dash at column 5 and its space, at column 7.
        let file = URL(fileURLWithPath: project.projectFile).lastPathComponent
        #expect(run.err == "layoutcheck: \(file):12:7: error: audit exception: screen 'crad' matches no screen of the matrix (card); did you mean 'card'?\n",
                "\(run.err)")
        // A size only an `include:` entry adds is a value of the matrix too.
        try project.folder.write("layoutcheck.yml", """
            screens: [Screens]
            strings: [Strings]
            matrix:
              devices: [iPhone SE (3rd generation)]
              locales: [en]
              include:
                - {size: AX3}
            audits:
              exceptions:
                - {audit: truncated, size: AX3, reason: the footnote links to the full text}

            """)
        #expect(await project.run("list") == 0)
    }

    @Test func missingStringsAreToldOncePerKeyAtTheTablesLine() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        // English loses card.body; German loses card.body and card.action.
        try project.folder.write("Strings/en.lproj/Localizable.strings", "\"card.title\" = \"Trip details\";\n\"card.action\" = \"Continue\";\n")
        try project.folder.write("Strings/de.lproj/Localizable.strings", "\"card.title\" = \"Reisedetails\";\n")
        let test = await project.folder.layoutcheck(["test", "--quiet"])
        #expect(test.status == 1)
        // 8 scenarios lack card.body (2 devices × 2 orientations × en, de), 4 lack card.action (the
        // German ones). No language has card.body: it goes after the English table's 2 lines, on
        // line 3; card.action is line 2 of the English table.
        let expected = [
            "missing strings: 2 keys in 8 scenarios (shown as ?s; record and approve refuse them until the tables have them)",
            "  missing string 'card.body' in en, de (no language has it; add it at Strings/en.lproj/Localizable.strings:3) — 8 scenarios",
            "  missing string 'card.action' in de (en has it at Strings/en.lproj/Localizable.strings:2) — 4 scenarios",
        ]
        for output in [test.out, await project.folder.layoutcheck(["record", "--quiet"]).out] {
            let lines = output.split(separator: "\n").map(String.init)
            let start = try #require(lines.firstIndex(of: expected[0]), "\(output)")
            #expect(Array(lines[start..<min(start + 3, lines.count)]) == expected, "\(output)")
            // Told once: no scenario repeats them on a line of its own.
            #expect(output.components(separatedBy: "'card.body'").count == 2, "\(output)")
            #expect(!output.contains("FAIL card/") && !output.contains("ERROR card/"), "\(output)")
        }
        // report.json keeps them per scenario: German's card.body would go on line 2 of its 1-line table.
        let german = try #require(project.report().results.first { $0.name == "card/iphone-se-3-portrait/de-large" })
        #expect(german.missingStrings == [
            MissingStringReport(key: "card.body", table: nil, locale: "de", foundIn: nil, location: "Strings/de.lproj/Localizable.strings:2"),
            MissingStringReport(key: "card.action", table: nil, locale: "de", foundIn: "en", location: "Strings/en.lproj/Localizable.strings:2"),
        ])
        // In CI each key is one annotation at that line (',' and ':' escaped in the title).
        let annotations = GitHubAnnotations.render(try project.report(), screenFiles: ["card": "Screens/card.layout.yaml"])
            .split(separator: "\n").map(String.init)
        #expect(annotations.contains("::error file=Strings/en.lproj/Localizable.strings,line=3,title=missing string 'card.body' in en%2C de::"
            + "missing string 'card.body' in en, de (no language has it; add it at Strings/en.lproj/Localizable.strings:3) — 8 scenarios"))
        #expect(annotations.contains("::error file=Strings/en.lproj/Localizable.strings,line=2,title=missing string 'card.action' in de::"
            + "missing string 'card.action' in de (en has it at Strings/en.lproj/Localizable.strings:2) — 4 scenarios"))
    }

    @Test func aStringsTablesKeyLinesAreRead() throws {
        let folder = try TemporaryFolder()
        // Line 1 a comment, line 2 blank, `a` on 3, `b` on 5 after a comment that starts on 4.
        try folder.write("Strings/en.lproj/Main.strings", "// header\n\n\"a\" = \"A\";\n/* x\n*/ \"b\" = \"B\";")
        // A stringsdict's key is found at its `<key>` line, a catalog's at its quoted key.
        try folder.write("Strings/en.lproj/Main.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>items</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>one item</string>
                        <key>other</key><string>%d items</string>
                    </dict>
                </dict>
            </dict>
            </plist>

            """)
        try folder.write("Strings/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "greeting" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
        let tables = try StringTables.load(folders: [folder.url.appendingPathComponent("Strings")], displayRoot: folder.url)
        #expect(tables.location(of: "a", table: "Main", language: "en")?.description == "Strings/en.lproj/Main.strings:3")
        #expect(tables.location(of: "b", table: nil, language: "en")?.description == "Strings/en.lproj/Main.strings:5")
        #expect(tables.location(of: "items", table: "Main", language: "en")?.description == "Strings/en.lproj/Main.stringsdict:4")
        #expect(tables.location(of: "greeting", table: "Localizable", language: "en")?.description == "Strings/Localizable.xcstrings:4")
        // The .strings file ends without a newline on line 5: a new key goes on line 6.
        #expect(tables.fileEnds["Strings/en.lproj/Main.strings"] == 6)
    }

    /// `IBNewUserTests.xib` with its constraint's second item renamed to an id the file lacks, and
    /// its label in a font this machine does not have.
    static func xib(secondItem: String = "safe-01-area", font: String? = nil, family: String = "Gotham") -> String {
        var xib = IBNewUserTests.xib.replacingOccurrences(of: "secondItem=\"safe-01-area\"", with: "secondItem=\"\(secondItem)\"")
        if let font {
            xib = xib.replacingOccurrences(of: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>",
                                           with: "<fontDescription key=\"fontDescription\" name=\"\(font)\" family=\"\(family)\" pointSize=\"17\"/>")
        }
        return xib
    }

    static func ibProject(_ xib: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Screens/Home.xib", xib)
        try folder.write("layoutcheck.yml", """
            screens: [Screens]
            matrix:
              devices: [iPhone SE (3rd generation), iPhone 15 Pro]
              orientations: [portrait, landscape]
              locales: [en]

            """)
        return folder
    }

    @Test func anInterfaceBuilderErrorIsToldOnceWithExitStatus2() async throws {
        let folder = try Self.ibProject(Self.xib(secondItem: "gone-01-item"))
        // The constraint is line 20 of the file, its tag after 16 spaces (column 17), as the label's is on line 10.
        let expected = [
            "errors in the input files: 1 error stopped 4 scenarios (fix them first; exit status 2)",
            "  Screens/Home.xib:20:17: error: constraint 'c01-ab-cde' names unknown item 'gone-01-item'",
            "      stopped 4 scenarios: Home-Home-Screen × all devices × all orientations",
        ]
        for command in ["test", "record"] {
            let run = await folder.layoutcheck([command, "--quiet"])
            #expect(run.status == 2, "\(command): \(run.out)")
            let lines = run.out.split(separator: "\n").map(String.init)
            let start = try #require(lines.firstIndex(of: expected[0]), "\(command): \(run.out)")
            #expect(Array(lines[start..<min(start + 3, lines.count)]) == expected, "\(command): \(run.out)")
            #expect(run.out.components(separatedBy: "names unknown item").count == 2, "\(command): \(run.out)")
            #expect(!run.out.contains("ERROR Home"), "\(command): \(run.out)")
        }
        let report = try RunReport.decode(Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report.json")), file: "report.json")
        #expect(report.results.map(\.inputError) == Array(repeating: InputErrorReport(
            location: "Screens/Home.xib:20:17", message: "constraint 'c01-ab-cde' names unknown item 'gone-01-item'"), count: 4))
        // From a test (assertLayout) there is no exit status to name.
        #expect(TerminalSummary.render(report, nextSteps: .testAssertion).hasPrefix(
            "errors in the input files: 1 error stopped 4 scenarios (fix them first)\n"))
        let annotations = GitHubAnnotations.render(report, screenFiles: [:]).split(separator: "\n").map(String.init)
        #expect(annotations == ["::error file=Screens/Home.xib,line=20,col=17,title=input error%3A stopped 4 scenarios::"
            + "constraint 'c01-ab-cde' names unknown item 'gone-01-item'%0AHome-Home-Screen × all devices × all orientations"])
    }

    @Test func aFontSubstitutionIsNotedOncePerRun() async throws {
        let folder = try Self.ibProject(Self.xib(font: "Gotham-Heavy"))
        // The label (line 10, column 17) names Gotham-Heavy at 17 pt: measured in the system font, heavy.
        let note = "Screens/Home.xib:10:17: note: 'lbl-01-abc': font 'Gotham-Heavy' is not available; "
            + "its text is measured in the system font at 17 pt heavy"
        let record = await folder.layoutcheck(["record", "--quiet", "--allow-findings"])
        let test = await folder.layoutcheck(["test", "--quiet"])
        for (command, run) in [("record", record), ("test", test)] {
            let lines = run.out.split(separator: "\n").map(String.init)
            let start = try #require(lines.firstIndex(of: "notes for this run (not failures; each once, whatever the number of scenarios):"),
                                     "\(command): \(run.out)")
            #expect(lines.dropFirst(start + 1).first == "  " + note, "\(command): \(run.out)")
            #expect(run.out.components(separatedBy: "Gotham-Heavy").count == 2, "\(command): \(run.out)")
        }
        let data = try Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report.json"))
        #expect(try RunReport.decode(data, file: "report.json").notes == [note])
        // Once at the top of report.json, not in each of the 4 scenarios.
        #expect(String(decoding: data, as: UTF8.self).components(separatedBy: "Gotham-Heavy").count == 2)
        // Shards' notes join once in the merged report, in shard order.
        let results = try RunReport.decode(data, file: "report.json").results
        let merged = try ReportMerging.merge([
            RunReport(command: "test", shard: "1/2", results: [results[0]], notes: ["n1", "n2"]),
            RunReport(command: "test", shard: "2/2", results: [results[1]], notes: ["n2", "n3"]),
        ])
        #expect(merged.notes == ["n1", "n2", "n3"])
    }

    /// A font iOS ships is measured in its stand-in, and the run says which once, whatever the
    /// number of scenarios (4 here), in the output and in report.json's notes.
    @Test func aFontIOSShipsIsNotedOncePerRunWithItsStandIn() async throws {
        let folder = try Self.ibProject(Self.xib(font: "HelveticaNeue-Bold", family: "Helvetica Neue"))
        let note = "Helvetica Neue → Liberation Sans (stand-in; widths within 5% (regular −4.4%, light +4.5% on two labels))"
        let record = await folder.layoutcheck(["record", "--quiet", "--allow-findings"])
        let lines = record.out.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "notes for this run (not failures; each once, whatever the number of scenarios):"),
                                 "\(record.out)")
        #expect(lines.dropFirst(start + 1).first == "  " + note, "\(record.out)")
        #expect(!record.out.contains("is not available"), "\(record.out)")
        _ = await folder.layoutcheck(["test", "--quiet"])
        let data = try Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report.json"))
        #expect(try RunReport.decode(data, file: "report.json").notes == [note])
    }

    @Test func aScenarioErrorSaysWhyOnItsLine() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Baselines/card/iphone-se-3-portrait/en-large.json", "{ not json")
        let run = await project.folder.layoutcheck(["test", "--quiet"])
        #expect(run.status == 1)
        let line = try #require(run.out.split(separator: "\n").first { $0.hasPrefix("ERROR ") }, "\(run.out)")
        #expect(line.hasPrefix("ERROR card/iphone-se-3-portrait/en-large: Baselines/card/iphone-se-3-portrait/en-large.json"), "\(line)")
        // The status line alone, as --verbose prints it while the run goes, carries the reason too.
        let result = try #require(project.report().results.first { $0.status == .error })
        #expect(TerminalSummary.line(result) == line)
        // Past the 10 errors listed, the rest are counted by reason, not left unexplained.
        var many = ReviewAtScaleTests.run { _ in [] }
        for index in many.results.indices {
            many.results[index].status = .error
            many.results[index].messages = [index < 12 ? "Baselines/a.json: error: corrupt\nsecond line" : "the text engine cannot start"]
        }
        let summary = TerminalSummary.render(many).split(separator: "\n").map(String.init)
        let first = try #require(summary.firstIndex { $0.hasPrefix("ERROR ") })
        // 10 status lines, each with the second line of its reason below it.
        #expect(summary[first] == "ERROR \(many.results[0].name): Baselines/a.json: error: corrupt")
        #expect(summary[first + 1] == "    second line")
        // 16 errors: 10 listed; of the other 6, 2 are corrupt baselines (results 10 and 11) and 4 could not start the engine.
        #expect(Array(summary[(first + 20)...].prefix(3)) == [
            "  … 6 more in the report (or run with --verbose)",
            "      2 × Baselines/a.json: error: corrupt",
            "      4 × the text engine cannot start",
        ])
    }

    /// A new screen that also has audit findings fails on both: its scenarios are told once, under
    /// "missing baselines", with the command that records them, not listed one per line.
    @Test func missingBaselinesOfFailingScenariosAreOneLine() throws {
        var run = ReviewAtScaleTests.run { _ in [] }
        for index in run.results.indices {
            run.results[index].status = .failed
            run.results[index].messages = ["audit: error ambiguous — title: height not determined", "no baseline Baselines/\(index).json"]
        }
        let summary = TerminalSummary.render(run).split(separator: "\n").map(String.init)
        let line = try #require(summary.firstIndex { $0.hasPrefix("missing baselines: ") }, "\(summary)")
        #expect(summary[line].hasPrefix("missing baselines: \(run.results.count) scenarios: "))
        #expect(summary[line + 1] == "  record them: layoutcheck record --missing")
        #expect(!summary.contains { $0.hasPrefix("FAIL ") || $0.contains("× no baseline") }, "\(summary)")
    }

    @Test func annotationsAreOnePerGroupAndAtMostTen() {
        // chat in portrait (4 scenarios) moved its field; sign in landscape German on the iPhone 15
        // Pro resized a button: 2 change groups. One scenario misses a string, another was stopped
        // by an input error.
        var report = ReviewAtScaleTests.run { r in
            if r.screen == "chat" && r.orientation == "portrait" { return ["messageField: moved +4 pt x"] }
            if r.screen == "sign" && r.orientation == "landscape" && r.locale == "de" && r.device == "iPhone 15 Pro" {
                return ["submit: resized −8 pt w"]
            }
            return []
        }
        report.results[2].status = .failed
        report.results[2].missingStrings = [MissingStringReport(key: "chat.send", table: "Chat", locale: "en", foundIn: "de",
                                                                location: "Strings/de.lproj/Chat.strings:7")]
        report.results[2].messages = ["missing string 'chat.send' in table 'Chat' for locale en (searched: Strings/en.lproj/Chat.strings)"]
        report.results[8].status = .error
        report.results[8].inputError = InputErrorReport(location: "Screens/sign.xib:3:9", message: "malformed constraint")
        report.results[8].messages = ["Screens/sign.xib:3:9: error: malformed constraint"]
        let files = ["chat": "Screens/chat.layout.yaml", "sign": "Screens/sign.xib"]
        let lines = GitHubAnnotations.render(report, screenFiles: files).split(separator: "\n").map(String.init)
        #expect(lines == [
            "::error file=Screens/sign.xib,line=3,col=9,title=input error%3A stopped 1 scenario::malformed constraint%0A"
                + "sign × iPhone SE × portrait × en",
            "::error file=Screens/chat.layout.yaml,title=4 scenarios changed%3A messageField%3A moved +4 pt x::"
                + "chat × all devices × portrait × all locales%0Aapprove: layoutcheck approve --screen chat --orientation portrait",
            "::error file=Screens/sign.xib,title=1 scenario changed%3A submit%3A resized −8 pt w::"
                + "sign × iPhone 15 Pro × landscape × de%0Aapprove: layoutcheck approve --screen sign --device 'iPhone 15 Pro' "
                + "--orientation landscape --locale de",
            "::error file=Strings/de.lproj/Chat.strings,line=7,title=missing string 'chat.send' in en::"
                + "missing string 'chat.send' in en (Chat: de has it at Strings/de.lproj/Chat.strings:7) — 1 scenario",
        ], "\(lines)")
        // 16 scenarios each changed its own way: 16 groups, 10 annotations and a notice for the other 6.
        let scattered = ReviewAtScaleTests.run { r in ["v\(r.index): moved +1 pt x"] }
        let capped = GitHubAnnotations.render(scattered, screenFiles: files, review: "the review page").split(separator: "\n").map(String.init)
        #expect(capped.count == 11)
        #expect(capped.prefix(10).allSatisfy { $0.hasPrefix("::error file=Screens/") })
        #expect(capped.last == "::notice title=LayoutCheck::and 6 more groups: see the review page")
    }

    /// A warning is annotated; an error the known-findings file accepted (reported as a known
    /// warning) is not, so accepted findings never crowd out new ones in a pull request.
    @Test func knownFindingsAreNotAnnotated() {
        var report = ReviewAtScaleTests.run { _ in [] }
        var known = AuditFinding(audit: "clipped", severity: .warning, view: "subtitle", message: "text clipped vertically",
                                 location: "Screens/sign.xib:83:41")
        known.known = true
        let warning = AuditFinding(audit: "touchTarget", severity: .warning, view: "field", message: "touch target smaller than 44 × 44 pt (height)",
                                   location: "Screens/sign.xib:605:49")
        report.results[0].findings = [known, warning]
        let lines = GitHubAnnotations.render(report, screenFiles: [:]).split(separator: "\n").map(String.init)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("::warning file=Screens/sign.xib,line=605,col=49,title=touchTarget%3A field::") == true, "\(lines)")
        // The terminal's headline counts them apart, so its warning groups are the ones listed below it.
        #expect(FindingsSummary.render(report, warnings: .counted) == [
            "audit findings: 0 errors in 0 groups, 1 warning in 1 group, 1 known in 1 group",
            "  known findings (accepted in the knownFindings file, not failing): clipped 1",
            "  warning groups: touchTarget 1 (`layoutcheck audit` lists them)",
            "",
        ])
    }
}
