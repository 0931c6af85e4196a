import Foundation
import ProjectFiles

/// Joins shard reports: results ordered by their position in the matrix; a scenario reported
/// by two shards is an error (the shards were not the same matrix).
///
/// A shard's report travels with its output folder (CI uploads `.layoutcheck/` whole, and the
/// merge job downloads it elsewhere): the files it names inside its output folder (`actual/…`,
/// `diff/…`) are read from where the report now lies, copied into the merged folder at the
/// same place below it, and named there, relative to the project root like every report path.
/// Baselines are the repository's own and keep their paths.
package enum ReportMerging {
    /// One shard's report and the folder it was read from (its output folder, wherever it lies now).
    package struct Shard {
        package var report: RunReport
        package var folder: URL
        /// How messages name the report (its path as given).
        package var displayName: String

        package init(report: RunReport, folder: URL, displayName: String) {
            self.report = report
            self.folder = folder
            self.displayName = displayName
        }
    }

    /// The merged report, and the files its shards name that their folders lack.
    package struct Outcome {
        package var report: RunReport
        package var copied: Int
        /// `report.json path: file`, in report order.
        package var missing: [String]
    }

    /// Results only, no files touched (reports of `record` or `audit`, or older reports that
    /// do not say where their output folder was).
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
        return RunReport(command: reports.first?.command ?? "test", shard: nil, results: results, filters: shared,
                         notes: orderedUnique(reports.flatMap { $0.notes ?? [] })).identified()
    }

    /// Merges the shards and copies the files each names inside its output folder into
    /// `destination`, rewriting their paths; `projectRoot` is what report paths are relative to.
    package static func merge(_ shards: [Shard], projectRoot: URL, into destination: ContainedFolder) throws -> Outcome {
        var copied = 0
        var missing: [String] = []
        var relocated: [RunReport] = []
        let destinationPath = relativePath(destination.root, to: projectRoot)
        for shard in shards {
            var report = shard.report
            guard let output = report.output, !output.isEmpty else {
                relocated.append(report)
                continue
            }
            let source = ContainedFolder(root: shard.folder)
            let prefix = output == "." ? "" : output + "/"
            for index in report.results.indices {
                // Sorted: which file is copied first must not depend on the dictionary's order.
                for (role, path) in report.results[index].files.sorted(by: { $0.key < $1.key }) where path.hasPrefix(prefix) {
                    let below = path.dropFirst(prefix.count).split(separator: "/").map(String.init)
                    // A report is input: a path that climbs out of its folder is never followed.
                    guard !below.isEmpty, !below.contains(".."), !below.contains("."), !below.contains(""),
                          below.allSatisfy({ PathSanitizer.component($0) == $0 }) else {
                        throw LayoutCheckError.configuration("names the file \(path), which is not inside its output folder \(output)",
                                                             at: SourceLocation(file: shard.displayName))
                    }
                    if let data = try source.read(below) {
                        try destination.write(data, to: below)
                        copied += 1
                    } else {
                        missing.append("\(shard.displayName): \(path)")
                    }
                    report.results[index].files[role] = destinationPath == "." ? below.joined(separator: "/")
                        : destinationPath + "/" + below.joined(separator: "/")
                }
            }
            relocated.append(report)
        }
        var merged = try merge(relocated)
        merged.output = destinationPath
        return Outcome(report: merged, copied: copied, missing: missing)
    }
}
