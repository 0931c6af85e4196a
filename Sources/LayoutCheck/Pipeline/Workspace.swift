import Audits
import Foundation
import Localization
import ProjectFiles
import Raster
import Rendering
import Scenarios
import Screens
import Snapshots
import TextLayout

/// A loaded project: its configuration, its screens and the full ordered matrix. The
/// commands and `LayoutCheck.run` start here.
package struct Workspace: Sendable {
    package let project: Project
    /// Screens declared in `*.layout.yaml` files.
    package let screens: [ScreenDefinition]
    /// Every screen in project order: declared ones and Interface Builder scenes.
    package let sources: [ScreenSource]
    /// The matrix, expanded only as far as a selection needs (a shard costs its own scenarios).
    package let matrix: MatrixPlan
    /// The whole matrix, in its deterministic order; built anew on each read.
    package var scenarios: [Scenario] { matrix.scenarios() }

    /// Reads `layoutcheck.yml` and every screen it names; `swiftScreens` (a screens program's,
    /// `SwiftScreens.registered`) join them after the files' screens, in the order registered.
    /// A project that names a Swift screens product (`swift:`) read without them throws
    /// `SwiftScreensNeeded`: the `layoutcheck` command runs that product instead.
    package static func load(projectFile: URL, swiftScreens: [ScreenSource]? = SwiftScreens.registered) throws -> Workspace {
        let project = try Project.load(projectFile)
        if let product = project.swiftProduct, swiftScreens == nil {
            throw SwiftScreensNeeded(product: product, projectFile: project.file)
        }
        var screens: [ScreenDefinition] = []
        var sources: [ScreenSource] = []
        let classSizes = Dictionary(project.classIntrinsicSizes.map { ($0.className, $0.size) }, uniquingKeysWith: { first, _ in first })
        var customClasses: Set<String> = []
        for file in project.screenFiles {
            let name = relativePath(file, to: project.root)
            if InterfaceBuilderScreens.handles(file) {
                sources += try InterfaceBuilderScreens.load(file, displayName: name, developmentLanguage: project.developmentLanguage,
                                                            appFontNames: project.fonts.names, classSizes: classSizes,
                                                            customClasses: &customClasses)
            } else {
                let screen = try ScreenParser.load(file, displayName: name)
                screens.append(screen)
                sources.append(.declared(screen))
            }
        }
        // A stated size no view uses is a typo or a class since renamed: said where it is written.
        for stated in project.classIntrinsicSizes where !customClasses.contains(stated.className) {
            let known = customClasses.sorted()
            let hint = known.min { editDistance($0, stated.className) < editDistance($1, stated.className) }
                .flatMap { editDistance($0, stated.className) <= 2 ? " (did you mean \($0)?)" : nil } ?? ""
            throw LayoutCheckError.configuration("intrinsicSizes: no Interface Builder view of the screens has the class '\(stated.className)'\(hint)",
                                                 at: stated.location)
        }
        // A constraint that cannot be installed (a VFL syntax error, an anchor of a view that is
        // not in the tree) does not depend on the scenario: bad configuration, reported once at
        // its file:line:column with exit status 2, not as an error of every scenario.
        if let locale = project.locales.first {
            let localizer = Localizer(locale: locale, tables: project.tables)
            for screen in screens { _ = try ScreenBuilder.build(screen, localizer: localizer) }
        }
        sources = ScreenNames.qualifyingFolders(sources)
        for screen in swiftScreens ?? [] {
            let located = screen.locatedRelative(to: project.root)
            let place = located.file.map { SourceLocation(file: $0, line: located.line) }
            guard !screen.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw LayoutCheckError.configuration("a Swift screen needs a name (its baselines' folder)", at: place)
            }
            // Said where the builder is written, not as one of two screens of one name somewhere.
            if let other = sources.first(where: { $0.name == screen.name }) {
                throw LayoutCheckError.configuration(
                    "the Swift screen '\(screen.name)' has the name of \(other.location.map { "the screen of \($0)" } ?? "another screen"): "
                        + "give it another name", at: place)
            }
            sources.append(located)
        }
        return try Workspace(project: project, screens: screens, sources: sources)
    }

    /// The longest baseline folder name a screen may have, in bytes.
    static let maximumFolderNameLength = 200

    package init(project: Project, screens: [ScreenDefinition], sources: [ScreenSource]? = nil) throws {
        let sources = sources ?? screens.map(ScreenSource.declared)
        var seen: [String: String] = [:]
        for source in sources {
            // Compared as baseline folder names: two screens must never share a folder.
            let folder = PathSanitizer.component(source.name)
            // File systems stop at 255 bytes; the atomic write's temporary name adds about 50.
            guard folder.utf8.count <= Self.maximumFolderNameLength else {
                throw LayoutCheckError.configuration(
                    "the screen '\(source.name)' names a baseline folder of \(folder.utf8.count) bytes; at most "
                        + "\(Self.maximumFolderNameLength): give it a shorter name (an Interface Builder scene its label)",
                    at: source.file.map { SourceLocation(file: $0) })
            }
            if let other = seen[folder] {
                throw LayoutCheckError.configuration("the screen '\(source.name)' would share the baseline folder '\(folder)' with \(other)",
                                                     at: source.file.map { SourceLocation(file: $0) })
            }
            seen[folder] = source.file ?? source.name
        }
        try Matrix.checkExcludes(project, screens: sources.map(\.name))
        let combinations = Matrix.combinations(project, screens: sources.map(\.name))
        guard let combinations, combinations <= Matrix.maximumCombinations else {
            throw LayoutCheckError.configuration(
                "the matrix has \(combinations.map(String.init) ?? "more than \(Int.max)") combinations (screens × devices × orientations "
                    + "× locales × sizes, plus each include's); at most \(Matrix.maximumCombinations): split it into several projects",
                at: SourceLocation(file: project.file))
        }
        self.project = project
        self.screens = screens
        self.sources = sources
        self.matrix = MatrixPlan(project, screens: sources.map(\.name))
    }

    /// The selected scenarios with their positions in the full matrix.
    package func select(_ selection: ScenarioSelection) -> [(index: Int, scenario: Scenario)] {
        matrix.select(selection)
    }

    /// The snapshot kinds every scenario is checked with: frames always, PNG where the matrix asks.
    package func strategies() -> [AnySnapshotting] {
        [AnySnapshotting(.frames(tolerance: project.tolerance.framePoints)),
         AnySnapshotting(.png(tolerance: project.tolerance))]
    }

    package var baselines: ContainedFolder { ContainedFolder(root: project.baselines) }
    package var output: ContainedFolder { ContainedFolder(root: project.output) }
    /// The output folder as messages name it: relative to the project folder.
    package var outputDisplayPath: String { relativePath(project.output, to: project.root) }
    package var baselinesDisplayPath: String { relativePath(project.baselines, to: project.root) }

    /// A runner over the pinned fonts and the project's own; `writesOutput` decides whether
    /// actual files are kept; `acceptsKnownFindings: false` reports known findings as the errors
    /// they are (to write the file anew).
    package func runner(writesOutput: Bool, acceptsKnownFindings: Bool = true) throws -> Runner {
        var policy = project.audits
        if !acceptsKnownFindings { policy.known = .none }
        let engine = try textEngine()
        let producer = try ScenarioProducer(screens: sources, tables: project.tables, textEngine: engine,
                                            renderScale: project.renderScale, developmentLanguage: project.developmentLanguage) { result, _, scale in
            try RenderTreeConversion.render(result, engine: engine, scale: scale)
        }
        return Runner(producer: producer, strategies: strategies(), baselines: baselines,
                      output: writesOutput ? output : nil, projectRoot: project.root, auditor: Auditor(policy: policy))
    }

    /// Writes the known-findings file (`knownFindings:`) with every error `results` found, and
    /// returns how many entries it holds. The results must cover the whole matrix.
    package func writeKnownFindings(_ results: [ScenarioResult]) throws -> (file: String, entries: Int) {
        let file = try knownFindingsFileToWrite()
        let entries = results.flatMap { result in
            result.findings.filter { $0.severity == .error || $0.known == true }.map {
                KnownFindings.Entry(audit: $0.audit, screen: result.screen, view: $0.view, message: $0.message)
            }
        }
        let known = KnownFindings(entries)
        let path = relativePath(file, to: project.root)
        try ContainedFolder(root: project.root).write(try known.encoded(), to: path.split(separator: "/").map(String.init))
        return (path, known.entries.count)
    }

    /// The `knownFindings:` file, or an error saying to declare one.
    package func knownFindingsFileToWrite() throws -> URL {
        guard let file = project.knownFindingsFile else {
            throw LayoutCheckError.configuration("--write-known needs a file to write: add `knownFindings: known-findings.json` to \(project.file)",
                                                 at: SourceLocation(file: project.file))
        }
        return file
    }

    /// The pinned fonts and the project's own.
    func textEngine() throws -> TextLayoutEngine {
        do {
            return project.fonts.faces.isEmpty ? try TextLayoutEngine.shared() : try TextLayoutEngine(projectFonts: project.fonts)
        } catch {
            throw LayoutCheckError(.layout, "the text engine cannot start: \(error)")
        }
    }

    /// The picture of one scenario at the project's render scale, whether or not the matrix
    /// renders it; `overlay` draws frames, margins and the safe area over it.
    package func image(of scenario: Scenario, overlay: Bool) throws -> RGBAImage {
        let engine = try textEngine()
        let layers: RenderLayers = overlay ? [.content, .debugOverlay] : .content
        let producer = try ScenarioProducer(screens: sources, tables: project.tables, textEngine: engine,
                                            renderScale: project.renderScale, developmentLanguage: project.developmentLanguage) { result, _, scale in
            try Renderer(engine: engine).render(RenderTreeConversion.tree(result, engine: engine), scale: Int(scale.rounded()), layers: layers)
        }
        guard let image = try producer.produce(scenario, renderImage: true).image else {
            throw LayoutCheckError(.layout, "\(scenario.name): no image was drawn")
        }
        return image
    }

    /// Baseline files (relative to the baselines folder) that no scenario of the full matrix produces.
    /// Only files shaped like baselines count (`screen/device-orientation/locale-size.json|png`):
    /// `clean --delete` removes these, and nothing else that happens to be in the folder.
    package func orphanedBaselines() -> [String] {
        var expected: Set<String> = []
        for scenario in scenarios {
            for pathExtension in ["json", "png"] { expected.insert(scenario.file(pathExtension).joined(separator: "/")) }
        }
        return baselines.allFiles().filter { file in
            file.split(separator: "/").count == 3 && (file.hasSuffix(".json") || file.hasSuffix(".png")) && !expected.contains(file)
        }
    }

    /// The output folder's files for a scenario: actual JSON and PNG, and the diff image.
    package static func outputFiles(_ scenario: Scenario) -> [[String]] {
        [["actual"] + scenario.file("json"), ["actual"] + scenario.file("png"), ["diff"] + scenario.file("diff.png")]
    }

    /// Removes earlier actual and diff files of these scenarios, so `approve` never accepts stale output.
    /// The output folder is listed once: checking each scenario's three files for existence
    /// (symlinks resolved on the way) was a tenth of a frames-only run, spent before any layout.
    package func clearActualOutput(for scenarios: [Scenario]) throws {
        let output = self.output
        let existing = Set(output.allFiles())
        guard !existing.isEmpty else { return }
        for scenario in scenarios {
            for file in Self.outputFiles(scenario) where existing.contains(file.map(PathSanitizer.component).joined(separator: "/")) {
                try output.remove(file)
            }
        }
    }
}

/// A project names a Swift screens product (`swift:`) but was read by a program that registered
/// no screens (the plain `layoutcheck` executable): run that product instead.
package struct SwiftScreensNeeded: Error, CustomStringConvertible {
    package let product: SwiftScreensProduct
    package let projectFile: String

    package var description: String {
        "\(product.location): \(projectFile) names Swift screens (swift: product \(product.product)); run them with "
            + "`swift run --package-path \(product.package.path) \(product.product) <command>`"
    }
}
