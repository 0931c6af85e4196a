// Text metrics that depend on the Xcode whose canvas stored the frames.
import Testing
import AutoLayout
@testable import InterfaceBuilder

/// A Body label "Hi", a Headline label "Hi" and a configured plain button "Go" (its title is Body),
/// pinned by their top-left corners at x 10, y 10 / 110 / 210.
private let styled = """
    <view id="root"><rect key="frame" x="0" y="0" width="320" height="400"/>
      <subviews>
        <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="body"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
        <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="head"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
          <buttonConfiguration key="configuration" style="plain" title="Go"/></button>
      </subviews>
      <constraints>
        <constraint firstItem="body" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="l0"/>
        <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t0"/>
        <constraint firstItem="head" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="l1"/>
        <constraint firstItem="head" firstAttribute="top" secondItem="root" secondAttribute="top" constant="110" id="t1"/>
        <constraint firstItem="b" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="l2"/>
        <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="210" id="t2"/>
      </constraints>
    </view>
    """

private func frames(tools: String, canvas: Bool = true) throws -> [String: IBRect] {
    let doc = try Snippet.read(Snippet.xib(styled, device: "retina4_7", tools: tools))
    var options = IBLayoutOptions(intrinsicSizes: .measured)
    options.textStylesAtCanvasSize = canvas
    var frames: [String: IBRect] = [:]
    for v in try doc.layout(options: options, measurer: TenPerCharacter()).views { frames[v.id] = v.frame }
    return frames
}

@Suite struct TextStyleCanvasTests {
    @Test func xcode12_5To13_4DrawTextStylesExtraSmall() throws {
        // TenPerCharacter: 10 a character (+2 semibold), lines of size + 3. Saved by Xcode 13.0
        // (19455): Body and Headline at the extra-small size, 14 pt: "Hi" 20 × 17 and
        // 22 × 17 (semibold). The configured button's Body title is 14 pt too: 20 × 17 plus the
        // medium insets 12 / 7 = 44 × 31, the height AU-COVIDSafe's and freeotp's plain buttons
        // are stored at (AU-COVIDSafe/mobile-ios CovidSafe/Base.lproj/Main.storyboard, blob
        // 677136eb2d238a8aa3737197e5f6092f931b0550, Body labels 17 tall; freeotp/freeotp-ios
        // FreeOTP/Base.lproj/Main.storyboard, blob 67a9ea0af36075ded7e794e5bc4ce0f49b73e1fc, 20037,
        // plain buttons 31 tall; zotero/zotero-ios Zotero/Scenes/Master/Collections/Views/
        // CollectionCellContentView.xib, blob ad392499b140ee786274a42dae5fe3db0140b4cc, 19529,
        // Body "Label" 35.5 × 17 and Caption 1 13.5 tall).
        for tools in ["18122", "19455", "19529", "20037"] {
            let f = try frames(tools: tools)
            #expect(f["body"] == rect(10, 10, 20, 17), "toolsVersion \(tools)")
            #expect(f["head"] == rect(10, 110, 22, 17), "toolsVersion \(tools)")
            #expect(f["b"] == rect(10, 210, 44, 31), "toolsVersion \(tools)")
        }
    }

    @Test func otherXcodesAndRunTimeDrawTheDefaultSize() throws {
        // Xcode 12.0 (17701) and 14.0 (21225), and UIKit at run time whatever the Xcode: Large,
        // Body and Headline 17 pt: "Hi" 20 × 20 and 22 × 20; the button 20 × 20 + 24 / 14 = 44 × 34.
        for f in [try frames(tools: "17701"), try frames(tools: "21225"), try frames(tools: "19455", canvas: false)] {
            #expect(f["body"] == rect(10, 10, 20, 20))
            #expect(f["head"] == rect(10, 110, 22, 20))
            #expect(f["b"] == rect(10, 210, 44, 34))
        }
    }
}

@Suite struct BorderlessFieldEraTests {
    /// Borderless fields "Hello" in 17 pt (`a`) and 16 pt (`b`), pinned at (10, 10) and (10, 110).
    private let fields = """
        <view id="root"><rect key="frame" x="0" y="0" width="320" height="400"/>
          <subviews>
            <textField text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/></textField>
            <textField text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="1" height="1"/>
              <fontDescription key="fontDescription" type="system" pointSize="16"/></textField>
          </subviews>
          <constraints>
            <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="l0"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t0"/>
            <constraint firstItem="b" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="l1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="110" id="t1"/>
          </constraints>
        </view>
        """

    @Test func xcode9AndEarlierStoreTheLineAlone() throws {
        // TenPerCharacter: "Hello" 50 wide, lines of size + 3: 20 (17 pt) and 19 (16 pt), whole
        // points already. Xcode 8.1 (11542) and 9.4 (13771) store the line alone: 50 × 20 and
        // 50 × 19, as QuickBlox's 17- and 16-point fields are stored 21 and 20 tall (SF lines
        // 20.29 and 19.09 rounded up; QuickBlox/quickblox-ios-sdk sample-users/sample-users/
        // Base.lproj/Main.storyboard, blob 16f2c22f991d4db2f2087eed25d7f1e9ba3fdc67) and
        // element-ios's 18-point title field 22 (21.48 up; vector-im/element-ios Riot/Modules/Room/
        // Views/Title/Preview/PreviewRoomTitleView.xib, blob 31fcca2736f992332e8aee31d4dc1a27a8a6737f;
        // habitica's 17-point LoginEntryView.xib field 21, blob cdbe4fe5a31c1326867e51d5d74368dab8d245a3).
        for tools in ["11542", "13771"] {
            let f = try layout(Snippet.xib(fields, device: "retina4_7", tools: tools), sizes: .measured, measurer: TenPerCharacter())
            #expect(f["a"] == rect(10, 10, 50, 20), "toolsVersion \(tools)")
            #expect(f["b"] == rect(10, 110, 50, 19), "toolsVersion \(tools)")
        }
        // Later Xcodes add a point: 50 × 21 and 50 × 20.
        let f = try layout(plainXib(fields), sizes: .measured, measurer: TenPerCharacter())
        #expect(f["a"] == rect(10, 10, 50, 21))
        #expect(f["b"] == rect(10, 110, 50, 20))
    }
}

@Suite struct RoundedRectFieldGrowthTests {
    @Test func aTallLineAddsEightPoints() throws {
        // TenPerCharacter, lines of size + 3. Rounded-rect fields "Hi" (20 + 7 + 7 = 34 wide):
        // 50 pt, line 53 + 8 = 61 tall; 18 pt, line 21 + 8 = 29, under the 34 floor: 34. As
        // stored: AlexGeier/subscription-tracker EzSub/Base.lproj/Subscriptions.storyboard (blob
        // 2cd7c5a6d239abf383bebca79a1551ac053c89d8), a 50-point field in a stack, 68 tall (SF line
        // 59.67 up to 60, + 8); Androkzn/my_tracking_app Profile.storyboard (blob
        // d28fb6e9bd5d1bc374d45673a6736c143cdecd7e), five 18-point fields 34 tall (22 + 13 would be 35).
        let fields = """
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="400"/>
              <subviews>
                <textField borderStyle="roundedRect" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                  <rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="50"/></textField>
                <textField borderStyle="roundedRect" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="mid">
                  <rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="18"/></textField>
              </subviews>
              <constraints>
                <constraint firstItem="big" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="l0"/>
                <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t0"/>
                <constraint firstItem="mid" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10" id="l1"/>
                <constraint firstItem="mid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="110" id="t1"/>
              </constraints>
            </view>
            """
        let f = try layout(plainXib(fields), sizes: .measured, measurer: TenPerCharacter())
        #expect(f["big"] == rect(10, 10, 34, 61))
        #expect(f["mid"] == rect(10, 110, 34, 34))
    }
}
