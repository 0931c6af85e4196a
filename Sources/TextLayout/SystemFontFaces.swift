import Foundation

/// The faces `FontFamily.system` is measured and drawn in: Inter's outlines with San Francisco's
/// advance widths fitted from Xcode's stored frames (`SystemFontAdvances`, scripts/sf-fit), one
/// family for SF Pro Text's sizes and one for Display's.
///
/// They are derived from the pinned Inter files when first needed, not shipped: only `hmtx` (the
/// advances) and `name` (the family, as Inter's licence, the SIL OFL, asks of a modified
/// version) change, so the result is a pure function of the pinned files and the table compiled
/// into this module. Each face is written once, atomically, under the temporary directory in a
/// folder named by its content's hash, so every process, package and CI runner that has the
/// pinned Inter gets the same bytes without any tool beyond this module.
enum SystemFontFaces {
    /// Family names of the derived faces (not Inter: the OFL reserves a modified font's name).
    static let textFamily = "LayoutCheck System Text"
    static let displayFamily = "LayoutCheck System Display"

    /// One derived face: where it was written and its bytes' SHA-256.
    struct Face: Sendable {
        let path: String
        let sha256: String
    }

    /// The derived faces, Text's weights then Display's (computed once per process).
    static func faces() throws -> [Face] { try derived.get() }

    private static let derived = Result { try derive() }

    private static func derive() throws -> [Face] {
        var faces: [Face] = []
        var sources: [String: [UInt8]] = [:]
        // Derivation is this program's code: a rebuilt program derives again once.
        let program = FileSignature.runningProgram().flatMap { FileSignature.of($0.path) }
        for (family, table) in [(textFamily, SystemFontAdvances.text), (displayFamily, SystemFontAdvances.display)] {
            for weight in weightOrder {
                guard let entry = table[weight] else { continue }
                let sourcePath = PinnedFonts.interDirectory + entry.file
                let style = String(entry.file.dropFirst("Inter-".count).dropLast(".otf".count))
                let name = family.replacingOccurrences(of: " ", with: "") + "-" + style
                let key = memoKey(program: program, sourcePath: sourcePath, name: name, entry: entry)
                if let key, let known = FontDigests.shared.value(for: key), let face = stored(name: name, memo: known) {
                    faces.append(face)
                    continue
                }
                if sources[sourcePath] == nil {
                    guard let data = FileManager.default.contents(atPath: sourcePath) else {
                        throw TextLayoutError.missingFontFile(path: sourcePath, debianPackage: "fonts-inter")
                    }
                    sources[sourcePath] = [UInt8](data)
                }
                let source = sources[sourcePath] ?? []
                let bytes = try OpenTypeFile(source, path: sourcePath)
                    .withAdvances(scale: entry.scale, overrides: parseOverrides(entry.overrides))
                    .renamed(family: family)
                let face = try store(bytes, name: name)
                if let key { FontDigests.shared.remember("\(face.sha256)/\(bytes.count)", for: key) }
                faces.append(face)
            }
        }
        FontDigests.shared.save()
        return faces
    }

    /// The memo key of one derived face: everything its bytes are a function of (the program that
    /// derives it, the source file as it is now, the name and the fitted table's entry); nil when
    /// the program or the source cannot be examined, and the face is derived every time.
    private static func memoKey(program: String?, sourcePath: String, name: String, entry: SystemFontAdvances.Entry) -> String? {
        guard let program, let source = FileSignature.of(sourcePath) else { return nil }
        let inputs = "\(program)\n\(source)\n\(name)\n\(entry.scale)\n\(entry.overrides)"
        return "derived " + SHA256.hex(Array(inputs.utf8))
    }

    /// The face an earlier process derived, if its file is still there at the size it wrote
    /// (`memo` is `sha256/size`).
    private static func stored(name: String, memo: String) -> Face? {
        let parts = memo.split(separator: "/")
        guard parts.count == 2, let size = Int(parts[1]) else { return nil }
        let hash = String(parts[0])
        let url = fileURL(name: name, hash: hash)
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard (attributes?[.size] as? NSNumber)?.intValue == size else { return nil }
        return Face(path: url.path, sha256: hash)
    }

    /// Per machine (the temporary directory): faces and `FontDigests`' memo are derived data.
    static var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutcheck-system-font")
    }

    private static func fileURL(name: String, hash: String) -> URL {
        folder.appendingPathComponent("\(name)-\(hash.prefix(16)).otf")
    }

    private static let weightOrder = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// `gid:advance` pairs separated by spaces.
    static func parseOverrides(_ text: String) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for pair in text.split(separator: " ") {
            let parts = pair.split(separator: ":")
            if parts.count == 2, let gid = Int(parts[0]), let advance = Int(parts[1]) { result[gid] = advance }
        }
        return result
    }

    /// Writes the bytes once under a content-addressed name; a file already there by that name
    /// holds the same bytes (the name is their hash), so it is reused.
    private static func store(_ bytes: [UInt8], name: String) throws -> Face {
        let hash = SHA256.hex(SHA256.digest(bytes))
        let url = fileURL(name: name, hash: hash)
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if (attributes?[.size] as? NSNumber)?.intValue != bytes.count {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let part = folder.appendingPathComponent("\(name)-\(hash.prefix(16)).\(ProcessInfo.processInfo.processIdentifier).part")
                try Data(bytes).write(to: part)
                // rename(2) replaces atomically: a reader never sees a partial file.
                guard rename(part.path, url.path) == 0 else {
                    try? FileManager.default.removeItem(at: part)
                    throw TextLayoutError.derivedFontUnwritable(path: url.path, reason: "rename failed, errno \(errno)")
                }
            } catch let error as TextLayoutError {
                throw error
            } catch {
                throw TextLayoutError.derivedFontUnwritable(path: url.path, reason: "\(error)")
            }
        }
        return Face(path: url.path, sha256: hash)
    }
}

/// An OpenType file's tables, enough to replace some and write the file again.
struct OpenTypeFile {
    private var tables: [(tag: String, data: [UInt8])]
    private let version: UInt32
    private let path: String

    init(_ bytes: [UInt8], path: String) throws {
        self.path = path
        guard bytes.count >= 12 else { throw TextLayoutError.fontFileNotLoadable(path: path) }
        version = Self.u32(bytes, 0)
        let count = Int(Self.u16(bytes, 4))
        var tables: [(String, [UInt8])] = []
        for index in 0..<count {
            let record = 12 + 16 * index
            guard record + 16 <= bytes.count else { throw TextLayoutError.fontFileNotLoadable(path: path) }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = Int(Self.u32(bytes, record + 8)), length = Int(Self.u32(bytes, record + 12))
            guard offset + length <= bytes.count else { throw TextLayoutError.fontFileNotLoadable(path: path) }
            tables.append((tag, Array(bytes[offset..<offset + length])))
        }
        self.tables = tables
    }

    private func table(_ tag: String) throws -> [UInt8] {
        guard let found = tables.first(where: { $0.tag == tag }) else { throw TextLayoutError.fontFileNotLoadable(path: path) }
        return found.data
    }

    private mutating func replace(_ tag: String, _ data: [UInt8]) {
        if let index = tables.firstIndex(where: { $0.tag == tag }) { tables[index].data = data }
    }

    /// Every advance in `hmtx` scaled (rounded to a font unit), then the overrides by glyph id.
    func withAdvances(scale: Double, overrides: [Int: Int]) throws -> OpenTypeFile {
        var copy = self
        let hhea = try table("hhea")
        guard hhea.count >= 36 else { throw TextLayoutError.fontFileNotLoadable(path: path) }
        let metrics = Int(Self.u16(hhea, 34))
        var hmtx = try table("hmtx")
        guard hmtx.count >= 4 * metrics else { throw TextLayoutError.fontFileNotLoadable(path: path) }
        var widest = 0
        for gid in 0..<metrics {
            let original = Double(Self.u16(hmtx, 4 * gid))
            let advance = max(0, min(65535, overrides[gid] ?? Int((original * scale).rounded())))
            widest = max(widest, advance)
            Self.put16(&hmtx, 4 * gid, UInt16(advance))
        }
        var newHhea = hhea
        Self.put16(&newHhea, 10, UInt16(widest))
        copy.replace("hmtx", hmtx)
        copy.replace("hhea", newHhea)
        return copy
    }

    /// The file with a new family name: `name` rebuilt with Windows-platform records only (what
    /// FreeType and fontconfig read), every "Inter" in the family, full and PostScript names
    /// replaced; copyright, licence and the other records kept as they were.
    func renamed(family: String) throws -> [UInt8] {
        var copy = self
        let name = try table("name")
        guard name.count >= 6 else { throw TextLayoutError.fontFileNotLoadable(path: path) }
        let count = Int(Self.u16(name, 2)), storage = Int(Self.u16(name, 4))
        let postScriptFamily = family.replacingOccurrences(of: " ", with: "")
        var records: [(platform: UInt16, encoding: UInt16, language: UInt16, id: UInt16, text: [UInt8])] = []
        for index in 0..<count {
            let at = 6 + 12 * index
            guard at + 12 <= name.count else { throw TextLayoutError.fontFileNotLoadable(path: path) }
            let platform = Self.u16(name, at), encoding = Self.u16(name, at + 2), language = Self.u16(name, at + 4)
            let id = Self.u16(name, at + 6)
            let length = Int(Self.u16(name, at + 8)), offset = storage + Int(Self.u16(name, at + 10))
            guard platform == 3, offset + length <= name.count else { continue }
            var text = Self.utf16(Array(name[offset..<offset + length]))
            switch id {
            case 1, 3, 4, 16, 21: text = text.replacingOccurrences(of: "Inter", with: family)
            case 6: text = text.replacingOccurrences(of: "Inter", with: postScriptFamily)
            case 10: text = "San Francisco's advance widths fitted from public Interface Builder files (LayoutCheck scripts/sf-fit), over Inter's outlines."
            default: break
            }
            records.append((platform, encoding, language, id, Self.utf16Bytes(text)))
        }
        if !records.contains(where: { $0.id == 10 }) {
            records.append((3, 1, 0x409, 10, Self.utf16Bytes("Inter's outlines with San Francisco's advance widths fitted by LayoutCheck's scripts/sf-fit.")))
        }
        records.sort { ($0.platform, $0.encoding, $0.language, $0.id) < ($1.platform, $1.encoding, $1.language, $1.id) }
        var out: [UInt8] = []
        Self.append16(&out, 0)
        Self.append16(&out, UInt16(records.count))
        Self.append16(&out, UInt16(6 + 12 * records.count))
        var strings: [UInt8] = []
        for record in records {
            for value in [record.platform, record.encoding, record.language, record.id,
                          UInt16(record.text.count), UInt16(strings.count)] {
                Self.append16(&out, value)
            }
            strings += record.text
        }
        copy.replace("name", out + strings)
        return copy.bytes()
    }

    /// The file's bytes: tables in tag order, each padded to 4 bytes, with checksums and the
    /// `head` table's whole-file adjustment recomputed.
    func bytes() -> [UInt8] {
        let sorted = tables.sorted { $0.tag < $1.tag }
        let count = sorted.count
        var power = 1, log = 0
        while power * 2 <= count { power *= 2; log += 1 }
        var header: [UInt8] = []
        Self.append32(&header, version)
        Self.append16(&header, UInt16(count))
        Self.append16(&header, UInt16(power * 16))
        Self.append16(&header, UInt16(log))
        Self.append16(&header, UInt16(count * 16 - power * 16))
        var body: [UInt8] = []
        var offset = 12 + 16 * count
        var headOffset: Int?
        for table in sorted {
            var data = table.data
            if table.tag == "head", data.count >= 12 {
                Self.put32(&data, 8, 0)
                headOffset = offset
            }
            header += Array(table.tag.utf8.prefix(4))
            Self.append32(&header, Self.checksum(data))
            Self.append32(&header, UInt32(offset))
            Self.append32(&header, UInt32(data.count))
            body += data
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + 16 * count + body.count
        }
        var file = header + body
        if let headOffset {
            let adjustment = 0xB1B0_AFBA &- Self.checksum(file)
            Self.put32(&file, headOffset + 8, adjustment)
        }
        return file
    }

    private static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var index = 0
        while index < data.count {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(index + k < data.count ? data[index + k] : 0) }
            sum = sum &+ word
            index += 4
        }
        return sum
    }

    private static func utf16(_ bytes: [UInt8]) -> String {
        var units: [UInt16] = []
        var index = 0
        while index + 1 < bytes.count {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func utf16Bytes(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    static func u16(_ b: [UInt8], _ at: Int) -> UInt16 { UInt16(b[at]) << 8 | UInt16(b[at + 1]) }
    static func u32(_ b: [UInt8], _ at: Int) -> UInt32 { UInt32(u16(b, at)) << 16 | UInt32(u16(b, at + 2)) }
    static func put16(_ b: inout [UInt8], _ at: Int, _ v: UInt16) { b[at] = UInt8(v >> 8); b[at + 1] = UInt8(v & 0xFF) }
    static func put32(_ b: inout [UInt8], _ at: Int, _ v: UInt32) { put16(&b, at, UInt16(v >> 16)); put16(&b, at + 2, UInt16(v & 0xFFFF)) }
    static func append16(_ b: inout [UInt8], _ v: UInt16) { b += [UInt8(v >> 8), UInt8(v & 0xFF)] }
    static func append32(_ b: inout [UInt8], _ v: UInt32) { append16(&b, UInt16(v >> 16)); append16(&b, UInt16(v & 0xFFFF)) }
}
