import Foundation
import Testing
@testable import Reports

/// The review page's wireframes (`FrameDrawings`): names that would print over each other.
@Suite struct FrameDrawingsTests {
    /// Two leaves sharing a top-left corner on a 375-wide window (lettering max(9, 375/20 → 19)
    /// pt, names at 0.8 of it): both names would start at (18, 16). The one drawn on top, the later
    /// in the tree, keeps its name; the other keeps only its tooltip. A leaf elsewhere is named.
    @Test func namesSharingACornerAreNotPrintedOverEachOther() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("framedrawings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = """
            {
              "format": 1,
              "scenario": "card/phone-portrait/en-large",
              "stamp": {},
              "window": {"width": 375, "height": 667, "scale": 2},
              "views": [
                {"id": "root", "parent": null, "frame": [0, 0, 375, 667]},
                {"id": "avatarImage", "parent": "root", "frame": [16, 16, 120, 40]},
                {"id": "badgeView", "parent": "root", "frame": [16, 16, 100, 30]},
                {"id": "titleLabel", "parent": "root", "frame": [16, 200, 200, 30]}
              ],
              "diagnostics": []
            }
            """
        try Data(json.utf8).write(to: folder.appendingPathComponent("baseline.json"))
        var result = ScenarioResult(index: 0, name: "card/phone-portrait/en-large", screen: "card", device: "phone",
                                    orientation: "portrait", locale: "en", size: "large", status: .passed)
        result.files = ["baseline.json": "baseline.json"]
        let drawings = FrameDrawings(result: result) { folder.appendingPathComponent($0) }
        let svg = try #require(drawings.svg()).actual
        #expect(svg.contains(">badgeView</text>"), "\(svg)")
        #expect(!svg.contains(">avatarImage</text>"), "\(svg)")
        #expect(svg.contains("<title>avatarImage</title>"))
        #expect(svg.contains(">titleLabel</text>"), "\(svg)")
    }
}
