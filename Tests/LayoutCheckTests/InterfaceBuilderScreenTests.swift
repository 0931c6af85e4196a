import Foundation
import Testing
@testable import LayoutCheck
@testable import Snapshots

/// An Interface Builder file listed as a screen: it runs through the matrix like any other,
/// its texts localized by object id.
@Suite(.serialized) struct InterfaceBuilderScreenTests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root-01-view" userLabel="Greeting">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc">
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
                    <constraint firstItem="lbl-01-abc" firstAttribute="top" secondItem="safe-01-area" secondAttribute="top" constant="20" id="c02-ab-cde"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func xibScenesRunThroughTheMatrixWithTheirStrings() async throws {
        let project = try SampleProject()
        try project.folder.write("Screens/Greeting.xib", Self.xib)
        try project.folder.write("Strings/de.lproj/Greeting.strings", "\"lbl-01-abc.text\" = \"Guten Tag, willkommen\";\n")
        try project.folder.write("layoutcheck.yml", """
        screens: [Screens, Screens/Greeting.xib]
        strings: [Strings]
        matrix:
          devices: [iPhone 15 Pro]
          locales: [en, de, pseudo-bounded]
        """)
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: project.projectFile))
        // The folder lists its screens sorted by name ("Greeting.xib" before "card.layout.yaml"),
        // .xib included; naming the file again adds nothing.
        #expect(workspace.sources.map(\.name) == ["Greeting/Greeting", "card"])
        #expect(await project.run("record") == 0)
        // The scene's name "Greeting/Greeting" becomes one safe folder name.
        let files = project.baselineFiles().filter { $0.contains("Greeting") }
        #expect(files == ["Baselines/Greeting-Greeting/iphone-15-pro-portrait/de-large.json",
                          "Baselines/Greeting-Greeting/iphone-15-pro-portrait/en-large.json",
                          "Baselines/Greeting-Greeting/iphone-15-pro-portrait/pseudo-bounded-large.json"])
        func labelWidth(_ locale: String) throws -> Double {
            let data = try project.read("Baselines/Greeting-Greeting/iphone-15-pro-portrait/\(locale)-large.json")
            let snapshot = try FramesSnapshot.decode(data, file: locale)
            // No userLabel or accessibility identifier: the label is named by class and IB id.
            let label = try #require(snapshot.views.first { $0.id == "UILabel-lbl-01-abc" })
            return Double(label.width) / snapshot.scale
        }
        // English shows the document's "Hello"; German its longer translation; the bounded
        // pseudo-locale wraps the document's text in "[# … #]": both wider than "Hello".
        #expect(try labelWidth("de") > labelWidth("en"))
        #expect(try labelWidth("pseudo-bounded") > labelWidth("en"))
        #expect(await project.run("test") == 0)
        // A language whose table lacks the label's key shows the document's text, as iOS does, with
        // a note: German now lays out like English, which differs from its baseline.
        try project.folder.write("Strings/de.lproj/Greeting.strings", "\"other-id.text\" = \"x\";\n")
        #expect(await project.run("test") == 1)
        let german = try #require(try project.report().results.first { $0.name == "Greeting-Greeting/iphone-15-pro-portrait/de-large" })
        #expect(german.messages.contains("note: Screens/Greeting.xib: no de text for 'lbl-01-abc.text' (view UILabel-lbl-01-abc); shown in the document's language"))
        #expect(german.changedViews == ["UILabel-lbl-01-abc"])
        // With no German table of the file's own name (the app sets the text in code, or has not
        // translated the file), iOS shows the document's text too; one note says so for the file.
        try FileManager.default.removeItem(at: project.folder.url.appendingPathComponent("Strings/de.lproj/Greeting.strings"))
        try project.folder.write("Strings/de.lproj/Localizable.strings", "\"lbl-01-abc.title\" = \"x\";\n")
        #expect(await project.run("test") == 1)
        let untranslated = try #require(try project.report().results.first { $0.name == "Greeting-Greeting/iphone-15-pro-portrait/de-large" })
        #expect(untranslated.messages.filter { $0.hasPrefix("note:") } == [
            "note: Screens/Greeting.xib: no de strings table of this file's name; its texts are shown in the document's language (as iOS does: set in code, or not translated yet)",
        ])
        // A declared screen whose name is the IB screen's folder name is refused.
        try project.folder.write("Screens/clash.layout.yaml", "name: Greeting-Greeting\nviews: []\n")
        #expect(await project.run("list") == 2)
    }

    /// Views are named as the designer named them: the outline's label (`userLabel`), else the
    /// accessibility identifier, else class and IB id; two views with one label keep their ids.
    @Test func viewsAreNamedByTheirUserLabelOrAccessibilityIdentifier() async throws {
        let project = try SampleProject()
        let xib = Self.xib.replacingOccurrences(of: "id=\"lbl-01-abc\">", with: "id=\"lbl-01-abc\" userLabel=\"greetingLabel\">")
            .replacingOccurrences(of: "<nil key=\"highlightedColor\"/>",
                                  with: "<nil key=\"highlightedColor\"/><accessibility key=\"accessibilityConfiguration\" identifier=\"greeting\"/>")
        try project.folder.write("Screens/Greeting.xib", xib)
        try project.folder.write("layoutcheck.yml", """
        screens: [Screens/Greeting.xib]
        matrix:
          devices: [iPhone 15 Pro]
          locales: [en-XA]
        """)
        #expect(await project.run("record", "--allow-findings") == 0)
        let data = try project.read("Baselines/Greeting-Greeting/iphone-15-pro-portrait/en-XA-large.json")
        let ids = try FramesSnapshot.decode(data, file: "x").views.map(\.id)
        #expect(ids.contains("greetingLabel"), "\(ids)")
        // Without the outline label, the accessibility identifier names it.
        try project.folder.write("Screens/Greeting.xib", xib.replacingOccurrences(of: " userLabel=\"greetingLabel\"", with: ""))
        #expect(await project.run("record", "--allow-findings") == 0)
        let again = try FramesSnapshot.decode(try project.read("Baselines/Greeting-Greeting/iphone-15-pro-portrait/en-XA-large.json"), file: "x")
        #expect(again.views.map(\.id).contains("greeting"))
    }
}

/// A table cell laid out by `test` as `frames` and Xcode's canvas lay it out: at its stored
/// size, not stretched to the device's screen with the device's insets.
@Suite struct InterfaceBuilderCellScreenTests {
    static let cell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell-01" userLabel="PriceCell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell-01" id="cv-01">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="9.99" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01" userLabel="priceLabel">
                            <rect key="frame" x="20" y="12" width="100" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-01" firstAttribute="leading" secondItem="cv-01" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="lbl-01" firstAttribute="centerY" secondItem="cv-01" secondAttribute="centerY" id="c2"/>
                        <constraint firstItem="lbl-01" firstAttribute="width" constant="100" id="c3"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

    @Test func aCellIsLaidOutAtItsStoredSize() async throws {
        let project = try SampleProject()
        try project.folder.write("Cells/PriceCell.xib", Self.cell)
        try project.folder.write("layoutcheck.yml", """
        screens: [Cells]
        matrix:
          devices: [iPhone 15 Pro]
          orientations: [portrait, landscape]
          locales: [en-XA]
        """)
        #expect(await project.run("record", "--allow-findings") == 0)
        for orientation in ["portrait", "landscape"] {
            let data = try project.read("Baselines/PriceCell-PriceCell/iphone-15-pro-\(orientation)/en-XA-large.json")
            let snapshot = try FramesSnapshot.decode(data, file: orientation)
            // The window is the cell's stored 320 × 44 in both orientations, not the 393 × 852
            // (or 852 × 393) screen; a cell has no safe-area insets.
            #expect(snapshot.windowWidth == 320 && snapshot.windowHeight == 44)
            // The label: leading 20 from the content view, 100 wide (constants c1 and c3), in
            // device pixels at @3x: x = 60, width = 300.
            let label = try #require(snapshot.views.first { $0.id == "priceLabel" })
            #expect(label.x == 60 && label.width == 300)
        }
        #expect(await project.run("test") == 0)
    }
}
