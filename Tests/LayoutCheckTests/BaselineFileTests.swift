import Foundation
import Testing
@testable import LayoutCheck
@testable import ProjectFiles
@testable import Snapshots

@Suite struct ContainedFolderTests {
    @Test func sanitizesNames() {
        #expect(PathSanitizer.component("../../etc") == "etc")
        #expect(PathSanitizer.component("/etc/passwd") == "etc-passwd")
        #expect(PathSanitizer.component("iPhone SE (3rd generation)") == "iPhone-SE-3rd-generation")
        #expect(PathSanitizer.component("..") == "_")
        #expect(PathSanitizer.component("") == "_")
        #expect(PathSanitizer.component("日本") == "_")
        // Names already clean come back as they are (the fast path); the others are rebuilt.
        for name in ["iPhone-SE-3rd-generation", "en-large.png", "a..b", "x_y", ".hidden", "trail-", "-lead", "a b", "é", "_"] {
            let clean = PathSanitizer.isClean(name)
            #expect(clean == (PathSanitizer.component(name) == name && !name.isEmpty), "\(name)")
        }
        #expect(!PathSanitizer.isClean("") && !PathSanitizer.isClean(".hidden") && PathSanitizer.isClean("en-large.png"))
    }

    @Test func hostileNamesStayInsideTheRoot() throws {
        let folder = try TemporaryFolder()
        let baselines = ContainedFolder(root: folder.url.appendingPathComponent("Baselines"))
        try baselines.write(Data("x".utf8), to: ["../../etc", "..", "/abs/olute.json"])
        #expect(folder.files() == ["Baselines/etc/_/abs-olute.json"])
        #expect(throws: LayoutCheckError.self) { try baselines.url(relativePath: "../outside.json") }
        #expect(throws: LayoutCheckError.self) { try baselines.url(relativePath: "/etc/passwd") }
    }

    @Test func symlinkOutOfTheRootIsRefused() throws {
        let folder = try TemporaryFolder()
        let outside = folder.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let root = folder.url.appendingPathComponent("Baselines")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("screen"), withDestinationURL: outside)
        let baselines = ContainedFolder(root: root)
        #expect(throws: LayoutCheckError.self) { try baselines.write(Data("x".utf8), to: ["screen", "a.json"]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// The cases the per-component check (symlinks looked for only below the root) must judge
    /// as the full resolution did: a file that is itself a symlink out is refused for reading,
    /// a symlink that stays inside is followed, and a root reached through a symlinked folder
    /// still holds its own files.
    @Test func symlinksBelowAndAboveTheRoot() throws {
        let folder = try TemporaryFolder()
        let outside = folder.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("a.json"))
        let real = folder.url.appendingPathComponent("real")
        let root = real.appendingPathComponent("Baselines")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("s/inner"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("s/out.json").path,
                                                   withDestinationPath: "../../../outside/a.json")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("s/dangling.json").path,
                                                   withDestinationPath: "../../../outside/missing.json")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("t").path, withDestinationPath: "s/inner")
        let baselines = ContainedFolder(root: root)
        #expect(throws: LayoutCheckError.self) { try baselines.read(["s", "out.json"]) }
        // A dangling link out is not followed: the atomic rename replaces the link itself.
        try baselines.write(Data("x".utf8), to: ["s", "dangling.json"])
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("missing.json").path))
        let replaced = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("s/dangling.json").path)
        #expect(replaced[.type] as? FileAttributeType == .typeRegular)
        // t → s/inner stays inside: written through, read back through either name.
        try baselines.write(Data("in".utf8), to: ["t", "b.json"])
        #expect(try baselines.read(["s", "inner", "b.json"]) == Data("in".utf8))

        // The same root named through a symlinked parent folder: its files are inside it.
        let alias = folder.url.appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: "real")
        let throughAlias = ContainedFolder(root: alias.appendingPathComponent("Baselines"))
        #expect(try throughAlias.read(["s", "inner", "b.json"]) == Data("in".utf8))
        try throughAlias.write(Data("new".utf8), to: ["u", "c.json"])
        #expect(try baselines.read(["u", "c.json"]) == Data("new".utf8))
        #expect(throws: LayoutCheckError.self) { try throughAlias.read(["s", "out.json"]) }
    }

    @Test func writesAtomicallyAndLeavesNoTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        let baselines = ContainedFolder(root: folder.url.appendingPathComponent("Baselines"))
        try baselines.write(Data("one".utf8), to: ["s", "d", "a.json"])
        try baselines.write(Data("two".utf8), to: ["s", "d", "a.json"])
        #expect(try baselines.read(["s", "d", "a.json"]) == Data("two".utf8))
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Baselines/s/d").path)
        #expect(listing == ["a.json"])
    }
}

@Suite struct FramesSnapshotTests {
    let snapshot = FramesSnapshot(
        scenario: "chat/Phone-B-portrait/de-large", stamp: Stamp(["pango": "1.50", "layoutcheck": "0.1.0"]),
        windowWidth: 400, windowHeight: 800, scale: 3,
        views: [
            ViewRecord(id: "root", parent: nil, x: 0, y: 0, width: 1200, height: 2400),
            // 61 px at @3x = 20.333 pt.
            ViewRecord(id: "title", parent: "root", x: 48, y: 150, width: 1104, height: 61, lines: 1, truncated: false),
        ])

    @Test func encodesOneViewPerLineWithFixedKeyOrder() {
        let expected = """
        {
          "format": 1,
          "scenario": "chat/Phone-B-portrait/de-large",
          "stamp": {"layoutcheck": "0.1.0", "pango": "1.50"},
          "window": {"width": 400, "height": 800, "scale": 3},
          "views": [
            {"id": "root", "parent": null, "frame": [0, 0, 400, 800]},
            {"id": "title", "parent": "root", "frame": [16, 50, 368, 20.333], "lines": 1, "truncated": false}
          ],
          "diagnostics": []
        }

        """
        #expect(String(decoding: snapshot.encoded(), as: UTF8.self) == expected)
    }

    @Test func roundTripsThroughJSON() throws {
        #expect(try FramesSnapshot.decode(snapshot.encoded(), file: "x.json") == snapshot)
    }

    @Test func corruptBaselinesAreErrorsNamingTheFile() {
        for bad in ["{\"format\": 1,", "[]", "{\"format\": 1, \"scenario\": \"x\", \"stamp\": {}, \"window\": {\"width\": 1, \"height\": 1, \"scale\": 2}, \"views\": [{\"id\": \"a\", \"frame\": [0, 0]}]}"] {
            do {
                _ = try FramesSnapshot.decode(Data(bad.utf8), file: "Baselines/x.json")
                Issue.record("decoded \(bad)")
            } catch let error as LayoutCheckError {
                #expect(error.kind == .baseline)
                #expect(error.location?.file == "Baselines/x.json")
                #expect(error.message.hasPrefix("corrupt frames baseline"))
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func diffNamesEachChangedView() {
        var actual = snapshot
        actual.views[1].y += 3          // title moved down 1 pt
        actual.views[1].truncated = true
        actual.views.append(ViewRecord(id: "badge", parent: "root", x: 0, y: 0, width: 30, height: 30))
        actual.views.remove(at: 0)
        let changes = FramesDiff.changes(baseline: snapshot, actual: actual, tolerancePoints: 0)
        #expect(changes.map(\.view) == ["title", "title", "badge", "root"])
        #expect(changes.map(\.kind) == [.moved, .startedTruncating, .appeared, .disappeared])
        #expect(changes[0].description == "title: moved (16, 50, 368, 20.333) → (16, 51, 368, 20.333)")
        // A 1 pt tolerance absorbs the move but not the truncation.
        let tolerant = FramesDiff.changes(baseline: snapshot, actual: actual, tolerancePoints: 1)
        #expect(tolerant.map(\.kind) == [.startedTruncating, .appeared, .disappeared])
    }
}
