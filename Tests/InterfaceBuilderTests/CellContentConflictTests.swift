import Testing
@testable import InterfaceBuilder

/// A xib's top-level table cell, 320 wide and `cellHeight` tall (its content view the same), holding
/// `a` pinned 10 from the content view's top and bottom and 8 from its sides, with a required
/// height of `height`: 10 + `height` + 10 is the height the content needs, so any other cell height
/// makes the required constraints conflict (ProtonVPN's DefaultProfileTableViewCell: a 40-point
/// button 10 from both edges of a 63-point cell).
private func cell(cellHeight: Double, height: Double, container: String = "tableViewCell") -> String {
    let content = container == "tableViewCell"
        ? #"<tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">"#
        : #"<view key="contentView" opaque="NO" id="content">"#
    let close = container == "tableViewCell" ? "</tableViewCellContentView>" : "</view>"
    return plainXib("""
        <\(container) contentMode="scaleToFill" id="cell"><rect key="frame" x="0" y="0" width="320" height="\(cellHeight)"/>
          \(content)<rect key="frame" x="0" y="0" width="320" height="\(cellHeight)"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
              <constraints><constraint firstAttribute="height" constant="\(height)" id="h"/></constraints>
            </view></subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
              <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="10" id="c2"/>
              <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c3"/>
              <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="8" id="c4"/>
            </constraints>
          \(close)
        </\(container)>
        """)
}

@Suite struct CellContentConflictTests {
    @Test func contentNeedingLessThanTheCellIsLaidOutAtTheHeightItNeeds() throws {
        // 10 + 40 + 10 = 60 in a 63-point cell: the content view's height gives way, so a keeps its
        // 40 points at 10 from the top: a = (8, 10, 320 − 16, 40) = (8, 10, 304, 40), and the bottom
        // constraint holds against a 60-point content area. The cell and its content view keep the
        // cell's 63 points, as Xcode stores them.
        let f = try layout(cell(cellHeight: 63, height: 40))
        #expect(f["a"] == rect(8, 10, 304, 40))
        #expect(f["content"] == rect(0, 0, 320, 63))
        #expect(f["cell"] == rect(0, 0, 320, 63))
    }

    @Test func contentNeedingMoreThanTheCellKeepsTheCellsHeight() throws {
        // 10 + 48 + 10 = 68 in a 44-point cell: the content view never grows past its cell, so the
        // newest constraint, a's own height (added after its superview's), breaks, and a spans
        // the content between the insets: (8, 10, 304, 44 − 20) = (8, 10, 304, 24).
        let f = try layout(cell(cellHeight: 44, height: 48))
        #expect(f["a"] == rect(8, 10, 304, 24))
        #expect(f["content"] == rect(0, 0, 320, 44))
    }

    @Test func withoutAConflictTheContentViewIsTheCell() throws {
        // 10 + 43 + 10 = 63: nothing gives way; a = (8, 10, 304, 43).
        #expect(try layout(cell(cellHeight: 63, height: 43))["a"] == rect(8, 10, 304, 43))
    }

    @Test func aCollectionViewCellIsNotTheCase() throws {
        // The rule rests on table cells only; a collection view cell's content view keeps its
        // cell's bounds and, as anywhere, the newest constraint (a's height) breaks:
        // a = (8, 10, 304, 63 − 20) = (8, 10, 304, 43).
        #expect(try layout(cell(cellHeight: 63, height: 40, container: "collectionViewCell"))["a"] == rect(8, 10, 304, 43))
    }
}
