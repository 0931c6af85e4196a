import Testing
import AutoLayout
import DeviceCatalog
@testable import InterfaceBuilder

/// Lays out a snippet and returns frames by IB id. Stored frames of constrained views are
/// deliberately wrong (0, 0) where the test asserts a position, so the result comes from the
/// constraints; stored sizes of content views are their intrinsic sizes in `.fromDocument` mode.
func layout(_ text: String, device: String? = nil, orientation: Orientation? = nil,
            sizes: IBIntrinsicSizes = .fromDocument, measurer: any TextMeasuring = ApproximateTextMeasurer()) throws -> [String: IBRect] {
    let doc = try Snippet.read(text)
    let options = IBLayoutOptions(device: try device.map { try DeviceCatalog.device($0) }, orientation: orientation,
                                  intrinsicSizes: sizes)
    let result = try doc.layout(options: options, measurer: measurer)
    var frames: [String: IBRect] = [:]
    for v in result.views { frames[v.id] = v.frame }
    return frames
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> IBRect { IBRect(x: x, y: y, width: w, height: h) }

/// retina4_7 saved by toolsVersion 21507: 375×667 @2x with no safe-area insets (xib-format §11),
/// so these snippets are not shifted by a status bar.
func plainXib(_ objects: String, resources: String = "") -> String {
    Snippet.xib(objects, device: "retina4_7", tools: "21507", resources: resources)
}

@Suite struct LayoutTests {
    @Test func omittedFirstItemIsTheHolder() throws {
        // root.bottom == a.bottom + 30 is held by root with firstItem omitted: a.bottom = 200 − 30 = 170;
        // a.top = 10 → height 160. x = 20, width 100 from the other constraints.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <constraints><constraint firstAttribute="width" constant="100" id="w"/></constraints>
              </view></subviews>
              <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="30" id="c3"/>
              </constraints>
            </view>
            """))
        #expect(f["a"] == rect(20, 10, 100, 160))
        #expect(f["root"] == rect(0, 0, 320, 200))
    }

    @Test func multiplierSpellingsScaleTheSecondItem() throws {
        // a: width 100, height = width × 1:2 = 50. b: width = root.width × 1/4 = 80.
        // c: width = root.width × 0.375 = 120. All at the top left, height 10 where not given.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="100" id="aw"/>
                    <constraint firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="1:2" id="ah"/>
                  </constraints></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <constraints><constraint firstAttribute="height" constant="10" id="bh"/></constraints></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <constraints><constraint firstAttribute="height" constant="10" id="ch"/></constraints></view>
              </subviews>
              <constraints>
                <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
                <constraint firstItem="b" firstAttribute="left" secondItem="root" secondAttribute="left" id="3"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="4"/>
                <constraint firstItem="b" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1/4" id="5"/>
                <constraint firstItem="c" firstAttribute="left" secondItem="root" secondAttribute="left" id="6"/>
                <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" id="7"/>
                <constraint firstItem="c" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.375" id="8"/>
              </constraints>
            </view>
            """))
        #expect(f["a"] == rect(0, 0, 100, 50))
        #expect(f["b"] == rect(0, 0, 80, 10))
        #expect(f["c"] == rect(0, 0, 120, 10))
    }

    @Test func symbolicUsesTheStoredConstantAndPlaceholdersStay() throws {
        // Symbolic leading 20 is used as stored; the placeholder width 64 is kept (IB solved with it).
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <constraints>
                  <constraint firstAttribute="width" constant="64" placeholder="YES" id="w"/>
                  <constraint firstAttribute="height" constant="8" id="h"/>
                </constraints></view></subviews>
              <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" symbolic="YES" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" symbolic="YES" id="c2"/>
              </constraints>
            </view>
            """))
        #expect(f["a"] == rect(20, 8, 64, 8))
    }

    @Test func huggingDefaultsDecideWhoStretches() throws {
        // Two labels (intrinsic 100 × 20 from their stored frames) fill a 320-wide row. The first
        // hugs at 251 (written), the second at UIKit's default 250, so the second takes the slack:
        // 320 − 100 = 220.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <label horizontalHuggingPriority="251" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                  <rect key="frame" x="0" y="0" width="100" height="20"/></label>
                <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="l2">
                  <rect key="frame" x="0" y="0" width="100" height="20"/></label>
              </subviews>
              <constraints>
                <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="1"/>
                <constraint firstItem="l2" firstAttribute="leading" secondItem="l1" secondAttribute="trailing" id="2"/>
                <constraint firstAttribute="trailing" secondItem="l2" secondAttribute="trailing" id="3"/>
                <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" id="4"/>
                <constraint firstItem="l2" firstAttribute="top" secondItem="root" secondAttribute="top" id="5"/>
              </constraints>
            </view>
            """))
        #expect(f["l1"] == rect(0, 0, 100, 20))
        #expect(f["l2"] == rect(100, 0, 220, 20))
    }

    @Test func verticalStackTopAlignmentMeansLeading() throws {
        // A vertical stack with alignment="top" (IB's spelling of leading): items keep their
        // intrinsic widths at x = 0 instead of filling the 200-wide stack. Spacing 10:
        // l1 at y 0 (20 tall), l2 at y 30.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <stackView axis="vertical" alignment="top" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                  <rect key="frame" x="0" y="0" width="1" height="1"/>
                  <subviews>
                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="50" height="20"/></label>
                    <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="0" y="0" width="80" height="20"/></label>
                  </subviews>
                  <constraints><constraint firstAttribute="width" constant="200" id="sw"/></constraints>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="1"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="2"/>
              </constraints>
            </view>
            """))
        #expect(f["s"] == rect(16, 8, 200, 50))
        #expect(f["l1"] == rect(0, 0, 50, 20))
        #expect(f["l2"] == rect(0, 30, 80, 20))
    }

    @Test func hiddenArrangedViewCollapses() throws {
        // Vertical fill stack, spacing 10, three 20-tall labels, the middle one hidden: it takes no
        // room and only one gap remains, so the third sits at 20 + 10 = 30; the stack is 50 tall.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <stackView axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                  <rect key="frame" x="0" y="0" width="1" height="1"/>
                  <subviews>
                    <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="50" height="20"/></label>
                    <label hidden="YES" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="0" y="0" width="50" height="20"/></label>
                    <label text="C" translatesAutoresizingMaskIntoConstraints="NO" id="l3"><rect key="frame" x="0" y="0" width="50" height="20"/></label>
                  </subviews>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="1"/>
                <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="2"/>
                <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="3"/>
              </constraints>
            </view>
            """))
        #expect(f["s"] == rect(0, 0, 320, 50))
        #expect(f["l1"] == rect(0, 0, 320, 20))
        #expect(f["l3"] == rect(0, 30, 320, 20))
    }

    @Test func autoresizingMasksFollowAnotherScreen() throws {
        // A 375×667 root (retina4_7's screen) laid out on an iPhone 15 Pro Max takes its 430×932.
        // "w" (flexible width, margins 10 and 10) becomes 430 − 20 = 410 wide; "r" (flexible left
        // margin, right margin 375 − 300 − 50 = 25) moves to x = 430 − 25 − 50 = 355; "n" (no mask
        // element: absent translates = YES with mask none) keeps its frame.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <view id="w"><rect key="frame" x="10" y="10" width="355" height="50"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>
                <view id="r"><rect key="frame" x="300" y="70" width="50" height="50"/>
                  <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/></view>
                <view id="n"><rect key="frame" x="5" y="130" width="40" height="40"/></view>
              </subviews>
            </view>
            """), device: "iphone-15-pro-max")
        #expect(f["root"] == rect(0, 0, 430, 932))
        #expect(f["w"] == rect(10, 10, 410, 50))
        #expect(f["r"] == rect(355, 70, 50, 50))
        #expect(f["n"] == rect(5, 130, 40, 40))
    }

    @Test func storyboardSafeAreaAndRootMargins() throws {
        // retina6_1 saved by toolsVersion 21225: 414×896, safe area top 48 (xib-format §11). The
        // controller's root has 20-point side margins on a 414-wide screen. a.top = 48 + 8 = 56,
        // a.leading = leadingMargin = 20, width 100; b.bottom = 896 − 34 = 862, height 10.
        let text = Snippet.storyboard("""
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc"><view key="view" id="root">
                  <rect key="frame" x="0" y="0" width="414" height="896"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                      <constraints><constraint firstAttribute="width" constant="100" id="aw"/><constraint firstAttribute="height" constant="10" id="ah"/></constraints></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
                      <constraints><constraint firstAttribute="width" constant="100" id="bw"/><constraint firstAttribute="height" constant="10" id="bh"/></constraints></view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="1"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="2"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="b" secondAttribute="bottom" id="3"/>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="4"/>
                  </constraints>
                </view></viewController>
              </objects></scene></scenes>
            """, tools: "21225", device: "retina6_1")
        let f = try layout(text)
        #expect(f["a"] == rect(20, 56, 100, 10))
        #expect(f["b"] == rect(0, 852, 100, 10))
    }

    @Test func directionalMarginsFlipUnderForcedRightToLeft() throws {
        // Container c (320 wide) forces right-to-left and has leading 30 / trailing 10 margins,
        // so its leading margin edge is 30 in from its right: 290. Leading and trailing resolve in
        // the direction of the view whose content the constraint lays out (c, the common ancestor),
        // so x.leading and y.leading are both right edges: x and y (50 wide) span 240…290, whether
        // or not they force a direction themselves.
        // Top margin 5 places both at y = 5.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <view semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                  <rect key="frame" x="0" y="0" width="1" height="1"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="x"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="50" id="xw"/><constraint firstAttribute="height" constant="10" id="xh"/></constraints></view>
                    <view semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="y"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="width" constant="50" id="yw"/><constraint firstAttribute="height" constant="10" id="yh"/></constraints></view></subviews>
                  <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="30" bottom="5" trailing="10"/>
                  <constraints>
                    <constraint firstItem="x" firstAttribute="leading" secondItem="c" secondAttribute="leadingMargin" id="1"/>
                    <constraint firstItem="x" firstAttribute="top" secondItem="c" secondAttribute="topMargin" id="2"/>
                    <constraint firstItem="y" firstAttribute="leading" secondItem="c" secondAttribute="leadingMargin" id="y1"/>
                    <constraint firstItem="y" firstAttribute="top" secondItem="c" secondAttribute="topMargin" id="y2"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="c" firstAttribute="left" secondItem="root" secondAttribute="left" id="3"/>
                <constraint firstItem="c" firstAttribute="right" secondItem="root" secondAttribute="right" id="4"/>
                <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" id="5"/>
                <constraint firstItem="c" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="6"/>
              </constraints>
            </view>
            """))
        #expect(f["x"] == rect(240, 5, 50, 10))
        #expect(f["y"] == rect(240, 5, 50, 10))
    }

    @Test func sizeClassVariationsFollowTheDevice() throws {
        // a.width is 100, 200 for regular width. v exists only in regular width (excluded by
        // default). iPhone SE portrait is compact: 100 and no v; an iPad Pro 11 (wR hR): 200 and v.
        let xml = plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="100" id="aw"><variation key="widthClass=regular" constant="200"/></constraint>
                    <constraint firstAttribute="height" constant="10" id="ah"/>
                  </constraints></view>
                <view id="v"><rect key="frame" x="0" y="20" width="10" height="10"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
              </constraints>
              <variation key="default"><mask key="subviews"><exclude reference="v"/></mask></variation>
              <variation key="widthClass=regular"><mask key="subviews"><include reference="v"/></mask></variation>
            </view>
            """)
        let phone = try layout(xml)
        #expect(phone["a"] == rect(0, 0, 100, 10))
        #expect(phone["v"] == nil)
        let pad = try layout(xml, device: "ipad-pro-11")
        #expect(pad["a"] == rect(0, 0, 200, 10))
        #expect(pad["v"] == rect(0, 20, 10, 10))
    }

    @Test func scrollViewEdgesMeanTheContentArea() throws {
        // A 320×200 scroll view whose content view is pinned to its four edges (the content
        // area), as wide as the scroll view's frame and 500 tall: the content is 320×500 at the
        // origin while the scroll view stays 320×200.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="height" constant="500" id="ch"/></constraints></view></subviews>
                  <constraints>
                    <constraint firstItem="c" firstAttribute="top" secondItem="sv" secondAttribute="top" id="1"/>
                    <constraint firstItem="c" firstAttribute="leading" secondItem="sv" secondAttribute="leading" id="2"/>
                    <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="3"/>
                    <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="4"/>
                    <constraint firstItem="c" firstAttribute="width" secondItem="sv" secondAttribute="width" id="5"/>
                  </constraints>
                </scrollView>
              </subviews>
              <constraints>
                <constraint firstItem="sv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="6"/>
                <constraint firstItem="sv" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="7"/>
                <constraint firstItem="sv" firstAttribute="top" secondItem="root" secondAttribute="top" id="8"/>
                <constraint firstItem="sv" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="9"/>
              </constraints>
            </view>
            """))
        #expect(f["sv"] == rect(0, 0, 320, 200))
        #expect(f["c"] == rect(0, 0, 320, 500))
    }

    @Test func tableCellContentViewMargins() throws {
        // A cell's content view has 11-point top/bottom margins and 16 at the sides on a
        // 375-wide screen: a label pinned to its margins sits at (16, 11), 320 − 32 = 288 wide.
        let f = try layout(plainXib("""
            <tableViewCell id="cell"><rect key="frame" x="0" y="0" width="320" height="44"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews><label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="40" height="20"/></label></subviews>
                <constraints>
                  <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="1"/>
                  <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="2"/>
                  <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="3"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
            """))
        #expect(f["cv"] == rect(0, 0, 320, 44))
        #expect(f["l"] == rect(16, 11, 288, 20))
    }

    @Test func cellMarginsBeforeXcode9AreUIViewsEight() throws {
        // Xcode 8 and earlier drew a cell's content view with UIView's 8-point margins: in a
        // toolsVersion-10116 cell the label pinned to the margins spans 8…312 (304 wide) and
        // starts 8 from the top.
        let text = Snippet.xib("""
            <tableViewCell id="cell"><rect key="frame" x="0" y="0" width="320" height="44"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews><label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="40" height="20"/></label></subviews>
                <constraints>
                  <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="1"/>
                  <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="2"/>
                  <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="3"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
            """, device: "retina4_7", tools: "10116")
        #expect(try layout(text)["l"] == rect(8, 8, 304, 20))
    }

    @Test func infoButtonsAreAFixedGlyph() throws {
        // An info button draws UIKit's fixed glyph and has no title: measured, it would be
        // 0 × 0; its stored 22 × 22 is its size.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="100"/>
              <subviews>
                <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="i"><rect key="frame" x="0" y="0" width="22" height="22"/></button>
              </subviews>
              <constraints>
                <constraint firstItem="i" firstAttribute="left" secondItem="root" secondAttribute="left" constant="5" id="1"/>
                <constraint firstItem="i" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="2"/>
              </constraints>
            </view>
            """), sizes: .measured, measurer: TenPerCharacter())
        #expect(f["i"] == rect(5, 5, 22, 22))
    }

    @Test func frameInsetIsAFrame() throws {
        // Xcode 8 wrote some frames as <frame key="frameInset" minX= minY= width= height=>: the
        // view at minX 10, minY 20, 30 × 40 is stored there, and a root with only a size at 0, 0.
        let doc = try Snippet.read(plainXib("""
            <view id="root"><frame key="frameInset" width="320" height="85"/>
              <subviews>
                <view id="v"><frame key="frameInset" minX="10" minY="20" width="30" height="40"/></view>
              </subviews>
            </view>
            """))
        #expect(doc.scenes.first?.root.frame == rect(0, 0, 320, 85))
        #expect(doc.scenes.first?.root.subviews.first?.frame == rect(10, 20, 30, 40))
    }

    @Test func cellSideMarginsOnWidePhones() throws {
        // On a 414-wide phone (retina6_1) the side margin is 20, but a cell at the 320-point
        // default keeps 16: the label spans 16…304 (288 wide) in a 320 cell, and 20…311
        // (291 wide) in a 331 cell.
        func cell(width: Int) -> String {
            Snippet.xib("""
                <tableViewCell id="cell"><rect key="frame" x="0" y="0" width="\(width)" height="44"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="\(width)" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews><label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="40" height="20"/></label></subviews>
                    <constraints>
                      <constraint firstItem="l" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="1"/>
                      <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="2"/>
                      <constraint firstItem="l" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="3"/>
                    </constraints>
                  </tableViewCellContentView>
                </tableViewCell>
                """, device: "retina6_1")
        }
        #expect(try layout(cell(width: 320))["l"] == rect(16, 11, 288, 20))
        #expect(try layout(cell(width: 331))["l"] == rect(20, 11, 291, 20))
    }
}

/// A measurer with round numbers: 10 points per character, 20 points per line.
struct TenPerCharacter: TextMeasuring {
    func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let w = Double(request.string.count) * 10 + (request.font.weight == .bold ? 1 : 0)
            + (request.font.weight == .semibold ? 2 : 0)
        return TextMeasurement(size: Size(width: w, height: request.font.size + 3), firstBaseline: 15,
                               lastBaseline: 15, lineCount: 1, isTruncated: false)
    }
}

@Suite struct MeasuredContentTests {
    @Test func fontsTextAndImageSizes() throws {
        // Measured with TenPerCharacter: "Hello" in bold system 15 → 50 + 1 (bold) = 51 wide,
        // 15 + 3 = 18 tall. "Hi" in Headline (17 pt semibold) → 20 + 2 = 22 wide, 20 tall.
        // The image view takes its image's size from <resources>: 24 × 22. The button's title
        // "Go" (system 15 by default) is 20 × 18 plus insets left 16 right 12 top 8 bottom 4.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/></label>
                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
                <imageView image="Check" translatesAutoresizingMaskIntoConstraints="NO" id="i"><rect key="frame" x="0" y="0" width="1" height="1"/></imageView>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <inset key="contentEdgeInsets" minX="16" minY="8" maxX="12" maxY="4"/>
                  <state key="normal" title="Go"/></button>
              </subviews>
              <constraints>
                <constraint firstItem="l1" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
                <constraint firstItem="l2" firstAttribute="left" secondItem="root" secondAttribute="left" id="3"/>
                <constraint firstItem="l2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="4"/>
                <constraint firstItem="i" firstAttribute="left" secondItem="root" secondAttribute="left" id="5"/>
                <constraint firstItem="i" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="6"/>
                <constraint firstItem="b" firstAttribute="left" secondItem="root" secondAttribute="left" id="7"/>
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="8"/>
              </constraints>
            </view>
            """, resources: #"<image name="Check" width="24" height="22"/>"#), sizes: .measured, measurer: TenPerCharacter())
        #expect(f["l1"] == rect(0, 0, 51, 18))
        #expect(f["l2"] == rect(0, 50, 22, 20))
        #expect(f["i"] == rect(0, 100, 24, 22))
        #expect(f["b"] == rect(0, 150, 48, 30))
    }
}

@Suite struct HarnessAPITests {
    @Test func screensAndStringsByObjectID() throws {
        // Keys follow Xcode's IB strings files: label text, button normalTitle, field placeholder.
        let doc = try Snippet.read(plainXib("""
            <view id="root" customClass="Card"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="40" width="1" height="1"/><state key="normal" title="Go"/></button>
                <textField placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="f"><rect key="frame" x="0" y="80" width="1" height="1"/></textField>
              </subviews>
              <constraints>
                <constraint firstItem="l" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
              </constraints>
            </view>
            """), file: "Screens/Card.xib")
        #expect(doc.screens.map(\.name) == ["Card/Card"])
        let tree = try doc.viewTree(doc.scenes[0], options: IBLayoutOptions(intrinsicSizes: .measured))
        #expect(tree.localizableStrings.map(\.key) == ["l.text", "b.normalTitle", "f.placeholder"])
        let table = ["l.text": "Hallo Welt", "b.normalTitle": "Los"]
        let missing = tree.applyStrings { table[$0] }
        #expect(missing == ["f.placeholder"])
        #expect((tree.view(id: "l") as? Label)?.text == "Hallo Welt")
        #expect((tree.view(id: "b") as? Button)?.title == "Los")
        // Laid out with TenPerCharacter: "Hallo Welt" is 10 characters → 100 wide, 17 + 3 = 20 tall.
        let engine = try LayoutEngine(root: tree.layoutRoot, environment: tree.environment, measurer: TenPerCharacter())
        #expect(engine.layout().frame("l") == Rect(x: 0, y: 0, width: 100, height: 20))
    }
}

@Suite struct ButtonAndTextContentTests {
    @Test func buttonsPadTitlesAndAddImages() throws {
        // With TenPerCharacter: "Button" (system 15) is 60 × 18. Zero content insets: UIKit pads
        // 6 above and below → 60 × 30 (IB's default button is 30 tall). The image button adds its
        // 24 × 24 image to the 20 × 18 title "Go" with insets 3 all round: 44 + 6 = 50 wide,
        // max(18, 24) + 6 = 30 tall.
        let f = try layout(plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <state key="normal" title="Button"/></button>
                <button translatesAutoresizingMaskIntoConstraints="NO" id="b2"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <inset key="contentEdgeInsets" minX="3" minY="3" maxX="3" maxY="3"/>
                  <state key="normal" title="Go" image="star"/></button>
              </subviews>
              <constraints>
                <constraint firstItem="b1" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
                <constraint firstItem="b2" firstAttribute="left" secondItem="root" secondAttribute="left" id="3"/>
                <constraint firstItem="b2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="4"/>
              </constraints>
            </view>
            """, resources: #"<image name="star" width="24" height="24"/>"#), sizes: .measured, measurer: TenPerCharacter())
        #expect(f["b1"] == rect(0, 0, 60, 30))
        #expect(f["b2"] == rect(0, 50, 50, 30))
    }

    @Test func appFontsAreMeasuredInTheSystemFontWithANote() throws {
        // An app's own font is not on this machine: "Heavy" (Gotham-Heavy, 20 pt) is measured
        // as the system font at 20 pt, heavy weight: with TenPerCharacter 5 × 10 = 50 wide and
        // 20 + 3 = 23 tall, and the import says so at the label's line (line 9 of the snippet:
        // the document header takes 6 lines, then the root view and <subviews>). A `.SFUI` name is the
        // system font itself and gets no note.
        let text = plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <label text="Heavy" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <fontDescription key="fontDescription" name="Gotham-Heavy" family="Gotham" pointSize="20"/></label>
                <label text="SF" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <fontDescription key="fontDescription" name=".SFUI-Semibold" family=".SF UI Text" pointSize="17"/></label>
              </subviews>
              <constraints>
                <constraint firstItem="l1" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
                <constraint firstItem="l2" firstAttribute="left" secondItem="root" secondAttribute="left" id="3"/>
                <constraint firstItem="l2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="4"/>
              </constraints>
            </view>
            """)
        let result = try Snippet.read(text).layout(options: IBLayoutOptions(intrinsicSizes: .measured), measurer: TenPerCharacter())
        let frames = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0.frame) })
        #expect(frames["l1"] == rect(0, 0, 50, 23))
        // ".SFUI-Semibold" at 17: 2 × 10 + 2 (semibold) = 22 wide, 20 tall.
        #expect(frames["l2"] == rect(0, 50, 22, 20))
        let fontNotes = result.notes.map(\.description).filter { $0.contains("font") }
        #expect(fontNotes.count == 1)
        #expect(fontNotes.first?.contains("snippet.xib:9:") == true, "\(fontNotes)")
        #expect(fontNotes.first?.contains("'l1': font 'Gotham-Heavy' is not available; its text is measured in the system font at 20 pt heavy") == true)
        // When the app ships the font, the label asks the measurer for it by name, without a note.
        let shipped = IBLayoutOptions(intrinsicSizes: .measured, appFontNames: ["gotham-heavy"])
        let document = try Snippet.read(text)
        let tree = try document.viewTree(document.scenes[0], options: shipped)
        #expect((tree.view(id: "l1") as? Label)?.font == Font(family: "Gotham-Heavy", size: 20, weight: .heavy))
        #expect(try !document.layout(options: shipped, measurer: TenPerCharacter()).notes.contains { $0.description.contains("font") })
        // A font iOS ships (Avenir-Heavy) is kept by name, with its weight, for the measurer to
        // measure in its stand-in (IOSFonts); the run notes the substitution, not the document.
        let ios = try Snippet.read(text.replacingOccurrences(of: "name=\"Gotham-Heavy\" family=\"Gotham\"",
                                                             with: "name=\"Avenir-HeavyOblique\" family=\"Avenir\""))
        let iosTree = try ios.viewTree(ios.scenes[0], options: IBLayoutOptions(intrinsicSizes: .measured))
        var avenir = Font(family: "Avenir-HeavyOblique", size: 20, weight: .heavy)
        avenir.traits.isItalic = true
        #expect((iosTree.view(id: "l1") as? Label)?.font == avenir)
        #expect(try !ios.layout(options: IBLayoutOptions(intrinsicSizes: .measured), measurer: TenPerCharacter()).notes
            .contains { $0.description.contains("font") })
    }

    @Test func controlsTakeUIKitsOrTheDocumentsSizes() throws {
        // Measured mode. A switch is UIKit's fixed 51 × 31 whatever its stored frame. A text
        // field shows its placeholder while empty: "Name" with TenPerCharacter in the default
        // 17 pt is 40 × 20, and a borderless field is 1 taller than its line: 40 × 21. A medium
        // spinner is UIKit's 20 × 20; a slider has an intrinsic height only (stored 31, so 30 for its
        // alignment rectangle, which leaves out 2 points each side and 1 below), its width comes
        // from the constraints: its alignment rectangle spans the 320-wide root, so its frame is
        // (−2, 150, 324, 31). A text view that
        // does not scroll keeps its stored 100 × 60 (with a note: its content is not measured).
        let text = plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="400"/>
              <subviews>
                <switch on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="0" y="0" width="10" height="10"/></switch>
                <textField placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="tf"><rect key="frame" x="0" y="0" width="1" height="1"/></textField>
                <activityIndicatorView style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="ai"><rect key="frame" x="0" y="0" width="20" height="20"/></activityIndicatorView>
                <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="0" y="0" width="118" height="31"/></slider>
                <textView scrollEnabled="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="tv"><rect key="frame" x="0" y="0" width="100" height="60"/></textView>
              </subviews>
              <constraints>
                <constraint firstItem="sw" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
                <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
                <constraint firstItem="tf" firstAttribute="left" secondItem="root" secondAttribute="left" id="3"/>
                <constraint firstItem="tf" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="4"/>
                <constraint firstItem="ai" firstAttribute="left" secondItem="root" secondAttribute="left" id="5"/>
                <constraint firstItem="ai" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="6"/>
                <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="7"/>
                <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" id="8"/>
                <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="9"/>
                <constraint firstItem="tv" firstAttribute="left" secondItem="root" secondAttribute="left" id="10"/>
                <constraint firstItem="tv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="11"/>
              </constraints>
            </view>
            """)
        let result = try Snippet.read(text).layout(options: IBLayoutOptions(intrinsicSizes: .measured), measurer: TenPerCharacter())
        let f = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0.frame) })
        #expect(f["sw"] == rect(0, 0, 51, 31))
        #expect(f["tf"] == rect(0, 50, 40, 21))
        #expect(f["ai"] == rect(0, 100, 20, 20))
        #expect(f["sl"] == rect(-2, 150, 324, 31))
        #expect(f["tv"] == rect(0, 200, 100, 60))
        #expect(result.notes.contains { $0.description.contains("'tv': text view content is not measured") })
    }

    @Test func olderCellsContentViewWithoutAnIdHoldsTheSubviews() throws {
        // Files from before Xcode 9 write a collection cell's content view without an id and put
        // the constraints on the cell. The content view is named after its cell and fills it
        // (100 × 80); the image is pinned 10 from the cell's leading and top edges and is 30 ×
        // 20 by its own constraints: (10, 10, 30, 20) in the content view.
        let f = try layout(plainXib("""
            <collectionViewCell id="cell"><rect key="frame" x="0" y="0" width="100" height="80"/>
              <view key="contentView"><rect key="frame" x="0" y="0" width="100" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                  <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="30" id="w"/>
                      <constraint firstAttribute="height" constant="20" id="h"/>
                    </constraints></imageView>
                </subviews>
              </view>
              <constraints>
                <constraint firstItem="img" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="10" id="1"/>
                <constraint firstItem="img" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="10" id="2"/>
              </constraints>
            </collectionViewCell>
            """))
        #expect(f["cell.contentView"] == rect(0, 0, 100, 80))
        #expect(f["img"] == rect(10, 10, 30, 20))
    }

    @Test func documentWithoutADeviceKeepsItsRootsStoredSize() throws {
        // Before Xcode 8 a document named no <device>; its canvas was the root's stored size
        // (here a 600 × 600 size-class canvas). Laid out without a device, that size is the
        // screen: the root stays 600 × 600 and a view pinned 20 from its trailing and bottom
        // edges, 100 × 50, sits at (600 − 20 − 100, 600 − 20 − 50) = (480, 530), with a note.
        let text = plainXib("""
            <view id="root"><rect key="frame" x="0" y="0" width="600" height="600"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                    <constraint firstAttribute="height" constant="50" id="h"/>
                  </constraints></view>
              </subviews>
              <constraints>
                <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="20" id="1"/>
                <constraint firstAttribute="bottom" secondItem="v" secondAttribute="bottom" constant="20" id="2"/>
              </constraints>
            </view>
            """).replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
        let result = try Snippet.read(text).layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument), measurer: TenPerCharacter())
        let f = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0.frame) })
        #expect(f["root"] == rect(0, 0, 600, 600))
        #expect(f["v"] == rect(480, 530, 100, 50))
        #expect(result.device.scale == 2)
        #expect(result.notes.contains { $0.description.contains("the document names no <device>: each root's stored size is taken as its screen") })
        // On a device given (a scenario's), the note reads the same on every device, so a run
        // says it once for the file rather than once per device.
        let notes = try ["iphone-se-3", "iphone-15-pro"].map { id in
            try Snippet.read(text).layout(options: IBLayoutOptions(device: try DeviceCatalog.device(id), intrinsicSizes: .fromDocument),
                                          measurer: TenPerCharacter()).notes.map(\.description)
        }
        #expect(notes[0] == notes[1])
        #expect(notes[0].contains { $0.contains("names no <device> (saved before Xcode 8, or freeform): each root's stored size is read as "
                                                + "the screen it was designed on, and laid out on the device given") }, "\(notes[0])")
    }

    @Test func staticTableCellsAreReadSectionBySection() throws {
        // A static table's cells sit in <sections><tableViewSection><cells>; the table places
        // them by their stored frames (the second section's cell at y 100), and each content
        // view fills its cell. The 50 × 20 view is pinned 15 from the content view's leading
        // edge and centred: (15, (44 − 20) / 2 = 12).
        let f = try layout(plainXib("""
            <tableView dataMode="static" style="grouped" id="table"><rect key="frame" x="0" y="0" width="320" height="400"/>
              <sections>
                <tableViewSection id="s1"><cells>
                  <tableViewCell id="c1"><rect key="frame" x="0" y="18" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="cv1"><rect key="frame" x="0" y="0" width="320" height="44"/></tableViewCellContentView>
                  </tableViewCell>
                </cells></tableViewSection>
                <tableViewSection id="s2"><cells>
                  <tableViewCell id="c2"><rect key="frame" x="0" y="100" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="cv2"><rect key="frame" x="0" y="0" width="320" height="44"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/>
                          <constraints>
                            <constraint firstAttribute="width" constant="50" id="w"/>
                            <constraint firstAttribute="height" constant="20" id="h"/>
                          </constraints></view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="l" firstAttribute="leading" secondItem="cv2" secondAttribute="leading" constant="15" id="1"/>
                        <constraint firstItem="l" firstAttribute="centerY" secondItem="cv2" secondAttribute="centerY" id="2"/>
                      </constraints>
                    </tableViewCellContentView>
                  </tableViewCell>
                </cells></tableViewSection>
              </sections>
            </tableView>
            """))
        #expect(f["c1"] == rect(0, 18, 320, 44))
        #expect(f["c2"] == rect(0, 100, 320, 44))
        #expect(f["cv2"] == rect(0, 0, 320, 44))
        #expect(f["l"] == rect(15, 12, 50, 20))
    }

    @Test func oldFreeformViewsHadNoStatusBar() throws {
        // retina4_7's canvas had a 20-point status bar before build 14868 and from 21701 on, and
        // none in between (xib-format §11); before 14868 only screen-sized roots had it. So a view
        // pinned to the safe area's top of a freeform 375 × 44 header sits at y 0 when saved by
        // 14460 (freeform: no status bar) and by 21507 (no inset at all), and at y 20 by 22155.
        func header(tools: String, width: Double = 375) -> String {
            Snippet.xib("""
                <view id="root"><rect key="frame" x="0" y="0" width="\(width)" height="44"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                      <constraints><constraint firstAttribute="height" constant="10" id="h"/></constraints></view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="sa"/>
                  <constraints>
                    <constraint firstItem="v" firstAttribute="top" secondItem="sa" secondAttribute="top" id="1"/>
                    <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="2"/>
                    <constraint firstItem="v" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="3"/>
                  </constraints>
                </view>
                """, device: "retina4_7", tools: tools)
        }
        #expect(try layout(header(tools: "14460.31"))["v"] == rect(0, 0, 375, 10))
        #expect(try layout(header(tools: "21507"))["v"] == rect(0, 0, 375, 10))
        #expect(try layout(header(tools: "22155"))["v"] == rect(0, 20, 375, 10))
        // Wider than the screen (561 > 375), a free view takes the device's insets as they are,
        // but before 14868 without the status bar old Xcode never drew on freeform views: y 0 at
        // 14460 (habitica's 561 × 72 MenuNavigationBarView stores its views so), y 20 at 22155.
        #expect(try layout(header(tools: "14460.31", width: 561))["v"] == rect(0, 0, 561, 10))
        #expect(try layout(header(tools: "22155", width: 561))["v"] == rect(0, 20, 561, 10))
    }

    @Test func freeformControllerWithoutADeviceKeepsItsSizeOnAnyDevice() throws {
        // A notification extension's scene: no <device>, a freeform 320 × 37 controller view.
        // Laid out on iPhone 15 Pro, the root keeps its freeform size instead of becoming the
        // screen, and a label pinned 8 inside it on each side is 304 wide.
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc"><view key="view" id="root">
                  <rect key="frame" x="0" y="0" width="320" height="37"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="1"/>
                    <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="8" id="2"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="3"/>
                    <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="8" id="4"/>
                  </constraints>
                </view>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="320" height="37"/>
                </viewController>
              </objects></scene></scenes>
            </document>
            """
        let f = try layout(text, device: "iphone-15-pro")
        #expect(f["root"] == rect(0, 0, 320, 37))
        #expect(f["a"] == rect(8, 8, 304, 21))
    }

    @Test func weightsFromPostScriptNames() {
        // The suffix after the last dash names the weight; a longer name wins over its tail
        // (ExtraBold is heavy, not bold); no suffix is regular.
        let cases: [(String, FontWeight)] = [
            ("Avenir-Heavy", .heavy), ("HelveticaNeue-Bold", .bold), ("Lato-ExtraBoldItalic", .heavy),
            ("Poppins-SemiBold", .semibold), ("Inter-ExtraLight", .ultraLight), ("Avenir-Book", .regular),
            ("HelveticaNeue", .regular), ("Roboto-Thin", .thin), ("Lato-Black", .black),
        ]
        for (name, weight) in cases {
            #expect(ViewTreeBuilder.weight(postScriptName: name) == weight, "\(name)")
        }
    }

    @Test func longTextIsAStringChild() throws {
        // IB writes multi-line text as <string key="text">; a two-line label measures two lines.
        let doc = try Snippet.read(plainXib("""
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <string key="text">Your plan
            has expired</string></label>
            """))
        #expect(doc.scenes[0].root.text?.text == "Your plan\nhas expired")
    }
}

@Suite struct SimulatedBarTests {
    @Test func simulatedBarsExtendTheSafeArea() throws {
        // retina6_12: 393 × 852, safe area 59 / 34. A translucent navigation bar (44) and a tab bar
        // (49) are simulated over a full-screen root: the safe area spans 59 + 44 = 103 to
        // 852 − 34 − 49 = 769, so a view pinned to it is 666 tall.
        let text = Snippet.storyboard("""
              <scenes><scene sceneID="s"><objects>
                <viewController id="vc"><view key="view" id="root">
                  <rect key="frame" x="0" y="0" width="393" height="852"/>
                  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="1"/>
                    <constraint firstItem="a" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="2"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="3"/>
                    <constraint firstItem="a" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="4"/>
                  </constraints>
                </view>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                </viewController>
              </objects></scene></scenes>
            """, tools: "21507", device: "retina6_12")
        let f = try layout(text)
        #expect(f["a"] == rect(0, 103, 393, 666))
    }
}
