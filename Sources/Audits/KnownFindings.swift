import Foundation
import ProjectFiles

/// Audit errors a team accepted when it adopted LayoutCheck on an existing app, so that CI fails
/// on new ones from the first day while the old ones are fixed: `knownFindings:` in
/// `layoutcheck.yml` names the file, `layoutcheck audit --write-known` writes it. A known finding
/// still shows in every report, as known; one that is no longer found is simply gone at the
/// next write. Exceptions (`audits: exceptions:`) are for findings accepted for good, with a reason.
///
/// A finding is known by its audit, screen, view and message: the same cause in another device
/// or locale of the screen is the same finding; a message naming another edge or constraint is new.
package struct KnownFindings: Sendable, Equatable {
    package struct Entry: Sendable, Codable, Hashable, Comparable {
        package var audit: String
        package var screen: String
        package var view: String
        package var message: String

        package init(audit: String, screen: String, view: String, message: String) {
            self.audit = audit
            self.screen = screen
            self.view = view
            self.message = message
        }

        package static func < (a: Entry, b: Entry) -> Bool {
            (a.screen, a.view, a.audit, a.message) < (b.screen, b.view, b.audit, b.message)
        }
    }

    /// Sorted, without repeats.
    package private(set) var entries: [Entry]
    private let lookup: Set<Entry>

    package init(_ entries: [Entry] = []) {
        lookup = Set(entries)
        self.entries = lookup.sorted()
    }

    package static let none = KnownFindings()

    package func contains(_ finding: AuditFinding, screen: String) -> Bool {
        lookup.contains(Entry(audit: finding.audit, screen: screen, view: finding.view, message: finding.message))
    }

    /// The file's text: one entry per line inside a JSON array, sorted, so a change reads as a
    /// line added or removed in review.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = try entries.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        return Data((lines.isEmpty ? "[]\n" : "[\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n").utf8)
    }

    /// Reads the file; `displayName` names it in errors.
    package static func decode(_ data: Data, displayName: String) throws -> KnownFindings {
        do {
            return KnownFindings(try JSONDecoder().decode([Entry].self, from: data))
        } catch {
            throw LayoutCheckError.configuration(
                "\(displayName) is not a known-findings file (a JSON array of {audit, screen, view, message}; "
                    + "`layoutcheck audit --write-known` writes it): \(error)", at: SourceLocation(file: displayName))
        }
    }
}
