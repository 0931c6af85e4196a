// assertLayout from Swift Testing, as an app's test target calls it: public products only.
import Foundation
import LayoutCheckTesting
import Testing

@Suite(.serialized) struct AssertLayoutTests {
    /// Against the baselines committed beside this file, in the default folder
    /// `__Snapshots__/AssertLayoutTests/<test name>/`. Their frames are the hand-derived ones: on
    /// an SE (375 × 667 at 2×, safe top 20, side margins 16) the icon is at x 16, y 20 + 16 = 36,
    /// 40 × 40; the bar starts 8 after it (x 64), ends at the margin 359 (295 wide) and is centred
    /// on the icon: y 36 + 20 − 4 = 52. Stored in pixels: × 2.
    @Test func passesAgainstBaselinesInTheDefaultFolder() async throws {
        let report = await assertLayout(of: makeBadgeView(spacing: 8), as: .frames, on: ["iPhone SE (3rd generation)"])
        #expect(report?.results.map(\.status) == [.passed])
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertLayoutTests/passesAgainstBaselinesInTheDefaultFolder")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count == 1)
        let file = try #require(files.first)
        let snapshot = try FramesSnapshot.decode(Data(contentsOf: folder.appendingPathComponent(file)), file: file)
        let frames = snapshot.views.filter { ["icon", "bar"].contains($0.id) }.map { [$0.x, $0.y, $0.width, $0.height] }
        #expect(frames == [[32, 72, 80, 80], [128, 104, 590, 16]])
    }

    /// A recording run writes every baseline and fails, so it cannot pass by accident; the next
    /// run compares. A 20 pt gap instead of 8 then fails at the call site with the harness's
    /// grouped summary: both devices changed the same way, so one group of two scenarios.
    @Test func recordsThenFailsAtTheCallSiteWithTheGroupedMessage() async throws {
        let scratch = try ScratchFolder()
        await withKnownIssue {
            await assertLayout(of: makeBadgeView(spacing: 8), as: .frames, record: true, on: twoDevices,
                               snapshotDirectory: scratch.url)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Record mode is on: recorded 2 scenarios") == true
        }
        #expect(scratch.files().count == 2)
        #expect(scratch.files().allSatisfy { $0.hasPrefix("recordsThenFailsAtTheCallSiteWithTheGroupedMessage/") })

        let same = await assertLayout(of: makeBadgeView(spacing: 8), as: .frames, on: twoDevices, snapshotDirectory: scratch.url)
        #expect(same?.results.map(\.status) == [.passed, .passed])

        let line = #line + 3
        let column = 31  // #column as a default argument: the call's opening parenthesis
        await withKnownIssue {
            await assertLayout(of: makeBadgeView(spacing: 20), as: .frames, on: twoDevices, snapshotDirectory: scratch.url)
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return issue.sourceLocation?.line == line && issue.sourceLocation?.column == column
                && issue.sourceLocation?.fileID.hasSuffix("AssertLayoutTests.swift") == true
                && text.hasPrefix("Layout does not match the baselines in ")
                && text.contains("(2 of 2 scenarios)")
                && text.contains("changes: 2 scenarios in 1 group of identical changes")
                && text.contains("bar: moved +12 pt x, resized −12 pt w")
                && text.contains("re-record: LAYOUTCHECK_RECORD=1 swift test --filter recordsThenFailsAtTheCallSiteWithTheGroupedMessage")
                && !text.contains("layoutcheck approve")
        }
        // A failing run never touches the baselines.
        #expect(scratch.files().count == 2)
    }

    /// Without baselines the first run records them and fails, as swift-snapshot-testing does.
    @Test func missingBaselinesAreRecordedAndFail() async throws {
        let scratch = try ScratchFolder()
        await withKnownIssue {
            await assertLayout(of: makeBadgeView(spacing: 8), as: [.frames, .image], named: "both", on: ["iPhone 15 Pro"],
                               snapshotDirectory: scratch.url)
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.contains("missing baselines: 1 scenario") && text.contains("recorded the missing baselines (1)")
        }
        #expect(scratch.files().map { ($0 as NSString).pathExtension }.sorted() == ["json", "png"])
        #expect(scratch.files().allSatisfy { $0.hasPrefix("missingBaselinesAreRecordedAndFail.both/") })
        let again = await assertLayout(of: makeBadgeView(spacing: 8), as: [.frames, .image], named: "both", on: ["iPhone 15 Pro"],
                                       snapshotDirectory: scratch.url)
        #expect(again?.results.map(\.status) == [.passed])
    }

    /// The `.recordingLayouts` trait turns record mode on for the test's assertions.
    @Test(.recordingLayouts) func traitRecords() async throws {
        let scratch = try ScratchFolder()
        await withKnownIssue {
            await assertLayout(of: makeBadgeView(spacing: 8), as: .frames, on: ["iPhone 15 Pro"], snapshotDirectory: scratch.url)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Record mode is on: recorded 1 scenario") == true
        }
        #expect(scratch.files().count == 1)
        // The argument still wins over the trait: compared, and equal.
        let compared = await assertLayout(of: makeBadgeView(spacing: 8), as: .frames, record: false, on: ["iPhone 15 Pro"],
                                          snapshotDirectory: scratch.url)
        #expect(compared?.results.map(\.status) == [.passed])
    }

    /// Record mode from the environment, and the argument overriding it.
    @Test func recordModeComesFromTheArgumentOrTheEnvironment() {
        #expect(LayoutRecording.isOn(nil, environment: ["LAYOUTCHECK_RECORD": "1"]))
        #expect(LayoutRecording.isOn(nil, environment: ["LAYOUTCHECK_RECORD": "true"]))
        #expect(!LayoutRecording.isOn(nil, environment: ["LAYOUTCHECK_RECORD": "0"]))
        #expect(!LayoutRecording.isOn(nil, environment: [:]))
        #expect(!LayoutRecording.isOn(false, environment: ["LAYOUTCHECK_RECORD": "1"]))
        #expect(LayoutRecording.isOn(true, environment: [:]))
    }
}

@Suite struct ViewControllerTests {
    /// A view controller's view, loaded through viewDidLoad: the badge fills it, so inside the
    /// badge (which fills the 375 × 667 SE window, safe top 20, and has the default 8 pt margins
    /// plus the safe area on top) the icon is at x 8, y 20 + 16 = 36, and the bar from 8 + 40 + 8 =
    /// 56 to 375 − 8 = 367 (311 wide) at y 52. In pixels: × 2.
    @Test func viewControllerScreens() async throws {
        let scratch = try ScratchFolder()
        await withKnownIssue {
            await assertLayout(of: .viewController { BadgeViewController() }, as: .frames, record: true,
                               on: ["iPhone SE (3rd generation)"], snapshotDirectory: scratch.url)
        }
        let file = try #require(scratch.files().first)
        #expect(file.hasPrefix("viewControllerScreens/"))
        let stored = try FramesSnapshot.decode(Data(contentsOf: scratch.url.appendingPathComponent(file)), file: file)
        #expect(stored.views.filter { ["icon", "bar"].contains($0.id) }.map { [$0.x, $0.y, $0.width, $0.height] }
                == [[16, 72, 80, 80], [112, 104, 622, 16]])
    }
}

@Suite struct StrategyTests {
    /// A strategy written for another value adapts by `pullback`: here the frames of the bar
    /// alone, taken from each scenario's frames. Its baseline holds that view only, and a change
    /// elsewhere would not fail it.
    @Test func pulledBackStrategyStoresWhatItSnapshots() async throws {
        let barOnly = Snapshotting<FramesSnapshot, FramesSnapshot>(
            pathExtension: "json",
            snapshot: { frames in
                var only = frames
                only.views = frames.views.filter { $0.id == "bar" }
                return only
            },
            diffing: Snapshotting<ScenarioOutput, FramesSnapshot>.frames.diffing
        ).pullback { (output: ScenarioOutput) in output.frames }
        let scratch = try ScratchFolder()
        await withKnownIssue {
            await assertLayout(of: makeBadgeView(spacing: 8), as: barOnly, record: true, on: ["iPhone SE (3rd generation)"],
                               snapshotDirectory: scratch.url)
        }
        let file = try #require(scratch.files().first)
        let stored = try FramesSnapshot.decode(Data(contentsOf: scratch.url.appendingPathComponent(file)), file: file)
        // The bar as derived in passesAgainstBaselinesInTheDefaultFolder, in pixels.
        #expect(stored.views.map { [$0.x, $0.y, $0.width, $0.height] } == [[128, 104, 590, 16]])
        let again = await assertLayout(of: makeBadgeView(spacing: 8), as: barOnly, on: ["iPhone SE (3rd generation)"],
                                       snapshotDirectory: scratch.url)
        #expect(again?.results.map(\.status) == [.passed])
    }
}
