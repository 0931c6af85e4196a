import Testing
@testable import InterfaceBuilder

/// A table cell content view's vertical margins, a table's content beside the unsafe edges, and a
/// top-level reusable view's margins (docs/ib-round-cells2.md).
@Suite struct CellsRoundTwoTests {
    /// A table cell `id` (`width` × `height` at `y`) holding `id-v`, 100 wide, pinned to its
    /// content view's top and bottom margins and 20 from its leading edge.
    private func marginPinnedCell(_ id: String, y: Double, width: Double, height: Double) -> String {
        """
        <tableViewCell contentMode="scaleToFill" id="\(id)"><rect key="frame" x="0" y="\(y)" width="\(width)" height="\(height)"/>
          <tableViewCellContentView key="contentView" opaque="NO" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
            <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                <constraints><constraint firstAttribute="width" constant="100" id="\(id)-w"/></constraints></view>
            </subviews>
            <constraints>
              <constraint firstItem="\(id)-v" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="topMargin" id="\(id)-1"/>
              <constraint firstAttribute="bottomMargin" secondItem="\(id)-v" secondAttribute="bottom" id="\(id)-2"/>
              <constraint firstItem="\(id)-v" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leading" constant="20" id="\(id)-3"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A top-level 375 × 50.5 table cell on retina4_7 saved by `tools` (`marginPinnedCell`).
    private func cellPinnedTopAndBottom(tools: String) -> String {
        Snippet.xib(marginPinnedCell("cell", y: 0, width: 375, height: 50.5), device: "retina4_7", tools: tools)
    }

    @Test func xcode26DrawsCellContentViewsWith15PointTopAndBottomMargins() throws {
        // docs/ib-round-cells2.md: iOS 26 (Xcode 26, build 24506) gives a cell's content view 15-point top
        // and bottom margins: v = (20, 15, 100, 50.5 − 15 − 15 = 20.5) (ruuvi's Settings stores its
        // "Ruuvi Cloud" label so in a 50.5-point cell).
        let x26 = try layout(cellPinnedTopAndBottom(tools: "24506"))
        #expect(x26["cell-v"] == rect(20, 15, 100, 20.5))
        // Every earlier Xcode from 9 on (build 23727 here): 11, v = (20, 11, 100, 50.5 − 22 = 28.5).
        let x16 = try layout(cellPinnedTopAndBottom(tools: "23727"))
        #expect(x16["cell-v"] == rect(20, 11, 100, 28.5))
        // The `32700.99.1234` placeholder Xcode 15 and 16 write is not Xcode 26: 11.
        let placeholder = try layout(cellPinnedTopAndBottom(tools: "32700.99.1234"))
        #expect(placeholder["cell-v"] == rect(20, 11, 100, 28.5))
    }

    /// A table controller on retina6_1 saved by build 21225 (safe area top 48, bottom 34; 414 ×
    /// 896) whose static table holds two 414 × 60 cells, `top` at y 10 (under the status bar) and
    /// `bottom` at y 850 (over the home indicator, which starts at 896 − 34 = 862), each with a
    /// view pinned to its content view's top and bottom margins. `tableAttributes` go on the table.
    private func tableController(tableAttributes: String = "") -> String {
        return Snippet.storyboard("""
              <scenes><scene sceneID="s"><objects>
                <tableViewController id="tvc"><tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" \(tableAttributes)id="table">
                  <rect key="frame" x="0" y="0" width="414" height="896"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <sections><tableViewSection id="sec"><cells>\(marginPinnedCell("top", y: 10, width: 414, height: 60))\(marginPinnedCell("bottom", y: 850, width: 414, height: 60))</cells></tableViewSection></sections>
                </tableView></tableViewController>
              </objects></scene></scenes>
            """, tools: "21225", device: "retina6_1")
    }

    @Test func aTablesCellsHaveNoTopOrBottomSafeAreaInset() throws {
        // The table's content inset takes the status bar and the home indicator, so its cells keep
        // their plain margins wherever they sit: the content view's 11 on top and bottom, each
        // v = (20, 11, 100, 60 − 11 − 11 = 38), as WSDOT's MyRoute, TextFieldEffects and
        // SwiftMessages store their cells' subviews (with the overlap: the next test's frames).
        let f = try layout(tableController())
        #expect(f["top-v"] == rect(20, 11, 100, 38))
        #expect(f["bottom-v"] == rect(20, 11, 100, 38))
    }

    @Test func aTableThatNeverAdjustsItsContentInsetLeavesItsCellsTheOverlap() throws {
        // contentInsetAdjustmentBehavior="never": nothing keeps the content clear of the unsafe
        // edges, so each cell has the overlap as any view has. Top cell (window y 10 to 70): safe-area
        // top 48 − 10 = 38; the cell insets its margins from it (UIView's default), so its top
        // margin is 8 + 38 = 46, and its content view, which keeps the cell's margins where they
        // reach further in, has max(11, 46) = 46 on top and 11 below: v = (20, 46, 100, 60 − 46 − 11
        // = 3). Bottom cell (850 to 910; the strip is 862 to 896): safe-area bottom 896 − 862 = 34,
        // margin 8 + 34 = 42, v = (20, 11, 100, 60 − 11 − 42 = 7).
        let f = try layout(tableController(tableAttributes: #"contentInsetAdjustmentBehavior="never" "#))
        #expect(f["top-v"] == rect(20, 46, 100, 3))
        #expect(f["bottom-v"] == rect(20, 11, 100, 7))
    }

    /// A top-level collection reusable view `width` × 100 saved by `tools` on retina6_1 holding
    /// `a`, pinned to its leading and trailing margins, and to its top and bottom margins.
    private func reusableView(width: Double, tools: String) -> String {
        Snippet.xib("""
            <collectionReusableView opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" reuseIdentifier="Header" id="root">
              <rect key="frame" x="0" y="0" width="\(width)" height="100"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
              </subviews>
              <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="1"/>
                <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="2"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="3"/>
                <constraint firstAttribute="bottomMargin" secondItem="a" secondAttribute="bottom" id="4"/>
              </constraints>
            </collectionReusableView>
            """, device: "retina6_1", tools: tools)
    }

    @Test func topLevelReusableViewsHaveARootsMargins() throws {
        // docs/ib-round-cells2.md: drawn as a root, like a free view or a collection cell: side margins 16
        // up to 375 points wide, top and bottom 0 (insetsLayoutMarginsFromSafeArea off, so the
        // status bar it lies under does not add). 375 wide: a = (16, 0, 375 − 32 = 343, 100)
        // (Delta's AboutPatreonHeaderView stores its stack at x 16, 343 wide). UIView's 8 would
        // give (8, 8, 359, 84).
        let f = try layout(reusableView(width: 375, tools: "23504"))
        #expect(f["a"] == rect(16, 0, 343, 100))
        // Before Xcode 9 (build 11762) UIView's 8 on every side: (8, 8, 375 − 16 = 359, 84).
        let old = try layout(reusableView(width: 375, tools: "11762"))
        #expect(old["a"] == rect(8, 8, 359, 84))
    }
}
