import Testing
import Foundation
@testable import InterfaceBuilder

/// Each format rule of xib-format.md read from a hand-written snippet.
@Suite struct DocumentReaderTests {
    static let twoViews = Snippet.xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="20" y="64" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w"/>
                        <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="2:1" id="r"/>
                    </constraints>
                </view>
                <view id="b" hidden="YES">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="c1"/>
                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="a" secondAttribute="bottom" priority="750" placeholder="YES" id="c2"/>
            </constraints>
        </view>
        """)

    @Test func documentHeader() throws {
        let doc = try Snippet.read(Self.twoViews)
        #expect(doc.kind == .xib)
        #expect(doc.deviceID == "retina6_1")
        #expect(doc.toolsVersion == "21507")
        #expect(doc.orientation == "portrait")
        #expect(doc.useSafeAreas)
        // Placeholders are not scenes; the one top-level view is.
        #expect(doc.scenes.map(\.id) == ["root"])
    }

    @Test func framesMasksAndTranslatesDefault() throws {
        let root = try #require(try Snippet.read(Self.twoViews).scenes.first?.root)
        #expect(root.frame == IBRect(x: 0, y: 0, width: 414, height: 896))
        #expect(root.autoresizingMask == IBAutoresizingMask(widthSizable: true, heightSizable: true))
        // Absent attribute = YES (xib-format §3); explicit NO read.
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(root.subviews.map(\.id) == ["a", "b"])
        #expect(root.subviews[0].translatesAutoresizingMaskIntoConstraints == false)
        // An empty autoresizingMask element means "none", distinct from an absent one.
        #expect(root.subviews[1].autoresizingMask == IBAutoresizingMask())
        #expect(root.subviews[0].autoresizingMask == nil)
        #expect(root.subviews[1].hidden)
        #expect(root.guides == [IBLayoutGuide(key: "safeArea", id: "safe", owner: "root", location: root.guides[0].location)])
    }

    @Test func constraintDefaultsAndOmittedFirstItem() throws {
        let root = try #require(try Snippet.read(Self.twoViews).scenes.first?.root)
        let c1 = root.constraints[0]
        #expect(c1.firstItem == "a" && !c1.firstItemWasOmitted)
        #expect(c1.relation == .equal && c1.multiplier == 1 && c1.priority == 1000)
        #expect(c1.constant == 20 && c1.symbolic)
        // Omitted firstItem: the view holding the constraint (root), not secondItem's superview.
        let c2 = root.constraints[1]
        #expect(c2.firstItem == "root" && c2.firstItemWasOmitted)
        #expect(c2.relation == .greaterThanOrEqual && c2.priority == 750 && c2.placeholder)
        // A size constraint: no second item.
        let w = root.subviews[0].constraints[0]
        #expect(w.firstItem == "a" && w.secondItem == nil && w.secondAttribute == nil && w.constant == 100)
        #expect(w.owner == "a")
        // Ratio multiplier 2:1 scales the second item.
        #expect(root.subviews[0].constraints[1].multiplier == 2)
        #expect(c1.location.line > 1)
    }

    @Test func multiplierSpellings() {
        // xib-format §4: decimal, a:b and a/b; never strtod's prefix reading.
        #expect(Reader.parseMultiplier("0.5") == 0.5)
        #expect(Reader.parseMultiplier("375:229") == 375.0 / 229.0)
        #expect(Reader.parseMultiplier("1/3") == 1.0 / 3.0)
        #expect(Reader.parseMultiplier("1.58:1") == 1.58)
        #expect(Reader.parseMultiplier("1:0") == nil)
        #expect(Reader.parseMultiplier("abc") == nil)
    }

    @Test func stackViewDefaults() throws {
        let doc = try Snippet.read(Snippet.xib("""
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                <rect key="frame" x="0" y="0" width="100" height="20"/>
            </stackView>
            <stackView axis="vertical" alignment="top" distribution="fillEqually" spacing="8" spacingType="standard" baselineRelativeArrangement="YES" id="s2">
                <rect key="frame" x="0" y="0" width="100" height="20"/>
            </stackView>
            """))
        // Absent axis = horizontal, distribution and alignment fill, spacing 0 (xib-format §10).
        #expect(doc.scenes[0].root.stack == IBStack())
        let s2 = try #require(doc.scenes[1].root.stack)
        #expect(s2.axis == "vertical" && s2.alignment == "top" && s2.distribution == "fillEqually")
        #expect(s2.spacing == 8 && s2.standardSpacing && s2.baselineRelativeArrangement)
    }

    @Test func contentAttributes() throws {
        let doc = try Snippet.read(Snippet.xib("""
            <view id="root">
                <rect key="frame" x="0" y="0" width="320" height="200"/>
                <subviews>
                    <label horizontalHuggingPriority="251" verticalCompressionResistancePriority="1000" text="Hello" numberOfLines="0" lineBreakMode="wordWrap" id="l1" semanticContentAttribute="forceRightToLeft">
                        <rect key="frame" x="0" y="0" width="40" height="20.5"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                    </label>
                    <label id="l2">
                        <rect key="frame" x="0" y="0" width="40" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                        <attributedString key="attributedText">
                            <fragment content="Hi "/>
                            <fragment content="there"/>
                        </attributedString>
                    </label>
                    <imageView image="Check" id="i1" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="30">
                        <rect key="frame" x="0" y="0" width="20" height="20"/>
                    </imageView>
                    <button id="b1">
                        <rect key="frame" x="0" y="0" width="20" height="20"/>
                        <inset key="contentEdgeInsets" minX="16" minY="8" maxX="12" maxY="4"/>
                        <state key="normal" title="Go"/>
                    </button>
                    <view id="m1" insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES">
                        <rect key="frame" x="0" y="0" width="20" height="20"/>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
                    </view>
                </subviews>
            </view>
            """, resources: #"<image name="Check" width="24" height="22"/>"#))
        let views = doc.scenes[0].root.subviews
        let l1 = views[0]
        // Hugging/compression: written values, UIKit defaults 250/750 otherwise (xib-format §7).
        #expect(l1.hugging(horizontal: true) == 251 && l1.hugging(horizontal: false) == 250)
        #expect(l1.compressionResistance(horizontal: true) == 750 && l1.compressionResistance(horizontal: false) == 1000)
        #expect(l1.text?.text == "Hello" && l1.text?.numberOfLines == 0 && l1.text?.lineBreakMode == "wordWrap")
        #expect(l1.text?.font == .boldSystem(size: 15))
        #expect(l1.semanticContentAttribute == "forceRightToLeft")
        // Attributed text joins its fragments; Title0 is Large Title, 34 pt at Large.
        #expect(views[1].text?.text == "Hi there")
        #expect(views[1].text?.numberOfLines == 1)
        #expect(views[1].text?.font?.pointSize == 34)
        #expect(views[2].image == "Check" && doc.imageSize("Check") == IBSize(width: 24, height: 22))
        #expect(views[2].placeholderIntrinsicWidth == IBPlaceholderDimension.none)
        #expect(views[2].placeholderIntrinsicHeight == .value(30))
        // contentEdgeInsets: minX = left, minY = top, maxX = right, maxY = bottom.
        #expect(views[3].button?.title == "Go")
        #expect(views[3].button?.contentInsets == IBInsets(top: 8, left: 16, bottom: 4, right: 12))
        #expect(views[4].margins == .directional(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(!views[4].insetsLayoutMarginsFromSafeArea && views[4].preservesSuperviewLayoutMargins)
    }

    @Test func buttonTitlesAndSymbolImages() throws {
        // An attributed title joins its fragments and takes the first fragment's font; an image
        // may be an <imageReference>. SF Symbols (catalog="system") are stored as 128-point
        // renderings: arrow.right 128 × 98 is shown at × 0.1523 = 19.49 × 14.93.
        let doc = try Snippet.read(Snippet.xib("""
            <button id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
              <state key="normal">
                <attributedString key="attributedTitle">
                  <fragment content="Forgot "><attributes><font key="NSFont" size="13" name="Helvetica"/></attributes></fragment>
                  <fragment content="password?"/>
                </attributedString>
                <imageReference key="image" image="arrow.right" catalog="system" symbolScale="large"/>
              </state>
            </button>
            """, resources: #"<image name="arrow.right" catalog="system" width="128" height="98"/>"#))
        let b = doc.scenes[0].root
        #expect(b.button?.title == "Forgot password?")
        #expect(b.text?.font == .custom(name: "Helvetica", family: nil, size: 13))
        #expect(b.button?.image == "arrow.right" && b.button?.symbolScale == "large")
        let shown = try #require(doc.displayedImageSize("arrow.right", symbolScale: nil))
        #expect(abs(shown.width - 19.4944) < 1e-3 && abs(shown.height - 14.9254) < 1e-3)
    }

    @Test func fontsOfEveryKind() throws {
        let doc = try Snippet.read(Snippet.xib("""
            <label id="a"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="13"/></label>
            <label id="b"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" name="Avenir-Medium" family="Avenir" pointSize="32"/></label>
            <label id="c"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
            """))
        let fonts = doc.scenes.map { $0.root.text?.font }
        #expect(fonts[0] == .system(size: 13, weight: "semibold"))
        #expect(fonts[1] == .custom(name: "Avenir-Medium", family: "Avenir", size: 32))
        // Headline: 17 pt semibold at Large (xib-format §7).
        #expect(fonts[2] == .textStyle("UICTFontTextStyleHeadline"))
        #expect(fonts[2]?.pointSize == 17 && fonts[2]?.weight == "semibold")
    }

    @Test func variationsAndDesignables() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="root">
                        <rect key="frame" x="0" y="0" width="320" height="200"/>
                        <subviews>
                            <view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="h">
                                <variation key="heightClass=regular-widthClass=compact" constant="60"/>
                            </constraint>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews"><exclude reference="v"/></mask>
                            <mask key="constraints"><exclude reference="h"/></mask>
                        </variation>
                        <variation key="widthClass=regular" spacing="15"/>
                    </view>
                </objects>
                <designables>
                    <designable name="v"><size key="intrinsicContentSize" width="35.5" height="17"/></designable>
                </designables>
            </document>
            """
        let doc = try Snippet.read(text)
        let root = doc.scenes[0].root
        #expect(root.variations.count == 2)
        #expect(root.variations[0].key.requirements.isEmpty)
        #expect(root.variations[0].excludedSubviews == ["v"] && root.variations[0].excludedConstraints == ["h"])
        #expect(root.variations[1].key.requirements == [IBTraitRequirement(trait: "widthClass", value: "regular")])
        #expect(root.variations[1].attributes == ["spacing": "15"])
        let cv = root.constraints[0].constantVariations
        #expect(cv.count == 1 && cv[0].constant == 60)
        #expect(cv[0].key.requirements == [IBTraitRequirement(trait: "heightClass", value: "regular"),
                                           IBTraitRequirement(trait: "widthClass", value: "compact")])
        #expect(doc.designableSize("v") == IBSize(width: 35.5, height: 17))
        // No <device>: a pre-Xcode-8 file.
        #expect(doc.deviceID == nil)
    }

    @Test func storyboardScenesAndLegacyGuides() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <!--Login-->
                    <scene sceneID="s1">
                        <objects>
                            <viewController storyboardIdentifier="LoginVC" id="vc1">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="tg"/>
                                    <viewControllerLayoutGuide type="bottom" id="bg"/>
                                </layoutGuides>
                                <view key="view" id="r1"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <navigationController id="nav"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try Snippet.read(text, file: "Main.storyboard")
        #expect(doc.kind == .storyboard)
        #expect(doc.scenes.count == 1)
        let scene = doc.scenes[0]
        #expect(scene.name == "Login" && scene.id == "s1" && scene.root.id == "r1")
        #expect(scene.controller?.storyboardIdentifier == "LoginVC")
        #expect(scene.controller?.topLayoutGuide?.id == "tg" && scene.controller?.bottomLayoutGuide?.id == "bg")
        #expect(scene.controller?.simulatesTopBar == true)
        // The navigation controller scene has no root view of its own: a container scene (its bars
        // are laid out beside the scenes), neither a screen nor an error, and no note.
        #expect(doc.containers.map(\.id) == ["s2"])
        #expect(doc.containers.first?.bars.isEmpty == true)
        #expect(doc.notes.isEmpty)
    }

    @Test func malformedXMLNamesFileAndLine() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"x.XIB\">\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n"
        do {
            _ = try Snippet.read(text, file: "Broken.xib")
            Issue.record("expected an error")
        } catch let error as IBError {
            #expect(error.location.file == "Broken.xib")
            // The mismatched </objects> is on line 5.
            #expect(error.location.line == 5)
            #expect(error.description.hasPrefix("Broken.xib:5:"))
            #expect(error.message.hasPrefix("malformed XML"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func badValuesAreErrorsAtTheirElement() {
        func message(_ body: String) -> String? {
            do { _ = try Snippet.read(Snippet.xib(body)); return nil } catch { return "\(error)" }
        }
        let badMultiplier = message("""
            <view id="r"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <constraints><constraint firstAttribute="width" secondItem="r" secondAttribute="height" multiplier="2:x" id="k"/></constraints></view>
            """)
        #expect(badMultiplier?.contains("snippet.xib:") == true)
        #expect(badMultiplier?.contains("unreadable multiplier '2:x'") == true)
        let badAttribute = message("""
            <view id="r"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <constraints><constraint firstAttribute="middle" constant="1" id="k"/></constraints></view>
            """)
        #expect(badAttribute?.contains("unknown firstAttribute 'middle'") == true)
        let badLines = message(#"<label numberOfLines="1e300" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#)
        #expect(badLines?.contains("numberOfLines=\"1e300\" is not a line count") == true)
        let badNumber = message(#"<view id="r"><rect key="frame" x="0" y="0" width="wide" height="1"/></view>"#)
        #expect(badNumber?.contains("width=\"wide\" is not a finite number") == true)
        // Magnitudes no screen has: sums of them would overflow to infinity in the solver.
        let huge = message(#"<view id="r"><rect key="frame" x="0" y="0" width="1e308" height="1"/></view>"#)
        #expect(huge?.contains("width=\"1e308\" is beyond ±10000000 points") == true)
        let hugeMultiplier = message("""
            <view id="r"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <constraints><constraint firstAttribute="width" secondItem="r" secondAttribute="height" multiplier="1e300" id="k"/></constraints></view>
            """)
        #expect(hugeMultiplier?.contains("unreadable multiplier '1e300'") == true)
        let tinyMultiplier = message("""
            <view id="r"><rect key="frame" x="0" y="0" width="1" height="1"/>
            <constraints><constraint firstAttribute="width" secondItem="r" secondAttribute="height" multiplier="1:1e-320" id="k"/></constraints></view>
            """)
        #expect(tinyMultiplier?.contains("unreadable multiplier '1:1e-320'") == true)
        let badFontSize = message(#"<label text="a" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="-5"/></label>"#)
        #expect(badFontSize?.contains("pointSize=\"-5\" is not a font size") == true)
    }

    @Test func xcodesOwnFlagsOnStoredFramesAreKept() throws {
        // Xcode marks a stored frame that does not follow the constraints `misplaced` and one
        // the constraints leave open `ambiguous`; frames reports them beside a miss.
        let doc = try Snippet.read(Snippet.xib("""
            <view id="r"><rect key="frame" x="0" y="0" width="100" height="100"/>
              <subviews>
                <view misplaced="YES" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="5" y="5" width="10" height="10"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="w"><rect key="frame" x="5" y="5" width="10" height="10"/></view>
              </subviews>
            </view>
            """))
        #expect(doc.scenes[0].root.subviews.map(\.xcodeFlags) == [["misplaced", "ambiguous"], []])
        let result = try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument), measurer: ApproximateTextMeasurer())
        #expect(result.views.first { $0.id == "v" }?.xcodeFlags == ["misplaced", "ambiguous"])
    }

    @Test func notADocument() {
        #expect(throws: IBError.self) { try Snippet.read("<plist/>") }
        #expect(throws: IBError.self) { try Snippet.read("") }
        let mac = Snippet.xib("").replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        #expect(throws: IBError.self) { try Snippet.read(mac) }
    }
}

@Suite struct ConformanceReadTests {
    @Test(.enabled(if: ConformanceFiles.directory != nil, ConformanceFiles.absent))
    func everyRealFileReads() throws {
        let paths = ConformanceFiles.paths
        // PROVENANCE.tsv lists 32 files.
        #expect(paths.count == 32)
        for path in paths {
            let doc = try IBDocumentReader.read(contentsOf: path)
            #expect(!doc.scenes.isEmpty, "\(path)")
            #expect(doc.deviceID != nil, "\(path)")
        }
    }

    /// Views within one device pixel of the frame Xcode stored, over every real file, as
    /// `scripts/check-xib` counts them: every view with a stored frame except hidden views in
    /// stack views (stale, xib-format §10); x, y, width and height each within 1/scale (+1e-3
    /// for the files' float noise). Sizes of text and images come from the document.
    static func matchedShare(resolvingAmbiguity: Bool) throws -> (matched: Int, total: Int) {
        var matched = 0, total = 0
        for path in ConformanceFiles.paths {
            let doc = try IBDocumentReader.read(contentsOf: path)
            let result = try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument,
                                                                 resolvesAmbiguityWithStoredFrames: resolvingAmbiguity),
                                        measurer: ApproximateTextMeasurer())
            let tally = result.storedFrameTally
            matched += tally.matched
            total += tally.compared
        }
        return (matched, total)
    }

    /// The issue's gate: at least 98% of the 512 compared views, as `layoutcheck frames
    /// --intrinsic-from-document` lays them out (IB-canvas emulation: views UIKit leaves
    /// ambiguous keep their stored frames). Measured 506 of 512 when this test was written.
    @Test(.enabled(if: ConformanceFiles.directory != nil, ConformanceFiles.absent))
    func atLeast98PercentOfViewsLandOnXcodesFrames() throws {
        let (matched, total) = try Self.matchedShare(resolvingAmbiguity: true)
        #expect(total == 512)
        #expect(Double(matched) >= 0.98 * Double(total), "\(matched) of \(total)")
    }

    /// UIKit's constraints alone (no stored frame as input): 488 of 512 when this was written;
    /// the 24 others are views UIKit leaves ambiguous or settles only by a stack's ambiguity
    /// suppression, where Xcode's canvas keeps the stored frame. A guard against regressions.
    @Test(.enabled(if: ConformanceFiles.directory != nil, ConformanceFiles.absent))
    func uikitConstraintsAloneLandAtLeast95Percent() throws {
        let (matched, total) = try Self.matchedShare(resolvingAmbiguity: false)
        #expect(Double(matched) >= 0.95 * Double(total), "\(matched) of \(total)")
    }
}
