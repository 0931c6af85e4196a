import DeviceCatalog
import Foundation
@testable import InterfaceBuilder
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Localization
@testable import ProjectFiles
@testable import Reports
@testable import Scenarios
@testable import Snapshots

/// Edge values met below the commands: number formatting for JSON, plural rules and shard
/// arithmetic at Int's limits, XML-forbidden characters, the alias scan, the pseudo-locale
/// expansion and hash-order independence of errors.
@Suite struct InputEdgeTests {
    static func xib(storedX: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                            <rect key="frame" x="\(storedX)" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                        <constraint firstItem="big" firstAttribute="width" constant="10" id="c3"/>
                        <constraint firstItem="big" firstAttribute="height" constant="10" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// `frames --json` on documents storing huge origins: within the reader's ±10^7 points the
    /// output parses as JSON and carries the value; beyond it (1e303, which the old formatter
    /// printed as `inf`) the command fails at the element and prints no JSON at all.
    @Test func framesJSONStaysValidForHugeStoredFrames() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("huge.xib", Self.xib(storedX: "9999999.5"))
        let command = try FramesCommand.parse([file.path, "--json", "--no-stored-frame-tie-breakers"])
        let text = try command.evaluate().text
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let views = try #require(object?["views"] as? [[String: Any]])
        let big = try #require(views.first { $0["id"] as? String == "big" })
        // Pinned to the root's top-leading corner at 10 × 10, stored 1e303 points to the right.
        #expect(big["frame"] as? [Double] == [0, 0, 10, 10])
        #expect(big["stored"] as? [Double] == [9999999.5, 0, 10, 10])

        let beyond = try folder.write("beyond.xib", Self.xib(storedX: "1e303"))
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) { await layoutcheck(["frames", beyond.path, "--json"]) }
        #expect(status == 2)
        // The <rect> is on line 10 of the document.
        #expect(capture.standardError.hasPrefix("layoutcheck frames: \(beyond.path):10:"), "\(capture.standardError)")
        #expect(capture.standardOutput == "")
    }

    /// A view laid out at NaN or infinity cannot be JSON: the command fails naming the view.
    @Test func framesJSONRefusesNonFiniteFramesNamingTheView() throws {
        let device = try DeviceCatalog.device("iphone-15-pro")
        let view = IBViewFrame(id: "big", name: "UIView-big", className: "UIView", scene: "Main", frame: IBRect(x: .infinity, y: 0, width: .nan, height: 10),
                               stored: IBRect(x: 0, y: 0, width: 10, height: 10), hidden: false, hiddenInStack: false)
        let result = IBLayoutResult(device: device, orientation: .portrait, views: [view], notes: [], diagnostics: [],
                                    storedFrameTieBreakers: false)
        #expect(throws: LayoutCheckError.configuration("view 'big' (UIView, scene Main): its frame has x = inf, which JSON cannot hold; "
            + "the table output (without --json) shows it")) {
            try StoredFramesComparison.json(result)
        }
        // The table still shows it.
        #expect(StoredFramesComparison.table(result).contains("  big  UIView  [inf, 0, nan, 10]"))
    }

    @Test func numberFormattersNeverPrintInvalidJSON() {
        // Below 1e15 as before: rounded to 1e-6 (frames) or 1e-3 (baselines), integers without a fraction.
        #expect(StoredFramesComparison.number(20.5) == "20.5")
        #expect(StoredFramesComparison.number(-3) == "-3")
        // 1e303 · 1e6 overflows a double: the old formatter printed "inf".
        #expect(StoredFramesComparison.number(1e303) == "1e+303")
        #expect(FramesSnapshot.number(78.6666) == "78.667")
        // "%.3f" of 1e20 is "100000000000000000000.000"; stripping zeros left a bare "." before.
        #expect(FramesSnapshot.number(1e20) == "1e+20")
        #expect(FramesSnapshot.number(.nan) == "null")
        #expect(FramesSnapshot.number(-.infinity) == "null")
    }

    /// Baseline numbers print as `%.3f` of the value rounded to thousandths, trailing zeros and a
    /// bare point dropped, `-0` as `0`: checked against that printf rule over pixel values at
    /// every scale and over random values of every magnitude below 1e15 (fixed seed).
    @Test func baselineNumbersPrintAsThousandths() {
        func printf(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            if rounded == rounded.rounded() { return String(Int(rounded)) }
            var text = String(format: "%.3f", rounded)
            while text.hasSuffix("0") { text.removeLast() }
            return text
        }
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.005, 0.05, 1.0005, -2.675, 999_999_999_999.999]
        for pixels in -3000...3000 { for scale in [1.0, 2, 3] { values.append(Double(pixels) / scale) } }
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<20_000 {
            let magnitude = pow(10, Double(next() % 15)) * Double(next() % 1_000_000) / 1_000_000
            values.append(next() % 2 == 0 ? magnitude : -magnitude)
        }
        for value in values where FramesSnapshot.number(value) != printf(value) {
            Issue.record("\(value): \(FramesSnapshot.number(value)), printf rule \(printf(value))")
            return
        }
    }

    @Test func pluralRulesTakeTheMagnitudeOfInt64Min() {
        // |Int.min| = 9223372036854775808: mod 10 = 8, mod 100 = 8. Arabic: 3…10 → few.
        #expect(PluralCategory.forCount(Int.min, language: "ar") == .few)
        // Russian: mod 10 = 8 is neither one (1) nor few (2…4) → many.
        #expect(PluralCategory.forCount(Int.min, language: "ru") == .many)
        #expect(PluralCategory.forCount(Int.max, language: "en") == .other)
    }

    @Test func bazelShardIndexAtIntMaxIsAnError() throws {
        #expect(throws: LayoutCheckError.configuration("TEST_SHARD_INDEX=9223372036854775807 must be between 0 and TEST_TOTAL_SHARDS-1 (2-1)")) {
            try Shard.fromEnvironment(["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "9223372036854775807"])
        }
        // The last valid index of 2 shards is 1, which is shard 2/2.
        let expected = try Shard(index: 2, count: 2)
        #expect(try Shard.fromEnvironment(["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1"]) == expected)
    }

    @Test func pseudoExpansionIsALoop() {
        let expansion = AndroidPseudolocalizer.expansion
        // 19 words (3+3+5+4+4+3+5+5+4+3+6+6+8+8+8+7+9+8+6 = 105 letters) and 18 spaces: 123 bytes.
        #expect(expansion.count == 123)
        // n = 3 cuts after the word reaching past byte 4: "one two" (the space at index 7 ends it).
        #expect(String(decoding: AndroidPseudolocalizer.generateExpansion(3), as: UTF8.self) == "one two")
        // n = 124 + 3: the whole expansion, a space, then the cut for 3.
        #expect(AndroidPseudolocalizer.generateExpansion(124 + 3) == expansion + Array(" one two".utf8))
        // 100,000 repeats (12.4 MB) recursed 100,000 deep before: now (123 + 1) × 100,000 + 7 bytes.
        let long = AndroidPseudolocalizer.generateExpansion(124 * 100_000 + 3)
        #expect(long.count == 124 * 100_000 + 7)
        #expect(long.suffix(8) == Array(" one two".utf8))
    }

    /// Several bad stamp values: the error names the first in key order, on every run
    /// (the keys used to be visited in the process's hash order).
    @Test func baselineErrorsDoNotDependOnHashOrder() {
        let json = """
            {"format": 1, "scenario": "x", "stamp": {"zeta": 1, "beta": 2, "alpha": 3, "gamma": 4},
             "window": {"width": 1, "height": 1, "scale": 2}, "views": [], "diagnostics": []}
            """
        #expect(throws: LayoutCheckError(.baseline, at: SourceLocation(file: "b.json"), "corrupt frames baseline: stamp value \"alpha\" is not a string")) {
            try FramesSnapshot.decode(Data(json.utf8), file: "b.json")
        }
    }

    @Test func junitDropsCharactersXMLForbids() {
        #expect(JUnitReport.escape("a\u{1}b\u{FFFE}c\u{FFFF}d\te") == "a?b?c?d\te")
    }

    /// Stars and ampersands that cannot be YAML aliases or anchors pass the alias scan.
    @Test func aliasScanLeavesOrdinaryTextAlone() throws {
        // A glob in quotes, '&' followed by a blank, '*' inside a word: no anchor, no alias.
        try YAMLValue.refuseAliases(in: "locale: \"pseudo-*\"\ntitle: Terms & Conditions\nnote: a*b\n", file: "x.yml")
        // Only an alias (no anchor) is left to Yams, whose error is "undefined alias".
        try YAMLValue.refuseAliases(in: "a: *b\n", file: "x.yml")
        // Anchor in a flow list, alias right after ':' in a flow mapping: `b: {c:` is 6 characters, so line 2, column 7.
        #expect(throws: LayoutCheckError.configuration("YAML aliases are not supported (this file also defines an anchor at line 1): repeat the value instead",
                                                       at: SourceLocation(file: "x.yml", line: 2, column: 7))) {
            try YAMLValue.refuseAliases(in: "a: [&x 1]\nb: {c:*x}\n", file: "x.yml")
        }
    }
}
