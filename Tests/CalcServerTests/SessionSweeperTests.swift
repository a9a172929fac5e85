import CalcSessions
import Dispatch
import Foundation
import Logging
import Synchronization
import Testing

@testable import CalcServer

/// The cap under a flood: new sessions that come while a sweep waits for the store are made room
/// for by the next sweep, so that the store stays about the slack past the cap.
struct SessionSweeperTests {
    /// A store whose sweeps wait until the test lets them go, recording the number each may keep.
    final class GatedStore: SessionStore {
        let memory = MemorySessionStore()
        let limits = Mutex<[Int]>([])
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        var waitsOnIO: Bool { false }

        func load(_ id: SessionID) -> SessionRecord? { memory.load(id) }
        func save(_ record: SessionRecord, for id: SessionID) { memory.save(record, for: id) }
        func delete(_ id: SessionID) { memory.delete(id) }
        func count() -> Int { memory.count() }
        func health(within timeout: Duration) -> StoreHealth { .ready }

        func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) -> Int {
            limits.withLock { $0.append(limit) }
            entered.signal()
            gate.wait()
            return 0
        }

        /// Waits until a sweep is running, runs `during` meanwhile, then lets the sweep finish.
        func whileASweepRuns(_ during: () -> Void) {
            entered.wait()
            during()
            gate.signal()
        }
    }

    let store = GatedStore()
    let now = Date(timeIntervalSince1970: 1_000_000)

    /// A sweeper for a cap of 1,000: its slack is 1% of it, 10 new sessions.
    func makeSweeper() -> SessionSweeper {
        SessionSweeper(
            store: store, lifetime: 3_600, cap: 1_000,
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    @Test func theSweepAfterAFloodMakesRoomForAsManyNewSessionsBeyondTheSlack() {
        let sweeper = makeSweeper()
        // The first key starts the timed sweep; 300 new sessions come while it waits for the store.
        sweeper.keyApplied(startedSession: true, now: now)
        store.whileASweepRuns {
            for _ in 0..<300 { sweeper.keyApplied(startedSession: true, now: now) }
        }
        // The next sweep (due: 300 ≥ 10) keeps 1,000 - (300 - 10) = 710, so that as many again
        // leave the store at 1,010; none come while it runs.
        store.whileASweepRuns {}
        sweeper.waitUntilIdle()
        // The flood is over: 10 more start a sweep that keeps the whole cap again.
        for _ in 0..<10 { sweeper.keyApplied(startedSession: true, now: now) }
        store.whileASweepRuns {}
        sweeper.waitUntilIdle()
        #expect(store.limits.withLock { $0 } == [1_000, 710, 1_000])
    }

    @Test func aSweepKeepsAtLeastHalfTheCap() {
        let sweeper = makeSweeper()
        sweeper.keyApplied(startedSession: true, now: now)
        store.whileASweepRuns {
            for _ in 0..<5_000 { sweeper.keyApplied(startedSession: true, now: now) }
        }
        store.whileASweepRuns {}
        sweeper.waitUntilIdle()
        #expect(store.limits.withLock { $0 } == [1_000, 500])
    }

    @Test func fewerNewSessionsThanTheSlackLeaveTheCapWhole() {
        let sweeper = makeSweeper()
        sweeper.keyApplied(startedSession: true, now: now)
        store.whileASweepRuns {
            for _ in 0..<9 { sweeper.keyApplied(startedSession: true, now: now) }
        }
        sweeper.waitUntilIdle()
        // 9 came during the first sweep, 1 more makes the 10 that start the next.
        sweeper.keyApplied(startedSession: true, now: now)
        store.whileASweepRuns {}
        sweeper.waitUntilIdle()
        #expect(store.limits.withLock { $0 } == [1_000, 1_000])
    }
}
