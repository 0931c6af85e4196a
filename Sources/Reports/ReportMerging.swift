import Foundation
import ProjectFiles

/// Joins shard reports: results ordered by their position in the matrix; a scenario reported
/// by two shards is an error (the shards were not the same matrix).
package enum ReportMerging {
    package static func merge(_ reports: [RunReport]) throws -> RunReport {
        var byName: [String: ScenarioResult] = [:]
        for report in reports {
            for result in report.results {
                if byName[result.name] != nil {
                    throw LayoutCheckError.configuration("the scenario \(result.name) appears in two reports: were they shards of one matrix?")
                }
                byName[result.name] = result
            }
        }
        let results = byName.values.sorted { ($0.index, $0.name) < ($1.index, $1.name) }
        // Shards of one run share its filters; reports of different filters merge without any.
        let filters = reports.first?.filters
        let shared = reports.allSatisfy { $0.filters == filters } ? filters : nil
        return RunReport(command: reports.first?.command ?? "test", shard: nil, results: results, filters: shared).identified()
    }
}
