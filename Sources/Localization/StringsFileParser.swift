import Foundation
import ProjectFiles

/// Parses Apple's `.strings` format: `"key" = "value";` pairs with `/* */` and `//`
/// comments, backslash escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx`), unquoted
/// alphanumeric tokens, in UTF-8 or UTF-16 (with a byte-order mark, as Xcode writes them).
package enum StringsFileParser {
    /// Decodes the bytes (BOM-aware) and parses them; `file` names the file in errors.
    package static func parse(data: Data, file: String) throws -> [(key: String, value: String)] {
        try parse(text: decode(data, file: file), file: file)
    }

    /// Parses text already decoded. Duplicate keys keep the last value, as Foundation does.
    package static func parse(text: String, file: String) throws -> [(key: String, value: String)] {
        try located(text: text, file: file).map { ($0.key, $0.value) }
    }

    /// The entries with the line each key is first written at (messages about a key point there).
    package static func located(text: String, file: String) throws -> [(key: String, value: String, line: Int)] {
        var scanner = Scanner(scalars: Array(text.unicodeScalars), file: file)
        var entries: [(key: String, value: String, line: Int)] = []
        var index: [String: Int] = [:]
        while true {
            try scanner.skipTrivia()
            if scanner.atEnd { break }
            let line = scanner.line
            let key = try scanner.token("a key")
            try scanner.skipTrivia()
            let value: String
            if scanner.peek == ";" {
                value = key  // `"key";` is shorthand for `"key" = "key";`
            } else {
                try scanner.expect("=", "'=' after the key \"\(key)\"")
                try scanner.skipTrivia()
                value = try scanner.token("a value for \"\(key)\"")
                try scanner.skipTrivia()
            }
            try scanner.expect(";", "';' after the entry \"\(key)\"")
            if let existing = index[key] {
                entries[existing].value = value
            } else {
                index[key] = entries.count
                entries.append((key, value, line))
            }
        }
        return entries
    }

    static func decode(_ data: Data, file: String) throws -> String {
        let bytes = [UInt8](data)
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) {
            text = String(data: data.dropFirst(2), encoding: .utf16LittleEndian)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: data.dropFirst(2), encoding: .utf16BigEndian)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = String(data: data.dropFirst(3), encoding: .utf8)
        } else if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 {
            text = String(data: data, encoding: .utf16LittleEndian)  // UTF-16 without a BOM
        } else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 {
            text = String(data: data, encoding: .utf16BigEndian)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else {
            throw LayoutCheckError.configuration("the strings file is neither UTF-8 nor UTF-16", at: SourceLocation(file: file))
        }
        return text
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        var position = 0
        var line = 1
        var column = 1

        var atEnd: Bool { position >= scalars.count }
        var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
        var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

        mutating func advance() {
            guard position < scalars.count else { return }
            if scalars[position] == "\n" { line += 1; column = 1 } else { column += 1 }
            position += 1
        }

        func peek(at offset: Int) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        mutating func skipTrivia() throws {
            while let c = peek {
                if c.properties.isWhitespace || c == "\u{FEFF}" {
                    advance()
                } else if c == "/", peek(at: 1) == "*" {
                    let start = location
                    advance(); advance()
                    while !(peek == "*" && peek(at: 1) == "/") {
                        if atEnd { throw LayoutCheckError.configuration("unterminated /* comment", at: start) }
                        advance()
                    }
                    advance(); advance()
                } else if c == "/", peek(at: 1) == "/" {
                    while let d = peek, d != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws {
            guard peek == scalar else {
                let found = peek.map { "'\($0)'" } ?? "the end of the file"
                throw LayoutCheckError.configuration("expected \(what), found \(found)", at: location)
            }
            advance()
        }

        mutating func token(_ what: String) throws -> String {
            guard let c = peek else {
                throw LayoutCheckError.configuration("expected \(what), found the end of the file", at: location)
            }
            if c == "\"" { return try quoted() }
            var text = String.UnicodeScalarView()
            while let d = peek, d.properties.isAlphabetic || ("0"..."9").contains(d) || "_.-$:/".unicodeScalars.contains(d) {
                text.append(d)
                advance()
            }
            guard !text.isEmpty else {
                throw LayoutCheckError.configuration("expected \(what), found '\(c)'", at: location)
            }
            return String(text)
        }

        mutating func quoted() throws -> String {
            let start = location
            advance()
            var text = String.UnicodeScalarView()
            while true {
                guard let c = peek else { throw LayoutCheckError.configuration("unterminated string", at: start) }
                advance()
                if c == "\"" { return String(text) }
                guard c == "\\" else { text.append(c); continue }
                let escapeLocation = location
                guard let e = peek else { throw LayoutCheckError.configuration("unterminated string", at: start) }
                advance()
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "U", "u":
                    text.append(try unicodeEscape(try hexUnit(at: escapeLocation), at: escapeLocation))
                default: text.append(e)  // \" \\ \' and any other character stand for themselves
                }
            }
        }

        /// The four hexadecimal digits of a `\U` escape.
        mutating func hexUnit(at location: SourceLocation) throws -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard let h = peek, let digit = UInt32(String(h), radix: 16) else {
                    throw LayoutCheckError.configuration("\\U needs four hexadecimal digits", at: location)
                }
                code = code * 16 + digit
                advance()
            }
            return code
        }

        /// `\U` escapes are UTF-16 units; a high surrogate must be followed by `\U` + a low one.
        mutating func unicodeEscape(_ code: UInt32, at location: SourceLocation) throws -> Unicode.Scalar {
            if (0xD800...0xDBFF).contains(code) {
                guard peek == "\\", peek(at: 1) == "U" || peek(at: 1) == "u" else {
                    throw LayoutCheckError.configuration("a high surrogate \\U escape must be followed by a low one", at: location)
                }
                advance(); advance()
                let low = try hexUnit(at: location)
                guard (0xDC00...0xDFFF).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw LayoutCheckError.configuration("invalid surrogate pair in \\U escapes", at: location)
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw LayoutCheckError.configuration("\\U escape is not a character", at: location)
            }
            return scalar
        }
    }
}
