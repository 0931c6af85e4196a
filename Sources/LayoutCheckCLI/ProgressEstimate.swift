import Foundation

/// The time a run has left, from the rate it is measured to go at. A run's cost is uneven: the
/// matrix's order puts cheap frames-only scenarios beside PNG ones, some screens cost ten times
/// others, and results come back in matrix order in bursts. The average since the start keeps
/// the pace of a cheap first stretch for the whole run (and averaging rates over time would too:
/// a fast second counts as much as a slow one). The rate here is scenarios done over the last
/// `window` seconds, measured from the newest observation at least that old: a burst of results
/// counts for the time it took, and the pace of the last stretch sets the estimate.
struct ProgressEstimate: Sendable, Equatable {
    /// The stretch of time the rate is measured over.
    let window: TimeInterval
    /// Observations, oldest first; `samples[head]` is the newest at least `window` before the last.
    private var samples: [Sample] = [Sample(elapsed: 0, done: 0)]
    private var head = 0

    struct Sample: Sendable, Equatable {
        var elapsed: TimeInterval
        var done: Int
    }

    init(window: TimeInterval = 10) {
        self.window = window
    }

    /// Takes the count done after `elapsed` seconds since the run started.
    mutating func observe(done: Int, elapsed: TimeInterval) {
        if let last = samples.last, last.elapsed == elapsed {
            samples[samples.count - 1].done = done
        } else {
            samples.append(Sample(elapsed: elapsed, done: done))
        }
        // Keep one observation at least a window old as the rate's start.
        while head + 1 < samples.count - 1 && elapsed - samples[head + 1].elapsed >= window { head += 1 }
        // Dropped in bulk, not one by one: thousands of results can arrive within a window.
        if head > 1024 {
            samples.removeFirst(head)
            head = 0
        }
    }

    /// Scenarios per second over the last window (since the start in a run younger than that).
    var rate: Double? {
        let first = samples[head]
        guard let last = samples.last, last.elapsed > first.elapsed, last.done > first.done else { return nil }
        return Double(last.done - first.done) / (last.elapsed - first.elapsed)
    }

    /// Seconds until `total` at that rate; nil before anything is done.
    func secondsLeft(done: Int, total: Int) -> TimeInterval? {
        guard let rate else { return nil }
        return Double(max(total - done, 0)) / rate
    }
}
