import Audits
import Foundation

/// `report.json`'s bytes, written by hand in the layout Foundation's `JSONEncoder` gives with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (two-space indents, `"key" : value`,
/// keys in order), so the file reads as it always did and any JSON reader takes it.
///
/// Why by hand: at scale a report holds every scenario's findings (about 7 MB for 3,360
/// scenarios with audits warning), and `JSONEncoder` — a tree of boxed values, then sorting
/// every object's keys — spent a quarter of a second on it after the parallel run, on one
/// core. The keys here are fixed and written in sorted order; only `files` is a dictionary.
/// `ReportJSONTests` checks the bytes against `JSONEncoder` itself.
enum ReportJSON {
    static func encode(_ report: RunReport) -> Data {
        var w = Writer()
        w.bytes.reserveCapacity(4096 + report.results.count * 2048)
        w.open("{")
        w.key("command", first: true, indent: 1); w.string(report.command)
        if let filters = report.filters { w.key("filters", indent: 1); w.filters(filters, indent: 1) }
        w.key("layoutcheck", indent: 1); w.string(report.layoutcheck)
        if let notes = report.notes { w.key("notes", indent: 1); w.strings(notes, indent: 1) }
        if let output = report.output { w.key("output", indent: 1); w.string(output) }
        w.key("results", indent: 1)
        w.list(report.results, indent: 1) { w, result in w.result(result, indent: 2) }
        if let runID = report.runID { w.key("runID", indent: 1); w.string(runID) }
        if let shard = report.shard { w.key("shard", indent: 1); w.string(shard) }
        w.close("}", indent: 0)
        w.bytes.append(UInt8(ascii: "\n"))
        return Data(w.bytes)
    }

    struct Writer {
        var bytes: [UInt8] = []

        mutating func raw(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func open(_ bracket: StaticString) {
            raw(bracket)
        }

        mutating func newline(indent: Int) {
            bytes.append(UInt8(ascii: "\n"))
            for _ in 0..<indent { bytes.append(UInt8(ascii: " ")); bytes.append(UInt8(ascii: " ")) }
        }

        /// The line break and indent before a member, the comma before all but the first.
        mutating func key(_ name: StaticString, first: Bool = false, indent: Int) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            newline(indent: indent)
            bytes.append(UInt8(ascii: "\""))
            raw(name)
            raw("\" : ")
        }

        mutating func close(_ bracket: StaticString, indent: Int) {
            newline(indent: indent)
            raw(bracket)
        }

        /// An array whose elements start at `indent + 1`. `JSONEncoder` writes an empty one as
        /// `[\n\n<indent>]`: the same line breaks with nothing between them.
        mutating func list<T>(_ items: [T], indent: Int, _ element: (inout Writer, T) -> Void) {
            raw("[")
            if items.isEmpty {
                bytes.append(UInt8(ascii: "\n"))
            }
            for (i, item) in items.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                element(&self, item)
            }
            close("]", indent: indent)
        }

        mutating func strings(_ items: [String], indent: Int) {
            list(items, indent: indent) { w, s in w.string(s) }
        }

        /// A JSON string as `JSONEncoder` escapes it: `"` and `\` with a backslash, the control
        /// characters with a name (`\b \f \n \r \t`) or as `\u00xx`; everything else, `/` and
        /// non-ASCII included, as it is. Works on UTF-8 bytes: a multi-byte sequence has no byte
        /// below 0x80, so it never needs escaping.
        mutating func string(_ s: String) {
            bytes.append(UInt8(ascii: "\""))
            var s = s
            s.withUTF8 { utf8 in
                var start = 0
                for i in 0..<utf8.count {
                    let b = utf8[i]
                    guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                    start = i + 1
                    bytes.append(UInt8(ascii: "\\"))
                    switch b {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(b)
                    case 0x08: bytes.append(UInt8(ascii: "b"))
                    case 0x0C: bytes.append(UInt8(ascii: "f"))
                    case 0x0A: bytes.append(UInt8(ascii: "n"))
                    case 0x0D: bytes.append(UInt8(ascii: "r"))
                    case 0x09: bytes.append(UInt8(ascii: "t"))
                    default:
                        let hex: [UInt8] = Array("0123456789abcdef".utf8)
                        raw("u00")
                        bytes.append(hex[Int(b >> 4)])
                        bytes.append(hex[Int(b & 0x0F)])
                    }
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
            }
            bytes.append(UInt8(ascii: "\""))
        }

        mutating func integer(_ value: Int) {
            bytes.append(contentsOf: String(value).utf8)
        }

        /// A double as `JSONEncoder` prints it: Swift's shortest round-trip spelling, without the
        /// `.0` of a whole number (`20`, `16.5`, `1e-05`).
        mutating func number(_ value: Double) {
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            bytes.append(contentsOf: text.utf8)
        }

        mutating func result(_ r: ScenarioResult, indent: Int) {
            let inner = indent + 1
            raw("{")
            key("blockers", first: true, indent: inner); strings(r.blockers, indent: inner)
            // Written only when true, so reports of computed results keep their bytes.
            if r.cached { key("cached", indent: inner); raw("true") }
            key("changedViews", indent: inner); strings(r.changedViews, indent: inner)
            key("changes", indent: inner); strings(r.changes, indent: inner)
            key("device", indent: inner); string(r.device)
            key("digests", indent: inner); files(r.digests, indent: inner)
            key("files", indent: inner); files(r.files, indent: inner)
            key("findings", indent: inner)
            list(r.findings, indent: inner) { w, f in w.finding(f, indent: inner + 1) }
            key("index", indent: inner); integer(r.index)
            if let error = r.inputError {
                key("inputError", indent: inner)
                raw("{")
                if let location = error.location { key("location", first: true, indent: inner + 1); string(location) }
                key("message", first: error.location == nil, indent: inner + 1); string(error.message)
                close("}", indent: inner)
            }
            key("locale", indent: inner); string(r.locale)
            key("messages", indent: inner); strings(r.messages, indent: inner)
            key("missingStrings", indent: inner)
            list(r.missingStrings, indent: inner) { w, m in w.missingString(m, indent: inner + 1) }
            key("name", indent: inner); string(r.name)
            key("orientation", indent: inner); string(r.orientation)
            key("screen", indent: inner); string(r.screen)
            key("signature", indent: inner); strings(r.signature, indent: inner)
            key("size", indent: inner); string(r.size)
            key("stampDifferences", indent: inner); strings(r.stampDifferences, indent: inner)
            key("status", indent: inner); string(r.status.rawValue)
            close("}", indent: indent)
        }

        mutating func filters(_ f: RunFilters, indent: Int) {
            let inner = indent + 1
            raw("{")
            key("devices", first: true, indent: inner); strings(f.devices, indent: inner)
            key("locales", indent: inner); strings(f.locales, indent: inner)
            key("names", indent: inner); strings(f.names, indent: inner)
            key("orientations", indent: inner); strings(f.orientations, indent: inner)
            key("screens", indent: inner); strings(f.screens, indent: inner)
            key("sizes", indent: inner); strings(f.sizes, indent: inner)
            close("}", indent: indent)
        }

        /// A string-to-string object (a result's files or digests by role), in `JSONEncoder`'s
        /// `.sortedKeys` order.
        mutating func files(_ files: [String: String], indent: Int) {
            raw("{")
            if files.isEmpty {
                bytes.append(UInt8(ascii: "\n"))
            }
            for (i, name) in files.keys.sorted(by: ReportJSON.keyOrder).enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1)
                string(name)
                raw(" : ")
                string(files[name] ?? "")
            }
            close("}", indent: indent)
        }

        mutating func missingString(_ m: MissingStringReport, indent: Int) {
            let inner = indent + 1
            raw("{")
            if let foundIn = m.foundIn { key("foundIn", first: true, indent: inner); string(foundIn) }
            key("key", first: m.foundIn == nil, indent: inner); string(m.key)
            key("locale", indent: inner); string(m.locale)
            if let location = m.location { key("location", indent: inner); string(location) }
            if let table = m.table { key("table", indent: inner); string(table) }
            close("}", indent: indent)
        }

        mutating func finding(_ f: AuditFinding, indent: Int) {
            let inner = indent + 1
            raw("{")
            key("audit", first: true, indent: inner); string(f.audit)
            if let detail = f.detail { key("detail", indent: inner); string(detail) }
            if let frame = f.frame {
                key("frame", indent: inner)
                list(frame, indent: inner) { w, x in w.number(x) }
            }
            // Kept so `review` and `merge-reports` still tell an accepted finding from a new one.
            if f.known == true { key("known", indent: inner); raw("true") }
            if let location = f.location { key("location", indent: inner); string(location) }
            key("message", indent: inner); string(f.message)
            key("severity", indent: inner); string(f.severity.rawValue)
            key("view", indent: inner); string(f.view)
            close("}", indent: indent)
        }
    }

    /// `JSONEncoder`'s `.sortedKeys` order: by UTF-8 bytes, which for the file roles a result
    /// holds (`baseline.json`, `actual.png`, `diff.png`, …) is also the order of their
    /// characters.
    static func keyOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
