// CLDR plural rules (Unicode TR35, Part 3 "Numbers", Language Plural Rules): the operands of a
// number and an evaluator of the rule syntax, over the rules generated from CLDR's plurals.json
// (PluralRulesData.swift). Grammar (TR35 §Plural rules syntax, as CLDR 47 writes it):
//   condition     = and_condition ('or' and_condition)*
//   and_condition = relation ('and' relation)*
//   relation      = operand ('%' value)? ('=' | '!=') range_list
//   range_list    = (value | value '..' value) (',' range_list)*

/// The TR35 operands of a decimal number: n absolute value, i integer digits, v visible fraction
/// digits, w the same without trailing zeros, f and t the fraction digits as an integer (with and
/// without trailing zeros), e the compact exponent (`1.2c3` is 1200 with e = 3).
package struct PluralOperands: Sendable, Equatable {
    /// `i`, the integer part; modulo 10^18 when `integerOverflows` (every CLDR modulus divides it).
    package var i: UInt64
    /// Whether the integer part is 10^18 or more: it then equals no value a rule names.
    package var integerOverflows = false
    package var v: Int
    package var w: Int
    package var f: UInt64
    package var t: UInt64
    package var e: Int

    /// The operands of an integer count (v = w = f = t = e = 0).
    package init(_ count: Int) {
        i = UInt64(count.magnitude)
        if i >= Self.limit { i %= Self.limit; integerOverflows = true }
        v = 0; w = 0; f = 0; t = 0; e = 0
    }

    static let limit: UInt64 = 1_000_000_000_000_000_000

    /// Parses CLDR's sample notation: `15`, `1.50`, `-2`, `1c6`, `1.0000001c6`. Nil if malformed.
    package init?(_ text: String) {
        var body = Substring(text)
        if body.hasPrefix("-") { body = body.dropFirst() }
        var exponent = 0
        if let c = body.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            guard let value = Int(body[body.index(after: c)...]), (0...18).contains(value) else { return nil }
            exponent = value
            body = body[..<c]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let intDigits = parts.first, !intDigits.isEmpty else { return nil }
        var fraction = parts.count == 2 ? parts[1] : ""
        guard !(parts.count == 2 && fraction.isEmpty),
              intDigits.allSatisfy({ $0.isASCII && $0.isNumber }), fraction.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        // The exponent moves fraction digits into the integer part (TR35: 1.2c3 → i = 1200, v = 0).
        var integer = String(intDigits)
        let moved = min(exponent, fraction.count)
        integer += fraction.prefix(moved)
        integer += String(repeating: "0", count: exponent - moved)
        fraction = fraction.dropFirst(moved)
        e = exponent
        (i, integerOverflows) = Self.digitsValue(Substring(integer))
        v = fraction.count
        let trimmed = fraction.reversed().drop(while: { $0 == "0" }).reversed()
        w = trimmed.count
        f = Self.digitsValue(fraction).value
        t = Self.digitsValue(Substring(String(trimmed))).value
    }

    /// The value of decimal digits, modulo 10^18 when longer (with the overflow flag).
    static func digitsValue(_ digits: Substring) -> (value: UInt64, overflows: Bool) {
        var value: UInt64 = 0
        var overflows = false
        for ch in digits {
            value = value * 10 + UInt64(ch.asciiValue.map { $0 - 48 } ?? 0)
            if value >= limit { value %= limit; overflows = true }
        }
        return (value, overflows)
    }
}

/// A parsed plural rule condition.
struct PluralCondition: Sendable {
    struct Relation: Sendable {
        var operand: Character
        var modulus: UInt64?
        var negated: Bool
        var ranges: [ClosedRange<UInt64>]
    }
    /// Disjunction of conjunctions.
    var alternatives: [[Relation]]

    init?(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        var alternatives: [[Relation]] = [[]]
        var index = 0
        func next() -> String? { index < words.count ? words[index] : nil }
        while index < words.count {
            guard let operand = next()?.first, next()?.count == 1, "nivwfte".contains(operand) else { return nil }
            index += 1
            var modulus: UInt64?
            if next() == "%" {
                index += 1
                guard let m = next().flatMap({ UInt64($0) }), m > 0 else { return nil }
                modulus = m
                index += 1
            }
            guard let op = next(), op == "=" || op == "!=" else { return nil }
            index += 1
            guard let list = next() else { return nil }
            index += 1
            var ranges: [ClosedRange<UInt64>] = []
            for item in list.split(separator: ",") {
                let bounds = item.components(separatedBy: "..")
                guard let low = bounds.first.flatMap({ UInt64($0) }), bounds.count <= 2 else { return nil }
                let high = bounds.count == 2 ? UInt64(bounds[1]) : low
                guard let high, low <= high else { return nil }
                ranges.append(low...high)
            }
            alternatives[alternatives.count - 1].append(Relation(operand: operand, modulus: modulus, negated: op == "!=", ranges: ranges))
            switch next() {
            case nil: break
            case "and": index += 1
            case "or": index += 1; alternatives.append([])
            default: return nil
            }
            if index == words.count, words.last == "and" || words.last == "or" { return nil }
        }
        self.alternatives = alternatives
    }

    func matches(_ x: PluralOperands) -> Bool {
        alternatives.contains { relations in !relations.isEmpty && relations.allSatisfy { Self.holds($0, x) } }
    }

    static func holds(_ r: Relation, _ x: PluralOperands) -> Bool {
        // n is an integer only when its fraction is zero; a non-integer n is in no range (TR35).
        let value: UInt64
        var inRange = true
        var overflows = false
        switch r.operand {
        case "n": value = x.i; inRange = x.t == 0; overflows = x.integerOverflows
        case "i": value = x.i; overflows = x.integerOverflows
        case "v": value = UInt64(x.v)
        case "w": value = UInt64(x.w)
        case "f": value = x.f
        case "t": value = x.t
        default: value = UInt64(x.e)
        }
        let reduced = r.modulus.map { value % $0 } ?? value
        let found = inRange && !(overflows && r.modulus == nil) && r.ranges.contains { $0.contains(reduced) }
        return found != r.negated
    }
}

/// CLDR's cardinal plural rules for every locale CLDR gives rules (data: `PluralRulesData`).
package enum PluralRules {
    /// The CLDR release the rules were generated from.
    package static var cldrVersion: String { PluralRulesData.cldrVersion }

    private static let table: [String: [(PluralCategory, PluralCondition)]] = {
        var out: [String: [(PluralCategory, PluralCondition)]] = [:]
        for (locale, rules) in PluralRulesData.cardinal {
            out[LocaleIdentifier.matchKey(locale)] = rules.compactMap { category, text in PluralCondition(text).map { (category, $0) } }
        }
        return out
    }()

    /// Whether every generated rule parses (the generator and the evaluator agree on the syntax).
    static var allRulesParse: Bool {
        PluralRulesData.cardinal.allSatisfy { _, rules in rules.allSatisfy { PluralCondition($0.1) != nil } }
    }

    /// The rules for `locale` (`pt-PT`, `pt_PT`, `zh-Hans`): the locale itself if CLDR names it,
    /// else its language; languages CLDR has no rules for use English's (`one` for 1). Case and
    /// `_`/`-` do not matter: `pt-pt` is Portugal's `pt-PT`, not Brazil's `pt`.
    static func rules(for locale: String) -> [(PluralCategory, PluralCondition)] {
        let normalized = LocaleIdentifier.matchKey(locale)
        if let exact = table[normalized] { return exact }
        let language = normalized.split(separator: "-").first.map(String.init) ?? normalized
        return table[language] ?? table["en"] ?? []
    }

    /// The category of `operands` in `locale`.
    package static func category(_ operands: PluralOperands, locale: String) -> PluralCategory {
        rules(for: locale).first { $0.1.matches(operands) }?.0 ?? .other
    }
}
