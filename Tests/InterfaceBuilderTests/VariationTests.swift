import AutoLayout
import Testing
import DeviceCatalog
@testable import InterfaceBuilder

/// Size-class variations chosen per device and orientation as UIKit gives the traits (Apple's
/// Human Interface Guidelines, "Layout", device size classes): a phone is compact × regular in
/// portrait; in landscape compact × compact, or regular × compact on the Plus/Max phones; an iPad
/// at full screen is regular × regular in both orientations. Of the matching variations the one
/// naming the most traits wins (IB writes `heightClass` before `widthClass`).
@Suite struct VariationTests {
    /// a's width: 10 by default, 20 for hC, 30 for wR, 40 for wR hR, 50 for wR hC, and a `v`
    /// subview shown only for hC. a sits at the root's top left, 10 tall.
    private let xml = plainXib("""
        <view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/>
              <constraints>
                <constraint firstAttribute="width" constant="10" id="aw">
                  <variation key="heightClass=compact" constant="20"/>
                  <variation key="widthClass=regular" constant="30"/>
                  <variation key="heightClass=regular-widthClass=regular" constant="40"/>
                  <variation key="heightClass=compact-widthClass=regular" constant="50"/>
                </constraint>
                <constraint firstAttribute="height" constant="10" id="ah"/>
              </constraints></view>
            <view id="v"><rect key="frame" x="0" y="20" width="10" height="10"/></view>
          </subviews>
          <constraints>
            <constraint firstItem="a" firstAttribute="left" secondItem="root" secondAttribute="left" id="1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="2"/>
          </constraints>
          <variation key="default"><mask key="subviews"><exclude reference="v"/></mask></variation>
          <variation key="heightClass=compact"><mask key="subviews"><include reference="v"/></mask></variation>
        </view>
        """)

    @Test(arguments: [
        // (device, orientation, a's width, v shown)
        ("iphone-se-3", Orientation.portrait, 10.0, false),          // wC hR: only the default
        ("iphone-se-3", .landscape, 20, true),                       // wC hC: hC
        ("iphone-15-pro", .landscape, 20, true),                     // wC hC: hC
        ("iphone-15-pro-max", .portrait, 10, false),                 // wC hR
        ("iphone-15-pro-max", .landscape, 50, true),                 // wR hC: hC, wR and wR hC match; wR hC names two
        ("ipad-10", .portrait, 40, false),                           // wR hR: wR and wR hR match; wR hR names two
        ("ipad-10", .landscape, 40, false),                          // an iPad stays wR hR in landscape
    ])
    func variationsFollowTheDevicesSizeClasses(_ device: String, _ orientation: Orientation, _ width: Double, _ shown: Bool) throws {
        let f = try layout(xml, device: device, orientation: orientation)
        #expect(f["a"] == rect(0, 0, width, 10))
        #expect((f["v"] != nil) == shown)
    }
}
