import AutoLayout
import Testing
import DeviceCatalog

/// Values checked against uikit-layout-facts §10 and xib-format §11 by hand.
@Suite struct DeviceCatalogTests {
    @Test func iPhone15ProMatchesFactsTable() throws {
        // facts §10.1: 393×852 @3x, portrait 59/34, landscape T0 L59 B21 R59, wC hR / wC hC.
        let d = try DeviceCatalog.device("iphone-15-pro")
        #expect(d.name == "iPhone 15 Pro")
        #expect(d.portraitSize == Size(width: 393, height: 852))
        #expect(d.size(.landscape) == Size(width: 852, height: 393))
        #expect(d.scale == 3)
        #expect(d.safeArea(.portrait) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(d.safeArea(.landscape) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(d.sizeClasses(.portrait) == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(d.sizeClasses(.landscape) == SizeClasses(horizontal: .compact, vertical: .compact))
        #expect(d.hasHomeIndicator)
        #expect(d.sensorHousing == .dynamicIsland)
    }

    @Test func widePhonesAreRegularWidthInLandscape() throws {
        // facts §10.1: 414, 428, 430 and 440 pt wide phones are wR hC in landscape; others wC hC.
        for id in ["iphone-8-plus", "iphone-11", "iphone-14-plus", "iphone-15-pro-max", "iphone-16-pro-max"] {
            #expect(try DeviceCatalog.device(id).sizeClasses(.landscape) == .regularWidthCompactHeight, "\(id)")
        }
        for id in ["iphone-se-3", "iphone-13-mini", "iphone-14", "iphone-15-pro", "iphone-16-pro", "iphone-x"] {
            #expect(try DeviceCatalog.device(id).sizeClasses(.landscape) == .compactWidthCompactHeight, "\(id)")
        }
    }

    @Test func homeButtonPhoneHasNoInsetsInLandscape() throws {
        // facts §10.1: iPhone SE 375×667 @2x, portrait 20/0, landscape 0/0/0.
        let se = try DeviceCatalog.device("iPhone SE (3rd generation)")
        #expect(se.id == "iphone-se-3")
        #expect(se.scale == 2)
        #expect(se.safeArea(.portrait) == EdgeInsets(top: 20))
        #expect(se.safeArea(.landscape) == .zero)
        #expect(!se.hasHomeIndicator)
    }

    @Test func iPhone11IsTheTwoXFaceIDPhone() throws {
        // facts §10.1: iPhone 11 414×896 @2x, 48/34, landscape 48/48/21.
        let d = try DeviceCatalog.device("iPhone XR")
        #expect(d.id == "iphone-11")
        #expect(d.scale == 2)
        #expect(d.safeArea(.portrait) == EdgeInsets(top: 48, bottom: 34))
        #expect(d.safeArea(.landscape) == EdgeInsets(left: 48, bottom: 21, right: 48))
    }

    @Test func iPadsAreRegularRegularWithTheSameInsetsBothWays() throws {
        // facts §10.2: iPad Pro 11" 834×1194 @2x, 24/20 in both orientations, wR hR.
        let d = try DeviceCatalog.device("ipad-pro-11")
        #expect(d.portraitSize == Size(width: 834, height: 1194))
        #expect(d.scale == 2)
        #expect(d.safeArea(.portrait) == EdgeInsets(top: 24, bottom: 20))
        #expect(d.safeArea(.landscape) == EdgeInsets(top: 24, bottom: 20))
        #expect(d.sizeClasses(.landscape) == .regularWidthRegularHeight)
        // Home-button iPads: 20/0 (facts §10.2, 810×1080).
        let nine = try DeviceCatalog.device("ipad-9")
        #expect(nine.safeArea(.portrait) == EdgeInsets(top: 20))
        #expect(nine.portraitSize == Size(width: 810, height: 1080))
    }

    @Test func idsAreUniqueAndSlugs() {
        let ids = DeviceCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
        }
    }

    @Test func interfaceBuilderIdsMapToScreens() throws {
        // xib-format §11: retina6_12 → 393×852 @3x top 59; retina6_5 → 414×896 @3x top 44.
        let r612 = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_12", toolsVersion: "21507")
        #expect(r612.id == "iphone-15-pro")
        #expect(r612.safeArea(.portrait).top == 59)
        let r65 = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_5", toolsVersion: "17701")
        #expect(r65.portraitSize == Size(width: 414, height: 896))
        #expect(r65.scale == 3)
        #expect(r65.safeArea(.portrait) == EdgeInsets(top: 44, bottom: 34))
        // An iPad of Xcode 13 and later (Xcode 10.2 to 12.5 draw no status bar: CanvasStatusBarTests).
        let ipad = try DeviceCatalog.interfaceBuilderDevice(id: "ipad12_9rounded", toolsVersion: "20037")
        #expect(ipad.safeArea(.portrait) == EdgeInsets(top: 24, bottom: 20))
        // device(_:) also accepts IB ids.
        #expect(try DeviceCatalog.device("retina5_9").portraitSize == Size(width: 375, height: 812))
    }

    @Test func safeAreaTopDependsOnToolsVersion() throws {
        // xib-format §11: retina6_1 top 44 up to toolsVersion 20037, 48 from 21225 on;
        // landscape left/right follow the portrait top.
        let old = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_1", toolsVersion: "20037")
        #expect(old.safeArea(.portrait) == EdgeInsets(top: 44, bottom: 34))
        #expect(old.safeArea(.landscape) == EdgeInsets(left: 44, bottom: 21, right: 44))
        let new = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_1", toolsVersion: "21225")
        #expect(new.safeArea(.portrait).top == 48)
        // The Xcode 15+ placeholder build reads as newest.
        let placeholder = try DeviceCatalog.interfaceBuilderDevice(id: "retina6_1", toolsVersion: "32700.99.1234")
        #expect(placeholder.safeArea(.portrait).top == 48)
        // retina4_7: 20 up to 14490, 0 for 14868–21507, 20 again from 21701.
        func r47(_ v: String) throws -> Double {
            try DeviceCatalog.interfaceBuilderDevice(id: "retina4_7", toolsVersion: v).safeArea(.portrait).top
        }
        #expect(try r47("14490") == 20)
        #expect(try r47("16097.3") == 0)
        #expect(try r47("21507") == 0)
        #expect(try r47("21701") == 20)
        // retina6_0: 44 at 19529, 47 at 21507.
        #expect(try DeviceCatalog.interfaceBuilderDevice(id: "retina6_0", toolsVersion: "19529").safeArea(.portrait).top == 44)
        #expect(try DeviceCatalog.interfaceBuilderDevice(id: "retina6_0", toolsVersion: "21507").safeArea(.portrait).top == 47)
        // retina5_9: the iPhone X's 44 up to 19529, the 12/13 mini's 50 from 21225 on (its
        // landscape sides follow: 50).
        #expect(try DeviceCatalog.interfaceBuilderDevice(id: "retina5_9", toolsVersion: "19529").safeArea(.portrait).top == 44)
        let mini = try DeviceCatalog.interfaceBuilderDevice(id: "retina5_9", toolsVersion: "22505")
        #expect(mini.safeArea(.portrait) == EdgeInsets(top: 50, bottom: 34))
        #expect(mini.safeArea(.landscape).left == 50)
    }

    @Test func unknownIdNamesIt() {
        do {
            _ = try DeviceCatalog.interfaceBuilderDevice(id: "retina9_9", toolsVersion: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.id == "retina9_9")
            #expect(error.description.hasPrefix("unknown device id 'retina9_9'"))
            #expect(error.known.contains("retina6_1"))
        }
        #expect(throws: UnknownDeviceError.self) { try DeviceCatalog.device("iphone-99") }
    }

    @Test func customDevice() {
        // A custom device: landscape swaps the portrait size.
        let d = Device(id: "kiosk", name: "Kiosk", idiom: .pad, portraitSize: Size(width: 600, height: 900),
                       scale: 1, portraitSafeArea: .zero, landscapeSafeArea: .zero,
                       portraitSizeClasses: .regularWidthRegularHeight, landscapeSizeClasses: .regularWidthRegularHeight,
                       hasHomeIndicator: false, sensorHousing: .none)
        #expect(d.size(.landscape) == Size(width: 900, height: 600))
    }
}
