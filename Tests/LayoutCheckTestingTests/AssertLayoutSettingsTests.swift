// assertLayout with the project's settings: its audit policy and the app's fonts; where a
// failing run's output goes; what it says when only audits fail.
import Foundation
import LayoutCheckTesting
import Testing
import UIKitCompat

/// A bar hanging 50 pt off the window's leading edge: the `offscreen` audit's error whatever the
/// baselines say.
func makeOverhangingView() -> UIView {
    let view = UIView()
    let bar = UIView()
    bar.accessibilityIdentifier = "overhang"
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -50),
        bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        bar.widthAnchor.constraint(equalToConstant: 100),
        bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    return view
}

/// A project file in `scratch` with an exception for the overhang, and one screen (the file needs
/// one; assertLayout reads only its settings).
func writeProject(in scratch: ScratchFolder, audits: String) throws -> URL {
    let fm = FileManager.default
    try fm.createDirectory(at: scratch.url.appendingPathComponent("Project/Screens"), withIntermediateDirectories: true)
    try Data("views:\n  - view: box\nconstraints:\n  - box.width == 10\n".utf8)
        .write(to: scratch.url.appendingPathComponent("Project/Screens/box.layout.yaml"))
    let file = scratch.url.appendingPathComponent("Project/layoutcheck.yml")
    try Data("""
        screens: [Screens]
        matrix:
          devices: [iPhone 15 Pro]
          locales: [en]
        \(audits)
        """.utf8).write(to: file)
    return file
}

@Suite(.serialized) struct AssertLayoutSettingsTests {
    /// Baselines recorded with the overhang match the next run; the audit still fails it, and the
    /// message says so instead of suggesting a re-record that could not help.
    @Test func onlyAuditsFailingSaysAuditFindings() async throws {
        let scratch = try ScratchFolder()
        await withKnownIssue {
            await assertLayout(of: makeOverhangingView(), as: .frames, record: true, snapshotDirectory: scratch.url)
        }
        await withKnownIssue {
            await assertLayout(of: makeOverhangingView(), as: .frames, snapshotDirectory: scratch.url)
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.hasPrefix("Layout has audit findings (1 of 1 scenario):")
                && text.contains("offscreen — overhang")
                && !text.contains("re-record") && !text.contains("does not match")
        }
    }

    /// The project's exception, with its reason, accepts the finding: the run passes.
    @Test func theProjectsAuditPolicyApplies() async throws {
        let scratch = try ScratchFolder()
        let project = try writeProject(in: scratch, audits: """
            audits:
              exceptions:
                - audit: offscreen
                  view: overhang
                  reason: the bar slides in from the edge on purpose
            """)
        await withKnownIssue {
            await assertLayout(of: makeOverhangingView(), as: .frames, record: true, snapshotDirectory: scratch.url, project: project.path)
        }
        let report = await assertLayout(of: makeOverhangingView(), as: .frames, snapshotDirectory: scratch.url, project: project.path)
        #expect(report?.results.map(\.status) == [.passed])
        #expect(report?.results.first?.findings.isEmpty == true)
    }

    /// A bad project file fails at the call, naming the file's line.
    @Test func aBadProjectFileIsReported() async throws {
        let scratch = try ScratchFolder()
        let project = try writeProject(in: scratch, audits: "audits:\n  offscreen: loud\n")
        await withKnownIssue {
            await assertLayout(of: makeOverhangingView(), as: .frames, snapshotDirectory: scratch.url, project: project.path)
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.contains("layoutcheck.yml:6:14: error: audits.offscreen must be error, warning or off, not 'loud'")
        }
    }

    /// A label in the app's own font (Noto Serif Bold stands in: Debian installs it beside the
    /// pinned fonts without pinning it) fails without `fonts:`, and is measured in it with:
    /// "aaaa" is 4 × 599/1000 × 17 = 40.732 → 41 wide on the SE's @2x grid, (1069 + 293)/1000 × 17 =
    /// 23.154 → 23.5 tall (the font's hmtx and hhea).
    @Test func theAppsFontsAreMeasuredInThem() async throws {
        let scratch = try ScratchFolder()
        let make: @Sendable () -> UIView = {
            let view = UIView()
            let label = UILabel()
            label.accessibilityIdentifier = "brand"
            label.text = "aaaa"
            label.font = UIFont(family: "NotoSerif-Bold", size: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            ])
            return view
        }
        await withKnownIssue {
            await assertLayout(of: make(), as: .frames, record: true, on: ["iPhone SE (3rd generation)"], snapshotDirectory: scratch.url)
        } matching: { issue in
            // The error names the view that asks for the font.
            issue.comments.first?.rawValue.contains("'brand': unknown font 'NotoSerif-Bold'") == true
        }
        await withKnownIssue {
            await assertLayout(of: make(), as: .frames, record: true, on: ["iPhone SE (3rd generation)"], snapshotDirectory: scratch.url,
                               fonts: ["/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"])
        }
        let file = try #require(scratch.files().first)
        let stored = try FramesSnapshot.decode(Data(contentsOf: scratch.url.appendingPathComponent(file)), file: file)
        // At the SE's 16 pt margin and 20 pt safe top; stored in pixels (× 2).
        #expect(stored.views.filter { $0.id == "brand" }.map { [$0.x, $0.y, $0.width, $0.height] } == [[32, 40, 82, 47]])
    }

    /// A font iOS ships, by `UIFont(name:size:)`, is measured in its stand-in with no `fonts:`:
    /// "let x = 1" in Menlo-Regular 13 pt is 9 × 1233/2048 × 13 = 70.44 → 70.5 wide and
    /// (1901 + 483)/2048 × 13 = 15.13 → 15.5 tall (DejaVu Sans Mono, Menlo's metrics).
    @Test func fontsIOSShipsAreMeasuredWithoutFontFiles() async throws {
        let scratch = try ScratchFolder()
        let make: @Sendable () -> UIView = {
            let view = UIView()
            let label = UILabel()
            label.accessibilityIdentifier = "code"
            label.text = "let x = 1"
            label.font = UIFont(name: "Menlo-Regular", size: 13)
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            ])
            return view
        }
        await withKnownIssue {
            await assertLayout(of: make(), as: .frames, record: true, on: ["iPhone SE (3rd generation)"], snapshotDirectory: scratch.url)
        }
        let file = try #require(scratch.files().first)
        let stored = try FramesSnapshot.decode(Data(contentsOf: scratch.url.appendingPathComponent(file)), file: file)
        // At the SE's 16 pt margin and 20 pt safe top; stored in pixels (× 2).
        #expect(stored.views.filter { $0.id == "code" }.map { [$0.x, $0.y, $0.width, $0.height] } == [[32, 40, 141, 31]])
        // Once the text engine has started, UIFont reads a shipped font back as iOS does, with the
        // iOS family's line box: Helvetica Neue's (952 + 213 + 28)/1000 × 14 = 16.702.
        let light = try #require(UIFont(name: "HelveticaNeue-LightItalic", size: 14))
        #expect(light.familyName == "Helvetica Neue")
        #expect(light.fontName == "HelveticaNeue-LightItalic")
        #expect(light.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(abs(light.lineHeight - 16.702) < 0.01, "\(light.lineHeight)")
    }

    /// A failing run's actual output goes under this package's `.layoutcheck/`, and the message
    /// names folders that exist.
    @Test func actualOutputGoesUnderThePackage() async throws {
        let scratch = try ScratchFolder()
        await withKnownIssue {
            await assertLayout(of: makeBadgeView(spacing: 8), as: .frames, record: true, snapshotDirectory: scratch.url)
        }
        // Tests/LayoutCheckTestingTests/<this file> → the package root is two folders up.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let expected = package.appendingPathComponent(".layoutcheck/AssertLayoutSettingsTests/actual/actualOutputGoesUnderThePackage")
            .standardizedFileURL.path
        await withKnownIssue {
            await assertLayout(of: makeBadgeView(spacing: 12), as: .frames, snapshotDirectory: scratch.url)
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            let named = text.split(separator: "\n").filter { $0.hasPrefix("actual output: ") }
            return named == ["actual output: \(expected)"] && text.contains("re-record:")
        }
        #expect(FileManager.default.fileExists(atPath: expected))
    }
}
