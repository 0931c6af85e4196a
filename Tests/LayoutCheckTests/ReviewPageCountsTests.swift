import Foundation
import Testing
@testable import LayoutCheck
@testable import ProjectFiles
@testable import Reports

/// The review page's overview counts what changed apart from the warnings every scenario may
/// carry, and its approve commands carry the data the page's filters narrow them by.
@Suite struct ReviewPageCountsTests {
    static func warning(_ view: String) -> AuditFinding {
        AuditFinding(audit: "touchTarget", severity: .warning, view: view, message: "is 30×30 pt, smaller than 44×44 pt")
    }

    static func page(_ report: RunReport) throws -> String {
        let folder = try TemporaryFolder()
        let page = try HTMLReport.write(report, projectRoot: folder.url, readingFrom: [ContainedFolder(root: folder.url)],
                                        into: ContainedFolder(root: folder.url.appendingPathComponent("report")))
        return try String(contentsOf: page, encoding: .utf8)
    }

    @Test func warningsOfPassedScenariosAreNotKindsOfChange() throws {
        // chat in portrait moved its field: 4 of the 16 scenarios (2 devices × 2 locales) fail; the
        // first of them also has a conflict. Every scenario, passed or not, has a small button.
        var report = ReviewAtScaleTests.run { r in r.screen == "chat" && r.orientation == "portrait" ? ["messageField: moved +4 pt x"] : [] }
        for i in report.results.indices { report.results[i].findings = [Self.warning("sendButton")] }
        report.results[0].findings.append(AuditFinding(audit: "conflict", severity: .error, view: "bar", message: "conflicting required constraints (2)"))
        let html = try Self.page(report)
        // Changes: moved in the 4 failing scenarios, the conflict in 1; the 16 warnings are not among them.
        #expect(html.contains("<tr><th>kind of change</th><td>"
            + "<a class=\"chip hot\" href=\"?kind=moved\" data-filter=\"kind\" data-value=\"moved\">moved <b>4</b></a> "
            + "<a class=\"chip hot\" href=\"?kind=conflict\" data-filter=\"kind\" data-value=\"conflict\">conflict <b>1</b></a></td></tr>\n"), "\(html)")
        // Warnings in their own row, counted over every scenario (16), not highlighted.
        #expect(html.contains("<tr class=\"warnings\"><th>audit warnings</th><td>"
            + "<a class=\"chip\" href=\"?kind=touchTarget\" data-filter=\"kind\" data-value=\"touchTarget\">touchTarget <b>16</b></a></td></tr>\n"), "\(html)")
    }

    @Test func commandsCarryWhatThePageNarrowsThemBy() throws {
        var report = ReviewAtScaleTests.run { r in r.screen == "sign" && r.locale == "de" ? ["submit: moved +2 pt y"] : [] }
        report.filters = RunFilters(sizes: ["large"])
        let html = try Self.page(report)
        // The run's filters, for the dimensions a product covers whole (size here).
        #expect(html.contains("<form id=\"filters\" onsubmit=\"return false\" data-run-filters=\"[[&quot;--size&quot;,&quot;large&quot;]]\">"), "\(html)")
        // sign × all devices × all orientations × de: screen and locale given, the rest null; the
        // command as the terminal prints it, the run's --size kept.
        #expect(html.contains("<p class=\"approve\">Approve this group: <code class=\"approve-command\" "
            + "data-product=\"[[&quot;sign&quot;],null,null,[&quot;de&quot;],null]\">layoutcheck approve --screen sign --locale de --size large</code>"), "\(html)")
    }
}
