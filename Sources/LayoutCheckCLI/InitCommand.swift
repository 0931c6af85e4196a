import ArgumentParser
import Foundation
import LayoutCheck
import LayoutTypes

/// `layoutcheck init`: the files a repository needs to start — `layoutcheck.yml`, one screen,
/// its strings in English, German and Arabic, and a GitHub Actions workflow that builds the
/// pinned LayoutCheck once (`layoutcheck-version`), shards the matrix and merges the shards'
/// reports and images into one review page; `.layoutcheck/` goes into `.gitignore`. The starter
/// screen passes `layoutcheck audit` in every scenario of the starter matrix, so the first
/// `record` is clean.
package struct InitCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter layoutcheck.yml, screen, strings and CI workflow.",
        discussion: """
            In an app's repository (a folder holding iOS .xib or .storyboard files), the project file \
            names the app's own folders of Interface Builder files and string tables, its languages \
            and a known-findings file, and no sample screen is written. \
            The workflow runs the LayoutCheck named in layoutcheck-version (git URL and tag): \
            --layoutcheck-url and --layoutcheck-version, else the package's Package.resolved pin of \
            LayoutCheck, else this build's version. .layoutcheck/ is added to .gitignore (created or \
            appended to). Never overwrites: when any of the files exists, nothing is written and the \
            exit status is 2.
            """)

    @Option(help: "The repository folder to write into (created if missing).")
    var directory = "."

    @Flag(help: "Do not write the GitHub Actions workflow (.github/workflows/layoutcheck.yml), its script and layoutcheck-version.")
    var noWorkflow = false

    @Option(help: "The git URL CI builds LayoutCheck from (default: Package.resolved's, else \(StarterFiles.repositoryURL)).")
    var layoutcheckURL: String?

    @Option(help: "The release tag CI builds (default: Package.resolved's, else this build's, \(LayoutCheckInfo.version)).")
    var layoutcheckVersion: String?

    @Flag(help: "Write the sample screen and strings even in a folder that holds an app's Interface Builder files.")
    var sample = false

    package init() {}

    /// This program's name when it is a screens program (it registered Swift screens): what
    /// `swift run` calls it, the last part of its path.
    static func screensProduct(program: String? = CommandLine.arguments.first) -> String? {
        guard let registered = SwiftScreens.registered, !registered.isEmpty, let path = program else { return nil }
        let name = (path as NSString).lastPathComponent
        return name.isEmpty ? nil : name
    }

    package func validate() throws {
        try Self.checkingOptions {
            if directory.isEmpty { throw CommandFailure(message: "--directory must not be empty") }
            if let url = layoutcheckURL, url.isEmpty || url.contains(where: { $0.isWhitespace || $0.isNewline }) {
                throw CommandFailure(message: "--layoutcheck-url needs a git URL without spaces")
            }
            if let tag = layoutcheckVersion, tag.isEmpty || !tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._+-".contains($0)) }) {
                throw CommandFailure(message: "--layoutcheck-version needs a tag of letters, digits, '.', '_', '+' and '-'")
            }
        }
    }

    package func run() async throws {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let app = sample ? AppScan() : AppScan.scan(root)
        let resolved = PackageResolvedPin.read(root)
        let pin = StarterFiles.pin(url: layoutcheckURL ?? resolved?.url ?? StarterFiles.repositoryURL,
                                   tag: layoutcheckVersion ?? resolved?.version ?? LayoutCheckInfo.version)
        // Run as a package's screens program (`swift run AppScreens init`): its Swift screens are the
        // screens, so the project names that product and no sample is written.
        let screensProduct = sample ? nil : Self.screensProduct()
        let project = screensProduct.map { StarterFiles.forSwiftScreens(app, product: $0) }
            ?? (app.screenFolders.isEmpty ? StarterFiles.all : StarterFiles.forApp(app))
        let starter = project + StarterFiles.ciFiles(pin: pin)
        let files = starter.filter { !noWorkflow || !StarterFiles.isCIFile($0.path) }
        // Checked before anything is written, so a refused init leaves the folder as it was.
        let existing = files.map(\.path).filter { path in
            (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)) != nil
        }
        if !existing.isEmpty {
            CommandOutput.printError("layoutcheck: init writes nothing: \(existing.joined(separator: ", ")) already exist\(existing.count == 1 ? "s" : "") in \(root.path)\n")
            throw ExitCode(2)
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // `.atomic` writes a temporary file beside the target and renames it into place.
                try Data(file.contents.utf8).write(to: url, options: .atomic)
                if file.executable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
            } catch {
                CommandOutput.printError("layoutcheck: cannot write \(file.path) in \(root.path): \(error.localizedDescription)\n")
                throw ExitCode(1)
            }
        }
        let ignored: String
        do {
            ignored = try GitIgnore.addOutputFolder(in: root) ? "added .layoutcheck/ to .gitignore\n" : ""
        } catch {
            CommandOutput.printError("layoutcheck: cannot update .gitignore in \(root.path): \(error.localizedDescription)\n")
            throw ExitCode(1)
        }
        if let first = app.xcode4Archives.first {
            let count = app.xcode4Archives.count
            CommandOutput.printError("note: \(count) Interface Builder file\(count == 1 ? " is" : "s are") in Xcode 4's archive format, which "
                + "is not read (\(first)\(count > 1 ? " and \(count - 1) more" : "")): open \(count == 1 ? "it" : "them") in Xcode 5 or later "
                + "and save to convert, then run init again\(app.screenFolders.isEmpty ? "; until then init writes the sample screen" : "")\n")
        }
        if let product = screensProduct {
            let registered = SwiftScreens.registered?.count ?? 0
            printOut(files.map { "wrote \($0.path)\n" }.joined() + ignored
                     + "screens: the \(registered) Swift screen\(registered == 1 ? "" : "s") \(product) registers"
                     + (app.screenFolders.isEmpty ? "" : ", and the Interface Builder files in " + app.screenFolders.joined(separator: ", ")) + "\n"
                     + "next: swift run \(product) audit --write-known, then swift run \(product) record (writes Baselines/); "
                     + "commit both; CI runs layoutcheck test\n")
        } else if app.screenFolders.isEmpty {
            printOut(files.map { "wrote \($0.path)\n" }.joined() + ignored
                     + "next: layoutcheck record (writes Baselines/), then commit them; CI runs layoutcheck test\n")
        } else {
            let written = files.map { "wrote \($0.path)\n" }.joined() + ignored
            let strings = app.stringFolders.isEmpty ? "" : "; strings: " + app.stringFolders.joined(separator: ", ")
            let found = "screens: the Interface Builder files in " + app.screenFolders.joined(separator: ", ") + strings + "\n"
                + Self.matrixSummary(app)
            let next = "next: layoutcheck audit --write-known (accepts the audit errors the screens have today, in known-findings.json),\n"
                + "      then layoutcheck record (writes Baselines/); commit both; CI runs layoutcheck test\n"
            printOut(written + found + next)
        }
    }
}

extension InitCommand {
    /// What the matrix was chosen from, so a user sees why landscape or an iPad is (not) there.
    static func matrixSummary(_ app: AppScan) -> String {
        var families: [String] = []
        if !app.targets.phone.isEmpty { families.append("iPhone " + app.targets.phone.map(\.rawValue).joined(separator: " and ")) }
        if !app.targets.pad.isEmpty { families.append("iPad " + app.targets.pad.map(\.rawValue).joined(separator: " and ")) }
        let devices = families.isEmpty ? "devices: iPhones in both orientations (no Info.plist or Xcode project says otherwise)"
            : "devices: " + families.joined(separator: ", ") + " (from " + app.targets.sources.joined(separator: ", ") + ")"
        let fonts = app.fontFiles.isEmpty ? "" : "; fonts: \(app.fontFiles.count) file\(app.fontFiles.count == 1 ? "" : "s") the app ships"
        return devices + fonts + "\n"
    }
}

/// The starter project, as text. Kept small: a new user reads every line of it.
enum StarterFiles {
    struct File {
        var path: String
        var contents: String
        var executable = false
    }

    static let workflowPath = ".github/workflows/layoutcheck.yml"

    static let all: [File] = [
        File(path: "layoutcheck.yml", contents: project),
        File(path: "Screens/welcome.layout.yaml", contents: screen),
        File(path: "Strings/en.lproj/Localizable.strings", contents: strings(title: "Welcome to the app", button: "Continue")),
        File(path: "Strings/de.lproj/Localizable.strings", contents: strings(title: "Willkommen in der App", button: "Weiter")),
        File(path: "Strings/ar.lproj/Localizable.strings", contents: strings(title: "مرحبًا بك في التطبيق", button: "متابعة")),
    ]

    /// The workflow, the script it runs and the pinned version.
    static func ciFiles(pin: String) -> [File] {
        [File(path: pinPath, contents: pin), File(path: ciScriptPath, contents: ciScript, executable: true),
         File(path: workflowPath, contents: workflow)]
    }

    static func isCIFile(_ path: String) -> Bool {
        [pinPath, ciScriptPath, workflowPath].contains(path)
    }

    static let project = """
        # LayoutCheck: the screens, string tables and matrix of this repository.
        # Every scenario is one device × orientation × locale × text size of one screen.
        screens:
          - Screens            # *.layout.yaml, .xib and .storyboard files
        strings:
          - Strings            # Localizable.strings, .stringsdict, .xcstrings
        developmentLanguage: en
        baselines: Baselines   # commit this folder
        output: .layoutcheck   # actual files, diffs, report.json, junit.xml (ignore it in git)
        matrix:
          devices: [iPhone SE (3rd generation), iPhone 15 Pro]
          orientations: [portrait, landscape]
          locales: [en, de, ar, pseudo-double]
          sizes: [large, AX3]
          exclude:
            # Pseudo-locales check strings, not text sizes.
            - {locale: "pseudo-*", size: AX3}

        """

    static let screen = """
        # A first screen: a title that wraps and a button, in the readable width below the
        # safe area. Names (welcomeTitle, …) are what baselines and findings call the views.
        background: systemBackground
        views:
          - stack: welcomeStack
            axis: vertical
            spacing: 16
            arranged:
              - label: welcomeTitle
                text: welcome.title     # a key of Strings/*.lproj/Localizable.strings
                style: title1           # Dynamic Type
                lines: 0
              - button: continueButton
                title: welcome.continue
                style: headline
                background: "#0A5BC4"   # dark enough for white text (WCAG AA: 6.4:1)
                color: white
                cornerRadius: 10
        constraints:
          - welcomeStack.leading == readable.leading
          - welcomeStack.trailing == readable.trailing
          - welcomeStack.top == safeArea.top + 24
          - continueButton.height >= 50

        """

    /// For an app's repository: its own screens and tables, and no sample.
    static func forApp(_ app: AppScan) -> [File] {
        [File(path: "layoutcheck.yml", contents: appProject(app))]
    }

    /// For a package's screens program: the project names the product, whose registered screens
    /// every command covers, beside the package's Interface Builder files and tables if it has any.
    static func forSwiftScreens(_ app: AppScan, product: String) -> [File] {
        var project = appProject(app)
        if app.screenFolders.isEmpty {
            // No Interface Builder files: `screens:` is optional once `swift:` names the screens.
            project = project.replacingOccurrences(of: "# `layoutcheck init` found the folders below; every .xib and .storyboard in them is a screen.\nscreens:\n",
                                                   with: "")
        }
        project = project.replacingOccurrences(of: "developmentLanguage:", with: """
            # The Swift screens this package's executable product registers (LayoutCheckMain.run(screens:)).
            swift:
              product: \(quoted(product))
            developmentLanguage:
            """)
        return [File(path: "layoutcheck.yml", contents: project)]
    }

    /// The app's development language (English when it has it, or no table at all), a language
    /// with long words and a right-to-left one when it has them, and a pseudo-locale. Up to three
    /// languages, the others among those the app is translated to: with tables in at least half
    /// as many `.lproj` folders as the development language, not a library's own few (a bundled
    /// package's `ja.lproj` would only repeat the development language's text).
    static func appProject(_ app: AppScan) -> String {
        let development = app.languages.isEmpty || app.languages.contains("en") ? "en" : app.languages[0]
        let coverage = app.tableFolderCounts[development] ?? 0
        let translated = app.languages.filter { 2 * (app.tableFolderCounts[$0] ?? 0) >= coverage }
        var locales = [development]
        for preferred in [["de", "fi", "ru"], ["ar", "he", "fa", "ur"]] {
            if let found = preferred.first(where: { translated.contains($0) && !locales.contains($0) }) { locales.append(found) }
        }
        for language in translated where locales.count < 3 && !locales.contains(language) { locales.append(language) }
        locales.append("pseudo-double")
        func list(_ values: [String]) -> String { values.map { "  - \(quoted($0))\n" }.joined() }
        return """
            # LayoutCheck: the screens, string tables and matrix of this repository.
            # Every scenario is one device × orientation × locale × text size of one screen.
            # `layoutcheck init` found the folders below; every .xib and .storyboard in them is a screen.
            screens:
            \(list(app.screenFolders))\(app.stringFolders.isEmpty ? "" : "strings:\n" + list(app.stringFolders))\
            developmentLanguage: \(development)
            baselines: Baselines   # commit this folder
            output: .layoutcheck   # actual files, diffs, report.json, junit.xml (ignore it in git)
            knownFindings: known-findings.json   # `layoutcheck audit --write-known` accepts today's audit errors
            \(fonts(app.fontFiles))# intrinsicSizes:                    # views of your own classes sized in code
            #   AvatarView: {width: 40, height: 40}
            #   RatingView: stored               # each view's size as the file stores it (@IBDesignable)
            matrix:
            \(devicesAndOrientations(app.targets))\
              locales: [\(locales.map(quoted).joined(separator: ", "))]
              sizes: [large, AX3]
              exclude:
                # Pseudo-locales check strings, not text sizes.
                - {locale: "pseudo-*", size: AX3}
            \(orientationExclusions(app.targets))
            """
    }

    /// The app's own fonts, which its Interface Builder files may name; without them such text
    /// is measured in the system font.
    static func fonts(_ files: [String]) -> String {
        guard !files.isEmpty else { return "" }
        return "fonts:                               # the fonts the app ships, which its screens may name\n"
            + files.map { "  - \(quoted($0))\n" }.joined()
    }

    static let phones = "iPhone SE (3rd generation), iPhone 15 Pro"

    /// The devices and orientations the app's targets support: an iPad beside the iPhones when
    /// it builds for iPad, two iPads for an iPad-only app, and only the orientations its
    /// Info.plists allow; both orientations on iPhones when nothing says.
    static func devicesAndOrientations(_ targets: AppTargets) -> String {
        guard !targets.isEmpty else {
            return """
                  # No Info.plist or Xcode project here says which orientations the app supports: both are tested.
                  devices: [\(phones)]
                  orientations: [portrait, landscape]

                """
        }
        let devices = targets.pad.isEmpty ? phones
            : targets.phone.isEmpty ? "iPad (10th generation), iPad mini (6th generation)"
            : phones + ", iPad (10th generation)"
        let orientations = Orientation.allCases.filter { targets.phone.contains($0) || targets.pad.contains($0) }
        return """
              # What the app's targets support (\(targets.sources.joined(separator: ", "))).
              devices: [\(devices)]
              orientations: [\(orientations.map(\.rawValue).joined(separator: ", "))]

            """
    }

    /// An orientation one family supports and the other does not is left out for that family.
    static func orientationExclusions(_ targets: AppTargets) -> String {
        guard !targets.phone.isEmpty, !targets.pad.isEmpty else { return "" }
        var lines = ""
        for (family, supported) in [("iPhone", targets.phone), ("iPad", targets.pad)] {
            for orientation in Orientation.allCases where !supported.contains(orientation)
                && (targets.phone.contains(orientation) || targets.pad.contains(orientation)) {
                lines += "    # The app does not turn to \(orientation.rawValue) on \(family).\n"
                    + "    - {device: \"\(family)*\", orientation: \(orientation.rawValue)}\n"
            }
        }
        return lines
    }

    /// A YAML scalar: plain when it is safe, else double-quoted.
    static func quoted(_ value: String) -> String {
        let plain = value.allSatisfy { $0.isLetter || $0.isNumber || "-_./ ".contains($0) } && value.first?.isLetter == true
        return plain ? value : "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func strings(title: String, button: String) -> String {
        "\"welcome.title\" = \"\(title)\";\n\"welcome.continue\" = \"\(button)\";\n"
    }
}
