import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI

/// `frames` ends with how many views landed on Xcode's stored frames, and fails when one missed.
@Suite struct FramesSummaryTests {
    /// Two 100 × 50 views in a 375 × 200 root (iPhone 8, @2x, half-point tolerance + 1e-3):
    /// `a` is pinned at (10, 10) and stored there; `b` is pinned at (10, 80) but stored at
    /// (10, 90), 10 points off.
    static func document(storedY: Int, flag: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view id="root"><rect key="frame" x="0" y="0" width="375" height="200"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Header"><rect key="frame" x="10" y="10" width="100" height="50"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" \(flag)id="b"><rect key="frame" x="10" y="\(storedY)" width="100" height="50"/></view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="1"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="2"/>
                    <constraint firstItem="a" firstAttribute="width" constant="100" id="3"/>
                    <constraint firstItem="a" firstAttribute="height" constant="50" id="4"/>
                    <constraint firstItem="b" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="5"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="6"/>
                    <constraint firstItem="b" firstAttribute="width" constant="100" id="7"/>
                    <constraint firstItem="b" firstAttribute="height" constant="50" id="8"/>
                  </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func frames(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) { await LayoutCheckCommand.run(["frames"] + arguments) }
        return (status, capture.standardOutput, capture.standardError)
    }

    @Test func aMissExitsOneAndTheSummaryCountsIt() async throws {
        let folder = try TemporaryFolder()
        let xib = try folder.write("Two.xib", Self.document(storedY: 90))
        // The root and a match their stored frames; b is 10 points lower in the file than laid out.
        let run = await Self.frames([xib.path])
        #expect(run.status == 1)
        #expect(run.out.hasSuffix("2/3 views within one device pixel of Xcode's stored frames\n"), "\(run.out)")
        // With --json the summary goes to standard error, so standard output stays JSON.
        let json = await Self.frames([xib.path, "--json"])
        #expect(json.status == 1)
        #expect(json.out.hasSuffix("]}\n"))
        #expect(json.err.hasSuffix("2/3 views within one device pixel of Xcode's stored frames\n"))
    }

    @Test func allWithinToleranceExitsZero() async throws {
        let folder = try TemporaryFolder()
        let xib = try folder.write("Two.xib", Self.document(storedY: 80))
        let run = await Self.frames([xib.path])
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.hasSuffix("3/3 views within one device pixel of Xcode's stored frames\n"))
    }

    @Test func missesXcodeFlagsAreCountedApart() async throws {
        // b is stored 10 points off, and the file says so: Xcode marked it misplaced. Still a
        // miss (exit 1, 2/3), but the summary says the stored frame was not the constraints' result.
        let folder = try TemporaryFolder()
        let xib = try folder.write("Two.xib", Self.document(storedY: 90, flag: "misplaced=\"YES\" "))
        let run = await Self.frames([xib.path])
        #expect(run.status == 1)
        #expect(run.out.hasSuffix("2/3 views within one device pixel of Xcode's stored frames "
                                  + "(1 of the misses Xcode itself flags misplaced or ambiguous)\n"), "\(run.out)")
    }

    @Test func viewsCarryTheNameTestGivesThem() async throws {
        // `a` has the outline label "Header": `test` and baselines call it Header, so `frames`
        // prints it beside the IB id; `b` has none and is named by class and id, which the line
        // already shows, so nothing is added. JSON carries the name for every view.
        let folder = try TemporaryFolder()
        let xib = try folder.write("Two.xib", Self.document(storedY: 80))
        let run = await Self.frames([xib.path])
        #expect(run.out.contains("\n  a  \"Header\"  UIView  [10, 10, 100, 50]"), "\(run.out)")
        #expect(run.out.contains("\n  b  UIView  [10, 80, 100, 50]"), "\(run.out)")
        let json = await Self.frames([xib.path, "--json"])
        #expect(json.out.contains("{\"id\": \"a\", \"name\": \"Header\", \"class\": \"UIView\""), "\(json.out)")
        #expect(json.out.contains("{\"id\": \"b\", \"name\": \"UIView-b\", \"class\": \"UIView\""), "\(json.out)")
    }

    @Test func aFolderIsMeasuredFileByFileWithATotal() async throws {
        let folder = try TemporaryFolder()
        // Match.xib: all 3 views where stored. Off/Miss.xib: b 10 points off (2/3). A macOS xib
        // beside them is left out; a broken one is reported and the others still measured.
        try folder.write("App/Match.xib", Self.document(storedY: 80))
        try folder.write("App/Off/Miss.xib", Self.document(storedY: 90))
        try folder.write("App/Mac/Main.xib", IBAppFolderTests.macXib)
        let app = folder.url.appendingPathComponent("App").path
        let run = await Self.frames([app])
        #expect(run.status == 1)
        // Share right-aligned in 7 columns (tenths, rounded down), views in 9.
        #expect(run.out == " 100.0%        3/3  \(app)/Match.xib\n"
                + "  66.6%        2/3  \(app)/Off/Miss.xib\n"
                + "5/6 views within one device pixel of Xcode's stored frames in 2 files; 1 file for another platform left out\n",
                "\(run.out)")

        try folder.write("App/Broken.xib", "<document")
        let broken = await Self.frames([app])
        #expect(broken.status == 2)
        #expect(broken.err.contains("layoutcheck frames: \(app)/Broken.xib"), "\(broken.err)")
        #expect(broken.out.hasSuffix("5/6 views within one device pixel of Xcode's stored frames in 2 files; 1 file could not be read; "
                                     + "1 file for another platform left out\n"), "\(broken.out)")
        // --json and --scene are for one file.
        let json = await Self.frames([app, "--json"])
        #expect(json.status == 2)
        #expect(json.err.contains("--json lays out one file; give one file"), "\(json.err)")
    }
}
