import AutoLayout
import DeviceCatalog
import Foundation
import Localization
import ProjectFiles
import Raster
import Scenarios
import Screens
import Snapshots
import TextLayout
import UIKitCompat

/// Lays out (and, when asked, renders) scenarios of a set of screens. Sendable: each
/// scenario builds its own view tree, so scenarios run on any number of threads at once.
package final class ScenarioProducer: Sendable {
    package let screens: [String: ScreenSource]
    package let tables: StringTables
    package let textEngine: TextLayoutEngine
    package let stamp: Stamp
    /// Pixels per point of rendered images.
    package let renderScale: Double
    /// The language whose text Swift code writes itself (`String(localized:)`'s key).
    package let developmentLanguage: String
    private let renderer: (@Sendable (LayoutResult, Scenario, Double) throws -> RGBAImage)?

    /// `render` draws a layout result into an image at a render scale; nil renders no images.
    package init(screens: [ScreenSource], tables: StringTables, textEngine: TextLayoutEngine, renderScale: Double = 1,
                developmentLanguage: String = "en",
                render: (@Sendable (LayoutResult, Scenario, Double) throws -> RGBAImage)? = nil) throws {
        var byName: [String: ScreenSource] = [:]
        for screen in screens {
            if byName[screen.name] != nil {
                throw LayoutCheckError.configuration("two screens are named '\(screen.name)'")
            }
            byName[screen.name] = screen
        }
        self.screens = byName
        self.tables = tables
        self.textEngine = textEngine
        // Before any screen is built: `UIFont(name:size:)` finds the project's fonts.
        PangoTextMeasurer.registerNames(textEngine)
        self.renderScale = renderScale
        self.developmentLanguage = developmentLanguage
        self.renderer = render
        self.stamp = try Self.runningStamp(appFonts: textEngine.projectFonts)
    }

    /// What produced a baseline: this LayoutCheck and the text stack it runs on.
    package static func runningStamp(appFonts: ProjectFonts = .none) throws -> Stamp {
        let versions = try VersionStamp.current()
        var values = ["layoutcheck": LayoutCheckInfo.version, "pango": versions.pango, "cairo": versions.cairo,
                      "harfbuzz": versions.harfbuzz, "fontconfig": versions.fontconfig, "freetype": versions.freetype]
        // One digest over every pinned font file's name and SHA-256, so each baseline stays
        // small; `layoutcheck --version`-level detail lives in TextLayout's VersionStamp.line.
        let fontList = versions.fonts.map { "\($0.file) \($0.sha256)\n" }.joined()
        values["fonts"] = "\(versions.fonts.count) files, sha256:" + String(TextLayout.SHA256.hex(Array(fontList.utf8)).prefix(16))
        if !appFonts.hashes.isEmpty {
            // The app's own fonts change measurements as much as the pinned ones.
            let appList = appFonts.hashes.map { "\($0.file) \($0.sha256)\n" }.joined()
            values["appFonts"] = "\(appFonts.hashes.count) files, sha256:" + String(TextLayout.SHA256.hex(Array(appList.utf8)).prefix(16))
        }
        return Stamp(values)
    }

    /// The window, safe area, size classes, direction and text size of a scenario.
    package static func environment(for scenario: Scenario) -> AutoLayout.Environment {
        let device = scenario.device
        let classes = device.sizeClasses(scenario.orientation)
        return AutoLayout.Environment(
            windowSize: device.size(scenario.orientation), scale: device.scale,
            safeAreaInsets: device.safeArea(scenario.orientation),
            horizontalSizeClass: classes.horizontal,
            verticalSizeClass: classes.vertical,
            layoutDirection: scenario.locale.isRightToLeft ? .rightToLeft : .leftToRight,
            contentSizeCategory: scenario.contentSize,
            localeIdentifier: scenario.locale.language)
    }

    /// Lays out one scenario; `renderImage` overrides whether an image is drawn. Each stage is a
    /// function from one typed value to the next: `Scenario` → `AutoLayout.Environment`
    /// (`environment(for:)`) → `BuiltScreen` (`build`) → `LayoutResult` (`layOut`) →
    /// `ScenarioOutput` (`output`); `Runner.evaluate` takes the output on to the outcome, a
    /// `ScenarioResult`.
    package func produce(_ scenario: Scenario, renderImage: Bool? = nil) throws -> ScenarioOutput {
        let environment = Self.environment(for: scenario)
        // Swift code localizes through the scenario's tables while its screen is built and laid
        // out (a view controller may set texts in viewWillAppear or viewDidLayoutSubviews): a
        // task-local lookup, so scenarios built at once on other threads each read their own.
        let strings = AppStrings(localizer: Localizer(locale: scenario.locale, tables: tables), developmentLanguage: developmentLanguage)
        // UIKit code may also read the screen, traits and text size while it builds its views
        // (UIScreen.main.bounds, traitCollection, UIFontMetrics.scaledValue): task-local too.
        // Text measured without a label while the views are built (String.boundingRect in an
        // initialiser) uses the measurer the layout will, as the layout's own code does.
        let measurer = PangoTextMeasurer(engine: textEngine)
        var (built, laidOut) = try TraitContext.withEnvironment(environment) {
            try UIFontMetrics.$currentCategory.withValue(environment.contentSizeCategory) {
                try strings.installed {
                    try TraitContext.withMeasurer(measurer) {
                        let built = try build(scenario)
                        // An Interface Builder screen may bring its own canvas (a document without a device).
                        let laidOut = try layOut(built, in: built.environment ?? environment, scenario: scenario, measurer: measurer)
                        return (built, laidOut)
                    }
                }
            }
        }
        for missing in strings.missing where !built.missingStrings.contains(missing) { built.missingStrings.append(missing) }
        var output = try output(laidOut.result, textErrors: laidOut.textErrors, of: built, scenario: scenario, renderImage: renderImage)
        for note in measurer.notes where !output.runNotes.contains(note) { output.runNotes.append(note) }
        // A view controller's view calls back to it weakly: it lives until its layout is taken.
        withExtendedLifetime(built.owner) {}
        return output
    }

    /// The scenario's screen built as a view tree, its texts in the scenario's locale.
    func build(_ scenario: Scenario) throws -> BuiltScreen {
        guard let screen = screens[scenario.screen] else {
            throw LayoutCheckError(.layout, "no screen named '\(scenario.screen)'")
        }
        return try screen.build(Localizer(locale: scenario.locale, tables: tables), scenario)
    }

    /// The built screen laid out in an environment, with the text `measurer` (which also measured
    /// while the screen was built) could not measure.
    func layOut(_ built: BuiltScreen, in environment: AutoLayout.Environment, scenario: Scenario,
                measurer: PangoTextMeasurer) throws -> (result: LayoutResult, textErrors: [String]) {
        let engine: LayoutEngine
        do {
            engine = try LayoutEngine(root: built.root, environment: environment, measurer: measurer)
        } catch {
            throw LayoutCheckError(.layout, "\(scenario.name): \(error)")
        }
        let result = engine.layout()
        return (result, measurer.errors(in: result))
    }

    /// What the snapshots are taken from: the layout's frames, its image when one is drawn, and
    /// the problems met on the way.
    func output(_ result: LayoutResult, textErrors: [String], of built: BuiltScreen, scenario: Scenario,
                renderImage: Bool?) throws -> ScenarioOutput {
        let source = screens[scenario.screen]
        let file = source?.location
        let frames: FramesSnapshot
        do {
            frames = try Self.snapshot(result, scenario: scenario, stamp: stamp)
        } catch var error as LayoutCheckError {
            error.location = error.location ?? source?.file.map { SourceLocation(file: $0, line: source?.line) }
            throw error
        }
        var image: RGBAImage?
        if renderImage ?? scenario.rendersPNG, let renderer {
            do {
                image = try renderer(result, scenario, renderScale)
            } catch {
                throw LayoutCheckError(.layout, "\(scenario.name): rendering failed: \(error)")
            }
        }
        var output = ScenarioOutput(scenario: scenario, frames: frames, image: image, missingStrings: built.missingStrings,
                                    textErrors: textErrors, layout: result, screenFile: file, notes: built.notes)
        output.isComponent = built.isComponent
        output.runNotes = built.runNotes + Self.sizedInCodeNotes(result, views: built.viewsSizedInCode, file: file)
        return output
    }

    /// A note per app class whose views are ambiguous in size because their size comes from code
    /// an Interface Builder file does not hold (an `@IBDesignable` star rating, a chart): the
    /// ambiguity findings are true of the document, and the note says how to state the size.
    static func sizedInCodeNotes(_ result: LayoutResult, views: [String: String], file: String?) -> [String] {
        guard !views.isEmpty else { return [] }
        var named: [String] = []
        for diagnostic in result.diagnostics {
            guard case let .ambiguous(view, _, _, variables) = diagnostic, let className = views[view],
                  variables.contains(where: { $0.hasPrefix("width") || $0.hasPrefix("height") }),
                  !named.contains(className) else { continue }
            named.append(className)
        }
        return named.map { name in
            "\(file.map { "\($0): " } ?? "")note: \(name) is your app's own class and has no intrinsic size here (its code's "
                + "intrinsicContentSize does not run for Interface Builder files), so its views' size is ambiguous: state it in "
                + "layoutcheck.yml, `intrinsicSizes: {\(name): stored}` (each view as the document stored it, which Xcode "
                + "renders for an @IBDesignable class) or `{\(name): {width: 40, height: 40}}`"
        }
    }

    /// The largest frame coordinate, in points, a frames baseline holds (`FramesSnapshot.decode`
    /// refuses larger ones, and device pixels of it still fit an `Int` exactly).
    package static let frameCoordinateLimit = 1e7

    /// The frames baseline of a layout result: superview frames in device pixels, label lines
    /// and truncation, diagnostics as UIKit prints them. A frame that is not finite or lies
    /// beyond ±`frameCoordinateLimit` points (constants such as 1e300) is a `.layout` error
    /// naming the view, never a trap converting it to pixels.
    package static func snapshot(_ result: LayoutResult, scenario: Scenario, stamp: Stamp) throws -> FramesSnapshot {
        let scale = result.environment.scale
        var views: [ViewRecord] = []
        for view in result.views {
            var pixels: [Int] = []
            for (name, value) in [("x", view.frame.minX), ("y", view.frame.minY), ("width", view.frame.width), ("height", view.frame.height)] {
                guard value.isFinite, abs(value) < frameCoordinateLimit else {
                    throw LayoutCheckError(.layout, "\(scenario.name): the view '\(view.identifier)' was laid out with \(name) \(value), "
                        + "outside the ±10000000 points a frames baseline holds (check its constants and sizes)")
                }
                pixels.append(Int((value * scale).rounded()))
            }
            views.append(ViewRecord(id: view.identifier, parent: view.parent, x: pixels[0], y: pixels[1],
                                    width: pixels[2], height: pixels[3],
                                    isHidden: view.isHidden, lines: view.text?.lines, truncated: view.text?.isTruncated,
                                    text: view.text?.text))
        }
        return FramesSnapshot(scenario: scenario.name, stamp: stamp, windowWidth: result.environment.windowSize.width,
                              windowHeight: result.environment.windowSize.height, scale: scale, views: views,
                              diagnostics: result.diagnostics.map(\.text))
    }
}
