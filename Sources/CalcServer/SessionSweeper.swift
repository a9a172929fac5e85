import CalcSessions
import Dispatch
import Foundation
import Logging
import Synchronization

/// Keeps the store within the session lifetime and the cap without stalling a request.
///
/// Sweeps run on one background queue in steps of ``SessionDefaults/sweepBatch`` sessions, each a
/// short transaction, so requests interleave with them. A sweep is due once a
/// ``SessionDefaults/sweepInterval`` (idle sessions), and whenever new sessions have added
/// ``SessionDefaults/capSlack`` of the cap since the last one began.
///
/// New sessions keep coming while a sweep waits for the store; under a flood, with a small cap,
/// more than the slack. So a sweep leaves room below the cap for as many, beyond the slack, as came
/// while the one before it ran (up to half the cap): a steady flood then takes the store about the
/// slack past `--max-sessions`, and the store holds fewer sessions than the cap only while the
/// flood lasts. What comes while the sweep's thread or the store is stalled (a saturated CPU)
/// still adds to that; `Tests/Benchmarks/session-cap-flood.py` measures it.
final class SessionSweeper: Sendable {
    private let store: any SessionStore
    private let lifetime: Int
    private let cap: Int
    private let logger: Logger
    private let queue = DispatchQueue(label: "calculator.session-sweep")
    /// Whether a sweep is queued or running.
    private let sweeping = Atomic<Bool>(false)
    /// The time of the newest sweep asked for and not yet begun.
    private let pending = Mutex<Date?>(nil)
    /// New sessions since the last sweep began.
    private let newSessions = Atomic<Int>(0)
    /// When the next timed sweep is due, in seconds since 1970.
    private let nextTimedSweep = Atomic<Int>(0)
    /// How far below the cap the next sweep trims: the new sessions beyond the slack that came
    /// while the last one ran.
    private let headroom = Atomic<Int>(0)
    /// The new sessions the store may gain past the cap between sweeps: ``SessionDefaults/capSlack`` of it.
    private var slack: Int { max(1, Int(Double(cap) * SessionDefaults.capSlack)) }

    init(store: any SessionStore, lifetime: Int, cap: Int, logger: Logger) {
        self.store = store
        self.lifetime = lifetime
        self.cap = cap
        self.logger = logger
    }

    /// Notes an applied key (`startedSession`: it stored a new session) and starts a sweep if one is due.
    func keyApplied(startedSession: Bool, now: Date) {
        let second = Int(now.timeIntervalSince1970)
        let due = nextTimedSweep.load(ordering: .relaxed)
        var start =
            second >= due
            && nextTimedSweep.compareExchange(
                expected: due, desired: second + SessionDefaults.sweepInterval, ordering: .relaxed
            ).exchanged
        if startedSession {
            start = newSessions.add(1, ordering: .relaxed).newValue >= slack || start
        }
        if start { sweep(now: now) }
    }

    /// Waits until no sweep is queued or running (for tests).
    func waitUntilIdle() {
        while sweeping.load(ordering: .acquiring) { queue.sync {} }
    }

    private func sweep(now: Date) {
        pending.withLock { $0 = max($0 ?? now, now) }
        guard sweeping.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else {
            return  // the running sweep takes the pending time when it is done
        }
        queue.async { [self] in
            while let time = pending.withLock({ pending in
                defer { pending = nil }
                return pending
            }) {
                newSessions.store(0, ordering: .relaxed)
                let keep = cap - min(cap / 2, headroom.load(ordering: .relaxed))
                do {
                    try store.removeAllExpired(before: time.addingTimeInterval(-Double(lifetime)), keepingAtMost: keep)
                } catch {
                    logger.error("session sweep: \(error)")
                }
                // As many will come while the next sweep runs, if the flood goes on.
                headroom.store(max(0, newSessions.load(ordering: .relaxed) - slack), ordering: .relaxed)
            }
            sweeping.store(false, ordering: .releasing)
            // A request that came between the last take and the store above found `sweeping` set.
            if let time = pending.withLock({ $0 }) { sweep(now: time) }
        }
    }
}
