import Foundation
import Testing
@testable import LayoutCheck
@testable import ProjectFiles

/// `record` stages its baselines (`StagedWrites`) and renames them into place after one flush:
/// until the commit the old files stay whole, after it the new ones are there and no temporary
/// is left, a failed write or rename leaves the old file, and nothing lands outside the folder.
@Suite struct StagedWritesTests {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "No space left on device" }
    }

    @Test func filesTakeTheirNamesOnlyAtTheCommit() throws {
        let folder = try TemporaryFolder()
        let baselines = ContainedFolder(root: folder.url.appendingPathComponent("Baselines"))
        try baselines.write(Data("old".utf8), to: ["s", "d", "a.json"])
        let staged = StagedWrites(folder: baselines)
        try staged.stage(Data("new".utf8), to: ["s", "d", "a.json"], tag: 0)
        try staged.stage(Data("png".utf8), to: ["s", "d", "a.png"], tag: 0)
        #expect(staged.count == 2)
        // Before the commit: the old file, whole, and two hidden temporaries beside it.
        #expect(try baselines.read(["s", "d", "a.json"]) == Data("old".utf8))
        #expect(try baselines.read(["s", "d", "a.png"]) == nil)
        #expect(folder.files().filter { !$0.hasSuffix(".tmp") } == ["Baselines/s/d/a.json"])
        #expect(staged.commit().isEmpty)
        #expect(staged.count == 0)
        #expect(try baselines.read(["s", "d", "a.json"]) == Data("new".utf8))
        #expect(try baselines.read(["s", "d", "a.png"]) == Data("png".utf8))
        #expect(folder.files() == ["Baselines/s/d/a.json", "Baselines/s/d/a.png"])
        // A second commit with nothing staged does nothing.
        #expect(staged.commit().isEmpty)
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
        let folder = try TemporaryFolder()
        var baselines = ContainedFolder(root: folder.url.appendingPathComponent("Baselines"))
        try baselines.write(Data("old".utf8), to: ["s", "d", "a.json"])
        // As ENOSPC does: part of the file reaches the disk, then the write fails.
        baselines.writeTemporary = { data, url in
            try data.prefix(2).write(to: url)
            throw DiskFull()
        }
        let staged = StagedWrites(folder: baselines)
        let error = #expect(throws: LayoutCheckError.self) {
            try staged.stage(Data("new".utf8), to: ["s", "d", "a.json"], tag: 3)
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("cannot write s/d/a.json in "))
        #expect(staged.count == 0)
        #expect(staged.commit().isEmpty)
        #expect(folder.files() == ["Baselines/s/d/a.json"])
        #expect(try baselines.read(["s", "d", "a.json"]) == Data("old".utf8))
    }

    @Test func aFailedRenameIsReportedByTagAndLeavesNoTemporary() throws {
        let folder = try TemporaryFolder()
        let baselines = ContainedFolder(root: folder.url.appendingPathComponent("Baselines"))
        let staged = StagedWrites(folder: baselines)
        try staged.stage(Data("one".utf8), to: ["s", "d", "a.json"], tag: 1)
        try staged.stage(Data("two".utf8), to: ["s", "d", "b.json"], tag: 2)
        // b.json becomes a non-empty folder before the commit: renaming a file over it fails.
        try folder.write("Baselines/s/d/b.json/keep", "kept")
        let failures = staged.commit()
        #expect(failures.map(\.tag) == [2])
        #expect(failures.first.map { "\($0.error)" }?.contains("cannot move the new s/d/b.json into place") == true)
        #expect(folder.files() == ["Baselines/s/d/a.json", "Baselines/s/d/b.json/keep"])
    }

    @Test func hostileNamesStayInsideTheFolder() throws {
        let folder = try TemporaryFolder()
        let staged = StagedWrites(folder: ContainedFolder(root: folder.url.appendingPathComponent("Baselines")))
        try staged.stage(Data("x".utf8), to: ["../../etc", "..", "/abs/olute.json"], tag: 0)
        #expect(staged.commit().isEmpty)
        #expect(folder.files() == ["Baselines/etc/_/abs-olute.json"])
    }

    @Test func uncommittedTemporariesAreRemoved() throws {
        let folder = try TemporaryFolder()
        let baselines = ContainedFolder(root: folder.url.appendingPathComponent("Baselines"))
        var staged: StagedWrites? = StagedWrites(folder: baselines)
        try staged?.stage(Data("x".utf8), to: ["s", "a.json"], tag: 0)
        staged?.discard()
        #expect(folder.files() == [])
        try staged?.stage(Data("y".utf8), to: ["s", "b.json"], tag: 0)
        staged = nil  // never committed: the temporary goes with it
        #expect(folder.files() == [])
    }

    @Test func aFolderRemovedAfterAWriteIsMadeAgain() throws {
        let folder = try TemporaryFolder()
        let baselines = ContainedFolder(root: folder.url.appendingPathComponent("Baselines"))
        try baselines.write(Data("1".utf8), to: ["s", "d", "a.json"])
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Baselines/s"))
        try baselines.write(Data("2".utf8), to: ["s", "d", "a.json"])
        #expect(try baselines.read(["s", "d", "a.json"]) == Data("2".utf8))
    }

    @Test func recordLeavesNoTemporaryAndTestPasses() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        let files = project.folder.files()
        #expect(!files.contains { $0.hasSuffix(".tmp") })
        #expect(files.contains { $0.hasPrefix("Baselines/") && $0.hasSuffix(".json") })
        #expect(await project.run("test") == 0)
    }
}
