import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Reports

/// Messages a team reads every day say what is wrong once, in plain words, at its place.
@Suite(.serialized) struct PlainMessageTests {
    @Test func aCorruptPNGBaselineIsNamedOnce() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        // The PNG signature, then two bytes: no IHDR chunk follows.
        try project.folder.write("Baselines/card/iphone-se-3-portrait/de-large.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]))
        #expect(await project.run("test") == 1)
        let png = try #require(try project.report().results.first { $0.name == "card/iphone-se-3-portrait/de-large" })
        let message = try #require(png.messages.first { $0.contains("corrupt PNG baseline") })
        #expect(message.hasPrefix("Baselines/card/iphone-se-3-portrait/de-large.png: error: corrupt PNG baseline: "), "\(message)")
        #expect(message.components(separatedBy: "de-large.png").count == 2, "the path once: \(message)")
    }

    /// Two 100 × 20 labels at the same place; the second is `alpha`'s value.
    static func overlapping(alpha: String?) -> String {
        let attribute = alpha.map { " alpha=\"\($0)\"" } ?? ""
        func label(_ id: String, _ name: String, extra: String = "") -> String {
            """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)"\(extra)>
                            <rect key="frame" x="20" y="20" width="100" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                                <constraint firstAttribute="height" constant="20" id="\(id)-h"/>
                            </constraints>
                        </label>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root-01-vie" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(label("lbl-01-abc", "Title"))
        \(label("lbl-02-abc", "Placeholder", extra: attribute))
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-01-are"/>
                    <constraints>
                        <constraint firstItem="lbl-01-abc" firstAttribute="leading" secondItem="root-01-vie" secondAttribute="leading" constant="20" id="c01-ab-cde"/>
                        <constraint firstItem="lbl-01-abc" firstAttribute="top" secondItem="root-01-vie" secondAttribute="top" constant="20" id="c02-ab-cde"/>
                        <constraint firstItem="lbl-02-abc" firstAttribute="leading" secondItem="root-01-vie" secondAttribute="leading" constant="20" id="c05-ab-cde"/>
                        <constraint firstItem="lbl-02-abc" firstAttribute="top" secondItem="root-01-vie" secondAttribute="top" constant="20" id="c06-ab-cde"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test func aTransparentLabelIsNoOverlap() async throws {
        // Both labels span x 20…120, y 20…40: a 100 × 20 pt overlap while both are drawn.
        let drawn = try IBAppFolderTests.project(["App/Card.xib": Self.overlapping(alpha: nil)])
        let seen = await drawn.layoutcheck(["audit"])
        #expect(seen.out.contains("warning overlap — Title: overlaps Placeholder"), "\(seen.out)")
        // alpha="0" (and alpha 0.0 as Xcode may write it): not drawn, so nothing overlaps.
        for alpha in ["0", "0.0"] {
            let transparent = try IBAppFolderTests.project(["App/Card.xib": Self.overlapping(alpha: alpha)])
            let audit = await transparent.layoutcheck(["audit"])
            #expect(audit.status == 0, "\(audit.out)\(audit.err)")
            #expect(!audit.out.contains("overlap"), "\(audit.out)")
        }
    }
}

/// An Interface Builder file's missing translations are said once per file in the summary.
@Suite struct StringsNotesTests {
    @Test func eachFilesNotesBecomeOneLine() {
        let table = "strings table of this file's name; its texts are shown in the document's language (as iOS does: set in code, or not translated yet)"
        let notes = [
            "note: App/Main.storyboard: no de \(table)",
            "note: App/Cell.xib: no de text for 'lbl-01.text' (view title); shown in the document's language",
            "note: the app's font Brand-Bold is measured in the system font",
            "note: App/Main.storyboard: no ja \(table)",
            "note: App/Cell.xib: no ja text for 'lbl-01.text' (view title); shown in the document's language",
            "note: App/Cell.xib: no ja text for 'btn-02.normalTitle' (view send); shown in the document's language",
        ]
        #expect(StringsNotes.merged(notes) == [
            "note: App/Main.storyboard: texts shown in the document's language, as iOS does: "
                + "no strings table of this file's name in de, ja (set in code, or not translated yet)",
            "note: App/Cell.xib: texts shown in the document's language, as iOS does: "
                + "no de, ja text for 'lbl-01.text' (view title); no ja text for 'btn-02.normalTitle' (view send)",
            "note: the app's font Brand-Bold is measured in the system font",
        ])
    }
}
