// Only with the PostgreSQL trait (see Package.swift): without it there is no postgres-nio to build on.
#if PostgreSQL

    import CalcEngine
    import CalcSessions
    import Foundation
    import Logging
    import PostgresNIO

    /// Sessions in PostgreSQL through postgres-nio, for several servers sharing one database.
    ///
    /// Updates are optimistic: ``update(_:_:)`` reads the row with its `version`, runs the body,
    /// and writes with `UPDATE … WHERE version = <read version>` (or `INSERT … ON CONFLICT DO
    /// NOTHING` for a new session); when another server changed the row in between, no row is
    /// written and the update starts again from a fresh read. Each write is its own committed
    /// statement before the server sends its page. No transaction is held open across the body, and
    /// no update is lost. Decoded sessions are cached with the version they were read or written at
    /// (``SessionCache``): a key of a cached session skips the read and writes with the cached
    /// version, so it costs one round trip when this server was the session's last writer, and a
    /// fresh read when another server wrote in between. The calls block the calling thread (see
    /// ``PostgresConnectionPool`` for why), which the server keeps off its HTTP threads.
    ///
    /// ```swift
    /// let store = try PostgresSessionStore(url: "postgres://calc:secret@127.0.0.1:5432/calc")
    /// ```
    public final class PostgresSessionStore: SessionStore {
        let pool: PostgresConnectionPool
        /// How often an update is tried before it reports the session as too busy.
        static let attempts = 50
        /// The longest wait, in seconds, after an update's first lost attempt; it grows with each loss
        /// up to ten times this (all 50 attempts then wait about a quarter of a second in all).
        static let backoff = 0.001
        /// The sessions as last read or written here, with their row versions.
        let cache: SessionCache
        /// Sends the conditional writes of concurrent updates together (``PostgresGroupCommit``).
        let committer: PostgresGroupCommit

        /// Connects to the database at `url` (`postgres://user:password@host:port/database`) and
        /// creates or migrates the schema; every connection attempt and query waits at most `timeout`.
        public init(
            url: String, timeout: Duration = SessionDefaults.storeTimeout,
            cachedSessions: Int = SessionDefaults.cachedSessions, logger: Logger = Logger(label: "calculator.postgres")
        ) throws(CalcStoreError) {
            cache = SessionCache(capacity: cachedSessions)
            pool = PostgresConnectionPool(
                configuration: try PostgresURL(url).configuration, timeout: timeout, logger: logger)
            committer = PostgresGroupCommit(pool: pool)
            try migrate()
        }

        /// Closes the idle connections.
        public func close() {
            pool.close()
        }

        /// `true`: every call is a round trip to the database.
        public var waitsOnIO: Bool { true }

        /// Always reads the row (another server may have changed it); caches what it decoded.
        public func load(_ id: SessionID) throws(SessionStoreError) -> SessionRecord? {
            guard let found = try access(retrying: true, { connection in try fetch(id, on: connection) }) else {
                cache.remove([id])
                return nil
            }
            if let cached = cache.entry(id), cached.version == found.version { return cached.record }
            let (record, heldHistory) = try found.state.read()
            cache.store(record, version: found.version, heldHistory: heldHistory, for: id)
            return record
        }

        public func save(_ record: SessionRecord, for id: SessionID) throws(SessionStoreError) {
            let row = try StoredState(record)
            try access(retrying: true) { connection in
                _ = try pool.run(
                    """
                    INSERT INTO calc_session (id, seq, last_used, state_version, state, history, version)
                    VALUES (\(id.description), \(row.seq), \(row.lastUsed), \(row.stateVersion), \(row.state),
                        \(row.history), 0)
                    ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, last_used = excluded.last_used,
                        state_version = excluded.state_version, state = excluded.state, history = excluded.history,
                        version = calc_session.version + 1
                    """, on: connection)
            }
            cache.remove([id])
        }

        public func update<T>(
            _ id: SessionID,
            _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
        ) throws(SessionStoreError) -> T {
            // First from the cache, betting that this server wrote the session last; the write checks the
            // bet. A decision to write nothing (a stale `seq`) checks nothing, so it is made again from the row.
            if let cached = cache.entry(id) {
                let decision = try body(.success(cached.record))
                if let record = decision.save,
                    try write(record, for: id, expecting: cached.version, historyBase: cached.historyBase)
                {
                    return decision.value
                }
            }
            for attempt in 0..<Self.attempts {
                if attempt > 0 {
                    // Another writer won the row: wait a random moment, longer after each loss, so that
                    // writers contending for one row take turns instead of colliding again at once.
                    Thread.sleep(forTimeInterval: .random(in: 0...Self.backoff * Double(min(attempt, 10))))
                }
                let found = try access(retrying: true) { connection in try fetch(id, on: connection) }
                // The history the row holds apart, as read.
                var historyBase: StoredState.HistoryBase?
                let decision = try body(
                    try .reading { () throws(SessionStoreError) in
                        guard let read = try found?.state.read() else { return nil }
                        historyBase = read.heldHistory.map { .init(state: read.record.state, bytes: $0) }
                        return read.record
                    })
                guard let record = decision.save else { return decision.value }
                if try write(record, for: id, expecting: found?.version, historyBase: historyBase) {
                    return decision.value
                }
            }
            throw .unavailable("session \(id.redacted) changed \(Self.attempts) times while being updated")
        }

        /// A cached session's update, its write queued for the next batch: ``PendingConfirmation/Outcome/durable``
        /// once committed (the new record and version are cached then), ``PendingConfirmation/Outcome/superseded``
        /// when another server changed the row first. `nil` for a session not cached, and for a decision
        /// to write nothing (a stale `seq`), which the waiting ``update(_:_:)`` makes again from the row.
        public func updateWithoutWaiting<T>(
            _ id: SessionID,
            _ body: (Result<SessionRecord?, SessionStoreError>) throws(SessionStoreError) -> SessionUpdate<T>
        ) throws(SessionStoreError) -> (value: T, write: PendingConfirmation?)? {
            try cache.updateWithoutWaiting(id, body, rereadsWhenSavingNothing: true) { row, record, cached, pending in
                committer.enqueue(row, for: id, expecting: cached.version) { [self] result in
                    switch found(result) {
                    case .success(true):
                        cache.store(record, version: cached.version + 1, heldHistory: row.heldHistory, for: id)
                        pending.finish(.durable)
                    case .success(false):
                        cache.remove([id])
                        pending.finish(.superseded)
                    case .failure(let error):
                        // Whether it committed is unknown.
                        cache.remove([id])
                        pending.finish(.failed(error))
                    }
                }
            }
        }

        /// The cached session, with the check, sent in the next batch, that its row is still at the
        /// cached version (another server may have written it since): ``PendingConfirmation/Outcome/durable``
        /// when it is, ``PendingConfirmation/Outcome/superseded`` (the entry dropped) when it is not.
        public func loadWithoutWaiting(_ id: SessionID) -> (record: SessionRecord, check: PendingConfirmation?)? {
            guard let cached = cache.entry(id) else { return nil }
            let check = PendingConfirmation()
            committer.enqueueCheck(of: id, at: cached.version) { [self] result in
                switch found(result) {
                case .success(true): check.finish(.durable)
                case .success(false):
                    cache.remove([id])
                    check.finish(.superseded)
                case .failure(let error): check.finish(.failed(error))
                }
            }
            return (cached.record, check)
        }

        /// What a batch said of a queued write or check: whether its row was written (or found at its
        /// version), its error wrapped as ``wrappingErrors(_:)`` does.
        private func found(_ result: Result<Bool, any Error>) -> Result<Bool, SessionStoreError> {
            Result { () throws(SessionStoreError) in try wrappingErrors { try result.get() } }
        }

        public func delete(_ id: SessionID) throws(SessionStoreError) {
            cache.remove([id])
            try access(retrying: true) { connection in
                _ = try pool.run("DELETE FROM calc_session WHERE id = \(id.description)", on: connection)
            }
        }

        /// Writes `record` if the row is still at `expected` (`nil`: if there is none) and caches it at
        /// its new version; `false` when another server changed the row (the cache entry is dropped).
        /// A write that failed drops the entry too: whether it committed is unknown. `historyBase` is the
        /// history the row at `expected` holds apart (see ``StoredState``).
        private func write(
            _ record: SessionRecord, for id: SessionID, expecting expected: Int?, historyBase: StoredState.HistoryBase?
        ) throws(SessionStoreError) -> Bool {
            let row = try StoredState(record, historyBase: historyBase)
            let written: Bool
            do throws(SessionStoreError) {
                // It waits for the batch being sent, then its own, until the request's deadline.
                written = try wrappingErrors { () throws in try committer.write(row, for: id, expecting: expected) }
            } catch {
                cache.remove([id])
                throw error
            }
            if written {
                cache.store(record, version: expected.map { $0 + 1 } ?? 0, heldHistory: row.heldHistory, for: id)
            } else {
                cache.remove([id])
            }
            return written
        }

        public func count() throws(SessionStoreError) -> Int {
            try access(retrying: true) { connection in
                try pool.run("SELECT COUNT(*) FROM calc_session", on: connection).first?.decode(Int.self) ?? 0
            }
        }

        @discardableResult
        public func removeExpired(before cutoff: Date, keepingAtMost limit: Int, batch: Int) throws(SessionStoreError)
            -> Int
        {
            try access { connection in
                let expired = try pool.run(
                    """
                    DELETE FROM calc_session WHERE id IN (SELECT id FROM calc_session
                        WHERE last_used < \(cutoff.timeIntervalSince1970) ORDER BY last_used LIMIT \(max(0, batch)))
                    """, on: connection)
                var removed = expired.metadata.rows ?? 0
                let stored =
                    try pool.run("SELECT COUNT(*) FROM calc_session", on: connection).first?.decode(Int.self) ?? 0
                let excess = stored - max(0, limit)
                if excess > 0, removed < batch {
                    let beyond = try pool.run(
                        """
                        DELETE FROM calc_session WHERE id IN
                            (SELECT id FROM calc_session ORDER BY last_used LIMIT \(min(excess, batch - removed)))
                        """, on: connection)
                    removed += beyond.metadata.rows ?? 0
                }
                return removed
            }
        }

        /// The row of `id` and its version.
        private func fetch(_ id: SessionID, on connection: PostgresConnection) throws -> (
            state: StoredState, version: Int
        )? {
            let rows = try pool.run(
                """
                SELECT seq, last_used, state_version, state, version, history FROM calc_session
                WHERE id = \(id.description)
                """,
                on: connection)
            guard let row = rows.first else { return nil }
            let (seq, lastUsed, stateVersion, state, version, history) = try row.decode(
                (Int, Double, Int, Data, Int, Data?).self)
            let stored = StoredState(
                seq: seq, lastUsed: lastUsed, stateVersion: stateVersion, state: state, history: history)
            return (stored, version)
        }

        /// The server's message for a PostgreSQL error (its plain description hides everything), or the error.
        static func reason(_ error: any Error) -> String {
            if let error = error as? SessionStoreError, case .unavailable(let reason) = error { return reason }
            guard let error = error as? PSQLError else { return "\(error)" }
            return error.serverInfo?[.message] ?? "\(error.code)"
        }

        /// Answers `SELECT 1` within `timeout` all told (a free connection, a connection attempt and
        /// the query share it), or says why not.
        public func health(within timeout: Duration) -> StoreHealth {
            do {
                try StoreDeadline.during(.now + timeout) {
                    _ = try pool.withConnection(retrying: true) { connection in
                        try pool.run("SELECT 1", on: connection)
                    }
                }
                return .ready
            } catch {
                return .down("PostgreSQL: \(Self.reason(error))")
            }
        }

        /// The value of `body`, passing ``SessionStoreError`` through and wrapping anything else.
        private func wrappingErrors<T>(_ body: () throws -> T) throws(SessionStoreError) -> T {
            do {
                return try body()
            } catch let error as SessionStoreError {
                throw error
            } catch {
                throw .unavailable(Self.reason(error))
            }
        }

        /// Runs database calls on a pooled connection, its errors wrapped as ``wrappingErrors(_:)`` does;
        /// `retrying` calls may run twice (see ``PostgresConnectionPool/withConnection(retrying:_:)``),
        /// so a connection that died while idle costs no error.
        private func access<T>(retrying: Bool = false, _ body: (PostgresConnection) throws -> T)
            throws(SessionStoreError)
            -> T
        {
            try wrappingErrors { try pool.withConnection(retrying: retrying, body) }
        }
    }

#endif
