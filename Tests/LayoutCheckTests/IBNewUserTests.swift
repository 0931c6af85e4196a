import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Reports

/// What a team adopting LayoutCheck with its own Interface Builder files meets first: screen
/// names copied from `list` select the screen, and audit findings point at the element.
@Suite(.serialized) struct IBNewUserTests {
    /// A root view labelled "Home Screen" (so the screen is `Home/Home Screen`, listed and stored
    /// as `Home-Home-Screen`) holding one label pinned only at its leading edge: nothing places it
    /// vertically, so the ambiguity audit reports it. The label's start tag is line 10.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root-01-view" userLabel="Home Screen">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc" userLabel="Greeting">
                        <rect key="frame" x="16" y="68" width="41" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-01-area"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstItem="lbl-01-abc" firstAttribute="leading" secondItem="safe-01-area" secondAttribute="leading" constant="16" id="c01-ab-cde"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Screens/Home.xib", Self.xib)
        try folder.write("Strings/en.lproj/Home.strings", "\"lbl-01-abc.text\" = \"Hello\";\n")
        try folder.write("layoutcheck.yml", """
        screens: [Screens]
        strings: [Strings]
        matrix:
          devices: [iPhone 15 Pro]
          locales: [en]

        """)
        return folder
    }

    private func run(_ folder: TemporaryFolder, _ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        await folder.layoutcheck(arguments)
    }

    @Test func theScreenNameListPrintsSelectsTheScreen() async throws {
        let folder = try project()
        let all = await run(folder, ["list"])
        #expect(all.status == 0)
        #expect(all.out == "Home-Home-Screen/iphone-15-pro-portrait/en-large\n")
        // The listed name, the declared name, a glob over either, and the file's name (every screen of
        // Home.xib) select the one scenario.
        for screen in ["Home-Home-Screen", "Home/Home Screen", "Home-Home-*", "Home/*", "Home"] {
            let listed = await run(folder, ["list", "--screen", screen])
            #expect(listed.status == 0, "--screen \(screen): \(listed.err)")
            #expect(listed.out == all.out, "--screen \(screen)")
        }
        // A typo still selects nothing and says so (exit 2), suggesting the declared name.
        let typo = await run(folder, ["list", "--screen", "Home-Home-Scren"])
        #expect(typo.status == 2)
        #expect(typo.err.contains("no scenario matches --screen Home-Home-Scren"), "\(typo.err)")
        // Part of the file's name is not its name.
        let prefix = await run(folder, ["list", "--screen", "Hom"])
        #expect(prefix.status == 2, "\(prefix.out)")
    }

    @Test func anAuditFindingNamesTheViewsLineInTheFile() async throws {
        let folder = try project()
        let audit = await run(folder, ["audit"])
        #expect(audit.status == 1)
        // Line 10, where the `<label` tag starts after 16 spaces (libxml2 itself reports the tag's end).
        let labelLine = Self.xib.split(separator: "\n", omittingEmptySubsequences: false)[9]
        #expect(labelLine.hasPrefix("                <label "))
        let location = "Screens/Home.xib:10:17"
        // Its height is the text's intrinsic height; only its y is left open.
        #expect(audit.out.contains("error ambiguous — Greeting: ambiguous layout: minY not determined on the vertical axis (\(location))"),
                "\(audit.out)")
    }

    @Test func aGroupTitleCountsWhatItLeavesOutInTheRightNumber() {
        func title(_ changes: Int) -> String {
            ChangeGroup(signature: (1...changes).map { "v\($0): moved +1 pt x" }, results: [], pattern: "", products: []).title
        }
        #expect(title(3) == "v1: moved +1 pt x; v2: moved +1 pt x; v3: moved +1 pt x")
        #expect(title(4) == "v1: moved +1 pt x; v2: moved +1 pt x; v3: moved +1 pt x; +1 more change")
        #expect(title(5) == "v1: moved +1 pt x; v2: moved +1 pt x; v3: moved +1 pt x; +2 more changes")
    }

    @Test func xibsAloneNeedNoStringTableForTheDevelopmentLanguage() async throws {
        // A team's first step: its xibs and a matrix in English, no `strings:` at all. The xib
        // holds its English text itself, so `en` (the development language) resolves without a
        // table, and recording works; a language that is neither is still refused at its place.
        let folder = try TemporaryFolder()
        try folder.write("Screens/Home.xib", Self.xib)
        try folder.write("layoutcheck.yml", "screens: [Screens]\nmatrix:\n  devices: [iPhone 15 Pro]\n  locales: [en]\n")
        let list = await run(folder, ["list"])
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out.contains("Home-Home-Screen/iphone-15-pro-portrait/en-large"), "\(list.out)")
        try folder.write("layoutcheck.yml", "screens: [Screens]\nmatrix:\n  devices: [iPhone 15 Pro]\n  locales: [en, de]\n")
        let german = await run(folder, ["list"])
        #expect(german.status == 2)
        #expect(german.err.contains("layoutcheck.yml:4:17: error: unknown locale 'de'"), "\(german.err)")
    }
}
