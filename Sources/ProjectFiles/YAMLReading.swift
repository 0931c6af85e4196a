import Foundation
import Yams

/// Reads YAML with the position of every node kept, so each error names file:line:column.
///
/// `YAMLValue` wraps a Yams node with the file it came from; `YAMLMapping` additionally
/// tracks which keys were read so that a misspelt key is an error rather than silently ignored.
package struct YAMLValue {
    package let node: Node
    package let file: String

    /// Parses a whole document. An empty document is an error at line 1.
    package static func parse(_ text: String, file: String) throws -> YAMLValue {
        try refuseAliases(in: text, file: file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.translate(error, file: file)
        }
        guard let root else {
            throw LayoutCheckError.configuration("the document is empty", at: SourceLocation(file: file, line: 1, column: 1))
        }
        return YAMLValue(node: root, file: file)
    }

    /// Reads a file as UTF-8 and parses it; unreadable files are errors naming the path.
    package static func load(_ url: URL, displayName: String) throws -> YAMLValue {
        let data = try InputFile.read(url, displayName: displayName)
        guard let text = String(data: data, encoding: .utf8) else {
            throw LayoutCheckError.configuration("the file is not UTF-8 text", at: SourceLocation(file: displayName))
        }
        return try parse(text, file: displayName)
    }

    /// Refuses YAML aliases (`*name`) in a document that defines anchors (`&name`).
    ///
    /// Yams expands every alias into a copy of its anchored node and hashes mapping keys to find
    /// duplicates, so ten lines of nested anchors used as a key (the "billion laughs") keep it
    /// busy for hours. LayoutCheck's files need neither. The scan is deliberately coarse and
    /// errs on the side of refusing: any `&` or `*` that may start a token (after the start of
    /// the text, a blank or break, `[`, `{`, `,` or `:`) and is followed by an anchor-name character counts,
    /// even inside quotes or comments, so no quoting trick can hide an alias from it. A
    /// document with only one of the two is left to Yams (an alias without an anchor is its
    /// "undefined alias" error).
    package static func refuseAliases(in text: String, file: String) throws {
        var anchor: (line: Int, column: Int)?
        var alias: (line: Int, column: Int)?
        var line = 1, column = 0
        var previous: Unicode.Scalar = "\n"
        var pending: (indicator: Unicode.Scalar, line: Int, column: Int)?
        // libyaml's blanks and line breaks (NEL, LS and PS too), the byte-order mark, the flow
        // indicators, and ':' (a JSON-like key's value may follow it directly in a flow mapping).
        func startsToken(_ scalar: Unicode.Scalar) -> Bool {
            [" ", "\t", "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{FEFF}", "[", "{", ",", ":"].contains(scalar)
        }
        func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
            !startsToken(scalar) && scalar != "]" && scalar != "}" && scalar.value >= 0x21
        }
        for scalar in text.unicodeScalars {
            column += 1
            if let candidate = pending {
                pending = nil
                if isAnchorCharacter(scalar) {
                    if candidate.indicator == "&" { anchor = anchor ?? (candidate.line, candidate.column) }
                    else { alias = alias ?? (candidate.line, candidate.column) }
                    if let anchor, let alias {
                        throw LayoutCheckError.configuration(
                            "YAML aliases are not supported (this file also defines an anchor at line \(anchor.line)): "
                                + "repeat the value instead", at: SourceLocation(file: file, line: alias.line, column: alias.column))
                    }
                }
            }
            if (scalar == "&" || scalar == "*"), startsToken(previous) {
                pending = (scalar, line, column)
            }
            if scalar == "\n" { line += 1; column = 0 }
            previous = scalar
        }
    }

    private static func translate(_ error: YamlError, file: String) -> LayoutCheckError {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            if problem.hasPrefix("Maximum nesting level") {
                // libyaml's own limit (1000), which also keeps Yams' recursive composer off the stack's end.
                return .configuration("invalid YAML: lists and mappings nest deeper than 1000 levels", at: at(mark))
            }
            let detail = context.map { "\(problem) (\($0.text))" } ?? problem
            return .configuration("invalid YAML: \(detail)", at: at(mark))
        case let .reader(problem, offset, _, _):
            return .configuration("invalid YAML: \(problem)\(offset.map { " at byte \($0)" } ?? "")",
                                  at: SourceLocation(file: file))
        case let .duplicatedKeysInMapping(duplicates, context):
            return .configuration("duplicate key \(duplicates.joined(separator: ", ")) in a mapping", at: at(context.mark))
        default:
            return .configuration("invalid YAML: \(error)", at: SourceLocation(file: file))
        }
    }

    package var location: SourceLocation {
        SourceLocation(file: file, line: node.mark?.line, column: node.mark?.column)
    }

    package func error(_ message: String) -> LayoutCheckError {
        .configuration(message, at: location)
    }

    /// The scalar's text. Sequences and mappings are errors.
    package func string(_ what: String) throws -> String {
        guard case let .scalar(scalar) = node else { throw error("\(what) must be a single value, not a list or mapping") }
        return scalar.string
    }

    package func double(_ what: String) throws -> Double {
        let text = try string(what)
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw error("\(what) must be a number, not '\(text)'")
        }
        return value
    }

    package func int(_ what: String) throws -> Int {
        let text = try string(what)
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw error("\(what) must be a whole number, not '\(text)'")
        }
        return value
    }

    package func bool(_ what: String) throws -> Bool {
        switch try string(what).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("\(what) must be true or false")
        }
    }

    /// The elements of a sequence; a single scalar counts as a one-element list.
    package func list(_ what: String) throws -> [YAMLValue] {
        switch node {
        case let .sequence(sequence): return sequence.map { YAMLValue(node: $0, file: file) }
        case .scalar: return [self]
        default: throw error("\(what) must be a list")
        }
    }

    package func strings(_ what: String) throws -> [String] {
        try list(what).map { try $0.string(what) }
    }

    package func mapping(_ what: String) throws -> YAMLMapping {
        guard case let .mapping(mapping) = node else { throw error("\(what) must be a mapping of keys to values") }
        var entries: [(key: String, keyNode: YAMLValue, value: YAMLValue)] = []
        for (key, value) in mapping {
            let keyValue = YAMLValue(node: key, file: file)
            entries.append((try keyValue.string("a key"), keyValue, YAMLValue(node: value, file: file)))
        }
        return YAMLMapping(entries: entries, location: location, what: what)
    }

    package var isMapping: Bool {
        if case .mapping = node { return true }
        return false
    }

    package var isNull: Bool {
        if case let .scalar(scalar) = node { return scalar.tag == Tag(.null) || (scalar.string.isEmpty && scalar.style == .plain) }
        return false
    }
}

/// A mapping that remembers which keys were read, so leftovers can be reported as unknown.
package final class YAMLMapping {
    package let entries: [(key: String, keyNode: YAMLValue, value: YAMLValue)]
    package let location: SourceLocation
    package let what: String
    private var used: Set<String> = []

    package init(entries: [(key: String, keyNode: YAMLValue, value: YAMLValue)], location: SourceLocation, what: String) {
        self.entries = entries
        self.location = location
        self.what = what
    }

    package subscript(key: String) -> YAMLValue? {
        used.insert(key)
        return entries.first { $0.key == key }?.value
    }

    package func required(_ key: String) throws -> YAMLValue {
        guard let value = self[key] else {
            throw LayoutCheckError.configuration("\(what) is missing the key '\(key)'", at: location)
        }
        return value
    }

    /// Throws for the first key (in file order) that was never read.
    package func rejectUnknownKeys(known: [String]) throws {
        for entry in entries where !used.contains(entry.key) {
            throw LayoutCheckError.configuration(
                "unknown key '\(entry.key)' in \(what) (known keys: \(known.joined(separator: ", ")))",
                at: entry.keyNode.location)
        }
    }
}

extension YAMLValue {
    /// The value as text that changes only when its content does (not its comments, spacing,
    /// quoting or marks): each scalar length-prefixed, mappings in file order. Top-level keys in
    /// `omitting` are left out. The result cache (`LayoutCheck/Cache`) digests a project file
    /// through it, leaving out the parts it keys per scenario.
    package func canonicalText(omitting: Set<String> = []) -> String {
        var out = ""
        func walk(_ node: Node, top: Bool) {
            switch node {
            case let .scalar(scalar):
                out += "\(scalar.string.utf8.count):\(scalar.string)"
            case let .sequence(sequence):
                out += "["
                for item in sequence { walk(item, top: false); out += "," }
                out += "]"
            case let .mapping(mapping):
                out += "{"
                for (key, value) in mapping {
                    if top, case let .scalar(scalar) = key, omitting.contains(scalar.string) { continue }
                    walk(key, top: false)
                    out += "="
                    walk(value, top: false)
                    out += ","
                }
                out += "}"
            case .alias:
                // Refused when the document is read (`refuseAliases`); kept distinct all the same.
                out += "*"
            }
        }
        walk(node, top: true)
        return out
    }
}
