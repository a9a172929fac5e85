import CalcSessions
import DequeModule
import Dispatch
import Foundation
import GRDB
import Synchronization

/// Commits the writes that arrive together in one SQLite transaction: one sync to disk for all.
///
/// One thread writes. It takes every write waiting (up to ``SessionDefaults/commitBatch``), runs
/// them in one `IMMEDIATE` transaction and commits, then wakes every writer (or calls its
/// callback). A write that arrives alone is committed at once; under load, the writes that arrive
/// during one commit form the next batch, so the disk's sync rate no longer bounds the keys per second.
///
/// After each commit, one check that must pass for the batch to count (the store's: that its file is
/// still the one open) runs once for the whole batch; when it fails, every write of the batch fails.
///
/// When the batch fails, it runs again with each write in a savepoint: a write whose own statements
/// fail (a damaged page under its row) is rolled back to its savepoint and fails alone. When the
/// commit itself fails, every write of the batch fails: none is acknowledged, and the database
/// holds none of them.
final class SQLiteGroupCommit: Sendable {
    /// One write, and where its outcome goes: a waiting writer's ``CommitOutcome``, or a callback.
    final class Job: Sendable {
        let write: @Sendable (Database) throws -> Void
        /// Takes the outcome, on the committing thread.
        let finish: @Sendable (Result<Void, any Error>) -> Void

        init(
            write: @escaping @Sendable (Database) throws -> Void,
            finish: @escaping @Sendable (Result<Void, any Error>) -> Void
        ) {
            self.write = write
            self.finish = finish
        }
    }

    /// What the writing thread shares with the writers (it must not keep the committer alive).
    private final class Queue: Sendable {
        let jobs = Mutex<Deque<Job>>([])
        let available = DispatchSemaphore(value: 0)
        let pool: DatabasePool
        /// Runs after each commit; when it throws, the batch's writes fail with its error.
        let verify: @Sendable () throws -> Void

        init(pool: DatabasePool, verify: @escaping @Sendable () throws -> Void) {
            self.pool = pool
            self.verify = verify
        }

        /// Commits batches until the committer is released (a wake-up with no job waiting).
        func work() {
            while true {
                available.wait()
                let batch: [Job] = jobs.withLock { jobs in
                    let taken = Array(jobs.prefix(SessionDefaults.commitBatch))
                    jobs.removeFirst(taken.count)
                    return taken
                }
                guard !batch.isEmpty else { return }
                // Each job taken had signalled once; the first signal was consumed above.
                for _ in 1..<batch.count { available.wait() }
                commit(batch)
            }
        }

        /// Commits `batch` in one transaction; when that fails, commits it again with each write in
        /// a savepoint of its own (see ``commitEachInSavepoint(_:)``). The failed transaction was
        /// rolled back, so each write runs again on the database as it was (each sets, never adds).
        private func commit(_ batch: [Job]) {
            do {
                try pool.writeWithoutTransaction { db in
                    try db.inTransaction(.immediate) {
                        for job in batch { try job.write(db) }
                        return .commit
                    }
                }
            } catch {
                commitEachInSavepoint(batch)
                return
            }
            let verified = Result { try verify() }
            for job in batch { job.finish(verified) }
        }

        /// Commits `batch` with each write in a savepoint, so that a write whose statements fail (a
        /// damaged page under its row) fails alone; the slow way (two more statements per write),
        /// taken only after the whole batch failed.
        private func commitEachInSavepoint(_ batch: [Job]) {
            let failures = Mutex<[Int: any Error]>([:])
            do {
                try pool.writeWithoutTransaction { db in
                    try db.inTransaction(.immediate) {
                        for (index, job) in batch.enumerated() {
                            do {
                                try db.inSavepoint {
                                    try job.write(db)
                                    return .commit
                                }
                            } catch {
                                failures.withLock { $0[index] = error }
                            }
                        }
                        return .commit
                    }
                }
            } catch {
                for job in batch { job.finish(.failure(error)) }
                return
            }
            let failed = failures.withLock { $0 }
            let verified = Result { try verify() }
            for (index, job) in batch.enumerated() {
                job.finish(failed[index].map { .failure($0) } ?? verified)
            }
        }
    }

    private let queue: Queue

    /// Starts the writing thread for `pool`; `verify` runs after each commit, once per batch, and
    /// fails every write of the batch when it throws.
    init(pool: DatabasePool, verify: @escaping @Sendable () throws -> Void = {}) {
        queue = Queue(pool: pool, verify: verify)
        let thread = Thread { [queue] in queue.work() }
        thread.name = "calculator-sqlite-commit"
        thread.start()
    }

    deinit {
        queue.available.signal()
    }

    /// Runs `write` in the next batch without waiting for it: `then` gets the outcome on the
    /// committing thread once the batch is committed (or failed), so it must be quick.
    func enqueue(
        _ write: @escaping @Sendable (Database) throws -> Void,
        then: @escaping @Sendable (Result<Void, any Error>) -> Void
    ) {
        submit(Job(write: write, finish: then))
    }

    /// Queues `job` and wakes the writing thread.
    private func submit(_ job: Job) {
        queue.jobs.withLock { $0.append(job) }
        queue.available.signal()
    }

    /// Runs `write` in the next batch and waits until that batch is committed, at most `timeout`.
    ///
    /// - Throws: what `write` threw, or the commit's error; ``SessionStoreError/unavailable(_:)``
    ///   when the batch did not finish in time (the write may still be committed later).
    func commit(within timeout: Duration, _ write: @escaping @Sendable (Database) throws -> Void) throws {
        let outcome = CommitOutcome<Void>()
        submit(Job(write: write, finish: outcome.finish))
        guard let outcome = outcome.wait(within: timeout) else {
            throw SessionStoreError.unavailable("the commit did not finish within \(timeout)")
        }
        try outcome.get()
    }
}
