import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Snapshots

/// An app's Interface Builder files as they lie in its repository: nested in feature folders,
/// several files of one name (every extension's `MainInterface.storyboard`), storyboards whose
/// scenes Xcode names alike, xib views with no label, and cells laid out on their own.
@Suite(.serialized) struct IBAppFolderTests {
    /// A storyboard of `scenes` plain controllers, each named by the comment Xcode writes before
    /// its scene (`<!--View Controller-->`), with scene ids `s1`, `s2`, ….
    static func storyboard(_ scenes: [String]) -> String {
        let body = scenes.enumerated().map { i, name in
            """
                    <!--\(name)-->
                    <scene sceneID="s\(i + 1)">
                        <objects>
                            <viewController id="vc\(i + 1)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(i + 1)">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="sa\(i + 1)"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
        \(body)
            </scenes>
        </document>
        """
    }

    /// A xib with one top-level view of `width` × `height` holding a 100 × 20 label pinned to the
    /// view's top and leading edges (not its safe area), so the label's frame is 0, 0, 100, 20
    /// wherever the view is laid out. `owner` connects the view to File's Owner (a controller's
    /// view); `label` is the view's outline label.
    static func xib(width: Int, height: Int, owner: String? = nil, label: String? = nil) -> String {
        let ownerClass = owner.map { " customClass=\"\($0)\"" } ?? ""
        let outlet = owner == nil ? "" : """
        <connections><outlet property="view" destination="root-01-vie" id="out-01-vie"/></connections>
        """
        let userLabel = label.map { " userLabel=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)>\(outlet)</placeholder>
                <view contentMode="scaleToFill" id="root-01-vie"\(userLabel)>
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc" userLabel="Title">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c03-ab-cde"/>
                                <constraint firstAttribute="height" constant="20" id="c04-ab-cde"/>
                            </constraints>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-01-are"/>
                    <constraints>
                        <constraint firstItem="lbl-01-abc" firstAttribute="leading" secondItem="root-01-vie" secondAttribute="leading" id="c01-ab-cde"/>
                        <constraint firstItem="lbl-01-abc" firstAttribute="top" secondItem="root-01-vie" secondAttribute="top" id="c02-ab-cde"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// A project of `files` on one iPhone 15 Pro in English; `settings` are more top-level lines.
    static func project(_ files: [String: String], screens: String = "App", orientations: String = "[portrait]",
                        settings: String = "") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for path in files.keys.sorted() { try folder.write(path, files[path] ?? "") }
        try folder.write("layoutcheck.yml", """
        screens: [\(screens)]
        \(settings)
        matrix:
          devices: [iPhone 15 Pro]
          orientations: \(orientations)
          locales: [en]

        """)
        return folder
    }

    private func project(_ files: [String: String], screens: String = "App", orientations: String = "[portrait]",
                         settings: String = "") throws -> TemporaryFolder {
        try Self.project(files, screens: screens, orientations: orientations, settings: settings)
    }

    private func run(_ folder: TemporaryFolder, _ arguments: [String]) async -> (status: Int32, out: String, err: String) {
        await folder.layoutcheck(arguments)
    }

    private func screens(_ listing: String) -> [String] {
        listing.split(separator: "\n").map { String($0.prefix { $0 != "/" }) }
    }

    @Test func aListedFolderIsSearchedWithItsSubfoldersAndFilesOfOneNameAreToldApartByTheirFolders() async throws {
        let folder = try project([
            "App/Share/MainInterface.storyboard": Self.storyboard(["Share"]),
            "App/Today/MainInterface.storyboard": Self.storyboard(["Share"]),
            "App/Settings/Cells/Toggle.xib": Self.xib(width: 320, height: 44, label: "Toggle"),
            "App/Home.xib": Self.xib(width: 414, height: 896, owner: "HomeViewController"),
            "App/.build/Stale.xib": Self.xib(width: 320, height: 44),
            "App/Settings/notes.txt": "not a screen",
        ])
        let all = await run(folder, ["list"])
        #expect(all.status == 0, "\(all.err)")
        // Depth first, names sorted: App/Home.xib, then Settings/Cells, Share, Today. The two
        // MainInterface files' screens would both be `MainInterface/Share`: each takes its folder.
        // Hidden folders are not searched.
        #expect(screens(all.out) == ["Home-HomeViewController", "Toggle-Toggle", "Share-MainInterface-Share", "Today-MainInterface-Share"])
        // A folder, a folder and file, or the printed name selects those screens.
        for (selector, expected) in [("Share", ["Share-MainInterface-Share"]), ("Today/MainInterface", ["Today-MainInterface-Share"]),
                                     ("Today-MainInterface-Share", ["Today-MainInterface-Share"]), ("Toggle", ["Toggle-Toggle"])] {
            let selected = await run(folder, ["list", "--screen", selector])
            #expect(selected.status == 0, "--screen \(selector): \(selected.err)")
            #expect(screens(selected.out) == expected, "--screen \(selector)")
        }
    }

    @Test func aFolderWithNoScreenFileIsAnErrorThatSaysSubfoldersWereSearched() async throws {
        let folder = try project(["App/Docs/readme.txt": "no screens here"])
        let result = await run(folder, ["list"])
        #expect(result.status == 2)
        #expect(result.err.contains("layoutcheck.yml:1:11: error: the folder 'App' holds no *.layout.yaml, .xib or .storyboard file, in it or in its subfolders"),
                "\(result.err)")
    }

    @Test func scenesXcodeNamesAlikeEachKeepTheirOwnBaselineFolder() async throws {
        // Xcode writes `<!--View Controller-->` before every plain controller's scene; the two
        // such scenes take their scene ids, the one "Settings" scene keeps its name.
        let folder = try project(["App/Main.storyboard": Self.storyboard(["View Controller", "Settings", "View Controller"])])
        let all = await run(folder, ["list"])
        #expect(all.status == 0, "\(all.err)")
        #expect(screens(all.out) == ["Main-View-Controller-s1", "Main-Settings", "Main-View-Controller-s3"])
    }

    @Test func unlabelledXibViewsAreNamedByTheirControllerOrTheirClass() async throws {
        let folder = try project([
            "App/Profile.xib": Self.xib(width: 414, height: 896, owner: "ProfileViewController"),
            "App/Badge.xib": Self.xib(width: 60, height: 20),
        ])
        let all = await run(folder, ["list"])
        #expect(all.status == 0, "\(all.err)")
        // File's Owner's view is its controller's; a file's one unlabelled UIView is `UIView`.
        #expect(screens(all.out) == ["Badge-UIView", "Profile-ProfileViewController"])
    }

    @Test func aFreeformViewIsJudgedInsideItsOwnBoundsNotAgainstTheDevicesSafeArea() async throws {
        // On an iPhone 15 Pro in landscape the safe area starts 59 points from the left. A
        // controller's view (a screen, 852 wide there) puts the label at x 0, under the sensor
        // housing: content outside the safe area. The same label in a 320 × 44 free view (a
        // component, laid out at its own size) is where the view's user places it, so nothing is
        // reported; the view's own bounds still count (below).
        let folder = try project([
            "App/Screen.xib": Self.xib(width: 414, height: 896, owner: "ScreenViewController"),
            "App/Row.xib": Self.xib(width: 320, height: 44, label: "Row"),
            "App/Tiny.xib": Self.xib(width: 80, height: 44, label: "Tiny"),
        ], orientations: "[landscape]")
        let audit = await run(folder, ["audit"])
        #expect(audit.status == 1)
        #expect(audit.out.contains("error offscreen — Title: extends outside the safe area (left) (App/Screen.xib:10:"), "\(audit.out)")
        #expect(!audit.out.contains("(App/Row.xib:"), "\(audit.out)")
        // Tiny is 80 wide; its 100-wide label reaches 20 points past its right edge.
        #expect(audit.out.contains("error offscreen — Title: extends past the window's right edge (App/Tiny.xib:10:"), "\(audit.out)")
    }

    /// A controller's view holding one view of the app's class `AvatarView`, placed by its centre
    /// only: its size is whatever the class's code computes.
    static let avatarXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController"><connections><outlet property="view" destination="root-01-vie" id="out-01-vie"/></connections></placeholder>
            <view contentMode="scaleToFill" id="root-01-vie">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ava-01-vie" customClass="AvatarView" userLabel="Avatar">
                        <rect key="frame" x="187" y="428" width="40" height="40"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-01-are"/>
                <constraints>
                    <constraint firstItem="ava-01-vie" firstAttribute="centerX" secondItem="root-01-vie" secondAttribute="centerX" id="c01-ab-cde"/>
                    <constraint firstItem="ava-01-vie" firstAttribute="centerY" secondItem="root-01-vie" secondAttribute="centerY" id="c02-ab-cde"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test func aClassSizedInCodeTakesTheIntrinsicSizeTheProjectStates() async throws {
        let unsizedProject = try project(["App/Profile.xib": Self.avatarXib])
        // Nothing sizes the avatar: the ambiguity audit says so.
        let unsized = await run(unsizedProject, ["audit"])
        #expect(unsized.status == 1)
        #expect(unsized.out.contains("error ambiguous — Avatar: ambiguous layout: minX and width not determined on the horizontal axis"), "\(unsized.out)")

        let folder = try project(["App/Profile.xib": Self.avatarXib], settings: """
            intrinsicSizes:
              AvatarView: {width: 40, height: 30}
            """)
        let record = await run(folder, ["record"])
        #expect(record.status == 0, "\(record.out)\(record.err)")
        let data = try Data(contentsOf: folder.url.appendingPathComponent("Baselines/Profile-ProfileViewController/iphone-15-pro-portrait/en-large.json"))
        let snapshot = try FramesSnapshot.decode(data, file: "avatar")
        // The 393 × 852 screen's centre is (196.5, 426): x = 196.5 − 40/2 = 176.5, y = 426 − 30/2 =
        // 411; in device pixels at @3x: 529.5 → 530 (rounded), 1233, 120 × 90.
        let avatar = try #require(snapshot.views.first { $0.id == "Avatar" })
        #expect(avatar.y == 1233 && avatar.width == 120 && avatar.height == 90, "\(avatar)")
        #expect(abs(Double(avatar.x) - 529.5) <= 0.5, "\(avatar)")
    }

    @Test func anAmbiguousClassSizedInCodeGetsANoteSayingHowToStateIt() async throws {
        let folder = try project(["App/Profile.xib": Self.avatarXib])
        let audit = await run(folder, ["audit"])
        #expect(audit.status == 1)
        // Once per run, however many scenarios and findings: the note names the class, the file
        // and both ways to state its size.
        let note = "App/Profile.xib: note: AvatarView is your app's own class and has no intrinsic size here"
        #expect(audit.out.components(separatedBy: note).count == 2, "\(audit.out)")
        #expect(audit.out.contains("`intrinsicSizes: {AvatarView: stored}`"), "\(audit.out)")
        // Stated, the views are no longer ambiguous and the note is gone.
        let stated = try project(["App/Profile.xib": Self.avatarXib], settings: """
            intrinsicSizes:
              AvatarView: stored
            """)
        let clean = await run(stated, ["audit"])
        #expect(!clean.out.contains(note) && !clean.out.contains("ambiguous"), "\(clean.out)")
    }

    @Test func aStoredIntrinsicSizeIsEachViewsStoredSize() async throws {
        let folder = try project(["App/Profile.xib": Self.avatarXib], settings: """
            intrinsicSizes:
              AvatarView: stored
            """)
        let record = await run(folder, ["record"])
        #expect(record.status == 0, "\(record.out)\(record.err)")
        let data = try Data(contentsOf: folder.url.appendingPathComponent("Baselines/Profile-ProfileViewController/iphone-15-pro-portrait/en-large.json"))
        let snapshot = try FramesSnapshot.decode(data, file: "avatar")
        // Stored 40 × 40 (as Xcode renders an @IBDesignable class); centred on the 393 × 852
        // screen's (196.5, 426): x = 196.5 − 20 = 176.5, y = 426 − 20 = 406; at @3x 529.5 → 530
        // (rounded), 1218, 120 × 120.
        let avatar = try #require(snapshot.views.first { $0.id == "Avatar" })
        #expect(avatar.y == 1218 && avatar.width == 120 && avatar.height == 120, "\(avatar)")
        #expect(abs(Double(avatar.x) - 529.5) <= 0.5, "\(avatar)")

        let wrong = try project(["App/Profile.xib": Self.avatarXib], settings: """
            intrinsicSizes:
              AvatarView: storred
            """)
        let typo = await run(wrong, ["list"])
        #expect(typo.status == 2)
        #expect(typo.err.contains("layoutcheck.yml:3:15: error: the intrinsic size of AvatarView is `stored` (each view's stored size) or {width: …, height: …}, not 'storred'"),
                "\(typo.err)")
    }

    @Test func aStatedSizeForAClassNoViewHasIsAnErrorAtItsEntry() async throws {
        let negative = try project(["App/Profile.xib": Self.avatarXib], settings: """
            intrinsicSizes:
              AvatarVeiw: {width: 40, height: 40}
              AvatarView: {width: none, height: -3}
            """)
        let typo = await run(negative, ["list"])
        #expect(typo.status == 2)
        #expect(typo.err.contains("layoutcheck.yml:4:37: error: AvatarView's intrinsic height must be between 0 and 10000000 points, or none"), "\(typo.err)")
        let misspelt = try project(["App/Profile.xib": Self.avatarXib], settings: """
            intrinsicSizes:
              AvatarVeiw: {width: 40, height: 40}
            """)
        let unknown = await run(misspelt, ["list"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("layoutcheck.yml:3:3: error: intrinsicSizes: no Interface Builder view of the screens has the class 'AvatarVeiw' (did you mean AvatarView?)"),
                "\(unknown.err)")
    }

    /// A controller's view filled by a scroll view (or, with `container: "view"`, a plain view)
    /// whose 2,000-point-tall content is pinned to its edges: content that scrolls.
    static func scrollingXib(container: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TermsViewController"><connections><outlet property="view" destination="root-01-vie" id="out-01-vie"/></connections></placeholder>
                <view contentMode="scaleToFill" id="root-01-vie">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <\(container) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-01-vie" userLabel="Scroller">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="con-01-vie" userLabel="Terms">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="2000"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="2000" id="c09-ab-cde"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="con-01-vie" firstAttribute="top" secondItem="scr-01-vie" secondAttribute="top" id="c05-ab-cde"/>
                                <constraint firstItem="con-01-vie" firstAttribute="leading" secondItem="scr-01-vie" secondAttribute="leading" id="c06-ab-cde"/>
                                <constraint firstItem="con-01-vie" firstAttribute="trailing" secondItem="scr-01-vie" secondAttribute="trailing" id="c07-ab-cde"/>
                                <constraint firstItem="con-01-vie" firstAttribute="width" secondItem="scr-01-vie" secondAttribute="width" id="c08-ab-cde"/>
                            </constraints>
                        </\(container)>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-01-are"/>
                    <constraints>
                        <constraint firstItem="scr-01-vie" firstAttribute="top" secondItem="root-01-vie" secondAttribute="top" id="c01-ab-cde"/>
                        <constraint firstItem="scr-01-vie" firstAttribute="leading" secondItem="root-01-vie" secondAttribute="leading" id="c02-ab-cde"/>
                        <constraint firstItem="scr-01-vie" firstAttribute="trailing" secondItem="root-01-vie" secondAttribute="trailing" id="c03-ab-cde"/>
                        <constraint firstItem="scr-01-vie" firstAttribute="bottom" secondItem="root-01-vie" secondAttribute="bottom" id="c04-ab-cde"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test func contentOfAScrollViewMayReachPastTheWindow() async throws {
        // The content is 2,000 points tall from y 0 in an 852-point-tall window. In a plain view
        // that is content past the window's bottom edge; in a scroll view it is what scrolls.
        let folder = try project(["App/Terms.xib": Self.scrollingXib(container: "scrollView"),
                                  "App/Flat.xib": Self.scrollingXib(container: "view")])
        let audit = await run(folder, ["audit"])
        #expect(audit.status == 1)
        #expect(audit.out.contains("error offscreen — Terms: extends past the window's bottom edge (App/Flat.xib:"), "\(audit.out)")
        #expect(!audit.out.contains("(App/Terms.xib:"), "\(audit.out)")
    }

    /// A macOS target's xib, as Xcode writes its first lines.
    static let macXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects/>
    </document>
    """

    @Test func anotherPlatformsFilesInAScreenFolderAreLeftOutWithANote() async throws {
        let folder = try project([
            "App/ios/Home.xib": Self.xib(width: 414, height: 896, owner: "HomeViewController"),
            "App/macos/Main.xib": Self.macXib,
            "App/macos/Sidebar.xib": Self.macXib,
        ])
        let all = await run(folder, ["list"])
        #expect(all.status == 0, "\(all.err)")
        #expect(screens(all.out) == ["Home-HomeViewController"])
        #expect(all.err == "note: 2 Interface Builder files in the screen folders are for another platform and left out "
                + "(App/macos/Main.xib: MacOSX.Cocoa and 1 more)\n", "\(all.err)")

        // Named on its own, the file is read, and its platform is the error.
        try folder.write("layoutcheck.yml", """
        screens: [App/macos/Main.xib]
        matrix:
          devices: [iPhone 15 Pro]
          locales: [en]

        """)
        let named = await run(folder, ["list"])
        #expect(named.status == 2)
        #expect(named.err.contains("App/macos/Main.xib:2:1: error: unsupported targetRuntime 'MacOSX.Cocoa'"), "\(named.err)")

        // A folder of only another platform's files has no screen, and says why.
        try folder.write("layoutcheck.yml", """
        screens: [App/macos]
        matrix:
          devices: [iPhone 15 Pro]
          locales: [en]

        """)
        let macOnly = await run(folder, ["list"])
        #expect(macOnly.status == 2)
        #expect(macOnly.err.contains("layoutcheck.yml:1:11: error: 'App/macos' holds no iOS screen: its 2 Interface Builder files are for MacOSX.Cocoa"),
                "\(macOnly.err)")
    }

    /// An iOS xib as Xcode 4 saved it (sidbatra/Mine-iOS-App's view controllers), first lines.
    static let xcode4Xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        <data>
            <int key="IBDocument.SystemTarget">1296</int>
        </data>
    </archive>
    """

    @Test func xcode4ArchivesInAScreenFolderAreLeftOutWithANote() async throws {
        // An old app keeps a few Xcode 4 xibs beside its newer screens: the others still run.
        let folder = try project([
            "App/Home.xib": Self.xib(width: 414, height: 896, owner: "HomeViewController"),
            "App/Old/Web.xib": Self.xcode4Xib,
        ])
        let all = await run(folder, ["list"])
        #expect(all.status == 0, "\(all.err)")
        #expect(screens(all.out) == ["Home-HomeViewController"])
        #expect(all.err == "note: 1 Interface Builder file in the screen folders is in Xcode 4's archive format, which is not read, "
                + "and left out (App/Old/Web.xib): open it in Xcode 5 or later and save to test it\n", "\(all.err)")

        // A folder of only such files has no screen, and says why.
        try folder.write("layoutcheck.yml", """
        screens: [App/Old]
        matrix:
          devices: [iPhone 15 Pro]
          locales: [en]

        """)
        let old = await run(folder, ["list"])
        #expect(old.status == 2)
        #expect(old.err.contains("layoutcheck.yml:1:11: error: 'App/Old' holds no screen LayoutCheck can read: its 1 iOS Interface Builder "
                                 + "file is in Xcode 4's archive format (open it in Xcode 5 or later and save to convert)"), "\(old.err)")

        // Named on its own, the reader's own error names the file.
        try folder.write("layoutcheck.yml", """
        screens: [App/Old/Web.xib]
        matrix:
          devices: [iPhone 15 Pro]
          locales: [en]

        """)
        let named = await run(folder, ["list"])
        #expect(named.status == 2)
        #expect(named.err.contains("App/Old/Web.xib:2:1: error: an Xcode 4 (Interface Builder 3) archive-format file, which is not read"), "\(named.err)")
    }
}
