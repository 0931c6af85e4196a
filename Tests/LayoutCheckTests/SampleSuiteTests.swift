import Foundation
import Testing
@testable import LayoutCheck
@testable import Localization

/// The repository's own sample suite: it loads, its matrix is the documented size, and every
/// string its screens use exists in every language (so no scenario shows a missing key).
@Suite struct SampleSuiteTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func loadsWithTheDocumentedMatrix() throws {
        let workspace = try Workspace.load(projectFile: Self.root.appendingPathComponent("layoutcheck.yml"))
        #expect(workspace.screens.map(\.name) == ["bottomToolbar", "chatInput", "chatInputAmbiguous", "form", "labelStack",
                                                  "loginButtons", "settings", "signIn", "tabBar", "topToolbar"])
        // Per screen: 5 languages × 4 devices × 2 orientations × 3 sizes = 120, plus 8
        // pseudo-locales on one device at one size in 2 orientations = 16 → 136; × 9 screens = 1224;
        // plus chatInputAmbiguous in English on one phone: 2 orientations × 3 sizes = 6.
        #expect(workspace.scenarios.count == 1230)
        // PNGs: iPhone 15 Pro, portrait, Large, en/de/ar → 3 per screen.
        // (chatInputAmbiguous has only English: one more.)
        #expect(workspace.scenarios.filter(\.rendersPNG).count == 28)
        #expect(workspace.project.devices.map(\.id) == ["iphone-se-3", "iphone-15-pro", "iphone-15-pro-max", "ipad-10"])
        #expect(workspace.project.locales.filter(\.isRightToLeft).map(\.identifier) == ["ar", "he", "pseudo-rtl", "pseudo-rtl-strings", "ar-XB"])
    }

    @Test func everyKeyExistsInEveryLanguage() throws {
        let workspace = try Workspace.load(projectFile: Self.root.appendingPathComponent("layoutcheck.yml"))
        var keys: [String] = []
        for screen in workspace.screens {
            for view in screen.allViews {
                for source in [view.text, view.placeholder] {
                    if case let .key(key, _)? = source { keys.append(key) }
                }
            }
        }
        // loginButtons 3, bottomToolbar 1, chatInput 2, chatInputAmbiguous 2, tabBar 5, labelStack 5,
        // form 4, topToolbar 1, settings 6, signIn 6.
        #expect(keys.count == 35)
        for language in ["en", "de", "ar", "he", "ja"] {
            let locale = try #require(ScenarioLocale.resolve(language, tables: workspace.project.tables, developmentLanguage: "en", longStringsFactor: 1.5))
            let localizer = Localizer(locale: locale, tables: workspace.project.tables)
            for key in keys {
                #expect(throws: Never.self, "\(language): \(key)") { _ = try localizer.string(key) }
            }
        }
        // The plural entry per language: English one/other, Arabic few for 3, Japanese other.
        let tables = workspace.project.tables
        #expect(tables.entry("settings.devices", languages: ["en"])?.resolved(count: 3, language: "en") == "3 devices signed in")
        #expect(tables.entry("settings.devices", languages: ["ar"])?.resolved(count: 3, language: "ar") == "3 أجهزة مسجّلة")
        #expect(tables.entry("settings.devices", languages: ["ja"])?.resolved(count: 3, language: "ja") == "3台のデバイスがサインイン中")
    }

    /// Seed 3's point: without the 249 hugging priority the layout is ambiguous, and that is
    /// reported (in the frames baseline's diagnostics), not silently resolved.
    @Test func theAmbiguousChatBarIsReported() throws {
        let workspace = try Workspace.load(projectFile: Self.root.appendingPathComponent("layoutcheck.yml"))
        let runner = try workspace.runner(writesOutput: false)
        let ambiguous = try #require(workspace.scenarios.first { $0.screen == "chatInputAmbiguous" })
        let output = try runner.producer.produce(ambiguous, renderImage: false)
        #expect(output.frames.diagnostics.contains { $0.hasPrefix("AMBIGUOUS LAYOUT for UITextField:textField") })
        let settled = try #require(workspace.scenarios.first { $0.screen == "chatInput" && $0.name.hasSuffix("en-large") })
        #expect(try runner.producer.produce(settled, renderImage: false).frames.diagnostics.isEmpty)
    }
}
