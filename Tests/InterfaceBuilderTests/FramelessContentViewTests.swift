import Testing
@testable import InterfaceBuilder

/// A xib saved by `tools` (with `device`, or none) whose top-level table cell is 320 × 194 and
/// whose content view, written without a frame as Xcode 6 and 7 did, holds `a` pinned 10 from
/// its top and bottom edges and 8 from its sides (RxSwift's WikipediaSearchCell.xib: a collection
/// view between a label and the content view's bottom margin).
private func cell(tools: String, device: String? = nil) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
      \(device.map { #"<device id="\#($0)" orientation="portrait"/>"# } ?? "")
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
        <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0" y="0" width="320" height="194"/>
          <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view></subviews>
            <constraints>
              <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c1"/>
              <constraint firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="10" id="c2"/>
              <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c3"/>
              <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="8" id="c4"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
}

@Suite struct FramelessContentViewTests {
    @Test func anXcode7CellWithoutADeviceLeavesThePointOfItsSeparator() throws {
        // Build 7528 without a device: the canvas drew the cell at 1x with its 1-point separator,
        // so the content view is 194 − 1 = 193 tall and a = (8, 10, 320 − 16, 193 − 20) =
        // (8, 10, 304, 173), as RxSwift stores its collection view 111 tall where the full cell
        // would give 112.
        #expect(try layout(cell(tools: "7528.3"))["a"] == rect(8, 10, 304, 173))
    }

    @Test func withADeviceOrFromXcode8TheContentViewIsTheCellsBounds() throws {
        // A device named in the document, or a later document without one: the content view is the cell's
        // 320 × 194 bounds, a = (8, 10, 304, 174).
        #expect(try layout(cell(tools: "7528.3", device: "retina4_7"))["a"] == rect(8, 10, 304, 174))
        #expect(try layout(cell(tools: "11201"))["a"] == rect(8, 10, 304, 174))
        // A canvas fact: laid out on a device given on the command line, the same.
        #expect(try layout(cell(tools: "7528.3"), device: "iphone-se-3")["a"] == rect(8, 10, 304, 174))
    }
}
