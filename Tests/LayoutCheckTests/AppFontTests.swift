import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles

/// The app's own fonts (`fonts:` in the project), stood in for by Noto Serif, which Debian's
/// fonts-noto-core installs beside the pinned fonts without it being pinned. From its `hmtx`
/// and `hhea`: 'a' advances 599/1000 em in Bold; ascender 1069, descender −293 of 1000.
@Suite(.serialized) struct AppFontTests {
    static let bold = "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"

    /// A project whose `Fonts/` folder holds a copy of NotoSerif-Bold.ttf, with one screen: a
    /// label in that font by PostScript name, 17 pt, pinned to the top-left of the root.
    func project(fonts: String = "fonts: [Fonts]") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Fonts/Brand/NotoSerif-Bold.ttf", try Data(contentsOf: URL(fileURLWithPath: Self.bold)))
        try folder.write("Screens/brand.layout.yaml", """
        views:
          - label: title
            literal: aaaa
            font: NotoSerif-Bold
            size: 17
        constraints:
          - title.leading == root.leading
          - title.top == root.top

        """)
        try folder.write("Strings/en.lproj/Localizable.strings", "\"unused\" = \"unused\";\n")
        try folder.write("layoutcheck.yml", """
        screens: [Screens]
        \(fonts)
        strings: [Strings]
        matrix:
          devices: [iPhone SE (3rd generation)]
          locales: [en]

        """)
        return folder
    }

    @Test func labelsInTheAppsFontAreMeasuredInIt() async throws {
        let folder = try project()
        let file = folder.url.appendingPathComponent("layoutcheck.yml").path
        // The title sits under the status bar (top == root.top): an audit finding this test is not about.
        #expect(await layoutcheck(["record", "--project", file, "--quiet", "--allow-findings"]) == 0)
        let json = String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("Baselines/brand/iphone-se-3-portrait/en-large.json")), as: UTF8.self)
        // 4 × 599/1000 × 17 = 40.732 → 41 on the @2x grid; (1069 + 293)/1000 × 17 = 23.154 → 23.5.
        #expect(json.contains(#"{"id": "title", "parent": "root", "frame": [0, 0, 41, 23.5]"#), "\(json)")
        // The stamp records the app's fonts too: a changed font file is a changed text stack.
        #expect(json.contains(#""appFonts": "1 files, sha256:"#))
    }

    /// `frames --font`: a label Xcode stored in the app's font, 41 × 23.5 (4 × 599/1000 × 17 =
    /// 40.732 → 41, 23.154 → 23.5 on @2x), is laid out at its stored size with the font given;
    /// without it the system font's narrower, shorter "aaaa" misses.
    @Test func framesMeasuresTheFontsItIsGiven() throws {
        let folder = try TemporaryFolder()
        let xib = try folder.write("Brand.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="375" height="100"/>
                      <subviews>
                        <label text="aaaa" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="41" height="23.5"/>
                          <fontDescription key="fontDescription" name="NotoSerif-Bold" family="Noto Serif" pointSize="17"/></label>
                      </subviews>
                      <constraints>
                        <constraint firstItem="l" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                        <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
                      </constraints>
                    </view>
                </objects>
            </document>
            """)
        let with = try FramesCommand.parse([xib.path, "--font", Self.bold]).evaluate()
        #expect(with.text.contains("  l  UILabel  [0, 0, 41, 23.5]  stored [0, 0, 41, 23.5]  diff [0, 0, 0, 0]"))
        #expect(!with.notes.contains { $0.contains("NotoSerif-Bold") })
        let without = try FramesCommand.parse([xib.path]).evaluate()
        #expect(!without.text.contains("  l  UILabel  [0, 0, 41, 23.5]"))
        #expect(without.notes.contains { $0.contains("font 'NotoSerif-Bold' is not available") })
        #expect(throws: (any Error).self) { try FramesCommand.parse([xib.path, "--font", "/nonexistent"]).evaluate() }
    }

    @Test func badFontEntriesAreErrorsAtTheirLine() throws {
        let missing = try project(fonts: "fonts: [Fonts, Missing]")
        #expect(throws: LayoutCheckError.configuration("no font file or folder 'Missing'",
                                                       at: SourceLocation(file: "layoutcheck.yml", line: 2, column: 16))) {
            try Workspace.load(projectFile: missing.url.appendingPathComponent("layoutcheck.yml"))
        }
        let notAFont = try project(fonts: "fonts: [Screens/brand.layout.yaml]")
        #expect(throws: LayoutCheckError.self) {
            try Workspace.load(projectFile: notAFont.url.appendingPathComponent("layoutcheck.yml"))
        }
        let empty = try project(fonts: "fonts: [Screens]")
        #expect(throws: LayoutCheckError.configuration("the folder 'Screens' holds no .ttf, .otf or .ttc file",
                                                       at: SourceLocation(file: "layoutcheck.yml", line: 2, column: 9))) {
            try Workspace.load(projectFile: empty.url.appendingPathComponent("layoutcheck.yml"))
        }
        // In a screen, a font needs its size, and is not combined with a Dynamic Type style.
        let sizeless = try project()
        try sizeless.write("Screens/brand.layout.yaml", "views:\n  - label: title\n    literal: a\n    font: NotoSerif-Bold\n")
        #expect(throws: LayoutCheckError.configuration("font needs a size",
                                                       at: SourceLocation(file: "Screens/brand.layout.yaml", line: 4, column: 11))) {
            try Workspace.load(projectFile: sizeless.url.appendingPathComponent("layoutcheck.yml"))
        }
        try sizeless.write("Screens/brand.layout.yaml", "views:\n  - label: title\n    literal: a\n    style: body\n    font: NotoSerif-Bold\n")
        #expect(throws: LayoutCheckError.configuration("give either style (Dynamic Type) or font, not both",
                                                       at: SourceLocation(file: "Screens/brand.layout.yaml", line: 5, column: 11))) {
            try Workspace.load(projectFile: sizeless.url.appendingPathComponent("layoutcheck.yml"))
        }
    }
}
