import Testing
@testable import InterfaceBuilder

@Suite struct CellContentViewTests {
    @Test func contentViewWithoutAFrameFillsItsCell() throws {
        // Xcode 6 wrote a cell's content view with no frame; UIKit sizes it to the cell's bounds,
        // 300 × 100. A view 10 in from its leading, trailing and top edges, 20 tall, is then
        // (10, 10, 300 − 10 − 10 = 280, 20) in the content view.
        let f = try layout(plainXib("""
            <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0" y="0" width="300" height="100"/>
              <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints></view>
                </subviews>
                <constraints>
                  <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="1"/>
                  <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="10" id="2"/>
                  <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="3"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
            """))
        #expect(f["cv"] == rect(0, 0, 300, 100))
        #expect(f["v"] == rect(10, 10, 280, 20))
    }

    /// A 375-wide table cell's content view, margins 15 written, with a view pinned to its leading
    /// and trailing margins (20 tall at the top), preserving its superview's margins or not.
    func cellWithMargins15(preserves: Bool) -> String {
        plainXib("""
            <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0" y="0" width="375" height="70"/>
              <tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="\(preserves ? "YES" : "NO")" tableViewCell="cell" id="cv">
                <rect key="frame" x="0" y="0" width="375" height="70"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints></view>
                </subviews>
                <constraints>
                  <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="1"/>
                  <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="2"/>
                  <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="top" id="3"/>
                </constraints>
                <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>
              </tableViewCellContentView>
            </tableViewCell>
            """)
    }

    @Test func contentViewPreservingTheCellsMarginsKeepsTheLargerSideMargin() throws {
        // UIKit (preservesSuperviewLayoutMargins): where the superview's margin reaches further into
        // the content view than its own, the superview's counts. The cell's side margins are the
        // system's, 16 on a 375-point cell; the content view fills the cell, so the cell's 16 reach
        // 16 in: max(15, 16) = 16 on both sides. v: x 16, width 375 − 16 − 16 = 343 (Loop's
        // HeaderValuesTableViewCell stores its stack so, margins 15 written).
        let f = try layout(cellWithMargins15(preserves: true))
        #expect(f["v"] == rect(16, 0, 343, 20))
    }

    @Test func contentViewNotPreservingMarginsKeepsItsOwn() throws {
        // Without preservesSuperviewLayoutMargins the written 15 stand: x 15, width 375 − 30 = 345.
        let f = try layout(cellWithMargins15(preserves: false))
        #expect(f["v"] == rect(15, 0, 345, 20))
    }

    @Test func contentViewBesideAnAccessoryHasUIViewsMarginOnThatSide() throws {
        // A 320-wide cell whose content view is 293.5 wide (a disclosure indicator beside it), no
        // margins written: the cell's side margins are 16; the content view's own are UIView's 8,
        // and it keeps the cell's where they reach further in. Leading: the cell's 16 reach 16 in
        // from x 0, so 16. Trailing: the cell's margin starts at 320 − 16 = 304, beyond the content
        // view's edge at 293.5, so its own 8. v: x 16, width 293.5 − 16 − 8 = 269.5.
        let f = try layout(cellOnCanvas(width: 320, contentWidth: 293.5, device: "retina4_7", tools: "21507"))
        #expect(f["cv"] == rect(0, 0, 293.5, 60))
        #expect(f["v"] == rect(16, 0, 269.5, 20))
    }

    /// A `width` × 60 table cell of a `device` document saved by `tools`, its content view
    /// `contentWidth` wide (the cell's width unless an accessory takes the rest), with a view pinned
    /// to the content view's leading and trailing margins (20 tall, at the top). `cellAttributes` and
    /// `contentViewAttributes` are written on the cell's and the content view's tags.
    func cellOnCanvas(width: Double, contentWidth: Double? = nil, device: String, tools: String,
                      cellAttributes: String = "", contentViewAttributes: String = #"insetsLayoutMarginsFromSafeArea="NO""#) -> String {
        let accessory = contentWidth == nil ? "" : #"accessoryType="disclosureIndicator" "#
        return Snippet.xib("""
            <tableViewCell contentMode="scaleToFill" \(accessory)\(cellAttributes)id="cell"><rect key="frame" x="0" y="0" width="\(width)" height="60"/>
              <tableViewCellContentView key="contentView" opaque="NO" \(contentViewAttributes) tableViewCell="cell" id="cv">
                <rect key="frame" x="0" y="0" width="\(contentWidth ?? width)" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints></view>
                </subviews>
                <constraints>
                  <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="1"/>
                  <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="2"/>
                  <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="top" id="3"/>
                </constraints>
              </tableViewCellContentView>
            </tableViewCell>
            """, device: device, tools: tools)
    }

    func cellOn390Canvas(tools: String) -> String { cellOnCanvas(width: 414, device: "retina6_0", tools: tools) }

    @Test func xcode16DrawsCellsOnThe390PointCanvasWith16PointMargins() throws {
        // xib-format §6: Xcode 16 and later (build 24506 here) give a cell on the retina6_0 canvas
        // the 16-point side margins; the content view fills the cell, so v: x 16, width
        // 414 − 16 − 16 = 382 (OsmAnd-iOS's OASimpleTableViewCell stores its stack so).
        let f = try layout(cellOn390Canvas(tools: "24506"))
        #expect(f["v"] == rect(16, 0, 382, 20))
        // Xcode 15 (build 22155) drew the same cell with the wide phones' 20: x 20, width
        // 414 − 40 = 374; so does the placeholder `32700.99.1234` Xcode 15 writes.
        let older = try layout(cellOn390Canvas(tools: "22155"))
        #expect(older["v"] == rect(20, 0, 374, 20))
        let placeholder = try layout(cellOn390Canvas(tools: "32700.99.1234"))
        #expect(placeholder["v"] == rect(20, 0, 374, 20))
        // A device given on the command line is not the canvas: the 414-point retina6_1 keeps 20.
        let given = try layout(cellOn390Canvas(tools: "24506"), device: "retina6_1")
        #expect(given["v"] == rect(20, 0, 374, 20))
    }
    func cellOn4_7Canvas(tools: String) -> String { cellOnCanvas(width: 320, device: "retina4_7", tools: tools) }

    @Test func xcode10_2To11DrawCellsOnThe4_7InchCanvasWith15PointMargins() throws {
        // xib-format §6: builds 14868 to 17155 (Xcode 10.2 to 11) give a cell on the retina4_7
        // canvas 15-point side margins: v at x 15, width 320 − 15 − 15 = 290 (Monal's MLButtonCell,
        // build 14868, stores its label so).
        let f = try layout(cellOn4_7Canvas(tools: "15505"))
        #expect(f["v"] == rect(15, 0, 290, 20))
        // Xcode 10.1 (14490) before and Xcode 12 (17156) after draw 16: x 16, width 288.
        #expect(try layout(cellOn4_7Canvas(tools: "14490.70"))["v"] == rect(16, 0, 288, 20))
        #expect(try layout(cellOn4_7Canvas(tools: "17156"))["v"] == rect(16, 0, 288, 20))
        // A device given on the command line is not the canvas: 16 again.
        #expect(try layout(cellOn4_7Canvas(tools: "15505"), device: "retina4_7")["v"] == rect(16, 0, 288, 20))
    }

    @Test func xcode9_2To10_1DrawCellsWiderThanThe4_7InchCanvasWithTheirOwn20PointMargins() throws {
        // xib-format §6: builds 13529 to 14867 (Xcode 9.2 to 10.1) give a cell wider than the
        // 375-point retina4_7 canvas the 20-point side margins of its own width, not the device's 16:
        // a 600-wide cell at 14490 has v at x 20, width 600 − 20 − 20 = 560 (element-ios's 600-wide
        // cells and rileylink_ios's store their margin-pinned views so; Jami's 510-wide, habitica's
        // 898-wide and openfoodfacts' 387-wide cells too).
        #expect(try layout(cellOnCanvas(width: 600, device: "retina4_7", tools: "14490.70"))["v"] == rect(20, 0, 560, 20))
        // From 13529 (Xcode 9.2) on: the same cell at 13529 is x 20, width 560.
        #expect(try layout(cellOnCanvas(width: 600, device: "retina4_7", tools: "13529"))["v"] == rect(20, 0, 560, 20))
        // A cell no wider than the canvas keeps 16: 375 wide, x 16, width 375 − 32 = 343.
        #expect(try layout(cellOnCanvas(width: 375, device: "retina4_7", tools: "14490.70"))["v"] == rect(16, 0, 343, 20))
        // Xcode 10.2 to 11 draw every retina4_7 cell at 15 (x 15, width 600 − 30 = 570), Xcode 12 on at
        // 16 (x 16, width 600 − 32 = 568: element-ios's and ProtonVPN's wide cells of 17156 and later).
        #expect(try layout(cellOnCanvas(width: 600, device: "retina4_7", tools: "15505"))["v"] == rect(15, 0, 570, 20))
        #expect(try layout(cellOnCanvas(width: 600, device: "retina4_7", tools: "17156"))["v"] == rect(16, 0, 568, 20))
        // A device given on the command line is not the canvas: the 375-point width rule's 16.
        #expect(try layout(cellOnCanvas(width: 600, device: "retina4_7", tools: "14490.70"), device: "retina4_7")["v"]
                == rect(16, 0, 568, 20))
    }

    /// A table cell of a `device` document saved by Xcode 8 (build 12120), with the preservation
    /// flags IB writes on a storyboard prototype cell (the content view's always, the cell's when
    /// `cellPreserves`), and a view pinned to the content view's margins.
    func xcode8Cell(width: Double, device: String, cellPreserves: Bool) -> String {
        cellOnCanvas(width: width, device: device, tools: "12120",
                     cellAttributes: cellPreserves ? #"preservesSuperviewLayoutMargins="YES" "# : "",
                     contentViewAttributes: #"preservesSuperviewLayoutMargins="YES""#)
    }

    @Test func xcode8DrawsCellsPreservingTheTablesMarginsWith15Points() throws {
        // xib-format §6: before Xcode 9 (builds below 13000) a cell that preserves its superview's
        // margins has the table's 15-point side margins on every device, and its content view,
        // preserving the cell's, reaches 15 in: on the 414-point retina5_5 v is at x 15, width
        // 414 − 15 − 15 = 384 (SwipeCellKit's MailTableCell stores its stack 15 from both edges);
        // on the 375-point retina4_7 x 15, width 375 − 30 = 345 (ChatSecure, blink).
        #expect(try layout(xcode8Cell(width: 414, device: "retina5_5", cellPreserves: true))["v"] == rect(15, 0, 384, 20))
        #expect(try layout(xcode8Cell(width: 375, device: "retina4_7", cellPreserves: true))["v"] == rect(15, 0, 345, 20))
        // A cell that does not preserve them keeps UIView's 8, which its content view takes:
        // x 8, width 375 − 16 = 359 (Loop's CarbEntryTableViewCell, build 12121).
        #expect(try layout(xcode8Cell(width: 375, device: "retina4_7", cellPreserves: false))["v"] == rect(8, 0, 359, 20))
    }
}
