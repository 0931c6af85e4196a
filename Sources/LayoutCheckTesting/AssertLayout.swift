import Foundation

/// Record mode for `assertLayout`: the `record:` argument wins; then a Swift Testing trait on
/// the test or suite (`@Test(.recordingLayouts)`); then the `LAYOUTCHECK_RECORD` environment
/// variable (`1`, `true`, `yes`), which turns it on for a whole run.
public enum LayoutRecording {
    public static let environmentVariable = "LAYOUTCHECK_RECORD"

    /// Set for the duration of a test by the `.recordingLayouts` trait.
    @TaskLocal static var scoped: Bool?

    /// Whether record mode is on, from the argument, the trait or the environment.
    public static func isOn(_ argument: Bool?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let argument { return argument }
        if let scoped { return scoped }
        let value = (environment[environmentVariable] ?? "").lowercased()
        return ["1", "true", "yes"].contains(value)
    }
}

/// Lays out a view through a matrix of devices, locales, text sizes and orientations and
/// compares each scenario with its baselines, as swift-snapshot-testing's `assertSnapshot`:
///
/// ```swift
/// @Test func profile() async {
///     await assertLayout(of: makeProfileView(), as: .frames, on: ["iPhone SE (3rd generation)", "iPhone 15 Pro"],
///                        orientations: [.portrait, .landscape])
/// }
/// ```
///
/// The view is built anew for every scenario. Baselines live beside the test file, in
/// `__Snapshots__/<TestFileName>/<testName>/<device>-<orientation>/<locale>-<size>.json|png`.
/// A difference is reported at the call site (Swift Testing's `Issue.record`, or `XCTFail`)
/// with the harness's grouped summary; missing baselines are recorded and reported, and a
/// recording run (`record: true` or `LAYOUTCHECK_RECORD=1`) writes every baseline and fails,
/// so recording is never mistaken for passing.
///
/// `project:` names the app's `layoutcheck.yml` (relative to the package root, the nearest folder
/// above the test file with a `Package.swift`): its audit policy — severities, exceptions with
/// their reasons, known findings — its fonts and its string tables apply. `fonts:` adds font files
/// or folders (relative to the package root), so text in the app's own fonts is measured in them.
/// Actual output and diffs of a failing run go to `<package root>/.layoutcheck/<TestFileName>/`
/// (`LAYOUTCHECK_ARTIFACTS` names another folder).
@discardableResult
public func assertLayout<Format: Equatable & Sendable>(
    of view: @autoclosure @escaping @Sendable () throws -> View, as strategy: Snapshotting<ScenarioOutput, Format>,
    named name: String? = nil, record: Bool? = nil, on devices: [String] = ["iPhone 15 Pro"], locales: [String] = ["en"],
    sizes: [ContentSizeCategory] = [.large], orientations: [Orientation] = [.portrait], strings: [URL] = [],
    snapshotDirectory: URL? = nil, project: String? = nil, fonts: [String] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) async -> RunReport? {
    await LayoutAssertion(
        screen: ScreenSource.swift("view") { _ in try view() }, strategies: [AnySnapshotting(strategy)], name: name,
        record: record, matrix: ScreenMatrix(devices: devices, orientations: orientations, locales: locales, strings: strings), sizes: sizes,
        snapshotDirectory: snapshotDirectory, testName: testName,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), project: project, fonts: fonts).run()
}

/// `assertLayout` with several strategies, e.g. `as: [.frames, .image]`.
@discardableResult
public func assertLayout(
    of view: @autoclosure @escaping @Sendable () throws -> View, as strategies: [AnySnapshotting],
    named name: String? = nil, record: Bool? = nil, on devices: [String] = ["iPhone 15 Pro"], locales: [String] = ["en"],
    sizes: [ContentSizeCategory] = [.large], orientations: [Orientation] = [.portrait], strings: [URL] = [],
    snapshotDirectory: URL? = nil, project: String? = nil, fonts: [String] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) async -> RunReport? {
    await LayoutAssertion(
        screen: ScreenSource.swift("view") { _ in try view() }, strategies: strategies, name: name, record: record,
        matrix: ScreenMatrix(devices: devices, orientations: orientations, locales: locales, strings: strings), sizes: sizes,
        snapshotDirectory: snapshotDirectory, testName: testName,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), project: project, fonts: fonts).run()
}

/// `assertLayout` of a screen: one built from localized strings (`ScreenSource.swift`), a
/// screen file, or an Interface Builder scene.
@discardableResult
public func assertLayout<Format: Equatable & Sendable>(
    of screen: ScreenSource, as strategy: Snapshotting<ScenarioOutput, Format>,
    named name: String? = nil, record: Bool? = nil, on devices: [String] = ["iPhone 15 Pro"], locales: [String] = ["en"],
    sizes: [ContentSizeCategory] = [.large], orientations: [Orientation] = [.portrait], strings: [URL] = [],
    snapshotDirectory: URL? = nil, project: String? = nil, fonts: [String] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) async -> RunReport? {
    await LayoutAssertion(
        screen: screen, strategies: [AnySnapshotting(strategy)], name: name, record: record,
        matrix: ScreenMatrix(devices: devices, orientations: orientations, locales: locales, strings: strings), sizes: sizes,
        snapshotDirectory: snapshotDirectory, testName: testName,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), project: project, fonts: fonts).run()
}

/// `assertLayout` of a screen with several strategies, e.g. `as: [.frames, .image]`.
@discardableResult
public func assertLayout(
    of screen: ScreenSource, as strategies: [AnySnapshotting],
    named name: String? = nil, record: Bool? = nil, on devices: [String] = ["iPhone 15 Pro"], locales: [String] = ["en"],
    sizes: [ContentSizeCategory] = [.large], orientations: [Orientation] = [.portrait], strings: [URL] = [],
    snapshotDirectory: URL? = nil, project: String? = nil, fonts: [String] = [], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) async -> RunReport? {
    await LayoutAssertion(
        screen: screen, strategies: strategies, name: name, record: record,
        matrix: ScreenMatrix(devices: devices, orientations: orientations, locales: locales, strings: strings), sizes: sizes,
        snapshotDirectory: snapshotDirectory, testName: testName,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), project: project, fonts: fonts).run()
}
