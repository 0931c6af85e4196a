import Foundation
import Testing
@testable import LayoutCheck
@testable import Audits
@testable import ProjectFiles
@testable import Reports

@Suite struct ReportTests {
    let report = RunReport(command: "test", shard: "1/2", results: [
        ScenarioResult(index: 0, name: "signIn/iphone-15-pro-portrait/en-large", screen: "signIn", device: "iPhone 15 Pro",
                       orientation: "portrait", locale: "en", size: "large", status: .passed),
        ScenarioResult(index: 1, name: "signIn/iphone-15-pro-portrait/de-large", screen: "signIn", device: "iPhone 15 Pro",
                       orientation: "portrait", locale: "de", size: "large", status: .failed,
                       messages: ["2 views changed: title, body"], changedViews: ["title", "body"],
                       changes: ["title: resized (0, 0, 361, 34) → (0, 0, 361, 68)", "body: moved (0, 46, 361, 20) → (0, 80, 361, 20)"],
                       stampDifferences: ["pango: 1.50.11 → 1.50.12"]),
        ScenarioResult(index: 2, name: "chat/ipad-10-landscape/ar-large", screen: "chat", device: "iPad (10th generation)",
                       orientation: "landscape", locale: "ar", size: "large", status: .missing, messages: ["no baseline Baselines/chat/…json"]),
    ])

    @Test func terminalSummaryPutsStampDriftFirst() {
        let text = TerminalSummary.render(report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "note: the baselines were produced by a different build or text stack; differences may be rendering drift:")
        #expect(lines[1] == "  pango: 1.50.11 → 1.50.12")
        // A failure without a change signature (an older report) is listed on its own, once.
        #expect(lines.contains("FAIL signIn/iphone-15-pro-portrait/de-large"))
        #expect(lines.contains("    2 views changed: title, body"))
        #expect(lines.contains("missing baselines: 1 scenario: chat × iPad (10th generation) × landscape × ar"))
        #expect(lines.last == "3 scenarios: 1 passed, 1 failed, 1 missing")
    }

    @Test func junitHasOneCasePerScenarioGroupedByScreen() {
        let xml = JUnitReport.render(report)
        #expect(xml.contains("<testsuites name=\"layoutcheck\" tests=\"3\" failures=\"2\" errors=\"0\">"))
        #expect(xml.contains("<testsuite name=\"signIn\" tests=\"2\" failures=\"1\" errors=\"0\">"))
        #expect(xml.contains("<testcase classname=\"signIn\" name=\"signIn/iphone-15-pro-portrait/en-large\"/>"))
        #expect(xml.contains("<failure message=\"changed views: title, body\">2 views changed: title, body\n- title: resized"))
        #expect(xml.contains("<failure message=\"missing baseline\">"))
        // The suites come in matrix order of their first scenario.
        let signIn = xml.range(of: "<testsuite name=\"signIn\"")
        let chat = xml.range(of: "<testsuite name=\"chat\"")
        #expect(signIn != nil && chat != nil && signIn!.lowerBound < chat!.lowerBound)
        #expect(JUnitReport.escape("a<b & \"c\"") == "a&lt;b &amp; &quot;c&quot;")
    }

    @Test func githubAnnotationsPointAtTheScreenFile() {
        let text = GitHubAnnotations.render(report, screenFiles: ["signIn": "Screens/signIn.layout.yaml"])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "::warning title=LayoutCheck baselines from another build::pango: 1.50.11 → 1.50.12")
        // Newlines become %0A; ':' and ',' in properties are escaped.
        // A failure no change group explains is grouped by screen and reason: its changes, then its scenarios.
        #expect(lines[1] == "::error file=Screens/signIn.layout.yaml,title=failed%3A signIn (1 scenario)::"
            + "2 views changed: title, body%0Atitle: resized (0, 0, 361, 34) → (0, 0, 361, 68)%0Abody: moved (0, 46, 361, 20) → (0, 80, 361, 20)"
            + "%0AsignIn × iPhone 15 Pro × portrait × de")
        // chat has no screen file here: no file= property.
        #expect(lines[2] == "::error title=missing%3A chat (1 scenario)::no baseline; record it: layoutcheck record --missing"
            + "%0Achat × iPad (10th generation) × landscape × ar")
    }

    @Test func htmlPutsTheOverviewFirstAndOffersTheApproveCommand() throws {
        let folder = try TemporaryFolder()
        let page = try HTMLReport.write(report, projectRoot: folder.url, readingFrom: [ContainedFolder(root: folder.url)], into: ContainedFolder(root: folder.url.appendingPathComponent("report")))
        let html = try String(contentsOf: page, encoding: .utf8)
        // Neither difference has a change signature (an older report): both are "other failures".
        #expect(html.contains("<h2 id=\"others\">Other failures (2)</h2>"))
        #expect(html.contains("<code class=\"approve-command\">layoutcheck approve signIn/iphone-15-pro-portrait/de-large</code>"))
        #expect(html.contains("<td class=\"changed\"><a class=\"badge failed\" href=\"#s-signIn--iphone-15-pro-portrait--de-large\""))
        #expect(html.contains("<td class=\"same\"><span class=\"badge passed\">"))
        #expect(html.contains("<li><code>pango: 1.50.11 → 1.50.12</code></li>"))
        // The overview comes first, then the drift note, then the failures.
        let overview = try #require(html.range(of: "<section id=\"overview\">"))
        let drift = try #require(html.range(of: "class=\"drift\""))
        let others = try #require(html.range(of: "<h2 id=\"others\">"))
        #expect(overview.lowerBound < drift.lowerBound && drift.lowerBound < others.lowerBound)
        // Counts by locale: de has 1 of its 1 scenario changed, en 0 of 1.
        #expect(html.contains("data-filter=\"locale\" data-value=\"de\">de <b>1/1</b></a>"))
        #expect(html.contains("data-filter=\"locale\" data-value=\"en\">en <b>0/1</b></a>"))
    }

    @Test func htmlGroupsIdenticalChangesAndShowsFindings() throws {
        var report = ReviewAtScaleTests.run { r in r.screen == "chat" && r.orientation == "portrait" ? ["messageField: moved +4 pt x"] : [] }
        report.results[0].findings = [AuditFinding(audit: "conflict", severity: .error, view: "bar", message: "conflicting required constraints (2)",
                                                   detail: "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                                                   location: "Screens/chat.layout.yaml:9:5", frame: [0, 0, 10, 10])]
        let folder = try TemporaryFolder()
        let page = try HTMLReport.write(report, projectRoot: folder.url, readingFrom: [ContainedFolder(root: folder.url)],
                                        into: ContainedFolder(root: folder.url.appendingPathComponent("report")))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h2 id=\"changes\">Changes: 4 scenarios in 1 group of identical changes</h2>"))
        #expect(html.contains("<p class=\"pattern\">4 scenarios: chat × all devices × portrait × all locales</p>"))
        // The product the page's script narrows by its filters: screen and orientation given, the rest the run's.
        #expect(html.contains("<code class=\"approve-command\" data-product=\"[[&quot;chat&quot;],null,[&quot;portrait&quot;],null,null]\">"
                              + "layoutcheck approve --screen chat --orientation portrait</code>"))
        // Each card carries what the filters match; the first of a group is open.
        #expect(html.contains("<details class=\"card failed\" id=\"s-chat--iPhone-SE-portrait--en-large\" data-name=\"chat/iPhone SE-portrait/en-large\" "
                              + "data-screen=\"chat\" data-device=\"iPhone SE\" data-orientation=\"portrait\" data-locale=\"en\" data-size=\"large\" "
                              + "data-status=\"failed\" data-kind=\"conflict moved\""))
        #expect(html.contains("<h2 id=\"findings\">Audit errors (1 group)</h2>"))
        #expect(html.contains("<pre class=\"uikit\">[LayoutConstraints] Unable to simultaneously satisfy constraints.</pre>"))
        #expect(html.contains("<p>Declared at <code>Screens/chat.layout.yaml:9:5</code></p>"))
    }
}
