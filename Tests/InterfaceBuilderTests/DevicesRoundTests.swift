import AutoLayout
import DeviceCatalog
import Foundation
import Testing
@testable import InterfaceBuilder

/// Issue 28, items 3, 5 and 6: Xcode 16's and 26's device ids, unknown ids laid out on their
/// canvas, one-line files located exactly, and no negative sizes.
@Suite struct DevicesRoundTests {
    // MARK: Device ids (docs/ib-devices.md)

    @Test func xcode16DeviceIdsMapToTheirScreens() throws {
        // retina6_3: iPhone 16 Pro, 402 × 874 @3x, top 62 (NetNewsWire's Main.storyboard root).
        let pro = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_3", toolsVersion: "32700.99.1234")
        #expect(pro.id == "iphone-16-pro")
        #expect(pro.portraitSize == Size(width: 402, height: 874))
        #expect(pro.scale == 3)
        #expect(pro.safeArea(.portrait) == EdgeInsets(top: 62, bottom: 34))
        #expect(pro.safeArea(.landscape) == EdgeInsets(left: 62, bottom: 21, right: 62))
        // retina6_9: iPhone 16 Pro Max, 440 × 956 (owntracks' Storyboard.storyboard root), wR hC in landscape.
        let max = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_9", toolsVersion: "32700.99.1234")
        #expect(max.id == "iphone-16-pro-max")
        #expect(max.portraitSize == Size(width: 440, height: 956))
        #expect(max.sizeClasses(.landscape) == .regularWidthCompactHeight)
        // iPad13_0rounded, with Xcode's capital I: iPad Pro 13" (M4), 1032 × 1376, 24/20 (threema).
        let pad = try DeviceCatalog.interfaceBuilderDevice(id: "iPad13_0rounded", toolsVersion: "23727")
        #expect(pad.id == "ipad-pro-13-m4")
        #expect(pad.portraitSize == Size(width: 1032, height: 1376))
        #expect(pad.safeArea(.portrait) == EdgeInsets(top: 24, bottom: 20))
        // Ids compare case-insensitively.
        #expect(try DeviceCatalog.interfaceBuilderDevice(id: "ipad13_0rounded", toolsVersion: nil).id == "ipad-pro-13-m4")
        // Xcode 16's doubling canvases (builds 23727..<32700) double the 16 Pro's insets as the others'.
        let doubled = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_3", toolsVersion: "24765")
        #expect(doubled.safeArea(.portrait) == EdgeInsets(top: 124, bottom: 68))
    }

    @Test func newPhonesAndPadsAreNamedInTheCatalogue() throws {
        // HIG device table: the 16e has the 14's 390 × 844; the 17 and 17 Pro the 16 Pro's 402 × 874;
        // facts §10.2: iPad (A16) and iPad Air 11" (M3) are 820 × 1180, iPad Pro 13" (M5) 1032 × 1376.
        #expect(try DeviceCatalog.device("iPhone 16e").id == "iphone-14")
        #expect(try DeviceCatalog.device("iPhone 17").id == "iphone-16-pro")
        #expect(try DeviceCatalog.device("iPhone 17 Pro").id == "iphone-16-pro")
        #expect(try DeviceCatalog.device("iPhone 17 Pro Max").id == "iphone-16-pro-max")
        #expect(try DeviceCatalog.device("iPad (A16)").portraitSize == Size(width: 820, height: 1180))
        #expect(try DeviceCatalog.device("iPad Air 11-inch (M3)").id == "ipad-10")
        #expect(try DeviceCatalog.device("iPad Pro 13-inch (M5)").id == "ipad-pro-13-m4")
        #expect(try DeviceCatalog.device("iPad Pro 11-inch (M5)").portraitSize == Size(width: 834, height: 1210))
    }

    @Test func canvasDeviceForAnUnknownId() {
        // A canvas that is a catalogue screen (either orientation) is that device.
        let exact = DeviceCatalog.canvasDevice(forUnknownInterfaceBuilderID: "retina7_0", canvas: Size(width: 874, height: 402))
        #expect(exact.exact && exact.device.id == "iphone-16-pro")
        // 420 × 912: |dw| + |dh| is 22 to the iPhone 11 (414 × 896, @2x), to the 14 Plus (428 × 926)
        // and to the 11 Pro Max (414 × 896, @3x); the @3x ones win the tie, the 14 Plus first in the
        // catalogue: its scale and safe areas (47/34), the canvas as its screen.
        let near = DeviceCatalog.canvasDevice(forUnknownInterfaceBuilderID: "retina6_5_2", canvas: Size(width: 420, height: 912))
        #expect(!near.exact)
        #expect(near.device.id == "iphone-14-plus")
        #expect(near.device.portraitSize == Size(width: 420, height: 912))
        #expect(near.device.scale == 3)
        #expect(near.device.safeArea(.portrait) == EdgeInsets(top: 47, bottom: 34))
        // An `ipad…` id without a canvas: the newest full-screen iPad shape, the iPad (10th generation).
        let pad = DeviceCatalog.canvasDevice(forUnknownInterfaceBuilderID: "ipad11_1rounded", canvas: nil)
        #expect(pad.device.id == "ipad-10" && !pad.exact)
    }

    // MARK: Layout on the new devices

    @Test func aStoryboardSavedForRetina6_9LaysOut() throws {
        // Xcode 26 (build 24765, one of the doubling canvases) on retina6_9: 440 × 956, insets 2 × 62
        // = 124 on top and 2 × 34 = 68 below. `a` (30 × 30) is 28 from the leading edge and 8 below
        // the safe area's top: (28, 124 + 8 = 132, 30, 30).
        let top = try Snippet.read(Snippet.safeAreaBoxScene(device: "retina6_9", tools: "24765", width: 440, height: 956, edge: .top),
                                   file: "Max.storyboard")
        let result = try top.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        #expect(result.device.id == "iphone-16-pro-max")
        #expect(result.views.first { $0.id == "root" }?.frame == rect(0, 0, 440, 956))
        #expect(result.views.first { $0.id == "a" }?.frame == rect(28, 132, 30, 30))
        #expect(!result.notes.contains { $0.message.contains("unknown device") })
        // On the safe area's bottom: 956 − 68 − 30 = 858.
        let bottom = try Snippet.read(Snippet.safeAreaBoxScene(device: "retina6_9", tools: "24765", width: 440, height: 956, edge: .bottom))
        #expect(try bottom.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument)).views.first { $0.id == "a" }?.frame
                == rect(28, 858, 30, 30))
        // Saved by a newer Xcode writing the 32700.99.1234 placeholder: undoubled, 62 + 8 = 70.
        let placeholder = try Snippet.read(Snippet.safeAreaBoxScene(device: "retina6_9", tools: "32700.99.1234", width: 440,
                                                                    height: 956, edge: .top))
        #expect(try placeholder.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument)).views.first { $0.id == "a" }?.frame
                == rect(28, 70, 30, 30))
    }

    @Test func anUnknownDeviceIdLaysOutOnItsCanvasWithANote() throws {
        // A future phone's id with a 420 × 912 root: laid out on that canvas with the 14 Plus's
        // insets (canvasDeviceForAnUnknownId): `a` at (28, 47 + 8 = 55), the root 420 × 912.
        let text = Snippet.safeAreaBoxScene(device: "retina6_5_2", tools: "32700.99.1234", width: 420, height: 912, edge: .top)
        let doc = try Snippet.read(text, file: "Air.storyboard")
        let result = try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        #expect(result.views.first { $0.id == "root" }?.frame == rect(0, 0, 420, 912))
        #expect(result.views.first { $0.id == "a" }?.frame == rect(28, 55, 30, 30))
        #expect(result.device.portraitSize == Size(width: 420, height: 912))
        // One note for the file, at the <device> element (the storyboard's third line).
        let notes = result.notes.filter { $0.message.contains("unknown device id 'retina6_5_2'") }
        #expect(notes.count == 1)
        #expect(notes.first?.location.line == 3)
        #expect(notes.first?.location.file == "Air.storyboard")
        #expect(notes.first?.message.contains("420 × 912") == true)
        // documentDevice() answers the canvas device instead of an error.
        #expect(try doc.documentDevice().portraitSize == Size(width: 420, height: 912))
    }

    @Test func anUnknownIdOnAPhoneScreenIsThatPhone() throws {
        // A 393 × 852 root under an unknown id is the iPhone 15 Pro's screen: its 59-point top,
        // `a` at 59 + 8 = 67.
        let text = Snippet.safeAreaBoxScene(device: "retina6_1_9", tools: "32700.99.1234", width: 393, height: 852, edge: .top)
        let result = try Snippet.read(text).layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        #expect(result.device.id == "iphone-15-pro")
        #expect(result.views.first { $0.id == "a" }?.frame == rect(28, 67, 30, 30))
        #expect(result.notes.contains { $0.message.contains("unknown device id 'retina6_1_9'") && $0.message.contains("iPhone 15 Pro") })
    }

    // MARK: Reading in linear time, located exactly

    @Test func aOneLineFileNamesTheRightColumn() throws {
        // Everything on line 1. The head up to `<subviews>` is 302 characters (303 bytes: É takes
        // two), each of the 100 views 77, `</subviews><constraints>` 24: the bad constraint's `<`
        // is at column 302 + 100 × 77 + 24 + 1 = 8027.
        let head = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" "#
            + #"targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><device id="retina6_1" orientation="portrait"/><objects>"#
            + #"<view id="root" userLabel="Écran"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>"#
        let views = (0..<100).map { #"<view id="v\#(String(format: "%03d", $0))"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"# }
        let tail = #"</subviews><constraints><constraint firstItem="v000" firstAttribute="width" relation="sometimes" "#
            + #"constant="10" id="bad"/></constraints></view></objects></document>"#
        let text = head + views.joined() + tail
        #expect(!text.contains("\n"))
        do {
            _ = try IBDocumentReader.read(data: Data(text.utf8), file: "OneLine.xib")
            Issue.record("expected an error")
        } catch {
            #expect(error.location.description == "OneLine.xib:1:8027")
            #expect(error.message.contains("unknown relation 'sometimes'"))
        }
    }

    @Test func elementsOfAOneLineFileAreLocatedAtTheirTags() throws {
        // `<a><b/>é<c x="1"/><d/></a>`: a at 1, b at 4, é at 8, c at 9, d after `<c x="1"/>` (9 + 10 = 19).
        let root = try XMLTreeBuilder.parse(Data(#"<a><b/>é<c x="1"/><d/></a>"#.utf8), file: "L.xib")
        #expect(root.location.column == 1)
        #expect(root.children.map(\.location.column) == [4, 9, 19])
        #expect(root.children.allSatisfy { $0.location.line == 1 })
    }

    @Test func aDocumentOverTenMegabytesIsRead() throws {
        // 1,000 elements of 10,010 bytes on lines of their own: 3 + 1,000 × 10,011 + 4 = 10,011,007
        // bytes, past libxml2's 10 MB lookup limit, which refused such a file at its end as "not
        // well-formed" when given the whole Data at once.
        let element = "<b c=\"" + String(repeating: "x", count: 10_001) + "\"/>"
        #expect(element.utf8.count == 10_010)
        let text = "<a>" + String(repeating: "\n" + element, count: 1_000) + "</a>"
        #expect(text.utf8.count == 10_011_007)
        let root = try XMLTreeBuilder.parse(Data(text.utf8), file: "Huge.xib")
        #expect(root.children.count == 1_000)
        // The last `<b` is on line 1 + 1,000, at column 1.
        #expect(root.children.last?.location.description == "Huge.xib:1001:1")
    }

    // MARK: No negative sizes (issue 28, item 6)

    /// A 320 × 200 root whose `v` is pinned 200 from each side: 320 − 200 − 200 = −80 wide.
    static func squeezed(_ extra: String) -> String {
        Snippet.xib("""
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
              <constraints>
                <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="l"/>
                <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="200" id="t"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="y"/>
                <constraint firstItem="v" firstAttribute="height" constant="20" id="h"/>
                \(extra)
              </constraints>
            </view>
            """)
    }

    @Test func aNegativeWidthIsShownAsZeroWithItsReason() throws {
        // Required constraints alone ask for −80: shown 0 wide at x 200, y 10, 20 tall.
        let result = try Snippet.read(Self.squeezed("")).layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        let v = try #require(result.views.first { $0.id == "v" })
        #expect(v.frame == rect(200, 10, 0, 20))
        #expect(v.clampedSize?.hasPrefix("width -80 shown as 0") == true)
        #expect(v.clampedSize?.contains("no constraint broke") == true)
        #expect(result.views.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
    }

    @Test func anUnsatisfiableWidthNamesTheBrokenConstraint() throws {
        // Adding `v.width >= 10` conflicts with the two pins; the engine breaks the constraint being
        // added (the last one, facts §9.1: the rule is the engine's own), so the pins hold: −80 again,
        // shown as 0, and the reason names `v.width >= 10`.
        let result = try Snippet.read(Self.squeezed(#"<constraint firstItem="v" firstAttribute="width" relation="greaterThanOrEqual" constant="10" id="w"/>"#))
            .layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        let v = try #require(result.views.first { $0.id == "v" })
        #expect(v.frame == rect(200, 10, 0, 20))
        let reason = try #require(v.clampedSize)
        #expect(reason.contains("unsatisfiable constraints, broken to recover: "))
        #expect(reason.contains("'w' UIView:v.width >= 10"))
        #expect(!result.diagnostics.isEmpty)
    }
}
