import Foundation

/// The built-in pseudo-localizations, with the exact transforms of Apple's
/// `CFBundle_DebugStrings.c` and Android's AAPT2 `Pseudolocalizer.cpp`
/// (facts §12).
public enum PseudoTransform: Sendable, Hashable {
    /// Xcode "Double-Length": the string with every `%` removed, a space, then the original.
    case doubleLength
    /// Xcode "Accented": one combining accent after every eligible single-unit character.
    case accented
    /// Xcode "Bounded String": `[# ` + string + ` #]`.
    case bounded
    /// Xcode "Right-to-Left": strings unchanged, only the layout direction flips.
    case rightToLeft
    /// Xcode "Right-to-Left With Right-to-Left Strings": RLO + string + PDF.
    case rightToLeftStrings
    /// Android `en-XA`: accented, bracketed, expanded.
    case androidAccented
    /// Android `ar-XB`: each word wrapped in RLM RLO … PDF RLM.
    case androidBidi
    /// Long strings: the text grows to ⌈length × factor⌉ characters.
    case longStrings(factor: Double)

    public func apply(_ string: String) -> String {
        switch self {
        case .doubleLength: return Self.doubled(string)
        case .accented: return Self.accentuated(string)
        case .bounded: return "[# " + string + " #]"
        case .rightToLeft: return string
        case .rightToLeftStrings: return "\u{202E}" + string + "\u{202C}"
        case .androidAccented:
            var localizer = AndroidPseudolocalizer(method: .accent)
            return localizer.run(string)
        case .androidBidi:
            var localizer = AndroidPseudolocalizer(method: .bidi)
            return localizer.run(string)
        case let .longStrings(factor): return Self.lengthened(string, factor: factor)
        }
    }

    /// Whether the scenario lays out right to left.
    public var forcesRightToLeft: Bool {
        switch self {
        case .rightToLeft, .rightToLeftStrings, .androidBidi: return true
        default: return false
        }
    }

    /// `_CFDoubledStringCreate`: the first copy loses its `%` so format specifiers are not doubled.
    static func doubled(_ string: String) -> String {
        string.replacingOccurrences(of: "%", with: "") + " " + string
    }

    /// `_CFAccentuatedStringCreate`: walks composed character sequences; a sequence of one
    /// UTF-16 unit that is not control, whitespace, punctuation, symbol, digit or mark gets
    /// the accent `accents[unit % 6]` appended.
    static func accentuated(_ string: String) -> String {
        let accents: [Unicode.Scalar] = ["\u{0300}", "\u{0327}", "\u{0303}", "\u{0325}", "\u{030A}", "\u{0308}"]
        var result = String.UnicodeScalarView()
        for character in string {
            result.append(contentsOf: character.unicodeScalars)
            let units = Array(character.utf16)
            guard units.count == 1, let unit = units.first, let scalar = character.unicodeScalars.first,
                  isAccentable(scalar) else { continue }
            result.append(accents[Int(unit % 6)])
        }
        return String(result)
    }

    private static func isAccentable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return false }
        switch scalar.properties.generalCategory {
        case .control,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .decimalNumber,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return false
        default:
            return true
        }
    }

    /// Our long-strings rule: the original, a space, then characters taken in turn from the
    /// original (without `%`, so no format specifier is invented) until ⌈n × factor⌉ characters
    /// are there, n counted in grapheme clusters. A factor ≤ 1 changes nothing.
    ///
    /// The appended characters are counted as they are taken, not by re-counting the result:
    /// re-counting was quadratic, and never ended when an appended character merged into the
    /// one before it (a lone combining mark after the space: `"\u{0301}%%"` spun for ever).
    /// Where characters merge, the result has slightly fewer clusters than the target.
    static func lengthened(_ string: String, factor: Double) -> String {
        let count = string.count
        guard factor.isFinite, factor > 1 else { return string }
        let target = Int(min((Double(count) * factor).rounded(.up), Double(Int.max / 2)))
        let source = Array(string.filter { $0 != "%" })
        guard target > count, !source.isEmpty else { return string }
        var result = string + " "
        for index in 0..<max(target - count - 1, 0) {
            result.append(source[index % source.count])
        }
        return result
    }
}

/// AAPT2's pseudolocalizer, byte for byte over UTF-8 as the original works on `char`s:
/// ICU-style `{…}` arguments are left alone (a `'` escapes the next character from that
/// count), and each top-level message goes through the method's Start/Text/End.
struct AndroidPseudolocalizer {
    enum Method { case accent, bidi }

    let method: Method
    private var depth = 0
    private var wordCount = 0
    private var length = 0

    init(method: Method) { self.method = method }

    static let expansion = Array(("one two three four five six seven eight nine ten eleven twelve thirteen "
        + "fourteen fiveteen sixteen seventeen nineteen twenty").utf8)

    mutating func run(_ string: String) -> String {
        var out: [UInt8] = start()
        out += text(Array(string.utf8))
        out += end()
        return String(decoding: out, as: UTF8.self)
    }

    /// The outer loop of `Pseudolocalizer::Text`. One deviation: AAPT2 never flushes the
    /// last chunk when the final character follows a `'` (it would drop "Don't" entirely);
    /// we flush whatever is left.
    private mutating func text(_ s: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var lastDepth = 0, currentDepth = 0, lastPosition = 0
        var escaped = false
        for position in s.indices {
            let c = s[position]
            if escaped { escaped = false; continue }
            if c == UInt8(ascii: "'") { escaped = true; continue }
            if c == UInt8(ascii: "{") {
                currentDepth += 1
            } else if c == UInt8(ascii: "}"), currentDepth > 0 {
                currentDepth -= 1
            }
            guard lastDepth != currentDepth || position == s.count - 1 else { continue }
            let pseudo = lastDepth % 2 == 0
            var next = position
            if !pseudo || currentDepth == lastDepth { next += 1 }
            if next > lastPosition {
                let chunk = Array(s[lastPosition..<next])
                if pseudo {
                    out += methodText(chunk)
                } else if chunk.first == UInt8(ascii: "{"), chunk.last == UInt8(ascii: "}") {
                    out += placeholder(chunk)
                } else {
                    out += chunk
                }
            }
            if pseudo, currentDepth < lastDepth {
                out += end()
            } else if !pseudo, currentDepth > lastDepth {
                out += start()
            }
            lastPosition = next
            lastDepth = currentDepth
        }
        if lastPosition < s.count {
            let chunk = Array(s[lastPosition...])
            out += lastDepth % 2 == 0 ? methodText(chunk) : chunk
        }
        return out
    }

    private mutating func start() -> [UInt8] {
        guard method == .accent else { return [] }
        let result: [UInt8] = depth == 0 ? [UInt8(ascii: "[")] : []
        wordCount = 0
        length = 0
        depth += 1
        return result
    }

    private mutating func end() -> [UInt8] {
        guard method == .accent else { return [] }
        var result: [UInt8] = []
        if length > 0 {
            result.append(UInt8(ascii: " "))
            result += Self.generateExpansion(wordCount > 3 ? length : length / 2)
        }
        wordCount = 0
        length = 0
        depth -= 1
        if depth == 0 { result.append(UInt8(ascii: "]")) }
        return result
    }

    private func placeholder(_ chunk: [UInt8]) -> [UInt8] {
        switch method {
        case .accent: return Array("\u{00BB}".utf8) + chunk + Array("\u{00AB}".utf8)
        case .bidi: return Self.rlm + Self.rlo + chunk + Self.pdf + Self.rlm
        }
    }

    private mutating func methodText(_ chunk: [UInt8]) -> [UInt8] {
        switch method {
        case .accent: return accentText(chunk)
        case .bidi: return bidiText(chunk)
        }
    }

    static let rlm = Array("\u{200F}".utf8), rlo = Array("\u{202E}".utf8), pdf = Array("\u{202C}".utf8)

    /// `isspace` in the C locale.
    private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || (0x09...0x0D).contains(c)
    }

    private static func isAlphanumeric(_ c: UInt8) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c)
    }

    /// `PseudoGenerateExpansion`: the expansion text cut after the word that reaches `n`
    /// characters (searching from n + 1), repeated after a space when `n` is longer.
    /// A loop where AAPT2 recurses: a string of megabytes (string tables are input) recursed
    /// once per 131 characters, copying the tail each time, and could exhaust the stack.
    static func generateExpansion(_ n: Int) -> [UInt8] {
        var result: [UInt8] = []
        var n = max(n, 0)
        while expansion.count < n {
            result += expansion
            result.append(UInt8(ascii: " "))
            n -= expansion.count + 1
        }
        var extra = 0
        var index = n + 1
        while index < expansion.count {
            extra += 1
            if expansion[index] == UInt8(ascii: " ") { break }
            index += 1
        }
        return result + expansion.prefix(n + extra)
    }

    /// `PseudoMethodAccent::Text`.
    private mutating func accentText(_ s: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var lastSpace = true
        var i = 0
        while i < s.count {
            var c = s[i]
            if c == UInt8(ascii: "%") {
                // A printf placeholder: copied, bracketed unless it ends in `%` (`%%`).
                var chunk: [UInt8] = [c]
                var ended = false
                while !ended, i + 1 < s.count {
                    i += 1
                    c = s[i]
                    chunk.append(c)
                    if Self.placeholderEnds.contains(c) {
                        ended = true
                    } else if i + 1 < s.count, c == UInt8(ascii: "t") {
                        i += 1
                        c = s[i]
                        chunk.append(c)
                        ended = true
                    }
                }
                result += c == UInt8(ascii: "%") ? chunk : placeholder(chunk)
            } else if c == UInt8(ascii: "<") || c == UInt8(ascii: "&") {
                // HTML tags and entities are copied unchanged.
                var closed = false
                while !closed, i < s.count {
                    if c == UInt8(ascii: "&") {
                        var escape: [UInt8] = [c]
                        var ended = false
                        var position = i
                        while !ended, position + 1 < s.count {
                            position += 1
                            c = s[position]
                            escape.append(c)
                            if c == UInt8(ascii: ";") {
                                ended = true
                                i = position
                            } else if !(c == UInt8(ascii: "#") || Self.isAlphanumeric(c)) {
                                ended = true
                            }
                        }
                        result += escape
                        if escape != Array("&lt;".utf8) { closed = true }
                        continue
                    }
                    if c == UInt8(ascii: ">") {
                        closed = true
                        result.append(c)
                        continue
                    }
                    result.append(c)
                    i += 1
                    if i < s.count { c = s[i] }
                }
            } else {
                if let mapped = Self.accentMap[c] {
                    result += mapped
                } else {
                    let space = Self.isSpace(c)
                    if lastSpace, !space { wordCount += 1 }
                    lastSpace = space
                    result.append(c)
                }
                length += 1
            }
            i += 1
        }
        return result
    }

    /// `PseudoMethodBidi::Text`: RLM RLO before each word, PDF RLM after it.
    private func bidiText(_ s: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var lastSpace = true
        var escape = false
        for c in s {
            if !escape, c == UInt8(ascii: "\\") {
                escape = true
                continue
            }
            let space = (!escape && Self.isSpace(c)) || (escape && (c == UInt8(ascii: "n") || c == UInt8(ascii: "t")))
            if lastSpace, !space {
                result += Self.rlm + Self.rlo
            } else if !lastSpace, space {
                result += Self.pdf + Self.rlm
            }
            lastSpace = space
            if escape {
                result.append(UInt8(ascii: "\\"))
                escape = false
            }
            result.append(c)
        }
        if !lastSpace { result += Self.pdf + Self.rlm }
        return result
    }

    private static let placeholderEnds = Set("sScCdoxXfeEgGaAbBhH%n".utf8)

    private static let accentMap: [UInt8: [UInt8]] = {
        let pairs: [(Character, String)] = [
            ("a", "å"), ("b", "ɓ"), ("c", "ç"), ("d", "ð"), ("e", "é"), ("f", "ƒ"), ("g", "ĝ"), ("h", "ĥ"),
            ("i", "î"), ("j", "ĵ"), ("k", "ķ"), ("l", "ļ"), ("m", "ḿ"), ("n", "ñ"), ("o", "ö"), ("p", "þ"),
            ("q", "Q"), ("r", "ŕ"), ("s", "š"), ("t", "ţ"), ("u", "û"), ("v", "V"), ("w", "ŵ"), ("x", "\u{0445}"),
            ("y", "ý"), ("z", "ž"),
            ("A", "Å"), ("B", "β"), ("C", "Ç"), ("D", "Ð"), ("E", "É"), ("G", "Ĝ"), ("H", "Ĥ"), ("I", "Î"),
            ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ļ"), ("M", "Ḿ"), ("N", "Ñ"), ("O", "Ö"), ("P", "Þ"), ("Q", "q"),
            ("R", "Ŕ"), ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("V", "ν"), ("W", "Ŵ"), ("X", "×"), ("Y", "Ý"),
            ("Z", "Ž"), ("!", "¡"), ("?", "¿"), ("$", "€"),
        ]
        var map: [UInt8: [UInt8]] = [:]
        for (key, value) in pairs {
            if let byte = key.asciiValue { map[byte] = Array(value.utf8) }
        }
        return map
    }()
}
