import Foundation
import Testing
import UIKitCompat
@testable import LayoutCheck
@testable import LayoutCheckCLI

/// Text in a view that conflicting constraints lay out narrower than nothing: found on a real
/// app's storyboard at AX3 (calliope-mini-flash-app-iOS's ProjectAndSensors.storyboard), where
/// the run stopped with "invalid text request: maxWidth -2009.3 is not a width" and no view named.
@Suite(.serialized) struct OverConstrainedTextTests {
    /// A multi-line label pinned 300 pt from both edges of the SE's 375-pt window: its width is
    /// (375 − 300) − 300 = −225. UIKit keeps such a frame; its text wraps as at zero width, one
    /// grapheme a line: "Hi" is 2 lines of the 17-pt body font, 2 × 20.287 = 40.57 → 41 at @2x.
    /// The negative width is the audit's finding, not an error that stops the scenario.
    @Test func aLabelLaidOutNarrowerThanNothingWrapsAtZeroWidth() async throws {
        let folder = try TemporaryFolder()
        try folder.write("Screens/over.layout.yaml", """
        views:
          - label: note
            literal: Hi
            lines: 0
        constraints:
          - note.leading == root.leading + 300
          - note.trailing == root.trailing - 300
          - note.top == root.top + 100

        """)
        try folder.write("Strings/en.lproj/Localizable.strings", "\"unused\" = \"unused\";\n")
        try folder.write("layoutcheck.yml", """
        screens: [Screens]
        strings: [Strings]
        matrix:
          devices: [iPhone SE (3rd generation)]
          locales: [en]

        """)
        let record = await folder.layoutcheck(["record", "--allow-findings"])
        #expect(record.status == 0, "\(record.out)\(record.err)")
        #expect(!record.out.contains("invalid text request"), "\(record.out)")
        #expect(record.out.contains("note: laid out with a negative width"), "\(record.out)")
        let json = String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("Baselines/over/iphone-se-3-portrait/en-large.json")),
                          as: UTF8.self)
        #expect(json.contains(#"{"id": "note", "parent": "root", "frame": [300, 100, -225, 41], "lines": 2"#), "\(json)")
    }

    /// Text that cannot be measured at all (a 5,000-pt font from Swift code; TextLayout takes
    /// sizes up to 4,096) stops its scenario with a message that names the label showing it.
    @Test func unmeasurableTextNamesItsView() async throws {
        let folder = try TemporaryFolder()
        let screen = ScreenSource.swift("poster") { _ in
            let root = UIView()
            let title = UILabel()
            title.accessibilityIdentifier = "posterTitle"
            title.text = "Sale"
            title.font = UIFont.systemFont(ofSize: 5000)
            title.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(title)
            NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         title.topAnchor.constraint(equalTo: root.topAnchor)])
            return root
        }
        let report = try await LayoutCheck.run([screen], baselines: folder.url.appendingPathComponent("Baselines"), record: true)
        let messages = report.results.flatMap(\.messages)
        #expect(!report.isPassing)
        #expect(messages.contains { $0.contains("'posterTitle': invalid text request: point size 5000.0 is not in (0, 4096]") },
                "\(messages)")
    }
}
