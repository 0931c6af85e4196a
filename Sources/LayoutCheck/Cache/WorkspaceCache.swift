import Foundation
import ProjectFiles
import Scenarios

extension Workspace {
    /// The result cache of this project's `test` runs, kept in the output folder's `cache/`
    /// for `runner`'s scenarios; `reuses: false` (`--no-cache`) computes every scenario and
    /// stores the passes afresh. The files of the `selected` scenarios' screens are read at once.
    /// `buildIdentity` replaces the running program's (tests).
    package func scenarioCache(for runner: Runner, selected: [Scenario], reuses: Bool = true,
                               buildIdentity: String? = nil) throws -> ScenarioCache {
        let output = self.output
        let identity = buildIdentity ?? BuildIdentity.current(memo: output)
        let file = project.root.appendingPathComponent(project.file)
        let projectText = try YAMLValue.load(file, displayName: project.file).canonicalText(omitting: CacheInputs.perScenarioKeys)
        let inputs = CacheInputs(buildIdentity: identity, stamp: runner.producer.stamp, projectText: projectText, root: project.root,
                                 sources: sources, scenarios: selected, policy: runner.auditor.policy)
        let cache = ScenarioCache(folder: output, inputs: inputs, baselines: baselines, tables: project.tables, reuses: reuses)
        cache.preload(screens: selected.map(\.screenName))
        return cache
    }
}
