import Foundation
import Testing
@testable import ProjectFiles
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Reports

/// Hundreds of differences read as a few groups: identical changes grouped with their scenario
/// pattern and approve command, progress that does not print a line per scenario, and exit
/// status 2 for every bad option and for filters that select nothing.
@Suite(.serialized) struct ReviewAtScaleTests {
    /// 2 screens × 2 devices × 2 orientations × 2 locales, one size: 16 scenarios in matrix order.
    static func run(_ failing: (ScenarioResult) -> [String]) -> RunReport {
        var results: [ScenarioResult] = []
        for screen in ["chat", "sign"] { for device in ["iPhone SE", "iPhone 15 Pro"] {
            for orientation in ["portrait", "landscape"] { for locale in ["en", "de"] {
                var result = ScenarioResult(index: results.count, name: "\(screen)/\(device)-\(orientation)/\(locale)-large", screen: screen,
                                            device: device, orientation: orientation, locale: locale, size: "large", status: .passed)
                result.signature = failing(result)
                if !result.signature.isEmpty {
                    result.status = .failed
                    result.messages = ["1 view changed"]
                }
                results.append(result)
            }}
        }}
        return RunReport(command: "test", shard: nil, results: results)
    }

    @Test func identicalChangesFormOneGroupWithItsPatternAndCommand() {
        // chat in portrait (2 devices × 2 locales = 4) moved its field; sign in landscape German on
        // the iPhone 15 Pro (1 scenario) resized a button.
        let report = Self.run { r in
            if r.screen == "chat" && r.orientation == "portrait" { return ["messageField: moved +4 pt x"] }
            if r.screen == "sign" && r.orientation == "landscape" && r.locale == "de" && r.device == "iPhone 15 Pro" {
                return ["submit: resized −8 pt w"]
            }
            return []
        }
        let groups = ChangeGroup.groups(report)
        #expect(groups.count == 2)
        #expect(groups[0].results.count == 4)
        #expect(groups[0].pattern == "chat × all devices × portrait × all locales")
        #expect(groups[0].approveCommands == ["layoutcheck approve --screen chat --orientation portrait"])
        #expect(groups[1].pattern == "sign × iPhone 15 Pro × landscape × de")
        #expect(groups[1].approveCommands == ["layoutcheck approve --screen sign --device 'iPhone 15 Pro' --orientation landscape --locale de"])
        let text = TerminalSummary.render(report, output: ".layoutcheck")
        #expect(text.contains("""
            changes: 5 scenarios in 2 groups of identical changes
              messageField: moved +4 pt x
                  4 scenarios: chat × all devices × portrait × all locales
                  approve: layoutcheck approve --screen chat --orientation portrait
            """), "\(text)")
        // Each failure is told once, in its group: no per-scenario lines.
        #expect(!text.contains("FAIL "))
        #expect(text.hasSuffix("""
            16 scenarios: 11 passed, 5 failed
            report: .layoutcheck/report.json, .layoutcheck/junit.xml
            next: layoutcheck review            (the HTML review page: .layoutcheck/report/index.html)
                  layoutcheck approve --screen …   (each group above has its own command)

            """))
    }

    @Test func aScreenWhoseOneEditSpansSeveralGroupsIsSummedUpWithOneCommand() throws {
        // One edit to chat: its field moves +4 on the iPhone SE and +6 on the iPhone 15 Pro (4 + 4
        // scenarios), and in landscape German on the 15 Pro the button shrinks too (so 3 groups).
        // sign's one change is one group: it needs no summary.
        let report = Self.run { r in
            if r.screen == "chat" {
                let move = r.device == "iPhone SE" ? "messageField: moved +4 pt x" : "messageField: moved +6 pt x"
                return r.device == "iPhone 15 Pro" && r.orientation == "landscape" && r.locale == "de"
                    ? [move, "sendButton: resized −8 pt w"] : [move]
            }
            return r.screen == "sign" && r.locale == "de" ? ["submit: moved +2 pt y"] : []
        }
        #expect(ChangeGroup.groups(report).count == 4)
        let text = TerminalSummary.render(report, output: ".layoutcheck")
        #expect(text.contains("""
            changes by screen (one edit often moves views by different amounts per device and size):
              chat: 8 scenarios in 3 groups; views changed: messageField, sendButton
                  approve all of it: layoutcheck approve --screen chat

            """), "\(text)")
        #expect(!text.contains("  sign: "), "\(text)")
        // From a test, no command.
        let fromTest = TerminalSummary.render(report, nextSteps: .testAssertion)
        #expect(fromTest.contains("  chat: 8 scenarios in 3 groups; views changed: messageField, sendButton\n"))
        #expect(!fromTest.contains("approve all of it"))
        // The review page says the same under its overview.
        let folder = try TemporaryFolder()
        let page = try HTMLReport.write(report, projectRoot: folder.url, readingFrom: [ContainedFolder(root: folder.url)],
                                        into: ContainedFolder(root: folder.url.appendingPathComponent("report")))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<li><a href=\"?screen=chat\" data-filter=\"screen\" data-value=\"chat\">chat</a>: 8 scenarios in 3 groups; "
                              + "views changed: messageField, sendButton.<br>Approve all of it: <code class=\"approve-command\" data-screen=\"chat\" "
                              + "data-product=\"[[&quot;chat&quot;],null,null,null,null]\">layoutcheck approve --screen chat</code>"), "\(html)")
        #expect(!html.contains(">sign</a>: "))
    }

    @Test func anAppsManyScreensShowWhatToReviewFirstAndFoldTheRest() throws {
        // 20 screens × 1 device × 1 orientation × 1 locale; only screen07 changed.
        var results: [ScenarioResult] = []
        for i in 1...20 {
            let screen = "screen" + (i < 10 ? "0\(i)" : "\(i)")
            var result = ScenarioResult(index: results.count, name: "\(screen)/iphone-15-pro-portrait/en-large", screen: screen,
                                        device: "iPhone 15 Pro", orientation: "portrait", locale: "en", size: "large", status: .passed)
            if screen == "screen07" {
                result.status = .failed
                result.signature = ["title: moved +4 pt y"]
                result.messages = ["1 view changed"]
            }
            results.append(result)
        }
        let report = RunReport(command: "test", shard: nil, results: results)
        let folder = try TemporaryFolder()
        let page = try HTMLReport.write(report, projectRoot: folder.url, readingFrom: [ContainedFolder(root: folder.url)],
                                        into: ContainedFolder(root: folder.url.appendingPathComponent("report")))
        let html = try String(contentsOf: page, encoding: .utf8)
        // The screen row: the changed screen's chip, then the 19 others folded (more than 12 values).
        let row = try #require(html.range(of: "<tr><th>screen</th><td>").map { html[$0.upperBound...].prefix { $0 != "\n" } })
        #expect(row.hasPrefix("<a class=\"chip hot\" href=\"?screen=screen07\""), "\(row)")
        #expect(row.contains(" <details class=\"quiet\"><summary>19 more with nothing to review</summary><a class=\"chip\" href=\"?screen=screen01\""), "\(row)")
        // The one-value rows (device, locale, …) are not folded.
        #expect(html.contains("<tr><th>device</th><td><a class=\"chip hot\" href=\"?device=iPhone%2015%20Pro\""), "\(html)")
        // The matrix draws the changed screen's grid only.
        #expect(html.contains("<p class=\"quiet-screens\">19 screens with every scenario passed are not drawn.</p>"))
        #expect(html.contains("data-screen=\"screen07\""))
        #expect(!html.contains("data-screen=\"screen01\""))
    }

    @Test func progressInALogIsALineEveryTenthNotEveryScenario() {
        final class Clock: @unchecked Sendable {
            var now = Date(timeIntervalSince1970: 0)
        }
        let clock = Clock()
        let capture = CommandOutput.Capture()
        CommandOutput.$capture.withValue(capture) {
            let printer = ProgressPrinter(isTerminal: false, now: { clock.now })
            let report = Self.run { $0.locale == "de" && $0.screen == "chat" ? ["x: moved +1 pt y"] : [] }
            for (i, result) in report.results.enumerated() {
                clock.now = Date(timeIntervalSince1970: Double(i + 1) * 0.1)
                printer.update(done: i + 1, total: 16, result: result)
            }
        }
        let lines = capture.standardOutput.split(separator: "\n").map(String.init)
        // 16 scenarios: a tenth is 1.6, so deciles advance at 2, 4, 5, 7, 8, 10, 12, 13, 15 and 16
        // (done × 10 / 16 rounded down): 10 lines, no per-scenario "ok".
        #expect(lines.count == 10, "\(lines)")
        // After 0.2 s, 2 done: 10/s, 14 left take 1.4 s, said as "about 2 s"; chat/iPhone SE/
        // portrait/de (the second) failed. chat's 4 German scenarios are indexes 1, 3, 5, 7.
        #expect(lines.first == "2/16 scenarios (12%), 1 failed, 10/s, about 2 s left")
        #expect(lines.last == "16/16 scenarios (100%), 4 failed, 10/s")
        #expect(!capture.standardOutput.contains("ok "))
    }

    @Test func aQuietStretchStillPrintsEveryFiveSeconds() {
        final class Clock: @unchecked Sendable { var now = Date(timeIntervalSince1970: 0) }
        let clock = Clock()
        let capture = CommandOutput.Capture()
        CommandOutput.$capture.withValue(capture) {
            let printer = ProgressPrinter(isTerminal: false, now: { clock.now })
            let result = ScenarioResult(index: 0, name: "a/b-portrait/en-large", screen: "a", device: "b", orientation: "portrait",
                                        locale: "en", size: "large", status: .passed)
            // 1,000 scenarios at 1 s each: the first decile is at 100 s, but a line comes every 5 s.
            for i in 1...12 {
                clock.now = Date(timeIntervalSince1970: Double(i))
                printer.update(done: i, total: 1000, result: result)
            }
        }
        let lines = capture.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == ["5/1000 scenarios (0%), 0 failed, 1/s, about 16 min 35 s left",
                          "10/1000 scenarios (1%), 0 failed, 1/s, about 16 min 30 s left"])
    }

    @Test func aChangedConstantReadsAsOneGroupAndItsCommandApprovesIt() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        // The title moves down 4 points and takes the body with it, in all 8 scenarios.
        try project.folder.write("Screens/card.layout.yaml",
                                 SampleProject.screen.replacingOccurrences(of: "title.top == safeArea.top + 16", with: "title.top == safeArea.top + 20"))
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) { await project.run("test") }
        #expect(status == 1)
        let out = capture.standardOutput
        #expect(out.contains("""
            changes: 8 scenarios in 1 group of identical changes
              title: moved +4 pt y; body: moved +4 pt y
                  8 scenarios: card × all devices × all orientations × all locales
                  approve: layoutcheck approve '*'
            """), "\(out)")
        #expect(out.split(separator: "\n").count <= 12, "\(out)")
        #expect(await project.run("approve", "*") == 0)
        #expect(await project.run("test") == 0)
    }

    static let commands: [[String]] = [
        ["test"], ["audit"], ["record"], ["approve", "x"], ["review"], ["list"], ["clean"], ["merge-reports", "a.json"],
        ["frames", "a.xib"], ["diff", "a.png", "b.png"], ["solve", "a.json"], ["render", "a/b/c"], ["init"],
    ]

    @Test(arguments: commands) func everyBadOptionExitsTwo(_ command: [String]) async {
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) {
            await LayoutCheckCommand.run(command + ["--no-such-option"])
        }
        #expect(status == 2)
        // frames and diff check their files first (in validate), the others the option.
        let expected = command[0] == "frames" || command[0] == "diff" ? "no such" : "Unknown option '--no-such-option'"
        #expect(capture.standardError.contains(expected), "\(capture.standardError)")
    }

    @Test(arguments: ["test", "audit", "record", "list", "approve"]) func aFilterThatSelectsNothingExitsTwo(_ command: String) async throws {
        let project = try SampleProject()
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) {
            await LayoutCheckCommand.run([command, "--screen", "crad", "--project", project.projectFile])
        }
        #expect(status == 2)
        #expect(capture.standardError == "layoutcheck: error: no scenario matches --screen crad (screens: card; did you mean card?)\n")
    }

    @Test func lastFailedRunsOnlyTheFailures() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        try project.folder.write("Strings/de.lproj/Localizable.strings", SampleProject.german.replacingOccurrences(of: "Weiter", with: "Weiter zur Buchung"))
        #expect(await project.run("test") == 1)
        // The centred button grows with its German title in the 4 German scenarios.
        let first = try project.report().results
        #expect(first.filter { $0.status == .failed }.map(\.locale) == ["de", "de", "de", "de"], "\(first.map { ($0.name, $0.status, $0.messages) })")
        #expect(await project.run("test", "--last-failed") == 1)
        // Only the four German scenarios ran.
        #expect(try project.report().results.map(\.locale) == ["de", "de", "de", "de"])
    }
}
