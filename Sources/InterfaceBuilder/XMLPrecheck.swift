import Foundation

/// Checks the bytes of a document before Foundation's XMLParser sees them.
///
/// On Linux, XMLParser (over libxml2) traps on some inputs instead of reporting an error:
/// bytes that are not UTF-8 in an element or attribute name, a comment or a processing
/// instruction's target (`<\xC4lsi`, `<!--\xFF-->`: SIGILL), and processing instructions such
/// as `<?x?>` (SIGSEGV). Interface Builder writes UTF-8 documents whose only processing
/// instruction is the XML declaration and which have no document type declaration, so
/// everything else is refused here with its line and column. Refusing `<!DOCTYPE` also keeps
/// entity expansion (and external entities) out of reach.
enum XMLPrecheck {
    static func check(_ data: Data, file: String) throws(IBError) {
        let bytes = [UInt8](data)
        var position = Cursor(file: file)
        var i = 0
        // A UTF-8 byte order mark is allowed (and skipped); UTF-16 ones are not UTF-8.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw IBError(position.location, "not UTF-8: the file starts with a UTF-16 byte order mark (Interface Builder writes UTF-8)")
        }
        let documentStart = i
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0 {
                throw IBError(position.location, "malformed XML: a NUL byte, which XML does not allow")
            }
            if byte == UInt8(ascii: "<") {
                if matches(bytes, at: i, "<!--") {
                    try advance(over: bytes, from: &i, to: "-->", position: &position, what: "comment")
                    continue
                }
                if matches(bytes, at: i, "<![CDATA[") {
                    try advance(over: bytes, from: &i, to: "]]>", position: &position, what: "CDATA section")
                    continue
                }
                if matches(bytes, at: i, "<!DOCTYPE") || matches(bytes, at: i, "<!ENTITY") {
                    throw IBError(position.location, "malformed XML: a document type declaration, which Interface Builder files "
                        + "never have (entities are not expanded)")
                }
                if matches(bytes, at: i, "<?") {
                    let isDeclaration = i == documentStart && matches(bytes, at: i, "<?xml")
                        && i + 5 < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i + 5])
                    guard isDeclaration else {
                        throw IBError(position.location, "malformed XML: a processing instruction; only the XML declaration "
                            + "(<?xml …?>) at the start of the file is allowed")
                    }
                    try advance(over: bytes, from: &i, to: "?>", position: &position, what: "XML declaration")
                    continue
                }
            }
            try step(bytes, &i, &position)
        }
    }

    /// Line and column (in characters, 1-based) of the next byte.
    private struct Cursor {
        let file: String
        var line = 1
        var column = 1
        var location: IBLocation { IBLocation(file: file, line: line, column: column) }
    }

    private static func matches(_ bytes: [UInt8], at i: Int, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
    }

    /// Moves past one UTF-8 character, refusing ill-formed sequences (overlong forms, surrogates,
    /// code points past U+10FFFF, truncated sequences) as the Unicode standard's table 3-7 does.
    private static func step(_ bytes: [UInt8], _ i: inout Int, _ position: inout Cursor) throws(IBError) {
        let lead = bytes[i]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default:
            throw IBError(position.location, "not UTF-8: byte 0x\(String(lead, radix: 16, uppercase: true)) cannot start a character")
        }
        for k in 1..<length {
            guard i + k < bytes.count else {
                throw IBError(position.location, "not UTF-8: the file ends inside a character")
            }
            let continuation = bytes[i + k]
            let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard (lo...hi).contains(continuation) else {
                throw IBError(position.location, "not UTF-8: byte 0x\(String(continuation, radix: 16, uppercase: true)) after "
                    + "0x\(String(lead, radix: 16, uppercase: true)) is not a continuation of that character")
            }
        }
        if lead == 0x0A {
            position.line += 1
            position.column = 1
        } else {
            position.column += 1
        }
        i += length
    }

    /// Steps (checking UTF-8) through a comment, CDATA section or declaration to its end marker.
    private static func advance(over bytes: [UInt8], from i: inout Int, to end: String, position: inout Cursor,
                                what: String) throws(IBError) {
        let start = position.location
        while i < bytes.count {
            if matches(bytes, at: i, end) {
                for _ in 0..<end.utf8.count { try step(bytes, &i, &position) }
                return
            }
            if bytes[i] == 0 { throw IBError(position.location, "malformed XML: a NUL byte, which XML does not allow") }
            try step(bytes, &i, &position)
        }
        throw IBError(start, "malformed XML: the \(what) starting here never ends")
    }
}
