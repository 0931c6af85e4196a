import Foundation
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import ProjectFiles

/// Atomic writes go through a hidden temporary beside the target; a write that fails (a full
/// disk) must not leave it behind, and `clean --delete` removes those older runs left.
@Suite struct TemporaryFileTests {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "No space left on device" }
    }

    @Test func aFailedWriteRemovesItsTemporary() throws {
        let folder = try TemporaryFolder()
        var baselines = ContainedFolder(root: folder.url.appendingPathComponent("Baselines"))
        // As ENOSPC does: part of the file reaches the disk, then the write fails.
        baselines.writeTemporary = { data, url in
            try data.prefix(3).write(to: url)
            throw DiskFull()
        }
        let error = #expect(throws: LayoutCheckError.self) {
            try baselines.write(Data("0123456789".utf8), to: ["card", "iphone-15-pro-portrait", "en-large.json"])
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("cannot write card/iphone-15-pro-portrait/en-large.json in "))
        // The folders were created; no file at all is left in them, hidden or not.
        #expect(folder.files() == [])
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Baselines/card/iphone-15-pro-portrait").path))
    }

    @Test func theOwnerOfATemporaryIsReadFromItsName() {
        #expect(ContainedFolder.temporaryOwner(".en-large.png.4242.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp") == 4242)
        #expect(ContainedFolder.temporaryOwner(".report.json.17.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp") == 17)
        // Not a temporary of ours: no UUID, no process id, not hidden, nothing before the id.
        #expect(ContainedFolder.temporaryOwner(".en-large.png.4242.tmp") == nil)
        #expect(ContainedFolder.temporaryOwner(".en-large.png.x.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp") == nil)
        #expect(ContainedFolder.temporaryOwner("en-large.png.4242.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp") == nil)
        #expect(ContainedFolder.temporaryOwner("..4242.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp") == nil)
    }

    @Test func cleanDeleteRemovesStaleTemporariesOnly() async throws {
        let project = try SampleProject()
        #expect(await project.run("record") == 0)
        let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        // 2147483646 is no running process (Linux's pid_max is at most 2^22).
        let deadBaseline = "Baselines/card/iphone-15-pro-portrait/.en-large.json.2147483646.\(uuid).tmp"
        let deadOutput = ".layoutcheck/.report.json.2147483646.\(uuid).tmp"
        // This process is alive and the file new: a write in progress, kept.
        let live = "Baselines/card/.en-large.png.\(ProcessInfo.processInfo.processIdentifier).\(uuid).tmp"
        // A hidden file that is not a temporary of ours: never touched.
        let other = "Baselines/.keep"
        for file in [deadBaseline, deadOutput, live, other] { try project.folder.write(file, "partial") }

        let listed = await project.folder.layoutcheck(["clean"])
        #expect(listed.status == 0)
        #expect(listed.out == """
            no orphaned baselines
            stale temporary Baselines/card/iphone-15-pro-portrait/.en-large.json.2147483646.\(uuid).tmp
            stale temporary .layoutcheck/.report.json.2147483646.\(uuid).tmp

            """, "\(listed.out)")
        #expect(project.folder.files().contains(deadBaseline))

        let removed = await project.folder.layoutcheck(["clean", "--delete"])
        #expect(removed.status == 0)
        #expect(removed.out.contains("removed Baselines/card/iphone-15-pro-portrait/.en-large.json.2147483646.\(uuid).tmp\n"))
        #expect(removed.out.contains("removed .layoutcheck/.report.json.2147483646.\(uuid).tmp\n"))
        let files = project.folder.files()
        #expect(!files.contains(deadBaseline) && !files.contains(deadOutput))
        #expect(files.contains(live) && files.contains(other))
        #expect(await project.run("test") == 0)
    }
}
