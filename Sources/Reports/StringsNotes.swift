import Foundation

/// The notes Interface Builder screens get when a language lacks their texts (`no de strings
/// table of this file's name`, `no de text for 'lbl.text'`), said once per file in a run's
/// summary. Each scenario keeps its own notes in report.json; the terminal would otherwise
/// repeat a file's note for every locale, and the same wording for every file without naming
/// which. Once per file per run, not "only when they change": a CI runner starts without the
/// last run's state, so a note hidden because a laptop saw it yesterday would differ from CI's.
package enum StringsNotes {
    /// `notes` with each file's strings notes merged into one line, at the place of its first;
    /// other notes unchanged. `note: Main.storyboard: texts shown in the document's language
    /// (as iOS does): no strings table of this file's name in de, ja; no fr text for 'a.text' (view title)`.
    package static func merged(_ notes: [String]) -> [String] {
        var order: [String] = []
        var parts: [String: [(kind: String, locale: String)]] = [:]
        var result: [(file: String?, text: String)] = []
        for note in notes {
            guard let parsed = parse(note) else {
                result.append((nil, note))
                continue
            }
            if parts[parsed.file] == nil {
                order.append(parsed.file)
                result.append((parsed.file, ""))
            }
            parts[parsed.file, default: []].append((parsed.kind, parsed.locale))
        }
        return result.map { entry in
            guard let file = entry.file else { return entry.text }
            var kinds: [String] = []
            var locales: [String: [String]] = [:]
            for part in parts[file] ?? [] {
                if locales[part.kind] == nil { kinds.append(part.kind) }
                if !(locales[part.kind] ?? []).contains(part.locale) { locales[part.kind, default: []].append(part.locale) }
            }
            let said = kinds.map { kind -> String in
                let list = (locales[kind] ?? []).joined(separator: ", ")
                return kind == tableKind ? "no strings table of this file's name in \(list) (set in code, or not translated yet)"
                    : "no \(list) text for \(kind)"
            }
            return "note: \(file): texts shown in the document's language, as iOS does: " + said.joined(separator: "; ")
        }
    }

    private static let tableKind = "table"

    /// The file, the locale and what is missing (`table`, or `'KEY' (view V)`) of a strings note.
    static func parse(_ note: String) -> (file: String, locale: String, kind: String)? {
        let tableTail = " strings table of this file's name; its texts are shown in the document's language (as iOS does: set in code, or not translated yet)"
        let textTail = "; shown in the document's language"
        guard note.hasPrefix("note: "), let separator = note.range(of: ": no ", options: [], range: note.index(note.startIndex, offsetBy: 6)..<note.endIndex) else {
            return nil
        }
        let file = String(note[note.index(note.startIndex, offsetBy: 6)..<separator.lowerBound])
        let rest = note[separator.upperBound...]
        guard let space = rest.firstIndex(of: " ") else { return nil }
        let locale = String(rest[..<space])
        let tail = rest[space...]
        if tail == tableTail { return (file, locale, tableKind) }
        if tail.hasPrefix(" text for '"), tail.hasSuffix(textTail) {
            return (file, locale, String(tail.dropFirst(" text for ".count).dropLast(textTail.count)))
        }
        return nil
    }
}
