import Foundation

/// Scenarios that differ from their baselines in exactly the same way (the same views moved or
/// resized by the same amounts, the same diagnostic appeared): one change to review and approve
/// once, whatever the number of devices and locales it shows in.
package struct ChangeGroup: Sendable {
    /// The shared signature (`ScenarioResult.signature`).
    package var signature: [String]
    package var results: [ScenarioResult]
    package var pattern: String
    package var products: [ScenarioProduct]
    /// The filters the run was given (`RunReport.filters`).
    package var runFilters: RunFilters? = nil

    /// At most three changes spelled out: `messageField: moved +4 pt x; sendButton: resized −4 pt w`
    /// (text changes come last in a signature: `FramesDiff`).
    package var title: String {
        let shown = signature.prefix(3).joined(separator: "; ")
        let more = signature.count - 3
        return more > 0 ? shown + "; +\(more) more change" + (more == 1 ? "" : "s") : shown
    }

    /// The `approve` commands that accept exactly this group, one per product of its pattern.
    /// A product is exact among the run's scenarios, so a dimension it covers whole is narrowed
    /// by the run's own filter there: a group of `test --screen card` that spans every locale
    /// approves with `--screen card`, not the whole matrix.
    package var approveCommands: [String] {
        products.map { Self.approveCommand(product: $0.filters, covers: $0.covers, runFilters: runFilters) }
    }

    /// `layoutcheck approve` with the product's filters, and the run's where the product has none.
    static func approveCommand(product: [(option: String, value: String)], covers: [Bool], runFilters: RunFilters?) -> String {
        let options = ["--screen", "--device", "--orientation", "--locale", "--size"]
        let run = runFilters?.arguments ?? []
        let filters = options.enumerated().flatMap { d, option -> [(option: String, value: String)] in
            let own = product.filter { $0.option == option }
            return own.isEmpty && (d < covers.count ? covers[d] : true) ? run.filter { $0.option == option } : own
        }.map { "\($0.option) \(Self.quoted($0.value))" }
        // A product that is the whole run has no filter; approve needs a name, and '*' is all.
        return (["layoutcheck approve"] + (filters.isEmpty ? ["'*'"] : filters)).joined(separator: " ")
    }

    /// Members that approve will refuse (`ScenarioResult.approvalRefusal`), in order.
    package var refused: [ScenarioResult] { results.filter { $0.approvalRefusal != nil } }

    /// Groups the report's differing scenarios by signature, largest group first (then in the
    /// order first met, so output is stable).
    package static func groups(_ report: RunReport) -> [ChangeGroup] {
        var order: [[String]] = []
        var members: [[String]: [ScenarioResult]] = [:]
        for result in report.results where result.status == .failed && !result.signature.isEmpty {
            if members[result.signature] == nil { order.append(result.signature) }
            members[result.signature, default: []].append(result)
        }
        let describer = ScenarioPattern.Describer(report.results)
        let groups = order.map { signature -> ChangeGroup in
            let results = members[signature] ?? []
            let products = describer.products(results)
            return ChangeGroup(signature: signature, results: results, pattern: describer.describe(results), products: products,
                               runFilters: report.filters)
        }
        return groups.enumerated().sorted { a, b in
            a.element.results.count != b.element.results.count ? a.element.results.count > b.element.results.count : a.offset < b.offset
        }.map(\.element)
    }

    /// Single-quoted for a POSIX shell when it holds anything but safe characters.
    static func quoted(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./@".unicodeScalars.contains($0) }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// One screen's changes across the groups they fall in. One edited constraint moves views by
/// different amounts on each device and text size, so a screen's one change can be a dozen
/// groups; the screen's summary lets a reviewer accept it at once.
package struct ScreenChanges: Sendable, Equatable {
    package var screen: String
    package var scenarios: Int
    package var groups: Int
    /// The views named in the groups' changes, in the order first met.
    package var views: [String]
    /// The filters the run was given: the command keeps the ones on other dimensions.
    package var runFilters: RunFilters? = nil

    /// At most five views, then how many more.
    package var viewList: String {
        views.prefix(5).joined(separator: ", ") + (views.count > 5 ? " and \(views.count - 5) more" : "")
    }

    package var approveCommand: String {
        ChangeGroup.approveCommand(product: [("--screen", screen)], covers: [false, true, true, true, true], runFilters: runFilters)
    }

    /// The screens whose changes span more than one group, in the order the groups list them.
    package static func spanningGroups(_ groups: [ChangeGroup]) -> [ScreenChanges] {
        var order: [String] = []
        var byScreen: [String: ScreenChanges] = [:]
        for group in groups {
            var counted: Set<String> = []
            for result in group.results {
                var entry = byScreen[result.screen]
                    ?? ScreenChanges(screen: result.screen, scenarios: 0, groups: 0, views: [], runFilters: group.runFilters)
                if byScreen[result.screen] == nil { order.append(result.screen) }
                if counted.insert(result.screen).inserted {
                    entry.groups += 1
                    for change in group.signature {
                        let view = String(change.prefix { $0 != ":" })
                        if !entry.views.contains(view) { entry.views.append(view) }
                    }
                }
                entry.scenarios += 1
                byScreen[result.screen] = entry
            }
        }
        return order.compactMap { byScreen[$0] }.filter { $0.groups > 1 }
    }
}
