import Foundation
import Testing
@testable import LayoutCheckCLI

/// The time left is estimated from the rate measured over the last stretch of the run, on a
/// fake clock here: a run whose cheap first part would make the average since the start
/// promise far less time than the rest takes.
@Suite struct ProgressEstimateTests {
    @Test func aSlowerSecondHalfIsEstimatedAtItsOwnPace() {
        var estimate = ProgressEstimate(window: 10)
        // 200 cheap scenarios at 100/s (2 s), then 10/s: 20 s later, 400 of 1,000 are done.
        for i in 1...200 { estimate.observe(done: i, elapsed: Double(i) / 100) }
        #expect(estimate.rate == 100)
        for i in 1...200 { estimate.observe(done: 200 + i, elapsed: 2 + Double(i) / 10) }
        // The last 10 s (from 12 s to 22 s) did 100 scenarios: 10/s, so 600 left take 60 s.
        // The average since the start, 400 / 22 s = 18.2/s, would have said 33 s.
        #expect(estimate.rate == 10)
        #expect(estimate.secondsLeft(done: 400, total: 1000) == 60)
    }

    @Test func resultsInBurstsCountForTheTimeTheyTook() {
        var estimate = ProgressEstimate(window: 10)
        // Results come back in matrix order: nothing for 3 s, then 30 at once, three times.
        for burst in 1...3 {
            for k in 1...30 { estimate.observe(done: (burst - 1) * 30 + k, elapsed: Double(burst) * 3) }
        }
        // 90 in 9 s: 10/s, not the burst's instant; 910 of 1,000 left take 91 s.
        #expect(estimate.rate == 10)
        #expect(estimate.secondsLeft(done: 90, total: 1000) == 91)
        #expect(ProgressEstimate().secondsLeft(done: 0, total: 10) == nil)
    }

    @Test func theLineSaysTheTimeLeftInMinutesWhenLong() {
        var estimate = ProgressEstimate(window: 10)
        // 30 scenarios in 20 s: 1.5/s over the last 10 s (15 done between 10 s and 20 s).
        for i in 1...30 { estimate.observe(done: i, elapsed: Double(i) * 2 / 3) }
        // 270 left at 1.5/s: 180 s.
        #expect(ProgressPrinter.progress(done: 30, total: 300, failures: 2, elapsed: 20, estimate: estimate)
            == "30/300 scenarios (10%), 2 failed, 2/s, about 3 min left")
        #expect(ProgressPrinter.duration(44.2) == "45 s")
        #expect(ProgressPrinter.duration(200) == "3 min 20 s")
        #expect(ProgressPrinter.duration(3_900) == "1 h 5 min")
    }
}
