import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles
@testable import Reports

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
}
