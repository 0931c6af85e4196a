import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI

/// Adopting LayoutCheck on an app whose screens already have audit errors: `audit --write-known`
/// accepts today's, and from then on only new ones fail.
@Suite(.serialized) struct KnownFindingsTests {
    private func project(knownFindings: String?, files: [String: String]) throws -> TemporaryFolder {
        try IBAppFolderTests.project(files, settings: knownFindings.map { "knownFindings: \($0)" } ?? "")
    }

    private func run(_ folder: TemporaryFolder, _ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        await folder.layoutcheck(arguments)
    }

    /// Tiny is 80 points wide and its label 100 (`IBAppFolderTests.xib`): the label reaches 20
    /// points past the view's right edge, an offscreen error in every scenario.
    static let tiny = IBAppFolderTests.xib(width: 80, height: 44, label: "Tiny")

    @Test func todaysErrorsAreAcceptedAndOnlyNewOnesFail() async throws {
        let folder = try project(knownFindings: "known-findings.json", files: ["App/Tiny.xib": Self.tiny])
        let before = await run(folder, ["audit"])
        #expect(before.status == 1)
        #expect(before.out.contains("error offscreen — Title: extends past the window's right edge"), "\(before.out)")

        let write = await run(folder, ["audit", "--write-known"])
        #expect(write.status == 0, "\(write.out)\(write.err)")
        #expect(write.out.contains("wrote known-findings.json: 1 known finding (audit, screen, view, message)"), "\(write.out)")
        // One line per finding, sorted, keys sorted: a change reads as a line in review.
        let written = try String(contentsOf: folder.url.appendingPathComponent("known-findings.json"), encoding: .utf8)
        #expect(written == """
            [
              {"audit":"offscreen","message":"extends past the window's right edge","screen":"Tiny-Tiny","view":"Title"}
            ]

            """, "\(written)")

        // Known: reported as such, failing nothing; record needs no --allow-findings.
        let after = await run(folder, ["audit"])
        #expect(after.status == 0, "\(after.out)")
        #expect(after.out.contains("known offscreen — Title: extends past the window's right edge"), "\(after.out)")
        #expect(await run(folder, ["record"]).status == 0)
        let test = await run(folder, ["test"])
        #expect(test.status == 0, "\(test.out)")
        #expect(test.out.contains("known findings (accepted in the knownFindings file, not failing): offscreen 1"), "\(test.out)")
        // The review page's overview counts them as known, not as a kind of change to review.
        #expect(await run(folder, ["review"]).status == 0)
        let page = try String(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report/index.html"), encoding: .utf8)
        #expect(page.contains("<a class=\"chip\" href=\"?kind=known%2Doffscreen\" data-filter=\"kind\" data-value=\"known-offscreen\">known-offscreen <b>"), "\(page)")
        let report = try String(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report.json"), encoding: .utf8)
        #expect(!page.contains("data-value=\"offscreen\""), "\(report)")

        // A second screen with the same fault is a new finding: it fails.
        try folder.write("App/Other.xib", IBAppFolderTests.xib(width: 80, height: 44, label: "Other"))
        let new = await run(folder, ["audit"])
        #expect(new.status == 1)
        #expect(new.out.contains("error offscreen — Title: extends past the window's right edge (App/Other.xib:"), "\(new.out)")
    }

    @Test func theFileMustBeDeclaredInsideTheProjectAndOutsideTheBaselines() async throws {
        let undeclared = try project(knownFindings: nil, files: ["App/Tiny.xib": Self.tiny])
        let missing = await run(undeclared, ["audit", "--write-known"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("error: --write-known needs a file to write: add `knownFindings: known-findings.json` to layoutcheck.yml"),
                "\(missing.err)")
        for (path, message) in [("Baselines/known.json", "knownFindings may not be in the baselines folder ('Baselines/known.json')"),
                                ("../known.json", "knownFindings must name a file inside the project's folder, not '../known.json'")] {
            let folder = try project(knownFindings: path, files: ["App/Tiny.xib": Self.tiny])
            let result = await run(folder, ["audit"])
            #expect(result.status == 2)
            #expect(result.err.contains("layoutcheck.yml:2:16: error: \(message)"), "\(result.err)")
        }
        let filtered = try project(knownFindings: "known.json", files: ["App/Tiny.xib": Self.tiny])
        let narrow = await run(filtered, ["audit", "--write-known", "--screen", "Tiny"])
        #expect(narrow.status == 2)
        #expect(narrow.err.contains("--write-known audits the whole matrix: drop the filters and --shard"), "\(narrow.err)")
        try filtered.write("known.json", "{not json")
        let corrupt = await run(filtered, ["audit"])
        #expect(corrupt.status == 2)
        #expect(corrupt.err.contains("known.json: error: known.json is not a known-findings file"), "\(corrupt.err)")
    }
}
