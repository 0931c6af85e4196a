import Foundation
import Testing
@testable import TextLayout

/// The font-digest memo that spares each run hashing ~10 MB of pinned fonts: a digest is reused
/// exactly while the file's path, size, modification time and inode stay the same.
@Suite struct FontDigestsTests {
    /// A scratch folder with a font-sized stand-in file holding "abc", whose SHA-256 is FIPS 180-2's
    /// first test vector.
    private func scratch() throws -> (folder: URL, file: URL, memo: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FontDigestsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Face.otf")
        try Data("abc".utf8).write(to: file)
        return (folder, file, folder.appendingPathComponent("memo.txt"))
    }

    private let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    /// SHA-256 of "abd" (the same length as "abc", so only the bytes differ).
    private var abd: String { SHA256.hex(Array("abd".utf8)) }

    /// Sets the file's modification time, so a rewrite can keep or change its signature at will.
    private func setModified(_ file: URL, seconds: Int) throws {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    }

    @Test func aLaterProcessReusesTheDigestOfAnUnchangedFile() throws {
        let (folder, file, memo) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try setModified(file, seconds: 1_000_000)
        let first = FontDigests(location: memo)
        #expect(first.sha256(ofFileAt: file.path) == abc)
        first.save()

        // Same length, written in place (same inode), modification time put back: the file looks
        // unchanged, so a new process takes the remembered digest without reading the bytes. This
        // is the memo's one assumption, the one git's index makes.
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("abd".utf8))
        try handle.close()
        try setModified(file, seconds: 1_000_000)
        #expect(FontDigests(location: memo).sha256(ofFileAt: file.path) == abc)

        // Any rewrite that moves the modification time is hashed again.
        try setModified(file, seconds: 1_000_001)
        #expect(FontDigests(location: memo).sha256(ofFileAt: file.path) == abd)
    }

    @Test func aDamagedOrForeignMemoOnlyCostsTheHashing() throws {
        let (folder, file, memo) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The last: a memo of another version, whose value for this very file is not read.
        for text in ["garbage without a header\n", FontDigests.header + "\nno-space-line\n", "layoutcheck font digests v1\n0000 file " + (FileSignature.of(file.path) ?? ""), ""] {
            try Data(text.utf8).write(to: memo)
            #expect(FontDigests(location: memo).sha256(ofFileAt: file.path) == abc)
        }
        // A memo naming another file's signature says nothing about this one.
        let other = FontDigests(location: memo)
        other.remember(abd, for: "file " + (FileSignature.of(folder.path) ?? "folder"))
        other.save()
        #expect(FontDigests(location: memo).sha256(ofFileAt: file.path) == abc)
    }

    @Test func aMissingFileHasNoDigest() throws {
        let (folder, _, memo) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FontDigests(location: memo).sha256(ofFileAt: folder.appendingPathComponent("absent.otf").path) == nil)
    }

    @Test func theMemoIsWrittenInKeyOrder() throws {
        let (folder, _, memo) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let digests = FontDigests(location: memo)
        digests.remember("2", for: "b")
        digests.remember("1", for: "a")
        digests.remember("3", for: "c")
        digests.save()
        let text = String(data: try Data(contentsOf: memo), encoding: .utf8)
        #expect(text == FontDigests.header + "\n1 a\n2 b\n3 c\n")
    }

    @Test func aFullMemoKeepsWhatThisProcessUsed() throws {
        let (folder, _, memo) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An earlier process filled the memo to capacity (entries of programs since rebuilt).
        let earlier = FontDigests(location: memo)
        for index in 0..<FontDigests.capacity { earlier.remember("old\(index)", for: "stale \(index)") }
        earlier.save()
        // This one reads one of them and adds one: 257 entries, over capacity, so the save keeps
        // the two it used.
        let now = FontDigests(location: memo)
        #expect(now.value(for: "stale 7") == "old7")
        now.remember("new", for: "fresh")
        now.save()
        let text = String(data: try Data(contentsOf: memo), encoding: .utf8)
        #expect(text == FontDigests.header + "\nnew fresh\nold7 stale 7\n")
    }

    @Test func theDerivedSystemFacesAreTheSameFromTheMemo() throws {
        // This process derived the faces or took them from the memo; either way each file is the
        // one its name and stamp entry promise (a face's stamp entry is, as it always was, the
        // SHA-256 of its bytes' SHA-256: `SystemFontWidthTests` checks the same).
        for face in try SystemFontFaces.faces() {
            let data = try Data(contentsOf: URL(fileURLWithPath: face.path))
            #expect(SHA256.hex(SHA256.digest([UInt8](data))) == face.sha256, "\(face.path)")
        }
    }
}
