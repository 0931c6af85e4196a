import Foundation
@testable import LayoutCheck
@testable import LayoutCheckCLI
import Testing
import UIKitCompat

/// What each scenario's controller was given to show, by locale: written from its viewDidLoad,
/// read by the test (scenarios build on several threads).
final class ShownTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String: [String]] = [:]

    func record(_ text: [String]) {
        let locale = LocalizedStringLookup.current?.localeIdentifier ?? "none"
        lock.lock()
        texts[locale] = text
        lock.unlock()
    }

    subscript(locale: String) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        return texts[locale]
    }
}

/// A view controller written as apps write them: texts from NSLocalizedString (the default table
/// and a named one), String(localized:) and a LocalizedStringResource, set in viewDidLoad.
final class ProfileViewController: UIViewController {
    let shown: ShownTexts
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let countLabel = UILabel()
    let resourceLabel = UILabel()
    var appeared = false

    init(shown: ShownTexts) {
        self.shown = shown
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.text = NSLocalizedString("profile.title", comment: "The screen's title")
        subtitleLabel.text = NSLocalizedString("profile.subtitle", tableName: "Profile", bundle: .main, value: "", comment: "")
        countLabel.text = String(localized: "\(3) photos")
        resourceLabel.text = String(localized: LocalizedStringResource("profile.edit", defaultValue: "Edit profile", table: "Profile"))
        for (index, label) in [titleLabel, subtitleLabel, countLabel, resourceLabel].enumerated() {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                label.widthAnchor.constraint(equalToConstant: 200),
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20 + 40 * Double(index)),
            ])
        }
        shown.record([titleLabel.text ?? "", subtitleLabel.text ?? "", countLabel.text ?? "", resourceLabel.text ?? ""])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared = true
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Only a controller kept alive through layout, and told it would appear, gets here.
        if appeared { titleLabel.accessibilityIdentifier = "title" }
    }
}

/// A controller whose marker shows it appeared before layout: 30 wide once `viewWillAppear` ran
/// (10 otherwise); it tells `heard` when `viewDidLayoutSubviews` reaches it (a view holds its
/// controller weakly, so a controller dropped after loading never hears of layout).
final class LifecycleViewController: UIViewController {
    let heard: ShownTexts
    let marker = UIView()
    lazy var width = marker.widthAnchor.constraint(equalToConstant: 10)

    init(heard: ShownTexts) {
        self.heard = heard
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        marker.accessibilityIdentifier = "marker"
        marker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            marker.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            marker.heightAnchor.constraint(equalToConstant: 10),
            width,
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        width.constant = 30
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        heard.record(["viewDidLayoutSubviews", "root \(view.frame.width) × \(view.frame.height)"])
    }
}

/// A controller that sizes a box from `size(withAttributes:)` while its view is built, as apps
/// size views from `boundingRect`, and shows the same text in a label beside it.
final class MeasuringViewController: UIViewController {
    let heard: ShownTexts
    let label = UILabel()

    init(heard: ShownTexts) {
        self.heard = heard
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Profile".size(withAttributes: [.font: font])
        heard.record(["\(size.width)"])
        let box = UIView()
        box.accessibilityIdentifier = "box"
        label.accessibilityIdentifier = "label"
        label.text = "Profile"
        label.font = font
        for v in [box, label] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: size.width.rounded(.up)),
            box.heightAnchor.constraint(equalToConstant: 10),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            label.topAnchor.constraint(equalTo: box.bottomAnchor),
        ])
    }
}

/// A project whose `layoutcheck.yml` names a Swift screens product, run in process as that
/// product's main runs it (`LayoutCheckMain.run(_:screens:)`).
struct SwiftScreensProject {
    let folder: TemporaryFolder
    let shown = ShownTexts()

    init(locales: [String] = ["en", "de", "ar"], extraYAML: String = "") throws {
        folder = try TemporaryFolder()
        // Never built here: the screens are registered in process.
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("layoutcheck.yml", """
            swift:
              product: AppScreens
            screens: [Screens]
            strings: [Strings]
            matrix:
              devices: ["iPhone 15 Pro"]
              locales: [\(locales.joined(separator: ", "))]
            \(extraYAML)
            """)
        try folder.write("Screens/badge.layout.yaml", """
            views:
              - label: badge
                text: profile.title
            constraints:
              - badge.leading == safeArea.leading + 16
              - badge.top == safeArea.top + 16
            """)
        try folder.write("Strings/en.lproj/Localizable.strings", """
            "profile.title" = "Profile";
            "%lld photos" = "%lld photos";
            """)
        try folder.write("Strings/en.lproj/Profile.strings", "\"profile.subtitle\" = \"Your public page\";\n")
        try folder.write("Strings/de.lproj/Localizable.strings", """
            "profile.title" = "Profil";
            "%lld photos" = "%lld Fotos";
            """)
        try folder.write("Strings/de.lproj/Profile.strings", """
            "profile.subtitle" = "Deine öffentliche Seite";
            "profile.edit" = "Profil bearbeiten";
            """)
        try folder.write("Strings/ar.lproj/Localizable.strings", """
            "profile.title" = "الملف الشخصي";
            "%lld photos" = "%lld صور";
            """)
        try folder.write("Strings/ar.lproj/Profile.strings", """
            "profile.subtitle" = "صفحتك العامة";
            "profile.edit" = "تعديل الملف";
            """)
    }

    var screens: [ScreenSource] {
        let shown = self.shown
        return [
            .viewController(named: "Profile") { ProfileViewController(shown: shown) },
        ]
    }

    func run(_ arguments: [String], environment: [String: String]? = nil) async -> (status: Int32, out: String, err: String) {
        let capture = CommandOutput.Capture()
        let file = folder.url.appendingPathComponent("layoutcheck.yml").path
        let screens = self.screens
        let status = await CommandOutput.$capture.withValue(capture) {
            await LayoutCheckMain.run(arguments + ["--project", file], screens: screens)
        }
        return (status, capture.standardOutput, capture.standardError)
    }

    func baseline(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.url.appendingPathComponent("Baselines/" + path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

@Suite struct SwiftScreensTests {
    @Test func aViewControllerUsingNSLocalizedStringShowsEachLocalesStrings() async throws {
        let project = try SwiftScreensProject()
        let recorded = await project.run(["record", "--screen", "Profile"])
        // en has no profile.edit: its code's defaultValue is the development language's text.
        #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
        #expect(project.shown["en"] == ["Profile", "Your public page", "3 photos", "Edit profile"])
        #expect(project.shown["de"] == ["Profil", "Deine öffentliche Seite", "3 Fotos", "Profil bearbeiten"])
        #expect(project.shown["ar"] == ["الملف الشخصي", "صفحتك العامة", "3 صور", "تعديل الملف"])

        // The title is 200 pt wide, 20 pt from the safe area's leading edge: x = 20 in en and de;
        // in ar (right to left) x = 393 − 20 − 200 = 173 (iPhone 15 Pro is 393 pt wide, no side
        // insets in portrait). Its top is the safe area's (59) + 20 = 79.
        func titleFrame(_ locale: String) throws -> [Double]? {
            let frames = try project.baseline("Profile/iphone-15-pro-portrait/\(locale)-large.json")
            let views = try #require(frames["views"] as? [[String: Any]])
            return views.first { $0["id"] as? String == "title" }?["frame"] as? [Double]
        }
        #expect(try titleFrame("en")?.prefix(3) == [20, 79, 200])
        #expect(try titleFrame("de")?.prefix(3) == [20, 79, 200])
        #expect(try titleFrame("ar")?.prefix(3) == [173, 79, 200])
    }

    /// The controller appears before layout and lives through it: the marker, 20 pt from the safe
    /// area's leading edge at its top (59 on an iPhone 15 Pro in portrait), is 30 × 10, and
    /// viewDidLayoutSubviews sees the 393 × 852 window's root.
    @Test func aControllerAppearsAndLivesThroughLayout() async throws {
        let project = try SwiftScreensProject(locales: ["en"])
        let heard = ShownTexts()
        let capture = CommandOutput.Capture()
        let file = project.folder.url.appendingPathComponent("layoutcheck.yml").path
        let status = await CommandOutput.$capture.withValue(capture) {
            await LayoutCheckMain.run(["record", "--screen", "Lifecycle", "--project", file],
                                      screens: [.viewController(named: "Lifecycle") { LifecycleViewController(heard: heard) }])
        }
        #expect(status == 0, "\(capture.standardOutput)\(capture.standardError)")
        let frames = try project.baseline("Lifecycle/iphone-15-pro-portrait/en-large.json")
        let views = try #require(frames["views"] as? [[String: Any]])
        #expect(views.first { $0["id"] as? String == "marker" }?["frame"] as? [Double] == [20, 59, 30, 10])
        #expect(heard["en"] == ["viewDidLayoutSubviews", "root 393.0 × 852.0"])
    }

    /// Text measured while the screen is built uses the scenario's measurer: the box sized from
    /// `size(withAttributes:)` is as wide as the label showing the same text in the same font
    /// (the label's width is that size rounded up to the 3× pixel grid, the box's to whole points).
    @Test func textMeasuredWhileBuildingUsesTheScenariosMeasurer() async throws {
        let project = try SwiftScreensProject(locales: ["en"])
        let heard = ShownTexts()
        let capture = CommandOutput.Capture()
        let file = project.folder.url.appendingPathComponent("layoutcheck.yml").path
        let status = await CommandOutput.$capture.withValue(capture) {
            await LayoutCheckMain.run(["record", "--screen", "Measuring", "--project", file],
                                      screens: [.viewController(named: "Measuring") { MeasuringViewController(heard: heard) }])
        }
        #expect(status == 0, "\(capture.standardOutput)\(capture.standardError)")
        let measured = try #require(heard["en"]?.first.flatMap(Double.init))
        #expect(measured > 0)
        let frames = try project.baseline("Measuring/iphone-15-pro-portrait/en-large.json")
        let views = try #require(frames["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "box" }?["frame"] as? [Double])
        let label = try #require(views.first { $0["id"] as? String == "label" }?["frame"] as? [Double])
        #expect(box[2] == measured.rounded(.up))
        // Baselines keep three decimals.
        #expect(abs(label[2] - (measured * 3).rounded(.up) / 3) < 0.001)
    }

    @Test func aMissingKeyIsReportedWithItsTableFile() async throws {
        let project = try SwiftScreensProject()
        try project.folder.write("Strings/de.lproj/Profile.strings", "\"profile.edit\" = \"Profil bearbeiten\";\n")
        let result = await project.run(["test", "--screen", "Profile", "--locale", "de"])
        #expect(result.status == 1, "\(result.out)\(result.err)")
        // Told once per key, at the line of the table that has it (English Profile.strings, line 1)…
        #expect(result.out.contains("  missing string 'profile.subtitle' in de (Profile: en has it at Strings/en.lproj/Profile.strings:1) — 1 scenario\n"),
                "\(result.out)")
        // …and report.json names the German table searched.
        let report = try RunReport.decode(Data(contentsOf: project.folder.url.appendingPathComponent(".layoutcheck/report.json")), file: "report.json")
        #expect(report.results.first?.blockers == ["missing string 'profile.subtitle' in table 'Profile' for locale de (searched: Strings/de.lproj/Profile.strings)"])
        // Shown as ?s, never as the key.
        #expect(project.shown["de"]?[1] == String(repeating: "?", count: "profile.subtitle".count))
    }

    @Test func aSwiftScreenGoesThroughListTestReviewApprove() async throws {
        let project = try SwiftScreensProject(locales: ["en", "de"])
        let listed = await project.run(["list"])
        #expect(listed.status == 0, "\(listed.err)")
        #expect(listed.out == """
            badge/iphone-15-pro-portrait/en-large
            badge/iphone-15-pro-portrait/de-large
            Profile/iphone-15-pro-portrait/en-large
            Profile/iphone-15-pro-portrait/de-large

            """)

        // No baselines yet: test says so (3) and keeps the actual output for approve.
        let first = await project.run(["test"])
        #expect(first.status == 3, "\(first.out)\(first.err)")
        let report = try String(contentsOf: project.folder.url.appendingPathComponent(".layoutcheck/report.json"), encoding: .utf8)
        #expect(report.contains("\"Profile/iphone-15-pro-portrait/de-large\""))

        let review = await project.run(["review"])
        #expect(review.status == 0, "\(review.err)")
        let page = try String(contentsOf: project.folder.url.appendingPathComponent(".layoutcheck/report/index.html"), encoding: .utf8)
        #expect(page.contains("Profile/iphone-15-pro-portrait/en-large"))

        let approved = await project.run(["approve", "--screen", "Profile"])
        #expect(approved.status == 0, "\(approved.out)\(approved.err)")
        #expect(FileManager.default.fileExists(atPath: project.folder.url.appendingPathComponent(
            "Baselines/Profile/iphone-15-pro-portrait/de-large.json").path))
        let approvedBadge = await project.run(["approve", "--screen", "badge"])
        #expect(approvedBadge.status == 0)

        let passing = await project.run(["test"])
        #expect(passing.status == 0, "\(passing.out)\(passing.err)")
    }

    @Test func findingsAndAnnotationsNameTheBuildersFileAndLine() async throws {
        // A view placed 50 pt left of the window is off screen; its finding has no declaration of
        // its own, so it names the line the screen is registered at.
        let project = try SwiftScreensProject(locales: ["en"])
        let capture = CommandOutput.Capture()
        let file = project.folder.url.appendingPathComponent("layoutcheck.yml").path
        let line = #line + 3
        let status = await CommandOutput.$capture.withValue(capture) {
            await LayoutCheckMain.run(["audit", "--screen", "Wide", "--project", file], screens: [
                .view(named: "Wide") {
                    let root = UIView()
                    let bar = UIView()
                    bar.accessibilityIdentifier = "bar"
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(bar)
                    NSLayoutConstraint.activate([
                        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -50),
                        bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                        bar.widthAnchor.constraint(equalToConstant: 100), bar.heightAnchor.constraint(equalToConstant: 10),
                    ])
                    return root
                },
            ])
        }
        #expect(status == 1)
        #expect(capture.standardOutput.contains("offscreen — bar: "), "\(capture.standardOutput)")
        #expect(capture.standardOutput.contains("(LayoutCheckTests/SwiftScreensTests.swift:\(line))"), "\(capture.standardOutput)")
    }

    @Test func thePlainCommandWithoutTheScreensSaysHowToRunThem() async throws {
        let project = try SwiftScreensProject()
        // The plain executable delegates; told it was delegated to already, it stops instead.
        let product = try #require(try Project.load(project.folder.url.appendingPathComponent("layoutcheck.yml")).swiftProduct)
        #expect(product.product == "AppScreens")
        let capture = CommandOutput.Capture()
        let status = CommandOutput.$capture.withValue(capture) {
            SwiftScreensDelegation.run(SwiftScreensNeeded(product: product, projectFile: "layoutcheck.yml"),
                                       arguments: ["list"], environment: [SwiftScreens.delegationVariable: "AppScreens"])
        }
        #expect(status == 2)
        #expect(capture.standardError.contains("the product 'AppScreens' ran but registered no Swift screens"), "\(capture.standardError)")
    }

    @Test func aSwiftScreenNamedAsAFileScreenIsAnErrorAtItsLine() async throws {
        let project = try SwiftScreensProject()
        let capture = CommandOutput.Capture()
        let file = project.folder.url.appendingPathComponent("layoutcheck.yml").path
        let status = await CommandOutput.$capture.withValue(capture) {
            await LayoutCheckMain.run(["list", "--project", file], screens: [.view(named: "badge") { UIView() }])
        }
        #expect(status == 2)
        #expect(capture.standardError.contains("LayoutCheckTests/SwiftScreensTests.swift:\(#line - 3): error: the Swift screen 'badge' has the name of the screen of Screens/badge.layout.yaml"),
                "\(capture.standardError)")
        let unnamed = CommandOutput.Capture()
        let unnamedStatus = await CommandOutput.$capture.withValue(unnamed) {
            await LayoutCheckMain.run(["list", "--project", file], screens: [.view(named: " ") { UIView() }])
        }
        #expect(unnamedStatus == 2)
        #expect(unnamed.standardError.contains("LayoutCheckTests/SwiftScreensTests.swift:\(#line - 3): error: a Swift screen needs a name"),
                "\(unnamed.standardError)")
    }

    @Test func projectErrorsOfTheSwiftEntry() throws {
        let folder = try TemporaryFolder()
        func error(_ yaml: String) -> String {
            do {
                _ = try Project.parse(text: yaml, file: "layoutcheck.yml", root: folder.url)
                return ""
            } catch {
                return "\(error)"
            }
        }
        let matrix = "matrix:\n  devices: [\"iPhone 15 Pro\"]\n  locales: [en]\n"
        #expect(error("swift:\n  product: AppScreens\n" + matrix)
            == "layoutcheck.yml:2:3: error: swift: no Package.swift beside the project file: name the package's folder with `package:`")
        try folder.write("Package.swift", "")
        #expect(error("swift:\n  product: ../evil\n" + matrix).contains("swift.product must be the name of an executable product"))
        #expect(error("swift:\n  product: App\n  package: nowhere\n" + matrix)
            == "layoutcheck.yml:3:12: error: swift.package: no Package.swift in 'nowhere'")
        #expect(error("swift:\n  product: App\n" + matrix) == "")
        #expect(error(matrix).contains("screens"))
    }
}
