// Only with the PostgreSQL trait (see Package.swift): without it there is no postgres-nio to build on.
#if PostgreSQL

    import CalcSessions
    import Dispatch
    import Logging
    import PostgresNIO
    import Synchronization

    /// Open PostgreSQL connections for synchronous callers: one per thread that needed one.
    ///
    /// The bridge between the store's synchronous calls and postgres-nio lives here: a caller blocks
    /// its own thread on postgres-nio's future while the NIO event loop does the I/O. That keeps the
    /// store's code straight-line, and it never touches Swift concurrency's cooperative pool (a
    /// semaphore around a `Task` would block a cooperative thread whenever the caller is one, and cost
    /// two more thread hops). The callers are the server's store workers
    /// (``CalcSessions/SessionDefaults/storeWorkers``), never libmicrohttpd's threads: a request that
    /// waits on PostgreSQL suspends its connection, so many keys are in flight at once and
    /// PostgreSQL's own group commit batches their WAL flushes.
    ///
    /// No wait is unbounded: a connection attempt and every query wait at most `timeout`
    /// (``SessionDefaults/storeTimeout``), which is also the server's `statement_timeout`. A query
    /// past it closes its connection, so a connection the server dropped (a restart,
    /// `pg_terminate_backend`) or a network that went silent never holds a thread for longer. A
    /// connection that failed in any way is closed and dropped, never reused; one that closed while
    /// idle is skipped when taken from the stack.
    ///
    /// Connections are made on demand and kept in an idle stack; at most
    /// ``CalcSessions/SessionDefaults/postgresConnections`` are open at once (a caller waits for one at
    /// most `timeout`), so several servers stay well within PostgreSQL's `max_connections` (100).
    final class PostgresConnectionPool: Sendable {
        private let configuration: PostgresConnection.Configuration
        private let logger: Logger
        /// The longest a connection attempt or a query may take.
        let timeout: Duration
        private let idle = Mutex<[PostgresConnection]>([])
        private let nextID = Atomic<Int>(1)
        /// One count per connection that may be open.
        private let slots: DispatchSemaphore
        /// The most connections open at once.
        let capacity: Int

        init(
            configuration: PostgresConnection.Configuration, timeout: Duration = SessionDefaults.storeTimeout,
            capacity: Int = SessionDefaults.postgresConnections, logger: Logger
        ) {
            self.capacity = max(1, capacity)
            slots = DispatchSemaphore(value: self.capacity)
            var configuration = configuration
            let milliseconds = max(
                1, timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
            configuration.options.connectTimeout = .milliseconds(milliseconds)
            // https://www.postgresql.org/docs/current/runtime-config-client.html: "Abort any statement
            // that takes more than the specified amount of time", so the server gives up when we do.
            configuration.options.additionalStartupParameters.append(("statement_timeout", String(milliseconds)))
            self.configuration = configuration
            self.timeout = timeout
            self.logger = logger
        }

        /// Runs `body` with a connection of its own, blocking the calling thread while it connects.
        ///
        /// When `body` fails, the connection is closed and dropped. With `retrying`, a failure on a
        /// connection taken from the idle stack (it may have died while idle) is tried once more on a
        /// new connection; pass it only for calls that may run twice (not a conditional write whose
        /// commit may have happened). A timeout is never retried: its deadline is spent.
        ///
        /// Every wait (a free slot, a connection attempt) ends at the pool's timeout or at the
        /// request's ``CalcSessions/StoreDeadline``, whichever comes first; once that has passed,
        /// nothing is taken or sent.
        ///
        /// Never call it from a Swift concurrency task: it blocks the thread it runs on.
        func withConnection<T>(retrying: Bool = false, _ body: (PostgresConnection) throws -> T) throws -> T {
            let wait = try remaining(timeout)
            guard slots.wait(timeout: wait.deadlineFromNow) == .success else {
                throw SessionStoreError.unavailable("all \(capacity) PostgreSQL connections stayed busy for \(wait)")
            }
            defer { slots.signal() }
            return try withSlot(retrying: retrying, body)
        }

        /// ``withConnection(retrying:_:)`` once a connection slot is held.
        private func withSlot<T>(retrying: Bool, _ body: (PostgresConnection) throws -> T) throws -> T {
            let (connection, reused) = try checkOut(within: try remaining(timeout))
            do {
                let value = try body(connection)
                if !connection.isClosed { idle.withLock { $0.append(connection) } }
                return value
            } catch {
                Self.closeSoon(connection)
                let timedOut =
                    (error as? SessionStoreError).map { if case .unavailable = $0 { true } else { false } } ?? false
                guard retrying, reused, !timedOut, !StoreDeadline.hasPassed else { throw error }
                logger.warning(
                    "PostgreSQL connection \(connection.id) failed (\(PostgresSessionStore.reason(error))); retrying on a new one"
                )
                return try withSlot(retrying: false, body)
            }
        }

        /// `limit`, cut to what is left of the request's ``CalcSessions/StoreDeadline``.
        ///
        /// - Throws: ``SessionStoreError/unavailable(_:)`` when that deadline has passed: nothing more
        ///   is sent for the request.
        private func remaining(_ limit: Duration) throws -> Duration {
            guard !StoreDeadline.hasPassed else {
                throw SessionStoreError.unavailable("the request's deadline passed before PostgreSQL was asked")
            }
            return StoreDeadline.limit(limit)
        }

        /// Runs `query` on `connection` and blocks until all its rows arrived, at most `timeout`
        /// (the pool's unless given) and never past the request's ``CalcSessions/StoreDeadline``;
        /// past it the connection is closed.
        ///
        /// - Throws: ``SessionStoreError/unavailable(_:)`` when the deadline passed, or postgres-nio's error.
        func run(_ query: PostgresQuery, on connection: PostgresConnection, timeout: Duration? = nil) throws
            -> PostgresQueryResult
        {
            let limit = try remaining(timeout ?? self.timeout)
            let future = connection.query(query, logger: logger)
            do {
                return try Self.wait(for: future, within: limit)
            } catch let error as SessionStoreError {
                logger.error(
                    "PostgreSQL query on connection \(connection.id) took over \(limit); closing the connection")
                Self.closeSoon(connection)
                throw error
            }
        }

        /// Executes the prepared `statement` on `connection` (postgres-nio prepares it there on first
        /// use) and blocks until all its rows arrived, at most `timeout` (the pool's unless given) and
        /// never past the request's ``CalcSessions/StoreDeadline``; past it the connection is closed.
        ///
        /// - Throws: ``SessionStoreError/unavailable(_:)`` when the deadline passed, or postgres-nio's error.
        func execute<Statement: PostgresPreparedStatement>(
            _ statement: Statement, on connection: PostgresConnection, timeout: Duration? = nil
        ) throws -> [Statement.Row] where Statement.Row: Sendable {
            let limit = try remaining(timeout ?? self.timeout)
            let outcome = WaitOutcome<[Statement.Row]>()
            // postgres-nio executes prepared statements only from async code. That code runs on the
            // connection's event loop (a task executor preference), never on the cooperative thread
            // pool, which threads waiting synchronously elsewhere may hold; this thread waits for it.
            Task(executorPreference: EventLoopTaskExecutor(connection.eventLoop)) { [logger] in
                do {
                    var rows: [Statement.Row] = []
                    for try await row in try await connection.execute(statement, logger: logger) { rows.append(row) }
                    outcome.result.withLock { $0 = .success(rows) }
                } catch {
                    outcome.result.withLock { $0 = .failure(error) }
                }
                outcome.done.signal()
            }
            guard outcome.done.wait(timeout: limit.deadlineFromNow) == .success,
                let result = outcome.result.withLock({ $0 })
            else {
                logger.error(
                    "PostgreSQL statement on connection \(connection.id) took over \(limit); closing the connection")
                Self.closeSoon(connection)
                throw SessionStoreError.unavailable("PostgreSQL did not answer within \(limit)")
            }
            return try result.get()
        }

        /// An idle connection that is still open, else a new one made within `limit`; and whether it was reused.
        private func checkOut(within limit: Duration) throws -> (PostgresConnection, reused: Bool) {
            while let reused = idle.withLock({ $0.popLast() }) {
                if !reused.isClosed { return (reused, true) }
            }
            let future = PostgresConnection.connect(
                on: PostgresConnection.defaultEventLoopGroup.any(), configuration: configuration,
                id: nextID.add(1, ordering: .relaxed).oldValue, logger: logger)
            do {
                // postgres-nio enforces the same connect timeout; this wait is the backstop (DNS, TLS).
                return (try Self.wait(for: future, within: min(limit, timeout + .milliseconds(250))), false)
            } catch let error as SessionStoreError {
                // A connection that arrives after all is closed at once (postgres-nio asserts it).
                future.whenSuccess { Self.closeSoon($0) }
                throw error
            }
        }

        /// Blocks until `future` completes or `limit` passes.
        ///
        /// - Throws: ``SessionStoreError/unavailable(_:)`` after `limit`, else the future's error.
        static func wait<T: Sendable>(for future: EventLoopFuture<T>, within limit: Duration) throws -> T {
            let outcome = WaitOutcome<T>()
            future.whenComplete { result in
                outcome.result.withLock { $0 = result }
                outcome.done.signal()
            }
            guard outcome.done.wait(timeout: limit.deadlineFromNow) == .success,
                let result = outcome.result.withLock({ $0 })
            else { throw SessionStoreError.unavailable("PostgreSQL did not answer within \(limit)") }
            return try result.get()
        }

        /// postgres-nio asserts that a connection was closed before it goes.
        deinit {
            close()
        }

        /// Closes every idle connection, waiting at most the pool's timeout for each.
        func close() {
            let connections = idle.withLock { idle in
                defer { idle = [] }
                return idle
            }
            for connection in connections {
                let closed: EventLoopFuture<Void> = connection.close()
                _ = try? Self.wait(for: closed, within: timeout)
            }
        }

        /// Starts closing `connection` without waiting: postgres-nio closes the channel at once and
        /// fails whatever query still waits on it.
        /// The connection is kept until its channel closed (postgres-nio asserts that in `deinit`).
        static func closeSoon(_ connection: PostgresConnection) {
            let closed: EventLoopFuture<Void> = connection.close()
            closed.whenComplete { _ in withExtendedLifetime(connection) {} }
        }
    }

    /// What a blocking ``PostgresConnectionPool/wait(for:within:)`` receives from the event loop.
    private final class WaitOutcome<T: Sendable>: Sendable {
        let result = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
    }

    /// Runs a task's jobs on an event loop: the nonisolated async code of a task that prefers it
    /// (postgres-nio's) runs there instead of on the cooperative thread pool.
    private final class EventLoopTaskExecutor: TaskExecutor {
        let eventLoop: any EventLoop

        init(_ eventLoop: any EventLoop) {
            self.eventLoop = eventLoop
        }

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
        }
    }

#endif
