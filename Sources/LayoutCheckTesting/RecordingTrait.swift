#if canImport(Testing)
import Testing

/// Record mode for every `assertLayout` in a test or suite, as a Swift Testing trait.
public struct LayoutRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    public let record: Bool
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await LayoutRecording.$scoped.withValue(record) { try await function() }
    }
}

extension Trait where Self == LayoutRecordingTrait {
    /// `@Test(.recordingLayouts)`: the test's `assertLayout` calls record (and fail) without
    /// their own `record:` argument; `.recordingLayouts(false)` compares even under `LAYOUTCHECK_RECORD=1`.
    public static var recordingLayouts: Self { LayoutRecordingTrait(record: true) }
    public static func recordingLayouts(_ record: Bool) -> Self { LayoutRecordingTrait(record: record) }
}
#endif
