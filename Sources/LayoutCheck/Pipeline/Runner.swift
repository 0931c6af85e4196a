import Audits
import Foundation
import ProjectFiles
import Reports
import Scenarios
import Snapshots

/// What a run does with baselines.
public enum RunMode: Sendable, Equatable {
    /// Compare only; write actual output and diffs to the output folder, never a baseline.
    case test
    /// Write baselines: every scenario, only those without one, or only those that differ.
    case record(RecordSelection)
    /// Lay out and audit only: no baseline is read or written.
    case audit

    public enum RecordSelection: String, Sendable { case all, missing, failing }
}

/// Runs scenarios in parallel and compares or records them.
package struct Runner: Sendable {
    package let producer: ScenarioProducer
    package let strategies: [AnySnapshotting]
    package let baselines: ContainedFolder
    /// Where actual output and diffs go (`test`); nil writes none.
    package let output: ContainedFolder?
    /// Paths in results are relative to this folder.
    package let projectRoot: URL
    /// Judges every scenario's layout, whatever its baseline says.
    package let auditor: Auditor
    /// Passing `test` results of earlier runs (`ScenarioCache`); nil computes every scenario.
    package var cache: ScenarioCache?
    /// `relativePath` of the baselines and output roots, computed once (`relative`).
    private let baselinesRelative: String
    private let outputRelative: String?

    package init(producer: ScenarioProducer, strategies: [AnySnapshotting], baselines: ContainedFolder,
                output: ContainedFolder?, projectRoot: URL, auditor: Auditor = Auditor()) {
        self.producer = producer
        self.strategies = strategies
        self.baselines = baselines
        self.output = output
        self.projectRoot = projectRoot
        self.auditor = auditor
        baselinesRelative = relativePath(baselines.root, to: projectRoot)
        outputRelative = output.map { relativePath($0.root, to: projectRoot) }
    }

    /// Runs every scenario on all cores; results come back in the order given, and
    /// `progress` is called in that order too (each call after all earlier ones).
    package func run(_ scenarios: [(index: Int, scenario: Scenario)], mode: RunMode,
                    concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                    progress: @escaping @Sendable (_ done: Int, _ total: Int, ScenarioResult) -> Void = { _, _, _ in }) async -> [ScenarioResult] {
        var results = [ScenarioResult?](repeating: nil, count: scenarios.count)
        var nextToReport = 0
        // Recorded baselines reach the disk in batches (`StagedWrites`): one flush per batch
        // instead of one per file.
        let staged: StagedWrites? = if case .record = mode { StagedWrites(folder: baselines) } else { nil }
        func commit() {
            guard let staged else { return }
            for (position, error) in staged.commit() {
                results[position]?.status = .error
                results[position]?.messages.insert("\(error)", at: 0)
            }
        }
        await withTaskGroup(of: (Int, ScenarioResult).self) { group in
            var launched = 0
            func launch() {
                let position = launched
                let (index, scenario) = scenarios[position]
                group.addTask {
                    guard mode == .test, let cache = self.cache else {
                        return (position, self.evaluate(scenario, index: index, mode: mode, staged: staged, tag: position))
                    }
                    return (position, cache.result(for: scenario, index: index) { self.evaluate(scenario, index: index, mode: mode) })
                }
                launched += 1
            }
            while launched < min(max(concurrency, 1), scenarios.count) { launch() }
            while let (position, result) = await group.next() {
                results[position] = result
                if let staged, staged.count >= Self.filesPerFlush { commit() }
                while nextToReport < results.count, let ready = results[nextToReport] {
                    nextToReport += 1
                    progress(nextToReport, scenarios.count, ready)
                }
                if launched < scenarios.count { launch() }
            }
        }
        commit()
        return results.compactMap { $0 }
    }

    /// Staged baselines committed at once: bounds what a killed run leaves as temporaries
    /// (`clean` removes them) while keeping flushes few.
    static let filesPerFlush = 1024

    /// One scenario: lay out, then per strategy compare with or write the baseline. With
    /// `staged`, recorded baselines are staged there under `tag` and take their names when the
    /// caller commits it; without, each is written in place at once.
    package func evaluate(_ scenario: Scenario, index: Int, mode: RunMode, staged: StagedWrites?, tag: Int) -> ScenarioResult {
        evaluate(scenario, index: index, mode: mode) { data, file in
            if let staged { try staged.stage(data, to: file, tag: tag) } else { try baselines.write(data, to: file) }
        }
    }

    /// One scenario: lay out, then per strategy compare with or write the baseline (in place).
    package func evaluate(_ scenario: Scenario, index: Int, mode: RunMode) -> ScenarioResult {
        evaluate(scenario, index: index, mode: mode) { data, file in try baselines.write(data, to: file) }
    }

    /// `evaluate` with the baseline writer given: `write` stores a recorded file.
    private func evaluate(_ scenario: Scenario, index: Int, mode: RunMode,
                          write writeBaseline: (Data, [String]) throws -> Void) -> ScenarioResult {
        var result = ScenarioResult(index: index, name: scenario.name, screen: scenario.screenName, device: scenario.device.name,
                                    orientation: scenario.orientation.rawValue, locale: scenario.locale.identifier,
                                    size: scenario.contentSize.rawValue, status: .passed)
        let output: ScenarioOutput
        do {
            output = try producer.produce(scenario)
        } catch let error as LayoutCheckError where error.kind == .configuration {
            // A screen or Interface Builder file the project cannot build: the summary tells it
            // once for every scenario it stopped, and the command exits 2.
            result.status = .error
            result.messages.append("\(error)")
            result.inputError = InputErrorReport(location: error.location?.description, message: error.message)
            return result
        } catch {
            result.status = .error
            result.messages.append("\(error)")
            return result
        }
        // The image's bytes go back to the renderer when this scenario is done (encoded, compared
        // or written): the next render of its size overwrites them instead of allocating anew.
        defer { if let image = output.image { RenderTreeConversion.recycle(image) } }
        result.missingStrings = output.missingStrings.map(producer.report)
        result.runNotes = output.runNotes
        var problems = output.baselineBlockers
        var failed = !problems.isEmpty
        if mode == .test { result.blockers = output.baselineBlockers }
        var missing = false, wrote = false, broken = !output.textErrors.isEmpty
        result.findings = auditor.findings(output.layout, scenario: scenario, screenFile: output.screenFile,
                                           isComponent: output.isComponent)
        let errors = result.findings.filter { $0.severity == .error }
        if !errors.isEmpty {
            // Broken whatever the baseline says: a recorded conflict must not pass for ever.
            failed = true
            problems.append("audit: " + errors.map { "\($0.audit) (\($0.view))" }.joined(separator: ", "))
        }
        var imageSignature: String?
        for strategy in strategies where strategy.produces(output) && mode != .audit {
            let file = scenario.file(strategy.pathExtension)
            let baselinePath = relative(baselines.root, baselinesRelative, file)
            func actualData() -> Data? {
                do {
                    return try strategy.encode(output)
                } catch {
                    problems.append("cannot encode the \(strategy.pathExtension): \(error)")
                    broken = true
                    return nil
                }
            }
            let stored: Data?
            do {
                stored = try baselines.read(file)
            } catch {
                problems.append("\(error)")
                broken = true
                continue
            }
            var difference: SnapshotDifference?
            var corrupt: String?
            var identical = false
            if let stored {
                result.files["baseline.\(strategy.pathExtension)"] = baselinePath
                do {
                    let comparison = try strategy.compare(stored, baselinePath, output)
                    difference = comparison.difference
                    identical = comparison.identical
                    if let stamp = comparison.stamp {
                        result.stampDifferences += stamp.differences(from: producer.stamp).map { "\($0.key): \($0.baseline) → \($0.running)" }
                    }
                } catch {
                    corrupt = "\(error)"
                }
            }
            switch mode {
            case .test:
                if stored == nil {
                    missing = true
                    problems.append("no baseline \(baselinePath)")
                } else if let corrupt {
                    broken = true
                    problems.append(corrupt)
                } else if let difference {
                    failed = true
                    problems.append(difference.summary)
                    result.changedViews = orderedUnique(result.changedViews + difference.changes.map(\.view))
                    result.changes += difference.changes.map(\.description)
                    if difference.changes.isEmpty && strategy.pathExtension == "png" {
                        // A changed image whose frames changed too is told by the frames.
                        imageSignature = difference.signature ?? difference.summary
                    } else {
                        result.signature += difference.changes.map(\.delta) + (difference.signature.map { [$0] } ?? [])
                    }
                }
                if stored == nil || corrupt != nil || difference != nil, let actual = actualData(),
                   !writeActual(actual, difference: difference, file: file, extension: strategy.pathExtension, into: &result, problems: &problems) {
                    // Output that could not be kept (a folder linked outside, a full disk) cannot be
                    // reviewed or approved: an error told on the console, never an approve command.
                    broken = true
                }
            case .audit:
                break
            case let .record(selection):
                guard output.baselineBlockers.isEmpty else { continue }
                let wanted: Bool
                switch selection {
                case .all: wanted = !identical
                case .missing: wanted = stored == nil
                case .failing: wanted = stored != nil && (corrupt != nil || difference != nil)
                }
                guard wanted, let actual = actualData() else { continue }
                // Baselines are still written with findings (the CLI then exits 1 unless
                // --allow-findings), so a team can record first and fix after.
                do {
                    try writeBaseline(actual, file)
                    wrote = true
                    result.files["baseline.\(strategy.pathExtension)"] = baselinePath
                } catch {
                    broken = true
                    problems.append("\(error)")
                }
            }
        }
        if result.signature.isEmpty, let imageSignature { result.signature = [imageSignature] }
        result.stampDifferences = orderedUnique(result.stampDifferences)
        result.messages = problems + orderedUnique(output.notes)
        switch mode {
        case .test:
            result.status = broken ? .error : failed ? .failed : missing ? .missing : .passed
        case .record:
            result.status = broken || !output.baselineBlockers.isEmpty ? .error : wrote ? .recorded : .unchanged
        case .audit:
            result.status = broken ? .error : failed ? .failed : .passed
        }
        return result
    }

    /// Writes the actual output (and the diff) for review; false when it could not be written.
    private func writeActual(_ data: Data, difference: SnapshotDifference?, file: [String], extension pathExtension: String,
                             into result: inout ScenarioResult, problems: inout [String]) -> Bool {
        guard let output else { return true }
        do {
            let actualFile = ["actual"] + file
            try output.write(data, to: actualFile)
            result.files["actual.\(pathExtension)"] = relative(output.root, outputRelative, actualFile)
            result.digests["actual.\(pathExtension)"] = RunReport.digest(data)
            for attachment in difference?.attachments ?? [] {
                var attachmentFile = ["diff"] + file
                let last = attachmentFile.count - 1
                attachmentFile[last] = String(attachmentFile[last].dropLast(pathExtension.count + 1)) + "." + attachment.suffix
                try output.write(attachment.data, to: attachmentFile)
                result.files[attachment.suffix] = relative(output.root, outputRelative, attachmentFile)
            }
            return true
        } catch {
            problems.append("\(error)")
            return false
        }
    }

    /// The project-relative path of a file in `folder`, whose own relative path is `base`. Scenario components are sanitized
    /// names (never empty, `.`, `..` or holding `/`), so the path is the folder's own relative
    /// path joined with them: one URL standardization per folder instead of two per file,
    /// which was 3% of a PNG recording. Anything else takes the URL route.
    private func relative(_ folder: URL, _ base: String?, _ components: [String]) -> String {
        let plain = !components.isEmpty
            && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("/") }
        guard plain, let base else {
            var url = folder
            for component in components { url.appendPathComponent(component) }
            return relativePath(url, to: projectRoot)
        }
        let joined = components.joined(separator: "/")
        return base == "." ? joined : base.hasSuffix("/") ? base + joined : base + "/" + joined
    }
}
