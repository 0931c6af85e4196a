import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Reports

/// The fonts iOS ships, named in screen files and Interface Builder files, measured in their
/// stand-ins (`IOSFonts`): Liberation Mono for Courier New (11 × 1229/2048 em per glyph), DejaVu
/// Sans Mono for Menlo (1233/2048 em), with those faces' line boxes: Liberation Mono's hhea
/// ascender 1705 and descender 615 of 2048, DejaVu Sans Mono's 1901 and 483.
@Suite(.serialized) struct IOSFontScreenTests {
    func project(screen: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Screens/code.layout.yaml", screen)
        try folder.write("Strings/en.lproj/Localizable.strings", "\"unused\" = \"unused\";\n")
        try folder.write("layoutcheck.yml", """
        screens: [Screens]
        strings: [Strings]
        matrix:
          devices: [iPhone SE (3rd generation), iPhone 15 Pro]
          locales: [en]

        """)
        return folder
    }

    /// Two labels in fonts iOS ships, on the SE (@2x): "1.0.0 (222)" in CourierNewPSMT 17 pt is
    /// 11 × 1229/2048 × 17 = 112.218 → 112.5 wide, (1705 + 615)/2048 × 17 = 19.258 → 19.5 tall;
    /// "let x = 1" in Menlo-Regular 13 pt is 9 × 1233/2048 × 13 = 70.44 → 70.5 wide,
    /// (1901 + 483)/2048 × 13 = 15.13 → 15.5 tall; under the SE's 20 pt status bar. The run
    /// names each substitution once.
    @Test func screenFilesNameThemAsIOSDoes() async throws {
        let folder = try project(screen: """
        views:
          - label: version
            literal: 1.0.0 (222)
            font: CourierNewPSMT
            size: 17
          - label: code
            literal: let x = 1
            font: Menlo-Regular
            size: 13
        constraints:
          - version.leading == safeArea.leading
          - version.top == safeArea.top
          - code.leading == safeArea.leading
          - code.top == safeArea.top + 40

        """)
        let record = await folder.layoutcheck(["record", "--quiet", "--allow-findings"])
        #expect(record.status == 0, "\(record.out)\(record.err)")
        let json = String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("Baselines/code/iphone-se-3-portrait/en-large.json")),
                          as: UTF8.self)
        #expect(json.contains(#"{"id": "version", "parent": "root", "frame": [0, 20, 112.5, 19.5]"#), "\(json)")
        #expect(json.contains(#"{"id": "code", "parent": "root", "frame": [0, 60, 70.5, 15.5]"#), "\(json)")
        let test = await folder.layoutcheck(["test", "--quiet"])
        #expect(test.status == 0, "\(test.out)")
        let report = try RunReport.decode(Data(contentsOf: folder.url.appendingPathComponent(".layoutcheck/report.json")), file: "report.json")
        #expect(report.notes == ["Courier New → Liberation Mono (metric-compatible)", "Menlo → DejaVu Sans Mono (metric-compatible)"])
    }

    /// A name that is no font anybody has fails the scenario, naming the view and its line in the
    /// screen file, and the names that exist.
    @Test func anUnknownFontNamesTheViewAndWhatExists() async throws {
        let folder = try project(screen: """
        views:
          - label: title
            literal: Hello
            font: Lato-Bold
            size: 17
        constraints:
          - title.leading == root.leading
          - title.top == root.top

        """)
        let record = await folder.layoutcheck(["record", "--quiet", "--allow-findings"])
        #expect(record.status != 0)
        #expect(record.out.contains("'title': unknown font 'Lato-Bold'"), "\(record.out)")
        #expect(record.out.contains("Screens/code.layout.yaml:2"), "\(record.out)")
        #expect(record.out.contains("known: Inter, Liberation Sans"), "\(record.out)")
        #expect(record.out.contains("Helvetica Neue"), "\(record.out)")
    }

    /// `frames`: a label Xcode stored at its intrinsic size in Courier New, after tinode/ios's
    /// Tinodios/Base.lproj/Main.storyboard (blob 8cbcd1bca1faf9d24cfca66cfbf916d422464d1c,
    /// label 71p-KF-hSv, on an @3x iPhone 8 Plus): 112.333 × 19.333, which Liberation Mono gives
    /// (112.218 → 337/3 wide, 19.258 → 58/3 tall); the note names the substitution.
    @Test func framesMeasuresThemLikeXcodeStoredThem() throws {
        let folder = try TemporaryFolder()
        let xib = try folder.write("Version.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina5_5" orientation="portrait" appearance="light"/>
                <objects>
                    <view id="root"><rect key="frame" x="0" y="0" width="414" height="100"/>
                      <subviews>
                        <label text="1.0.0 (222)" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="112.33333333333333" height="19.333333333333332"/>
                          <fontDescription key="fontDescription" name="CourierNewPSMT" family="Courier New" pointSize="17"/></label>
                      </subviews>
                      <constraints>
                        <constraint firstItem="l" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                        <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
                      </constraints>
                    </view>
                </objects>
            </document>
            """)
        let output = try FramesCommand.parse([xib.path]).evaluate()
        #expect(output.matched == output.compared, "\(output.text)")
        #expect(output.text.contains("  l  UILabel  "), "\(output.text)")
        #expect(output.notes == ["Courier New → Liberation Mono (metric-compatible)"], "\(output.notes)")
    }
}
