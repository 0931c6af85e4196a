import Audits
import Foundation
import Localization
import Reports

/// The result cache's file format: length-prefixed binary, written and read field by field.
///
/// A second `test` of an unchanged project reads every screen's entries, and JSONDecoder took a
/// third of that run (about 0.12 ms per entry on the sample suite, at 15 MB/s); this reads the
/// same entries some ten times faster. The cache is private to one build of LayoutCheck (its
/// version and build are in every key), so the format needs no compatibility, only a magic
/// number and `CacheInputs.formatVersion` so that another file is ignored and recomputed.
/// Every reader check is bounds-checked: a truncated or corrupt file is an error, never a trap.
enum CacheCodec {
    /// "LCC" and a format byte, before `CacheInputs.formatVersion`.
    static let magic: [UInt8] = [0x4C, 0x43, 0x43, 0x01]

    struct Corrupt: Error {}

    struct Writer {
        private(set) var bytes: [UInt8] = []

        mutating func int(_ value: Int) {
            var v = UInt64(bitPattern: Int64(value))
            for _ in 0..<8 {
                bytes.append(UInt8(truncatingIfNeeded: v))
                v >>= 8
            }
        }

        mutating func double(_ value: Double) { int(Int(Int64(bitPattern: value.bitPattern))) }

        mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

        mutating func string(_ value: String) {
            let utf8 = Array(value.utf8)
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }

        mutating func optional<T>(_ value: T?, _ write: (inout Writer, T) -> Void) {
            bool(value != nil)
            if let value { write(&self, value) }
        }

        mutating func array<T>(_ values: [T], _ write: (inout Writer, T) -> Void) {
            int(values.count)
            for value in values { write(&self, value) }
        }

        mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

        /// In key order, so equal dictionaries give equal bytes.
        mutating func dictionary(_ values: [String: String]) {
            int(values.count)
            for key in values.keys.sorted() {
                string(key)
                string(values[key] ?? "")
            }
        }
    }

    struct Reader {
        private let bytes: [UInt8]
        private var offset = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { offset == bytes.count }

        mutating func take(_ count: Int) throws(Corrupt) -> ArraySlice<UInt8> {
            guard count >= 0, count <= bytes.count - offset else { throw Corrupt() }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        mutating func int() throws(Corrupt) -> Int {
            var v: UInt64 = 0
            for (shift, byte) in try take(8).enumerated() { v |= UInt64(byte) << (8 * UInt64(shift)) }
            return Int(Int64(bitPattern: v))
        }

        mutating func double() throws(Corrupt) -> Double { Double(bitPattern: UInt64(bitPattern: Int64(try int()))) }

        mutating func bool() throws(Corrupt) -> Bool {
            switch try take(1).first {
            case 0: return false
            case 1: return true
            default: throw Corrupt()
            }
        }

        mutating func string() throws(Corrupt) -> String {
            let count = try int()
            guard let text = String(validating: try take(count), as: UTF8.self) else { throw Corrupt() }
            return text
        }

        mutating func optional<T>(_ read: (inout Reader) throws(Corrupt) -> T) throws(Corrupt) -> T? {
            try bool() ? try read(&self) : nil
        }

        /// A count no larger than the bytes left (each element takes at least one), so a corrupt
        /// count cannot ask for a huge allocation.
        mutating func count() throws(Corrupt) -> Int {
            let count = try int()
            guard count >= 0, count <= bytes.count - offset else { throw Corrupt() }
            return count
        }

        mutating func array<T>(_ read: (inout Reader) throws(Corrupt) -> T) throws(Corrupt) -> [T] {
            let n = try count()
            var values: [T] = []
            values.reserveCapacity(n)
            for _ in 0..<n { values.append(try read(&self)) }
            return values
        }

        mutating func strings() throws(Corrupt) -> [String] { try array { r throws(Corrupt) in try r.string() } }

        mutating func dictionary() throws(Corrupt) -> [String: String] {
            let n = try count()
            var values: [String: String] = [:]
            values.reserveCapacity(n)
            for _ in 0..<n {
                let key = try string()
                values[key] = try string()
            }
            return values
        }
    }
}

// MARK: The cached values

extension ScenarioCache.ScreenFile {
    func encoded() -> [UInt8] {
        var w = CacheCodec.Writer()
        w.int(format)
        w.string(layoutcheck)
        w.int(entries.count)
        for name in entries.keys.sorted() {
            guard let entry = entries[name] else { continue }
            w.string(name)
            entry.write(&w)
        }
        return CacheCodec.magic + w.bytes
    }

    init(decoding bytes: [UInt8]) throws(CacheCodec.Corrupt) {
        guard bytes.starts(with: CacheCodec.magic) else { throw CacheCodec.Corrupt() }
        var r = CacheCodec.Reader(Array(bytes.dropFirst(CacheCodec.magic.count)))
        self.init()
        format = try r.int()
        layoutcheck = try r.string()
        // Another format's entries are not read at all: the caller ignores the file.
        guard format == CacheInputs.formatVersion, layoutcheck == LayoutCheckInfo.version else { return }
        let n = try r.count()
        entries.reserveCapacity(n)
        for _ in 0..<n {
            let name = try r.string()
            entries[name] = try ScenarioCache.Entry(reading: &r)
        }
        guard r.isAtEnd else { throw CacheCodec.Corrupt() }
    }
}

extension ScenarioCache.Entry {
    func write(_ w: inout CacheCodec.Writer) {
        w.string(key)
        w.dictionary(baselines)
        w.dictionary(baselineFiles)
        w.array(reads) { $1.write(&$0) }
        w.strings(runNotes)
        result.write(&w)
    }

    init(reading r: inout CacheCodec.Reader) throws(CacheCodec.Corrupt) {
        self.init(key: try r.string(), baselines: try r.dictionary(), baselineFiles: try r.dictionary(),
                  reads: try r.array { r throws(CacheCodec.Corrupt) in try StringRead(reading: &r) },
                  runNotes: try r.strings(), result: try ScenarioResult(reading: &r))
    }
}

extension StringRead {
    func write(_ w: inout CacheCodec.Writer) {
        w.string(kind.rawValue)
        w.string(key)
        w.optional(table) { $0.string($1) }
        w.optional(count) { $0.int($1) }
        w.optional(answer) { $0.string($1) }
    }

    init(reading r: inout CacheCodec.Reader) throws(CacheCodec.Corrupt) {
        guard let kind = Kind(rawValue: try r.string()) else { throw CacheCodec.Corrupt() }
        self.init(kind: kind, key: try r.string(), table: try r.optional { r throws(CacheCodec.Corrupt) in try r.string() },
                  count: try r.optional { r throws(CacheCodec.Corrupt) in try r.int() },
                  answer: try r.optional { r throws(CacheCodec.Corrupt) in try r.string() })
    }
}

extension ScenarioResult {
    /// The stored properties this codec writes, in order; `CacheCodecTests` checks that the
    /// type has no other, so a field added to results cannot be dropped from cached ones.
    static let cachedFields = ["index", "name", "screen", "device", "orientation", "locale", "size", "status", "messages",
                               "changedViews", "changes", "stampDifferences", "files", "findings", "signature", "blockers",
                               "digests", "missingStrings", "runNotes", "inputError", "cachedMark"]

    func write(_ w: inout CacheCodec.Writer) {
        w.int(index)
        for text in [name, screen, device, orientation, locale, size, status.rawValue] { w.string(text) }
        for list in [messages, changedViews, changes, stampDifferences] { w.strings(list) }
        w.dictionary(files)
        w.array(findings) { $1.write(&$0) }
        w.strings(signature)
        w.strings(blockers)
        w.dictionary(digests)
        w.array(missingStrings) { $1.write(&$0) }
        w.strings(runNotes)
        w.optional(inputError) { w, error in
            w.optional(error.location) { $0.string($1) }
            w.string(error.message)
        }
        w.bool(cached)
    }

    init(reading r: inout CacheCodec.Reader) throws(CacheCodec.Corrupt) {
        let index = try r.int()
        let name = try r.string(), screen = try r.string(), device = try r.string(), orientation = try r.string()
        let locale = try r.string(), size = try r.string()
        guard let status = Status(rawValue: try r.string()) else { throw CacheCodec.Corrupt() }
        self.init(index: index, name: name, screen: screen, device: device, orientation: orientation, locale: locale, size: size,
                  status: status, messages: try r.strings(), changedViews: try r.strings(), changes: try r.strings(),
                  stampDifferences: try r.strings(), files: try r.dictionary(),
                  findings: try r.array { r throws(CacheCodec.Corrupt) in try AuditFinding(reading: &r) })
        signature = try r.strings()
        blockers = try r.strings()
        digests = try r.dictionary()
        missingStrings = try r.array { r throws(CacheCodec.Corrupt) in try MissingStringReport(reading: &r) }
        runNotes = try r.strings()
        inputError = try r.optional { r throws(CacheCodec.Corrupt) in
            InputErrorReport(location: try r.optional { r throws(CacheCodec.Corrupt) in try r.string() }, message: try r.string())
        }
        cached = try r.bool()
    }
}

extension AuditFinding {
    func write(_ w: inout CacheCodec.Writer) {
        for text in [audit, severity.rawValue, view, message] { w.string(text) }
        w.optional(detail) { $0.string($1) }
        w.optional(location) { $0.string($1) }
        w.optional(frame) { w, frame in w.array(frame) { $0.double($1) } }
        w.optional(known) { $0.bool($1) }
    }

    init(reading r: inout CacheCodec.Reader) throws(CacheCodec.Corrupt) {
        let audit = try r.string()
        guard let severity = Severity(rawValue: try r.string()) else { throw CacheCodec.Corrupt() }
        self.init(audit: audit, severity: severity, view: try r.string(), message: try r.string(),
                  detail: try r.optional { r throws(CacheCodec.Corrupt) in try r.string() },
                  location: try r.optional { r throws(CacheCodec.Corrupt) in try r.string() },
                  frame: try r.optional { r throws(CacheCodec.Corrupt) in try r.array { r throws(CacheCodec.Corrupt) in try r.double() } })
        known = try r.optional { r throws(CacheCodec.Corrupt) in try r.bool() }
    }
}

extension MissingStringReport {
    func write(_ w: inout CacheCodec.Writer) {
        w.string(key)
        w.optional(table) { $0.string($1) }
        w.string(locale)
        w.optional(foundIn) { $0.string($1) }
        w.optional(location) { $0.string($1) }
    }

    init(reading r: inout CacheCodec.Reader) throws(CacheCodec.Corrupt) {
        self.init(key: try r.string(), table: try r.optional { r throws(CacheCodec.Corrupt) in try r.string() },
                  locale: try r.string(), foundIn: try r.optional { r throws(CacheCodec.Corrupt) in try r.string() },
                  location: try r.optional { r throws(CacheCodec.Corrupt) in try r.string() })
    }
}
