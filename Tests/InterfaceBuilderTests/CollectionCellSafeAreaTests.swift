import Testing
@testable import InterfaceBuilder

/// A xib whose top-level object is a 124 × 200 `element` (a collection cell or reusable view, or a
/// table cell) on retina6_1 saved by `tools`: `a` fills its width and runs from the safe area's top
/// to its bottom (pocket-casts' ThemeAbstractCell.xib: a selection view between those two guides).
private func topLevelCell(_ element: String, tools: String) -> String {
    let content = element == "tableViewCell"
        ? #"<tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">"#
        : #"<view key="contentView" opaque="NO" contentMode="center" id="cv">"#
    let contentEnd = element == "tableViewCell" ? "</tableViewCellContentView>" : "</view>"
    return Snippet.xib("""
        <\(element) opaque="NO" contentMode="center" id="cell"><rect key="frame" x="0" y="0" width="124" height="200"/>
          <autoresizingMask key="autoresizingMask"/>
          \(content)
            <rect key="frame" x="0" y="0" width="124" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            </subviews>
          \(contentEnd)
          <viewLayoutGuide key="safeArea" id="sa"/>
          <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="sa" secondAttribute="leading" id="c1"/>
            <constraint firstItem="a" firstAttribute="trailing" secondItem="sa" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="sa" firstAttribute="top" secondItem="a" secondAttribute="top" id="c3"/>
            <constraint firstItem="sa" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="c4"/>
          </constraints>
        </\(element)>
        """, device: "retina6_1", tools: tools)
}

@Suite struct CollectionCellSafeAreaTests {
    @Test func xcode14_3DrawsATopLevelCollectionCellAsAFreeView() throws {
        // Build 21701 (Xcode 14.3) on retina6_1 (top 48, bottom 34 from Xcode 14.0): the cell at the
        // screen's top left takes the status bar's 48, and as a freeform xib view of 14.3 the
        // device's bottom 34 though it ends 696 points above the home indicator. So
        // a = (0, 48, 124, 200 − 48 − 34) = (0, 48, 124, 118): pocket-casts' ThemeAbstractCell stores
        // its selection view at y 48 with its bottom 24 above the safe area's 166 at that build.
        #expect(try layout(topLevelCell("collectionViewCell", tools: "21701"))["a"] == rect(0, 48, 124, 118))
        // A reusable view the same (the SeSAC course's header views on retina6_12 store 34 at the bottom).
        #expect(try layout(topLevelCell("collectionReusableView", tools: "21701"))["a"] == rect(0, 48, 124, 118))
    }

    @Test func xcode10_2To14_2GaveTheOverlapOnly() throws {
        // Build 17701 (Xcode 12): retina6_1's top is 44 then; the 200-point cell does not reach the
        // home indicator (200 < 896 − 34), so its bottom inset is 0, as a free view's then:
        // a = (0, 44, 124, 200 − 44) = (0, 44, 124, 156) (raivo-otp's 75 × 100 IconFormCell, 18122,
        // stores its content on the safe area's bottom at 100).
        #expect(try layout(topLevelCell("collectionViewCell", tools: "17701"))["a"] == rect(0, 44, 124, 156))
    }

    @Test func olderCellsTableCellsAndAGivenDeviceHaveNoSafeArea() throws {
        // Before build 14868 the cells disagree (no rule): a collection cell keeps no insets,
        // a = (0, 0, 124, 200).
        #expect(try layout(topLevelCell("collectionViewCell", tools: "14490"))["a"] == rect(0, 0, 124, 200))
        // A table cell has none whatever the build (pocket-casts' PodcastSupporterCell, nextcloud's BotCell).
        #expect(try layout(topLevelCell("tableViewCell", tools: "21701"))["a"] == rect(0, 0, 124, 200))
        // A canvas fact of the document's own device: laid out on the iPhone 11 given on the command
        // line, a cell in a collection view has no unsafe edge of its own: (0, 0, 124, 200).
        #expect(try layout(topLevelCell("collectionViewCell", tools: "21701"), device: "iphone-11")["a"] == rect(0, 0, 124, 200))
    }
}
