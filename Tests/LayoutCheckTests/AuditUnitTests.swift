import AutoLayout
import Foundation
import Testing
@testable import LayoutCheck
@testable import Audits
@testable import Reports
@testable import Snapshots

/// The arithmetic behind the audits, checked against published values.
@Suite struct AuditUnitTests {
    @Test func contrastRatiosMatchWCAGsWorkedValues() {
        let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
        // WCAG's extremes: black on white is (1 + 0.05) / (0 + 0.05) = 21.
        #expect(abs(Audit.contrastRatio(black, white) - 21) < 1e-9)
        #expect(Audit.contrastRatio(white, white) == 1)
        // #767676 is the lightest grey that passes 4.5:1 on white: 0x76/255 = 0.4627 → linear
        // ((0.4627 + 0.055) / 1.055)^2.4 = 0.1812; 1.05 / 0.2312 = 4.54.
        let grey = Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255)
        #expect(abs(Audit.contrastRatio(grey, white) - 4.54) < 0.005)
    }

    @Test func translucentTextIsBlendedOverItsBackground() {
        // Black at 50% over white is mid grey (0.5 per channel).
        let blended = Audit.blend(Color(red: 0, green: 0, blue: 0, alpha: 0.5), over: Color(red: 1, green: 1, blue: 1))
        #expect(blended == Color(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func constraintTextDropsTheAddress() {
        #expect(constraintText("<NSLayoutConstraint:0x1c UIView:a.top == UIView:b.top   (active)>")
                == "NSLayoutConstraint UIView:a.top == UIView:b.top")
    }

    @Test func diagnosticChangesAreSaidInUIKitsWords() {
        let ambiguous = "AMBIGUOUS LAYOUT for UILabel:title.minY{id: 3} (vertical axis)"
        #expect(DiagnosticChange.summary(baseline: [], actual: [ambiguous])
                == "layout diagnostics changed: new: AMBIGUOUS LAYOUT for UILabel:title.minY{id: 3} (vertical axis)")
        let conflict = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x19 UIView:bar.height == 44   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x22 UIView:field.height == 40   (active)>
            """
        #expect(DiagnosticChange.summary(baseline: [conflict, ambiguous], actual: [ambiguous])
                == "layout diagnostics changed: gone: Unable to simultaneously satisfy constraints; breaking "
                    + "<NSLayoutConstraint:0x22 UIView:field.height == 40   (active)>")
    }

    @Test func gitHubAnnotationsPointAtTheDeclaration() {
        #expect(GitHubAnnotations.position("Screens/a.layout.yaml:12:5") == "file=Screens/a.layout.yaml,line=12,col=5,")
        #expect(GitHubAnnotations.position("Screens/a.xib") == "file=Screens/a.xib,")
        #expect(GitHubAnnotations.position(nil) == "")
    }
}
