import Foundation
import Testing
@testable import InterfaceBuilder

/// A device-free iPad-only document of Xcode 5 (builds below 6000) draws a navigation controller on
/// the iPad's canvas: its bar is stored 768 wide, but a split view's master's, drawn in the 320-point
/// column (`IBDocument.canvasWithoutDevice`). Stored frames are wrong on purpose (1 × 1 at 7, 7) so
/// the frames come from the rule.
@Suite struct PadEraContainerBarTests {
    /// A split view controller with a master and a detail navigation controller, and a standalone
    /// navigation controller (a login screen presented from elsewhere), as Photomania's and
    /// SexyBack-Consultant's `Main_iPad.storyboard`s hold them.
    private func storyboard(tools: String, runtime: String = "iOS.CocoaTouch.iPad") -> String {
        func navigation(_ id: String, bar: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
              <navigationController id="\(id)">
                <navigationBar key="navigationBar" id="\(bar)"><rect key="frame" x="7" y="7" width="1" height="1"/></navigationBar>
              </navigationController>
            </objects></scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="\(runtime)" useAutolayout="YES">
              <scenes>
                <scene sceneID="s-split"><objects>
                  <splitViewController id="split">
                    <connections>
                      <segue destination="master" kind="relationship" relationship="masterViewController" id="m"/>
                      <segue destination="detail" kind="relationship" relationship="detailViewController" id="d"/>
                    </connections>
                  </splitViewController>
                </objects></scene>
                \(navigation("master", bar: "masterBar"))
                \(navigation("detail", bar: "detailBar"))
                \(navigation("login", bar: "loginBar"))
              </scenes>
            </document>
            """
    }

    private func frames(_ text: String) throws -> [String: IBRect] {
        let doc = try IBDocumentReader.read(data: Data(text.utf8), file: "pad.storyboard")
        let result = try doc.layout(options: IBLayoutOptions(intrinsicSizes: .fromDocument))
        var out: [String: IBRect] = [:]
        for v in result.views { out[v.id] = v.frame }
        return out
    }

    @Test func anXcode5iPadDocumentsBarsAreTheiPadsWidthButTheMasters() throws {
        // Build 5056, iOS.CocoaTouch.iPad, no <device>: the iPad's 768-point portrait canvas; y 0 and
        // iOS 7's 44-point bar, as builds before 13000 stored them: detail and login 0, 0, 768 × 44.
        // The master's column is 320 points: 0, 0, 320 × 44.
        let f = try frames(storyboard(tools: "5056"))
        #expect(f["detailBar"] == IBRect(x: 0, y: 0, width: 768, height: 44))
        #expect(f["loginBar"] == IBRect(x: 0, y: 0, width: 768, height: 44))
        #expect(f["masterBar"] == IBRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func fromXcode6AndInUniversalDocumentsTheBarsAre320Wide() throws {
        // Build 6250 (tvheadend-iphone-client's iPad storyboard, its detail included): every bar on
        // the 320-point canvas, 0, 0, 320 × 44.
        let six = try frames(storyboard(tools: "6250"))
        for bar in ["masterBar", "detailBar", "loginBar"] { #expect(six[bar] == IBRect(x: 0, y: 0, width: 320, height: 44)) }
        // A universal document of build 5056 (iOS.CocoaTouch) is drawn on the phone's canvas: 320.
        let universal = try frames(storyboard(tools: "5056", runtime: "iOS.CocoaTouch"))
        for bar in ["masterBar", "detailBar", "loginBar"] { #expect(universal[bar] == IBRect(x: 0, y: 0, width: 320, height: 44)) }
    }
}
