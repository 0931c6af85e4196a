import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI

/// An Interface Builder screen (`Tiny.xib`'s one view, `Tiny/Tiny` inside) has one user-facing
/// spelling, its baseline folder's `Tiny-Tiny`: in messages, `list`, report.json and the review
/// page. `--screen` still takes the file's name or the slash form.
@Suite(.serialized) struct ScreenNameSpellingTests {
    @Test func oneSpellingEverywhere() async throws {
        // Tiny is 80 points wide and its label 100: an offscreen error in its one scenario.
        let folder = try IBAppFolderTests.project(["App/Tiny.xib": KnownFindingsTests.tiny])
        let list = await folder.layoutcheck(["list"])
        #expect(list.out == "Tiny-Tiny/iphone-15-pro-portrait/en-large\n", "\(list.out)")
        let test = await folder.layoutcheck(["test", "--quiet"])
        #expect(test.status == 1)
        #expect(test.out.contains("""
              error offscreen — Title: extends past the window's right edge (App/Tiny.xib:10:17)
                  in 1 scenario: Tiny-Tiny

            missing baselines: 1 scenario: Tiny-Tiny
            """), "\(test.out)")
        #expect(!test.out.contains("Tiny/Tiny"), "\(test.out)")
        let report = try String(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report.json"), encoding: .utf8)
        #expect(report.contains("\"screen\" : \"Tiny-Tiny\""), "\(report)")
        #expect(!report.contains("Tiny/Tiny"))
        #expect(await folder.layoutcheck(["review"]).status == 0)
        let page = try String(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report/index.html"), encoding: .utf8)
        #expect(page.contains("data-screen=\"Tiny-Tiny\""))
        #expect(!page.contains("Tiny/Tiny"))
        // A filter naming no screen lists the screens as they are spelt.
        let typo = await folder.layoutcheck(["list", "--screen", "Tinny"])
        #expect(typo.status == 2)
        #expect(typo.err.contains("no scenario matches --screen Tinny (screens: Tiny-Tiny)"), "\(typo.err)")
        // Each spelling a user may type selects it.
        for name in ["Tiny", "Tiny/Tiny", "Tiny-Tiny"] {
            #expect(await folder.layoutcheck(["list", "--screen", name]).out == list.out)
        }
    }

    @Test func aKnownFindingsFileWithTheSlashSpellingStillCounts() async throws {
        let folder = try IBAppFolderTests.project(["App/Tiny.xib": KnownFindingsTests.tiny], settings: "knownFindings: known.json")
        try folder.write("known.json", """
            [
              {"audit":"offscreen","message":"extends past the window's right edge","screen":"Tiny/Tiny","view":"Title"}
            ]

            """)
        let audit = await folder.layoutcheck(["audit"])
        #expect(audit.status == 0, "\(audit.out)")
        #expect(audit.out.contains("known offscreen — Title: extends past the window's right edge"), "\(audit.out)")
    }
}
