// Only with the PostgreSQL trait (see Package.swift): without it there is no postgres-nio to build on.
#if PostgreSQL

    import CalcSessions
    import DequeModule
    import Dispatch
    import Foundation
    import NIOCore
    import PostgresNIO
    import Synchronization

    /// Sends the versioned writes that arrive together to PostgreSQL as one statement: one round trip
    /// and one commit (one WAL flush) for all of them. The checks that a cached session is still at
    /// its version (a page shown from memory, see ``PostgresSessionStore/loadWithoutWaiting(_:)``)
    /// ride in the same statement.
    ///
    /// One writer thread takes every write waiting (up to ``SessionDefaults/commitBatch``, at most one
    /// per session), sends them as arrays in one statement that updates the rows still at their
    /// expected version and inserts the new sessions, and answers each write with whether its row was
    /// written. A write whose row another server changed meanwhile is answered `false`, exactly as a
    /// single conditional `UPDATE` would be; the caller re-reads and tries again. A write that arrives
    /// alone is sent at once; under load, the writes that arrive during one round trip form the next
    /// batch. One writer, not several: with PostgreSQL on the server's machine, a second writer halved
    /// the batches and cost a fifth more CPU a key in the server and a third more in PostgreSQL for no
    /// more keys a second (Tests/Benchmarks/server-keypress.sh, browser path).
    ///
    /// The statement is one implicit transaction: when it fails, or its outcome is unknown (a timeout,
    /// a dropped connection), every write of the batch fails and none is acknowledged. A deadlock
    /// with another server's batch (PostgreSQL aborts one of the two, which then committed nothing)
    /// sends the batch again.
    final class PostgresGroupCommit: Sendable {
        /// One write or check, and where its outcome goes: a waiting writer's ``CommitOutcome``, or a callback.
        final class Job: Sendable {
            let id: String
            /// What to write; `nil`: only check that the row is at `expected`.
            let row: StoredState?
            /// The row version the write expects (or the check looks for); `nil`: the session must
            /// not exist yet.
            let expected: Int?
            /// When its request must be answered (``CalcSessions/StoreDeadline``): a job still waiting
            /// then is never sent, and a batch waits for PostgreSQL at most until its earliest job's.
            let deadline: ContinuousClock.Instant
            /// Takes the outcome (whether the row was written, or found at `expected`), on the writer thread.
            let finish: @Sendable (Result<Bool, any Error>) -> Void
            /// ``waiting`` until a writer takes it or its caller stops waiting (``abandoned``).
            let stage = Atomic<Int>(waiting)
            static let waiting = 0
            static let taken = 1
            static let abandoned = 2

            init(
                id: String, row: StoredState?, expected: Int?, deadline: ContinuousClock.Instant,
                finish: @escaping @Sendable (Result<Bool, any Error>) -> Void
            ) {
                self.id = id
                self.row = row
                self.expected = expected
                self.deadline = deadline
                self.finish = finish
            }

            /// Marks the job taken by a writer; `false` when its caller stopped waiting.
            func take() -> Bool {
                stage.compareExchange(expected: Self.waiting, desired: Self.taken, ordering: .acquiringAndReleasing)
                    .exchanged
            }

            /// Withdraws the job; `false` when a writer took it already.
            func abandon() -> Bool {
                stage.compareExchange(expected: Self.waiting, desired: Self.abandoned, ordering: .acquiringAndReleasing)
                    .exchanged
            }
        }

        /// What the writer thread shares with the callers (it must not keep the committer alive).
        private final class Queue: Sendable {
            let jobs = Mutex<Deque<Job>>([])
            let available = DispatchSemaphore(value: 0)
            let stopped = Atomic<Bool>(false)
            let pool: PostgresConnectionPool

            init(pool: PostgresConnectionPool) {
                self.pool = pool
            }

            /// Sends batches until the committer is released and no job waits.
            ///
            /// Every job signals `available` once; a batch takes many jobs, so later wake-ups may
            /// find nothing to do, and no job is ever left waiting without the writer awake for it.
            func work() {
                while true {
                    let (batch, expired) = jobs.withLock { Self.takeBatch(&$0, now: .now) }
                    let unsent = SessionStoreError.unavailable("the key's deadline passed before it was sent")
                    for job in expired { job.finish(.failure(unsent)) }
                    if !batch.isEmpty {
                        commit(batch)
                    } else if stopped.load(ordering: .acquiring) {
                        return
                    } else {
                        available.wait()
                    }
                }
            }

            /// The waiting jobs up to a batch, in order, skipping a second job of one session (it
            /// waits for the next batch: one statement cannot tell two jobs of one row apart); and
            /// the jobs whose deadline passed while they waited, withdrawn unsent, to be failed.
            private static func takeBatch(_ jobs: inout Deque<Job>, now: ContinuousClock.Instant) -> (
                batch: [Job], expired: [Job]
            ) {
                var batch: [Job] = []
                var expired: [Job] = []
                var ids = Set<String>()
                var skipped: [Job] = []
                while batch.count < SessionDefaults.commitBatch, let job = jobs.popFirst() {
                    if job.deadline <= now {
                        if job.abandon() { expired.append(job) }
                    } else if ids.contains(job.id) {
                        skipped.append(job)
                    } else if job.take() {
                        ids.insert(job.id)
                        batch.append(job)
                    }
                }
                jobs.insert(contentsOf: skipped, at: 0)
                return (batch, expired)
            }

            /// Sends `batch`, waiting for PostgreSQL at most until its earliest job's deadline, so that
            /// each of its keys is answered within its own.
            func commit(_ batch: [Job]) {
                guard let earliest = batch.map(\.deadline).min() else { return }
                StoreDeadline.during(earliest) { commitInTime(batch) }
            }

            private func commitInTime(_ batch: [Job]) {
                // Rows locked in one order by every server, so two batches rarely deadlock.
                let sorted = batch.sorted { $0.id < $1.id }
                var attempt = 1
                while true {
                    do {
                        let written = try send(sorted)
                        for job in batch { job.finish(.success(written.contains(job.id))) }
                        return
                    } catch let error as PSQLError where error.serverInfo?[.sqlState] == "40P01" && attempt < 3 {
                        attempt += 1  // deadlock_detected: the whole statement was rolled back
                    } catch {
                        for job in batch { job.finish(.failure(error)) }
                        return
                    }
                }
            }

            /// One statement for the batch (``PostgresBatchWrite``); the ids whose rows it wrote or found.
            private func send(_ batch: [Job]) throws -> Set<String> {
                let statement = PostgresBatchWrite(batch.map { ($0.id, $0.row, $0.expected) })
                return try pool.withConnection { connection in
                    Set(try pool.execute(statement, on: connection))
                }
            }
        }

        private let queue: Queue

        /// Starts the writer thread for `pool`.
        init(pool: PostgresConnectionPool) {
            queue = Queue(pool: pool)
            let thread = Thread { [queue] in queue.work() }
            thread.name = "calculator-postgres-commit"
            thread.start()
        }

        deinit {
            queue.stopped.store(true, ordering: .releasing)
            queue.available.signal()
        }

        /// Sends `batch` as one statement now and finishes each job, as the writer thread does.
        func commit(_ batch: [Job]) {
            for job in batch { job.stage.store(Job.taken, ordering: .releasing) }
            queue.commit(batch)
        }

        /// Sends `row` for `id` in the next batch, as ``write(_:for:expecting:)`` does, without
        /// waiting: `then` gets the outcome on the writer thread, so it must be quick. A job not sent
        /// by its deadline fails unsent, and each batch's statement is bounded by its earliest
        /// deadline, so `then` is always called, by the deadline.
        func enqueue(
            _ row: StoredState, for id: SessionID, expecting expected: Int?,
            then: @escaping @Sendable (Result<Bool, any Error>) -> Void
        ) {
            submit(Job(id: id.description, row: row, expected: expected, deadline: deadline(), finish: then))
        }

        /// Checks in the next batch that the row of `id` is still at `version`, without waiting: `then`
        /// gets whether it is, on the writer thread, by the deadline (as ``enqueue(_:for:expecting:then:)``).
        func enqueueCheck(
            of id: SessionID, at version: Int, then: @escaping @Sendable (Result<Bool, any Error>) -> Void
        ) {
            submit(Job(id: id.description, row: nil, expected: version, deadline: deadline(), finish: then))
        }

        /// The request's ``CalcSessions/StoreDeadline``, or, for a call made for none (the sweep), one
        /// batch being sent and then its own.
        private func deadline() -> ContinuousClock.Instant {
            StoreDeadline.current ?? .now + queue.pool.timeout * 2
        }

        /// Queues `job` and wakes a writer.
        private func submit(_ job: Job) {
            queue.jobs.withLock { $0.append(job) }
            queue.available.signal()
        }

        /// Writes `row` for `id` in the next batch if the stored version is still `expected` (`nil`: if
        /// there is no row yet); waits for the batch until the request's ``CalcSessions/StoreDeadline``
        /// (without one, for the batch being sent and then its own).
        ///
        /// - Returns: `false` when another server changed (or created) the row first.
        /// - Throws: the batch's error, or ``SessionStoreError/unavailable(_:)`` when it did not finish
        ///   in time: a write no writer took yet is withdrawn, one already sent may still be committed.
        func write(_ row: StoredState, for id: SessionID, expecting expected: Int?) throws -> Bool {
            guard !StoreDeadline.hasPassed else {
                throw SessionStoreError.unavailable("the key's deadline passed before it was sent")
            }
            let deadline = deadline()
            let timeout = deadline - .now
            let outcome = CommitOutcome<Bool>()
            let job = Job(id: id.description, row: row, expected: expected, deadline: deadline, finish: outcome.finish)
            submit(job)
            guard let outcome = outcome.wait(within: timeout) else {
                // A job no writer took yet is never sent; one already sent may still be committed.
                let unsent = job.abandon() || job.stage.load(ordering: .acquiring) == Job.abandoned
                throw SessionStoreError.unavailable(
                    "the PostgreSQL commit did not finish within \(timeout)\(unsent ? " (the key was never sent)" : "")"
                )
            }
            return try outcome.get()
        }
    }

#endif
