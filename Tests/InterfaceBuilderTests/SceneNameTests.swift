import Foundation
import Testing
@testable import InterfaceBuilder

/// A scene `sceneID` whose controller element opens with `controllerOpening` (its attributes and
/// any children before the view) and whose root is `root`, 375 × 667. No `<!--…-->` comment
/// precedes it, as in a hand-written or generated storyboard.
private func scene(_ sceneID: String, _ controllerOpening: String, root: String) -> String {
    """
    <scene sceneID="\(sceneID)"><objects>\(controllerOpening)
      <view key="view" id="\(root)"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
    </viewController></objects></scene>
    """
}

@Suite struct SceneNameTests {
    @Test func scenesWithoutXcodesCommentAreNamedAsXcodeWouldName() throws {
        // Xcode's comment holds the controller's label, else its navigation item's title, else a
        // name from its class; without the comment the reader takes the label, then the title,
        // then the storyboard identifier.
        let text = Snippet.scenes("""
            \(scene("s1", #"<viewController storyboardIdentifier="FeedVC" userLabel="Feed" id="a">"#, root: "r1"))
            \(scene("s2", #"<viewController storyboardIdentifier="SettingsVC" id="b"><navigationItem key="navigationItem" title="Settings" id="ni"/>"#, root: "r2"))
            \(scene("s3", #"<viewController storyboardIdentifier="AboutVC" id="c">"#, root: "r3"))
            """)
        let doc = try Snippet.read(text, file: "Main.storyboard")
        #expect(doc.scenes.map(\.name) == ["Feed", "Settings", "AboutVC"])
    }

    @Test func xcodesCommentWins() throws {
        // With Xcode's comment before the scene, the comment is the name.
        let text = Snippet.scenes("""
            <!--Sign In-->
            \(scene("s1", #"<viewController userLabel="Feed" id="a">"#, root: "r1"))
            """)
        #expect(try Snippet.read(text, file: "Main.storyboard").scenes.map(\.name) == ["Sign In"])
    }
}

/// Scenes with no root view say why they are skipped: the calliope-mini app's main storyboard
/// holds 4 storyboard references and a hosting controller, which were all "no controller with
/// a root view".
@Suite struct RootlessSceneNoteTests {
    @Test func referencesAndHostingControllersSayWhatTheyAre() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
              <device id="retina6_1" orientation="portrait" appearance="light"/>
              <scenes>
                <scene sceneID="s1"><objects>
                  <viewControllerPlaceholder storyboardName="HomeScreen" id="p1" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                  <viewControllerPlaceholder storyboardName="Onboarding" referencedIdentifier="onboardingOnline" id="p2" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s3"><objects>
                  <hostingController id="h" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s4"><objects>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="f" sceneMemberID="firstResponder"/>
                </objects></scene>
              </scenes>
            </document>
            """
        let doc = try IBDocumentReader.read(data: Data(text.utf8), file: "Main.storyboard")
        #expect(doc.notes.map(\.message) == [
            "scene 's1' is a reference to storyboard 'HomeScreen', laid out from that file; skipped",
            "scene 's2' is a reference to storyboard 'Onboarding' (scene 'onboardingOnline'), laid out from that file; skipped",
            "scene 's3' is a SwiftUI hosting controller, whose content is not in the document; skipped",
            "scene 's4' has no controller with a root view; skipped",
        ])
    }
}
