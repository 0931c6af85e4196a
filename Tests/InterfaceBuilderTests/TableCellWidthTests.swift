import Testing
@testable import InterfaceBuilder

@Suite struct TableCellWidthTests {
    @Test func aPrototypeCellsContentNeverWidensItsTable() throws {
        // A table 200 wide at priority 750 (stored 300) holds a prototype cell whose view `a` needs
        // 10 + 280 + 10 = 300 (required). UIKit lays the table out first and then gives each cell
        // its width as a required constant (UIView-Encapsulated-Layout-Width, facts §6), so the
        // cell's content cannot widen the table: t = (0, 100, 200, 200), the cell and its content
        // view 200 wide, and a's 280 is what breaks (a = 10, 10, 200 − 20 = 180, 20). Coupled by a
        // two-way autoresizing width, the table would be pushed to 300 over its 750 width.
        let f = try layout(Snippet.storyboard("""
              <scenes><scene sceneID="s1"><objects>
                <viewController id="vc"><view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                  <subviews>
                    <tableView style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="0" y="100" width="300" height="200"/>
                      <prototypes>
                        <tableViewCell id="cell"><rect key="frame" x="0" y="50" width="300" height="44"/><autoresizingMask key="autoresizingMask"/>
                          <tableViewCellContentView key="contentView" tableViewCell="cell" id="cv"><rect key="frame" x="0" y="0" width="300" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                              <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="10" y="10" width="280" height="20"/>
                                <constraints><constraint firstAttribute="width" constant="280" id="aw"/><constraint firstAttribute="height" constant="20" id="ah"/></constraints></view>
                            </subviews>
                            <constraints>
                              <constraint firstItem="a" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="a1"/>
                              <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="10" id="a2"/>
                              <constraint firstItem="a" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="a3"/>
                            </constraints>
                          </tableViewCellContentView>
                        </tableViewCell>
                      </prototypes>
                    </tableView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
                    <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t2"/>
                    <constraint firstItem="t" firstAttribute="width" constant="200" priority="750" id="t3"/>
                    <constraint firstItem="t" firstAttribute="height" constant="200" id="t4"/>
                  </constraints>
                </view></viewController>
              </objects></scene></scenes>
            """, tools: "21507", device: "retina4_7"))
        #expect(f["t"] == rect(0, 100, 200, 200))
        #expect(f["cell"] == rect(0, 50, 200, 44))
        #expect(f["cv"] == rect(0, 0, 200, 44))
        #expect(f["a"] == rect(10, 10, 180, 20))
    }
}
