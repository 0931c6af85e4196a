import Foundation
import AutoLayout
import Testing
@testable import LayoutCheck
@testable import LayoutCheckCLI
@testable import Reports
@testable import Scenarios

/// `layoutcheck init`: the starter project is complete, clean under the audits and its own
/// baselines, and a second `init` refuses without touching anything.
@Suite(.serialized) struct InitCommandTests {
    static let starterFiles = [
        ".github/layoutcheck/ci", ".github/workflows/layoutcheck.yml", ".gitignore", "Screens/welcome.layout.yaml",
        "Strings/ar.lproj/Localizable.strings", "Strings/de.lproj/Localizable.strings", "Strings/en.lproj/Localizable.strings",
        "layoutcheck-version", "layoutcheck.yml",
    ]

    @Test func writesAStarterThatAuditsRecordsAndTestsClean() async throws {
        let folder = try TemporaryFolder()
        let root = folder.url.appendingPathComponent("app")  // created by init
        #expect(await layoutcheck(["init", "--directory", root.path]) == 0)
        #expect(folder.files() == Self.starterFiles.map { "app/" + $0 })

        let project = root.appendingPathComponent("layoutcheck.yml").path
        // 2 devices × 2 orientations × (en, de, ar × 2 sizes + pseudo-double × large) = 28.
        let workspace = try Workspace.load(projectFile: URL(fileURLWithPath: project))
        #expect(workspace.select(ScenarioSelection(rule: ScenarioRule(), names: [], shard: nil)).count == 28)
        #expect(await layoutcheck(["audit", "--project", project, "--quiet"]) == 0)
        let audit = try RunReport.decode(Data(contentsOf: root.appendingPathComponent(".layoutcheck/report.json")), file: "report.json")
        #expect(audit.results.flatMap(\.findings).isEmpty, "the starter must pass every audit, warnings included")
        #expect(await layoutcheck(["record", "--project", project, "--quiet"]) == 0)
        #expect(await layoutcheck(["test", "--project", project, "--quiet"]) == 0)
    }

    @Test func inAnAppsRepositoryTheProjectNamesTheAppsOwnScreensAndTables() async throws {
        let folder = try TemporaryFolder()
        // An app: its screens in App/ and a Share extension, strings in App/Resources (en, de, he
        // and Base), a pod's xib and a macOS target's, which are not the app's screens.
        try folder.write("App/Home/Home.xib", IBAppFolderTests.xib(width: 414, height: 896, owner: "HomeViewController"))
        try folder.write("Share/MainInterface.storyboard", IBAppFolderTests.storyboard(["Share"]))
        try folder.write("Pods/Kit/Kit.xib", IBAppFolderTests.xib(width: 320, height: 44, label: "Kit"))
        try folder.write("Mac/Main.xib", IBAppFolderTests.macXib)
        for language in ["en", "de", "he", "Base"] {
            try folder.write("App/Resources/\(language).lproj/Localizable.strings", "\"hello\" = \"Hello\";\n")
        }
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) { await layoutcheck(["init", "--directory", folder.url.path]) }
        #expect(status == 0, "\(capture.standardError)")
        #expect(capture.standardOutput.contains("screens: the Interface Builder files in App, Share; strings: App/Resources\n"), "\(capture.standardOutput)")
        // No sample screen: only the project file, the workflow with its script and pin, and .gitignore.
        #expect(!folder.files().contains { $0.hasPrefix("Screens/") || $0.hasPrefix("Strings/") })
        #expect(folder.files().filter { !$0.hasPrefix("App/") && !$0.hasPrefix("Share/") && !$0.hasPrefix("Pods/") && !$0.hasPrefix("Mac/") } == [
            ".github/layoutcheck/ci", ".github/workflows/layoutcheck.yml", ".gitignore", "layoutcheck-version", "layoutcheck.yml",
        ])
        let text = try String(contentsOf: folder.url.appendingPathComponent("layoutcheck.yml"), encoding: .utf8)
        #expect(text.contains("screens:\n  - App\n  - Share\nstrings:\n  - App/Resources\ndevelopmentLanguage: en\n"), "\(text)")
        // English, a long-word language, a right-to-left one, and a pseudo-locale.
        #expect(text.contains("  locales: [en, de, he, pseudo-double]\n"), "\(text)")
        #expect(text.contains("knownFindings: known-findings.json"))
        // It loads: 2 screens × 2 devices × 2 orientations × (3 locales × 2 sizes + pseudo-double) = 56.
        let workspace = try Workspace.load(projectFile: folder.url.appendingPathComponent("layoutcheck.yml"))
        #expect(workspace.select(ScenarioSelection(rule: ScenarioRule(), names: [], shard: nil)).count == 56)
        #expect(workspace.sources.map(\.name) == ["Home/HomeViewController", "MainInterface/Share"])
        // --sample writes the sample beside the app instead.
        let other = try TemporaryFolder()
        try other.write("App/Home.xib", IBAppFolderTests.xib(width: 414, height: 896, owner: "HomeViewController"))
        #expect(await layoutcheck(["init", "--directory", other.url.path, "--sample"]) == 0)
        #expect(other.files().contains("Screens/welcome.layout.yaml"))
    }

    /// The calliope-mini app's layout: its storyboards translated to German beside each
    /// `Base.lproj` (here 4 folders of en and de tables), and a bundled package's resources with
    /// ja and zh-Hans tables in 1 folder each. 1 < 4/2, so neither is taken for the third
    /// language: its scenarios would show the development language's text again.
    @Test func aBundledLibrarysFewTablesAreNotTheAppsLanguages() throws {
        let folder = try TemporaryFolder()
        for screen in ["Home", "Help", "Settings", "Editor"] {
            try folder.write("App/\(screen)/Base.lproj/\(screen).storyboard", IBAppFolderTests.storyboard([screen]))
            for language in ["en", "de"] {
                try folder.write("App/\(screen)/\(language).lproj/\(screen).strings", "\"a.text\" = \"A\";\n")
            }
        }
        for language in ["en", "ja", "zh-Hans"] {
            try folder.write("Packages/Kit/Resources/\(language).lproj/Localizable.strings", "\"k\" = \"K\";\n")
        }
        let text = StarterFiles.forApp(AppScan.scan(folder.url))[0].contents
        #expect(text.contains("  locales: [en, de, pseudo-double]\n"), "\(text)")
        // With the package's languages in as many folders as the app's, the third is taken.
        for screen in ["Home", "Help"] {
            try folder.write("App/\(screen)/ja.lproj/\(screen).strings", "\"a.text\" = \"A\";\n")
        }
        let wider = StarterFiles.forApp(AppScan.scan(folder.url))[0].contents
        #expect(wider.contains("  locales: [en, de, ja, pseudo-double]\n"), "\(wider)")
    }

    /// `swift run AppScreens init` in a package (the TagListView trial wrote the sample there): the
    /// project names the product, whose screens every command covers, and no sample screen.
    @Test func inAScreensProgramTheProjectNamesItsProduct() throws {
        let screens: [ScreenSource] = [.view(named: "Tags") { View(identifier: "tags") }]
        let product = SwiftScreens.$registered.withValue(screens) { InitCommand.screensProduct(program: "/pkg/.build/debug/AppScreens") }
        #expect(product == "AppScreens")
        // The plain layoutcheck executable registers none.
        #expect(InitCommand.screensProduct(program: "/usr/bin/layoutcheck") == nil)

        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        let files = StarterFiles.forSwiftScreens(AppScan.scan(folder.url), product: "AppScreens")
        #expect(files.map(\.path) == ["layoutcheck.yml"])
        let text = files[0].contents
        #expect(!text.contains("screens:\n"), "\(text)")
        #expect(text.contains("swift:\n  product: AppScreens\ndevelopmentLanguage: en\n"), "\(text)")
        try folder.write("layoutcheck.yml", text)
        let workspace = try Workspace.load(projectFile: folder.url.appendingPathComponent("layoutcheck.yml"), swiftScreens: screens)
        #expect(workspace.sources.map(\.name) == ["Tags"])
        // No tables: the development language and its pseudo-locale; 2 devices × 2 orientations ×
        // (en × 2 sizes + pseudo-double × large) = 12.
        #expect(text.contains("  locales: [en, pseudo-double]\n"), "\(text)")
        #expect(workspace.select(ScenarioSelection(rule: ScenarioRule(), names: [], shard: nil)).count == 12)
    }

    @Test func xcode4ArchivesAreNamedNotTakenForScreens() async throws {
        // An old app (sidbatra/Mine-iOS-App keeps all 18 of its xibs so): no folder of screens,
        // so the sample is written, and a note says which files are not read and why.
        let folder = try TemporaryFolder()
        try folder.write("Mine/Views/Web.xib", IBAppFolderTests.xcode4Xib)
        try folder.write("Mine/Login.xib", IBAppFolderTests.xcode4Xib)
        let capture = CommandOutput.Capture()
        let status = await CommandOutput.$capture.withValue(capture) { await layoutcheck(["init", "--directory", folder.url.path]) }
        #expect(status == 0, "\(capture.standardError)")
        #expect(capture.standardError == "note: 2 Interface Builder files are in Xcode 4's archive format, which is not read "
                + "(Mine/Login.xib and 1 more): open them in Xcode 5 or later and save to convert, then run init again; "
                + "until then init writes the sample screen\n", "\(capture.standardError)")
        #expect(folder.files().contains("Screens/welcome.layout.yaml"))
    }

    /// A project file's build settings as Xcode writes them: an iPhone-only app whose
    /// Info.plist allows portrait alone, a test bundle (no orientations: not an app), and a
    /// second app with a generated Info.plist that builds for iPhone and iPad.
    static func pbxproj(secondApp: Bool) -> String {
        var text = """
            // !$*UTF8*$!
            {
            \t\tB1 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = "App/Supporting Files/Info.plist";
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t\tTARGETED_DEVICE_FAMILY = 1;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tB2 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = AppTests/Info.plist;
            \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};

            """
        if secondApp {
            text += """
                \t\tB3 /* Debug */ = {
                \t\t\tisa = XCBuildConfiguration;
                \t\t\tbuildSettings = {
                \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
                \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                \t\t\t\tINFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
                \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
                \t\t\t};
                \t\t\tname = Debug;
                \t\t};

                """
        }
        return text + "}\n"
    }

    static func infoPlist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)</dict>
        </plist>

        """
    }

    /// Xcode's template Info.plist keeps an `~ipad` list even for an iPhone-only target: the
    /// project's device family, not that key, says whether the app runs on iPad.
    static let portraitOnlyPlist = infoPlist("""
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t</array>
        \t<key>UISupportedInterfaceOrientations~ipad</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t</array>

        """)

    @Test func theMatrixHasTheDevicesAndOrientationsTheAppsTargetsSupport() async throws {
        // iPhone only, portrait only: no landscape scenario and no iPad; the app's font is listed.
        let phoneOnly = try TemporaryFolder()
        try phoneOnly.write("App/Home.xib", IBAppFolderTests.xib(width: 414, height: 896, owner: "HomeViewController"))
        try phoneOnly.write("Shop.xcodeproj/project.pbxproj", Self.pbxproj(secondApp: false))
        try phoneOnly.write("App/Supporting Files/Info.plist", Self.portraitOnlyPlist)
        try phoneOnly.write("AppTests/Info.plist", Self.infoPlist(""))
        try phoneOnly.write("App/Fonts/Brand-Bold.ttf", try Data(contentsOf: URL(fileURLWithPath: AppFontTests.bold)))
        // A second copy of the same file (another target's) is listed once; a file that is no font not at all.
        try phoneOnly.write("Widget/Fonts/Brand-Bold.ttf", try Data(contentsOf: URL(fileURLWithPath: AppFontTests.bold)))
        try phoneOnly.write("App/Fonts/Broken.otf", "not a font")
        #expect(await layoutcheck(["init", "--directory", phoneOnly.url.path]) == 0)
        let text = try String(contentsOf: phoneOnly.url.appendingPathComponent("layoutcheck.yml"), encoding: .utf8)
        #expect(text.contains("fonts:                               # the fonts the app ships, which its screens may name\n  - App/Fonts/Brand-Bold.ttf\n# intrinsicSizes:"), "\(text)")
        #expect(text.contains("""
              # What the app's targets support (Shop.xcodeproj/project.pbxproj).
              devices: [iPhone SE (3rd generation), iPhone 15 Pro]
              orientations: [portrait]

            """), "\(text)")
        // 1 screen × 2 iPhones × portrait × (en × 2 sizes + pseudo-double) = 6.
        let workspace = try Workspace.load(projectFile: phoneOnly.url.appendingPathComponent("layoutcheck.yml"))
        #expect(workspace.select(ScenarioSelection(rule: ScenarioRule(), names: [], shard: nil)).count == 6)
        #expect(workspace.project.fonts.families == ["Noto Serif"])

        // A second app builds for iPad and turns there: an iPad joins, landscape is tested on it only.
        let universal = try TemporaryFolder()
        try universal.write("App/Home.xib", IBAppFolderTests.xib(width: 414, height: 896, owner: "HomeViewController"))
        try universal.write("Shop.xcodeproj/project.pbxproj", Self.pbxproj(secondApp: true))
        try universal.write("App/Supporting Files/Info.plist", Self.portraitOnlyPlist)
        #expect(await layoutcheck(["init", "--directory", universal.url.path]) == 0)
        let universalText = try String(contentsOf: universal.url.appendingPathComponent("layoutcheck.yml"), encoding: .utf8)
        #expect(universalText.contains("""
              devices: [iPhone SE (3rd generation), iPhone 15 Pro, iPad (10th generation)]
              orientations: [portrait, landscape]

            """), "\(universalText)")
        #expect(universalText.hasSuffix("""
                - {locale: "pseudo-*", size: AX3}
                # The app does not turn to landscape on iPhone.
                - {device: "iPhone*", orientation: landscape}

            """), "\(universalText)")
        // 1 screen × (2 iPhones × portrait + iPad × 2 orientations) × 3 = 12.
        let universalWorkspace = try Workspace.load(projectFile: universal.url.appendingPathComponent("layoutcheck.yml"))
        let scenarios = universalWorkspace.select(ScenarioSelection(rule: ScenarioRule(), names: [], shard: nil))
        #expect(scenarios.count == 12)
        #expect(!scenarios.contains { $0.scenario.device.name.hasPrefix("iPhone") && $0.scenario.orientation.rawValue == "landscape" })

        // No project and no Info.plist says: both orientations on iPhones, and the file says why.
        let unknown = try TemporaryFolder()
        try unknown.write("App/Home.xib", IBAppFolderTests.xib(width: 414, height: 896, owner: "HomeViewController"))
        #expect(await layoutcheck(["init", "--directory", unknown.url.path]) == 0)
        let unknownText = try String(contentsOf: unknown.url.appendingPathComponent("layoutcheck.yml"), encoding: .utf8)
        #expect(unknownText.contains("says which orientations the app supports: both are tested.\n  devices: [iPhone SE (3rd generation), iPhone 15 Pro]\n  orientations: [portrait, landscape]\n"), "\(unknownText)")
        #expect(!unknownText.contains("fonts:"))
    }

    @Test func infoPlistsAloneGiveTheIPhonesOrientations() throws {
        // An XcodeGen or Tuist app commits no project file: its Info.plist still says portrait.
        let folder = try TemporaryFolder()
        try folder.write("App/Info.plist", Self.portraitOnlyPlist)
        let targets = AppTargets.read(projects: [], plists: ["App/Info.plist"], root: folder.url)
        #expect(targets == AppTargets(phone: [.portrait], pad: [], sources: ["App/Info.plist"]))
        // Build settings: quoted keys and values, conditional settings left out, lists skipped.
        let blocks = AppTargets.buildSettingsBlocks("""
            buildSettings = {
                "INFOPLIST_KEY_UISupportedInterfaceOrientations[sdk=iphoneos*]" = UIInterfaceOrientationPortrait;
                TARGETED_DEVICE_FAMILY = "1,2";
                LD_RUNPATH_SEARCH_PATHS = (
                    "$(inherited)",
                );
            };
            """)
        #expect(blocks == [["TARGETED_DEVICE_FAMILY": "1,2"]])
        #expect(AppTargets.orientations("UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationPortrait") == [.portrait, .landscape])
        #expect(AppTargets.orientations(["UIInterfaceOrientationPortraitUpsideDown"]) == [.portrait])
        #expect(AppTargets.orientations(nil) == nil)
    }

    @Test func aSecondInitWritesNothing() async throws {
        let folder = try TemporaryFolder()
        // One existing file is enough to refuse all of them: a half-written starter is worse.
        try folder.write("Screens/welcome.layout.yaml", "views: []\n")
        #expect(await layoutcheck(["init", "--directory", folder.url.path]) == 2)
        #expect(folder.files() == ["Screens/welcome.layout.yaml"])
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Screens/welcome.layout.yaml"), encoding: .utf8) == "views: []\n")
    }

    @Test func noWorkflowLeavesOutOnlyTheWorkflow() async throws {
        let folder = try TemporaryFolder()
        #expect(await layoutcheck(["init", "--directory", folder.url.path, "--no-workflow"]) == 0)
        #expect(folder.files() == Self.starterFiles.filter { !$0.hasPrefix(".github") && $0 != "layoutcheck-version" })
    }

    /// The workflow's LayoutCheck is named once, in layoutcheck-version: this build's version by
    /// default, the package's own pin when its Package.resolved has one, or what the options say.
    @Test func thePinNamesOneURLAndTagAndTheScriptIsExecutable() async throws {
        let plain = try TemporaryFolder()
        #expect(await layoutcheck(["init", "--directory", plain.url.path]) == 0)
        let pin = try String(contentsOf: plain.url.appendingPathComponent("layoutcheck-version"), encoding: .utf8)
        #expect(pin.hasSuffix("url: \(StarterFiles.repositoryURL)\ntag: \(LayoutCheckInfo.version)\n"), "\(pin)")
        let attributes = try FileManager.default.attributesOfItem(atPath: plain.url.appendingPathComponent(".github/layoutcheck/ci").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o755)

        // A package that depends on LayoutCheck: its Package.resolved (format 3) names URL and version.
        let package = try TemporaryFolder()
        try package.write("Package.resolved", """
            {
              "originHash" : "0",
              "pins" : [
                { "identity" : "yams", "kind" : "remoteSourceControl", "location" : "https://github.com/jpsim/Yams",
                  "state" : { "revision" : "473e618fc72bf29741906dd2873cfd5892039c3e", "version" : "6.2.2" } },
                { "identity" : "layoutcheck", "kind" : "remoteSourceControl", "location" : "https://git.example.com/ios/LayoutCheck.git",
                  "state" : { "revision" : "0123456789012345678901234567890123456789", "version" : "2.4.1" } }
              ],
              "version" : 3
            }
            """)
        #expect(await layoutcheck(["init", "--directory", package.url.path]) == 0)
        let packagePin = try String(contentsOf: package.url.appendingPathComponent("layoutcheck-version"), encoding: .utf8)
        #expect(packagePin.hasSuffix("url: https://git.example.com/ios/LayoutCheck.git\ntag: 2.4.1\n"), "\(packagePin)")

        // The options win; a tag with a space or a URL with a newline is refused before anything is written.
        let chosen = try TemporaryFolder()
        #expect(await layoutcheck(["init", "--directory", chosen.url.path, "--layoutcheck-url", "/srv/git/LayoutCheck", "--layoutcheck-version", "1.0.0-rc.1"]) == 0)
        #expect(try String(contentsOf: chosen.url.appendingPathComponent("layoutcheck-version"), encoding: .utf8).hasSuffix("url: /srv/git/LayoutCheck\ntag: 1.0.0-rc.1\n"))
        let refused = try TemporaryFolder()
        #expect(await layoutcheck(["init", "--directory", refused.url.path, "--layoutcheck-version", "1.0 beta"]) == 2)
        #expect(await layoutcheck(["init", "--directory", refused.url.path, "--layoutcheck-url", "a\nb"]) == 2)
        #expect(refused.files().isEmpty)
    }

    /// `.layoutcheck/` is ignored once: a new .gitignore, an entry appended to an existing one
    /// (after its last line, which had no line break), nothing when a line already ignores it.
    @Test func gitignoreGetsTheOutputFolderOnce() async throws {
        let fresh = try TemporaryFolder()
        #expect(await layoutcheck(["init", "--directory", fresh.url.path]) == 0)
        let entry = "# LayoutCheck's actual images, diffs and reports (written by `layoutcheck init`)\n.layoutcheck/\n"
        #expect(try String(contentsOf: fresh.url.appendingPathComponent(".gitignore"), encoding: .utf8) == entry)

        let existing = try TemporaryFolder()
        try existing.write(".gitignore", ".build/\nDerivedData")
        #expect(await layoutcheck(["init", "--directory", existing.url.path]) == 0)
        #expect(try String(contentsOf: existing.url.appendingPathComponent(".gitignore"), encoding: .utf8) == ".build/\nDerivedData\n" + entry)
        // A second time (here through the helper: a second init refuses before writing anything).
        #expect(try GitIgnore.addOutputFolder(in: existing.url) == false)
        #expect(try String(contentsOf: existing.url.appendingPathComponent(".gitignore"), encoding: .utf8) == ".build/\nDerivedData\n" + entry)

        let spelledOtherwise = try TemporaryFolder()
        try spelledOtherwise.write(".gitignore", "/.layoutcheck\n")
        #expect(await layoutcheck(["init", "--directory", spelledOtherwise.url.path]) == 0)
        #expect(try String(contentsOf: spelledOtherwise.url.appendingPathComponent(".gitignore"), encoding: .utf8) == "/.layoutcheck\n")
    }

    /// The README's "Adopt it in your app" shows the starter project file and workflow as
    /// fenced blocks; they must stay what `init` writes.
    @Test func readmeShowsWhatInitWrites() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains("```yaml\n" + StarterFiles.project + "```\n"))
        #expect(text.contains("```yaml\n" + StarterFiles.workflow + "```\n"))
        // The pin as `init` writes it by default, without its comment.
        let pin = StarterFiles.pin(url: StarterFiles.repositoryURL, tag: LayoutCheckInfo.version)
        #expect(text.contains("   ```\n" + pin.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { "   \($0)\n" }.joined() + "   ```\n"))
    }
}
