import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI

/// One small screen per audit, run through the real commands: each finding fails `record` and
/// `test` with exit status 1 and the exact grouped line (view, message, declaration, scenario
/// pattern), and passes once the rule is `off` or an exception with a reason covers it.
@Suite struct AuditEndToEndTests {
    struct Case: Sendable, CustomStringConvertible {
        var audit: String
        var screen: String
        /// The matrix lines of layoutcheck.yml.
        var matrix: String
        /// `audits:` entries that make a warning-level audit an error for this case.
        var severity: String = ""
        var finding: String
        var pattern: String
        /// The screen's file name in `Screens/`.
        var file = "s.layout.yaml"
        var description: String { "\(audit) (\(file))" }
    }

    static let cases: [Case] = [
        // inputBar is 44 tall and messageField fills it, yet messageField.height == 40 (line 14):
        // four required constraints that cannot hold; the last one added is broken.
        Case(audit: "conflict", screen: """
            views:
              - view: inputBar
                subviews:
                  - view: messageField
            constraints:
              - inputBar.leading == safeArea.leading
              - inputBar.trailing == safeArea.trailing
              - inputBar.bottom == safeArea.bottom
              - inputBar.height == 44
              - messageField.leading == inputBar.leading + 8
              - messageField.trailing == inputBar.trailing - 8
              - messageField.top == inputBar.top
              - messageField.bottom == inputBar.bottom
              - messageField.height == 40
            """, matrix: "locales: [en, de]",
             finding: "  error conflict — messageField: conflicting required constraints (4); UIKit breaks "
                + "NSLayoutConstraint UIView:messageField.height == 40 (Screens/s.layout.yaml:14:5)",
             pattern: "      in 2 scenarios: s × all locales"),
        // A xib's top-level table cell, 63 tall, whose button needs 10 + 40 + 10 = 60: the six
        // required constraints (window height, cell and content view heights, top, bottom, the
        // button's height) cannot all hold, and the content view's height is what gives way. The
        // finding is on the content view (unnamed: class and id), declared on line 6, column 7; the
        // file's one scene, a cell without a class or label, is named by its UIKit class.
        Case(audit: "conflict", screen: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
              <device id="retina6_1" orientation="portrait"/>
              <objects>
                <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0" y="0" width="320" height="63"/>
                  <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content"><rect key="frame" x="0" y="0" width="320" height="63"/>
                    <subviews><button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="8" y="10" width="304" height="43"/>
                      <constraints><constraint firstAttribute="height" constant="40" id="h"/></constraints>
                    </button></subviews>
                    <constraints>
                      <constraint firstItem="b" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="t"/>
                      <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="10" id="m"/>
                      <constraint firstItem="b" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="l"/>
                      <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="8" id="r"/>
                    </constraints>
                  </tableViewCellContentView>
                </tableViewCell>
              </objects>
            </document>
            """, matrix: "locales: [en]",
             finding: "  error conflict — UITableViewCellContentView-content: conflicting required constraints (6); the content needs "
                + "less height than its cell, so the content view's height gives way (as Xcode lays out a top-level cell): "
                + "NSAutoresizingMaskLayoutConstraint h=-&- v=-&- UIView:UITableViewCellContentView-content.height == UIView:UITableViewCell-cell.height   "
                + "(active, names: '|':UIView:UITableViewCell-cell ) (Screens/s.xib:6:7)",
             pattern: "      in 1 scenario: s-UITableViewCell", file: "s.xib"),
        // Only the label's top is constrained: its x is free (the label is declared on line 2, column 12).
        Case(audit: "ambiguous", screen: """
            views:
              - label: loose
                literal: Loose
            constraints:
              - loose.top == safeArea.top + 16
            """, matrix: "locales: [en]",
             finding: "  error ambiguous — loose: ambiguous layout: minX not determined on the horizontal axis (Screens/s.layout.yaml:2:12)",
             pattern: "      in 1 scenario: s"),
        // iPhone 15 Pro landscape: 393 pt tall, safe area bottom at 393 − 21 = 372. The button's top
        // is at 330; at the default size its body-style title makes it about 34 pt tall (ends near
        // 364), at AX3 (40 pt type) well over 42 pt, so it crosses 372 only there. Portrait
        // (852 − 34 = 818) has room at both sizes.
        Case(audit: "offscreen", screen: """
            views:
              - button: submit
                literal: Continue
                style: body
            constraints:
              - submit.leading == safeArea.leading + 16
              - submit.top == safeArea.top + 330
            """, matrix: "locales: [en]\n  orientations: [portrait, landscape]\n  sizes: [large, AX3]",
             finding: "  error offscreen — submit: extends outside the safe area (bottom) (Screens/s.layout.yaml:2:13)",
             pattern: "      in 1 scenario: s × landscape × accessibilityExtraLarge"),
        // 120 pt holds "Sign in" (about 55 pt at 17 pt) but not "Anmeldung fortsetzen" (about 170 pt).
        Case(audit: "truncated", screen: """
            views:
              - label: title
                text: title
            constraints:
              - title.leading == safeArea.leading + 16
              - title.top == safeArea.top + 16
              - title.width == 120
            """, matrix: "locales: [en, de]",
             finding: "  error truncated — title: text truncated on its single line (Screens/s.layout.yaml:2:12)",
             pattern: "      in 1 scenario: s × de"),
        // Both buttons start 100 pt down, 10 pt apart: each is wider than 10 pt, so they overlap.
        Case(audit: "overlap", screen: """
            views:
              - button: first
                literal: One
              - button: second
                literal: Two
            constraints:
              - first.leading == safeArea.leading + 16
              - first.top == safeArea.top + 100
              - second.leading == safeArea.leading + 26
              - second.top == safeArea.top + 100
            """, matrix: "locales: [en]", severity: "overlap: error",
             finding: "  error overlap — first: overlaps second (Screens/s.layout.yaml:2:13)",
             pattern: "      in 1 scenario: s"),
        Case(audit: "touchTarget", screen: """
            views:
              - button: close
                literal: X
            constraints:
              - close.leading == safeArea.leading + 16
              - close.top == safeArea.top + 16
              - close.width == 30
              - close.height == 30
            """, matrix: "locales: [en]", severity: "touchTarget: error",
             finding: "  error touchTarget — close: touch target smaller than 44 × 44 pt (width and height) (Screens/s.layout.yaml:2:13)",
             pattern: "      in 1 scenario: s"),
        // `body` sets a text style, so the screen supports Dynamic Type; `fixed` (line 5) does not follow it.
        Case(audit: "textScaling", screen: """
            views:
              - label: body
                literal: Body text
                style: body
              - label: fixed
                literal: Fixed text
                size: 15
            constraints:
              - body.leading == safeArea.leading + 16
              - body.top == safeArea.top + 16
              - fixed.leading == safeArea.leading + 16
              - fixed.top == safeArea.top + 60
            """, matrix: "locales: [en]", severity: "textScaling: error",
             finding: "  error textScaling — fixed: fixed 15 pt font does not follow Dynamic Type (Screens/s.layout.yaml:5:12)",
             pattern: "      in 1 scenario: s"),
        // `left` (line 4) stays on the left in Arabic while the rest of the screen mirrors.
        Case(audit: "rtlMirroring", screen: """
            views:
              - view: badge
            constraints:
              - badge.left == safeArea.left + 16
              - badge.top == safeArea.top + 16
              - badge.width == 40
              - badge.height == 40
            """, matrix: "locales: [en, ar]", severity: "rtlMirroring: error",
             finding: "  error rtlMirroring — badge: constrained with left/right, which does not mirror: NSLayoutConstraint "
                + "UIView:badge.left == UILayoutGuide:'UIViewSafeAreaLayoutGuide'(UIView:root).left + 16 (Screens/s.layout.yaml:4:5)",
             pattern: "      in 1 scenario: s × ar"),
        // #CCCCCC: sRGB 0.8 → linear ((0.8 + 0.055) / 1.055)^2.4 = 0.6038; against white
        // (1 + 0.05) / (0.6038 + 0.05) = 1.61, below 4.5 for 17 pt regular text.
        Case(audit: "contrast", screen: """
            views:
              - label: quiet
                literal: Quiet
                color: "#CCCCCC"
            constraints:
              - quiet.leading == safeArea.leading + 16
              - quiet.top == safeArea.top + 16
            """, matrix: "locales: [en]", severity: "contrast: error",
             finding: "  error contrast — quiet: text contrast 1.61:1 is below 4.5:1 (WCAG AA) (Screens/s.layout.yaml:2:12)",
             pattern: "      in 1 scenario: s"),
    ]

    private func project(_ c: Case, audits: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Screens/\(c.file)", c.screen + "\n")
        for (language, title) in [("en", "Sign in"), ("de", "Anmeldung fortsetzen"), ("ar", "تسجيل")] {
            try folder.write("Strings/\(language).lproj/Localizable.strings", "\"title\" = \"\(title)\";\n")
        }
        try folder.write("layoutcheck.yml", """
            screens: [Screens]
            strings: [Strings]
            matrix:
              devices: [iPhone 15 Pro]
              \(c.matrix)
            audits:
              \(audits)

            """)
        return folder
    }

    private func run(_ folder: TemporaryFolder, _ arguments: [String]) async -> (status: Int32, out: String) {
        let capture = CommandOutput.Capture()
        let file = folder.url.appendingPathComponent("layoutcheck.yml").path
        let status = await CommandOutput.$capture.withValue(capture) {
            await layoutcheck(arguments + ["--project", file, "--quiet"])
        }
        return (status, capture.standardOutput + capture.standardError)
    }

    @Test(arguments: cases) func findingFailsRecordAndTest(_ c: Case) async throws {
        let folder = try project(c, audits: c.severity.isEmpty ? "exceptions: []" : c.severity)
        let record = await run(folder, ["record"])
        #expect(record.status == 1, "\(record.out)")
        #expect(record.out.contains(c.finding + "\n" + c.pattern + "\n"), "\(record.out)")
        #expect(record.out.contains("record: baselines written, but audits found errors"))
        // The baselines were written: `test` now compares equal frames and still fails on the finding.
        let test = await run(folder, ["test"])
        #expect(test.status == 1, "\(test.out)")
        #expect(test.out.contains(c.finding + "\n" + c.pattern + "\n"), "\(test.out)")
        let junit = try String(contentsOf: folder.url.appendingPathComponent(".layoutcheck/junit.xml"), encoding: .utf8)
        #expect(junit.contains("<failure message=\"audit: \(c.audit)"), "\(junit)")
        #expect(await run(folder, ["record", "--allow-findings"]).status == 0)
    }

    @Test(arguments: cases) func ruleOffPasses(_ c: Case) async throws {
        let folder = try project(c, audits: "\(c.audit): off")
        #expect(await run(folder, ["record"]).status == 0)
        let test = await run(folder, ["test"])
        #expect(test.status == 0, "\(test.out)")
        #expect(!test.out.contains(" \(c.audit) — "))
    }

    @Test(arguments: cases) func exceptionWithAReasonPasses(_ c: Case) async throws {
        let exception = """
            \(c.severity)
              exceptions:
                - {audit: \(c.audit), screen: s, reason: accepted for this test}
            """
        let folder = try project(c, audits: exception.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(await run(folder, ["record"]).status == 0)
        #expect(await run(folder, ["test"]).status == 0)
        #expect(await run(folder, ["audit"]).status == 0)
    }

    @Test func anExceptionWithoutAReasonIsBadConfiguration() async throws {
        let folder = try project(Self.cases[0], audits: "exceptions:\n    - {audit: conflict, screen: s}")
        let result = await run(folder, ["test"])
        #expect(result.status == 2)
        // The exception's flow mapping starts on line 8 (after 5 matrix lines and `audits:`), column 7.
        #expect(result.out.contains("layoutcheck.yml:8:7: error: an audit exception is missing the key 'reason'"), "\(result.out)")
    }

    @Test func anUnknownSeverityNamesItsPlace() async throws {
        let folder = try project(Self.cases[0], audits: "conflict: loud")
        let result = await run(folder, ["audit"])
        #expect(result.status == 2)
        #expect(result.out.contains("audits.conflict must be error, warning or off, not 'loud'"), "\(result.out)")
    }
}
