import Testing
import AutoLayout
@testable import InterfaceBuilder

/// Stored-frame tie-breakers: an IB-canvas emulation that is off unless asked for, and then ties
/// only what UIKit's constraints leave undetermined.
@Suite struct TieBreakerTests {
    func run(_ text: String, ties: Bool) throws -> IBLayoutResult {
        let doc = try Snippet.read(plainXib(text))
        return try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument, resolvesAmbiguityWithStoredFrames: ties))
    }

    @Test func optionIsOffByDefault() {
        #expect(IBLayoutOptions().resolvesAmbiguityWithStoredFrames == false)
    }

    /// A vertical, centre-aligned stack pinned 320 wide: "a" has width 100 and height 20; spacer "s"
    /// has only height 10 and a stored frame 240 wide at x 40 (IB's library default width).
    /// - UIKit: nothing sizes "s" across the axis but `UISV-ambiguity-suppression` (width 0 @25), so it
    ///   is 0 wide, centred on a's centre: a.centerX = 320 / 2 = 160 → a at x 110, s at x 160; along the
    ///   axis a at y 0, s at y 20.
    /// - IB-canvas emulation: s is tied to width 240 @52 (above suppression 25 and spanning-fit 51),
    ///   centred: x = 160 − 120 = 40. a is tied too (suppression is among its constraints) but its
    ///   required width 100 and the required centring win over the stored (0, 0, 1, 1), so it stays.
    @Test func spacerInACentreAlignedStack() throws {
        let text = """
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                  <rect key="frame" x="0" y="0" width="1" height="1"/>
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="100" id="aw"/>
                        <constraint firstAttribute="height" constant="20" id="ah"/>
                      </constraints></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="40" y="20" width="240" height="10"/>
                      <constraints><constraint firstAttribute="height" constant="10" id="sh"/></constraints></view>
                  </subviews>
                </stackView>
              </subviews>
              <constraints>
                <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="1"/>
                <constraint firstItem="st" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="2"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="3"/>
              </constraints>
            </view>
            """
        let uikit = try run(text, ties: false)
        let frames = Dictionary(uniqueKeysWithValues: uikit.views.map { ($0.id, $0.frame) })
        #expect(frames["a"] == rect(110, 0, 100, 20))
        #expect(frames["s"] == rect(160, 20, 0, 10))
        #expect(uikit.views.allSatisfy { $0.tiedToStoredFrame.isEmpty })
        #expect(uikit.storedFrameTieBreakers == false)

        let canvas = try run(text, ties: true)
        let tied = Dictionary(uniqueKeysWithValues: canvas.views.map { ($0.id, $0) })
        #expect(tied["a"]?.frame == rect(110, 0, 100, 20))
        #expect(tied["s"]?.frame == rect(40, 20, 240, 10))
        #expect(tied["s"]?.tiedToStoredFrame == [.horizontal])
        #expect(tied["st"]?.tiedToStoredFrame == [])
        #expect(canvas.storedFrameTieBreakers)
    }

    /// "b" has leading 20, width 50 and height 30 but nothing places it vertically; its stored frame
    /// says (5, 77). UIKit: the y position is ambiguous and reported. Emulation: only the vertical
    /// axis is tied, so y = 77 while x stays 20 from its constraint, not the stored 5.
    @Test func onlyTheAmbiguousAxisIsTied() throws {
        let text = """
            <view id="root"><rect key="frame" x="0" y="0" width="320" height="200"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="5" y="77" width="50" height="30"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="50" id="bw"/>
                    <constraint firstAttribute="height" constant="30" id="bh"/>
                  </constraints></view>
              </subviews>
              <constraints>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="1"/>
              </constraints>
            </view>
            """
        let uikit = try run(text, ties: false)
        #expect(uikit.views.first { $0.id == "b" }?.frame.x == 20)
        #expect(uikit.diagnostics.contains { $0.contains("b") && $0.lowercased().contains("ambiguous") })
        let canvas = try run(text, ties: true)
        let b = canvas.views.first { $0.id == "b" }
        #expect(b?.frame == rect(20, 77, 50, 30))
        #expect(b?.tiedToStoredFrame == [.vertical])
        #expect(!canvas.diagnostics.contains { $0.lowercased().contains("ambiguous") })
    }
}
