import Audits
import DeviceCatalog
import Foundation
import LayoutTypes
import Localization
import ProjectFiles
import Reports
import Scenarios
import Screens
import Snapshots
import TextLayout

/// Runs screens declared in Swift through a matrix from a user's own test target:
///
/// ```swift
/// import LayoutCheck
/// import UIKitCompat
///
/// let card = ScreenSource.swift("card") { localized in
///     let root = UIView()
///     let title = UILabel()
///     title.accessibilityIdentifier = "title"
///     title.text = localized("card.title")
///     …
///     return root
/// }
/// let report = try await LayoutCheck.run([card], devices: ["iPhone 15 Pro"], locales: ["en", "de"],
///                                        strings: [stringsFolder], baselines: baselinesFolder)
/// XCTAssertTrue(report.isPassing, report.summary)
/// ```
///
/// With `record: true` the baselines are written (all of them) instead of compared. From a
/// test, `assertLayout` (LayoutCheckTesting) runs the same matrix and fails at its call site.
/// Devices are catalogue names or ids; locales are string-table languages or built-in
/// pseudo-locales. Unknown ones are errors, as in `layoutcheck.yml`.
public func run(_ screens: [ScreenSource], devices: [String] = ["iPhone 15 Pro"], orientations: [Orientation] = [.portrait],
                locales: [String] = ["en"], sizes: [ContentSizeCategory] = [.large], strings: [URL] = [],
                developmentLanguage: String = "en", baselines: URL, output: URL? = nil, record: Bool = false,
                png: Bool = false, renderScale: Double = 1, tolerance: Tolerance = Tolerance()) async throws -> RunReport {
    let matrix = ScreenMatrix(devices: devices, orientations: orientations, locales: locales, sizes: sizes, strings: strings,
                              developmentLanguage: developmentLanguage, images: png, renderScale: renderScale, tolerance: tolerance)
    return try await matrix.run(screens, baselines: baselines, output: output, mode: record ? .record(.all) : .test,
                                strategies: [AnySnapshotting(.frames(tolerance: tolerance.framePoints)), AnySnapshotting(.png(tolerance: tolerance))])
}

/// The matrix Swift-declared screens run through from a test target — devices, orientations,
/// locales, text sizes and strings — shared by `LayoutCheck.run` and `assertLayout`.
public struct ScreenMatrix: Sendable {
    /// Catalogue names or ids (`iPhone 15 Pro`, `iphone-se-3`).
    public var devices: [String]
    public var orientations: [Orientation]
    /// String-table languages or built-in pseudo-locales; the development language needs no table.
    public var locales: [String]
    public var sizes: [ContentSizeCategory]
    /// Folders of `<lang>.lproj` string tables.
    public var strings: [URL]
    public var developmentLanguage: String
    /// Whether every scenario is also rendered (for an image strategy).
    public var images: Bool
    /// Pixels per point of rendered images: 1, 2 or 3.
    public var renderScale: Double
    public var tolerance: Tolerance
    /// The audit policy, fonts and further string tables (`LayoutSettings.project(_:)` reads a project's).
    public var settings = LayoutSettings()

    public init(devices: [String] = ["iPhone 15 Pro"], orientations: [Orientation] = [.portrait], locales: [String] = ["en"],
                sizes: [ContentSizeCategory] = [.large], strings: [URL] = [], developmentLanguage: String = "en",
                images: Bool = false, renderScale: Double = 1, tolerance: Tolerance = Tolerance()) {
        self.devices = devices
        self.orientations = orientations
        self.locales = locales
        self.sizes = sizes
        self.strings = strings
        self.developmentLanguage = developmentLanguage
        self.images = images
        self.renderScale = renderScale
        self.tolerance = tolerance
    }

    /// Runs `screens` through the matrix against the baselines in `baselines` (laid out as
    /// `<screen>/<device>-<orientation>/<locale>-<size>.<ext>`), writing actual output and diffs of
    /// a `.test` run into `output` (default: `.layoutcheck` beside the baselines). Unknown devices and locales are errors, as in `layoutcheck.yml`.
    public func run(_ screens: [ScreenSource], baselines: URL, output: URL?, mode: RunMode,
                    strategies: [AnySnapshotting]) async throws -> RunReport {
        // As `renderScale:` in layoutcheck.yml; NaN would trap converting to the renderer's Int scale.
        guard [1, 2, 3].contains(renderScale) else {
            throw LayoutCheckError.configuration("renderScale must be 1, 2 or 3 (pixels per point of the PNGs), not \(renderScale)")
        }
        let strings = self.strings + settings.strings.filter { !self.strings.contains($0) }
        let tables = try StringTables.load(folders: strings, displayRoot: baselines.deletingLastPathComponent())
        let directory = DeviceDirectory()
        let resolvedDevices = try devices.map { name in
            guard let device = directory.device(named: name) else {
                throw LayoutCheckError.configuration("unknown device '\(name)' (did you mean \(directory.suggestions(for: name).joined(separator: ", "))?)")
            }
            return device
        }
        let resolvedLocales = try locales.map { identifier in
            if let locale = ScenarioLocale.resolve(identifier, tables: tables, developmentLanguage: developmentLanguage,
                                                   longStringsFactor: 1.5) {
                return locale
            }
            // Views with literal texts need no table in the language they are written in.
            if identifier == developmentLanguage {
                return ScenarioLocale(identifier: identifier, language: identifier, pseudo: nil,
                                      isRightToLeft: ScenarioLocale.isRightToLeft(language: identifier))
            }
            throw LayoutCheckError.configuration("unknown locale '\(identifier)': no string table and not a pseudo-locale")
        }
        let root = baselines.deletingLastPathComponent()
        let project = Project(
            file: "LayoutCheck.run", root: root, screenFiles: [], stringFolders: strings, tables: tables,
            developmentLanguage: developmentLanguage, baselines: baselines, output: output ?? root.appendingPathComponent(".layoutcheck"),
            renderScale: renderScale, longStringsFactor: 1.5, tolerance: tolerance, devices: resolvedDevices,
            orientations: orientations, locales: resolvedLocales, sizes: sizes, include: [], exclude: [],
            png: images ? [ScenarioRule()] : [], directory: directory)
        let scenarios = Matrix.expand(project, screens: screens.map(\.name))
        let engine: TextLayoutEngine
        do {
            // The app's fonts load into an engine of their own beside the pinned ones, as `layoutcheck` does.
            engine = settings.fonts.faces.isEmpty ? try TextLayoutEngine.shared() : try TextLayoutEngine(projectFonts: settings.fonts)
        } catch {
            throw LayoutCheckError(.layout, "the text engine cannot start: \(error)")
        }
        let producer = try ScenarioProducer(screens: screens, tables: tables, textEngine: engine, renderScale: renderScale,
                                            developmentLanguage: developmentLanguage) { result, _, scale in
            try RenderTreeConversion.render(result, engine: engine, scale: scale)
        }
        let runner = Runner(producer: producer, strategies: strategies, baselines: ContainedFolder(root: baselines),
                            output: mode == .test ? ContainedFolder(root: project.output) : nil, projectRoot: root,
                            auditor: Auditor(policy: settings.audits))
        let results = await runner.run(scenarios.enumerated().map { ($0.offset, $0.element) }, mode: mode)
        let command: String
        switch mode {
        case .test: command = "test"
        case .record: command = "record"
        case .audit: command = "audit"
        }
        return RunReport(command: command, shard: nil, results: results)
    }
}

extension RunReport {
    /// True when every scenario passed (or, after recording, was written or already equal).
    public var isPassing: Bool {
        results.allSatisfy { [.passed, .recorded, .unchanged].contains($0.status) }
    }

    /// The terminal summary, for a test failure message.
    public var summary: String { TerminalSummary.render(self) }
}
