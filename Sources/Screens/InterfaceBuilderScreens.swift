import AutoLayout
import DeviceCatalog
import Foundation
import InterfaceBuilder
import Localization
import ProjectFiles
import Scenarios

/// `.xib` and `.storyboard` files as screens: each top-level view or scene is a screen named
/// `File/Scene`. Texts come from the string tables by Interface Builder object id
/// (`<object id>.text`, `.normalTitle`, `.placeholder`), as Xcode's `.strings` for IB files key
/// them; in the development language the document's own text is the source.
package enum InterfaceBuilderScreens {
    package static func handles(_ url: URL) -> Bool {
        ["xib", "storyboard"].contains(url.pathExtension)
    }

    /// `appFontNames`: PostScript and family names of the fonts the project ships (`fonts:`);
    /// `classSizes`: the intrinsic sizes of the app's own classes (`intrinsicSizes:`).
    package static func load(_ url: URL, displayName: String, developmentLanguage: String,
                            appFontNames: Set<String> = [], classSizes: [String: IBClassSize] = [:],
                            customClasses: inout Set<String>) throws -> [ScreenSource] {
        let data = try InputFile.read(url, displayName: displayName)
        let document: IBDocument
        do {
            document = try IBDocumentReader.read(data: data, file: displayName)
        } catch {
            throw configurationError(error)
        }
        customClasses.formUnion(document.customClasses)
        return document.screens.map { screen in
            ScreenSource(name: screen.name, file: displayName) { localizer, scenario in
                try build(document, screen.scene, localizer: localizer, scenario: scenario, developmentLanguage: developmentLanguage,
                          appFontNames: appFontNames, classSizes: classSizes)
            }
        }
    }

    /// Gives each view its user-facing name (`IBView.displayName`) in results and baselines;
    /// a name two views share keeps the IB id after it, so names stay unique in the screen.
    static func nameViews(_ tree: IBViewTree) {
        var counts: [String: Int] = [:]
        for built in tree.views { counts[built.ib.displayName, default: 0] += 1 }
        for built in tree.views where built.view.identifier == built.ib.id {
            let name = built.ib.displayName
            built.view.identifier = counts[name, default: 0] > 1 ? "\(name)-\(built.ib.id)" : name
        }
    }

    /// The importer's error at its own file:line:column (not wrapped in a second location).
    static func configurationError(_ error: IBError) -> LayoutCheckError {
        .configuration(error.message, at: SourceLocation(file: error.location.file, line: error.location.line,
                                                         column: error.location.column))
    }

    static func build(_ document: IBDocument, _ scene: IBScene, localizer: Localizer, scenario: Scenario,
                      developmentLanguage: String, appFontNames: Set<String> = [],
                      classSizes: [String: IBClassSize] = [:]) throws -> BuiltScreen {
        var options = IBLayoutOptions(
            device: scenario.device, orientation: scenario.orientation, intrinsicSizes: .measured,
            layoutDirection: scenario.locale.isRightToLeft ? .rightToLeft : .leftToRight,
            contentSizeCategory: scenario.contentSize,
            localeIdentifier: scenario.locale.language, resolvesAmbiguityWithStoredFrames: false,
            appFontNames: appFontNames)
        options.classIntrinsicSizes = classSizes
        options.controllerRootsFillTheWindow = true
        options.textStylesAtCanvasSize = false
        let tree: IBViewTree
        do {
            tree = try document.viewTree(scene, options: options)
        } catch {
            throw configurationError(error)
        }
        var documentTexts: [String: String] = [:]
        for item in tree.localizableStrings where documentTexts[item.key] == nil { documentTexts[item.key] = item.text }
        var missing: [MissingString] = []
        var fallbackKeys: [String] = []
        tree.applyStrings { key in
            do throws(MissingString) {
                return try localizer.string(key)
            } catch {
                if let text = documentTexts[key] {
                    // iOS shows the storyboard's own text when a localized .strings lacks the key;
                    // outside the development language that is worth a note, not a failure.
                    if localizer.locale.language != developmentLanguage && localizer.locale.pseudo == nil {
                        if !fallbackKeys.contains(key) { fallbackKeys.append(key) }
                    }
                    return localizer.locale.pseudo?.apply(text) ?? text
                }
                if !missing.contains(error) { missing.append(error) }
                return nil
            }
        }
        if tree.layoutRoot.identifier.isEmpty { tree.layoutRoot.identifier = ScreenBuilder.rootIdentifier }
        nameViews(tree)
        // A key is `<IB id>.<property>`; the note also names the view as the report does, and
        // the file, so the summary can say each file's notes once (`StringsNotes`).
        let nameByID = Dictionary(tree.views.map { ($0.ib.id, $0.view.identifier) }, uniquingKeysWith: { first, _ in first })
        var fallbacks = fallbackKeys.map { key in
            let view = nameByID[String(key.prefix { $0 != "." })].map { " (view \($0))" } ?? ""
            return "note: \(document.file): no \(localizer.locale.identifier) text for '\(key)'\(view); shown in the document's language"
        }
        let tableName = URL(fileURLWithPath: document.file).deletingPathExtension().lastPathComponent
        if !fallbackKeys.isEmpty && !localizer.hasTable(named: tableName) {
            // The file has no table of its own name in the language (`de.lproj/Main.strings`):
            // the app sets these texts in code, or has not translated the file yet. One note
            // says so; a note per text would bury the files translated but for a key or two.
            fallbacks = ["note: \(document.file): no \(localizer.locale.identifier) strings table of this file's name; its texts are shown in the document's language (as iOS does: set in code, or not translated yet)"]
        }
        var built = BuiltScreen(root: tree.layoutRoot, missingStrings: missing, notes: fallbacks, environment: tree.environment,
                                isComponent: tree.isComponent)
        // What `frames` prints as notes (a font the machine lacks, a class laid out as a plain
        // view) holds for every scenario of the file: the run tells it once.
        built.runNotes = (document.notes + tree.notes).map(\.description)
        for item in tree.views {
            let ib = item.ib
            guard ib.elementName == "view", let name = ib.customClass, classSizes[name] == nil,
                  document.designableSize(ib.id) == nil,
                  ib.placeholderIntrinsicWidth == nil, ib.placeholderIntrinsicHeight == nil else { continue }
            built.viewsSizedInCode[item.view.identifier] = name
        }
        return built
    }
}
