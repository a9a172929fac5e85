import CalcEngine
import CalcSessions
import Foundation
import GRDB
import Synchronization
import Testing

@testable import CalcStore

/// The SQLite store's group commit: keys that arrive together share one transaction, and a batch
/// whose commit fails acknowledges none of its keys.
@Suite(.serialized)
struct SQLiteGroupCommitTests {
    /// Counts the commits of the store's writer connection, and fails them while `failing` is set.
    final class CommitWatch: TransactionObserver, @unchecked Sendable {
        // @unchecked: GRDB calls it on the writer's serial queue only; the counters are atomics.
        let commits = Atomic<Int>(0)
        let attempts = Atomic<Int>(0)
        let failing = Atomic<Bool>(false)

        struct Refused: Error {}

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
        func databaseDidChange(with event: DatabaseEvent) {}
        func databaseWillCommit() throws {
            attempts.add(1, ordering: .relaxed)
            // "If this method throws an error, the transaction is rollbacked."
            if failing.load(ordering: .relaxed) { throw Refused() }
        }
        func databaseDidCommit(_ db: Database) { commits.add(1, ordering: .relaxed) }
        func databaseDidRollback(_ db: Database) {}
    }

    let folder: TemporaryFolder
    let store: SQLiteSessionStore
    let watch = CommitWatch()

    init() throws {
        folder = try TemporaryFolder()
        store = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
        let watch = self.watch
        store.pool.writeWithoutTransaction { db in db.add(transactionObserver: watch, extent: .observerLifetime) }
    }

    /// Presses `key` in session `id` through `update`, as the server does; `true` if it was acknowledged.
    func press(_ key: String, in id: SessionID) -> Bool {
        Self.press(key, in: id, on: store)
    }

    static func press(_ key: String, in id: SessionID, on store: SQLiteSessionStore) -> Bool {
        do {
            try store.update(id) { stored throws(SessionStoreError) -> SessionUpdate<Void> in
                var record = (try? stored.get()) ?? nil ?? SessionRecord(lastUsed: Date())
                record.state.press(KeyPress(parsing: key)!)
                record.seq += 1
                return SessionUpdate(save: record, value: ())
            }
            return true
        } catch {
            return false
        }
    }

    /// The `seq` of each session as the file holds it, read past the cache.
    func storedSeqs(_ ids: [SessionID]) throws -> [Int?] {
        try store.pool.read { db in
            try ids.map {
                try Int.fetchOne(db, sql: "SELECT seq FROM session WHERE id = ?", arguments: [$0.description])
            }
        }
    }

    /// Holds the database's writer for `seconds` on another thread, so that the writes arriving
    /// meanwhile wait for the same commit.
    func holdWriter(for seconds: Double) {
        let held = DispatchSemaphore(value: 0)
        let pool = store.pool
        Thread {
            pool.writeWithoutTransaction { _ in
                held.signal()
                Thread.sleep(forTimeInterval: seconds)
            }
        }.start()
        held.wait()
    }

    @Test func keysThatArriveTogetherShareOneCommit() throws {
        let ids = (0..<16).map { _ in SessionID.random() }
        for id in ids { #expect(press("1", in: id)) }
        let before = watch.commits.load(ordering: .relaxed)
        holdWriter(for: 0.5)
        let acknowledged = Atomic<Int>(0)
        let store = self.store
        runOnThreads(ids.count) { index in
            if Self.press("2", in: ids[index], on: store) { acknowledged.add(1, ordering: .relaxed) }
        }
        let commits = watch.commits.load(ordering: .relaxed) - before
        #expect(acknowledged.load(ordering: .relaxed) == ids.count)
        #expect(commits < ids.count, "\(ids.count) keys took \(commits) commits")
        #expect(try storedSeqs(ids) == Array(repeating: 2, count: ids.count))
        let reopened = try SQLiteSessionStore(path: folder.path("sessions.sqlite"))
        #expect(try ids.allSatisfy { try reopened.load($0)?.state.view.display == "12" })
    }

    @Test func aBatchWhoseCommitFailsAcknowledgesNoneOfItsKeys() throws {
        let ids = (0..<8).map { _ in SessionID.random() }
        for id in ids { #expect(press("4", in: id)) }
        watch.failing.store(true, ordering: .relaxed)
        let attemptsBefore = watch.attempts.load(ordering: .relaxed)
        holdWriter(for: 0.5)
        let acknowledged = Atomic<Int>(0)
        let store = self.store
        runOnThreads(ids.count) { index in
            if Self.press("2", in: ids[index], on: store) { acknowledged.add(1, ordering: .relaxed) }
        }
        let attempts = watch.attempts.load(ordering: .relaxed) - attemptsBefore
        watch.failing.store(false, ordering: .relaxed)
        #expect(acknowledged.load(ordering: .relaxed) == 0)
        #expect(attempts < ids.count, "the \(ids.count) keys were not batched: \(attempts) commits")
        // Nothing of the failed batch is in the file, nor served from the cache.
        #expect(try storedSeqs(ids) == Array(repeating: 1, count: ids.count))
        #expect(try ids.allSatisfy { try store.load($0)?.state.view.display == "4" })
        // Once commits succeed again, the next key builds on what was committed.
        #expect(press("5", in: ids[0]))
        #expect(try store.load(ids[0])?.state.view.display == "45")
        #expect(try storedSeqs([ids[0]]) == [2])
    }

    @Test func aWriteThatFailsAloneDoesNotFailItsBatch() throws {
        let good = SessionID.random()
        let bad = SessionID.random()
        #expect(press("1", in: good))
        #expect(press("1", in: bad))
        // A trigger refuses the bad session's next row, inside the batch's transaction.
        try store.pool.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse_bad BEFORE UPDATE ON session WHEN NEW.id = '\(bad.description)'
                    BEGIN SELECT RAISE(ABORT, 'refused'); END
                    """)
        }
        holdWriter(for: 0.3)
        let results = Mutex<[Bool]>([false, false])
        let store = self.store
        runOnThreads(2) { index in
            let ok = Self.press("9", in: index == 0 ? good : bad, on: store)
            results.withLock { $0[index] = ok }
        }
        #expect(results.withLock { $0 } == [true, false])
        #expect(try storedSeqs([good, bad]) == [2, 1])
        #expect(try store.load(bad)?.state.view.display == "1")
    }

    @Test func theCheckAfterACommitRunsOncePerBatchAndFailsAllOfIt() throws {
        let pool = try DatabasePool(path: folder.path("checked.sqlite"))
        try pool.write { db in try db.execute(sql: "CREATE TABLE t (n INTEGER)") }
        let checks = Atomic<Int>(0)
        let refusing = Atomic<Bool>(false)
        struct Refused: Error {}
        let committer = SQLiteGroupCommit(pool: pool) {
            checks.add(1, ordering: .relaxed)
            if refusing.load(ordering: .relaxed) { throw Refused() }
        }
        /// Queues `count` writes while the writer is busy with another batch, so they form one; their outcomes.
        func batch(of count: Int) throws -> [Bool] {
            let outcomes = Mutex<[Bool?]>(Array(repeating: nil, count: count))
            let done = DispatchSemaphore(value: 0)
            let held = DispatchSemaphore(value: 0)
            let started = DispatchSemaphore(value: 0)
            committer.enqueue({ _ in
                started.signal()
                held.wait()
            }) { _ in }
            started.wait()
            for index in 0..<count {
                committer.enqueue({ db in try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [index]) }) {
                    result in
                    outcomes.withLock { $0[index] = (try? result.get()) != nil }
                    done.signal()
                }
            }
            held.signal()
            for _ in 0..<count { done.wait() }
            return outcomes.withLock { $0.map { $0 ?? false } }
        }
        let before = checks.load(ordering: .relaxed)
        #expect(try batch(of: 10) == Array(repeating: true, count: 10))
        // The held write's batch, then the 10 queued behind it: two commits, two checks.
        #expect(checks.load(ordering: .relaxed) - before == 2)
        refusing.store(true, ordering: .relaxed)
        #expect(try batch(of: 5) == Array(repeating: false, count: 5))
    }
}
