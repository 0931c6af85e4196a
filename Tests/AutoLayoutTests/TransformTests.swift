// A view's transform in results (UIView.transform): UIKit applies it about the view's centre to the
// view and its subviews; `frame` is the bounding box of the transformed view in its superview,
// `bounds` keeps the laid-out size, and where a view shows in the window is its rectangle mapped by
// its own and every ancestor's transform. Frames are set by hand (autoresizing, no mask).
import Testing
@testable import AutoLayout

@Suite struct TransformTests {
    /// ElaWorkshop/TagListView mirrors each row view for right-to-left (scaleX -1): a tag at the row's
    /// start shows at its end. Row (20, 10, 100, 10), centre x 70; the tag's [20, 50] mirrors to [90, 120].
    @Test func mirroredRowShowsItsFirstItemAtItsEnd() throws {
        let root = View(identifier: "root", frame: rect(0, 0, 200, 100))
        let row = View(identifier: "row", frame: rect(20, 10, 100, 10))
        let tag = View(identifier: "tag", frame: rect(0, 0, 30, 10))
        row.transform = ViewTransform(scaleX: -1, y: 1)
        root.addSubview(row)
        row.addSubview(tag)
        let r = try lay(root, Devices.plain(200, 100))
        // A mirror about the centre keeps the row's own box.
        #expect(r.frame("row") == rect(20, 10, 100, 10) && r.windowFrame("row") == rect(20, 10, 100, 10))
        // The tag keeps its frame in the row's coordinates, as UIKit's `frame` reads.
        #expect(r.frame("tag") == rect(0, 0, 30, 10))
        #expect(r.windowFrame("tag") == rect(90, 10, 30, 10))
        #expect(tag.frame == rect(0, 0, 30, 10))
    }

    /// The tag mirrored too (TagListView mirrors the tag's background as well, so its text reads right):
    /// about its own centre (35) [20, 50] stays [20, 50], then the row's mirror takes it to [90, 120].
    @Test func mirrorInsideAMirrorIsPlacedByBoth() throws {
        let root = View(identifier: "root", frame: rect(0, 0, 200, 100))
        let row = View(identifier: "row", frame: rect(20, 10, 100, 10))
        let tag = View(identifier: "tag", frame: rect(0, 0, 30, 10))
        let inner = View(identifier: "inner", frame: rect(0, 0, 10, 10))
        row.transform = ViewTransform(scaleX: -1, y: 1)
        tag.transform = ViewTransform(scaleX: -1, y: 1)
        root.addSubview(row)
        row.addSubview(tag)
        tag.addSubview(inner)
        let r = try lay(root, Devices.plain(200, 100))
        #expect(r.windowFrame("tag") == rect(90, 10, 30, 10))
        // The inner view [20, 30]: the tag's mirror about 35 gives [40, 50], the row's about 70 [90, 100].
        #expect(r.windowFrame("inner") == rect(90, 10, 10, 10))
    }

    /// A 100 × 20 view turned a quarter (a vertical label), centred at (100, 50): its frame is the
    /// 20 × 100 box about that centre, (90, 0, 20, 100); its bounds stay 100 × 20, which its text is laid in.
    @Test func quarterTurnSwapsTheFramesSidesButNotTheBounds() throws {
        let root = View(identifier: "root", frame: rect(0, 0, 200, 100))
        let label = Label(identifier: "label", text: "Up", font: .system(size: 12))
        label.frame = rect(50, 40, 100, 20)
        label.transform = ViewTransform(rotationAngle: .pi / 2)
        root.addSubview(label)
        let r = try lay(root, Devices.plain(200, 100))
        #expect(r.frame("label") == rect(90, 0, 20, 100))
        #expect(r.windowFrame("label") == rect(90, 0, 20, 100))
        #expect(label.frame == rect(90, 0, 20, 100))
        #expect(label.bounds == rect(0, 0, 100, 20))
        // Text is fitted to the untransformed 100-point width, not the 20-point box.
        #expect(r.view("label")?.text?.isTruncated == false)
    }
}
