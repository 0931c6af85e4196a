// Unified logging as app and library code writes it (scenee/FloatingPanel at 7efcc76,
// Sources/Logging.swift and Core.swift: `os_log(msg, log: devLog, type: .debug, "…")` with
// `msg = "%{public}@"` and `OSLog.disabled`; `Logger` with privacy as iOS 14 code writes it).
import Testing
@testable import UIKitCompat

@Suite struct UnifiedLoggingTests {
    @Test func formatsFillConversionsInOrderAndReadPastPrivacyAndWidth() {
        #expect(OSLogFormat.format("%{public}@", ["state changed: full -> half"]) == "state changed: full -> half")
        #expect(OSLogFormat.format("%d of %{private}s at %5.1f%%", [3, "cells", 2.5]) == "3 of cells at 2.5%")
        // More conversions than arguments: the missing ones print nothing, as nothing is known of them.
        #expect(OSLogFormat.format("%@ and %@", ["one"]) == "one and ")
        #expect(OSLogFormat.format("%lld rows", [Int64(12)]) == "12 rows")
    }

    @Test func onlyErrorsAndFaultsAreShownAndADisabledLogShowsNothing() {
        let log = OSLog(subsystem: "com.example.app", category: "layout")
        #expect(!log.isEnabled(type: .debug) && !log.isEnabled(type: .info) && !log.isEnabled(type: .default))
        #expect(log.isEnabled(type: .error) && log.isEnabled(type: .fault))
        #expect(!OSLog.disabled.isEnabled(type: .fault))
        // Written as apps write them; a debug message goes nowhere and does not trap.
        os_log("%{public}@", log: log, type: .debug, "Update safeAreaInsets")
        os_log(.info, log: .default, "%d cells", 4)
    }

    @Test func loggerMessagesInterpolateWithPrivacy() {
        let count = 3
        let name: String? = nil
        let message: OSLogMessage = "loaded \(count, privacy: .public) rows for \(name, privacy: .private(mask: .hash))"
        #expect(message.text == "loaded 3 rows for nil")
        let logger = Logger(subsystem: "com.example.app", category: "feed")
        logger.debug("laid out \(count) rows")
        logger.info("done")
    }
}
